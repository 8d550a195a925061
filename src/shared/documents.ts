import type { AppLocale } from './i18n/locales.js';
import { SERVICES, serviceWords, type ServiceCode } from './services.js';

/** The kinds of document that are not one service's own: receipts, notices, certificates, licences… */
export const CORE_DOCUMENT_KINDS = [
  'RECEIPT',
  'CERTIFICATE',
  'LICENCE',
  'LETTER',
  'NOTICE',
  'MARRIAGE_CERTIFICATE',
  'RETURN_ACKNOWLEDGEMENT',
  'DIVORCE_ACKNOWLEDGEMENT',
] as const;

/**
 * Every kind of document the registry issues (documents.kind): the core kinds, then the services'
 * own (the catalogue's `ownDocument`: the kind is the service's code, its name the service's).
 * /verify names each in words.
 */
export const DOCUMENT_KINDS: readonly DocumentKind[] = [
  ...CORE_DOCUMENT_KINDS,
  ...SERVICES.filter((s) => s.ownDocument).map((s) => s.code),
];
export type DocumentKind = (typeof CORE_DOCUMENT_KINDS)[number] | ServiceCode;

/** The names of the services' own kinds of document, in a language (beside the core kinds' words). */
export const serviceDocumentWords = (locale: AppLocale): Partial<Record<ServiceCode, string>> =>
  Object.fromEntries(SERVICES.filter((s) => s.ownDocument).map((s) => [s.code, serviceWords(s, locale).application]));
