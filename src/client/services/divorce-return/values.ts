import type { z } from 'zod';
import type { divorceReturn } from '../../../shared/services/divorce-return.js';
import type { HeldValues } from '../types.js';
/** The divorce return's form as the page holds it. */
export type DivorceValues = HeldValues<z.input<typeof divorceReturn.form>>;

export const emptyDivorce = (): DivorceValues => ({
  caseNumber: '',
  court: '',
  decreeAbsoluteDate: '',
  registrationNumber: '',
});

export const DIVORCE_FORM_PATH = '/institution/services/form-divorce-returns';
