import type { z } from 'zod';
import type { publicPlaceLicence } from '../../../shared/services/public-place-licence.js';
import type { HeldValues } from '../types.js';
/** The public place licence's form as the page holds it: every field a string, the officiants as listed. */
export type PlaceLicenceValues = HeldValues<z.input<typeof publicPlaceLicence.form>>;
export type OfficiantValues = PlaceLicenceValues['officiants'][number];

/** At least one officiant and at most this many (the shared form's bounds). */
export const MIN_OFFICIANTS = 1;
export const MAX_OFFICIANTS = 20;

export const emptyOfficiant = (): OfficiantValues => ({ fullName: '', idNumber: '' });

export const emptyPlaceLicence = (): PlaceLicenceValues => ({
  placeName: '',
  placeType: '',
  denomination: '',
  district: '',
  physicalAddress: '',
  capacity: '',
  responsiblePerson: { fullName: '', idNumber: '', role: '', phone: '', email: '' },
  officiants: [emptyOfficiant()],
});
