import {
  monthsBetween,
  statisticsRange,
  STATISTICS_MESSAGES,
  type Statistics,
  type StatisticsQuery,
} from '../../../shared/contracts/statistics.js';
import { nairobiToday } from '../../../shared/dates.js';
import { canReadStatistics } from '../../../shared/permissions.js';
import {
  AGE_BANDS,
  CEREMONY_TYPES,
  DURATION_BANDS,
  MARRIAGE_PLACES,
  PREVIOUS_STATUSES,
  TIMELINESS_BANDS,
} from '../../../shared/statistics.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import type { Caller } from '../../plugins/auth.js';
import { ROLE_REFUSED } from '../../plugins/auth.js';
import { badRequest, forbidden, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { aggregateRows, countiesOf, type AggregateRow, type StatisticsScope } from './repository.js';

const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (ns: number[]) => ns.reduce((s, n) => s + n, 0);

/** The national (or county) category rows added up by measure, category and sex. */
function categoryCounts(rows: AggregateRow[]) {
  const counts = new Map<string, number>();
  for (const r of rows) {
    if (r.month) continue; // marriages by month and county
    for (const key of [`${r.measure}|${r.category}|${r.sex}`, `${r.measure}|${r.category}|*`])
      counts.set(key, (counts.get(key) ?? 0) + r.count);
  }
  const get = (measure: string, category: string, sex = '*') => counts.get(`${measure}|${category}|${sex}`) ?? 0;
  return {
    /** Women, men and parties whose sex the register did not record, of one category of a per-party measure. */
    bySex: (measure: string, category: string) => ({
      women: get(measure, category, 'F'),
      men: get(measure, category, 'M'),
      notStated: get(measure, category, 'X'),
    }),
    count: (measure: string, category: string) => get(measure, category),
  };
}

/**
 * The vital statistics (issue 24): who asks and over what, then the UN-style tables added up from
 * the aggregate the database keeps (statistics_months). Every category is listed, at zero too, so a
 * table always has the same rows.
 */
export class StatisticsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** Who may read the statistics and over what: a county's staff over their county only (as the reports). */
  async scope(caller: Caller, query: StatisticsQuery) {
    if (!canReadStatistics(caller)) throw forbidden(ROLE_REFUSED);
    const range = statisticsRange(query, nairobiToday(this.deps.clock).slice(0, 7));
    if ('errors' in range) throw badRequest(VALIDATION_MESSAGE, range.errors);
    if (caller.district && query.county && query.county !== caller.district)
      throw forbidden(STATISTICS_MESSAGES.ownCounty);
    const county = caller.district ?? query.county ?? null;
    const counties = await countiesOf(this.deps.db, county);
    if (county && !counties.length) throw badRequest(VALIDATION_MESSAGE, { county: STATISTICS_MESSAGES.noCounty });
    const scope: StatisticsScope = { from: range.from, to: range.to, county };
    return { scope, counties, countyName: county ? counties[0].name : null };
  }

  async tables(caller: Caller, query: StatisticsQuery): Promise<Statistics> {
    const { scope, counties, countyName } = await this.scope(caller, query);
    const rows = await aggregateRows(this.deps.db, scope);
    const { bySex, count } = categoryCounts(rows.filter((r) => r.measure !== 'DIVORCES'));
    const months = monthsBetween(scope.from, scope.to);
    const marriageRows = rows.filter((r) => r.measure === 'MARRIAGES');
    const divorceRows = rows.filter((r) => r.measure === 'DIVORCES');
    const grid = (source: AggregateRow[], columns: readonly string[], column: (r: AggregateRow) => string) => {
      const cells = new Map<string, number>();
      for (const r of source) {
        const key = `${r.county}|${column(r)}`;
        cells.set(key, (cells.get(key) ?? 0) + r.count);
      }
      const gridRows = counties.map((c) => {
        const counts = columns.map((k) => cells.get(`${c.code}|${k}`) ?? 0);
        return { county: c.code, countyName: c.name, counts, total: sum(counts) };
      });
      const totals = columns.map((_, i) => sum(gridRows.map((r) => r.counts[i])));
      return { rows: gridRows, totals, total: sum(totals) };
    };
    const byMonthAndCounty = grid(marriageRows, months, (r) => r.month);
    const divorcesByDuration = grid(divorceRows, DURATION_BANDS, (r) => r.category);
    // A rate a year: the range's marriages scaled to twelve months, per 1,000 of the county's population.
    const perYear = 12 / months.length;
    const rateRows = byMonthAndCounty.rows.map((r, i) => {
      const { population, populationYear } = counties[i];
      return {
        county: r.county,
        countyName: r.countyName,
        marriages: r.total,
        population,
        populationYear,
        perThousand: population ? round2(((r.total * perYear) / population) * 1000) : null,
      };
    });
    const counted = rateRows.filter((r) => r.population);
    const population = sum(counted.map((r) => r.population ?? 0));
    const denominations = rows
      .filter((r) => r.measure === 'DENOMINATION')
      .map((r) => ({ denomination: r.category || null, count: r.count }))
      .sort(
        (a, b) =>
          b.count - a.count ||
          Number(a.denomination === null) - Number(b.denomination === null) ||
          (a.denomination ?? '').localeCompare(b.denomination ?? ''),
      );
    return {
      filters: { from: scope.from, to: scope.to, months, county: scope.county, countyName },
      marriages: byMonthAndCounty.total,
      divorces: divorcesByDuration.total,
      byMonthAndCounty,
      byAge: AGE_BANDS.map((band) => ({ band, ...bySex('AGE', band) })),
      byPreviousStatus: PREVIOUS_STATUSES.map((status) => ({ status, ...bySex('CONDITION', status) })),
      byCeremony: CEREMONY_TYPES.map((ceremony) => ({ ceremony, count: count('CEREMONY', ceremony) })),
      byDenomination: denominations,
      byPlace: MARRIAGE_PLACES.map((place) => ({ place, count: count('PLACE', place) })),
      timeliness: TIMELINESS_BANDS.map((band) => ({ band, count: count('TIMELINESS', band) })),
      divorcesByDuration,
      rates: {
        rows: rateRows,
        population,
        perThousand: population ? round2(((sum(counted.map((r) => r.marriages)) * perYear) / population) * 1000) : null,
      },
    };
  }
}
