import { describe, expect, it } from 'vitest';
import {
  checkPhone,
  createTypeToFind,
  dropdownPlacement,
  keepPhoneCharacters,
  resolveDisplayMode,
  validE164,
} from './phone.js';

describe('phone rules (seed sections 5, 8, 9)', () => {
  it('accepts a number valid for the selected country and answers the validation result', () => {
    expect(checkPhone('0712 345 678', 'KE')).toMatchObject({
      ok: true,
      e164: '+254712345678',
      result: { country: 'KE', countryCode: '+254', valid: true, possible: true, nationalNumber: '712345678' },
    });
  });
  it('refuses a number that breaks the country rules', () => {
    expect(checkPhone('0123', 'KE')).toMatchObject({ ok: false });
  });
  it('refuses numbers outside the allowed countries and inside the ignored ones', () => {
    expect(checkPhone('+256772123456', undefined, { allowedCountries: ['KE'] })).toMatchObject({
      ok: false,
      error: 'NOT_ALLOWED',
    });
    expect(checkPhone('+254712345678', undefined, { ignoredCountries: ['KE'] })).toMatchObject({
      ok: false,
      error: 'NOT_ALLOWED',
    });
    expect(checkPhone('+254712345678', undefined, { allowedCountries: ['KE', 'UG'] }).ok).toBe(true);
  });
  it('names the four parse errors', () => {
    expect(checkPhone('712345678', undefined)).toMatchObject({ error: 'INVALID_COUNTRY' });
    expect(checkPhone('hello', 'KE')).toMatchObject({ error: 'NOT_A_NUMBER' });
    expect(checkPhone('+2541', undefined)).toMatchObject({ error: 'TOO_SHORT' });
    expect(checkPhone('+254123456789012345678', undefined)).toMatchObject({ error: 'TOO_LONG' });
  });
  it('rejects text over 250 characters', () => {
    expect(checkPhone(`+254712345678${' '.repeat(250)}`, undefined).ok).toBe(false);
  });
  it('formats by display mode, auto by the leading plus, unknown as international', () => {
    expect(resolveDisplayMode('auto', '+254712345678')).toBe('international');
    expect(resolveDisplayMode('auto', '0712345678')).toBe('national');
    expect(resolveDisplayMode('fancy', '0712345678')).toBe('international');
    const formatted = (mode: string) =>
      (checkPhone('+254712345678', undefined, { displayMode: mode }) as { result: { formatted: string } }).result
        .formatted;
    expect(formatted('national')).toBe('0712 345678');
    expect(formatted('international')).toBe('+254 712 345678');
    expect(formatted('e.164')).toBe('+254712345678');
    expect(formatted('rfc3966')).toBe('tel:+254712345678');
    const idd = checkPhone('+256772123456', 'KE', { displayMode: 'idd' });
    expect(idd.ok && idd.result.formatted).toBe('000 256 772 123456');
    expect(formatted('bogus')).toBe('+254 712 345678');
  });
  it("the forms' E.164 check accepts exactly what the full check accepts, with the same number", () => {
    const written = [
      '+254712345678',
      '+254 712-345-678',
      '+254 (0) 712 345 678',
      '+2547123456789',
      '+254123',
      '+2541',
      '+254123456789012345678',
      '+256772123456',
      '+255754123456',
      '+447911123456',
      '+14155552671',
      '+80012345678',
      '+882123456789',
      '+999123456',
      '+',
      '',
      '   ',
      'hello',
      '+254 hello',
      '0712345678',
      '712345678',
      `+254${'7'.repeat(300)}`,
      ...Array.from({ length: 200 }, (_, i) => `+2547${String((i * 7919) % 100000000).padStart(8, '0')}`),
      ...Array.from({ length: 100 }, (_, i) => `+${(i * 104729) % 1000000000000}`),
    ];
    let accepted = 0;
    for (const input of written) {
      const full = checkPhone(input, undefined);
      // Asked twice: the second answer comes from what is kept, and must be the same.
      for (let k = 0; k < 2; k++)
        expect({ input, e164: validE164(input) }).toEqual({ input, e164: full.ok ? full.e164 : null });
      if (full.ok) accepted += 1;
    }
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(written.length - 20);
  });

  it('keeps only digits, spaces, plus, hyphen and parentheses when asked', () => {
    expect(keepPhoneCharacters('+254 (712) 345-678 call me!')).toBe('+254 (712) 345-678  ');
  });
  it('type-to-find resets after 700 ms', () => {
    const find = createTypeToFind();
    expect(find('k', 0)).toBe('k');
    expect(find('e', 500)).toBe('ke');
    expect(find('n', 1100)).toBe('ken');
    expect(find('u', 1801)).toBe('u');
  });
  it('opens the country list above when less than 200 px remain below', () => {
    expect(dropdownPlacement(199)).toBe('above');
    expect(dropdownPlacement(200)).toBe('below');
  });
});
