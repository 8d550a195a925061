/** The certified copy's form as the page holds it (the number of copies as typed). */
export interface CopyValues {
  registerEntryNumber: string;
  copies: string;
  purpose: string;
}

export const emptyCopy = (): CopyValues => ({ registerEntryNumber: '', copies: '1', purpose: '' });

export const COPY_FORM_PATH = '/user/services/form-certified-copy';
