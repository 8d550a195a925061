import { and, eq, inArray, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { idKey, nameWords, type ComparedMarriage } from '../../../shared/duplicates.js';
import { nairobiDate } from '../../../shared/dates.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { applications, marriages, notices, registerWords } from '../../db/schema/index.js';
import { searchRegister, wordVariants } from '../register/search.js';
import { duplicateKeys, possibleDuplicates } from './schema.js';
import { registeredMarriage, type DuplicateSubject } from './subjects.js';

/** The keys' line of an application of one marriage (a return's lines are 0, 1, …). */
const WHOLE = -1;

/** How many candidates of each lookup are compared: the indexes find them, the rules decide. */
const CANDIDATES = 20;

/**
 * Applications whose marriage is still to be recorded: not decided yet (payment due, waiting,
 * being reviewed, back for corrections), or a notice approved and published but not yet celebrated.
 * A declined application is never a candidate, nor one approved into the register (its entry is).
 */
export const IN_FLIGHT: SQL = sql`(${applications.status} in ('Payment_Confirmation', 'Submitted', 'Pending', 'Corrections_Requested')
  or (${applications.serviceCode} = 'MARRIAGE_NOTICE' and ${applications.status} = 'Approved'
    and exists (select 1 from ${notices} n where n.application_id = ${applications.id} and n.status = 'PUBLISHED')))`;

/** The keys of a submission's marriages, replacing those of an earlier submit; their words join the register's word list. */
export async function writeKeys(tx: Tx, applicationId: string, submittedAt: Date, subjects: DuplicateSubject[]) {
  await tx.delete(duplicateKeys).where(eq(duplicateKeys.applicationId, applicationId));
  if (!subjects.length) return;
  const rows = subjects.map(({ line, marriage }) => {
    const a = nameWords(marriage.partyA.name);
    const b = nameWords(marriage.partyB.name);
    return {
      applicationId,
      line: line ?? WHOLE,
      partyAIdNumber: idKey(marriage.partyA.idNumber),
      partyBIdNumber: idKey(marriage.partyB.idNumber),
      partyAWords: a,
      partyBWords: b,
      words: [...new Set([...a, ...b])],
      marriageDate: marriage.marriageDate,
      particulars: marriage,
      submittedAt,
    };
  });
  await tx.insert(duplicateKeys).values(rows);
  // The close spellings of a name are looked up in the register's word list (register/search.ts):
  // the words of marriages in flight are listed there too, so a later submission finds them misspelt.
  const words = [...new Set(rows.flatMap((r) => r.words))].sort();
  if (words.length)
    await tx
      .insert(registerWords)
      .values(words.map((word) => ({ word })))
      .onConflictDoNothing();
}

/** A keys row removed: a return's line found a duplicate no longer stands for a marriage in flight. */
export async function removeKeys(tx: Tx, applicationId: string, line: number) {
  // Only a return's line is removed alone; an application of one marriage leaves flight by its status.
  await tx
    .delete(duplicateKeys)
    .where(and(eq(duplicateKeys.applicationId, applicationId), eq(duplicateKeys.line, line)));
}

export interface RegisterCandidate {
  kind: 'REGISTER_ENTRY';
  marriageId: string;
  marriage: ComparedMarriage;
}
export interface ApplicationCandidate {
  kind: 'APPLICATION';
  applicationId: string;
  line: number | null;
  marriage: ComparedMarriage;
}
export type Candidate = RegisterCandidate | ApplicationCandidate;

const upperA = sql`upper(${marriages.partyAIdNumber})`;
const upperB = sql`upper(${marriages.partyBIdNumber})`;

/**
 * Subsisting register entries that may repeat a marriage: by either party's ID number (the
 * expression indexes on both ID columns), and by both names with their close spellings (the
 * register search's word index). A dissolved entry is not compared: its couple may marry again.
 */
export async function registerCandidates(tx: DbOrTx, subject: ComparedMarriage): Promise<RegisterCandidate[]> {
  const ids = [subject.partyA.idNumber, subject.partyB.idNumber].map(idKey).filter(Boolean);
  const byName = await searchRegister(
    tx,
    { partyName: subject.partyA.name, otherPartyName: subject.partyB.name },
    CANDIDATES,
  );
  const found = await tx
    .select({
      id: marriages.id,
      partyA: marriages.partyA,
      partyB: marriages.partyB,
      celebratedAt: marriages.celebratedAt,
    })
    .from(marriages)
    .where(
      and(
        eq(marriages.status, 'SUBSISTING'),
        or(
          ids.length ? or(inArray(upperA, ids), inArray(upperB, ids)) : undefined,
          byName.length
            ? inArray(
                marriages.id,
                byName.map((m) => m.id),
              )
            : undefined,
          sql`false`,
        ),
      ),
    )
    .limit(CANDIDATES * 2);
  return found.map((row) => ({
    kind: 'REGISTER_ENTRY',
    marriageId: row.id,
    marriage: registeredMarriage({ ...row, marriageDate: nairobiDate(row.celebratedAt) }),
  }));
}

/** Each name's words must be among one party's words (or a close spelling of each), either way round. */
function namesCondition(names: string[][], variants: Map<string, string[]>): SQL {
  const holds = (column: SQLWrapper, name: string[]) =>
    and(...name.map((word) => sql`${column} && ${sql.param(variants.get(word) ?? [word])}::text[]`))!;
  const [first, second] = names;
  const [a, b] = [duplicateKeys.partyAWords, duplicateKeys.partyBWords];
  return sql`((${holds(a, first)} and ${holds(b, second)}) or (${holds(b, first)} and ${holds(a, second)}))`;
}

/**
 * Other applications in flight, submitted before this one, that may repeat a marriage: by either
 * party's ID number (btree on each) or by both names with their close spellings (GIN on the words).
 */
export async function applicationCandidates(
  tx: DbOrTx,
  subject: ComparedMarriage,
  self: { id: string; submittedAt: Date },
): Promise<ApplicationCandidate[]> {
  const ids = [subject.partyA.idNumber, subject.partyB.idNumber].map(idKey).filter(Boolean);
  const names = [nameWords(subject.partyA.name), nameWords(subject.partyB.name)];
  let byNames: SQL | undefined;
  if (names.every((n) => n.length)) {
    const asked = await wordVariants(tx, [...new Set(names.flat())]);
    const variants = new Map(asked.map((a) => [a.word, a.variants.map((v) => v.word)]));
    // Every word (or a close spelling of it) among the words: one GIN condition per word, which the
    // index intersects, so a common word ("kamau") never brings its thousands of rows alone.
    byNames = and(
      ...asked.map((a) => sql`${duplicateKeys.words} && ${sql.param(variants.get(a.word)!)}::text[]`),
      namesCondition(names, variants),
    );
  }
  const rows = await tx
    .select({
      applicationId: duplicateKeys.applicationId,
      line: duplicateKeys.line,
      particulars: duplicateKeys.particulars,
    })
    .from(duplicateKeys)
    .innerJoin(applications, eq(applications.id, duplicateKeys.applicationId))
    .where(
      and(
        ne(duplicateKeys.applicationId, self.id),
        sql`(${duplicateKeys.submittedAt}, ${duplicateKeys.applicationId}) < (${self.submittedAt.toISOString()}::timestamptz, ${self.id}::uuid)`,
        IN_FLIGHT,
        or(
          ids.length
            ? or(inArray(duplicateKeys.partyAIdNumber, ids), inArray(duplicateKeys.partyBIdNumber, ids))
            : undefined,
          byNames,
          sql`false`,
        ),
      ),
    )
    .limit(CANDIDATES * 2);
  return rows.map((r) => ({
    kind: 'APPLICATION',
    applicationId: r.applicationId,
    line: r.line === WHOLE ? null : r.line,
    marriage: r.particulars,
  }));
}

export type NewPossibleDuplicate = typeof possibleDuplicates.$inferInsert;

/**
 * The possible duplicates found, each pair once: a pair decided before is not asked again while the
 * submission's marriage is the one decided on; changed since (a return corrected and resubmitted),
 * the pair is asked again, as found now.
 */
export async function insertPossibleDuplicates(tx: Tx, rows: NewPossibleDuplicate[]) {
  const asked: { id: string }[] = [];
  for (const row of rows) {
    const [known] = await tx
      .select()
      .from(possibleDuplicates)
      .where(
        and(
          eq(possibleDuplicates.applicationId, row.applicationId),
          sql`coalesce(${possibleDuplicates.line}, -1) = ${row.line ?? -1}`,
          sql`coalesce(${possibleDuplicates.candidateMarriageId}, ${possibleDuplicates.candidateApplicationId}) = ${row.candidateMarriageId ?? row.candidateApplicationId}`,
          sql`coalesce(${possibleDuplicates.candidateLine}, -1) = ${row.candidateLine ?? -1}`,
        ),
      )
      .for('update');
    if (!known) {
      asked.push(...(await tx.insert(possibleDuplicates).values(row).returning({ id: possibleDuplicates.id })));
    } else if (!sameMarriage(known.subject, row.subject)) {
      const again = { status: 'OPEN' as const, reason: null, decidedBy: null, decidedAt: null };
      await tx
        .update(possibleDuplicates)
        .set({ ...again, rules: row.rules, subject: row.subject, candidate: row.candidate, version: known.version + 1 })
        .where(eq(possibleDuplicates.id, known.id));
      asked.push({ id: known.id });
    }
  }
  return asked;
}

/** How many possible duplicates of an application wait for a decision. */
export async function openCount(tx: DbOrTx, applicationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(possibleDuplicates)
    .where(and(eq(possibleDuplicates.applicationId, applicationId), eq(possibleDuplicates.status, 'OPEN')));
  return row?.n ?? 0;
}

/** The same marriage as the one the officer decided on: names, ID numbers and day as they were compared. */
const sameMarriage = (a: ComparedMarriage, b: ComparedMarriage) =>
  a.marriageDate === b.marriageDate &&
  (['partyA', 'partyB'] as const).every(
    (p) => a[p].name.trim() === b[p].name.trim() && idKey(a[p].idNumber) === idKey(b[p].idNumber),
  );

/**
 * A return's lines the officer found to repeat an earlier record, with what they repeat (the entry's
 * registration number or the application's reference): reconciliation enters none of them. A
 * decision holds for the line it was made on: a line changed since (the return corrected and
 * resubmitted) is not the one decided.
 */
/** The lines of an application the officer found repeat an earlier record, built once (issue 22). */
const declinedLines = prepared('duplicates_lines_declined', (db) =>
  db
    .select({
      line: possibleDuplicates.line,
      subject: possibleDuplicates.subject,
      earlier: sql<string>`coalesce(${marriages.registrationNumber}, ${applications.reference})`,
    })
    .from(possibleDuplicates)
    .leftJoin(marriages, eq(marriages.id, possibleDuplicates.candidateMarriageId))
    .leftJoin(applications, eq(applications.id, possibleDuplicates.candidateApplicationId))
    .where(
      and(
        eq(possibleDuplicates.applicationId, sql.placeholder('application')),
        eq(possibleDuplicates.status, 'DUPLICATE'),
      ),
    ),
);

export async function linesDeclinedAsDuplicates(
  tx: DbOrTx,
  applicationId: string,
  lines: DuplicateSubject[],
): Promise<Map<number, string>> {
  const rows = (await declinedLines(tx, { application: applicationId })) as {
    line: number | null;
    subject: DuplicateSubject['marriage'];
    earlier: string;
  }[];
  const now = new Map(lines.map((l) => [l.line, l.marriage]));
  return new Map(
    rows.flatMap((r) => {
      const current = r.line === null ? undefined : now.get(r.line);
      return current && sameMarriage(current, r.subject) ? [[r.line!, r.earlier] as const] : [];
    }),
  );
}
