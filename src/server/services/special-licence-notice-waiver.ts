import { checkSpecialLicenceAtSubmit } from '../modules/licensing/checks.js';
import { issueNoticeWaiver } from '../modules/licensing/outcomes.js';
import type { ServerService } from './types.js';

/** Submit checks the couple as a notice would (ages, identities, bigamy); approval issues the licence that waives the notice period. */
export const specialLicenceNoticeWaiver: ServerService<'SPECIAL_LICENCE_NOTICE_WAIVER'> = {
  submitChecks: [checkSpecialLicenceAtSubmit],
  onApproved: issueNoticeWaiver,
  documents: ['LICENCE'],
  history: {
    weight: 5,
    form: ({ couple, district, ahead, reason }) => ({ ...couple, intendedDate: ahead, district, reason }),
  },
};
