import { useQuery } from '@tanstack/react-query';
import { httpClient } from '../providers/httpClient.js';

export interface District { code: string; name: string; active: boolean }
export interface Country { isoCode: string; name: string; nationality: string; enabled: boolean }
export interface MarriageRoom { id: string; name: string; district: string; active: boolean }

const listUrl = (resource: string, filter: Record<string, unknown>, sort: [string, string], size = 500) =>
  `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify([0, size - 1]))}`;

/** Active districts (GET /api/districts, public). */
export function useDistricts() {
  return useQuery({
    queryKey: ['notices', 'districts'],
    staleTime: 10 * 60_000,
    queryFn: async () => (await httpClient(listUrl('districts', { active: true }, ['name', 'ASC']))).json as District[],
  });
}

/** Enabled countries (GET /api/countries, public). */
export function useCountries() {
  return useQuery({
    queryKey: ['notices', 'countries'],
    staleTime: 10 * 60_000,
    queryFn: async () => (await httpClient(listUrl('countries', { enabled: true }, ['name', 'ASC']))).json as Country[],
  });
}

/**
 * The active marriage rooms of a district (GET /api/marriage-rooms). The settings endpoint may be
 * closed to applicants: then the answer is an empty list (and no sign-out on its 403).
 */
export function useDistrictRooms(district: string | null | undefined) {
  return useQuery({
    queryKey: ['notices', 'rooms', district],
    enabled: Boolean(district),
    staleTime: 5 * 60_000,
    queryFn: async () => {
      try {
        const { json } = await httpClient(listUrl('marriage-rooms', { district, active: true }, ['name', 'ASC'], 50), { authFailureHandled: true });
        return json as MarriageRoom[];
      } catch {
        return [] as MarriageRoom[];
      }
    },
  });
}
