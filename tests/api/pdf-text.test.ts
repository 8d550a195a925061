import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pdfText, printed } from './pdf-text.js';

/** A one-page PDF showing these words, written as the portal's documents are (pdf-lib, Helvetica). */
async function onePage(words: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage([300, 200]).drawText(words, { x: 20, y: 100, size: 12, font });
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}

describe('reading back an issued PDF', () => {
  it('finds the shown words even when the compressed page ends in a carriage return', async () => {
    // Search deterministically (pdf-lib writes the same bytes for the same words) for a page whose
    // compressed content ends in byte 0x0D. That byte is the low byte of the Adler-32 sum of the page's
    // content, where each shown character is written as two hex digits: a receipt number's digits move
    // the sum by 0 to 18 and each added "W" by 108, so together they reach every low byte.
    let words = '';
    let pdf: Buffer | null = null;
    for (let k = 0; k < 64 && !pdf; k++) {
      for (let i = 0; i < 100 && !pdf; i++) {
        const candidate = `Receipt RCT-2027-${String(i).padStart(6, '0')} paid 01-01-2027 02:50 EAT by ${'W'.repeat(k)}`;
        const bytes = await onePage(candidate);
        // pdf-lib ends each stream's bytes with "\nendstream": a carriage return before it is the data's own last byte.
        if (bytes.toString('latin1').includes('\r\nendstream')) {
          words = candidate;
          pdf = bytes;
        }
      }
    }
    expect(pdf).not.toBeNull();
    expect(pdfText(pdf!)).toContain(words);
    expect(printed(pdf!, words)).toBe(true);
    expect(printed(pdf!, 'Not on this page')).toBe(false);
  });
});
