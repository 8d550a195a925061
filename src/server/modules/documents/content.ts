import type { PdfContent } from './pdf.js';

/**
 * The certificate stamp a document bears, by reference: the stamp's row and the content hash of its
 * image (kept in the file store as long as the stamp's row names it).
 */
export interface StampReference {
  id: string;
  sha256: string;
  contentType: 'image/png' | 'image/jpeg';
  signatoryName: string;
  signatoryTitle: string;
}

/**
 * What an issued document says, fixed in the transaction that issues it: everything its PDF is drawn
 * from (the words, the holder's language, the officer's name and the stamp as they stood at issue),
 * so that drawing it later, in another process or after a restart, gives the same document.
 */
export type DocumentContent = Omit<PdfContent, 'stamp'> & { stamp: StampReference | null };
