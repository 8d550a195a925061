import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { isClosedMonth, LIVE_RETURN_STATUSES } from '../../../shared/returns.js';
import { RETURN_MESSAGES, returnProblems, type ReturnLine } from '../../../shared/services/marriage-return.js';
import type { DbOrTx } from '../../db/client.js';
import { applications, districts, marriages, organisations } from '../../db/schema/index.js';
import type { SubmitCheck } from '../applications/outcomes.js';
import { conflict } from '../../plugins/errors.js';
import { prepared } from '../../db/prepared.js';

export { LIVE_RETURN_STATUSES };

export type ReturnForm = { month: string; lines: ReturnLine[] };

/** Whether an organisation files returns: licensed to celebrate marriages (a court never is: it dissolves them). */
export const filesReturns = (row: Pick<typeof organisations.$inferSelect, 'licensed' | 'type'>) =>
  row.licensed && row.type !== 'COURT';

/** An organisation licensed to celebrate marriages (`filesReturns`). */
const institutionRow = prepared('return_institution', (db) =>
  db
    .select()
    .from(organisations)
    .where(eq(organisations.id, sql.placeholder('id'))),
);

export async function licensedInstitution(db: DbOrTx, organisationId: string | null) {
  if (!organisationId) return null;
  const [row] = (await institutionRow(db, { id: organisationId })) as (typeof organisations.$inferSelect)[];
  return row && filesReturns(row) ? row : null;
}

/** The live return of this institution for this month, other than the one given. */
export async function liveReturnFor(db: DbOrTx, organisationId: string, month: string, exceptId: string) {
  const [row] = await db
    .select({ id: applications.id, reference: applications.reference })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'MARRIAGE_RETURN'),
        eq(applications.organisationId, organisationId),
        ne(applications.id, exceptId),
        inArray(applications.status, [...LIVE_RETURN_STATUSES]),
        sql`${applications.formData}->>'month' = ${month}`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The live returns of an institution for the given months, one per month (the form's month choices). */
export async function filedReturns(db: DbOrTx, organisationId: string, months: string[]) {
  if (!months.length) return [];
  const month = sql<string>`${applications.formData}->>'month'`;
  return db
    .select({ month, applicationId: applications.id, reference: applications.reference, status: applications.status })
    .from(applications)
    .where(
      and(
        eq(applications.serviceCode, 'MARRIAGE_RETURN'),
        eq(applications.organisationId, organisationId),
        inArray(applications.status, [...LIVE_RETURN_STATUSES]),
        inArray(month, months),
      ),
    )
    .orderBy(sql`${applications.formData}->>'month' desc`) as Promise<
    { month: string; applicationId: string; reference: string; status: (typeof LIVE_RETURN_STATUSES)[number] }[]
  >;
}

/**
 * Submit: a licensed institution, a month that is over, no other live return for it (409), and
 * every entry number the lines give is in the register.
 */
export const checkReturn: SubmitCheck = async ({ tx, application, now }) => {
  const form = application.formData as ReturnForm;
  if (!(await licensedInstitution(tx, application.organisationId))) return { institution: RETURN_MESSAGES.notLicensed };
  if (!isClosedMonth(form.month, now)) return { 'formData.month': RETURN_MESSAGES.monthNotClosed(form.month) };
  // Two submits of one month at once wait here for each other, so the second sees the first.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`marriage-return:${application.organisationId}:${form.month}`}))`,
  );
  const other = await liveReturnFor(tx, application.organisationId!, form.month, application.id);
  if (other)
    throw conflict(RETURN_MESSAGES.duplicate(form.month, other.reference), {
      'formData.month': RETURN_MESSAGES.duplicate(form.month, other.reference),
    });
  const problems = Object.entries(returnProblems(form));
  if (problems.length) return Object.fromEntries(problems.map(([path, message]) => [`formData.${path}`, message]));
  const numbers = form.lines.map((l) => l.registrationNumber?.toUpperCase()).filter((n): n is string => Boolean(n));
  const known = new Set(
    numbers.length
      ? (
          await tx
            .select({ n: marriages.registrationNumber })
            .from(marriages)
            .where(inArray(sql`upper(${marriages.registrationNumber})`, numbers))
        ).map((r) => r.n.toUpperCase())
      : [],
  );
  const codes = form.lines.map((l) => l.district).filter((d): d is string => Boolean(d));
  const districtCodes = new Set(
    codes.length
      ? (await tx.select({ code: districts.code }).from(districts).where(inArray(districts.code, codes))).map(
          (d) => d.code,
        )
      : [],
  );
  const errors: Record<string, string> = {};
  form.lines.forEach((line, i) => {
    if (line.registrationNumber && !known.has(line.registrationNumber.toUpperCase()))
      errors[`formData.lines.${i}.registrationNumber`] = RETURN_MESSAGES.unknownEntry;
    if (!line.registrationNumber && line.district && !districtCodes.has(line.district))
      errors[`formData.lines.${i}.district`] = 'Choose the district from the list';
  });
  return errors;
};
