/**
 * How long an untouched draft is kept, shared by the retention sweep (server/modules/retention) and
 * the applicant's page, which tells them from when their draft may go.
 */

const DAY = 24 * 60 * 60 * 1000;

/** A draft application untouched for this long is removed (with its uploaded documents). */
export const DRAFT_KEPT_DAYS = 90;
/** The applicant is told this long before their untouched draft is removed. */
export const DRAFT_WARNING_DAYS = 14;

export const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY);
export const daysAfter = (at: Date, days: number) => new Date(at.getTime() + days * DAY);

/**
 * The moment an untouched draft may be removed: kept `DRAFT_KEPT_DAYS` after its last change, and
 * never before `DRAFT_WARNING_DAYS` after its applicant was told (a sweep that ran late still gives
 * the full notice).
 */
export function draftRemovalAt(updatedAt: Date, warnedAt: Date | null): Date {
  const kept = daysAfter(updatedAt, DRAFT_KEPT_DAYS);
  if (!warnedAt) return kept;
  const notice = daysAfter(warnedAt, DRAFT_WARNING_DAYS);
  return notice > kept ? notice : kept;
}
