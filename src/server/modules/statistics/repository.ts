import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

/** What the tables are asked: whole months [from, to] (yyyy-mm) and an optional county. */
export interface StatisticsScope {
  from: string;
  to: string;
  county: string | null;
}

/** One row of the aggregate added up over the scope. */
export interface AggregateRow {
  measure: string;
  month: string;
  county: string;
  sex: string;
  category: string;
  count: number;
}

/**
 * The aggregate as it stands: what statistics_months holds and the deltas the sweep has not folded in
 * yet (migration 0037), each branch read by its own index or whole; `s` in the statements below.
 */
const aggregate = sql.raw(
  `(select month, county, measure, sex, category, count from statistics_months
    union all select month, county, measure, sex, category, count from statistics_deltas)`,
);

const countyIs = (county: string | null) => (county ? sql`and s.county = ${county}` : sql``);
const monthsOf = (scope: StatisticsScope) =>
  sql`s.month >= ${`${scope.from}-01`}::date and s.month <= ${`${scope.to}-01`}::date`;

/**
 * The marriages by month and county, the divorces by county and duration, and every other measure
 * nationally (county '': the aggregate keeps those tables for the whole country too) or in the
 * county, added up from statistics_months (migration 0029), read by their key (measure, month), and
 * the deltas not folded in yet (0037).
 */
export const statisticsSql = (scope: StatisticsScope): SQL => sql`
    select s.measure, to_char(s.month, 'YYYY-MM') as "month", s.county, '' as "sex", '' as "category", sum(s.count)::int as "count"
    from ${aggregate} s
    where s.measure = 'MARRIAGES' and ${monthsOf(scope)} ${countyIs(scope.county)}
    group by s.measure, s.month, s.county
    having sum(s.count) <> 0
    union all
    select s.measure, '' as "month", s.county, '' as "sex", s.category, sum(s.count)::int
    from ${aggregate} s
    where s.measure = 'DIVORCES' and ${monthsOf(scope)} ${countyIs(scope.county)}
    group by s.measure, s.county, s.category
    having sum(s.count) <> 0
    union all
    select s.measure, '' as "month", '' as "county", s.sex, s.category, sum(s.count)::int
    from ${aggregate} s
    where s.measure in ('AGE', 'CONDITION', 'CEREMONY', 'DENOMINATION', 'PLACE', 'TIMELINESS') and ${monthsOf(scope)}
      and s.county = ${scope.county ?? ''}
    group by s.measure, s.sex, s.category
    having sum(s.count) <> 0`;

/**
 * The aggregate over a scope, in a read-only transaction. A few thousand index entries are read
 * faster by one process than by parallel workers started for them (docs/performance.md).
 */
export async function aggregateRows(db: DbOrTx, scope: StatisticsScope): Promise<AggregateRow[]> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return (await tx.execute(statisticsSql(scope))).rows as unknown as AggregateRow[];
    },
    { accessMode: 'read only' },
  );
}

/** The counties (every one, or the one asked for) with their populations, by name. */
export async function countiesOf(db: DbOrTx, county: string | null) {
  const rows = (
    await db.execute(sql`
    select code, name, population, population_year as "populationYear" from districts
    where ${county ? sql`code = ${county}` : sql`true`}
    order by name`)
  ).rows as { code: string; name: string; population: number | null; populationYear: number | null }[];
  return rows;
}

/**
 * Folds the register's statistics deltas into the aggregate (migration 0037): the scheduled sweep's
 * (and the bulk seed's). Answers how many deltas it moved.
 */
export async function foldStatistics(db: DbOrTx): Promise<number> {
  const [row] = (await db.execute(sql`select statistics_fold() as moved`)).rows as { moved: number }[];
  return Number(row?.moved ?? 0);
}
