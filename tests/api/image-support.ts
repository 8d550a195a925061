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
