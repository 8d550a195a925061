import { checkInstitutionMarriage, registerInstitutionMarriage } from '../modules/institutions/marriage.js';
import type { ServerService } from './types.js';

/** Submit checks the institution's licence on the day, the date, the officiant and the couple; the officer's approval enters the marriage in the register and issues its certificate. */
export const institutionMarriage: ServerService<'INSTITUTION_MARRIAGE'> = {
  submitChecks: [checkInstitutionMarriage],
  onApproved: registerInstitutionMarriage,
  documents: ['MARRIAGE_CERTIFICATE'],
};
