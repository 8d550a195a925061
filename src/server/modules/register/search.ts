import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { nairobiDate, nairobiDayBounds } from '../../../shared/dates.js';
import { MAX_SEARCH_MATCHES, type RegisterMatch } from '../../../shared/services/register-search.js';
import type { DbOrTx } from '../../db/client.js';
import { districts, marriages, registerSearch, registerWords } from '../../db/schema/index.js';
import type { HookContext, SubmitCheck } from '../applications/outcomes.js';

export interface SearchCriteria {
  partyName: string;
  otherPartyName?: string | null;
  from?: string | null;
  to?: string | null;
  district?: string | null;
}

/** Names as the index holds them: lower case, single spaces, letters and digits only. */
export function searchable(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of each name given (one or two names), once each, initials left out. */
export function askedNames(criteria: Pick<SearchCriteria, 'partyName' | 'otherPartyName'>): string[][] {
  return [criteria.partyName, criteria.otherPartyName]
    .map((n) => [
      ...new Set(
        searchable(n ?? '')
          .split(' ')
          .filter((w) => w.length >= 2),
      ),
    ])
    .filter((words) => words.length > 0);
}

/** The words a search asks for: those of both names, once each. */
export function searchedWords(criteria: Pick<SearchCriteria, 'partyName' | 'otherPartyName'>): string[] {
  return [...new Set(askedNames(criteria).flat())];
}

/** A word asked and the register's words close to it (itself first when the register holds it), with their closeness 0–1. */
export interface WordVariants {
  word: string;
  variants: { word: string; closeness: number }[];
}

/**
 * The register's spellings close to each word asked (domain section 11, RS): the same word, a word
 * sharing enough of its trigrams (pg_trgm similarity ≥ 0.45, through the GIN trigram index of
 * `register_words`), or one or two letters away (edit distance 1 for words of up to five letters,
 * 2 beyond: "zelifa" finds "zelipha"), with the same first letter.
 */
export async function wordVariants(db: DbOrTx, words: string[]): Promise<WordVariants[]> {
  if (!words.length) return [];
  const cache = variantsCache(db);
  const now = Date.now();
  const missing = words.filter((w) => !((cache.get(w)?.until ?? 0) > now));
  if (missing.length) {
    const { rows } = (await db.execute(wordVariantsSql(missing))) as unknown as { rows: VariantRow[] };
    if (cache.size + missing.length > VARIANTS_CACHED) cache.clear();
    for (const found of variantsOf(missing, rows)) cache.set(found.word, { until: now + VARIANTS_TTL_MS, found });
  }
  return words.map((w) => cache.get(w)!.found);
}

/**
 * The close spellings of a word change only when a new name word is registered, and the same
 * common names are asked all day: each API process keeps a word's list for five minutes (per
 * database, at most 5,000 words). A list always holds the word itself, so an entry registered a
 * moment ago is found by its exact words at once; only its close spellings may wait five minutes.
 * One list per database whether the database or one of its transactions asks (an approval's search
 * runs in the approving transaction, a new object each time): the key is what a database and its
 * transactions share, its SQL dialect.
 */
const VARIANTS_TTL_MS = 5 * 60_000;
const VARIANTS_CACHED = 5_000;
const variantsCaches = new WeakMap<object, Map<string, { until: number; found: WordVariants }>>();
function variantsCache(db: DbOrTx) {
  const key = (db as unknown as { dialect?: object }).dialect ?? db;
  let cache = variantsCaches.get(key);
  if (!cache) variantsCaches.set(key, (cache = new Map()));
  return cache;
}

/** A row of `wordVariantsSql`: the word asked (1-based), a word of the register, how close. */
export interface VariantRow {
  i: number;
  word: string;
  closeness: number;
}

/** The statement of `wordVariants` (the benchmark sends it as it is). */
export function wordVariantsSql(words: string[]): SQL {
  return sql`
    select q.i::int as i, w.word, case when w.word = q.word then 1 else similarity(w.word, q.word) end::float8 as closeness
    from unnest(${sql.param(words)}::text[]) with ordinality as q(word, i)
    cross join lateral (
      select r.word from ${registerWords} r where r.word % q.word and similarity(r.word, q.word) >= 0.45
      union
      select r.word from ${registerWords} r
      where left(r.word, 1) = left(q.word, 1) and length(r.word) between length(q.word) - 2 and length(q.word) + 2
        and levenshtein(r.word, q.word) <= case when length(q.word) <= 5 then 1 else 2 end
    ) w`;
}

/** The rows of `wordVariantsSql` by word asked, the closest first, the word itself always among them (closeness 1). */
export function variantsOf(words: string[], rows: VariantRow[]): WordVariants[] {
  return words.map((word, index) => {
    const close = rows
      .filter((r) => r.i === index + 1 && r.word !== word)
      .map((r) => ({ word: r.word, closeness: Number(r.closeness) }));
    return {
      word,
      variants: [
        { word, closeness: 1 },
        ...close.sort((a, b) => b.closeness - a.closeness || a.word.localeCompare(b.word)),
      ],
    };
  });
}

/** The date range (Nairobi days) and district of a search, as conditions on the search rows. */
function filters(criteria: SearchCriteria): (SQL | undefined)[] {
  const days = nairobiDayBounds(criteria.from ?? undefined, criteria.to ?? undefined);
  return [
    days.start ? gte(registerSearch.celebratedAt, days.start) : undefined,
    days.end ? lt(registerSearch.celebratedAt, days.end) : undefined,
    criteria.district ? eq(registerSearch.district, criteria.district) : undefined,
  ];
}

/**
 * A name asked is one party's: each of its words (or one of its close spellings) is among that
 * party's words. With two names, one is each party's, either way round.
 */
function namesCondition(names: string[][], byWord: Map<string, string[]>): SQL {
  const holds = (column: typeof registerSearch.partyAWords | typeof registerSearch.partyBWords, name: string[]) =>
    and(...name.map((word) => sql`${column} && ${sql.param(byWord.get(word) ?? [word])}::text[]`))!;
  const [first, second] = names;
  const [a, b] = [registerSearch.partyAWords, registerSearch.partyBWords];
  if (!second) return sql`(${holds(a, first)} or ${holds(b, first)})`;
  return sql`((${holds(a, first)} and ${holds(b, second)}) or (${holds(b, first)} and ${holds(a, second)}))`;
}

/** The public columns of the entries chosen (at most the limit), in the order chosen. */
function entriesOf(db: DbOrTx, chosen: ReturnType<typeof chosenRows>) {
  const top = chosen.as('top');
  return db
    .select({
      id: marriages.id,
      registrationNumber: marriages.registrationNumber,
      partyA: sql<string>`${marriages.partyA} ->> 'name'`,
      partyB: sql<string>`${marriages.partyB} ->> 'name'`,
      celebratedAt: marriages.celebratedAt,
      districtName: districts.name,
    })
    .from(top)
    .innerJoin(marriages, eq(marriages.id, top.marriageId))
    .innerJoin(districts, eq(districts.code, marriages.district))
    .orderBy(desc(top.closeness), desc(marriages.celebratedAt), marriages.id);
}

function chosenRows(db: DbOrTx, where: SQL | undefined, closeness: SQL, limit: number) {
  return db
    .select({ marriageId: registerSearch.marriageId, closeness: sql<number>`${closeness}`.as('closeness') })
    .from(registerSearch)
    .where(where)
    .orderBy(desc(closeness), desc(registerSearch.celebratedAt), registerSearch.marriageId)
    .limit(limit);
}

/**
 * The statements of a search, in the order they are tried (empty when no word is asked): first,
 * for one name, the entries holding every word exactly, the most recent first; then, when those are fewer than the
 * limit, the entries holding every word or a close spelling of it, the closest first (the sum of each
 * word's closeness), then the most recent. Both find their candidates in `register_search` through
 * the GIN index of its words, keep those where each name asked is one party's, choose the top ones
 * there and only then read those entries; the first answer is the top of the second, so when it is
 * full the second is not needed.
 */
export function registerSearchStatements(
  db: DbOrTx,
  criteria: SearchCriteria,
  asked: WordVariants[],
  limit = MAX_SEARCH_MATCHES,
) {
  const names = askedNames(criteria);
  if (!asked.length) return [];
  const statements = [];
  // Both parties' names rarely fill the limit with exact matches: then the first step would only
  // repeat the second's index scan.
  if (names.length === 1) {
    const where = and(
      sql`${registerSearch.searchWords} @> ${sql.param(asked.map((a) => a.word))}::text[]`,
      namesCondition(names, new Map()),
      ...filters(criteria),
    );
    statements.push(entriesOf(db, chosenRows(db, where, sql`${asked.length}::float8`, limit)));
  }
  const byWord = new Map(asked.map((a) => [a.word, a.variants.map((v) => v.word)]));
  const closeness = asked
    .map(
      (a) =>
        sql`(case ${sql.join(a.variants.map((v) => sql`when ${v.word}::text = any(${registerSearch.searchWords}) then ${v.closeness}::float8 `))}else 0 end)`,
    )
    .reduce((x, y) => sql`${x} + ${y}`);
  const where = and(
    ...asked.map((a) => sql`${registerSearch.searchWords} && ${sql.param(byWord.get(a.word)!)}::text[]`),
    namesCondition(names, byWord),
    ...filters(criteria),
  );
  statements.push(entriesOf(db, chosenRows(db, where, closeness, limit)));
  return statements;
}

/**
 * The register entries matching a search (domain section 11, RS): every word of a name given, in
 * any order, must be one of a party's name words or a close spelling of it (two names: one each
 * party's); within the date range
 * (Nairobi days) and district; exact matches first, then the closest; the most recent first among
 * equals. Only what the law makes public is answered.
 */
export async function searchRegister(
  db: DbOrTx,
  criteria: SearchCriteria,
  limit = MAX_SEARCH_MATCHES,
): Promise<(RegisterMatch & { id: string })[]> {
  const words = searchedWords(criteria);
  if (!words.some((w) => w.length >= 3)) return [];
  const statements = registerSearchStatements(db, criteria, await wordVariants(db, words), limit);
  let rows: Awaited<(typeof statements)[number]> = [];
  for (const statement of statements) {
    rows = await statement;
    if (rows.length >= limit) break;
  }
  return rows.map((r) => ({
    id: r.id,
    registrationNumber: r.registrationNumber,
    partyAName: r.partyA,
    partyBName: r.partyB,
    celebratedOn: nairobiDate(r.celebratedAt),
    districtName: r.districtName,
  }));
}

type SearchForm = SearchCriteria & { purpose: string };

/** The date range must run forwards. */
export const checkSearchAtSubmit: SubmitCheck = async (ctx) => {
  const form = ctx.application.formData as Partial<SearchForm>;
  const errors: Record<string, string> = {};
  if (form.from && form.to && form.from > form.to)
    errors['formData.to'] = 'The end of the range cannot be before its start';
  return errors;
};

/** The officer's approval confirms the result: the entries found then are kept as the outcome. */
export async function confirmSearch(ctx: HookContext) {
  const form = ctx.application.formData as unknown as SearchForm;
  const found = await searchRegister(ctx.tx, form);
  return { matches: found.map(({ id: _id, ...match }) => match), searchedAt: ctx.now.toISOString() };
}
