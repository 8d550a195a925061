import { checkReturn } from '../modules/returns/checks.js';
import { reconcileReturn } from '../modules/returns/reconcile.js';
import type { ServerService } from './types.js';

/** Submit asks for a licensed institution, a closed month and one live return a month; the officer's approval reconciles each line. */
export const marriageReturn: ServerService<'MARRIAGE_RETURN'> = {
  submitChecks: [checkReturn],
  onApproved: reconcileReturn,
  documents: ['RETURN_ACKNOWLEDGEMENT'],
};
