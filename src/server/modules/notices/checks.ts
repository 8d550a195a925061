import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Party } from '../../../shared/forms/parts.js';
import type { DbOrTx } from '../../db/client.js';
import { applications, marriages } from '../../db/schema/index.js';
import type { ApplicationRow } from '../applications/access.js';
import type { HookContext } from '../applications/outcomes.js';
import { addDays, nairobiDate, toDisplayDate } from '../../../shared/dates.js';
import { ageOn, marriageConfig } from './common.js';

export type CheckCode = 'MINIMUM_AGE' | 'DISTINCT_IDS' | 'NO_SUBSISTING_MARRIAGE' | 'NOTICE_PERIOD';

export interface CheckResult {
  code: CheckCode;
  party?: 'partyA' | 'partyB';
  ok: boolean;
  message: string;
  /** The form field a failure is shown on. */
  field: string;
}

/** The special licences that stand in for the notice period. */
export const SPECIAL_LICENCE_SERVICES = ['SPECIAL_LICENCE_NOTICE_WAIVER', 'SPECIAL_LICENCE_PRIVATE_VENUE'];

const PARTY_LABEL = { partyA: 'Party A', partyB: 'Party B' } as const;

/** Whether the ID number has a subsisting marriage in the register. */
export async function hasSubsistingMarriage(db: DbOrTx, idNumber: string): Promise<boolean> {
  const id = idNumber.trim().toUpperCase();
  const [row] = await db
    .select({ id: marriages.id })
    .from(marriages)
    .where(and(eq(marriages.status, 'SUBSISTING'), or(eq(sql`upper(${marriages.partyAIdNumber})`, id), eq(sql`upper(${marriages.partyBIdNumber})`, id))))
    .limit(1);
  return Boolean(row);
}

/**
 * The checks of a notice of marriage (docs/notices-api.md): each party's age on the intended date,
 * two different ID numbers, no subsisting marriage in the register, and the notice period (unless
 * an approved special licence of the same applicant is named).
 */
export async function noticeChecks(db: DbOrTx, application: Pick<ApplicationRow, 'formData' | 'applicantId'>, now: Date): Promise<CheckResult[]> {
  const form = application.formData as Partial<{ partyA: Partial<Party>; partyB: Partial<Party>; intendedDate: string; specialLicenceReference: string | null }>;
  const config = await marriageConfig(db);
  const results: CheckResult[] = [];
  const intended = typeof form.intendedDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(form.intendedDate) ? form.intendedDate : null;
  for (const key of ['partyA', 'partyB'] as const) {
    const party = form[key];
    const field = `formData.${key}.dateOfBirth`;
    if (!party?.dateOfBirth || !intended) {
      results.push({ code: 'MINIMUM_AGE', party: key, ok: false, field, message: 'Enter the date of birth and the intended date' });
      continue;
    }
    const age = ageOn(party.dateOfBirth, intended);
    results.push(
      age >= config.minimumAge
        ? { code: 'MINIMUM_AGE', party: key, ok: true, field, message: `${PARTY_LABEL[key]} will be ${age} on the intended date (minimum ${config.minimumAge})` }
        : { code: 'MINIMUM_AGE', party: key, ok: false, field, message: `${PARTY_LABEL[key]} must be at least ${config.minimumAge} on the intended date` },
    );
  }
  const idA = form.partyA?.idNumber?.trim().toUpperCase();
  const idB = form.partyB?.idNumber?.trim().toUpperCase();
  results.push(
    idA && idB && idA === idB
      ? { code: 'DISTINCT_IDS', ok: false, field: 'formData.partyB.idNumber', message: 'The two parties cannot have the same ID number' }
      : { code: 'DISTINCT_IDS', ok: Boolean(idA && idB), field: 'formData.partyB.idNumber', message: idA && idB ? 'The two ID numbers differ' : 'Enter both ID numbers' },
  );
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
        ? { code: 'NO_SUBSISTING_MARRIAGE', party: key, ok: false, field, message: `${PARTY_LABEL[key]} has a subsisting marriage in the register` }
        : { code: 'NO_SUBSISTING_MARRIAGE', party: key, ok: true, field, message: `No subsisting marriage of ${PARTY_LABEL[key]} in the register` },
    );
  }
  const earliest = addDays(nairobiDate(now), config.noticePeriodDays + 1);
  const field = 'formData.intendedDate';
  if (!intended) {
    results.push({ code: 'NOTICE_PERIOD', ok: false, field, message: 'Enter the intended date' });
  } else if (intended >= earliest) {
    results.push({ code: 'NOTICE_PERIOD', ok: true, field, message: `The intended date is after the ${config.noticePeriodDays}-day notice period` });
  } else {
    const reference = form.specialLicenceReference?.trim().toUpperCase();
    const [licence] = reference
      ? await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.reference, reference), eq(applications.applicantId, application.applicantId), eq(applications.status, 'Approved'), inArray(applications.serviceCode, SPECIAL_LICENCE_SERVICES)))
        .limit(1)
      : [];
    results.push(
      licence
        ? { code: 'NOTICE_PERIOD', ok: true, field, message: `The special licence ${reference} waives the notice period` }
        : {
          code: 'NOTICE_PERIOD', ok: false, field,
          message: reference
            ? `${reference} is not an approved special licence of yours; without one choose ${toDisplayDate(earliest)} or later`
            : `Choose ${toDisplayDate(earliest)} or later: the notice is published for ${config.noticePeriodDays} days first (or name your special licence)`,
        },
    );
  }
  return results;
}

/** The submit check of MARRIAGE_NOTICE: every failed check as a field error. */
export async function checkNoticeAtSubmit(ctx: HookContext): Promise<Record<string, string>> {
  const errors: Record<string, string> = {};
  for (const check of await noticeChecks(ctx.tx, ctx.application, ctx.now)) {
    if (!check.ok) errors[check.field] ??= check.message;
  }
  return errors;
}
