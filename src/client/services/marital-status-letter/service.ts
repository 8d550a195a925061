import { onlineForm, type ClientService } from '../types.js';
import { LetterPanel } from './LetterPanel.js';
import { LETTER_MESSAGES, PurposeStep } from './steps.js';
import { emptyLetter } from './values.js';

/** The marital status letter: one step (purpose, country, registry office); then the applicant's letter card. */
export const maritalStatusLetter: ClientService = {
  form: onlineForm({ messages: LETTER_MESSAGES, emptyForm: emptyLetter, steps: { purpose: PurposeStep } }),
  ApplicantPanel: LetterPanel,
};
