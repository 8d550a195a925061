import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { hexOf, pdfStreams } from '../../../../tests/api/pdf-text.js';
import { renderDocumentPdf, type DocumentLine, type PdfContent } from './pdf.js';

const content = (lines: DocumentLine[]): PdfContent => ({
  office: 'Office of the Registrar of Marriages',
  title: 'Certificate of marriage',
  number: 'MC/047/2026/000001-R1',
  issuedOn: '27-11-2026',
  issuedByName: 'Esther Wambui',
  lines,
  verifyUrl: 'https://marriages.example/verify/ABCDEFGHJKLMNPQR',
  code: 'ABCDEFGHJKLMNPQR',
});
const AT = new Date('2026-11-27T07:00:00Z');
const pages = async (lines: DocumentLine[], fit = true) =>
  (await PDFDocument.load(await renderDocumentPdf(content(lines), AT, { fit }))).getPageCount();
const pairs = (n: number): DocumentLine[] =>
  Array.from({ length: n }, (_, i) => ({ label: `Particular ${i + 1}`, value: `Value of the particular ${i + 1}` }));

/** The most lines of particulars that stay on one page (a binary search: a few renderings, not dozens). */
async function capacity(fit: boolean) {
  let [low, high] = [1, 200];
  while (high - low > 1) {
    const mid = Math.floor((low + high) / 2);
    if ((await pages(pairs(mid), fit)) === 1) low = mid;
    else high = mid;
  }
  return low;
}

// Each case renders a dozen or two PDFs: room for a busy machine, not a wait for time.
describe('issue 20 #21: documents on one page where they can be', { timeout: 60_000 }, () => {
  it('a body a little longer than a page is set smaller onto one page; a much longer one takes the pages it needs', async () => {
    const full = await capacity(false);
    const fitted = await capacity(true);
    expect(fitted).toBeGreaterThan(full);
    expect(await pages(pairs(full + 1), false)).toBe(2);
    expect(await pages(pairs(full + 1))).toBe(1);
    expect(await pages(pairs(fitted * 2))).toBeGreaterThan(1);
  });

  it('a paragraph is never broken across two pages (a margin note read mid-sentence), wherever the page ends', async () => {
    const note =
      'Margin note: on 27-11-2026 the occupation of party B was corrected from Teacher to Secondary school teacher by Esther Wambui, Registrar General, on application DR-2026-000004, the evidence being the appointment letter of the Teachers Service Commission.';
    const full = await capacity(false);
    for (let n = full - 4; n <= full + 1; n++) {
      const pdf = await renderDocumentPdf(content([...pairs(n), note]), AT, { fit: false });
      const streams = pdfStreams(pdf).map((s) => s.toString('latin1'));
      const first = streams.findIndex((s) => s.includes(hexOf('Margin note:')));
      const last = streams.findIndex((s) => s.includes(hexOf('Commission.')));
      expect({ n, first }).toEqual({ n, first: expect.any(Number) });
      expect(first).toBeGreaterThanOrEqual(0);
      expect({ n, page: last }).toEqual({ n, page: first });
    }
  });
});
