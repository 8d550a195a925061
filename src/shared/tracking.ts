/**
 * The characters of a public tracking number: no vowels, so no word can form (a number once read
 * "DAFUCKKFEJZK5K9F"), and none that reads as another character of the set (no B/8, G/6, I/L/1,
 * O/Q/0, S/5, Z/2). 22 characters: 16 of them carry 71 bits, beyond guessing.
 */
export const TRACKING_ALPHABET = 'CDFHJKMNPRTVWX23456789';
export const TRACKING_LENGTH = 16;

/** A new tracking number, each character drawn uniformly (rejection sampling, no modulo bias). */
export function newTrackingId(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes),
): string {
  const size = TRACKING_ALPHABET.length;
  const unbiased = 256 - (256 % size);
  let id = '';
  while (id.length < TRACKING_LENGTH) {
    for (const byte of random(new Uint8Array(TRACKING_LENGTH))) {
      if (byte < unbiased && id.length < TRACKING_LENGTH) id += TRACKING_ALPHABET[byte % size];
    }
  }
  return id;
}

/** A tracking number as typed or read out: capitals, without the spaces and dashes people add. */
export function normalTrackingId(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}
