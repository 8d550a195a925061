import { describe, expect, it } from 'vitest';
import { filterText, isKeyAllowed } from './keyFilters.js';

describe('key filters (seed section 5)', () => {
  it('number-only accepts digits and + - / * ( ) and nothing else', () => {
    for (const key of '0123456789+-/*()') expect(isKeyAllowed('numberOnly', key)).toBe(true);
    for (const key of 'aZ,. #=_') expect(isKeyAllowed('numberOnly', key)).toBe(false);
  });
  it('number-and-comma accepts digits, comma and period only', () => {
    for (const key of '0123456789,.') expect(isKeyAllowed('numberAndComma', key)).toBe(true);
    for (const key of '+-/*()a ') expect(isKeyAllowed('numberAndComma', key)).toBe(false);
  });
  it('lets navigation and editing keys through', () => {
    for (const key of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Enter'])
      expect(isKeyAllowed('numberOnly', key)).toBe(true);
  });
  it('filters pasted text the same way', () => {
    expect(filterText('numberOnly', '+254 (712) 345-678 ext')).toBe('+254(712)345-678');
    expect(filterText('numberAndComma', 'KES 1,250.50')).toBe('1,250.50');
  });
});
