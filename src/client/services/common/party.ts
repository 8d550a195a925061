import type { z } from 'zod';
import type { partySchema } from '../../../shared/forms/parts.js';
import type { HeldValues } from '../types.js';

/** A party to a marriage as the forms hold it (notice, special licences): the shared party form's fields, every one a string. */
export type PartyValues = HeldValues<z.input<typeof partySchema>>;

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
