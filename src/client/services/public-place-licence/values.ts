/** The public place licence's form as the page holds it: every field a string, the officiants as listed. */
export interface OfficiantValues {
  fullName: string;
  idNumber: string;
}

export interface PlaceLicenceValues {
  placeName: string;
  placeType: string;
  denomination: string;
  district: string;
  physicalAddress: string;
  capacity: string;
  responsiblePerson: { fullName: string; idNumber: string; role: string; phone: string; email: string };
  officiants: OfficiantValues[];
}

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
