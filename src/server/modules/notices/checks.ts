import { and, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { UNDECIDED_STATUSES } from '../../../shared/statuses.js';
import type { Party } from '../../../shared/forms/parts.js';
import type { NoticeCheckCode, NoticeParty } from '../../../shared/notices.js';
import type { DbOrTx } from '../../db/client.js';
import { applications, marriages, notices } from '../../db/schema/index.js';
import { placeLicenceFor, specialLicenceFor } from '../licensing/lookup.js';
import type { ApplicationRow } from '../applications/access.js';
import type { HookContext } from '../applications/outcomes.js';
import { addDays, nairobiDate, toDisplayDate } from '../../../shared/dates.js';
import { ageOn, marriageConfig } from './common.js';

export interface CheckResult {
  code: NoticeCheckCode;
  party?: NoticeParty;
  ok: boolean;
  message: string;
  /** The form field a failure is shown on. */
  field: string;
}

const PARTY_LABEL = { partyA: 'Party A', partyB: 'Party B' } as const;

/** Whether the ID number has a subsisting marriage in the register. */
export async function hasSubsistingMarriage(db: DbOrTx, idNumber: string): Promise<boolean> {
  return (await withSubsistingMarriage(db, [idNumber])).size > 0;
}

/** Of the ID numbers given, those (upper case) that a subsisting register entry names: one statement. */
export async function withSubsistingMarriage(db: DbOrTx, idNumbers: string[]): Promise<Set<string>> {
  const ids = [...new Set(idNumbers.map((id) => id.trim().toUpperCase()))];
  if (!ids.length) return new Set();
  const rows = await db
    .select({ a: marriages.partyAIdNumber, b: marriages.partyBIdNumber })
    .from(marriages)
    .where(
      and(
        eq(marriages.status, 'SUBSISTING'),
        or(
          inArray(sql`upper(${marriages.partyAIdNumber})`, ids),
          inArray(sql`upper(${marriages.partyBIdNumber})`, ids),
        ),
      ),
    );
  const named = new Set(rows.flatMap((r) => [r.a.toUpperCase(), r.b.toUpperCase()]));
  return new Set(ids.filter((id) => named.has(id)));
}

/** Said when the couple already has a notice with the registry (issue 20 #5). */
export const OTHER_NOTICE_MESSAGES = {
  yours: (reference: string) =>
    `You have already given notice of this couple's marriage (${reference}): follow that one, or withdraw it first`,
  other:
    "This couple's notice of marriage is already with the registry: the couple cannot give a second notice while that one stands",
  none: 'No other notice of this couple is waiting or published',
} as const;

/**
 * Another notice of the same two people that still stands: waiting (payment, review, corrections) or
 * approved and published, not yet void, lapsed or celebrated, and still valid. A couple gives one.
 */
async function otherLiveNotice(db: DbOrTx, applicationId: string, ids: [string, string], now: Date) {
  const idOf = (key: 'partyA' | 'partyB') => sql`upper(${applications.formData}->${key}->>'idNumber')`;
  const [row] = await db
    .select({ reference: applications.reference, applicantId: applications.applicantId })
    .from(applications)
    .leftJoin(notices, eq(notices.applicationId, applications.id))
    .where(
      and(
        eq(applications.serviceCode, 'MARRIAGE_NOTICE'),
        ne(applications.id, applicationId),
        sql`((${idOf('partyA')} = ${ids[0]} and ${idOf('partyB')} = ${ids[1]}) or (${idOf('partyA')} = ${ids[1]} and ${idOf('partyB')} = ${ids[0]}))`,
        or(
          inArray(applications.status, [...UNDECIDED_STATUSES]),
          and(eq(applications.status, 'Approved'), eq(notices.status, 'PUBLISHED'), gt(notices.validUntil, now)),
        ),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The checks of a notice of marriage (docs/notices-api.md): each party's age on the intended date,
 * two different ID numbers, no subsisting marriage in the register, and the notice period (unless
 * an approved special licence of the same applicant is named), and the licence a venue needs.
 */
export async function noticeChecks(
  db: DbOrTx,
  application: Pick<ApplicationRow, 'id' | 'formData' | 'applicantId'>,
  now: Date,
): Promise<CheckResult[]> {
  const form = application.formData as Partial<{
    partyA: Partial<Party>;
    partyB: Partial<Party>;
    intendedDate: string;
    district: string;
    specialLicenceReference: string | null;
    venue: { type?: string; licenceReference?: string | null };
  }>;
  const config = await marriageConfig(db);
  const results: CheckResult[] = [];
  const intended =
    typeof form.intendedDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(form.intendedDate) ? form.intendedDate : null;
  for (const key of ['partyA', 'partyB'] as const) {
    const party = form[key];
    const field = `formData.${key}.dateOfBirth`;
    if (!party?.dateOfBirth || !intended) {
      results.push({
        code: 'MINIMUM_AGE',
        party: key,
        ok: false,
        field,
        message: 'Enter the date of birth and the intended date',
      });
      continue;
    }
    const age = ageOn(party.dateOfBirth, intended);
    results.push(
      age >= config.minimumAge
        ? {
            code: 'MINIMUM_AGE',
            party: key,
            ok: true,
            field,
            message: `${PARTY_LABEL[key]} will be ${age} on the intended date (minimum ${config.minimumAge})`,
          }
        : {
            code: 'MINIMUM_AGE',
            party: key,
            ok: false,
            field,
            message: `${PARTY_LABEL[key]} must be at least ${config.minimumAge} on the intended date`,
          },
    );
  }
  const idA = form.partyA?.idNumber?.trim().toUpperCase();
  const idB = form.partyB?.idNumber?.trim().toUpperCase();
  results.push(
    idA && idB && idA === idB
      ? {
          code: 'DISTINCT_IDS',
          ok: false,
          field: 'formData.partyB.idNumber',
          message: 'The two parties cannot have the same ID number',
        }
      : {
          code: 'DISTINCT_IDS',
          ok: Boolean(idA && idB),
          field: 'formData.partyB.idNumber',
          message: idA && idB ? 'The two ID numbers differ' : 'Enter both ID numbers',
        },
  );
  if (idA && idB && idA !== idB) {
    const other = await otherLiveNotice(db, application.id, [idA, idB], now);
    results.push(
      other
        ? {
            code: 'NO_OTHER_NOTICE',
            ok: false,
            field: 'formData.partyA.idNumber',
            message:
              other.applicantId === application.applicantId
                ? OTHER_NOTICE_MESSAGES.yours(other.reference)
                : OTHER_NOTICE_MESSAGES.other,
          }
        : { code: 'NO_OTHER_NOTICE', ok: true, field: 'formData.partyA.idNumber', message: OTHER_NOTICE_MESSAGES.none },
    );
  }
  for (const key of ['partyA', 'partyB'] as const) {
    const id = form[key]?.idNumber?.trim();
    const field = `formData.${key}.idNumber`;
    if (!id) {
      results.push({ code: 'NO_SUBSISTING_MARRIAGE', party: key, ok: false, field, message: 'Enter the ID number' });
      continue;
    }
    const married = await hasSubsistingMarriage(db, id);
    results.push(
      married
        ? {
            code: 'NO_SUBSISTING_MARRIAGE',
            party: key,
            ok: false,
            field,
            message: `${PARTY_LABEL[key]} has a subsisting marriage in the register`,
          }
        : {
            code: 'NO_SUBSISTING_MARRIAGE',
            party: key,
            ok: true,
            field,
            message: `No subsisting marriage of ${PARTY_LABEL[key]} in the register`,
          },
    );
  }
  const earliest = addDays(nairobiDate(now), config.noticePeriodDays + 1);
  const ids: [string | undefined, string | undefined] = [form.partyA?.idNumber, form.partyB?.idNumber];
  const field = 'formData.intendedDate';
  const reference = form.specialLicenceReference?.trim();
  const waiver = reference
    ? await specialLicenceFor(db, {
        reference,
        kind: 'NOTICE_WAIVER',
        applicantId: application.applicantId,
        idNumbers: ids,
        intendedDate: intended,
        now,
        noticeApplicationId: application.id,
      })
    : null;
  if (!intended) {
    results.push({ code: 'NOTICE_PERIOD', ok: false, field, message: 'Enter the intended date' });
  } else if (waiver?.licence) {
    results.push({
      code: 'NOTICE_PERIOD',
      ok: true,
      field,
      message: `The special licence ${waiver.licence.number} waives the notice period`,
    });
  } else if (waiver) {
    results.push({
      code: 'NOTICE_PERIOD',
      ok: false,
      field: 'formData.specialLicenceReference',
      message: waiver.problem,
    });
  } else if (intended >= earliest) {
    results.push({
      code: 'NOTICE_PERIOD',
      ok: true,
      field,
      message: `The intended date is after the ${config.noticePeriodDays}-day notice period`,
    });
  } else {
    results.push({
      code: 'NOTICE_PERIOD',
      ok: false,
      field,
      message: `Choose ${toDisplayDate(earliest)} or later: the notice is published for ${config.noticePeriodDays} days first (or name your special licence)`,
    });
  }
  const venue = form.venue;
  if (venue?.type === 'LICENSED_PLACE' || venue?.type === 'SPECIAL_LICENCE_VENUE') {
    const venueField = 'formData.venue.licenceReference';
    const ref = venue.licenceReference?.trim();
    if (!ref) {
      results.push({
        code: 'VENUE_LICENCE',
        ok: false,
        field: venueField,
        message:
          venue.type === 'LICENSED_PLACE'
            ? 'Choose the licensed place'
            : 'Enter the number of your private-venue special licence',
      });
    } else {
      const found =
        venue.type === 'LICENSED_PLACE'
          ? await placeLicenceFor(db, {
              reference: ref,
              district: String(form.district ?? ''),
              intendedDate: intended,
              now,
            })
          : await specialLicenceFor(db, {
              reference: ref,
              kind: 'PRIVATE_VENUE',
              applicantId: application.applicantId,
              idNumbers: ids,
              intendedDate: intended,
              now,
              noticeApplicationId: application.id,
            });
      results.push(
        found.licence
          ? {
              code: 'VENUE_LICENCE',
              ok: true,
              field: venueField,
              message: `${found.licence.venueName} is licensed (${found.licence.number})`,
            }
          : { code: 'VENUE_LICENCE', ok: false, field: venueField, message: found.problem },
      );
    }
  }
  return results;
}

/** The submit check of MARRIAGE_NOTICE: every failed check as a field error. */
export async function checkNoticeAtSubmit(ctx: Omit<HookContext, 'documents'>): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const check of await noticeChecks(ctx.tx, ctx.application, ctx.now)) {
    if (!check.ok) errors[check.field] ??= check.message;
  }
  return errors;
}
