/**
 * How long the portal keeps each kind of record, and what happens then (docs/security.md,
 * "Retention"). The register and what proves it are kept for good; what never became part of it
 * (an application never sent to the registry, a sign-up never completed) is removed on schedule by
 * the scheduled sweeps (sweep.ts), each removal audited.
 */

import { DRAFT_KEPT_DAYS, DRAFT_WARNING_DAYS } from '../../../shared/retention.js';

export {
  DRAFT_KEPT_DAYS,
  DRAFT_WARNING_DAYS,
  daysAfter,
  daysBefore,
  draftRemovalAt,
} from '../../../shared/retention.js';

/** A sign-up whose password was never set (the account never opened) is removed after this long. */
export const SIGN_UP_KEPT_DAYS = 7;
/** At most this many records of a kind are removed by one sweep (the next sweep goes on). */
export const RETENTION_BATCH = 200;

export type RetentionAction = 'kept' | 'removed';

export interface RetentionRule {
  record: string;
  kept: string;
  then: string;
  action: RetentionAction;
}

/** The schedule as the registry publishes it (the same words as docs/security.md). */
export const RETENTION_SCHEDULE: readonly RetentionRule[] = [
  {
    record: 'Register entries (marriages, divorces, their margin notes), notices of marriage and objections',
    kept: 'Permanently',
    then: 'Never removed: the register is the record',
    action: 'kept',
  },
  {
    record: 'Issued documents (certificates, licences, letters, copies, receipts) and their verification',
    kept: 'Permanently',
    then: 'Never removed; a document replaced or revoked says so at /verify',
    action: 'kept',
  },
  {
    record: 'Applications sent to the registry, their history, payments and uploaded documents',
    kept: 'Permanently, as the evidence behind the register',
    then: 'Never removed by the portal',
    action: 'kept',
  },
  {
    record: 'Audit and access records',
    kept: 'Permanently',
    then: 'Never removed: each is chained to the one before',
    action: 'kept',
  },
  {
    record: 'Draft applications never sent to the registry',
    kept: `${DRAFT_KEPT_DAYS} days after their last change; the applicant is told ${DRAFT_WARNING_DAYS} days before`,
    then: 'Removed with their uploaded documents; the removal is audited (reference and service only)',
    action: 'removed',
  },
  {
    record: 'Sign-ups never completed (no password ever set)',
    kept: `${SIGN_UP_KEPT_DAYS} days`,
    then: 'Removed with their codes; the removal is audited (account type and dates only)',
    action: 'removed',
  },
];
