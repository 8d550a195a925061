import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The reports' daily rollups, kept by the database itself (statement-level triggers in migration
 * 0017_report_rollups): no application code writes them. Days are Nairobi days; `district` is ''
 * for an application without one (counted nationally, never in a district's report).
 */

/**
 * Passes through an approval stage, by the Nairobi day each ended, the application's district and
 * service, the stage and the target days in force when the pass ended (docs/decisions.md, "Report
 * rollups"): how many, how many over that target, and their seconds in the stage added up.
 */
export const reportStageDays = pgTable(
  'report_stage_days',
  {
    day: date({ mode: 'string' }).notNull(),
    district: text().notNull(),
    serviceCode: text().notNull(),
    stage: text().notNull(),
    slaDays: integer().notNull(),
    passes: integer().notNull(),
    overTarget: integer().notNull(),
    totalSeconds: numeric().notNull(),
  },
  (t) => [
    primaryKey({ name: 'report_stage_days_pk', columns: [t.day, t.district, t.serviceCode, t.stage, t.slaDays] }),
  ],
);

/**
 * Money received, by the Nairobi day each payment was confirmed, district, service, currency and
 * tax head (code and the name the invoice line gave it): the amount and how many payments.
 */
export const reportRevenueDays = pgTable(
  'report_revenue_days',
  {
    day: date({ mode: 'string' }).notNull(),
    district: text().notNull(),
    serviceCode: text().notNull(),
    currency: text().notNull(),
    taxHeadCode: text().notNull(),
    taxHeadName: text().notNull(),
    amount: numeric().notNull(),
    payments: integer().notNull(),
  },
  (t) => [
    primaryKey({
      name: 'report_revenue_days_pk',
      columns: [t.day, t.district, t.serviceCode, t.currency, t.taxHeadCode, t.taxHeadName],
    }),
  ],
);

/** Payments that succeeded (by the Nairobi day confirmed) and failed (by the day tried), per district and service. */
export const reportPaymentDays = pgTable(
  'report_payment_days',
  {
    day: date({ mode: 'string' }).notNull(),
    district: text().notNull(),
    serviceCode: text().notNull(),
    status: text({ enum: ['SUCCEEDED', 'FAILED'] }).notNull(),
    payments: integer().notNull(),
  },
  (t) => [primaryKey({ name: 'report_payment_days_pk', columns: [t.day, t.district, t.serviceCode, t.status] })],
);
