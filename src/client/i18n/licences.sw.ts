import type { Translation } from './types.js';
import type { licencesEn } from './licences.en.js';

export const licenceKindsSw = {
  NOTICE_WAIVER: 'Leseni maalum (kuondolewa muda wa notisi)',
  PRIVATE_VENUE: 'Leseni maalum (mahali binafsi)',
  PUBLIC_PLACE: 'Leseni ya mahali pa umma',
};
export const licenceStatusesSw = {
  VALID: 'Halali',
  USED: 'Imetumika',
  EXPIRED: 'Muda wake umeisha',
  REVOKED: 'Imebatilishwa',
};
export const placeTypesSw = {
  CHURCH: 'Kanisa',
  MOSQUE: 'Msikiti',
  TEMPLE: 'Hekalu',
  HALL: 'Ukumbi',
  OTHER: 'Mahali pengine',
};

/** Swahili of the registries of licences and licensed places. */
export const licencesSw: Translation<typeof licencesEn> = {
  specialLicences: 'Leseni maalum zilizotolewa',
  organisationLicences: 'Leseni za mashirika zilizotolewa',
  licensedOrganisations: 'Mashirika yenye leseni',
  licence: 'Leseni',
  search: 'Tafuta nambari, majina au mahali',
  searchPlaces: 'Tafuta jina, nambari ya leseni au anwani',
  issuedFrom: 'Zilizotolewa kuanzia',
  issuedTo: 'Zilizotolewa hadi',
  kinds: licenceKindsSw,
  statuses: licenceStatusesSw,
  placeTypes: placeTypesSw,
  usedBy: 'Imetumiwa na ndoa %{number}',
  columns: {
    number: 'Nambari ya leseni',
    kind: 'Aina ya leseni',
    couple: 'Wanandoa',
    holder: 'Mmiliki',
    place: 'Mahali',
    placeType: 'Aina ya mahali',
    district: 'Wilaya',
    issuedAt: 'Ilitolewa tarehe',
    validUntil: 'Halali hadi',
    status: 'Hali',
    usedBy: 'Imetumiwa na ndoa',
    usedAt: 'Ilitumika tarehe',
    venue: 'Mahali pa harusi',
    venueAddress: 'Anwani ya mahali',
    capacity: 'Uwezo (watu)',
    denomination: 'Dhehebu',
    address: 'Anwani',
    name: 'Jina',
    licensedOn: 'Ilipewa leseni tarehe',
    application: 'Ombi',
    partyA: 'Mhusika A',
    partyB: 'Mhusika B',
    revokedAt: 'Ilibatilishwa tarehe',
    revokedReason: 'Sababu ya kubatilisha',
    revokedBy: 'Ilibatilishwa na',
  },
  detail: {
    facts: 'Leseni',
    revocation: 'Kubatilishwa',
    openApplication: 'Fungua ombi %{reference}',
    download: 'Pakua leseni (PDF)',
    notFound: 'Leseni hii haikuweza kupakiwa.',
    back: 'Rudi',
  },
  revoke: {
    button: 'Batilisha leseni',
    title: 'Batilisha leseni %{number}',
    lead: 'Leseni iliyobatilishwa haiwezi kutumika tena, na ukaguzi wa leseni utaonyesha kuwa imebatilishwa. Eleza kwa nini inabatilishwa: mmiliki ataarifiwa.',
    reason: 'Sababu',
    reasonHint: 'Angalau herufi 10.',
    confirm: 'Batilisha leseni',
    cancel: 'Ghairi',
    done: 'Leseni %{number} imebatilishwa.',
  },
};
