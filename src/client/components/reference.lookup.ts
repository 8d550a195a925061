import { useCallback } from 'react';
import type { LabelRef } from '../../shared/services/labels.js';
import { useCountries, useDistricts } from './reference.js';

/** Names for the codes forms store: districts, countries and nationalities (the code until they load). */
export function useRefLookup(): (ref: LabelRef, code: string) => string {
  const districts = useDistricts();
  const countries = useCountries();
  return useCallback(
    (ref: LabelRef, code: string) => {
      if (ref === 'district') return districts.data?.find((d) => d.code === code)?.name ?? code;
      const country = countries.data?.find((c) => c.isoCode === code);
      return (ref === 'nationality' ? country?.nationality || country?.name : country?.name) ?? code;
    },
    [districts.data, countries.data],
  );
}
