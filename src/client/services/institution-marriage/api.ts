import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { institutionVenueSchema, officiantSchema } from '../../../shared/contracts/officiants.js';
import { getData, getRecord } from '../../providers/httpClient.js';

/** The venues the institution holds a place licence for (GET /api/institution-venues). */
export function useInstitutionVenues() {
  return useQuery({
    queryKey: ['institution', 'venues'],
    staleTime: 60_000,
    queryFn: () => getData('/institution-venues', z.array(institutionVenueSchema)),
  });
}

export const OFFICIANTS_KEY = ['institution', 'officiants'] as const;

/** The institution's officiants, active first (GET /api/officiants). */
export function useOfficiants() {
  return useQuery({
    queryKey: OFFICIANTS_KEY,
    queryFn: () =>
      getRecord(
        `/officiants?sort=${encodeURIComponent('["fullName","ASC"]')}&range=${encodeURIComponent('[0,499]')}`,
        z.array(officiantSchema),
      ),
  });
}
