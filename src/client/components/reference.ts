import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { licensedPlaceSchema } from '../../shared/contracts/licences.js';
import {
  countryRecord,
  districtRecord,
  marriageRoomRecord,
  type MarriageRoomRecord,
} from '../../shared/contracts/settings.js';
import { getRecord } from '../providers/httpClient.js';

/**
 * What the forms read of the settings records these lists answer (the routes' response schemas):
 * that part of each record's contract is checked, as useDraft reads its part of a draft.
 */
const districtRow = districtRecord.pick({ code: true, name: true, active: true });
const countryRow = countryRecord.pick({ isoCode: true, name: true, nationality: true, enabled: true });
export type District = z.input<typeof districtRow>;
export type Country = z.input<typeof countryRow>;
export type MarriageRoom = MarriageRoomRecord;

const listUrl = (resource: string, filter: Record<string, unknown>, sort: [string, string], size = 500) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent(JSON.stringify(sort))}&range=${encodeURIComponent(JSON.stringify([0, size - 1]))}`;

/** Active districts (GET /api/districts, public). */
export function useDistricts() {
  return useQuery({
    queryKey: ['notices', 'districts'],
    staleTime: 10 * 60_000,
    queryFn: () => getRecord(listUrl('districts', { active: true }, ['name', 'ASC']), z.array(districtRow)),
  });
}

/** Enabled countries (GET /api/countries, public). */
export function useCountries() {
  return useQuery({
    queryKey: ['notices', 'countries'],
    staleTime: 10 * 60_000,
    queryFn: () => getRecord(listUrl('countries', { enabled: true }, ['name', 'ASC']), z.array(countryRow)),
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
        return await getRecord(
          listUrl('marriage-rooms', { district, active: true }, ['name', 'ASC'], 50),
          z.array(marriageRoomRecord),
          { authFailureHandled: true },
        );
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
    queryFn: () =>
      getRecord(
        listUrl('licensed-places', { district, status: 'VALID' }, ['name', 'ASC'], 200),
        z.array(licensedPlaceSchema),
      ),
  });
}
