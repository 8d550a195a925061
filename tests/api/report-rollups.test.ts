// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationIn, newCitizen } from './app-support.js';
import { testContext } from './helpers.js';

/**
 * The reports' daily rollups (migration 0017) are kept by the database: whatever writes the events
 * and payments (the demo seed through the engine, the bulk demo history, the engine through the
 * API, plain updates and deletes), they hold exactly what a recount from the rows gives.
 */
const stageRecount = sql`
  with ev as (
    select e.application_id, e.id, e.at, case when e.to_status in ('Submitted', 'Pending') then e.to_stage end as held
    from application_events e where e.to_status is not null
  ),
  marked as (select ev.*, lag(held) over (partition by application_id order by id) as prev from ev),
  passes as (
    select application_id, held as stage, at as entered_at, lead(at) over (partition by application_id order by id) as left_at
    from marked where held is distinct from prev
  )
  select (p.left_at at time zone 'Africa/Nairobi')::date as day, coalesce(a.district, '') as district, a.service_code, p.stage,
         coalesce((s.sla_days ->> p.stage)::int, 5) as sla_days, count(*)::int as passes,
         (count(*) filter (where (p.left_at at time zone 'Africa/Nairobi')::date > (p.entered_at at time zone 'Africa/Nairobi')::date + coalesce((s.sla_days ->> p.stage)::int, 5)))::int as over_target,
         sum(extract(epoch from p.left_at - p.entered_at)) as total_seconds
  from passes p join applications a on a.id = p.application_id join services s on s.code = a.service_code
  where p.stage is not null and p.left_at is not null
  group by 1, 2, 3, 4, 5`;
const stageKept = sql`select day, district, service_code, stage, sla_days, passes, over_target, total_seconds from report_stage_days where passes <> 0`;

const paymentRecount = sql`
  select (case p.status when 'SUCCEEDED' then p.confirmed_at else p.created_at end at time zone 'Africa/Nairobi')::date as day,
         coalesce(a.district, '') as district, a.service_code, p.status, count(*)::int as payments
  from payments p join invoices i on i.id = p.invoice_id join applications a on a.id = i.application_id
  where (p.status = 'SUCCEEDED' and p.confirmed_at is not null) or p.status = 'FAILED'
  group by 1, 2, 3, 4`;
const paymentKept = sql`select day, district, service_code, status, payments from report_payment_days where payments <> 0`;

const revenueRecount = sql`
  select (p.confirmed_at at time zone 'Africa/Nairobi')::date as day, coalesce(a.district, '') as district, a.service_code, p.currency,
         th.value ->> 'code' as tax_head_code, coalesce(th.value ->> 'name', '') as tax_head_name, sum((th.value ->> 'amount')::numeric) as amount
  from payments p join invoices i on i.id = p.invoice_id join applications a on a.id = i.application_id
  cross join lateral jsonb_array_elements(i.lines) l cross join lateral jsonb_array_elements(l.value -> 'taxHeads') th
  where p.status = 'SUCCEEDED' and p.confirmed_at is not null
  group by 1, 2, 3, 4, 5, 6`;
const revenueKept = sql`select day, district, service_code, currency, tax_head_code, tax_head_name, amount from report_revenue_days where payments <> 0`;

/** The rows one side has and the other lacks, both ways, and how many rows the recount has. */
async function difference(recount: ReturnType<typeof sql>, kept: ReturnType<typeof sql>) {
  const { db } = (await testContext()).database;
  const result = await db.execute(sql`
    select (select count(*) from ((${recount}) except all (${kept})) x)::int as missing,
           (select count(*) from ((${kept}) except all (${recount})) y)::int as extra,
           (select count(*) from (${recount}) z)::int as rows`);
  return result.rows[0] as { missing: number; extra: number; rows: number };
}

async function expectKept() {
  const [stages, payments, revenue] = [
    await difference(stageRecount, stageKept),
    await difference(paymentRecount, paymentKept),
    await difference(revenueRecount, revenueKept),
  ];
  expect({
    stages: [stages.missing, stages.extra],
    payments: [payments.missing, payments.extra],
    revenue: [revenue.missing, revenue.extra],
  }).toEqual({ stages: [0, 0], payments: [0, 0], revenue: [0, 0] });
  return { stages: stages.rows, payments: payments.rows, revenue: revenue.rows };
}

describe('the report rollups', () => {
  it('hold what a recount of the seeded events and payments gives', async () => {
    const rows = await expectKept();
    expect(rows.stages).toBeGreaterThan(0);
    expect(rows.payments).toBeGreaterThan(0);
    expect(rows.revenue).toBeGreaterThan(0);
  });

  it('follow the engine through the API: a submitted, paid and approved application', async () => {
    const { app, database } = await testContext();
    const before = await database.db.execute(sql`select coalesce(sum(passes), 0)::int as n from report_stage_days`);
    await applicationIn(app, await newCitizen(app), 'MARITAL_STATUS_LETTER', 'Approved');
    const after = await database.db.execute(sql`select coalesce(sum(passes), 0)::int as n from report_stage_days`);
    expect((after.rows[0] as { n: number }).n).toBeGreaterThan((before.rows[0] as { n: number }).n);
    await expectKept();
  });

  it('follow payments changed and removed by plain statements, many rows at once', async () => {
    const { db } = (await testContext()).database;
    // A succeeded payment turned failed, two failed ones succeeded (confirmed a minute after), a no-op update of every row, then one removed.
    await db.execute(
      sql`update payments set status = 'FAILED', confirmed_at = null where id = (select id from payments where status = 'SUCCEEDED' order by id limit 1)`,
    );
    await db.execute(
      sql`update payments set status = 'SUCCEEDED', confirmed_at = created_at + interval '1 minute' where id in (select id from payments where status = 'FAILED' order by id limit 2)`,
    );
    await db.execute(sql`update payments set failure_reason = failure_reason`);
    await expectKept();
    const removed = await db.execute(
      sql`delete from payments where id = (select id from payments where status = 'FAILED' order by id limit 1) returning id`,
    );
    expect(removed.rows).toHaveLength(1);
    await expectKept();
  });
});
