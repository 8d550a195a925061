import { and, eq, getTableColumns, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { nairobiDate, nairobiInstant, nairobiYear, toDisplayDate } from '../../../shared/dates.js';
import { monthWords } from '../../../shared/returns.js';
import { institutionCeremony, type PlaceOrInstitution } from '../../../shared/statistics.js';
import {
  NOT_STATED,
  RETURN_MESSAGES,
  RETURN_PREFIX,
  type Reconciliation,
  type ReturnLine,
} from '../../../shared/services/marriage-return.js';
import { prepared } from '../../db/prepared.js';
import type { Tx } from '../../db/client.js';
import { licences, marriages, organisations, type RegisterParty } from '../../db/schema/index.js';
import { conflict } from '../../plugins/errors.js';
import type { HookContext } from '../applications/outcomes.js';
import { issueDocument, type DocumentLine } from '../documents/service.js';
import { applicationEvent, insertIssued, nextInSeries, notifyUser, pad6 } from '../notices/common.js';
import { nextRegisterPlace } from '../register/service.js';
import { filesReturns, type ReturnForm } from './checks.js';
import { linesDeclinedAsDuplicates } from '../duplicates/repository.js';
import { returnSubjects } from '../duplicates/subjects.js';

type Entry = typeof marriages.$inferSelect;

export interface ReconciledLine {
  result: Reconciliation;
  registrationNumber: string | null;
  parties: string;
  marriedOn: string;
  differences: string | null;
}

const same = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();
const upper = (s: string) => s.trim().toUpperCase();

/** What differs between a line and the entry it names, in words ("Party B's name: the return says …"). */
export function differencesOf(line: ReturnLine, entry: Entry): string[] {
  // The return may list the parties in either order: compare each with the party of the entry holding its ID number.
  const swapped =
    upper(line.partyAIdNumber) === upper(entry.partyBIdNumber) ||
    upper(line.partyBIdNumber) === upper(entry.partyAIdNumber);
  const [a, b] = swapped ? [entry.partyB, entry.partyA] : [entry.partyA, entry.partyB];
  const said: string[] = [];
  const compare = (what: string, returned: string, registered: string, equal = same) => {
    if (!equal(returned, registered))
      said.push(`${what}: the return says "${returned}", the register says "${registered}"`);
  };
  compare("Party A's name", line.partyAName, a.name);
  compare("Party A's ID number", line.partyAIdNumber, a.idNumber);
  compare("Party B's name", line.partyBName, b.name);
  compare("Party B's ID number", line.partyBIdNumber, b.idNumber);
  const registeredOn = nairobiDate(entry.celebratedAt);
  if (line.date !== registeredOn)
    said.push(`Date: the return says ${toDisplayDate(line.date)}, the register says ${toDisplayDate(registeredOn)}`);
  return said;
}

const p = sql.placeholder;
const namesEither = (id: string) =>
  or(eq(sql`upper(${marriages.partyAIdNumber})`, p(id)), eq(sql`upper(${marriages.partyBIdNumber})`, p(id)));

/** The reads of a return's line, each built once (src/server/db/prepared.ts). */
const numberedEntry = prepared('return_entry_numbered', (db) =>
  db
    .select()
    .from(marriages)
    .where(eq(sql`upper(${marriages.registrationNumber})`, p('number'))),
);
/**
 * The entries of this couple (by both ID numbers, either order), and a subsisting marriage of party A,
 * else of party B (to anyone), in one statement built once (issue 22: two were one each). The entry's
 * columns are null when the register has none of the couple; only then does the subsisting one count.
 */
const coupleAndSubsisting = prepared('return_couple_subsisting', (db) =>
  db
    .select({
      ...getTableColumns(marriages),
      subsisting: sql<Subsisting | null>`(select json_build_object('registrationNumber', s.registration_number,
          'partyAIdNumber', s.party_a_id_number, 'partyBIdNumber', s.party_b_id_number)
        from ${marriages} s
        where (upper(s.party_a_id_number) in (${p('a')}, ${p('b')}) or upper(s.party_b_id_number) in (${p('a')}, ${p('b')}))
          and s.status = 'SUBSISTING'
        order by (upper(s.party_a_id_number) = ${p('a')} or upper(s.party_b_id_number) = ${p('a')}) desc
        limit 1)`,
    })
    .from(sql`(select 1) as asked`)
    .leftJoin(marriages, and(namesEither('a'), namesEither('b'))),
);

/** What a subsisting marriage of a party says about it (its number, and whose it is). */
interface Subsisting {
  registrationNumber: string;
  partyAIdNumber: string;
  partyBIdNumber: string;
}

async function entryNumbered(tx: Tx, number: string): Promise<Entry | null> {
  const [row] = (await numberedEntry(tx, { number: upper(number) })) as Entry[];
  return row ?? null;
}

/**
 * The entry of this couple (by both ID numbers, either order), the one on the line's day first; and,
 * for a couple the register lacks, a subsisting marriage of either party (to someone else): the
 * return's marriage cannot be entered over it.
 */
async function coupleOrMarried(
  tx: Tx,
  line: ReturnLine,
): Promise<{ named: Entry | null; married: { registrationNumber: string; who: string } | null }> {
  const a = upper(line.partyAIdNumber);
  const rows = (await coupleAndSubsisting(tx, { a, b: upper(line.partyBIdNumber) })) as (Omit<Entry, 'id'> & {
    id: string | null;
    subsisting: Subsisting | null;
  })[];
  const entries = rows.filter((r): r is Entry & { subsisting: Subsisting | null } => r.id !== null);
  const named = entries.find((r) => nairobiDate(r.celebratedAt) === line.date) ?? entries[0] ?? null;
  const row = rows[0]?.subsisting;
  if (named || !row) return { named, married: null };
  const isA = upper(row.partyAIdNumber) === a || upper(row.partyBIdNumber) === a;
  return {
    named,
    married: { registrationNumber: row.registrationNumber, who: isA ? line.partyAName : line.partyBName },
  };
}

const partyOf = (name: string, idNumber: string, age: number | null): RegisterParty => ({
  name: name.trim(),
  idType: 'NATIONAL_ID',
  idNumber: upper(idNumber),
  age: age ?? 0,
  condition: NOT_STATED,
  occupation: NOT_STATED,
  residence: NOT_STATED,
  father: NOT_STATED,
  mother: NOT_STATED,
});

interface Place {
  placeType: PlaceOrInstitution | null;
  denomination: string | null;
  venueName: string | null;
}

/** The institution filing, as `licensedInstitution` takes it, and its place licences, newest first. */
interface Filer {
  institution: typeof organisations.$inferSelect;
  places: Place[];
}

/**
 * The organisation of a return with its place licences (newest first), in one statement built once
 * (issue 22): read once for the whole approval, not again for each line entered in the register.
 * The organisation's id is named with its table: Drizzle writes a lone table's columns unqualified,
 * and a bare "id" inside the subquery would be the licence's own.
 */
const institutionWithPlaces = prepared('return_institution_places', (db) =>
  db
    .select({
      institution: organisations,
      places: sql<Place[]>`(select coalesce(json_agg(json_build_object('placeType', l.place_type,
          'denomination', l.denomination, 'venueName', l.venue_name) order by l.issued_at desc), '[]'::json)
        from ${licences} l where l.kind = 'PUBLIC_PLACE' and l.organisation_id = ${organisations}.id)`,
    })
    .from(organisations)
    .where(eq(organisations.id, p('organisation'))),
);

/** The filing institution (`filesReturns`) with its places, or null. */
async function filerOf(tx: Tx, organisationId: string | null): Promise<Filer | null> {
  if (!organisationId) return null;
  const [row] = (await institutionWithPlaces(tx, { organisation: organisationId })) as Filer[];
  return row && filesReturns(row.institution) ? row : null;
}

/** The institution's place licence for the venue a return's line names, else its latest place licence. */
function returnVenue(places: Place[], venueName: string | null | undefined) {
  const named = venueName?.trim().toUpperCase();
  return places.find((place) => named && place.venueName?.trim().toUpperCase() === named) ?? places[0] ?? null;
}

/** A new register entry for a marriage the return gives and the register lacks, as a celebration makes one. */
async function enterInRegister(
  ctx: HookContext,
  line: ReturnLine,
  { institution, places }: Filer,
): Promise<{ registrationNumber: string }> {
  const { tx, application, now } = ctx;
  const district = line.district!;
  const year = Number(line.date.slice(0, 4));
  const venue = returnVenue(places, line.venueName);
  // The place last, just before the entry: the book stays locked from here to the commit.
  const { bookId, entryNumber, registrationNumber } = await nextRegisterPlace(tx, district, year, now);
  // The entry and its audit entry: one statement, built once.
  const id = randomUUID();
  const registered = {
    id,
    registrationNumber,
    bookId,
    entryNumber,
    district,
    applicationId: application.id,
    partyA: partyOf(line.partyAName, line.partyAIdNumber, line.partyAAge),
    partyB: partyOf(line.partyBName, line.partyBIdNumber, line.partyBAge),
    partyAIdNumber: upper(line.partyAIdNumber),
    partyBIdNumber: upper(line.partyBIdNumber),
    // A return gives the day, not the hour: the entry is timed at noon of that day.
    celebratedAt: nairobiInstant(line.date, '12:00'),
    venueName: line.venueName!,
    officiantName: line.officiantName!,
    witnesses: [line.witness1!, line.witness2!],
    recordedBy: ctx.actor.userId,
    status: 'SUBSISTING' as const,
    // A return names neither the ceremony nor the place: the institution's licensed venue (the one
    // the line names, else its latest) and the kind of institution tell them.
    ...institutionCeremony(venue?.placeType, institution.type),
    denomination: venue?.denomination?.trim() || null,
    createdAt: now,
  };
  await insertIssued(
    tx,
    marriages,
    { application, actorId: ctx.actor.userId, at: now },
    {
      action: 'register.entered-from-return',
      entity: 'marriage',
      entityId: id,
      after: { registrationNumber, applicationId: application.id },
    },
    null,
    registered,
  );
  return registered;
}

/** One line reconciled: matched, entered into the register, or flagged with what differs. */
async function reconcileLine(
  ctx: HookContext,
  line: ReturnLine,
  repeats: string | undefined,
  filer: Filer,
): Promise<ReconciledLine> {
  const parties = `${line.partyAName} and ${line.partyBName}`;
  const base = { parties, marriedOn: line.date };
  // The officer found it repeats an earlier record (possible duplicates, issue 24): never entered again.
  if (repeats)
    return {
      ...base,
      result: 'MISMATCHED',
      registrationNumber: null,
      differences: `Not entered: the registry found that it repeats ${repeats}`,
    };
  const { named, married } = line.registrationNumber
    ? { named: await entryNumbered(ctx.tx, line.registrationNumber), married: null }
    : await coupleOrMarried(ctx.tx, line);
  if (line.registrationNumber && !named) throw conflict(`${RETURN_MESSAGES.unknownEntry} (${line.registrationNumber})`);
  if (named) {
    const differences = differencesOf(line, named);
    return {
      ...base,
      registrationNumber: named.registrationNumber,
      result: differences.length ? 'MISMATCHED' : 'MATCHED',
      differences: differences.length ? differences.join('; ') : null,
    };
  }
  if (married) {
    return {
      ...base,
      result: 'MISMATCHED',
      registrationNumber: married.registrationNumber,
      differences: `Not entered: ${married.who} is already married under entry ${married.registrationNumber}, which has not been dissolved`,
    };
  }
  const entry = await enterInRegister(ctx, line, filer);
  return { ...base, result: 'ENTERED', registrationNumber: entry.registrationNumber, differences: null };
}

const RESULT_WORDS: Record<Reconciliation, string> = {
  MATCHED: 'Matched',
  ENTERED: 'Entered into the register',
  MISMATCHED: 'Mismatched',
};

/**
 * Approval (by the officer): every line reconciled with the register in the approving transaction,
 * then the reconciliation acknowledgement (MRA/yyyy/nnnnnn), verifiable on /verify.
 */
export async function reconcileReturn(ctx: HookContext) {
  const { tx, application, now } = ctx;
  const form = application.formData as ReturnForm;
  const filer = await filerOf(tx, application.organisationId);
  if (!filer) throw conflict(RETURN_MESSAGES.notLicensed);
  const { institution } = filer;
  const lines: ReconciledLine[] = [];
  const repeated = await linesDeclinedAsDuplicates(tx, application.id, returnSubjects(application.formData));
  for (const [i, line] of form.lines.entries()) lines.push(await reconcileLine(ctx, line, repeated.get(i), filer));
  const count = (r: Reconciliation) => lines.filter((l) => l.result === r).length;
  const totals = { matched: count('MATCHED'), entered: count('ENTERED'), mismatched: count('MISMATCHED') };
  const year = nairobiYear(now);
  const number = `${RETURN_PREFIX}/${year}/${pad6(await nextInSeries(tx, RETURN_PREFIX, year))}`;
  const body: DocumentLine[] = [
    `The Registrar of Marriages acknowledges the return of marriages of ${institution.name} for ${monthWords(form.month)} and has reconciled each marriage it lists with the register.`,
    { label: 'Institution', value: institution.name, strong: true },
    { label: 'Month', value: monthWords(form.month) },
    { label: 'Application', value: application.reference },
    { label: 'Marriages listed', value: String(lines.length) },
    { label: 'Matched with the register', value: String(totals.matched) },
    { label: 'Entered into the register', value: String(totals.entered) },
    { label: 'Flagged as mismatched', value: String(totals.mismatched) },
  ];
  for (const [i, l] of lines.entries()) {
    body.push({ heading: `Marriage ${i + 1}: ${l.parties}` });
    body.push({ label: 'Date', value: toDisplayDate(l.marriedOn), indent: true });
    body.push({ label: 'Result', value: RESULT_WORDS[l.result], strong: true, indent: true });
    if (l.registrationNumber) body.push({ label: 'Register entry', value: l.registrationNumber, indent: true });
    if (l.differences) body.push({ label: 'What differs', value: l.differences, indent: true });
  }
  if (totals.mismatched)
    body.push(
      'The registry will contact the institution about each mismatched marriage; the register is not changed for them until that is settled.',
    );
  const document = await issueDocument(tx, ctx.documents, {
    kind: 'RETURN_ACKNOWLEDGEMENT',
    title: 'Acknowledgement of a Marriage Return',
    number,
    applicationId: application.id,
    ownerId: application.applicantId,
    issuedBy: ctx.actor.userId,
    issuedAt: now,
    lines: body,
  });
  const summary = `${totals.matched} matched, ${totals.entered} entered into the register, ${totals.mismatched} mismatched`;
  // The history line and the audit entry of the reconciliation: one statement.
  await applicationEvent(
    tx,
    { ...application, status: 'Approved' },
    ctx.actor.userId,
    'return-reconciled',
    `Reconciled: ${summary}; acknowledgement ${number} issued`,
    now,
    {
      actorId: ctx.actor.userId,
      action: 'marriage-return.reconciled',
      entity: 'application',
      entityId: application.id,
      after: { number, ...totals },
    },
  );
  await notifyUser(
    tx,
    application.applicantId,
    'MARRIAGE_RETURN_RECONCILED',
    {
      subject: `Your marriage return for ${monthWords(form.month)} is reconciled`,
      body: `The registry has reconciled your return ${application.reference} for ${monthWords(form.month)} with the register: ${summary}. Download the acknowledgement ${number} from the application.`,
      sms: `Marriage return for ${monthWords(form.month)} reconciled: ${summary}.`,
    },
    ctx.applicant,
  );
  return { acknowledgementNumber: number, documentId: document.id, ...totals, lines };
}
