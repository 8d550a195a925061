import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.js';

const one = (value: unknown) => toCsv([{ value }], [['Name', (r) => r.value]]).split('\n')[1];

describe('the portal CSV writer', () => {
  it('quotes every cell and doubles quotes', () => {
    expect(
      toCsv(
        [{ a: 'x"y', b: null }],
        [
          ['A', (r) => r.a],
          ['B', (r) => r.b],
        ],
      ),
    ).toBe('"A","B"\n"x""y",""');
  });

  it('neutralises cells a spreadsheet would run as formulas (OWASP)', () => {
    expect(one('=HYPERLINK("http://evil.example","Click")')).toBe('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(one('@SUM(A1:A9)')).toBe('"\'@SUM(A1:A9)"');
    expect(one('+HYPERLINK("x")')).toBe('"\'+HYPERLINK(""x"")"');
    expect(one("-1+cmd|' /C calc'!A0")).toBe("\"'-1+cmd|' /C calc'!A0\"");
    expect(one('\t=1+1')).toBe('"\'\t=1+1"');
  });

  it('leaves names, phone numbers and amounts as they are', () => {
    expect(one('Wanjiku Njeri Kamau')).toBe('"Wanjiku Njeri Kamau"');
    expect(one('+254712345678')).toBe('"+254712345678"');
    expect(one('-150.00')).toBe('"-150.00"');
    expect(one(3300)).toBe('"3300"');
    expect(one("Ngugi-Wa Thiong'o")).toBe('"Ngugi-Wa Thiong\'o"');
  });
});
