import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { sayLabel } from '../../shared/i18n/labels.sw.js';

/** The shared contracts' words (step titles, field labels, code words) in the page's language. */
export function useSayLabel(): (text: string) => string {
  const [locale] = useLocaleState();
  return useCallback((text: string) => sayLabel(text, locale === 'sw' ? 'sw' : 'en'), [locale]);
}
