import { z } from 'zod';
import { AGE_BANDS, CEREMONY_TYPES, MARRIAGE_PLACES, PREVIOUS_STATUSES, TIMELINESS_BANDS } from '../statistics.js';
import { envelope } from './common.js';

/**
 * The vital statistics (issue 24) at GET /api/statistics: the UN-style tables over a range of whole
 * months (Nairobi months: a marriage at 23:59 on the 31st in Nairobi is in that month, one at 00:00
 * in the next), and their export for the statistics office at GET /api/statistics/export.
 */

/** The longest range the tables cover: ten years, the span of a trend. */
export const MAX_STATISTICS_MONTHS = 120;

export const STATISTICS_MESSAGES = {
  month: 'Enter a month as yyyy-mm',
  year: 'Enter a year as four digits',
  yearOrRange: 'Choose a year or a range of months, not both',
  fromAfterTo: 'The first month must not be after the last',
  tooLong: `Choose a range of at most ${MAX_STATISTICS_MONTHS} months (ten years)`,
  county: 'Choose a county by its code',
  format: 'Choose csv or json',
  ownCounty: 'You see the statistics of your own county only',
  noCounty: 'No such county',
} as const;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const month = z.string().regex(MONTH, STATISTICS_MESSAGES.month);

export const statisticsQuery = z.object({
  year: z
    .string()
    .regex(/^(19|20)\d{2}$/, STATISTICS_MESSAGES.year)
    .optional(),
  from: month.optional(),
  to: month.optional(),
  county: z
    .string()
    .regex(/^\d{3}$/, STATISTICS_MESSAGES.county)
    .optional(),
});
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

export const STATISTICS_FORMATS = ['csv', 'json'] as const;
export const statisticsExportQuery = statisticsQuery.extend({
  format: z.enum(STATISTICS_FORMATS, { error: STATISTICS_MESSAGES.format }).optional(),
});
export type StatisticsExportQuery = z.infer<typeof statisticsExportQuery>;

/** Months from `from` to `to` (yyyy-mm), both included. */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  while (y < ty || (y === ty && m <= tm)) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}

/** The month `n` months after a yyyy-mm month (n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * The range a query asks for, or its field errors. A year is its twelve months; no year and no
 * range: the twelve months up to the current one. One rule for the page's form and the server.
 */
export function statisticsRange(
  query: Pick<StatisticsQuery, 'year' | 'from' | 'to'>,
  currentMonth: string,
): { from: string; to: string } | { errors: Record<string, string> } {
  if (query.year && (query.from || query.to)) return { errors: { year: STATISTICS_MESSAGES.yearOrRange } };
  if (query.year) return { from: `${query.year}-01`, to: `${query.year}-12` };
  const to = query.to ?? (query.from && query.from > currentMonth ? query.from : currentMonth);
  const from = query.from ?? addMonths(to, -11);
  if (from > to) return { errors: { to: STATISTICS_MESSAGES.fromAfterTo } };
  if (monthsBetween(from, to).length > MAX_STATISTICS_MONTHS) return { errors: { from: STATISTICS_MESSAGES.tooLong } };
  return { from, to };
}

const bySex = { women: z.number(), men: z.number(), notStated: z.number() };

/** A table of counties by columns (months, or duration groups), with each row's and column's totals. */
const countyGrid = z.object({
  rows: z.array(
    z.object({ county: z.string(), countyName: z.string(), counts: z.array(z.number()), total: z.number() }),
  ),
  totals: z.array(z.number()),
  total: z.number(),
});

export const statisticsSchema = z.object({
  filters: z.object({
    from: z.string(),
    to: z.string(),
    months: z.array(z.string()),
    county: z.string().nullable(),
    countyName: z.string().nullable(),
  }),
  marriages: z.number(),
  divorces: z.number(),
  /** Marriages by the month of the marriage (columns: `filters.months`) and county. */
  byMonthAndCounty: countyGrid,
  /** Parties by age group at the marriage and sex. */
  byAge: z.array(z.object({ band: z.enum(AGE_BANDS), ...bySex })),
  /** Parties by previous marital status and sex. */
  byPreviousStatus: z.array(z.object({ status: z.enum(PREVIOUS_STATUSES), ...bySex })),
  byCeremony: z.array(z.object({ ceremony: z.enum(CEREMONY_TYPES), count: z.number() })),
  /** Christian ceremonies by denomination (null: not stated), most first. */
  byDenomination: z.array(z.object({ denomination: z.string().nullable(), count: z.number() })),
  byPlace: z.array(z.object({ place: z.enum(MARRIAGE_PLACES), count: z.number() })),
  timeliness: z.array(z.object({ band: z.enum(TIMELINESS_BANDS), count: z.number() })),
  /** Divorces (decrees absolute in the range) by completed years of marriage (columns: DURATION_BANDS) and county. */
  divorcesByDuration: countyGrid,
  /** Marriages a year per 1,000 population, per county (null: no population recorded), and the nation's. */
  rates: z.object({
    rows: z.array(
      z.object({
        county: z.string(),
        countyName: z.string(),
        marriages: z.number(),
        population: z.number().nullable(),
        populationYear: z.number().nullable(),
        perThousand: z.number().nullable(),
      }),
    ),
    population: z.number(),
    perThousand: z.number().nullable(),
  }),
});
export const statisticsAnswer = envelope(statisticsSchema);
export type Statistics = z.infer<typeof statisticsSchema>;
export type StatisticsInput = z.input<typeof statisticsSchema>;
