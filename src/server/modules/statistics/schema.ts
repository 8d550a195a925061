import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The vital statistics' aggregate (issue 24), kept by the database itself: statement-level
 * triggers on `marriages` (migration 0029_vital_statistics) record what each written statement adds
 * and takes away, whoever writes (a celebration, an institution's marriage, a return's new entry, a
 * rectification, a divorce return, the seeds), as deltas (`statisticsDeltas`, migration 0037) that
 * the scheduled sweep folds in. No application code writes it.
 *
 * Keyed by measure first, so that each table reads only its own rows of the range.
 * One row per Nairobi month, county (the entry's district; '' for the whole country, kept beside
 * the county's for every measure but MARRIAGES and DIVORCES, whose tables are by county), measure,
 * sex and category:
 * MARRIAGES ('' / ''), AGE and CONDITION (per party: its sex, its age group or previous status),
 * CEREMONY, DENOMINATION (Christian ceremonies), PLACE, TIMELINESS ('' / the category), all by the
 * month of the marriage; DIVORCES ('' / the duration group) by the month of the decree absolute.
 */
export const statisticsMonths = pgTable(
  'statistics_months',
  {
    month: date({ mode: 'string' }).notNull(),
    county: text().notNull(),
    measure: text().notNull(),
    sex: text().notNull(),
    category: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'statistics_months_pk', columns: [t.measure, t.month, t.county, t.sex, t.category] })],
);

/**
 * What the register's writes added to the aggregate and is not yet in it (issue 22): the triggers on
 * `marriages` append their rows here, in the writing transaction (so nothing is lost and nothing
 * waits on the aggregate's shared rows), and the scheduled sweep folds them into statistics_months
 * (`statistics_fold()`, migration 0037). Readers add both, so every answer is exact at any moment.
 * No index: it is only appended to, read whole and emptied.
 */
export const statisticsDeltas = pgTable('statistics_deltas', {
  month: date({ mode: 'string' }).notNull(),
  county: text().notNull(),
  measure: text().notNull(),
  sex: text().notNull(),
  category: text().notNull(),
  count: integer().notNull(),
});
