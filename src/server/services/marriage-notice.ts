import { coupleSubject } from '../modules/duplicates/subjects.js';
import { checkNoticeAtSubmit } from '../modules/notices/checks.js';
import { publishNotice } from '../modules/notices/outcomes.js';
import { declarationsAtSubmit } from '../modules/declarations/checks.js';
import type { ServerService } from './types.js';

/** Submit checks ages, identities, bigamy and both parties' declarations; approval publishes the notice in the notice book. */
export const marriageNotice: ServerService<'MARRIAGE_NOTICE'> = {
  submitChecks: [checkNoticeAtSubmit, declarationsAtSubmit],
  onApproved: publishNotice,
  duplicates: coupleSubject('intendedDate'),
  // The certificate is issued when the marriage is celebrated (register module), not on approval.
  documents: [],
  history: {
    weight: 24,
    form: ({ couple, district, ahead, witnesses }) => ({
      ...couple,
      intendedDate: ahead,
      district,
      venue: {
        type: 'REGISTRAR_OFFICE',
        name: `Office of the Registrar of Marriages, ${district}`,
        licenceReference: null,
      },
      witnesses,
      specialLicenceReference: null,
    }),
  },
};
