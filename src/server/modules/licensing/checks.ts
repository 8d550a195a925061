import { and, eq, isNull, sql, gt } from 'drizzle-orm';
import { nairobiDate } from '../../../shared/dates.js';
import { specialLicenceDateRules } from '../../../shared/services/dateRules.js';
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
    if (check.code !== 'NOTICE_PERIOD' && check.code !== 'NO_OTHER_NOTICE' && !check.ok)
      errors[check.field] ??= check.message;
  }
  // The day rules the form applies on its step: after today, inside the licence's 90 days.
  for (const [path, message] of Object.entries(specialLicenceDateRules(ctx.application.formData, nairobiDate(ctx.now))))
    errors[`formData.${path}`] ??= message;
  return errors;
};

/** A place that already holds a valid licence in its district is not licensed twice. */
export const checkPlaceAtSubmit: SubmitCheck = async (ctx) => {
  const form = ctx.application.formData as { placeName?: unknown; district?: unknown };
  if (typeof form.placeName !== 'string' || typeof form.district !== 'string') return {};
  const [held] = await ctx.tx
    .select({ number: licences.number })
    .from(licences)
    .where(
      and(
        eq(licences.kind, 'PUBLIC_PLACE'),
        eq(licences.district, form.district),
        sql`lower(${licences.venueName}) = lower(${form.placeName.trim()})`,
        isNull(licences.revokedAt),
        gt(licences.validUntil, ctx.now),
      ),
    )
    .limit(1);
  const errors: Record<string, string> = {};
  if (held) errors['formData.placeName'] = `This place already holds a valid licence (${held.number})`;
  return errors;
};
