import { pngChunk as chunk } from '../../src/server/db/seed/stamp-image.js';

/**
 * A PNG whose header says width x height (8-bit RGBA) with a token of image data: a few hundred
 * bytes that a decoder would try to turn into width x height x 4 bytes. What a "decompression
 * bomb" looks like to a check that reads only the header.
 */
export function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The bits of a JPEG's entropy-coded data, with its 0xFF bytes stuffed and the last byte padded with ones. */
class JpegBits {
  private readonly bytes: number[] = [];
  private value = 0;
  private count = 0;

  write(bits: number, length: number) {
    for (let i = length - 1; i >= 0; i--) {
      this.value = (this.value << 1) | ((bits >> i) & 1);
      if (++this.count === 8) this.flush();
    }
  }

  private flush() {
    this.bytes.push(this.value);
    if (this.value === 0xff) this.bytes.push(0x00);
    this.value = 0;
    this.count = 0;
  }

  end(): Buffer {
    if (this.count) this.write((1 << (8 - this.count)) - 1, 8 - this.count);
    return Buffer.from(this.bytes);
  }
}

function jpegSegment(marker: number, data: number[] | Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt16BE(0xff00 | marker, 0);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, Buffer.from(data)]);
}

/**
 * A baseline JPEG (greyscale, 8-bit) of width x height pixels, drawn by `shade(x, y)` (0 black to
 * 255 white) in blocks of 8 x 8 pixels of one shade each: every block is coded by its mean alone
 * (no detail within a block), which keeps the encoder a few lines. Complete and decodable: its
 * quantisation table, two small Huffman tables of its own, one scan, the end marker.
 */
export function jpegOf(width: number, height: number, shade: (x: number, y: number) => number): Buffer {
  const bits = new JpegBits();
  let previous = 0;
  for (let by = 0; by < Math.ceil(height / 8); by++) {
    for (let bx = 0; bx < Math.ceil(width / 8); bx++) {
      const x = Math.min(bx * 8 + 4, width - 1);
      const y = Math.min(by * 8 + 4, height - 1);
      // The DC coefficient of a flat block (quantised by 1): 8 x (shade - 128).
      const dc = 8 * (Math.round(Math.max(0, Math.min(255, shade(x, y)))) - 128);
      const diff = dc - previous;
      previous = dc;
      const category = diff === 0 ? 0 : Math.floor(Math.log2(Math.abs(diff))) + 1;
      bits.write(category, 4); // the DC table below: category c is the 4-bit code c
      if (category) bits.write(diff > 0 ? diff : diff + (1 << category) - 1, category);
      bits.write(0, 1); // the AC table below: end of block is the 1-bit code 0
    }
  }
  const size = [height >> 8, height & 0xff, width >> 8, width & 0xff];
  const lengths = (counts: Record<number, number>) => Array.from({ length: 16 }, (_, i) => counts[i + 1] ?? 0);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, [...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    jpegSegment(0xdb, [0, ...Array<number>(64).fill(1)]),
    jpegSegment(0xc0, [8, ...size, 1, 1, 0x11, 0]),
    jpegSegment(0xc4, [0x00, ...lengths({ 4: 12 }), ...Array.from({ length: 12 }, (_, i) => i)]),
    jpegSegment(0xc4, [0x10, ...lengths({ 1: 1 }), 0x00]),
    jpegSegment(0xda, [1, 1, 0x00, 0, 63, 0]),
    bits.end(),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A round seal as a greyscale JPEG: a dark ring and centre on white. */
export function sealJpeg(size = 96): Buffer {
  const c = (size - 1) / 2;
  return jpegOf(size, size, (x, y) => {
    const r = Math.hypot(x - c, y - c) / c;
    return (r > 0.8 && r <= 1) || r < 0.4 ? 40 : 255;
  });
}
