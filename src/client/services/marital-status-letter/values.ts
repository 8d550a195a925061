/** The marital status letter's form as the page holds it. */
export interface LetterValues {
  purpose: string;
  destinationCountry: string | null;
  district: string;
}

export const emptyLetter = (): LetterValues => ({ purpose: '', destinationCountry: null, district: '' });

export const LETTER_FORM_PATH = '/user/services/form-marital-status';
