import { z } from 'zod';
import { addDays, addYears, apiDateProblem } from '../dates.js';
import { apiDateParam, envelope } from './common.js';

/** The reports of domain section 9, each at GET /api/reports/<name>. */
export const REPORT_NAMES = ['applications', 'processing-times', 'marriages', 'revenue'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/** How the rows of a report are bucketed in time (Nairobi days; weeks start on Monday). */
export const REPORT_PERIODS = ['month', 'week', 'day'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** The longest range a report covers: three years (docs/decisions.md, "Reports"). */
export const MAX_REPORT_DAYS = 1096;

export const REPORT_MESSAGES = {
  fromAfterTo: 'The start of the range must not be after its end',
  tooLong: `Choose a range of at most ${MAX_REPORT_DAYS} days (three years)`,
  district: 'Choose a district by its code',
  period: 'Choose month, week or day',
} as const;

export const reportQuery = z.object({
  from: apiDateParam.optional(),
  to: apiDateParam.optional(),
  district: z
    .string()
    .regex(/^\d{3}$/, REPORT_MESSAGES.district)
    .optional(),
  period: z.enum(REPORT_PERIODS, { error: REPORT_MESSAGES.period }).optional(),
});
export type ReportQuery = z.infer<typeof reportQuery>;

/** The range a report covers when none is given: the year up to today (Nairobi). */
export function defaultReportRange(today: string): { from: string; to: string } {
  return { from: addDays(addYears(today, -1), 1), to: today };
}

/** Days from `from` to `to`, both included. */
export function rangeDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The problems of a range as field errors (none: {}). One rule for the page's form and the server. */
export function reportRangeErrors(from: string, to: string): Record<string, string> {
  if (apiDateProblem(from) || apiDateProblem(to)) return {};
  if (from > to) return { to: REPORT_MESSAGES.fromAfterTo };
  if (rangeDays(from, to) > MAX_REPORT_DAYS) return { from: REPORT_MESSAGES.tooLong };
  return {};
}

const filters = z.object({
  from: z.string(),
  to: z.string(),
  district: z.string().nullable(),
  districtName: z.string().nullable(),
  period: z.enum(REPORT_PERIODS),
});

// ---- Applications by service, status and period -------------------------------------------------

export const applicationsReportRow = z.object({
  period: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  status: z.string(),
  count: z.number(),
});
export const applicationsReport = z.object({
  filters,
  rows: z.array(applicationsReportRow),
  totals: z.object({
    count: z.number(),
    byStatus: z.array(z.object({ status: z.string(), count: z.number() })),
    byService: z.array(z.object({ serviceCode: z.string(), serviceName: z.string(), count: z.number() })),
  }),
});

// ---- Processing time per stage against its target ----------------------------------------------

export const processingReportRow = z.object({
  serviceCode: z.string(),
  serviceName: z.string(),
  stage: z.string(),
  completed: z.number(),
  averageDays: z.number(),
  slaDays: z.number(),
  overSla: z.number(),
});
export const processingReport = z.object({
  filters,
  rows: z.array(processingReportRow),
  totals: z.object({
    completed: z.number(),
    overSla: z.number(),
    averageDays: z.number(),
    byStage: z.array(
      z.object({ stage: z.string(), completed: z.number(), averageDays: z.number(), overSla: z.number() }),
    ),
  }),
});

// ---- Marriages registered per district and period ----------------------------------------------

export const marriagesReportRow = z.object({
  period: z.string(),
  district: z.string(),
  districtName: z.string(),
  count: z.number(),
});
export const marriagesReport = z.object({
  filters,
  rows: z.array(marriagesReportRow),
  totals: z.object({
    count: z.number(),
    byDistrict: z.array(z.object({ district: z.string(), districtName: z.string(), count: z.number() })),
    byPeriod: z.array(z.object({ period: z.string(), count: z.number() })),
  }),
});

// ---- Revenue by tax head and by service ---------------------------------------------------------

export const revenueReportRow = z.object({
  period: z.string(),
  serviceCode: z.string(),
  serviceName: z.string(),
  taxHeadCode: z.string(),
  taxHeadName: z.string(),
  amount: z.number(),
  currency: z.string(),
});
export const revenueReport = z.object({
  filters,
  rows: z.array(revenueReportRow),
  totals: z.object({
    amount: z.number(),
    currency: z.string(),
    payments: z.number(),
    failedPayments: z.number(),
    byTaxHead: z.array(z.object({ taxHeadCode: z.string(), taxHeadName: z.string(), amount: z.number() })),
    byService: z.array(
      z.object({ serviceCode: z.string(), serviceName: z.string(), amount: z.number(), payments: z.number() }),
    ),
  }),
});

export const REPORT_ANSWERS = {
  applications: envelope(applicationsReport),
  'processing-times': envelope(processingReport),
  marriages: envelope(marriagesReport),
  revenue: envelope(revenueReport),
} as const satisfies Record<ReportName, z.ZodType>;

export type ApplicationsReport = z.infer<typeof applicationsReport>;
export type ProcessingReport = z.infer<typeof processingReport>;
export type MarriagesReport = z.infer<typeof marriagesReport>;
export type RevenueReport = z.infer<typeof revenueReport>;
export type ReportFilters = z.infer<typeof filters>;
