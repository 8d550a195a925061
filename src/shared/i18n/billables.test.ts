import { describe, expect, it } from 'vitest';
import { BILLABLES } from '../../server/db/seed/reference-data.js';
import { billableName } from './billables.js';

describe('the names of the extras on the price list', () => {
  it('issue 20 #17: says every extra the registry seeds in Swahili, and a name an administrator wrote as written', () => {
    for (const [, name] of BILLABLES) {
      expect(billableName(name, 'en')).toBe(name);
      expect(billableName(name, 'sw'), name).not.toBe(name);
    }
    expect(billableName('Extra copy of the marriage certificate', 'sw')).toBe('Nakala ya ziada ya cheti cha ndoa');
    expect(billableName('Gift wrapping of the certificate', 'sw')).toBe('Gift wrapping of the certificate');
  });
});
