import { checkRectification } from '../modules/rectification/entries.js';
import { rectifyEntry } from '../modules/rectification/outcome.js';
import type { ServerService } from './types.js';

/** Submit asks that the applicant be party to the entry and the correction be new; the Registrar General's approval amends the entry and re-issues its certificate. */
export const dataRectification: ServerService<'DATA_RECTIFICATION'> = {
  submitChecks: [checkRectification],
  onApproved: rectifyEntry,
  documents: ['MARRIAGE_CERTIFICATE'],
  history: {
    weight: 5,
    form: ({ b, entry }) => ({
      registerEntryNumber: entry,
      field: 'Surname of party B',
      currentValue: `${b.lastName}h`,
      correctValue: b.lastName,
      reason: 'The surname was misspelt when the entry was made; the national ID shows the right spelling.',
    }),
  },
};
