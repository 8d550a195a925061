import { letterFindingWords, letterStatusWords } from '../../../shared/services/marital-status-letter/index.js';
import type { Translation } from '../../i18n/types.js';
import type { lettersEn } from './register.en.js';

/** The findings and standings as the shared words say them (the letter's PDF and its pages alike). */
export const letterFindingsSw = letterFindingWords('sw');
export const letterStatusesSw = letterStatusWords('sw');

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
