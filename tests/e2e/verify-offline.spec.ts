import { generateKeyPairSync, sign } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import { fromBase64url, sealText } from '../../src/shared/documentSeal.js';
import { pdfStreams } from '../api/pdf-text.js';
import { chromium, expect, test, type APIRequestContext, type Browser } from './fixtures.js';
import { apiGet, expectAxeClean, expectFits, njorogeEntry, tokenFor } from './support.js';

/**
 * Issue 23: a certificate printed and photographed is checked on /verify from the photo with the
 * network cut (the page, its scripts and the registry's keys kept by its service worker): genuine,
 * with what the paper says; a QR code whose particulars were changed says altered, one signed with
 * another key not ours; online, the certificate a rectification replaced says superseded.
 */

type Matrix = number[][];

/** The QR code a document's PDF draws, as a matrix of modules (1 dark), read from its first page's drawing. */
function drawnQr(pdf: Buffer): Matrix {
  const block = /q\n(\S+) 0 0 (\S+) (\S+) (\S+) cm\n0 0 0 rg\n((?:\d+ \d+ \d+ 1 re\n)+)f\nQ/;
  for (const stream of pdfStreams(pdf)) {
    const m = block.exec(stream.toString('latin1'));
    if (!m) continue;
    const size = Math.round(92 / Number(m[1]));
    const matrix: Matrix = Array.from({ length: size }, () => Array<number>(size).fill(0));
    for (const line of m[5].trim().split('\n')) {
      const [left, bottom, width] = line.split(' ').map(Number);
      for (let column = left; column < left + width; column++) matrix[size - 1 - bottom][column] = 1;
    }
    return matrix;
  }
  throw new Error('The PDF draws no QR code');
}

/** qrcode's matrix for a text, with the one-module quiet zone the documents draw. */
function qrOf(text: string): Matrix {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  return Array.from({ length: size + 2 }, (_r, row) =>
    Array.from({ length: size + 2 }, (_c, column) =>
      row === 0 || column === 0 || row === size + 1 || column === size + 1 ? 0 : data[(row - 1) * size + column - 1],
    ),
  );
}

/** What the matrix says (read here as the page will, to make a tampered copy of it). */
function textOf(matrix: Matrix): string {
  const scale = 4;
  const margin = 16;
  const side = matrix.length * scale + 2 * margin;
  const rgba = new Uint8ClampedArray(side * side * 4).fill(255);
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const at = ((margin + r * scale + y) * side + margin + c * scale + x) * 4;
          rgba[at] = rgba[at + 1] = rgba[at + 2] = 0;
        }
    }),
  );
  const read = jsQR(rgba, side, side);
  if (!read) throw new Error('The QR code could not be read');
  return read.data;
}

/**
 * A phone's photo of the paper's QR code: the code on a sheet seen at an angle (a perspective
 * projection), on a desk, with uneven light, blur and sensor noise, saved as a JPEG. Made in a page
 * of its own (a canvas), before the verifier's page goes offline.
 */
async function photographed(browser: Browser, matrix: Matrix): Promise<Buffer> {
  const studio = await browser.newPage();
  try {
    const base64 = await studio.evaluate((modules: number[][]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1280;
      canvas.height = 960;
      const ctx = canvas.getContext('2d')!;
      // The desk, and the light falling from one side.
      const desk = ctx.createLinearGradient(0, 0, 1280, 960);
      desk.addColorStop(0, '#8a7a66');
      desk.addColorStop(1, '#5d5040');
      ctx.fillStyle = desk;
      ctx.fillRect(0, 0, 1280, 960);
      // The sheet and the code on it, seen at an angle: corners of the code's square on the photo.
      const quad = [
        [390, 170],
        [930, 215],
        [880, 790],
        [350, 740],
      ];
      const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = quad;
      const dx1 = x1 - x2;
      const dx2 = x3 - x2;
      const dx3 = x0 - x1 + x2 - x3;
      const dy1 = y1 - y2;
      const dy2 = y3 - y2;
      const dy3 = y0 - y1 + y2 - y3;
      const den = dx1 * dy2 - dx2 * dy1;
      const g = (dx3 * dy2 - dx2 * dy3) / den;
      const h = (dx1 * dy3 - dx3 * dy1) / den;
      const a = x1 - x0 + g * x1;
      const b = x3 - x0 + h * x3;
      const d = y1 - y0 + g * y1;
      const e = y3 - y0 + h * y3;
      const project = (u: number, v: number) => {
        const w = g * u + h * v + 1;
        return [(a * u + b * v + x0) / w, (d * u + e * v + y0) / w];
      };
      const n = modules.length;
      const sheet = (u: number, v: number) => project(u, v);
      ctx.fillStyle = '#f4f1ea';
      ctx.beginPath();
      for (const [u, v] of [
        [-0.6, -0.5],
        [1.5, -0.5],
        [1.5, 1.4],
        [-0.6, 1.4],
      ])
        ctx.lineTo(...(sheet(u, v) as [number, number]));
      ctx.fill();
      ctx.fillStyle = '#1d1d1f';
      ctx.beginPath();
      modules.forEach((row, r) =>
        row.forEach((dark, c) => {
          if (!dark) return;
          ctx.moveTo(...(project(c / n, r / n) as [number, number]));
          for (const [u, v] of [
            [c, r],
            [c + 1, r],
            [c + 1, r + 1],
            [c, r + 1],
          ])
            ctx.lineTo(...(project(u / n, v / n) as [number, number]));
          ctx.closePath();
        }),
      );
      // One path: no seams between adjacent modules.
      ctx.fill('nonzero');
      // Shade across the sheet, the sensor's noise, then the lens's blur.
      const shade = ctx.createLinearGradient(0, 0, 1280, 0);
      shade.addColorStop(0, 'rgba(0,0,0,0)');
      shade.addColorStop(1, 'rgba(0,0,0,0.25)');
      ctx.fillStyle = shade;
      ctx.fillRect(0, 0, 1280, 960);
      const image = ctx.getImageData(0, 0, 1280, 960);
      let seed = 23;
      const random = () => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed / 2147483648;
      };
      for (let i = 0; i < image.data.length; i += 4) {
        const noise = (random() - 0.5) * 40;
        for (let k = 0; k < 3; k++) image.data[i + k] = Math.max(0, Math.min(255, image.data[i + k] + noise));
      }
      ctx.putImageData(image, 0, 0);
      const blurred = document.createElement('canvas');
      blurred.width = 1280;
      blurred.height = 960;
      const bctx = blurred.getContext('2d')!;
      bctx.filter = 'blur(1.2px)';
      bctx.drawImage(canvas, 0, 0);
      return blurred.toDataURL('image/jpeg', 0.9).split(',')[1];
    }, matrix);
    return Buffer.from(base64, 'base64');
  } finally {
    await studio.close();
  }
}

async function pdfOf(request: APIRequestContext, token: string, id: string): Promise<Buffer> {
  const response = await request.get(`/api/documents/${id}/pdf`, { headers: { authorization: token } });
  expect(response.status()).toBe(200);
  return Buffer.from(await response.body());
}

/** The seal with one of its particulars' characters changed (as a forger changing a name would). */
function tampered(url: string): string {
  const [page, seal] = url.split('#');
  const at = seal.length - 100;
  return `${page}#${seal.slice(0, at)}${seal[at] === 'A' ? 'B' : 'A'}${seal.slice(at + 1)}`;
}

/** A seal of the same particulars signed with a key the registry never published. */
function forged(url: string): string {
  const [page, seal] = url.split('#');
  const bytes = fromBase64url(seal)!;
  const { privateKey } = generateKeyPairSync('ed25519');
  const kid = new Uint8Array([1, 2, 3, 4, 5, 6]);
  const message = new Uint8Array(bytes.subarray(0, bytes.length - 64));
  message.set(kid, 1);
  return `${page}#${sealText(message, new Uint8Array(sign(null, message, privateKey)))}`;
}

test('a photographed certificate is checked on /verify without a network: genuine, altered, not ours; the superseded one online', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const officer = await tokenFor(request, 'officer@demo.test');
  // Njoroge's certificate as it stands, and the one his rectification replaced (demo data).
  const { entry, certificate } = await njorogeEntry(request);
  const history = await apiGet<{ data: { certificate: { documentId: string } } }>(
    request,
    officer,
    `/civil-marriages/${entry.id}/history`,
  );
  const { applicationId } = await apiGet<{ applicationId: string }>(request, officer, `/civil-marriages/${entry.id}`);
  const listed = await apiGet<{ id: string; code: string; number: string; supersededAt: string | null }[]>(
    request,
    officer,
    `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId, kind: 'MARRIAGE_CERTIFICATE' }))}`,
  );
  const old = listed.find((d) => d.supersededAt !== null)!;
  expect(old).toBeTruthy();
  // What replaced it, as the registry answers for its code: the standing certificate, or (when an
  // earlier test of the run rectified the entry again) the one between them.
  const asked = await request.get(`/api/verify/${encodeURIComponent(old.code)}`);
  const successor = ((await asked.json()) as { data: { supersededByNumber: string } }).data.supersededByNumber;
  expect(successor).toMatch(/-R\d+$/);

  const current = drawnQr(await pdfOf(request, officer, history.data.certificate.documentId));
  const currentUrl = textOf(current);
  expect(currentUrl).toMatch(/\/verify#[A-Za-z0-9_-]{100,}$/);
  const currentPhoto = await photographed(browser, current);
  const alteredPhoto = await photographed(browser, qrOf(tampered(currentUrl)));
  const oldPhoto = await photographed(browser, drawnQr(await pdfOf(request, officer, old.id)));

  // Opened once with a network: the service worker keeps the page, its scripts and the keys.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/verify');
  await expect(page.getByRole('heading', { name: 'Check the QR code' })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 30_000 });

  // The network cut: the page opens again from the device, and the photo reads as genuine.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check the QR code' })).toBeVisible();
  // Truly cut: what the service worker does not keep cannot be reached.
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'reached',
        () => 'unreachable',
      ),
    ),
  ).toBe('unreachable');
  await page.getByLabel('Photo of the QR code').setInputFiles({
    name: 'certificate.jpg',
    mimeType: 'image/jpeg',
    buffer: currentPhoto,
  });
  const result = page.getByTestId('seal-result');
  await expect(result.getByText('Genuine: signed by the Registrar of Marriages')).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText(certificate.number, { exact: true })).toBeVisible();
  await expect(result.getByText('Marriage certificate', { exact: true })).toBeVisible();
  await expect(result.getByText(/^Status as of \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await expect(result.getByText(/^\d{2}-\d{2}-\d{4}$/).first()).toBeVisible();
  await expectFits(page, 360);

  // A copy whose particulars were changed: altered; a code signed with another key: not ours.
  await page.getByLabel('Photo of the QR code').setInputFiles({
    name: 'altered.jpg',
    mimeType: 'image/jpeg',
    buffer: alteredPhoto,
  });
  await expect(page.getByText('Altered', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(result).toHaveCount(0);
  await page.goto(forged(currentUrl).replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Not ours', { exact: true })).toBeVisible();

  // In Swahili too, still offline.
  await page.goto(`/verify#${currentUrl.split('#')[1]}`);
  await expect(page.getByText('Genuine: signed by the Registrar of Marriages')).toBeVisible();
  await page.getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.getByText('Halali: imetiwa saini na Msajili wa Ndoa')).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();

  // With the network back: the certificate the rectification replaced is genuine, and superseded.
  await context.setOffline(false);
  await page.goto('/verify');
  await page
    .getByLabel('Photo of the QR code')
    .setInputFiles({ name: 'old.jpg', mimeType: 'image/jpeg', buffer: oldPhoto });
  await expect(result.getByText('Genuine: signed by the Registrar of Marriages')).toBeVisible({ timeout: 20_000 });
  await expect(result.getByText(old.number, { exact: true })).toBeVisible();
  await expect(result.getByText(/^Superseded on \d{2}-\d{2}-\d{4}$/)).toBeVisible();
  await expect(result.getByText(`It was replaced by document ${successor}. Ask for that one.`)).toBeVisible();
  await expectFits(page, 360);
  await expectAxeClean(page);
});

/** A photo as the frames of a camera: YUV4MPEG2 (4:2:0) at 640 × 480, what Chromium's fake camera plays in a loop. */
async function cameraFile(browser: Browser, photo: Buffer, file: string): Promise<void> {
  const studio = await browser.newPage();
  try {
    const rgba = Buffer.from(
      await studio.evaluate(
        async (src: string) => {
          const image = new Image();
          image.src = src;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = 640;
          canvas.height = 480;
          const ctx = canvas.getContext('2d')!;
          ctx.drawImage(image, 0, 0, 640, 480);
          const data = ctx.getImageData(0, 0, 640, 480).data;
          let binary = '';
          for (let i = 0; i < data.length; i += 1) binary += String.fromCharCode(data[i]);
          return btoa(binary);
        },
        `data:image/jpeg;base64,${photo.toString('base64')}`,
      ),
      'base64',
    );
    const [w, h] = [640, 480];
    const y = Buffer.alloc(w * h);
    const u = Buffer.alloc((w / 2) * (h / 2));
    const v = Buffer.alloc((w / 2) * (h / 2));
    for (let row = 0; row < h; row++)
      for (let col = 0; col < w; col++) {
        const at = (row * w + col) * 4;
        const [r, g, b] = [rgba[at], rgba[at + 1], rgba[at + 2]];
        y[row * w + col] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
        if (row % 2 === 0 && col % 2 === 0) {
          const c = (row / 2) * (w / 2) + col / 2;
          u[c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
          v[c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
        }
      }
    const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
    writeFileSync(
      file,
      Buffer.concat([Buffer.from(`YUV4MPEG2 W${w} H${h} F10:1 Ip A1:1 C420jpeg\n`), frame, frame, frame]),
    );
  } finally {
    await studio.close();
  }
}

test('the camera reads the QR code of a certificate held up to it, and /verify says genuine', async ({
  request,
  browser,
  baseURL,
}, testInfo) => {
  const officer = await tokenFor(request, 'officer@demo.test');
  const { entry, certificate } = await njorogeEntry(request);
  const history = await apiGet<{ data: { certificate: { documentId: string } } }>(
    request,
    officer,
    `/civil-marriages/${entry.id}/history`,
  );
  const photo = await photographed(
    browser,
    drawnQr(await pdfOf(request, officer, history.data.certificate.documentId)),
  );
  const file = testInfo.outputPath('camera.y4m');
  mkdirSync(path.dirname(file), { recursive: true });
  await cameraFile(browser, photo, file);
  // A browser whose camera plays the file (and asks no permission).
  const camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
    ],
  });
  try {
    const context = await camera.newContext({
      baseURL,
      permissions: ['camera'],
      viewport: { width: 360, height: 740 },
    });
    const page = await context.newPage();
    await page.goto('/verify');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect(page.getByLabel('What the camera sees')).toBeVisible();
    const result = page.getByTestId('seal-result');
    await expect(result.getByText('Genuine: signed by the Registrar of Marriages')).toBeVisible({ timeout: 30_000 });
    await expect(result.getByText(certificate.number, { exact: true })).toBeVisible();
    // The camera stops once the code is read.
    await expect(page.getByLabel('What the camera sees')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Scan with the camera' })).toBeVisible();
  } finally {
    await camera.close();
  }
});
