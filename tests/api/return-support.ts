import { freshId } from './ids.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nairobiInstant } from '../../src/shared/dates.js';
import { lastClosedMonth } from '../../src/shared/returns.js';
import { marriages, organisations, users } from '../../src/server/db/schema/index.js';
import { nextRegisterPlace } from '../../src/server/modules/register/service.js';
import { createDraft, current, markPaid, step, type Applicant } from './app-support.js';
import { testContext } from './helpers.js';
import { verifiedInstitution } from './verification-support.js';
import { uniqueName } from './report-support.js';

export type ReturnOutcome = {
  acknowledgementNumber: string;
  documentId: string;
  matched: number;
  entered: number;
  mismatched: number;
  lines: {
    result: 'MATCHED' | 'ENTERED' | 'MISMATCHED';
    registrationNumber: string | null;
    parties: string;
    marriedOn: string;
    differences: string | null;
  }[];
};

export { freshId };

/** The month every test files for: the last one that is over. */
export const MONTH = lastClosedMonth(new Date());
export const dayOf = (day: number) => `${MONTH}-${String(day).padStart(2, '0')}`;

/** A new institution account of its own organisation (a licensed church unless told otherwise). */
export async function newInstitution(
  app: FastifyInstance,
  { type = 'CHURCH', licensed = true }: { type?: 'CHURCH' | 'MOSQUE' | 'COURT'; licensed?: boolean } = {},
) {
  const tag = freshId();
  const user = await verifiedInstitution(app, {
    accountType: 'ORGANIZATION',
    organisation: { name: `Test ${type.toLowerCase()} ${tag}`, type, registrationNumber: `SOC/R/${tag}` },
  });
  const { database } = await testContext();
  const [row] = await database.db
    .select({ organisationId: users.organisationId })
    .from(users)
    .where(eq(users.id, user.userId));
  // Licensed since before the month filed for.
  await database.db
    .update(organisations)
    .set({ licensed, createdAt: new Date('2020-01-01T00:00:00Z') })
    .where(eq(organisations.id, row.organisationId!));
  return {
    token: user.token,
    userId: user.userId,
    email: user.email,
    organisationId: row.organisationId!,
  } satisfies Applicant & { organisationId: string };
}

/** A register entry of two new people on a day of the month (or the one given). */
export async function entryOf({ date = dayOf(6), district = '047' }: { date?: string; district?: string } = {}) {
  const { database } = await testContext();
  const a = { id: freshId(), name: uniqueName() };
  const b = { id: freshId(), name: uniqueName() };
  const party = (p: { id: string; name: string }) => ({
    name: p.name,
    idType: 'NATIONAL_ID',
    idNumber: p.id,
    age: 31,
    condition: 'NEVER_MARRIED',
    occupation: 'Teacher',
    residence: 'Nairobi',
    father: 'F',
    mother: 'M',
  });
  const year = Number(date.slice(0, 4));
  const entry = await database.db.transaction(async (tx) => {
    const { bookId, entryNumber, registrationNumber } = await nextRegisterPlace(tx, district, year, new Date());
    const [row] = await tx
      .insert(marriages)
      .values({
        registrationNumber,
        bookId,
        entryNumber,
        district,
        partyA: party(a),
        partyB: party(b),
        partyAIdNumber: a.id,
        partyBIdNumber: b.id,
        celebratedAt: nairobiInstant(date, '11:00'),
        venueName: 'St. Test Church',
        officiantName: 'Rev. Test',
        witnesses: ['W1', 'W2'],
        status: 'SUBSISTING',
      })
      .returning();
    return row;
  });
  return { entry, a, b, date };
}

/** A line naming a registered entry, as the register holds it. */
export const lineFor = ({ entry, a, b, date }: Awaited<ReturnType<typeof entryOf>>) => ({
  registrationNumber: entry.registrationNumber,
  partyAName: a.name,
  partyAIdNumber: a.id,
  partyBName: b.name,
  partyBIdNumber: b.id,
  date,
});

/** A line giving the particulars of a marriage the register does not hold. */
export const unknownLine = (overrides: Record<string, unknown> = {}) => ({
  registrationNumber: null,
  partyAName: uniqueName(),
  partyAIdNumber: freshId(),
  partyAAge: 29,
  partyBName: uniqueName(),
  partyBIdNumber: freshId(),
  partyBAge: 27,
  date: dayOf(13),
  district: '047',
  venueName: 'St. Test Church',
  officiantName: 'Rev. Test Officiant',
  witness1: 'Mary Witness',
  witness2: 'John Witness',
  ...overrides,
});

export async function submitReturn(app: FastifyInstance, institution: Applicant, form: Record<string, unknown>) {
  const draft = await createDraft(app, institution.token, 'MARRIAGE_RETURN', form);
  const submitted = await step(app, institution.token, draft.id, 'submit');
  if (submitted.status === 200 && (await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  return { id: draft.id, reference: draft.reference, submitted };
}
