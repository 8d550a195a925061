import { deflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { jpegOf, pngOfSize, sealJpeg } from '../../../tests/api/image-support.js';
import { pngChunk, sealPng } from '../db/seed/stamp-image.js';
import { DamagedImage, imageDamage, requireWholeImage } from './imageIntegrity.js';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const IEND = pngChunk('IEND', Buffer.alloc(0));

function ihdr(width: number, height: number, { depth = 8, colourType = 6, interlace = 0 } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([depth, colourType, 0, 0, interlace], 8);
  return pngChunk('IHDR', header);
}

/** A PNG of these chunks between its signature and IEND. */
const pngOf = (...chunks: Buffer[]) => Buffer.concat([SIGNATURE, ...chunks, IEND]);

/** Every chunk of a PNG, as [offset, type, length]. */
function chunksOf(png: Buffer): [number, string, number][] {
  const chunks: [number, string, number][] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    chunks.push([offset, png.toString('latin1', offset + 4, offset + 8), length]);
    offset += 12 + length;
  }
  return chunks;
}

const png = (content: Buffer) => imageDamage(content, 'image/png');
const jpeg = (content: Buffer) => imageDamage(content, 'image/jpeg');

describe('a PNG read whole before it is drawn', () => {
  it('passes a complete PNG, as pdf-lib draws it: RGBA, interlaced, palette, 1-bit greyscale, 16-bit', async () => {
    expect(await png(sealPng())).toBeNull();
    // Adam7, 10 x 10 RGBA: the seven passes' rows, 420 bytes of filtered data.
    const interlaced = pngOf(ihdr(10, 10, { interlace: 1 }), pngChunk('IDAT', deflateSync(Buffer.alloc(420))));
    const palette = pngOf(
      ihdr(9, 3, { depth: 4, colourType: 3 }),
      pngChunk('PLTE', Buffer.from([0, 92, 51, 255, 255, 255])),
      pngChunk('tEXt', Buffer.from('Title\0Seal')),
      pngChunk('IDAT', deflateSync(Buffer.alloc(3 * 6))),
    );
    const bits = pngOf(ihdr(17, 2, { depth: 1, colourType: 0 }), pngChunk('IDAT', deflateSync(Buffer.alloc(2 * 4))));
    const deep = pngOf(ihdr(3, 3, { depth: 16, colourType: 2 }), pngChunk('IDAT', deflateSync(Buffer.alloc(3 * 19))));
    for (const whole of [interlaced, palette, bits, deep]) {
      expect(await png(whole)).toBeNull();
      // What the check passes, pdf-lib draws.
      await (await PDFDocument.create()).embedPng(whole);
    }
    // Image data in several chunks is one stream.
    const data = deflateSync(Buffer.alloc(4 * 17));
    expect(
      await png(pngOf(ihdr(4, 4), pngChunk('IDAT', data.subarray(0, 5)), pngChunk('IDAT', data.subarray(5)))),
    ).toBeNull();
  });

  it('refuses a PNG cut off anywhere (what made pdf-lib loop for ever)', async () => {
    const whole = sealPng(40);
    for (let length = 0; length < whole.length; length++)
      expect({ length, damage: await png(whole.subarray(0, length)) }).toEqual({ length, damage: expect.any(String) });
    expect(await png(whole.subarray(0, 300))).toBe('the file ends before its last chunk');
  });

  it('refuses a chunk whose CRC is wrong (a byte changed in the header, the data or the end)', async () => {
    for (const [offset, type] of chunksOf(sealPng(40))) {
      const corrupted = sealPng(40);
      corrupted[offset + 8] ^= 0x01; // the chunk's first data byte, or IEND's CRC
      expect(await png(corrupted)).toBe(`the ${type} chunk is corrupted (wrong CRC)`);
    }
  });

  it('refuses image data that does not inflate, or not to the size its header gives', async () => {
    const size = 'the image data (IDAT) does not decompress to the size its header gives';
    // Its CRC right, its content no deflate stream.
    expect(await png(pngOf(ihdr(4, 4), pngChunk('IDAT', Buffer.from('not a deflate stream at all'))))).toBe(size);
    // A deflate stream cut off before its end.
    const cut = deflateSync(Buffer.alloc(4 * 17));
    expect(await png(pngOf(ihdr(4, 4), pngChunk('IDAT', cut.subarray(0, cut.length - 5))))).toBe(size);
    // One row short, one row more.
    expect(await png(pngOf(ihdr(4, 4), pngChunk('IDAT', deflateSync(Buffer.alloc(3 * 17)))))).toBe(size);
    expect(await png(pngOf(ihdr(4, 4), pngChunk('IDAT', deflateSync(Buffer.alloc(5 * 17)))))).toBe(size);
    // A row filtered with no filter PNG knows.
    const rows = Buffer.alloc(4 * 17);
    rows[17] = 5;
    expect(await png(pngOf(ihdr(4, 4), pngChunk('IDAT', deflateSync(rows))))).toBe('a row has no valid filter');
  });

  it('refuses a decompression bomb promptly, inflating no more than its header gives', async () => {
    // 32 MB of zeros in 32 KB, under a header of 4 x 4 pixels: stopped at its 68 bytes.
    const bomb = pngOf(ihdr(4, 4), pngChunk('IDAT', deflateSync(Buffer.alloc(32 * 1024 * 1024))));
    const started = performance.now();
    expect(await png(bomb)).toBe('the image data (IDAT) does not decompress to the size its header gives');
    expect(performance.now() - started).toBeLessThan(1_000);
    // A header of 12,000 x 12,000 pixels over a token of data: refused without 576 MB made.
    expect(await png(pngOfSize(12_000, 12_000))).toBe(
      'the image data (IDAT) does not decompress to the size its header gives',
    );
    expect(await png(pngOf(ihdr(2 ** 31 - 1, 2 ** 31 - 1), pngChunk('IDAT', deflateSync(Buffer.alloc(1)))))).toBe(
      'the header (IHDR) gives a size no image can have',
    );
  });

  it('refuses chunks out of their order, missing or unknown', async () => {
    const data = pngChunk('IDAT', deflateSync(Buffer.alloc(4 * 17)));
    const cases: [Buffer, string][] = [
      [Buffer.from('not a PNG'), 'not a PNG'],
      [pngOf(data, ihdr(4, 4)), 'the header (IHDR) is not the first chunk'],
      [pngOf(ihdr(4, 4)), 'no image data (IDAT)'],
      [pngOf(ihdr(4, 4), ihdr(4, 4), data), 'two headers (IHDR)'],
      [pngOf(ihdr(0, 4), data), 'the header (IHDR) gives no size'],
      [pngOf(ihdr(4, 4, { depth: 3 }), data), 'the header (IHDR) names no valid kind of PNG'],
      [pngOf(ihdr(4, 1, { depth: 8, colourType: 3 }), data), 'a palette PNG without its palette (PLTE)'],
      [
        pngOf(ihdr(4, 4), data, pngChunk('tEXt', Buffer.from('Note\0x')), data),
        'the image data (IDAT) is split by other chunks',
      ],
      [
        pngOf(ihdr(4, 4), pngChunk('tEXt', Buffer.from('no end to this keyword')), data),
        'the text chunk (tEXt) is malformed',
      ],
      [pngOf(ihdr(4, 4), pngChunk('acTL', Buffer.alloc(8)), data), 'an animated PNG'],
      [pngOf(ihdr(4, 4), pngChunk('ABCD', Buffer.alloc(1)), data), 'an unknown critical chunk (ABCD)'],
      [Buffer.concat([pngOf(ihdr(4, 4), data), Buffer.from('trailing')]), 'data after the end chunk (IEND)'],
      [Buffer.concat([SIGNATURE, ihdr(4, 4), data]), 'the file ends before its last chunk'],
    ];
    for (const [content, damage] of cases) expect(await png(content)).toBe(damage);
    // An unknown ancillary chunk (lower-case first letter) is skipped, as decoders skip it.
    expect(await png(pngOf(ihdr(4, 4), pngChunk('zzZz', Buffer.alloc(3)), data))).toBeNull();
  });
});

describe('a JPEG read whole before it is drawn', () => {
  it('passes a complete JPEG, of any size', async () => {
    expect(await jpeg(sealJpeg())).toBeNull();
    expect(await jpeg(jpegOf(37, 21, (x, y) => (x * 7 + y * 11) % 256))).toBeNull();
  });

  it('refuses a JPEG cut off anywhere, or with anything after its end marker', async () => {
    const whole = sealJpeg();
    for (let length = 0; length < whole.length; length++)
      expect({ length, damage: await jpeg(whole.subarray(0, length)) }).toEqual({ length, damage: expect.any(String) });
    expect(await jpeg(whole.subarray(0, 200))).toBe('the file does not end with its end marker (EOI)');
    expect(await jpeg(Buffer.concat([whole, Buffer.from([0, 0])]))).toBe(
      'the file does not end with its end marker (EOI)',
    );
    expect(await jpeg(Buffer.concat([whole, whole]))).toBe('data after the end marker (EOI)');
  });

  it('refuses broken markers, a missing frame or scan, and kinds of JPEG a document cannot show', async () => {
    const whole = sealJpeg();
    const at = (marker: number) => whole.indexOf(Buffer.from([0xff, marker]));
    const frame = at(0xc0);
    const scan = at(0xda);
    const changed = (offset: number, ...bytes: number[]) => {
      const copy = Buffer.from(whole);
      copy.set(bytes, offset);
      return copy;
    };
    const withoutFrame = Buffer.concat([
      whole.subarray(0, frame),
      whole.subarray(frame + 2 + whole.readUInt16BE(frame + 2)),
    ]);
    const cases: [Buffer, string][] = [
      [Buffer.from('not a JPEG'), 'not a JPEG'],
      [changed(frame + 2, 0xff, 0xff), 'the file ends within a segment'],
      [changed(frame + 2, 0x00, 0x01), 'the markers are broken'],
      [changed(frame, 0x00), 'the markers are broken'],
      [changed(frame + 1, 0xc9), 'a kind of JPEG a document cannot show (lossless, hierarchical or arithmetic)'],
      [changed(frame + 4, 12), 'a JPEG of more than 8 bits a sample'],
      [changed(frame + 5, 0, 0), 'the frame header gives no size'],
      [changed(frame + 1, 0xd0), 'a marker out of place'],
      [withoutFrame, 'image data (SOS) before the frame header'],
      [
        Buffer.concat([whole.subarray(0, scan), Buffer.from([0xff, 0xd9])]),
        'no image data (SOS) before the end marker (EOI)',
      ],
    ];
    for (const [content, damage] of cases) expect(await jpeg(content)).toBe(damage);
  });
});

describe('requireWholeImage', () => {
  it('throws DamagedImage with the reason, and passes a whole image', async () => {
    await expect(requireWholeImage(sealPng().subarray(0, 300), 'image/png')).rejects.toThrow(DamagedImage);
    await expect(requireWholeImage(sealPng().subarray(0, 300), 'image/png')).rejects.toMatchObject({
      reason: 'the file ends before its last chunk',
    });
    await expect(requireWholeImage(sealJpeg(), 'image/jpeg')).resolves.toBeUndefined();
  });
});
