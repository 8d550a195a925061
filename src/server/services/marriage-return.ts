import { returnSubjects } from '../modules/duplicates/subjects.js';
import { checkReturn } from '../modules/returns/checks.js';
import { reconcileReturn } from '../modules/returns/reconcile.js';
import type { ServerService } from './types.js';

/** Submit asks for a licensed institution, a closed month and one live return a month; the officer's approval reconciles each line. */
export const marriageReturn: ServerService<'MARRIAGE_RETURN'> = {
  submitChecks: [checkReturn],
  onApproved: reconcileReturn,
  duplicates: returnSubjects,
  documents: ['RETURN_ACKNOWLEDGEMENT'],
  history: {
    weight: 6,
    form: ({ before, a, b, dayAt }) => ({
      periodFrom: dayAt(-95),
      periodTo: dayAt(-5),
      marriages: [
        {
          entryNumber: null,
          partyAName: `${a.firstName} ${a.lastName}`,
          partyBName: `${b.firstName} ${b.lastName}`,
          date: before,
        },
      ],
    }),
  },
};
