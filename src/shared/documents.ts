/** Every kind of document the registry issues (documents.kind): /verify names each in words. */
export const DOCUMENT_KINDS = [
  'RECEIPT',
  'CERTIFICATE',
  'LICENCE',
  'LETTER',
  'NOTICE',
  'MARITAL_STATUS_LETTER',
  'MARRIAGE_CERTIFICATE',
  'SEARCH_REPORT',
  'CERTIFIED_COPY',
  'RETURN_ACKNOWLEDGEMENT',
  'DIVORCE_ACKNOWLEDGEMENT',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
