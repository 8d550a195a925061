import { describe, expect, it } from 'vitest';
import { newTrackingId, normalTrackingId, TRACKING_ALPHABET, TRACKING_LENGTH } from './tracking.js';

describe('tracking numbers', () => {
  it('issue 20 #16: hold no vowel, so no word forms, and no character that reads as another', () => {
    expect(TRACKING_ALPHABET).not.toMatch(/[AEIOUY]/);
    for (const [one, other] of [
      ['B', '8'],
      ['G', '6'],
      ['I', '1'],
      ['L', '1'],
      ['O', '0'],
      ['Q', '0'],
      ['S', '5'],
      ['Z', '2'],
    ]) {
      expect(TRACKING_ALPHABET.includes(one) && TRACKING_ALPHABET.includes(other)).toBe(false);
      expect(TRACKING_ALPHABET).not.toContain(one);
    }
    const ids = Array.from({ length: 2000 }, () => newTrackingId());
    for (const id of ids) {
      expect(id).toHaveLength(TRACKING_LENGTH);
      expect([...id].every((c) => TRACKING_ALPHABET.includes(c))).toBe(true);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // 16 characters of 22: more than 70 bits.
    expect(TRACKING_LENGTH * Math.log2(TRACKING_ALPHABET.length)).toBeGreaterThan(70);
  });

  it('draws every character about as often (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 2000; i += 1) for (const c of newTrackingId()) counts.set(c, (counts.get(c) ?? 0) + 1);
    expect(counts.size).toBe(TRACKING_ALPHABET.length);
    const expected = (2000 * TRACKING_LENGTH) / TRACKING_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.15);
  });

  it('reads a number as people type it', () => {
    expect(normalTrackingId(' cdfh-jkmn 2345 6789 ')).toBe('CDFHJKMN23456789');
  });
});
