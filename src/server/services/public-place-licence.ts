import { checkPlaceAtSubmit } from '../modules/licensing/checks.js';
import { licensePublicPlace } from '../modules/licensing/outcomes.js';
import type { ServerService } from './types.js';

/** Submit checks the place is not licensed already; the minister's approval issues the licence and lists the place. */
export const publicPlaceLicence: ServerService<'PUBLIC_PLACE_LICENCE'> = {
  submitChecks: [checkPlaceAtSubmit],
  onApproved: licensePublicPlace,
  documents: ['LICENCE'],
};
