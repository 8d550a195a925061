import type { Licence, LicensedPlace } from '../../../shared/contracts/licences.js';

/** Licences and places as the API lists them, for the registry pages' tests. */
export const licence = (over: Partial<Licence> = {}): Licence => ({
  id: 'lic-1',
  kind: 'NOTICE_WAIVER',
  number: 'SLW/2026/000001',
  status: 'VALID',
  applicationId: 'app-1',
  applicationReference: 'SLW-2026-000001',
  holderName: 'Amina Otieno',
  district: '047',
  districtName: 'Nairobi',
  partyAName: 'Amina Otieno',
  partyBName: 'Brian Otieno',
  venueName: null,
  venueAddress: null,
  placeType: null,
  capacity: null,
  organisationId: null,
  documentId: 'doc-1',
  // 22:30 UTC is already the next day in Nairobi.
  issuedAt: '2026-11-22T22:30:00.000Z',
  validUntil: '2027-02-20T20:59:59.000Z',
  usedAt: null,
  usedByRegistrationNumber: null,
  revokedAt: null,
  revokedReason: null,
  revokedByName: null,
  ...over,
});

export const place = (over: Partial<LicensedPlace> = {}): LicensedPlace => ({
  id: 'place-1',
  licenceId: 'lic-9',
  licenceNumber: 'PPL/2026/000003',
  status: 'VALID',
  name: 'St Paul’s Chapel',
  placeType: 'CHURCH',
  denomination: 'Anglican',
  district: '001',
  districtName: 'Mombasa',
  address: 'Nkrumah Road',
  capacity: 300,
  licensedOn: '2026-03-01T07:00:00.000Z',
  validUntil: '2027-03-01T07:00:00.000Z',
  ...over,
});
