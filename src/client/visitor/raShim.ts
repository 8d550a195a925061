// The visitor app has no react-admin: the shared components it borrows (the telephone field)
// translate through the visitor pages' messages instead.
import { useCallback } from 'react';
import { useT, type Vars } from './i18n.js';

export type TranslateFunction = (key: string, options?: object) => string;

export function useTranslate(): TranslateFunction {
  const t = useT();
  return useCallback((key: string, options?: object) => t(key, options as Vars), [t]);
}
export const defaultTheme = {};
