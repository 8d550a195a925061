/** The notice form's values as the page holds them: every field a string, lists at their length. */
export interface PartyValues {
  firstName: string;
  middleName: string;
  lastName: string;
  idType: string;
  idNumber: string;
  nationality: string;
  dateOfBirth: string;
  sex: string;
  condition: string;
  occupation: string;
  residenceDistrict: string;
  fatherName: string;
  motherName: string;
  phone: string;
  email: string;
}

export interface WitnessValues {
  fullName: string;
  idNumber: string;
  phone: string;
}

export interface NoticeFormValues {
  partyA: PartyValues;
  partyB: PartyValues;
  intendedDate: string;
  district: string;
  venue: { type: string; name: string; licenceReference: string };
  witnesses: WitnessValues[];
  specialLicenceReference: string;
}

export const emptyParty = (): PartyValues => ({
  firstName: '', middleName: '', lastName: '', idType: 'NATIONAL_ID', idNumber: '', nationality: 'KE', dateOfBirth: '', sex: '', condition: '',
  occupation: '', residenceDistrict: '', fatherName: '', motherName: '', phone: '', email: '',
});

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
