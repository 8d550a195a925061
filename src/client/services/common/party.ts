/** A party to a marriage as the forms hold it (notice, special licences): every field a string. */
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

/** The forms that name both parties. */
export interface CoupleValues {
  partyA: PartyValues;
  partyB: PartyValues;
}

export const emptyParty = (): PartyValues => ({
  firstName: '',
  middleName: '',
  lastName: '',
  idType: 'NATIONAL_ID',
  idNumber: '',
  nationality: 'KE',
  dateOfBirth: '',
  sex: '',
  condition: '',
  occupation: '',
  residenceDistrict: '',
  fatherName: '',
  motherName: '',
  phone: '',
  email: '',
});
