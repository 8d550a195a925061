import { emptyParty, type PartyValues } from '../common/party.js';

export interface WitnessValues {
  fullName: string;
  idNumber: string;
  phone: string;
}

/** The notice form's values as the page holds them: every field a string, lists at their length. */
export interface NoticeFormValues {
  partyA: PartyValues;
  partyB: PartyValues;
  intendedDate: string;
  district: string;
  venue: { type: string; name: string; licenceReference: string };
  witnesses: WitnessValues[];
  specialLicenceReference: string;
}

export const emptyWitness = (): WitnessValues => ({ fullName: '', idNumber: '', phone: '' });

export function emptyNotice(): NoticeFormValues {
  return {
    partyA: emptyParty(),
    partyB: emptyParty(),
    intendedDate: '',
    district: '',
    venue: { type: 'REGISTRAR_OFFICE', name: '', licenceReference: '' },
    witnesses: [emptyWitness(), emptyWitness()],
    specialLicenceReference: '',
  };
}

export const NOTICE_FORM_PATH = '/user/services/form-marriage-registration';
