// The shared contracts of the answers the visitor pages read (src/shared/contracts), loaded with zod
// beside a page's first call so zod stays out of the first view (scripts/first-view-budget.mjs).
import { z } from 'zod';
import { publicNoticeSchema } from '../../shared/contracts/notices.js';
import { priceEntrySchema } from '../../shared/contracts/prices.js';
import { districtRecord } from '../../shared/contracts/settings.js';

export {
  accessTokenSchema,
  loggedInSchema,
  otpVerifiedSchema,
  profileSchema,
  registeredSchema,
} from '../../shared/contracts/auth.js';
export { verificationSchema } from '../../shared/contracts/documents.js';
export { lodgedObjectionSchema } from '../../shared/contracts/notices.js';
export { trackingSchema } from '../../shared/contracts/tracking.js';

/** GET /api/public/notices: a page of the published notices. */
export const publicNotices = z.array(publicNoticeSchema);
/** GET /api/districts: the registry's districts. */
export const districts = z.array(districtRecord);
/** GET /api/prices: every service with its fee in force. */
export const prices = z.array(priceEntrySchema);
