import { licensePublicPlace } from '../modules/licensing/outcomes.js';
import type { ServerService } from './types.js';

/** Approval by the minister enters the place in the licensed organisations. */
export const publicPlaceLicence: ServerService<'PUBLIC_PLACE_LICENCE'> = {
  submitChecks: [],
  onApproved: licensePublicPlace,
  documents: [],
};
