import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney: the one money format', () => {
  it('shows Kenya shillings with the currency code, thousands separators and two decimals', () => {
    expect(formatMoney(3300)).toBe('KES 3,300.00');
    expect(formatMoney(165.5)).toBe('KES 165.50');
    expect(formatMoney(0)).toBe('KES 0.00');
    expect(formatMoney(1234567.891)).toBe('KES 1,234,567.89');
  });
});
