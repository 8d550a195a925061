import dayjs from 'dayjs';
import 'dayjs/locale/sw';
import { useLocaleState, useTranslate } from 'react-admin';

/** The translations of the marriage-notice back-office pages (src/client/i18n/backoffice-notices.en.ts). */
export function useT() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`marriageOffice.${key}`, options);
}

/** Formats a day (yyyy-mm-dd) with the names of days and months in the page's language, e.g. "MMMM YYYY" → "Novemba 2026". */
export function useDayNames() {
  const [locale] = useLocaleState();
  const language = locale === 'sw' ? 'sw' : 'en';
  return (day: string, format: string) => dayjs(day).locale(language).format(format);
}
