import jsQR from 'jsqr';
import { pdfStreams } from './pdf-text.js';

/**
 * The QR codes a document's PDF draws, read back as a phone would read them: the modules drawn on
 * its first page (one unit a module, each run of dark modules a rectangle) painted into an image,
 * four pixels a module with a wide white margin, and decoded by jsQR. Answers each code's text.
 */
export function qrTextsOf(pdf: Buffer): string[] {
  const texts: string[] = [];
  const block = /q\n(\S+) 0 0 (\S+) (\S+) (\S+) cm\n0 0 0 rg\n((?:\d+ \d+ \d+ 1 re\n)+)f\nQ/g;
  for (const stream of pdfStreams(pdf)) {
    for (const m of stream.toString('latin1').matchAll(block)) {
      const rectangles = m[5]
        .trim()
        .split('\n')
        .map((line) => line.split(' ').map(Number));
      const size = Math.round(92 / Number(m[1]));
      const scale = 4;
      const margin = 4 * scale;
      const side = size * scale + 2 * margin;
      const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
      for (const [left, bottom, width] of rectangles) {
        const row = size - 1 - bottom;
        for (let y = margin + row * scale; y < margin + (row + 1) * scale; y++)
          for (let x = margin + left * scale; x < margin + (left + width) * scale; x++) {
            const at = (y * side + x) * 4;
            rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
          }
      }
      const code = jsQR(rgba, side, side);
      if (!code) throw new Error('A QR code drawn in the PDF could not be read');
      texts.push(code.data);
    }
  }
  return texts;
}
