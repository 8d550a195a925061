import { describe, expect, it } from 'vitest';
import { formatMoney } from './money.js';

describe('formatMoney', () => {
  it('shows Kenya shillings with the currency code, thousands separators and two decimals', () => {
    expect(formatMoney(3300).replace(/\s/g, ' ')).toBe('KES 3,300.00');
    expect(formatMoney(165.5).replace(/\s/g, ' ')).toBe('KES 165.50');
    expect(formatMoney(0).replace(/\s/g, ' ')).toBe('KES 0.00');
  });
});
