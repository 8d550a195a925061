import { inflateSync } from 'node:zlib';

/**
 * Reading back the PDFs the portal issues. pdf-lib writes each stream's exact byte count as a direct
 * `/Length n` in the stream's dictionary, so each stream is cut by that count: cutting at the next
 * "endstream" and dropping a line ending before it, as the tests once did, loses the last compressed
 * byte whenever it happens to be a carriage return (about one stream in 256), and the text vanished.
 */
export function pdfStreams(pdf: Buffer): Buffer[] {
  const raw = pdf.toString('latin1');
  const streams: Buffer[] = [];
  for (const m of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const dictionary = raw.slice(raw.lastIndexOf(' obj', m.index), m.index);
    const length = /\/Length (\d+)(?!\s+\d+\s+R)/.exec(dictionary);
    const start = m.index + m[0].length;
    const bytes = length
      ? pdf.subarray(start, start + Number(length[1]))
      : pdf.subarray(start, raw.indexOf('endstream', start));
    if (!dictionary.includes('/FlateDecode')) {
      streams.push(bytes);
      continue;
    }
    try {
      streams.push(inflateSync(bytes));
    } catch {
      streams.push(bytes);
    }
  }
  return streams;
}

/** Everything the PDF holds, its streams inflated: the place to look for pdf-lib's hex strings. */
export function pdfContent(pdf: Buffer): string {
  return [pdf.toString('latin1'), ...pdfStreams(pdf).map((s) => s.toString('latin1'))].join('\n');
}

/** The strings the PDF shows, one per line (pdf-lib writes the standard fonts' text as `<hex> Tj`). */
export function pdfText(pdf: Buffer): string {
  const texts: string[] = [];
  for (const stream of pdfStreams(pdf)) {
    for (const hex of stream.toString('latin1').matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      texts.push(Buffer.from(hex[1], 'hex').toString('latin1'));
  }
  return texts.join('\n');
}

/** The hex string pdf-lib writes for these words. */
export const hexOf = (words: string) => Buffer.from(words, 'latin1').toString('hex').toUpperCase();

/** Whether the PDF prints these words. */
export const printed = (pdf: Buffer, words: string) => pdfContent(pdf).includes(hexOf(words));
