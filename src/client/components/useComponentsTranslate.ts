import { useCallback } from 'react';
import { useTranslate, type TranslateFunction } from 'react-admin';
import { componentsEn } from '../i18n/components.en.js';

function englishText(key: string): string | undefined {
  let node: unknown = componentsEn;
  for (const part of key.split('.')) {
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * react-admin's translate for the shared components. Outside any i18n context react-admin's
 * translate answers the key itself; then the English text of components.en.ts is shown instead, so a
 * provider mounted above <AdminContext> (ToastProvider) never shows raw keys.
 */
export function useComponentsTranslate(): TranslateFunction {
  const translate = useTranslate();
  return useCallback(
    (key: string, options?: object) => {
      const text = translate(key, options);
      return text === key ? (englishText(key) ?? text) : text;
    },
    [translate],
  );
}
