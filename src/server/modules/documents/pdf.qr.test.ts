import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { pdfStreams } from '../../../../tests/api/pdf-text.js';
import { QR_ERROR_CORRECTION, renderDocumentPdf, type DocumentLine, type PdfContent } from './pdf.js';
import { darkRuns } from './qr.js';

const content = (lines: DocumentLine[]): PdfContent => ({
  office: 'Office of the Registrar of Marriages',
  title: 'Certificate of marriage',
  number: 'MC/047/2026/000001',
  issuedOn: '27-11-2026',
  issuedByName: 'Esther Wambui',
  lines,
  verifyUrl: 'https://marriages.example/verify/ABCDEFGHJKLMNPQRSTUV',
  code: 'ABCDEFGHJKLMNPQRSTUV',
});
const AT = new Date('2026-11-27T07:00:00Z');

/**
 * The QR codes a PDF draws, read back from its pages' content: the transformation to the code's
 * corner (one unit a module) and the rectangles of its dark modules, turned back into a matrix of
 * `size` rows from the top (y is upwards on a PDF page), 1 for dark, quiet zone included.
 */
function drawnCodes(pdf: Buffer) {
  const codes: { unit: number; x: number; y: number; size: number; matrix: number[][] }[] = [];
  const block = /q\n(\S+) 0 0 (\S+) (\S+) (\S+) cm\n0 0 0 rg\n((?:\d+ \d+ \d+ 1 re\n)+)f\nQ/g;
  for (const stream of pdfStreams(pdf)) {
    for (const m of stream.toString('latin1').matchAll(block)) {
      const [unit, unitY, x, y] = m.slice(1, 5).map(Number);
      expect(unitY).toBe(unit);
      const rectangles = m[5]
        .trim()
        .split('\n')
        .map((line) => line.split(' ').map(Number));
      const size = Math.round(92 / unit);
      const matrix = Array.from({ length: size }, () => Array<number>(size).fill(0));
      for (const [left, bottom, width] of rectangles) {
        for (let column = left; column < left + width; column++) {
          expect(matrix[size - 1 - bottom][column]).toBe(0); // no module drawn twice
          matrix[size - 1 - bottom][column] = 1;
        }
      }
      codes.push({ unit, x, y, size, matrix });
    }
  }
  return codes;
}

/** qrcode's own matrix for the address, with the one-module quiet zone around it. */
function expected(text: string) {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: QR_ERROR_CORRECTION }).modules;
  return Array.from({ length: size + 2 }, (_row, row) =>
    Array.from({ length: size + 2 }, (_column, column) =>
      row === 0 || column === 0 || row === size + 1 || column === size + 1 ? 0 : data[(row - 1) * size + column - 1],
    ),
  );
}

describe('the QR code to /verify is drawn, not embedded as an image', () => {
  it("draws qrcode's modules for the verify address, where the image stood, on every page and with no image", async () => {
    const pairs = Array.from({ length: 80 }, (_, i) => ({ label: `Particular ${i + 1}`, value: `Value ${i + 1}` }));
    const pdf = await renderDocumentPdf(content(pairs), AT);
    const raw = pdf.toString('latin1');
    expect(raw).not.toContain('/Subtype /Image');
    expect(raw).not.toContain('PNG');
    const codes = drawnCodes(pdf);
    expect(codes.length).toBe((raw.match(/\/Type \/Page\b/g) ?? []).length);
    expect(codes.length).toBeGreaterThan(1);
    for (const code of codes) {
      // 92 points square with its quiet zone, at the bottom right of the page inside its margins.
      expect(code.unit * code.size).toBeCloseTo(92, 9);
      expect({ x: code.x, y: code.y }).toEqual({ x: 595.28 - 50 - 92, y: 50 });
      expect(code.matrix).toEqual(expected(content([]).verifyUrl));
    }
  });

  it('a row of dark modules is one rectangle a run', () => {
    // 0 1 1 0 1
    // 1 1 1 1 1
    // 0 0 0 0 0
    // 1 0 1 0 1
    // 0 0 0 1 1
    const data = [0, 1, 1, 0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 1, 0, 1, 0, 1, 0, 0, 0, 1, 1];
    expect(darkRuns({ size: 5, data })).toEqual([
      { row: 0, column: 1, length: 2 },
      { row: 0, column: 4, length: 1 },
      { row: 1, column: 0, length: 5 },
      { row: 3, column: 0, length: 1 },
      { row: 3, column: 2, length: 1 },
      { row: 3, column: 4, length: 1 },
      { row: 4, column: 3, length: 2 },
    ]);
  });
});
