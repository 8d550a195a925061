import jsQR from 'jsqr';

/**
 * Reads a QR code in a picture: the browser's BarcodeDetector where it has one that reads QR codes
 * (phones mostly), else jsQR. Loaded only when a photo is chosen or the camera is opened (/verify).
 */

interface Detector {
  detect(source: CanvasImageSource): Promise<{ rawValue: string }[]>;
}
interface DetectorClass {
  new (options: { formats: string[] }): Detector;
  getSupportedFormats(): Promise<string[]>;
}

let detector: Promise<Detector | null> | undefined;
function nativeDetector(): Promise<Detector | null> {
  detector ??= (async () => {
    const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!Native) return null;
    try {
      return (await Native.getSupportedFormats()).includes('qr_code') ? new Native({ formats: ['qr_code'] }) : null;
    } catch {
      return null;
    }
  })();
  return detector;
}

/** jsQR over the picture drawn at a given longest side (a phone's photo is read faster smaller, a small code better larger). */
function readAt(source: CanvasImageSource, width: number, height: number, longest: number): string | null {
  const scale = Math.min(1, longest / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  const image = context.getImageData(0, 0, w, h);
  return jsQR(image.data, w, h)?.data ?? null;
}

/** The text of the QR code in the picture, or null when none could be read. */
export async function readQr(source: CanvasImageSource, width: number, height: number): Promise<string | null> {
  const native = await nativeDetector();
  if (native) {
    try {
      const [found] = await native.detect(source);
      if (found?.rawValue) return found.rawValue;
    } catch {
      // Read by jsQR below.
    }
  }
  for (const longest of [1024, 1600, 640]) {
    const text = readAt(source, width, height, longest);
    if (text) return text;
    if (Math.max(width, height) <= longest) break;
  }
  return null;
}

/** The text of the QR code in a photo (a file the person chose or took), or null. */
export async function readQrInFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  try {
    return await readQr(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}
