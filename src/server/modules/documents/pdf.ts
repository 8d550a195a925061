import { createHash } from 'node:crypto';
import type { PDFDocument, PDFEmbeddedPage, PDFFont, PDFOperator, PDFPage, RGB } from 'pdf-lib';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import { requireWholeImage } from '../../storage/imageIntegrity.js';
import { darkRuns, type QrModules } from './qr.js';
import { sayDocument } from './words.sw.js';

/** One line of a document's body: a paragraph, a heading, or a label and its value. */
export type DocumentLine =
  | string
  | { heading: string }
  | { label: string; value: string; indent?: boolean; strong?: boolean };

export interface PdfContent {
  office: string;
  title: string;
  number: string;
  /** dd-mm-yyyy */
  issuedOn: string;
  issuedByName: string | null;
  lines: DocumentLine[];
  verifyUrl: string;
  /** What the QR code holds: the verify address with the document's seal (signing.ts); `verifyUrl` when absent. */
  qrText?: string;
  code: string;
  /** A stamp and its signatory under the body (certified copies); other documents have none. */
  stamp?: DocumentStamp | null;
  /** The holder's language: the document's own words are written in it (data stays as it is). */
  locale?: AppLocale;
}

/** The certificate stamp drawn on a document: its image (PNG or JPEG) and who signs under it. */
export interface DocumentStamp {
  image: Buffer;
  contentType: 'image/png' | 'image/jpeg';
  signatoryName: string;
  signatoryTitle: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const FOOTER_HEIGHT = 120;
/** The QR code's side on the page (points), quiet zone included, and the quiet zone in modules. */
const QR_SIDE = 92;
const QR_QUIET = 1;
/** Medium error correction: about 15 % of the code may be soiled or torn and it still reads. */
export const QR_ERROR_CORRECTION = 'M';

interface Palette {
  black: RGB;
  white: RGB;
  green: RGB;
  grey: RGB;
}

/** pdf-lib and qrcode load with the first document rather than at the server's start (issue 12). */
let libraries: Promise<{ pdf: typeof import('pdf-lib'); QRCode: typeof import('qrcode') }> | undefined;
function loadLibraries() {
  libraries ??= Promise.all([import('pdf-lib'), import('qrcode')]).then(([pdf, qrcode]) => ({
    pdf,
    QRCode: qrcode.default,
  }));
  return libraries;
}
const LABEL_WIDTH = 180;

/** Standard PDF fonts speak WinAnsi only: anything else becomes "?" instead of failing the document. */
function encodable(font: PDFFont, text: string): string {
  try {
    font.encodeText(text);
    return text;
  } catch {
    return Array.from(text, (ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    }).join('');
  }
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of encodable(font, text).split('\n')) {
    let current = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Groups the code in fours so that it can be read out and typed: ABCD EFGH IJKL MNOP QRST. */
export const groupedCode = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

class Writer {
  private page!: PDFPage;
  private y = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly footer: (page: PDFPage) => void,
    private readonly colours: Palette,
    /** The body's size: 1, or less to fit a document that just runs over onto one page. */
    private readonly scale = 1,
  ) {
    this.newPage();
  }

  /** The height one page gives the body under its band. */
  private static readonly BODY = A4[1] - 2 * MARGIN - FOOTER_HEIGHT - 60;

  private newPage() {
    this.page = this.doc.addPage(A4);
    this.footer(this.page);
    this.y = A4[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN + FOOTER_HEIGHT) this.newPage();
  }

  text(
    text: string,
    options: {
      size?: number;
      bold?: boolean;
      color?: RGB;
      x?: number;
      width?: number;
      gap?: number;
      keepWithNext?: number;
    } = {},
  ) {
    const size = (options.size ?? 11) * this.scale;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const x = options.x ?? MARGIN;
    const lines = wrap(font, text, size, options.width ?? A4[0] - x - MARGIN);
    // A paragraph that fits on a page is not broken across two (a margin note read mid-sentence),
    // and a heading stays with what follows it.
    const whole = lines.length * size * 1.4 + (options.keepWithNext ?? 0);
    if (whole <= Writer.BODY) this.room(whole);
    for (const line of lines) {
      this.room(size * 1.4);
      this.page.drawText(line, { x, y: this.y - size, size, font, color: options.color ?? this.colours.black });
      this.y -= size * 1.4;
    }
    this.y -= (options.gap ?? 0) * this.scale;
  }

  pair(label: string, value: string, indent: boolean, strong: boolean) {
    const size = 11 * this.scale;
    const labelX = MARGIN + (indent ? 16 : 0);
    const valueX = MARGIN + LABEL_WIDTH;
    const labelLines = wrap(this.fonts.bold, label, size, valueX - labelX - 8);
    const valueFont = strong ? this.fonts.bold : this.fonts.regular;
    const valueLines = wrap(valueFont, value, size, A4[0] - valueX - MARGIN);
    const rows = Math.max(labelLines.length, valueLines.length);
    this.room(rows * size * 1.4);
    for (let i = 0; i < rows; i++) {
      const y = this.y - size - i * size * 1.4;
      if (labelLines[i])
        this.page.drawText(labelLines[i], {
          x: labelX,
          y,
          size,
          font: indent ? this.fonts.regular : this.fonts.bold,
          color: indent ? this.colours.grey : this.colours.black,
        });
      if (valueLines[i]) this.page.drawText(valueLines[i], { x: valueX, y, size, font: valueFont });
    }
    this.y -= rows * size * 1.4 + 2 * this.scale;
  }

  space(points: number) {
    this.y -= points * this.scale;
  }

  rule() {
    this.room(12);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: A4[0] - MARGIN, y: this.y - 4 },
      thickness: 0.8,
      color: this.colours.grey,
    });
    this.y -= 14 * this.scale;
  }

  /** Pages written so far. */
  get pages(): number {
    return this.doc.getPageCount();
  }

  /** The stamp image at the left and the signatory's block beside it, kept together on one page. */
  stamp(image: PDFEmbeddedPage, signatoryName: string, signatoryTitle: string) {
    const box = 96;
    this.space(10);
    this.room(box + 10);
    const scale = Math.min(box / image.width, box / image.height);
    const width = image.width * scale;
    const height = image.height * scale;
    this.page.drawPage(image, { x: MARGIN, y: this.y - height, width, height });
    const x = MARGIN + box + 24;
    const lineY = this.y - box / 2;
    this.page.drawLine({
      start: { x, y: lineY },
      end: { x: x + 200, y: lineY },
      thickness: 0.6,
      color: this.colours.grey,
    });
    this.page.drawText(encodable(this.fonts.bold, signatoryName), {
      x,
      y: lineY - 14,
      size: 11,
      font: this.fonts.bold,
    });
    this.page.drawText(encodable(this.fonts.regular, signatoryTitle), {
      x,
      y: lineY - 28,
      size: 10,
      font: this.fonts.regular,
      color: this.colours.grey,
    });
    this.y -= box + 6;
  }

  band(text: string, sub: string) {
    const height = 54;
    this.page.drawRectangle({ x: 0, y: A4[1] - height, width: A4[0], height, color: this.colours.green });
    this.page.drawText(encodable(this.fonts.bold, text.toUpperCase()), {
      x: MARGIN,
      y: A4[1] - 30,
      size: 14,
      font: this.fonts.bold,
      color: this.colours.white,
    });
    this.page.drawText(encodable(this.fonts.regular, sub), {
      x: MARGIN,
      y: A4[1] - 45,
      size: 9,
      font: this.fonts.regular,
      color: this.colours.white,
    });
    this.y = A4[1] - height - 28;
  }
}

/**
 * Renders an issued document: heading, number, date, issuer, body and a QR code (its signed
 * particulars in the address of /verify, or the address of /verify/{code}).
 * A document that runs just over one page is set a little smaller so it fits on one (a certificate
 * with its margin notes, a certified copy with its stamp: issue 20 #21); a longer one takes the
 * pages it needs, each with the verification footer.
 */
export async function renderDocumentPdf(
  content: PdfContent,
  issuedAt: Date,
  { fit = true }: { fit?: boolean } = {},
): Promise<Buffer> {
  const { pdf, QRCode } = await loadLibraries();
  // Made once for every page and every size tried: the same code at the same place.
  const code = QRCode.create(content.qrText ?? content.verifyUrl, {
    errorCorrectionLevel: QR_ERROR_CORRECTION,
  }).modules;
  const qr = qrOperators(pdf, code, A4[0] - MARGIN - QR_SIDE, MARGIN, QR_SIDE);
  // At the size it reads best; smaller only when that puts it on one page.
  const full = await drawDocument(pdf, content, issuedAt, qr, 1);
  let written = full;
  for (const scale of fit && full.getPageCount() > 1 ? FIT_SCALES.slice(1) : []) {
    const smaller = await drawDocument(pdf, content, issuedAt, qr, scale);
    if (smaller.getPageCount() === 1) {
      written = smaller;
      break;
    }
  }
  return Buffer.from(await written.save({ useObjectStreams: false }));
}

/** The sizes tried, largest first, to keep a document on one page. */
const FIT_SCALES = [1, 0.92, 0.85];

/**
 * A QR code drawn as vector graphics, its bottom left corner at (x, y) and `side` points square with
 * its quiet zone: in a coordinate system of one unit a module, each row's run of dark modules is one
 * rectangle, all filled black at once (one path: no seams between rows). No image to encode and
 * decode again (the PNG the code was once drawn as took most of a document's time), and sharp at
 * any zoom or print resolution.
 */
function qrOperators(
  pdf: typeof import('pdf-lib'),
  code: QrModules,
  x: number,
  y: number,
  side: number,
): PDFOperator[] {
  const { concatTransformationMatrix, fill, popGraphicsState, pushGraphicsState, rectangle, setFillingRgbColor } = pdf;
  const unit = side / (code.size + 2 * QR_QUIET);
  // Rows are counted from the top, the page's y upwards: row r's modules sit at y = size - 1 - r.
  const top = QR_QUIET + code.size - 1;
  return [
    pushGraphicsState(),
    concatTransformationMatrix(unit, 0, 0, unit, x, y),
    setFillingRgbColor(0, 0, 0),
    ...darkRuns(code).map((run) => rectangle(QR_QUIET + run.column, top - run.row, run.length, 1)),
    fill(),
    popGraphicsState(),
  ];
}

async function drawDocument(
  pdf: typeof import('pdf-lib'),
  content: PdfContent,
  issuedAt: Date,
  /** The QR code's drawing, the same on every page. */
  qr: PDFOperator[],
  scale: number,
): Promise<PDFDocument> {
  const { PDFDocument, StandardFonts, rgb } = pdf;
  const colours: Palette = {
    black: rgb(0, 0, 0),
    white: rgb(1, 1, 1),
    green: rgb(0.0, 0.36, 0.2),
    grey: rgb(0.35, 0.35, 0.35),
  };
  const locale = content.locale ?? 'en';
  const say = (text: string) => sayDocument(text, locale);
  const title = say(content.title);
  const office = say(content.office);
  const doc = await PDFDocument.create();
  doc.setTitle(`${title} ${content.number}`);
  doc.setAuthor(office);
  doc.setSubject(title);
  doc.setLanguage(locale === 'sw' ? 'sw-KE' : 'en-KE');
  doc.setCreator('Marriages Portal');
  doc.setProducer('Marriages Portal');
  doc.setCreationDate(issuedAt);
  doc.setModificationDate(issuedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const footer = (page: PDFPage) => {
    const size = QR_SIDE;
    page.pushOperators(...qr);
    const x = MARGIN;
    const lines: [string, PDFFont, number][] = [
      [say('Check that this document is genuine:'), bold, 9],
      [content.verifyUrl, regular, 8],
      [say(`Verification code: ${groupedCode(content.code)}`), regular, 9],
      [say(`${content.office}. Scan the code or open the address above.`), regular, 8],
    ];
    let y = MARGIN + 70;
    for (const [text, font, fontSize] of lines) {
      for (const line of wrap(font, text, fontSize, A4[0] - 2 * MARGIN - size - 20)) {
        page.drawText(line, { x, y, size: fontSize, font, color: colours.grey });
        y -= fontSize * 1.5;
      }
    }
    page.drawLine({
      start: { x: MARGIN, y: MARGIN + FOOTER_HEIGHT - 16 },
      end: { x: A4[0] - MARGIN, y: MARGIN + FOOTER_HEIGHT - 16 },
      thickness: 0.5,
      color: colours.grey,
    });
  };

  const writer = new Writer(doc, { regular, bold }, footer, colours, scale);
  writer.band(office, say('Marriages Portal - civil registration of marriages'));
  writer.text(title, { size: 20, bold: true, gap: 6 });
  writer.pair(say('Number'), content.number, false, true);
  writer.pair(say('Date issued'), content.issuedOn, false, false);
  writer.pair(
    say('Issued by'),
    content.issuedByName ?? say('Issued electronically by the Marriages Portal'),
    false,
    false,
  );
  writer.rule();
  for (const line of content.lines) {
    if (typeof line === 'string') writer.text(say(line), { gap: 4 });
    else if ('heading' in line) {
      writer.space(6);
      writer.text(say(line.heading), { size: 13, bold: true, gap: 2, keepWithNext: 2 * 11 * 1.4 });
    } else writer.pair(say(line.label), say(line.value), Boolean(line.indent), Boolean(line.strong));
  }
  if (content.stamp) {
    const [embedded] = await doc.embedPdf(await stampPdf(pdf, content.stamp));
    writer.stamp(embedded, content.stamp.signatoryName, content.stamp.signatoryTitle);
  }
  return doc;
}

/** The stamps made ready to draw, by their image (a few at most: an office draws under its current stamp). */
const stampPdfs = new Map<string, Promise<PDFDocument>>();
const STAMPS_KEPT = 4;

/**
 * A stamp's image on a page of its own, the page its image's size in points: decoded and compressed
 * once for every document drawn under it (a PNG stamp was decoded and deflated again for each one,
 * and for each size tried to fit it on one page: 0.5 s for a seal of 1,200 px). A document embeds the
 * page (its image stream copied as it is) and draws it where the image stood.
 */
function stampPdf(pdf: typeof import('pdf-lib'), stamp: DocumentStamp): Promise<PDFDocument> {
  const key = `${stamp.contentType}:${createHash('sha256').update(stamp.image).digest('hex')}`;
  let ready = stampPdfs.get(key);
  if (ready) {
    stampPdfs.delete(key);
    stampPdfs.set(key, ready); // the most recently used last
    return ready;
  }
  ready = (async () => {
    // Checked whole before pdf-lib reads it: its PNG decoder never returns from a cut-off PNG.
    await requireWholeImage(stamp.image, stamp.contentType);
    const doc = await pdf.PDFDocument.create({ updateMetadata: false });
    // A copy of its own: pdf-lib reads a JPEG from the start of the bytes' ArrayBuffer, not of the view
    // (a small Buffer is a view into a shared pool).
    const bytes = new Uint8Array(stamp.image);
    const image = stamp.contentType === 'image/png' ? await doc.embedPng(bytes) : await doc.embedJpg(bytes);
    doc.addPage([image.width, image.height]).drawImage(image, { x: 0, y: 0, width: image.width, height: image.height });
    return pdf.PDFDocument.load(await doc.save({ useObjectStreams: false }), { updateMetadata: false });
  })();
  // An image that cannot be drawn fails each document drawn with it, as before, and is not kept.
  ready.catch(() => {
    if (stampPdfs.get(key) === ready) stampPdfs.delete(key);
  });
  stampPdfs.set(key, ready);
  for (const oldest of stampPdfs.keys()) {
    if (stampPdfs.size <= STAMPS_KEPT) break;
    stampPdfs.delete(oldest);
  }
  return ready;
}
