import type { ServerService } from '../../services/types.js';
import lettersModule from './module.js';
import { checkLetterApplicant, issueMaritalStatusLetter } from './outcomes.js';

/**
 * The marital status letter's server part. Submit asks for the applicant's verified ID number;
 * approval (by the director) issues the letter stating what the register holds for it. Its module
 * serves the letters' register; its demo seeds letters of every finding and status.
 */
export const maritalStatusLetter: ServerService<'MARITAL_STATUS_LETTER'> = {
  submitChecks: [checkLetterApplicant],
  onApproved: issueMaritalStatusLetter,
  documents: ['MARITAL_STATUS_LETTER'],
  module: lettersModule,
  demo: async ({ db, files, now, publicUrl }) => (await import('./demo.js')).seedDemoLetters(db, files, now, publicUrl),
  history: { weight: 10, form: ({ k, purpose }) => ({ purpose, destinationCountry: k % 2 ? 'GB' : null }) },
};
