/** The divorce return's form as the page holds it. */
export interface DivorceValues {
  caseNumber: string;
  court: string;
  decreeAbsoluteDate: string;
  registrationNumber: string;
}

export const emptyDivorce = (): DivorceValues => ({
  caseNumber: '',
  court: '',
  decreeAbsoluteDate: '',
  registrationNumber: '',
});

export const DIVORCE_FORM_PATH = '/institution/services/form-divorce-returns';
