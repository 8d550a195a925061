import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { nairobiDate, nairobiDayBounds } from '../../../shared/dates.js';
import { MAX_SEARCH_MATCHES, type RegisterMatch } from '../../../shared/services/register-search.js';
import type { DbOrTx } from '../../db/client.js';
import { districts, marriages } from '../../db/schema/index.js';
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
  return name.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * The register entries matching a search (domain section 11, RS): each name given must be found
 * among the entry's names by trigram word similarity (spelling variants and any word order pass,
 * through the GIN trigram index on `search_names`), within the date range (Nairobi days) and
 * district; the closest first. Only what the law makes public is answered.
 */
export async function searchRegister(db: DbOrTx, criteria: SearchCriteria, limit = MAX_SEARCH_MATCHES): Promise<(RegisterMatch & { id: string })[]> {
  const query = registerSearchQuery(db, criteria, limit);
  if (!query) return [];
  const rows = await query;
  return rows.map((r) => ({ id: r.id, registrationNumber: r.registrationNumber, partyAName: r.partyA, partyBName: r.partyB, celebratedOn: nairobiDate(r.celebratedAt), districtName: r.districtName }));
}

/** The statement of a search (null when no name is long enough to search by); the benchmark sends its SQL as it is. */
export function registerSearchQuery(db: DbOrTx, criteria: SearchCriteria, limit = MAX_SEARCH_MATCHES) {
  const names = [criteria.partyName, criteria.otherPartyName].map((n) => searchable(n ?? '')).filter((n) => n.length >= 3);
  if (!names.length) return null;
  const days = nairobiDayBounds(criteria.from ?? undefined, criteria.to ?? undefined);
  const conditions: (SQL | undefined)[] = [
    ...names.map((name) => sql`${name} <% ${marriages.searchNames}`),
    days.start ? gte(marriages.celebratedAt, days.start) : undefined,
    days.end ? lt(marriages.celebratedAt, days.end) : undefined,
    criteria.district ? eq(marriages.district, criteria.district) : undefined,
  ];
  const closeness = names.map((name) => sql`word_similarity(${name}, ${marriages.searchNames})`).reduce((a, b) => sql`${a} + ${b}`);
  return db
    .select({
      id: marriages.id,
      registrationNumber: marriages.registrationNumber,
      partyA: sql<string>`${marriages.partyA} ->> 'name'`,
      partyB: sql<string>`${marriages.partyB} ->> 'name'`,
      celebratedAt: marriages.celebratedAt,
      districtName: districts.name,
    })
    .from(marriages)
    .innerJoin(districts, eq(districts.code, marriages.district))
    .where(and(...conditions))
    .orderBy(desc(closeness), desc(marriages.celebratedAt), marriages.id)
    .limit(limit);
}

type SearchForm = SearchCriteria & { purpose: string };

/** The date range must run forwards. */
export const checkSearchAtSubmit: SubmitCheck = async (ctx) => {
  const form = ctx.application.formData as Partial<SearchForm>;
  const errors: Record<string, string> = {};
  if (form.from && form.to && form.from > form.to) errors['formData.to'] = 'The end of the range cannot be before its start';
  return errors;
};

/** The officer's approval confirms the result: the entries found then are kept as the outcome. */
export async function confirmSearch(ctx: HookContext) {
  const form = ctx.application.formData as unknown as SearchForm;
  const found = await searchRegister(ctx.tx, form);
  return { matches: found.map(({ id: _id, ...match }) => match), searchedAt: ctx.now.toISOString() };
}
