import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectCountry, fallbackCountry, firstAcceptedCountry, initialCountry } from './phoneCountry.js';
import { filterPhoneText, isPhoneTextEmpty, keepPatternCharacters, phoneErrorMessage } from './phoneText.js';
import { checkPhone } from '../../../shared/phone.js';

afterEach(() => vi.unstubAllGlobals());

describe('country choice', () => {
  it('falls back to the first preferred, else the first allowed, else Kenya', () => {
    expect(fallbackCountry(['TZ', 'UG'], { allowedCountries: [] })).toBe('TZ');
    expect(fallbackCountry([], { allowedCountries: ['RW', 'UG'] })).toBe('RW');
    expect(fallbackCountry()).toBe('KE');
  });

  it('skips preferred countries the lists reject', () => {
    expect(fallbackCountry(['TZ', 'UG'], { allowedCountries: ['UG', 'RW'] })).toBe('UG');
    expect(fallbackCountry(['TZ'], { ignoredCountries: ['TZ'] })).toBe('KE');
  });

  it('keeps a valid default country, else falls back', () => {
    expect(initialCountry('UG')).toBe('UG');
    expect(initialCountry('UG', ['TZ'], { allowedCountries: ['TZ', 'KE'] })).toBe('TZ');
    expect(initialCountry('XX')).toBe('KE');
    expect(initialCountry(undefined, ['RW'])).toBe('RW');
  });

  it('accepts lower-case codes and rejects unknown ones', () => {
    expect(firstAcceptedCountry(['zz', 'ug'], {})).toBe('UG');
    expect(firstAcceptedCountry([42, null], {})).toBeNull();
  });

  it('reads the detected country from { data: { country } }', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response(JSON.stringify({ data: { country: 'tz' } })));
    vi.stubGlobal('fetch', fetchMock);
    await expect(detectCountry()).resolves.toBe('TZ');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/geo/country',
      expect.objectContaining({ headers: { Accept: 'application/json' } }),
    );
  });

  it.each([
    ['an HTTP error', new Response('{}', { status: 503 })],
    ['no country', new Response(JSON.stringify({ data: {} }))],
    ['an unknown country', new Response(JSON.stringify({ data: { country: 'Narnia' } }))],
  ])('rejects %s', async (_label, response) => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(response));
    await expect(detectCountry()).rejects.toThrow('country detection answered');
  });
});

describe('phone text', () => {
  it('counts the calling code alone as empty', () => {
    expect(isPhoneTextEmpty('', 'KE')).toBe(true);
    expect(isPhoneTextEmpty(null, 'KE')).toBe(true);
    expect(isPhoneTextEmpty('+254', 'KE')).toBe(true);
    expect(isPhoneTextEmpty('+254 ', 'KE')).toBe(true);
    expect(isPhoneTextEmpty('+256', 'KE')).toBe(false);
    expect(isPhoneTextEmpty('+', 'KE')).toBe(false);
    expect(isPhoneTextEmpty('+254 7', 'KE')).toBe(false);
    expect(isPhoneTextEmpty('+254', null)).toBe(false);
  });

  it('filters by a pattern one character at a time, whatever its flags', () => {
    const global = /[0-9]/g;
    expect(keepPatternCharacters('a1b2c3', global)).toBe('123');
    expect(keepPatternCharacters('a1b2c3', global)).toBe('123');
    expect(filterPhoneText('+254 (7a)-1.2', { onlyPhoneCharacters: true })).toBe('+254 (7)-12');
    expect(filterPhoneText('+254 7', { onlyPhoneCharacters: true, pattern: /\d/ })).toBe('2547');
    expect(filterPhoneText('+254 7x', {})).toBe('+254 7x');
  });

  it('maps each failed check to its message key, the invalid-message winning for invalid numbers', () => {
    expect(phoneErrorMessage(null)).toBeNull();
    expect(phoneErrorMessage(checkPhone('+254712345678', 'KE'))).toBeNull();
    expect(phoneErrorMessage(checkPhone('+2547', 'KE'))).toBe('components.phone.errors.TOO_SHORT');
    expect(phoneErrorMessage(checkPhone('+2547', 'KE'), 'Custom')).toBe('components.phone.errors.TOO_SHORT');
    expect(phoneErrorMessage(checkPhone('+254912345678', 'KE'))).toBe('components.phone.invalid');
    expect(phoneErrorMessage(checkPhone('+254912345678', 'KE'), 'Custom')).toBe('Custom');
    expect(phoneErrorMessage(checkPhone('+256712345678', 'KE', { allowedCountries: ['KE'] }))).toBe(
      'components.phone.notAllowed',
    );
  });
});
