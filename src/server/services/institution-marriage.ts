import { coupleSubject } from '../modules/duplicates/subjects.js';
import { checkInstitutionMarriage, registerInstitutionMarriage } from '../modules/institutions/marriage.js';
import type { ServerService } from './types.js';

/** Submit checks the institution's licence on the day, the date, the officiant and the couple; the officer's approval enters the marriage in the register and issues its certificate. */
export const institutionMarriage: ServerService<'INSTITUTION_MARRIAGE'> = {
  submitChecks: [checkInstitutionMarriage],
  onApproved: registerInstitutionMarriage,
  duplicates: coupleSubject('celebrationDate'),
  documents: ['MARRIAGE_CERTIFICATE'],
  history: {
    weight: 9,
    form: ({ couple, district, before, k, witnesses, officiant }) => ({
      ...couple,
      celebrationDate: before,
      district,
      venueName: 'Main sanctuary',
      officiantName: officiant,
      officiantLicenceNumber: `LIC/${4000 + k}`,
      witnesses,
    }),
  },
};
