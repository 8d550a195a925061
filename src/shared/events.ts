import type { ApplicationAction } from './lifecycle.js';

/** What happens to an application besides its workflow steps (its timeline shows each in words). */
export const HISTORY_EVENTS = [
  'create',
  'payment-confirmed',
  'attachment-added',
  'attachment-removed',
  'notice-published',
  'licence-issued',
  'licence-revoked',
  'letter-issued',
  'copies-issued',
  'documents-dispatched',
  'report-issued',
  'entry-rectified',
  'certificate-superseded',
  'marriage-registered',
  'return-reconciled',
  'marriage-dissolved',
  'booked',
  'booking-cancelled',
  'celebrated',
  'missed',
  'lapsed',
  'objection-lodged',
  'objection-upheld',
  'objection-dismissed',
  'duplicate-declined',
  'duplicate-cleared',
] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

/** Every action an application's timeline may hold. */
export type EventAction = ApplicationAction | HistoryEvent;
