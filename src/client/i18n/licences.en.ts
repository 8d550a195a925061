import { LICENCE_KIND_WORDS, LICENCE_STATUS_WORDS } from '../../shared/licences.js';
import { publicPlaceLicence } from '../../shared/services/public-place-licence.js';

/** The registries of licences and licensed places (/backoffice/registry/*-licences, licensed-organisations, licences/:id). */
export const licencesEn = {
  specialLicences: 'Special licences issued',
  organisationLicences: 'Organisation licences issued',
  licensedOrganisations: 'Licensed organisations',
  licence: 'Licence',
  search: 'Search number, names or venue',
  searchPlaces: 'Search name, licence number or address',
  issuedFrom: 'Issued from',
  issuedTo: 'Issued to',
  kinds: LICENCE_KIND_WORDS,
  statuses: LICENCE_STATUS_WORDS,
  placeTypes: publicPlaceLicence.labels.placeType.values,
  usedBy: 'Used by marriage %{number}',
  columns: {
    number: 'Licence number', kind: 'Kind of licence', couple: 'Couple', holder: 'Holder', place: 'Place', placeType: 'Kind of place',
    district: 'District', issuedAt: 'Issued on', validUntil: 'Valid until', status: 'Status', usedBy: 'Used by marriage', usedAt: 'Used on',
    venue: 'Venue', venueAddress: 'Venue address', capacity: 'Capacity (people)', denomination: 'Denomination', address: 'Address',
    name: 'Name', licensedOn: 'Licensed on', application: 'Application', partyA: 'Party A', partyB: 'Party B',
    revokedAt: 'Revoked on', revokedReason: 'Reason for revocation', revokedBy: 'Revoked by',
  },
  detail: {
    facts: 'The licence', revocation: 'Revocation', openApplication: 'Open the application %{reference}', download: 'Download the licence (PDF)',
    notFound: 'This licence could not be loaded.', back: 'Back',
  },
  revoke: {
    button: 'Revoke licence', title: 'Revoke licence %{number}',
    lead: 'A revoked licence cannot be used again, and the licence check says it is revoked. Say why it is revoked: the holder is told.',
    reason: 'Reason', reasonHint: 'At least 10 characters.', confirm: 'Revoke the licence', cancel: 'Cancel', done: 'Licence %{number} is revoked.',
  },
};
