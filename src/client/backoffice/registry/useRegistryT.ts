import { useScopedTranslate } from '../../i18n/useScopedTranslate.js';

/** The translations of the registry pages (src/client/i18n/backoffice-notices.en.ts, block registryPages). */
export function useRegistryT() {
  return useScopedTranslate('registryPages');
}
