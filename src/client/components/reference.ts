import { useQuery } from '@tanstack/react-query';
import type { LicensedPlace } from '../../shared/contracts/licences.js';
import type { CountryRecord, DistrictRecord, MarriageRoomRecord } from '../../shared/contracts/settings.js';
import { httpClient } from '../providers/httpClient.js';

/** The settings records these lists answer (the routes' response schemas). */
export type District = DistrictRecord;
export type Country = CountryRecord;
export type MarriageRoom = MarriageRoomRecord;

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
        const { json } = await httpClient(listUrl('marriage-rooms', { district, active: true }, ['name', 'ASC'], 50), {
          authFailureHandled: true,
        });
        return json as MarriageRoom[];
      } catch {
        return [] as MarriageRoom[];
      }
    },
  });
}

/**
 * The places of a district that hold a valid licence for marriages (GET /api/licensed-places): the
 * notice form offers them as venues.
 */
export function useLicensedPlaces(district: string | null | undefined) {
  return useQuery({
    queryKey: ['notices', 'licensed-places', district],
    enabled: Boolean(district),
    staleTime: 60_000,
    queryFn: async () =>
      (await httpClient(listUrl('licensed-places', { district, status: 'VALID' }, ['name', 'ASC'], 200)))
        .json as LicensedPlace[],
  });
}
