import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The vital statistics' aggregate (issue 24), kept by the database itself: statement-level
 * triggers on `marriages` (migration 0029_vital_statistics) add what each written statement adds
 * and take away what it takes away, whoever writes (a celebration, an institution's marriage, a
 * return's new entry, a rectification, a divorce return, the seeds). No application code writes it.
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
