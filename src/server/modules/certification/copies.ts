import { desc, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { nairobiDate, nairobiYear, toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { COPY_MESSAGES, COPY_PREFIX } from '../../../shared/services/certified-copy.js';
import { registerValues } from '../../../shared/services/data-rectification.js';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { applications, districts, marriages, registerBooks, users, type RegisterParty } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { conflict } from '../../plugins/errors.js';
import type { ApplicationRow } from '../applications/access.js';
import type { HookContext, SubmitCheck } from '../applications/outcomes.js';
import { ownedByPlaceholders, ownerOfApplication, searchFound, searchOf } from '../searches/found.js';
import { issueDocument, type DocumentLine } from '../documents/service.js';
import { applicationEvent, districtName, nextInSeries, notifyUser, pad6 } from '../notices/common.js';
import { currentStampReference } from './stamps.js';

/** The verified ID number of an individual account (as onboarding stored it), or null. */
export async function verifiedIdNumber(db: DbOrTx, userId: string): Promise<string | null> {
  const [user] = await db
    .select({ idNumber: users.idNumber, accountType: users.accountType })
    .from(users)
    .where(eq(users.id, userId));
  const id = user?.accountType === 'INDIVIDUAL' ? user.idNumber?.trim().toUpperCase() : null;
  return id || null;
}

const namesId = (id: string) =>
  or(eq(sql`upper(${marriages.partyAIdNumber})`, id), eq(sql`upper(${marriages.partyBIdNumber})`, id));

/** The caller's own register entries, by their verified ID number: names, number, day and district only. */
export async function myRegisterEntries(db: DbOrTx, caller: Caller) {
  const id = caller.accountType === 'INDIVIDUAL' ? await verifiedIdNumber(db, caller.userId) : null;
  if (!id) return [];
  const rows = await db
    .select({
      registrationNumber: marriages.registrationNumber,
      certificateDocumentId: marriages.certificateDocumentId,
      partyA: marriages.partyA,
      partyB: marriages.partyB,
      celebratedAt: marriages.celebratedAt,
      district: marriages.district,
      districtName: districts.name,
    })
    .from(marriages)
    .innerJoin(districts, eq(districts.code, marriages.district))
    .where(namesId(id))
    .orderBy(desc(marriages.celebratedAt));
  return rows.map((r) => ({
    registrationNumber: r.registrationNumber,
    certificateDocumentId: r.certificateDocumentId,
    partyAName: r.partyA.name,
    partyBName: r.partyB.name,
    marriedOn: nairobiDate(r.celebratedAt),
    district: r.district,
    districtName: r.districtName,
    particulars: registerValues(r),
  }));
}

/** A register entry with the number of its book (which a copy prints). */
type MarriageRow = typeof marriages.$inferSelect & { bookNumber: string | null };

const placeholder = sql.placeholder;
const entryNumber = sql`upper(${marriages.registrationNumber}) = ${placeholder('number')}`;
const withBook = { ...getTableColumns(marriages), bookNumber: registerBooks.bookNumber };

/** The entry with this number and its book's number: one statement built once (issue 22). */
const numberedEntry = prepared('copy_entry_numbered', (db) =>
  db
    .select(withBook)
    .from(marriages)
    .leftJoin(registerBooks, eq(registerBooks.id, marriages.bookId))
    .where(entryNumber),
);

async function entryNumbered(db: DbOrTx, registrationNumber: string): Promise<MarriageRow | null> {
  const [row] = (await numberedEntry(db, { number: registrationNumber.trim().toUpperCase() })) as MarriageRow[];
  return row ?? null;
}

/**
 * What a copy asked without naming a search rests on, in one statement built once (issue 22: four
 * round trips were one each): the reference of the owner's newest completed search that found the
 * entry, the applicant's verified ID number (`verifiedIdNumber`), and the entry
 * with its book's number. The owner is an organisation (`organisation`) or a person alone.
 */
const unnamedBasis = prepared('copy_basis', (db) =>
  db
    .select({
      ...withBook,
      searchReference: sql<string | null>`(select s.reference from ${applications} s
        where s.service_code = 'REGISTER_SEARCH' and s.status = 'Approved'
          and ${ownedByPlaceholders(sql`s.organisation_id`, sql`s.applicant_id`)}
          and s.outcome -> 'matches' @> ${placeholder('found')}::jsonb
        order by s.decided_at desc limit 1)`,
      applicantIdNumber: sql<string | null>`(select upper(trim(u.id_number)) from ${users} u
        where u.id = ${placeholder('applicant')}::uuid and u.account_type = 'INDIVIDUAL')`,
    })
    .from(sql`(select 1) as asked`)
    .leftJoin(marriages, entryNumber)
    .leftJoin(registerBooks, eq(registerBooks.id, marriages.bookId)),
);

/**
 * Why this applicant may have copies of this entry: a completed search of theirs found it (the one
 * the form names, else any), or their verified ID number is one of its parties. Answers the entry,
 * or the field messages that say why not.
 */
async function copyBasis(
  db: DbOrTx,
  application: ApplicationRow,
): Promise<{ entry: MarriageRow; searchReference: string | null } | { errors: Record<string, string> }> {
  const form = application.formData as { registerEntryNumber?: unknown; searchReference?: unknown };
  const number = String(form.registerEntryNumber ?? '').trim();
  const named = typeof form.searchReference === 'string' ? form.searchReference.trim() : '';
  const owner = ownerOfApplication(application);
  if (named) {
    const search = await searchOf(db, named, owner);
    if (!search) return { errors: { 'formData.searchReference': COPY_MESSAGES.notYourSearch } };
    if (search.status !== 'Approved')
      return { errors: { 'formData.searchReference': COPY_MESSAGES.searchNotCompleted } };
    const entry = searchFound(search, number) ? await entryNumbered(db, number) : null;
    return entry
      ? { entry, searchReference: search.reference }
      : { errors: { 'formData.registerEntryNumber': COPY_MESSAGES.notFoundInSearch(search.reference) } };
  }
  const [basis] = (await unnamedBasis(db, {
    number: number.toUpperCase(),
    organisation: owner.organisationId,
    applicant: owner.applicantId,
    found: JSON.stringify([{ registrationNumber: number.toUpperCase() }]),
  })) as (Omit<MarriageRow, 'id'> & {
    id: string | null;
    searchReference: string | null;
    applicantIdNumber: string | null;
  })[];
  const entry = basis?.id ? (basis as MarriageRow) : null;
  if (basis?.searchReference && entry) return { entry, searchReference: basis.searchReference };
  if (application.organisationId)
    return { errors: { 'formData.registerEntryNumber': COPY_MESSAGES.organisationNotFound } };
  const id = basis?.applicantIdNumber || null;
  if (!id) return { errors: { identity: COPY_MESSAGES.needsIdentity } };
  const own = entry && (entry.partyAIdNumber.toUpperCase() === id || entry.partyBIdNumber.toUpperCase() === id);
  return own
    ? { entry, searchReference: null }
    : { errors: { 'formData.registerEntryNumber': COPY_MESSAGES.notParty } };
}

/** Submit: the entry is the applicant's own, or one a completed search of theirs found. */
export const checkCopyApplicant: SubmitCheck = async (ctx): Promise<Record<string, string>> => {
  const basis = await copyBasis(ctx.tx, ctx.application);
  return 'errors' in basis ? basis.errors : {};
};

const CONDITION_WORDS: Record<string, string> = {
  NEVER_MARRIED: 'Bachelor/Spinster',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widower/Widow',
};

/**
 * Approval (by the director): one certified copy of the register entry per copy ordered, each its
 * own document (CC/yyyy/nnnnnn-k), stating the entry's particulars as the certificate does and
 * bearing the current certificate stamp and signatory. Without a stamp nothing is issued (409).
 */
export async function issueCertifiedCopies(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const form = application.formData as { registerEntryNumber: string; copies: number; purpose: string };
  const basis = await copyBasis(tx, application);
  // Submit refused an entry the applicant may not have; an entry or identity changed since cannot be copied.
  if ('errors' in basis) throw conflict(Object.values(basis.errors)[0] ?? COPY_MESSAGES.notParty);
  const { entry, searchReference } = basis;
  const stamp = await currentStampReference(tx);
  if (!stamp) throw conflict(COPY_MESSAGES.noStamp);
  const district = await districtName(tx, entry.district);
  const year = nairobiYear(now);
  const base = `${COPY_PREFIX}/${year}/${pad6(await nextInSeries(tx, `${COPY_PREFIX}-COPY`, year))}`;
  const copies = Math.max(1, Math.trunc(Number(form.copies)));
  const person = (label: string, p: RegisterParty): DocumentLine[] => [
    { heading: label },
    { label: 'Name', value: p.name, strong: true },
    { label: 'Age', value: String(p.age), indent: true },
    { label: 'Condition', value: CONDITION_WORDS[p.condition] ?? p.condition, indent: true },
    { label: 'Occupation', value: p.occupation, indent: true },
    { label: 'Residence', value: p.residence, indent: true },
    { label: "Father's name", value: p.father, indent: true },
    { label: "Mother's name", value: p.mother, indent: true },
  ];
  const issued: { number: string; documentId: string }[] = [];
  for (let k = 1; k <= copies; k++) {
    const number = `${base}-${k}`;
    const lines: DocumentLine[] = [
      `Certified true copy of an entry in the register of marriages kept in ${district} district under the Marriage Act, 2014 (copy ${k} of ${copies}).`,
      { label: 'Register entry', value: entry.registrationNumber, strong: true },
      { label: 'Register book', value: entry.bookNumber ?? '' },
      { label: 'Entry number', value: String(entry.entryNumber) },
      { label: 'Date and time', value: `${toDisplayDateTime(entry.celebratedAt)} (EAT)` },
      { label: 'Place', value: `${entry.venueName}, ${district}` },
      { label: 'Standing', value: entry.status === 'DISSOLVED' ? 'Dissolved by decree of the court' : 'Subsisting' },
      ...person('Party A', entry.partyA),
      ...person('Party B', entry.partyB),
      { heading: 'Celebration' },
      { label: 'Officiant', value: entry.officiantName },
      { label: 'Witnesses', value: entry.witnesses.join('; ') },
      { heading: 'This copy' },
      { label: 'Purpose', value: form.purpose },
      ...(searchReference ? [{ label: 'Found in search', value: searchReference }] : []),
      { label: 'Application', value: application.reference },
      `I certify that this is a true copy of the entry in the register of marriages as it stood on ${toDisplayDate(now)}.`,
    ];
    const document = await issueDocument(tx, ctx.documents, {
      kind: 'CERTIFIED_COPY',
      title: 'Certified Copy of a Marriage Register Entry',
      number,
      applicationId: application.id,
      ownerId: application.applicantId,
      issuedBy: ctx.actor.userId,
      issuedAt: now,
      lines,
      stamp,
    });
    issued.push({ number, documentId: document.id });
  }
  const numbers = issued.map((c) => c.number).join(', ');
  await applicationEvent(
    tx,
    { ...application, status: 'Approved' },
    ctx.actor.userId,
    'copies-issued',
    `Certified copies ${numbers} issued`,
    now,
    {
      actorId: ctx.actor.userId,
      action: 'certified-copy.issued',
      entity: 'application',
      entityId: application.id,
      after: { registrationNumber: entry.registrationNumber, copies: issued.map((c) => c.number), stampId: stamp.id },
    },
  );
  await notifyUser(
    tx,
    application.applicantId,
    'CERTIFIED_COPY_ISSUED',
    {
      subject: `Your certified ${copies === 1 ? 'copy' : 'copies'} of ${entry.registrationNumber}`,
      body: `Your certified ${copies === 1 ? 'copy' : 'copies'} of register entry ${entry.registrationNumber} (${numbers}) ${copies === 1 ? 'is' : 'are'} issued. Download them from your application ${application.reference}; whoever receives one can check it with the code printed on it.`,
      sms: `Certified copies of ${entry.registrationNumber} issued. Download them from the portal.`,
    },
    ctx.applicant,
  );
  return { registrationNumber: entry.registrationNumber, copies: issued, signatoryName: stamp.signatoryName };
}
