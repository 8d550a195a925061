import { emptyParty, type CoupleValues } from '../common/party.js';

/** The notice-waiver special licence's form as the page holds it. */
export interface NoticeWaiverValues extends CoupleValues {
  intendedDate: string;
  district: string;
  urgency: string;
  reason: string;
}

export const emptyNoticeWaiver = (): NoticeWaiverValues => ({
  partyA: emptyParty(),
  partyB: emptyParty(),
  intendedDate: '',
  district: '',
  urgency: '',
  reason: '',
});
