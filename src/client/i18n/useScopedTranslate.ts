import { useTranslate } from 'react-admin';

/** react-admin's translate scoped to one namespace of the messages: `t('title')` reads `<scope>.title`. */
export function useScopedTranslate(scope: string) {
  const translate = useTranslate();
  return (key: string, options?: Record<string, unknown>) => translate(`${scope}.${key}`, options);
}
