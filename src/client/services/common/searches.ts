import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import type { SearchSummary } from '../../../shared/contracts/searches.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { getData } from '../../providers/httpClient.js';
import { searchSummarySchema } from '../../../shared/contracts/searches.js';
import { z } from 'zod';

/** The signed-in applicant's completed register searches (their organisation's, for an institution). */
export function useMyRegisterSearches() {
  return useQuery({
    queryKey: ['my-register-searches'],
    queryFn: () => getData('/my-register-searches', z.array(searchSummarySchema)),
  });
}

/** The area the page is in (the applicant's links stay in it). */
export function useApplicantArea(): 'user' | 'institution' {
  return useLocation().pathname.startsWith('/institution') ? 'institution' : 'user';
}

/** Where a search report of this search is asked for. */
export const reportFormPath = (area: string, searchReference: string) =>
  `/${area}/services/form-search-report?search=${encodeURIComponent(searchReference)}`;

/** Where a certified copy of an entry a search found is ordered. */
export const copyFormPath = (area: string, searchReference: string, registrationNumber: string) =>
  `/${area}/services/form-certified-copy?search=${encodeURIComponent(searchReference)}&entry=${encodeURIComponent(registrationNumber)}`;

/** A search's criteria in one line: "Wanjiru Kamau and John Kiprono, 01-01-1995 to 31-12-1995, Nairobi". */
export function criteriaLine(
  criteria: SearchSummary['criteria'],
  words: { anyDate: string; anyDistrict: string; from: string; to: string },
): string {
  const names = [criteria.partyName, criteria.otherPartyName].filter(Boolean).join(' and ');
  const dates =
    criteria.from && criteria.to
      ? `${toDisplayDate(criteria.from)} – ${toDisplayDate(criteria.to)}`
      : criteria.from
        ? `${words.from} ${toDisplayDate(criteria.from)}`
        : criteria.to
          ? `${words.to} ${toDisplayDate(criteria.to)}`
          : words.anyDate;
  return `${names}, ${dates}, ${criteria.districtName ?? words.anyDistrict}`;
}
