import { sql, type SQL } from 'drizzle-orm';
import { TIME_ZONE } from '../../../shared/dates.js';
import type { ReportPeriod } from '../../../shared/contracts/reports.js';
import type { DbOrTx } from '../../db/client.js';
import { APPROVAL_LEVELS } from '../../../shared/services.js';

/** The approval levels in their order, as SQL literals (constants of the code, never input). */
const LEVELS_IN_ORDER = sql.raw(APPROVAL_LEVELS.map((level) => `'${level}'`).join(', '));

/** What every report is asked: a range of whole Nairobi days [start, end), an optional district, a bucket size. */
export interface ReportScope {
  start: Date;
  end: Date;
  district: string | null;
  period: ReportPeriod;
}

const zone = sql.raw(`'${TIME_ZONE}'`);

/** The first Nairobi day (yyyy-mm-dd) of the period holding an instant. */
const periodOf = (column: SQL, period: ReportPeriod) =>
  sql`to_char(date_trunc(${sql.raw(`'${period}'`)}, ${column} at time zone ${zone}), 'YYYY-MM-DD')`;

/** The first day (yyyy-mm-dd) of the period holding a Nairobi day. */
const periodOfDay = (column: SQL, period: ReportPeriod) =>
  sql`to_char(date_trunc(${sql.raw(`'${period}'`)}, ${column}::timestamp), 'YYYY-MM-DD')`;

const districtIs = (column: SQL, district: string | null) => (district ? sql`and ${column} = ${district}` : sql``);

/**
 * Runs a report's statement with room to sort and hash its year of rows in memory (the default
 * 4 MB makes PostgreSQL spill them to disk), in a read-only transaction of its own.
 */
async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local work_mem = '64MB'`);
      return (await tx.execute(query)).rows as T[];
    },
    { accessMode: 'read only' },
  );
}

/** Applications by the period they were submitted in, service and status (drafts never submitted are not counted). */
const applicationsByPeriodSql = (scope: ReportScope) => sql`
    select ${periodOf(sql`a.submitted_at`, scope.period)} as "period", a.service_code as "serviceCode", s.name as "serviceName",
           a.status as "status", count(*)::int as "count"
    from applications a join services s on s.code = a.service_code
    where a.submitted_at >= ${scope.start} and a.submitted_at < ${scope.end} ${districtIs(sql`a.district`, scope.district)}
    group by 1, 2, 3, 4
    order by 1, 3, 4`;

export function applicationsByPeriod(db: DbOrTx, scope: ReportScope) {
  return rows<{ period: string; serviceCode: string; serviceName: string; status: string; count: number }>(
    db,
    applicationsByPeriodSql(scope),
  );
}

/** The Nairobi days [first, last) of a scope, for the rollups keyed by day. */
const daysOf = (scope: ReportScope) => ({
  first: sql`(${scope.start.toISOString()}::timestamptz at time zone ${zone})::date`,
  end: sql`(${scope.end.toISOString()}::timestamptz at time zone ${zone})::date`,
});

/**
 * Each pass of an application through a stage: from the event that put it in the stage's queue
 * (Submitted or Pending at that stage) to the next event that took it out (approved to the next
 * level, decided, sent back for corrections, withdrawn). Counted in the period the pass ended, per
 * service and stage, against the service's target days for the stage when the pass ended: a pass
 * is over its target when it ended after the last instant of the target day, as the queues count
 * overdue. Read from the daily rollup the database keeps (report_stage_days, migration 0017).
 */
const stagePassesSql = (scope: ReportScope) => {
  const days = daysOf(scope);
  return sql`
    select r.service_code as "serviceCode", s.name as "serviceName", r.stage as "stage", sum(r.passes)::int as "completed",
           round(sum(r.total_seconds) / sum(r.passes) / 86400, 2)::float8 as "averageDays",
           r.sla_days as "slaDays", sum(r.over_target)::int as "overSla"
    from report_stage_days r join services s on s.code = r.service_code
    where r.day >= ${days.first} and r.day < ${days.end} ${districtIs(sql`r.district`, scope.district)}
    group by 1, 2, 3, 6
    having sum(r.passes) > 0
    order by 2, array_position(array[${LEVELS_IN_ORDER}], r.stage), 6`;
};

export function stagePasses(db: DbOrTx, scope: ReportScope) {
  return rows<{
    serviceCode: string;
    serviceName: string;
    stage: string;
    completed: number;
    averageDays: number;
    slaDays: number;
    overSla: number;
  }>(db, stagePassesSql(scope));
}

/** Register entries by the period of the marriage's celebration and district. */
const marriagesByDistrictSql = (scope: ReportScope) => sql`
    select ${periodOf(sql`m.celebrated_at`, scope.period)} as "period", m.district as "district", d.name as "districtName", count(*)::int as "count"
    from marriages m join districts d on d.code = m.district
    where m.celebrated_at >= ${scope.start} and m.celebrated_at < ${scope.end} ${districtIs(sql`m.district`, scope.district)}
    group by 1, 2, 3
    order by 1, 3`;

export function marriagesByDistrict(db: DbOrTx, scope: ReportScope) {
  return rows<{ period: string; district: string; districtName: string; count: number }>(
    db,
    marriagesByDistrictSql(scope),
  );
}

/**
 * Money received: each succeeded payment's invoice split into its tax heads (as the invoice lines
 * recorded them when it was raised), by the period the payment was confirmed in and the service.
 * Read from the daily rollup the database keeps (report_revenue_days, migration 0017).
 */
const revenueByTaxHeadSql = (scope: ReportScope) => {
  const days = daysOf(scope);
  return sql`
    select ${periodOfDay(sql`r.day`, scope.period)} as "period", r.service_code as "serviceCode", s.name as "serviceName",
           r.tax_head_code as "taxHeadCode", coalesce(max(h.name), max(nullif(r.tax_head_name, ''))) as "taxHeadName",
           round(sum(r.amount), 2)::float8 as "amount", r.currency as "currency"
    from report_revenue_days r
    join services s on s.code = r.service_code
    left join tax_heads h on h.code = r.tax_head_code
    where r.day >= ${days.first} and r.day < ${days.end} ${districtIs(sql`r.district`, scope.district)}
    group by 1, 2, 3, 4, 7
    having sum(r.payments) > 0
    order by 1, 3, 5`;
};

export function revenueByTaxHead(db: DbOrTx, scope: ReportScope) {
  return rows<{
    period: string;
    serviceCode: string;
    serviceName: string;
    taxHeadCode: string;
    taxHeadName: string;
    amount: number;
    currency: string;
  }>(db, revenueByTaxHeadSql(scope));
}

/** Payments per service: those that succeeded (by the day confirmed) and those that failed (by the day tried), from report_payment_days. */
export function paymentsByService(db: DbOrTx, scope: ReportScope) {
  const days = daysOf(scope);
  return rows<{ serviceCode: string; succeeded: number; failed: number }>(
    db,
    sql`
    select r.service_code as "serviceCode", (coalesce(sum(r.payments) filter (where r.status = 'SUCCEEDED'), 0))::int as "succeeded",
           (coalesce(sum(r.payments) filter (where r.status = 'FAILED'), 0))::int as "failed"
    from report_payment_days r
    where r.day >= ${days.first} and r.day < ${days.end} ${districtIs(sql`r.district`, scope.district)}
    group by 1`,
  );
}

/** The statements of the reports, for the bench's EXPLAIN ANALYZE (scripts/bench.ts). */
export const REPORT_STATEMENTS = {
  applications: applicationsByPeriodSql,
  'processing-times': stagePassesSql,
  marriages: marriagesByDistrictSql,
  revenue: revenueByTaxHeadSql,
} as const;
