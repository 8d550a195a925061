import dayjs from 'dayjs';
import 'dayjs/locale/sw';
import { useLocaleState } from 'react-admin';
import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';

/** The translations of the marriage-notice back-office pages (src/client/i18n/backoffice-notices.en.ts). */
export function useT() {
  return useScopedTranslate('marriageOffice');
}

/** Formats a day (yyyy-mm-dd) with the names of days and months in the page's language, e.g. "MMMM YYYY" → "Novemba 2026". */
export function useDayNames() {
  const [locale] = useLocaleState();
  const language = locale === 'sw' ? 'sw' : 'en';
  return (day: string, format: string) => dayjs(day).locale(language).format(format);
}
