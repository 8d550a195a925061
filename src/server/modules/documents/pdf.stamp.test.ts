import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pdfStreams } from '../../../../tests/api/pdf-text.js';
import { sealJpeg } from '../../../../tests/api/image-support.js';
import { sealPng } from '../../db/seed/stamp-image.js';
import { DamagedImage } from '../../storage/imageIntegrity.js';
import { renderDocumentPdf, type DocumentStamp, type PdfContent } from './pdf.js';

const AT = new Date('2026-11-27T07:00:00Z');
const content = (stamp: DocumentStamp, lines = 1): PdfContent => ({
  office: 'Office of the Registrar of Marriages',
  title: 'Copy of the Certificate of Marriage',
  number: 'MC/047/2026/000001-1',
  issuedOn: '27-11-2026',
  issuedByName: 'Esther Wambui',
  lines: Array.from({ length: lines }, (_, i) => ({ label: `Particular ${i + 1}`, value: `Value ${i + 1}` })),
  verifyUrl: 'https://marriages.example/verify/ABCDEFGHJKLMNPQRSTUV',
  code: 'ABCDEFGHJKLMNPQRSTUV',
  stamp,
});
const stampOf = (image: Buffer): DocumentStamp => ({
  image,
  contentType: 'image/png',
  signatoryName: 'Esther Wambui Kamau',
  signatoryTitle: 'Registrar General of Marriages',
});
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pages = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();
/** The fewest lines that run over one page at full size: a document drawn at two sizes to fit one page. */
async function overAPage(stamp: DocumentStamp) {
  let lines = 20;
  while ((await pages(await renderDocumentPdf(content(stamp, lines), AT, { fit: false }))) === 1) lines++;
  return lines;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the certificate stamp on a document', { timeout: 30_000 }, () => {
  it('is decoded once for all the documents drawn under it, and for every size tried to fit one page', async () => {
    const embedPng = vi.spyOn(PDFDocument.prototype, 'embedPng');
    const stamp = stampOf(sealPng(130, [10, 20, 30]));
    expect(await pages(await renderDocumentPdf(content(stamp, await overAPage(stamp)), AT))).toBe(1);
    await renderDocumentPdf(content(stamp), AT);
    // A copy of the image's bytes (read again from the store for each document) is the same stamp.
    await renderDocumentPdf(content({ ...stamp, image: Buffer.from(stamp.image) }), AT);
    expect(embedPng).toHaveBeenCalledTimes(1);
  });

  it('draws the same bytes from the same content whether its stamp was ready or not', async () => {
    const a = stampOf(sealPng(110, [200, 0, 0]));
    const b = stampOf(sealPng(111, [0, 0, 200]));
    const first = sha256(await renderDocumentPdf(content(a, 30), AT));
    await renderDocumentPdf(content(b, 30), AT);
    expect(sha256(await renderDocumentPdf(content(a, 30), AT))).toBe(first);
    expect(sha256(await renderDocumentPdf(content(a, 30), AT))).toBe(first);
  });

  it('is drawn as its image, 96 points at most, at the left margin: the image and its transparency once', async () => {
    const pdf = await renderDocumentPdf(content(stampOf(sealPng(120, [0, 92, 51]))), AT);
    const raw = pdf.toString('latin1');
    expect(raw.match(/\/Subtype \/Image/g)?.length).toBe(2);
    expect(raw).toMatch(
      /\/Subtype \/Image\n\/BitsPerComponent 8\n\/Width 120\n\/Height 120\n\/ColorSpace \/DeviceRGB\n\/SMask/,
    );
    const page = pdfStreams(pdf)
      .map((s) => s.toString('latin1'))
      .find((s) => s.includes('/EmbeddedPdfPage'));
    // Moved to the left margin, scaled from the image's 120 units to 96 points, and drawn.
    expect(page).toMatch(
      /1 0 0 1 50 [\d.]+ cm\n1 0 0 1 0 0 cm\n0\.8 0 0 0\.8 0 0 cm\n1 0 0 1 0 0 cm\n\/EmbeddedPdfPage-\d+ Do/,
    );
  });

  it('an image that cannot be drawn fails each document drawn with it, not only the first', async () => {
    const broken = stampOf(Buffer.from('not the PNG the stamp says it is'));
    await expect(renderDocumentPdf(content(broken), AT)).rejects.toThrow(
      'The image is damaged or incomplete: not a PNG',
    );
    await expect(renderDocumentPdf(content(broken), AT)).rejects.toThrow(DamagedImage);
  });

  // pdf-lib's PNG decoder loops for ever, synchronously, on a PNG cut off: no timeout could stop it,
  // so reaching the decoder with such an image fails the test instead (and the drawing must end in time).
  it('a cut-off image fails the drawing at once, never reaching the decoder', { timeout: 2_000 }, async () => {
    const embedPng = vi
      .spyOn(PDFDocument.prototype, 'embedPng')
      .mockRejectedValue(new Error('the decoder was reached'));
    const embedJpg = vi
      .spyOn(PDFDocument.prototype, 'embedJpg')
      .mockRejectedValue(new Error('the decoder was reached'));
    const truncated = stampOf(sealPng(150).subarray(0, 300));
    await expect(renderDocumentPdf(content(truncated), AT)).rejects.toMatchObject({
      name: 'DamagedImage',
      reason: 'the file ends before its last chunk',
    });
    const jpeg = sealJpeg();
    const cutJpeg: DocumentStamp = { ...stampOf(jpeg.subarray(0, jpeg.length - 40)), contentType: 'image/jpeg' };
    await expect(renderDocumentPdf(content(cutJpeg), AT)).rejects.toThrow(DamagedImage);
    expect(embedPng).not.toHaveBeenCalled();
    expect(embedJpg).not.toHaveBeenCalled();
  });

  it('a JPEG stamp is drawn as it is (DCT), from bytes that are a view into a shared buffer', async () => {
    // A small Buffer decoded from text lies within Node's shared pool, not at its ArrayBuffer's start.
    const pooled = Buffer.from(sealJpeg(96).toString('base64'), 'base64');
    expect(pooled.byteOffset > 0 || pooled.buffer.byteLength > pooled.length).toBe(true);
    const pdf = await renderDocumentPdf(content({ ...stampOf(pooled), contentType: 'image/jpeg' }), AT);
    expect(pdf.toString('latin1')).toMatch(
      /\/Subtype \/Image\n\/BitsPerComponent 8\n\/Width 96\n\/Height 96\n\/ColorSpace \/DeviceGray\n\/Filter \/DCTDecode/,
    );
  });
});
