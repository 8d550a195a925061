import { useQuery } from '@tanstack/react-query';
import type { InstitutionVenue, OfficiantRecord } from '../../../shared/contracts/officiants.js';
import { httpClient } from '../../providers/httpClient.js';

/** The venues the institution holds a place licence for (GET /api/institution-venues). */
export function useInstitutionVenues() {
  return useQuery({
    queryKey: ['institution', 'venues'],
    staleTime: 60_000,
    queryFn: async () => ((await httpClient('/api/institution-venues')).json as { data: InstitutionVenue[] }).data,
  });
}

export const OFFICIANTS_KEY = ['institution', 'officiants'] as const;

/** The institution's officiants, active first (GET /api/officiants). */
export function useOfficiants() {
  return useQuery({
    queryKey: OFFICIANTS_KEY,
    queryFn: async () =>
      (
        await httpClient(
          `/api/officiants?sort=${encodeURIComponent('["fullName","ASC"]')}&range=${encodeURIComponent('[0,499]')}`,
        )
      ).json as OfficiantRecord[],
  });
}
