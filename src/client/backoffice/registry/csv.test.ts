import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

describe('registry CSV', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(toCsv([{ a: 'x"y', b: null }], [['A', (r) => r.a], ['B', (r) => r.b]])).toBe('"A","B"\n"x""y",""');
  });
});
