import { LETTER_FINDING_WORDS, LETTER_STATUS_WORDS } from '../../../shared/services/marital-status-letter/index.js';

/** The registry of marital status letters (/backoffice/registry/marital-statuses). */
export const lettersEn = {
  title: 'Marital status letters issued',
  search: 'Search letter number, name, ID number or entry',
  issuedFrom: 'Issued from',
  issuedTo: 'Issued to',
  findings: LETTER_FINDING_WORDS,
  statuses: LETTER_STATUS_WORDS,
  entryValue: '%{number}, %{date}, %{district}',
  columns: {
    number: 'Letter number',
    holder: 'Applicant',
    idNumber: 'ID number',
    finding: 'What the register holds',
    entry: 'Register entry',
    marriedOn: 'Date of the marriage',
    marriageDistrict: 'District of the marriage',
    district: 'Registry office',
    purpose: 'Purpose',
    application: 'Application',
    issuedAt: 'Issued on',
    validUntil: 'Valid until',
    status: 'Status',
  },
};
