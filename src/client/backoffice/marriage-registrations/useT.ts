import { useTranslate } from 'react-admin';

/** The translations of the marriage-notice back-office pages (src/client/i18n/backoffice-notices.en.ts). */
export function useT() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`marriageOffice.${key}`, options);
}
