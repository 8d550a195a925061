import { and, eq, isNull, sql, gt } from 'drizzle-orm';
import { addDays, nairobiDate, toDisplayDate } from '../../../shared/dates.js';
import { SPECIAL_LICENCE_VALID_DAYS } from '../../../shared/licences.js';
import { licences } from '../../db/schema/index.js';
import type { SubmitCheck } from '../applications/outcomes.js';
import { noticeChecks } from '../notices/checks.js';

/**
 * A special licence's couple is checked as a notice's would be (each party's age on the intended
 * date, two different ID numbers, no subsisting marriage), and the intended date must fall after
 * today and inside the licence's 90 days.
 */
export const checkSpecialLicenceAtSubmit: SubmitCheck = async (ctx) => {
  const errors: Record<string, string> = {};
  for (const check of await noticeChecks(ctx.tx, ctx.application, ctx.now)) {
    if (check.code !== 'NOTICE_PERIOD' && !check.ok) errors[check.field] ??= check.message;
  }
  const intended = (ctx.application.formData as { intendedDate?: unknown }).intendedDate;
  const today = nairobiDate(ctx.now);
  const latest = addDays(today, SPECIAL_LICENCE_VALID_DAYS);
  if (typeof intended === 'string') {
    if (intended <= today) errors['formData.intendedDate'] ??= 'Choose a day after today';
    else if (intended > latest) errors['formData.intendedDate'] ??= `A special licence runs ${SPECIAL_LICENCE_VALID_DAYS} days: choose ${toDisplayDate(latest)} or earlier`;
  }
  return errors;
};

/** A place that already holds a valid licence in its district is not licensed twice. */
export const checkPlaceAtSubmit: SubmitCheck = async (ctx) => {
  const form = ctx.application.formData as { placeName?: unknown; district?: unknown };
  if (typeof form.placeName !== 'string' || typeof form.district !== 'string') return {};
  const [held] = await ctx.tx
    .select({ number: licences.number })
    .from(licences)
    .where(and(
      eq(licences.kind, 'PUBLIC_PLACE'),
      eq(licences.district, form.district),
      sql`lower(${licences.venueName}) = lower(${form.placeName.trim()})`,
      isNull(licences.revokedAt),
      gt(licences.validUntil, ctx.now),
    ))
    .limit(1);
  const errors: Record<string, string> = {};
  if (held) errors['formData.placeName'] = `This place already holds a valid licence (${held.number})`;
  return errors;
};
