import type { z } from 'zod';
import type { specialLicenceNoticeWaiver } from '../../../shared/services/special-licence-notice-waiver.js';
import type { HeldValues } from '../types.js';
import { emptyParty } from '../common/party.js';

/** The notice-waiver special licence's form as the page holds it. */
export type NoticeWaiverValues = HeldValues<z.input<typeof specialLicenceNoticeWaiver.form>>;

export const emptyNoticeWaiver = (): NoticeWaiverValues => ({
  partyA: emptyParty(),
  partyB: emptyParty(),
  intendedDate: '',
  district: '',
  urgency: '',
  reason: '',
});
