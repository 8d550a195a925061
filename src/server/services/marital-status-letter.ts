import { checkLetterApplicant, issueMaritalStatusLetter } from '../modules/letters/outcomes.js';
import type { ServerService } from './types.js';

/** Submit asks for the applicant's verified ID number; approval (by the director) issues the letter stating what the register holds for it. */
export const maritalStatusLetter: ServerService<'MARITAL_STATUS_LETTER'> = {
  submitChecks: [checkLetterApplicant],
  onApproved: issueMaritalStatusLetter,
  documents: ['MARITAL_STATUS_LETTER'],
};
