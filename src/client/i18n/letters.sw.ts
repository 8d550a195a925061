import type { Translation } from './types.js';
import type { lettersEn } from './letters.en.js';

export const letterFindingsSw = {
  NONE: 'Hakuna ndoa kwenye rejista',
  MARRIED: 'Ameoa/ameolewa',
  DISSOLVED: 'Ndoa imevunjwa',
};
export const letterStatusesSw = { VALID: 'Halali', EXPIRED: 'Muda wake umeisha' };

/** Swahili of the registry of marital status letters (/backoffice/registry/marital-statuses). */
export const lettersSw: Translation<typeof lettersEn> = {
  title: 'Barua za hali ya ndoa zilizotolewa',
  search: 'Tafuta nambari ya barua, jina, nambari ya kitambulisho au ingizo',
  issuedFrom: 'Zilizotolewa kuanzia',
  issuedTo: 'Zilizotolewa hadi',
  findings: letterFindingsSw,
  statuses: letterStatusesSw,
  entryValue: '%{number}, %{date}, %{district}',
  columns: {
    number: 'Nambari ya barua',
    holder: 'Mwombaji',
    idNumber: 'Nambari ya kitambulisho',
    finding: 'Rejista inaonyesha nini',
    entry: 'Ingizo la rejista',
    marriedOn: 'Tarehe ya ndoa',
    marriageDistrict: 'Wilaya ya ndoa',
    district: 'Ofisi ya masjala',
    purpose: 'Madhumuni',
    application: 'Ombi',
    issuedAt: 'Ilitolewa tarehe',
    validUntil: 'Halali hadi',
    status: 'Hali',
  },
};
