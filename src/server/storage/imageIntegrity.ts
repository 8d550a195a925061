import { constants as bufferConstants } from 'node:buffer';
import { promisify } from 'node:util';
import { crc32, inflate } from 'node:zlib';

const inflateAsync = promisify(inflate);

/**
 * An image that cannot be drawn: cut off, corrupted, or of a kind the PDF library reads wrongly.
 * pdf-lib's PNG decoder loops for ever on a PNG that ends before its last chunk (the first document
 * drawn with it would stop its process), and embeds a cut-off JPEG as it is.
 */
export class DamagedImage extends Error {
  constructor(readonly reason: string) {
    super(`The image is damaged or incomplete: ${reason}`);
    this.name = 'DamagedImage';
  }
}

/**
 * Why the image cannot be drawn, or null when it is whole: a PNG is read chunk by chunk (lengths,
 * CRCs, IHDR first, IEND last) and its pixel data inflated (never beyond the size its header gives:
 * a decompression bomb stops there) to exactly that size; a JPEG's markers are walked from its start
 * to its end marker, as a PDF reader will walk them. Bounded by the file and its header's pixels.
 */
export async function imageDamage(content: Buffer, type: 'image/png' | 'image/jpeg'): Promise<string | null> {
  return type === 'image/png' ? pngDamage(content) : jpegDamage(content);
}

/** Throws DamagedImage when `imageDamage` finds the image cannot be drawn. */
export async function requireWholeImage(content: Buffer, type: 'image/png' | 'image/jpeg'): Promise<void> {
  const damage = await imageDamage(content, type);
  if (damage) throw new DamagedImage(damage);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel, and the bit depths allowed, by colour type (PNG specification, 11.2.2). */
const PNG_COLOUR_TYPES: Record<number, { channels: number; depths: number[] }> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};
/** Adam7's passes: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;
const MAX_PNG_LENGTH = 2 ** 31 - 1;

interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlaced: boolean;
}

/** The rows of filtered pixel data the header implies, each as its length in bytes (its filter byte included). */
function pngRows({ width, height, depth, colourType, interlaced }: PngHeader): { count: number; length: number }[] {
  const bitsPerPixel = PNG_COLOUR_TYPES[colourType].channels * depth;
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  return passes.flatMap(([x0, y0, dx, dy]) => {
    const columns = Math.ceil(Math.max(0, width - x0) / dx);
    const rows = Math.ceil(Math.max(0, height - y0) / dy);
    return columns && rows ? [{ count: rows, length: 1 + Math.ceil((columns * bitsPerPixel) / 8) }] : [];
  });
}

/** Whether a text chunk's keyword (and, for iTXt, its language and translated keyword) end within it. */
function textChunkWhole(type: string, data: Buffer): boolean {
  const keywordEnd = data.indexOf(0);
  if (keywordEnd < 1) return false;
  if (type !== 'iTXt') return true;
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  return languageEnd >= 0 && data.indexOf(0, languageEnd + 1) >= 0;
}

async function pngDamage(content: Buffer): Promise<string | null> {
  if (content.length < PNG_SIGNATURE.length || !content.subarray(0, 8).equals(PNG_SIGNATURE)) return 'not a PNG';
  let header: PngHeader | null = null;
  let palette = false;
  const data: Buffer[] = [];
  let dataEnded = false;
  let offset = 8;
  let ended = false;
  while (!ended) {
    if (offset + 12 > content.length) return 'the file ends before its last chunk';
    const length = content.readUInt32BE(offset);
    if (length > MAX_PNG_LENGTH || offset + 12 + length > content.length) return 'the file ends before its last chunk';
    const type = content.toString('latin1', offset + 4, offset + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return 'a chunk has no valid name';
    const body = content.subarray(offset + 8, offset + 8 + length);
    if (crc32(content.subarray(offset + 4, offset + 8 + length)) !== content.readUInt32BE(offset + 8 + length))
      return `the ${type} chunk is corrupted (wrong CRC)`;
    offset += 12 + length;
    if (!header && type !== 'IHDR') return 'the header (IHDR) is not the first chunk';
    if (data.length && type !== 'IDAT') dataEnded = true;
    switch (type) {
      case 'IHDR': {
        if (header) return 'two headers (IHDR)';
        if (length !== 13) return 'the header (IHDR) is malformed';
        header = {
          width: body.readUInt32BE(0),
          height: body.readUInt32BE(4),
          depth: body[8],
          colourType: body[9],
          interlaced: body[12] === 1,
        };
        const kind = PNG_COLOUR_TYPES[header.colourType];
        if (!header.width || !header.height || header.width > MAX_PNG_LENGTH || header.height > MAX_PNG_LENGTH)
          return 'the header (IHDR) gives no size';
        if (!kind?.depths.includes(header.depth) || body[10] !== 0 || body[11] !== 0 || body[12] > 1)
          return 'the header (IHDR) names no valid kind of PNG';
        break;
      }
      case 'PLTE':
        if (palette || data.length) return 'the palette (PLTE) is misplaced';
        if (length === 0 || length % 3 || length > 3 * 256) return 'the palette (PLTE) is malformed';
        if (header!.colourType === 0 || header!.colourType === 4) return 'a greyscale PNG with a palette (PLTE)';
        palette = true;
        break;
      case 'IDAT':
        if (dataEnded) return 'the image data (IDAT) is split by other chunks';
        if (header!.colourType === 3 && !palette) return 'a palette PNG without its palette (PLTE)';
        data.push(body);
        break;
      case 'IEND':
        if (length !== 0) return 'the end chunk (IEND) is malformed';
        ended = true;
        break;
      case 'hIST':
        if (!palette) return 'a histogram (hIST) without a palette (PLTE)';
        break;
      case 'tEXt':
      case 'zTXt':
      case 'iTXt':
        if (!textChunkWhole(type, body)) return `the text chunk (${type}) is malformed`;
        break;
      case 'acTL':
      case 'fcTL':
      case 'fdAT':
        return 'an animated PNG';
      default:
        // A critical chunk (upper-case first letter) a decoder does not know cannot be skipped.
        if (type.charCodeAt(0) < 0x61) return `an unknown critical chunk (${type})`;
    }
  }
  if (offset !== content.length) return 'data after the end chunk (IEND)';
  if (!data.length) return 'no image data (IDAT)';
  const rows = pngRows(header!);
  const expected = rows.reduce((sum, r) => sum + r.count * r.length, 0);
  if (expected > bufferConstants.MAX_LENGTH) return 'the header (IHDR) gives a size no image can have';
  let pixels: Buffer;
  try {
    // Never more than the header's size: a stream that inflates further is refused there, unread.
    pixels = await inflateAsync(Buffer.concat(data), { maxOutputLength: expected });
  } catch {
    return 'the image data (IDAT) does not decompress to the size its header gives';
  }
  if (pixels.length !== expected) return 'the image data (IDAT) does not decompress to the size its header gives';
  let at = 0;
  for (const { count, length } of rows) {
    for (let row = 0; row < count; row++, at += length) if (pixels[at] > 4) return 'a row has no valid filter';
  }
  return null;
}

/** Frame headers a PDF reader draws (DCTDecode): baseline, extended and progressive Huffman-coded. */
const JPEG_FRAMES = new Set([0xc0, 0xc1, 0xc2]);
/** Other frame headers, and the two markers pdf-lib's reader takes for a frame header (JPG, DAC). */
const JPEG_OTHER_FRAMES = new Set([0xc3, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xcb, 0xcc, 0xcd, 0xce, 0xcf]);

function jpegDamage(content: Buffer): string | null {
  const end = content.length - 2;
  if (content.length < 4 || content[0] !== 0xff || content[1] !== 0xd8) return 'not a JPEG';
  if (content[end] !== 0xff || content[end + 1] !== 0xd9) return 'the file does not end with its end marker (EOI)';
  let framed = false;
  let scanned = false;
  let pos = 2;
  for (;;) {
    // Each segment, as pdf-lib and PDF readers walk them: a marker, its length, its data; no padding.
    if (pos === end) return scanned ? null : 'no image data (SOS) before the end marker (EOI)';
    if (pos + 4 > end || content[pos] !== 0xff) return 'the markers are broken';
    const marker = content[pos + 1];
    if (
      marker === 0xd8 ||
      marker === 0xd9 ||
      marker === 0x01 ||
      marker === 0xff ||
      marker === 0x00 ||
      (marker & 0xf8) === 0xd0
    )
      return 'a marker out of place';
    const length = content.readUInt16BE(pos + 2);
    if (length < 2) return 'the markers are broken';
    if (pos + 2 + length > end) return 'the file ends within a segment';
    const segment = content.subarray(pos + 4, pos + 2 + length);
    pos += 2 + length;
    if (JPEG_OTHER_FRAMES.has(marker))
      return 'a kind of JPEG a document cannot show (lossless, hierarchical or arithmetic)';
    if (JPEG_FRAMES.has(marker)) {
      if (framed) return 'two frame headers';
      framed = true;
      const components = segment[5];
      if (segment.length < 6 || segment.length !== 6 + 3 * components) return 'the frame header is malformed';
      if (segment[0] !== 8) return 'a JPEG of more than 8 bits a sample';
      if (!segment.readUInt16BE(1) || !segment.readUInt16BE(3)) return 'the frame header gives no size';
      if (![1, 3, 4].includes(components)) return 'a JPEG of neither 1, 3 nor 4 colour components';
      continue;
    }
    if (marker !== 0xda) continue;
    if (!framed) return 'image data (SOS) before the frame header';
    if (segment.length < 1 || segment.length !== 4 + 2 * segment[0]) return 'a scan header is malformed';
    scanned = true;
    // The entropy-coded data runs to the next marker: 0xFF 0x00 is a data byte, RSTn a restart, 0xFF 0xFF fill.
    while (pos < end) {
      if (content[pos] !== 0xff) pos += 1;
      else if (content[pos + 1] === 0x00 || (content[pos + 1] & 0xf8) === 0xd0) pos += 2;
      else if (content[pos + 1] === 0xff) pos += 1;
      else break;
    }
    // Here pos <= end: the scan stops at the end marker the file ends with, or at a marker before it.
    if (pos < end && content[pos + 1] === 0xd9) return 'data after the end marker (EOI)';
  }
}
