import type { z } from 'zod';
import type { maritalStatusLetter } from '../../../shared/services/marital-status-letter/index.js';
import type { HeldValues } from '../types.js';
/** The marital status letter's form as the page holds it. */
export type LetterValues = HeldValues<z.input<typeof maritalStatusLetter.form>>;

export const emptyLetter = (): LetterValues => ({ purpose: '', destinationCountry: null, district: '' });

export const LETTER_FORM_PATH = '/user/services/form-marital-status';
