import { LICENCE_KIND_WORDS, LICENCE_STATUS_WORDS } from '../../../shared/licences.js';

/** /institution/registry: the institution's own registry. */
export const institutionRegistryEn = {
  menu: 'Our registry',
  title: 'Our registry',
  lead: 'What the registry holds about your institution: its details, its licence, the marriages it registered and the returns it filed.',
  loading: 'Loading your registry…',
  failed: 'Your registry could not be loaded: %{message}',
  details: {
    title: 'Our institution',
    name: 'Name',
    type: 'Kind of institution',
    registrationNumber: 'Registration number',
    licensed: 'Licensed to celebrate marriages',
    yes: 'Yes',
    no: 'No',
    types: { CHURCH: 'Church', MOSQUE: 'Mosque', TEMPLE: 'Temple', COURT: 'Court', LICENSED_ORGANISATION: 'Licensed organisation' },
  },
  licence: {
    title: 'Our licence',
    none: 'The registry holds no licence of your institution to celebrate marriages.',
    number: 'Licence number',
    kind: 'Kind',
    kinds: LICENCE_KIND_WORDS,
    validity: 'Valid',
    validityValue: 'From %{from} to %{to}',
    status: 'Status',
    statuses: LICENCE_STATUS_WORDS,
    download: 'Download the licence (PDF)',
  },
  marriages: {
    title: 'Marriages we registered',
    none: 'No marriage registered by your institution yet.',
    entry: 'Register entry %{number}: %{a} and %{b}, married on %{date}',
    noEntry: 'Not in the register yet',
    dissolved: 'Dissolved on %{date}',
    submitted: 'Submitted on %{date}',
    notSubmitted: 'Not submitted yet',
  },
  returns: {
    title: 'Returns we filed',
    none: 'No return filed by your institution yet.',
    services: { MARRIAGE_RETURN: 'Marriage return', DIVORCE_RETURN: 'Divorce return' },
    submitted: 'Submitted on %{date}',
    notSubmitted: 'Not submitted yet',
    open: 'Open %{reference}',
  },
};
