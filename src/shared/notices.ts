/** A notice in the notice book: published (open for objections, then bookable), void (an objection upheld), lapsed (not celebrated in time) or celebrated. */
export const NOTICE_STATUSES = ['PUBLISHED', 'VOID', 'LAPSED', 'CELEBRATED'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** An objection to a published notice: open until a director or the Registrar General upholds or dismisses it. */
export const OBJECTION_STATUSES = ['OPEN', 'UPHELD', 'DISMISSED'] as const;
export type ObjectionStatus = (typeof OBJECTION_STATUSES)[number];

/** The checks of a notice of marriage (docs/notices-api.md). */
export const NOTICE_CHECK_CODES = [
  'MINIMUM_AGE',
  'DISTINCT_IDS',
  'NO_OTHER_NOTICE',
  'NO_SUBSISTING_MARRIAGE',
  'NOTICE_PERIOD',
  'VENUE_LICENCE',
] as const;
export type NoticeCheckCode = (typeof NOTICE_CHECK_CODES)[number];

/** The party a check is about. */
export const NOTICE_PARTIES = ['partyA', 'partyB'] as const;
export type NoticeParty = (typeof NOTICE_PARTIES)[number];
