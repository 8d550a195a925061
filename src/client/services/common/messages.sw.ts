import type { Translation } from '../../i18n/types.js';
import type { licencePanelEn, partyEn, partyHintsEn } from './messages.en.js';

/** Swahili of the words the services' forms share. */
export const partyHintsSw: Translation<typeof partyHintsEn> = {
  partyAHint: 'Mtu wa kwanza atakayefunga ndoa, kama ilivyoandikwa kwenye hati yake ya utambulisho.',
  partyBHint: 'Mtu wa pili atakayefunga ndoa, kama ilivyoandikwa kwenye hati yake ya utambulisho.',
};

export const partySw: Translation<typeof partyEn> = {
  name: 'Jina kamili',
  firstName: 'Jina la kwanza',
  middleName: 'Jina la kati',
  lastName: 'Jina la mwisho',
  idType: 'Hati ya utambulisho',
  idNumber: 'Nambari ya hati',
  nationality: 'Utaifa',
  dateOfBirth: 'Tarehe ya kuzaliwa',
  sex: 'Jinsia',
  condition: 'Hali ya ndoa',
  conditionHint: 'Mtalaka: ambatisha amri ya mwisho ya talaka. Mjane: ambatisha cheti cha kifo.',
  occupation: 'Kazi',
  residenceDistrict: 'Wilaya ya makazi',
  fatherName: 'Jina kamili la baba',
  motherName: 'Jina kamili la mama',
  phone: 'Nambari ya simu',
  email: 'Anwani ya barua pepe',
};

export const licencePanelSw: Translation<typeof licencePanelEn> = {
  title: 'Leseni yako',
  number: 'Nambari ya leseni',
  status: 'Hali',
  statuses: { VALID: 'Halali', USED: 'Imetumika', EXPIRED: 'Muda wake umeisha', REVOKED: 'Imebatilishwa' },
  validUntil: 'Halali hadi',
  loading: 'Inapakia leseni…',
  loadError: 'Leseni haikuweza kusomwa: %{message}',
  nextTitle: 'Hatua inayofuata',
  used: 'Leseni hii imeshatumika kwa ndoa yake.',
  expired: 'Muda wa leseni hii umeisha na haiwezi kutumika tena.',
  revoked: 'Leseni hii imebatilishwa na haiwezi kutumika tena.',
  revokedReason: 'Sababu: %{reason}',
};
