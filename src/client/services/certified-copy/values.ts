/** The certified copy's form as the page holds it (the number of copies as typed). */
export interface CopyValues {
  registerEntryNumber: string;
  /** The completed search that found the entry ('' for the applicant's own entry). */
  searchReference: string;
  copies: string;
  purpose: string;
}

export const emptyCopy = (): CopyValues => ({ registerEntryNumber: '', searchReference: '', copies: '1', purpose: '' });

export const COPY_FORM_PATH = '/user/services/form-certified-copy';
