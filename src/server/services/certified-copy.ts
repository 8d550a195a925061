import { checkCopyApplicant, issueCertifiedCopies } from '../modules/certification/copies.js';
import type { ServerService } from './types.js';

/** Submit asks that the applicant be party to the entry; approval (by the director) issues one stamped copy per copy ordered. */
export const certifiedCopy: ServerService<'CERTIFIED_COPY'> = {
  submitChecks: [checkCopyApplicant],
  onApproved: issueCertifiedCopies,
  documents: ['CERTIFIED_COPY'],
  history: {
    weight: 11,
    form: ({ k, purpose, entry }) => ({ registerEntryNumber: entry, copies: 1 + (k % 3), purpose }),
  },
};
