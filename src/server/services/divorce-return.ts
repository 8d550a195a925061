import { checkDivorceReturn, recordDivorce } from '../modules/divorces/outcomes.js';
import type { ServerService } from './types.js';

/** Submit checks the entry and the decree's date; the director's approval marks the entry dissolved and acknowledges the return. */
export const divorceReturn: ServerService<'DIVORCE_RETURN'> = {
  submitChecks: [checkDivorceReturn],
  onApproved: recordDivorce,
  documents: ['DIVORCE_ACKNOWLEDGEMENT'],
  history: {
    weight: 4,
    form: ({ before, k, entry, created }) => ({
      caseNumber: `DIVORCE CAUSE NO. E${100 + k} OF ${created.getUTCFullYear()}`,
      court: 'High Court of Kenya, Family Division',
      decreeAbsoluteDate: before,
      registrationNumber: entry,
    }),
  },
};
