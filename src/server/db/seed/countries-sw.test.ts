import { describe, expect, it } from 'vitest';
import { COUNTRY_NAMES_SW, countryName, nationalityWords } from '../../../shared/i18n/countries.js';
import { COUNTRIES } from './reference-data.js';

describe('issue 20 #17: nationalities and countries in Swahili', () => {
  it('every country the registry lists has its Swahili name', () => {
    expect(COUNTRIES.map(([iso]) => iso).filter((iso) => !COUNTRY_NAMES_SW[iso])).toEqual([]);
  });

  it('a nationality reads "Raia wa …" on a Swahili page and as the registry keeps it in English', () => {
    const britain = { isoCode: 'GB', name: 'United Kingdom', nationality: 'British' };
    expect(nationalityWords(britain, 'sw')).toBe('Raia wa Uingereza');
    expect(nationalityWords(britain, 'en')).toBe('British');
    expect(countryName(britain, 'sw')).toBe('Uingereza');
    // A country added later without its Swahili name keeps its English one.
    expect(nationalityWords({ isoCode: 'XK', name: 'Kosovo', nationality: 'Kosovar' }, 'sw')).toBe('Raia wa Kosovo');
  });
});
