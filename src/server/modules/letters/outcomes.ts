import { randomUUID } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { addDays, addMonths, endOfNairobiDay, nairobiDate, nairobiYear, toDisplayDate } from '../../../shared/dates.js';
import {
  LETTER_NEEDS_IDENTITY,
  LETTER_PREFIX,
  LETTER_VALID_MONTHS,
  type LetterFinding,
} from '../../../shared/services/marital-status-letter/index.js';
import type { DbOrTx } from '../../db/client.js';
import { marriages, users, type RegisterParty } from '../../db/schema/index.js';
import { maritalStatusLetters } from './schema.js';
import type { ApplicantAccount, HookContext, SubmitCheck } from '../applications/outcomes.js';
import { issueDocument, type DocumentLine } from '../documents/service.js';
import { insertIssued, districtName, nextInSeries, notifyUser, pad6 } from '../notices/common.js';

/**
 * The applicant's verified identity: names and ID number as onboarding stored them, or null; from
 * the account the approving step read already when given.
 */
async function holderOf(db: DbOrTx, userId: string, known?: ApplicantAccount | null) {
  const [user] = known
    ? [known]
    : await db
        .select({
          firstName: users.firstName,
          middleName: users.middleName,
          lastName: users.lastName,
          idType: users.idType,
          idNumber: users.idNumber,
          accountType: users.accountType,
          email: users.email,
          phone: users.phone,
        })
        .from(users)
        .where(eq(users.id, userId));
  if (!user || user.accountType !== 'INDIVIDUAL' || !user.idNumber?.trim()) return null;
  return {
    ...user,
    idNumber: user.idNumber.trim().toUpperCase(),
    name: [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' '),
  };
}

/** A letter is about the applicant's own identity: an individual without a verified ID number is sent to onboarding. */
export const checkLetterApplicant: SubmitCheck = async (ctx) => {
  const holder = await holderOf(ctx.tx, ctx.application.applicantId);
  const errors: Record<string, string> = {};
  if (!holder) errors.identity = LETTER_NEEDS_IDENTITY;
  return errors;
};

export interface RegisterFinding {
  finding: LetterFinding;
  entry: typeof marriages.$inferSelect | null;
  /** Every entry naming the ID number, newest first (the letter lists them). */
  entries: (typeof marriages.$inferSelect)[];
}

/**
 * What the register holds for an ID number now: married when an entry subsists (the newest), else
 * dissolved when an entry names it (the newest dissolved), else no entry.
 */
export async function registerFinding(db: DbOrTx, idNumber: string): Promise<RegisterFinding> {
  const id = idNumber.trim().toUpperCase();
  const entries = await db
    .select()
    .from(marriages)
    .where(or(eq(sql`upper(${marriages.partyAIdNumber})`, id), eq(sql`upper(${marriages.partyBIdNumber})`, id)))
    .orderBy(desc(marriages.celebratedAt), desc(marriages.registrationNumber));
  const subsisting = entries.find((e) => e.status === 'SUBSISTING');
  if (subsisting) return { finding: 'MARRIED', entry: subsisting, entries };
  const dissolved = entries.find((e) => e.status === 'DISSOLVED');
  if (dissolved) return { finding: 'DISSOLVED', entry: dissolved, entries };
  return { finding: 'NONE', entry: null, entries };
}

const spouseOf = (entry: typeof marriages.$inferSelect, id: string): RegisterParty =>
  entry.partyAIdNumber.toUpperCase() === id ? entry.partyB : entry.partyA;

/**
 * Issues the marital status letter in the approving transaction: reads the register for the
 * applicant's verified ID number, keeps the letter (number MSL/yyyy/nnnnnn, valid three months to
 * the end of the Nairobi day), renders its PDF (verifiable on /verify) and tells the applicant.
 */
export async function issueMaritalStatusLetter(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const holder = await holderOf(tx, application.applicantId, ctx.applicantAccount);
  // Submit refused an applicant without one; an identity removed since cannot be stated.
  if (!holder) throw new Error('The applicant of a marital status letter has no verified ID number');
  const year = nairobiYear(now);
  const number = `${LETTER_PREFIX}/${year}/${pad6(await nextInSeries(tx, `${LETTER_PREFIX}-LETTER`, year))}`;
  const issuedOn = nairobiDate(now);
  const validUntil = endOfNairobiDay(addDays(addMonths(issuedOn, LETTER_VALID_MONTHS), -1));
  const district = String((application.formData as { district: string }).district);
  const office = await districtName(tx, district);
  const { finding, entry, entries } = await registerFinding(tx, holder.idNumber);
  const marriedOn = entry ? nairobiDate(entry.celebratedAt) : null;
  const entryDistrict = entry ? await districtName(tx, entry.district) : null;

  const statement: Record<LetterFinding, string> = {
    NONE: `The register of marriages holds no entry of a marriage of the person named below, searched by ID number ${holder.idNumber} on ${toDisplayDate(now)}.`,
    MARRIED: `The register of marriages holds a subsisting marriage of the person named below, searched by ID number ${holder.idNumber} on ${toDisplayDate(now)}.`,
    DISSOLVED: `The register of marriages holds a marriage of the person named below that has been dissolved by decree of the court, and no subsisting marriage, searched by ID number ${holder.idNumber} on ${toDisplayDate(now)}.`,
  };
  const entryLines = (e: typeof marriages.$inferSelect, names: Map<string, string>): DocumentLine[] => [
    { label: 'Register entry', value: e.registrationNumber, strong: true },
    { label: 'Date of the marriage', value: toDisplayDate(e.celebratedAt), indent: true },
    { label: 'District', value: names.get(e.district) ?? e.district, indent: true },
    { label: 'Spouse', value: spouseOf(e, holder.idNumber).name, indent: true },
    {
      label: 'Standing',
      value: e.status === 'DISSOLVED' ? 'Dissolved by decree of the court' : 'Subsisting',
      indent: true,
    },
  ];
  const names = new Map<string, string>();
  for (const e of entries) if (!names.has(e.district)) names.set(e.district, await districtName(tx, e.district));
  const lines: DocumentLine[] = [
    statement[finding],
    { heading: 'The person' },
    { label: 'Name', value: holder.name, strong: true },
    { label: 'ID number', value: holder.idNumber },
    { heading: 'What the register holds' },
    ...(entries.length ? entries.flatMap((e) => entryLines(e, names)) : [{ label: 'Entries', value: 'None' }]),
    { heading: 'Validity' },
    { label: 'Issued by', value: `Registry office, ${office}` },
    { label: 'Valid until', value: toDisplayDate(validUntil) },
    { label: 'Application', value: application.reference },
    'This letter states the register as it stood on the day of issue. Check it with the code printed on it.',
  ];
  const document = await issueDocument(tx, ctx.documents, {
    kind: 'MARITAL_STATUS_LETTER',
    title: 'Marital Status Letter',
    number,
    applicationId: application.id,
    ownerId: application.applicantId,
    issuedBy: ctx.actor.userId,
    issuedAt: now,
    lines,
  });
  // The letter, its audit entry and its line in the application's history: one statement.
  const letterId = randomUUID();
  await insertIssued(
    tx,
    maritalStatusLetters,
    { application, actorId: ctx.actor.userId, at: now },
    {
      action: 'marital-status-letter.issued',
      entity: 'marital_status_letter',
      entityId: letterId,
      after: { number, finding, applicationId: application.id, validUntil },
    },
    { action: 'letter-issued', comment: `Letter ${number} issued, valid until ${toDisplayDate(validUntil)}` },
    {
      id: letterId,
      number,
      applicationId: application.id,
      holderId: application.applicantId,
      holderName: holder.name,
      idNumber: holder.idNumber,
      district,
      finding,
      marriageId: entry?.id ?? null,
      registrationNumber: entry?.registrationNumber ?? null,
      marriedOn,
      marriageDistrict: entry?.district ?? null,
      documentId: document.id,
      issuedBy: ctx.actor.userId,
      issuedAt: now,
      validUntil,
      createdAt: now,
    },
  );
  const said: Record<LetterFinding, string> = {
    NONE: 'the register holds no marriage of yours',
    MARRIED: `the register holds your marriage ${entry?.registrationNumber} of ${toDisplayDate(marriedOn)} in ${entryDistrict}`,
    DISSOLVED: `the register holds your marriage ${entry?.registrationNumber} of ${toDisplayDate(marriedOn)} in ${entryDistrict}, dissolved`,
  };
  await notifyUser(
    tx,
    application.applicantId,
    'MARITAL_STATUS_LETTER_ISSUED',
    {
      subject: `Your marital status letter ${number} is issued`,
      body: `Your marital status letter ${number} is issued: ${said[finding]}. It is valid until ${toDisplayDate(validUntil)}. Download it from your application ${application.reference}; whoever receives it can check it with the code printed on it.`,
      sms: `Marital status letter ${number} issued, valid until ${toDisplayDate(validUntil)}. Download it from the portal.`,
    },
    holder,
  );
  return {
    letterNumber: number,
    documentId: document.id,
    validUntil: validUntil.toISOString(),
    finding,
    registrationNumber: entry?.registrationNumber ?? null,
    marriedOn,
    marriageDistrict: entry?.district ?? null,
  };
}

/** The letter of an application, for the checks of the letter's routes. */
export async function letterOfApplication(db: DbOrTx, applicationId: string) {
  const [row] = await db
    .select()
    .from(maritalStatusLetters)
    .where(and(eq(maritalStatusLetters.applicationId, applicationId)));
  return row ?? null;
}
