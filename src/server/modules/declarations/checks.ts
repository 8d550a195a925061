import type { SubmitCheck } from '../applications/outcomes.js';
import { missingDeclarationsOf, missingMessage } from './service.js';

/**
 * At submit and resubmit: a notice is paid and goes to the registry only once both parties have
 * declared it as it now reads (issue 24); each missing declaration is named on its party.
 */
export const declarationsAtSubmit: SubmitCheck = async ({ tx, application }) => {
  const missing = await missingDeclarationsOf(tx, application);
  const form = application.formData as Record<string, unknown>;
  return Object.fromEntries(missing.map((party) => [`declarations.${party}`, missingMessage(form, party)]));
};
