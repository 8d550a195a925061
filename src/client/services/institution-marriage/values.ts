import { emptyParty, type PartyValues } from '../common/party.js';

export interface WitnessValues {
  fullName: string;
  idNumber: string;
  phone: string;
}

/** The institution marriage's form as the page holds it: every field a string. */
export interface InstitutionMarriageValues {
  partyA: PartyValues;
  partyB: PartyValues;
  celebrationDate: string;
  lateReason: string;
  venueLicenceNumber: string;
  venueName: string;
  district: string;
  officiantLicenceNumber: string;
  officiantName: string;
  witnesses: WitnessValues[];
}

const emptyWitness = (): WitnessValues => ({ fullName: '', idNumber: '', phone: '' });

export function emptyInstitutionMarriage(): InstitutionMarriageValues {
  return {
    partyA: emptyParty(),
    partyB: emptyParty(),
    celebrationDate: '',
    lateReason: '',
    venueLicenceNumber: '',
    venueName: '',
    district: '',
    officiantLicenceNumber: '',
    officiantName: '',
    witnesses: [emptyWitness(), emptyWitness()],
  };
}

export const IM_FORM_PATH = '/institution/services/form-marriage-registration';
