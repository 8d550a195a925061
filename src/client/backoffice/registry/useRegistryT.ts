import { useTranslate } from 'react-admin';

/** The translations of the registry pages (src/client/i18n/backoffice-notices.en.ts, block registryPages). */
export function useRegistryT() {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`registryPages.${key}`, options);
}
