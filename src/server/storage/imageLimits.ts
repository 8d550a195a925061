import { imageSize } from 'image-size';

/** How big an image may be, in pixels: its longest side and its area. */
export interface PixelLimits {
  side: number;
  pixels: number;
}

/**
 * A certificate stamp: drawn on every certified copy, so decoded for each one. 2,400 px a side is
 * 8 cm at 760 dpi, far more than a seal needs.
 */
export const STAMP_PIXEL_LIMITS: PixelLimits = { side: 2_400, pixels: 2_400 * 2_400 };

/** A photo or scan attached as evidence: what a phone camera takes (50 megapixels), no more. */
export const PHOTO_PIXEL_LIMITS: PixelLimits = { side: 10_000, pixels: 50_000_000 };

/**
 * Whether an image is larger than the limits, read from its header only (the PNG IHDR chunk, the
 * JPEG frame header) before anything decodes it: a small file can hold a picture of 12,000 × 12,000
 * pixels that takes a minute and gigabytes to draw. A header that gives no size is left to the
 * type check and the decoder, as before (no picture can be drawn from it).
 */
export function exceedsPixelLimits(content: Buffer, limits: PixelLimits): boolean {
  try {
    const { width, height } = imageSize(new Uint8Array(content.buffer, content.byteOffset, content.byteLength));
    if (!width || !height) return false;
    return width > limits.side || height > limits.side || width * height > limits.pixels;
  } catch {
    return false;
  }
}
