import type { SubmitCheck } from '../applications/outcomes.js';
import { missingDeclarationErrors } from './service.js';

/**
 * At submit and resubmit: a notice is paid and goes to the registry only once both parties have
 * declared it as it now reads (issue 24); each missing declaration is named on its party.
 */
export const declarationsAtSubmit: SubmitCheck = ({ tx, application }) => missingDeclarationErrors(tx, application);
