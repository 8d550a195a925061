// @vitest-environment jsdom
// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, rememberLocale, startingLocale } from './locale.js';

describe('the starting language', () => {
  beforeEach(() => localStorage.clear());

  it('is English for a first visit', () => {
    expect(startingLocale('')).toBe('en');
  });

  it('follows ?lang= and remembers it for the next page', () => {
    expect(startingLocale('?lang=sw')).toBe('sw');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('sw');
    expect(document.documentElement.lang).toBe('sw');
    expect(startingLocale('')).toBe('sw');
    expect(startingLocale('?lang=en')).toBe('en');
    expect(startingLocale('')).toBe('en');
  });

  it('ignores a language the portal does not speak', () => {
    rememberLocale('sw');
    expect(startingLocale('?lang=fr')).toBe('sw');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    expect(startingLocale('')).toBe('en');
  });
});
