import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { countryName, nationalityWords } from '../../shared/i18n/countries.js';
import type { LabelRef } from '../../shared/services/labels.js';
import { useCountries, useDistricts } from './reference.js';

/** Names for the codes forms store: districts, countries and nationalities (the code until they load). */
export function useRefLookup(): (ref: LabelRef, code: string) => string {
  const districts = useDistricts();
  const countries = useCountries();
  const [locale] = useLocaleState();
  const reader = locale === 'sw' ? 'sw' : 'en';
  return useCallback(
    (ref: LabelRef, code: string) => {
      if (ref === 'district') return districts.data?.find((d) => d.code === code)?.name ?? code;
      const country = countries.data?.find((c) => c.isoCode === code);
      if (!country) return code;
      return ref === 'nationality' ? nationalityWords(country, reader) : countryName(country, reader);
    },
    [districts.data, countries.data, reader],
  );
}
