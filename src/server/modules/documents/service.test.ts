import { describe, expect, it } from 'vitest';
import { documentFileName, newDocumentCode, normaliseCode } from './service.js';
import { documentDate, documentDateTime } from './format.js';
import { formatMoney } from '../../../shared/money.js';

describe('document codes', () => {
  it('are 20 base32 characters and differ each time', () => {
    const codes = new Set(Array.from({ length: 50 }, newDocumentCode));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{20}$/);
  });
  it('are read as people type them', () => {
    expect(normaliseCode('abcd-efgh ijkl mnop qrst')).toBe('ABCDEFGHIJKLMNOPQRST');
    expect(normaliseCode('ABCD0FGHIJKLMNOPQRST')).toBeNull();
    expect(normaliseCode('short')).toBeNull();
  });
});

describe('document formatting', () => {
  it('names files after the kind and number', () => {
    expect(documentFileName({ kind: 'RECEIPT', number: 'RCT-2026-000001' })).toBe('receipt-RCT-2026-000001.pdf');
    expect(documentFileName({ kind: 'CERTIFIED_COPY', number: 'CC/2026/7' })).toBe('certified-copy-CC-2026-7.pdf');
  });
  it('writes dates dd-mm-yyyy in Kenyan time and amounts in KES', () => {
    expect(documentDate(new Date('2026-03-31T22:30:00Z'))).toBe('01-04-2026');
    expect(documentDateTime(new Date('2026-03-31T22:30:00Z'))).toBe('01-04-2026 01:30 EAT');
    expect(formatMoney(1050)).toBe('KES 1,050.00');
  });
});
