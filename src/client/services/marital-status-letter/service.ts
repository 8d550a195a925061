import MarkEmailRead from '@mui/icons-material/MarkEmailRead';
import { lazy } from 'react';
import { onlineForm, type ClientService } from '../types.js';
import { LetterPanel } from './LetterPanel.js';
import { LETTER_MESSAGES, PurposeStep } from './steps.js';
import { emptyLetter } from './values.js';

/**
 * The marital status letter: one step (purpose, country, registry office); then the applicant's letter
 * card; and the registry's list of the letters issued (/backoffice/registry/marital-statuses).
 */
export const maritalStatusLetter: ClientService = {
  form: onlineForm({ messages: LETTER_MESSAGES, emptyForm: emptyLetter, steps: { purpose: PurposeStep } }),
  ApplicantPanel: LetterPanel,
  register: { Page: lazy(() => import('./MaritalStatusLettersList.js')), icon: MarkEmailRead },
};
