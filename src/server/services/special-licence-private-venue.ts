import { checkSpecialLicenceAtSubmit } from '../modules/licensing/checks.js';
import { issuePrivateVenue } from '../modules/licensing/outcomes.js';
import type { ServerService } from './types.js';

/** Submit checks the couple as a notice would; approval issues the licence naming the private venue. */
export const specialLicencePrivateVenue: ServerService<'SPECIAL_LICENCE_PRIVATE_VENUE'> = {
  submitChecks: [checkSpecialLicenceAtSubmit],
  onApproved: issuePrivateVenue,
  documents: ['LICENCE'],
  history: {
    weight: 4,
    form: ({ couple, district, ahead, b, k, reason }) => ({
      ...couple,
      intendedDate: ahead,
      district,
      venue: { name: `${b.lastName} family home`, physicalAddress: `Plot ${100 + k}, ${district}` },
      reason,
    }),
  },
};
