import { describe, expect, it } from 'vitest';
import { splitOver } from './pricing.js';

const heads = (...percentages: number[]) =>
  percentages.map((percentage, i) => ({ code: `H${i}`, name: `Head ${i}`, percentage }));

describe('splitOver', () => {
  it('rounds a half cent up, counting in cents', () => {
    expect(splitOver(heads(95, 5), 1250.5).map((h) => h.amount)).toEqual([1187.98, 62.52]);
  });

  it('gives the last head the remainder so the parts add up to the amount', () => {
    const parts = splitOver(heads(33.33, 33.33, 33.34), 100.01).map((h) => h.amount);
    expect(parts).toEqual([33.33, 33.33, 33.35]);
    expect(Math.round(parts.reduce((a, b) => a + b, 0) * 100)).toBe(10001);
  });

  it('splits nothing over no heads', () => {
    expect(splitOver([], 500)).toEqual([]);
  });
});
