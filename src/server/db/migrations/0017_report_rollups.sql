CREATE TABLE "report_payment_days" (
	"day" date NOT NULL,
	"district" text NOT NULL,
	"service_code" text NOT NULL,
	"status" text NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "report_payment_days_pk" PRIMARY KEY("day","district","service_code","status")
);
--> statement-breakpoint
CREATE TABLE "report_revenue_days" (
	"day" date NOT NULL,
	"district" text NOT NULL,
	"service_code" text NOT NULL,
	"currency" text NOT NULL,
	"tax_head_code" text NOT NULL,
	"tax_head_name" text NOT NULL,
	"amount" numeric NOT NULL,
	"payments" integer NOT NULL,
	CONSTRAINT "report_revenue_days_pk" PRIMARY KEY("day","district","service_code","currency","tax_head_code","tax_head_name")
);
--> statement-breakpoint
CREATE TABLE "report_stage_days" (
	"day" date NOT NULL,
	"district" text NOT NULL,
	"service_code" text NOT NULL,
	"stage" text NOT NULL,
	"sla_days" integer NOT NULL,
	"passes" integer NOT NULL,
	"over_target" integer NOT NULL,
	"total_seconds" numeric NOT NULL,
	CONSTRAINT "report_stage_days_pk" PRIMARY KEY("day","district","service_code","stage","sla_days")
);
--> statement-breakpoint
-- The reports' rollups are kept by the database (as register_search in 0010): one set-based
-- statement per written statement, whoever writes (the engine, the seeds, the bulk seed).
--
-- Passes through a stage (src/server/modules/reports/repository.ts): from the status event that put
-- an application in a stage's queue (Submitted or Pending there) to the next status event that took
-- it out. A pass is counted once, when the event that ends it is written; the target days are the
-- service's setting at that moment (docs/decisions.md, "Report rollups"). Events are never updated
-- or deleted (a draft deleted has no pass).
CREATE OR REPLACE FUNCTION report_stage_days_from_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (SELECT DISTINCT application_id FROM new_events WHERE to_status IS NOT NULL),
  ev AS (
    SELECT e.application_id, e.id, e.at, CASE WHEN e.to_status IN ('Submitted', 'Pending') THEN e.to_stage END AS held
    FROM application_events e JOIN touched t ON t.application_id = e.application_id
    WHERE e.to_status IS NOT NULL
  ),
  marked AS (SELECT ev.*, lag(held) OVER (PARTITION BY application_id ORDER BY id) AS prev FROM ev),
  passes AS (
    SELECT application_id, held AS stage, at AS entered_at,
           lead(at) OVER (PARTITION BY application_id ORDER BY id) AS left_at, lead(id) OVER (PARTITION BY application_id ORDER BY id) AS left_id
    FROM marked WHERE held IS DISTINCT FROM prev
  )
  INSERT INTO report_stage_days AS r (day, district, service_code, stage, sla_days, passes, over_target, total_seconds)
    SELECT (p.left_at AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.stage, t.sla_days, count(*),
           count(*) FILTER (WHERE (p.left_at AT TIME ZONE 'Africa/Nairobi')::date > (p.entered_at AT TIME ZONE 'Africa/Nairobi')::date + t.sla_days),
           sum(extract(epoch FROM p.left_at - p.entered_at))
    FROM passes p
    JOIN new_events n ON n.id = p.left_id
    JOIN applications a ON a.id = p.application_id
    JOIN services s ON s.code = a.service_code
    CROSS JOIN LATERAL (SELECT coalesce((s.sla_days ->> p.stage)::int, 5) AS sla_days) t
    WHERE p.stage IS NOT NULL
    GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (day, district, service_code, stage, sla_days) DO UPDATE
      SET passes = r.passes + excluded.passes, over_target = r.over_target + excluded.over_target, total_seconds = r.total_seconds + excluded.total_seconds;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER application_events_report_on_insert AFTER INSERT ON application_events REFERENCING NEW TABLE AS new_events FOR EACH STATEMENT EXECUTE FUNCTION report_stage_days_from_events();--> statement-breakpoint
-- Payments: what a set of rows adds (sign 1) or takes away (sign -1). An update takes the old rows
-- away and adds the new ones; rows whose figures did not change cancel out and write nothing.
-- Succeeded payments count by the Nairobi day confirmed, failed ones by the day tried.
CREATE OR REPLACE FUNCTION report_days_from_payments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, n.invoice_id, n.status, n.currency, n.created_at, n.confirmed_at FROM new_payments n'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, o.invoice_id, o.status, o.currency, o.created_at, o.confirmed_at FROM old_payments o'
    ELSE 'SELECT 1 AS sign, n.invoice_id, n.status, n.currency, n.created_at, n.confirmed_at FROM new_payments n
          UNION ALL SELECT -1, o.invoice_id, o.status, o.currency, o.created_at, o.confirmed_at FROM old_payments o' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO report_payment_days AS r (day, district, service_code, status, payments)
      SELECT (CASE p.status WHEN 'SUCCEEDED' THEN p.confirmed_at ELSE p.created_at END AT TIME ZONE 'Africa/Nairobi')::date,
             coalesce(a.district, ''), a.service_code, p.status, sum(p.sign)
      FROM (%s) p JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      WHERE (p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL) OR p.status = 'FAILED'
      GROUP BY 1, 2, 3, 4 HAVING sum(p.sign) <> 0
      ON CONFLICT (day, district, service_code, status) DO UPDATE SET payments = r.payments + excluded.payments$q$, changed);
  EXECUTE format($q$
    INSERT INTO report_revenue_days AS r (day, district, service_code, currency, tax_head_code, tax_head_name, amount, payments)
      SELECT (p.confirmed_at AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.currency,
             th.value ->> 'code', coalesce(th.value ->> 'name', ''), sum(p.sign * (th.value ->> 'amount')::numeric), sum(p.sign)
      FROM (%s) p JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      CROSS JOIN LATERAL jsonb_array_elements(i.lines) l
      CROSS JOIN LATERAL jsonb_array_elements(l.value -> 'taxHeads') th
      WHERE p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(p.sign) <> 0 OR sum(p.sign * (th.value ->> 'amount')::numeric) <> 0
      ON CONFLICT (day, district, service_code, currency, tax_head_code, tax_head_name) DO UPDATE
        SET amount = r.amount + excluded.amount, payments = r.payments + excluded.payments$q$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER payments_report_on_insert AFTER INSERT ON payments REFERENCING NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION report_days_from_payments();--> statement-breakpoint
CREATE TRIGGER payments_report_on_update AFTER UPDATE ON payments REFERENCING OLD TABLE AS old_payments NEW TABLE AS new_payments FOR EACH STATEMENT EXECUTE FUNCTION report_days_from_payments();--> statement-breakpoint
CREATE TRIGGER payments_report_on_delete AFTER DELETE ON payments REFERENCING OLD TABLE AS old_payments FOR EACH STATEMENT EXECUTE FUNCTION report_days_from_payments();--> statement-breakpoint
-- Backfill: the rollups of every row already written (an upgrade of a live database).
INSERT INTO report_stage_days (day, district, service_code, stage, sla_days, passes, over_target, total_seconds)
  WITH ev AS (
    SELECT e.application_id, e.id, e.at, CASE WHEN e.to_status IN ('Submitted', 'Pending') THEN e.to_stage END AS held
    FROM application_events e WHERE e.to_status IS NOT NULL
  ),
  marked AS (SELECT ev.*, lag(held) OVER (PARTITION BY application_id ORDER BY id) AS prev FROM ev),
  passes AS (
    SELECT application_id, held AS stage, at AS entered_at, lead(at) OVER (PARTITION BY application_id ORDER BY id) AS left_at
    FROM marked WHERE held IS DISTINCT FROM prev
  )
  SELECT (p.left_at AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.stage, t.sla_days, count(*),
         count(*) FILTER (WHERE (p.left_at AT TIME ZONE 'Africa/Nairobi')::date > (p.entered_at AT TIME ZONE 'Africa/Nairobi')::date + t.sla_days),
         sum(extract(epoch FROM p.left_at - p.entered_at))
  FROM passes p
  JOIN applications a ON a.id = p.application_id
  JOIN services s ON s.code = a.service_code
  CROSS JOIN LATERAL (SELECT coalesce((s.sla_days ->> p.stage)::int, 5) AS sla_days) t
  WHERE p.stage IS NOT NULL AND p.left_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO report_payment_days (day, district, service_code, status, payments)
  SELECT (CASE p.status WHEN 'SUCCEEDED' THEN p.confirmed_at ELSE p.created_at END AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.status, count(*)
  FROM payments p JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
  WHERE (p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL) OR p.status = 'FAILED'
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO report_revenue_days (day, district, service_code, currency, tax_head_code, tax_head_name, amount, payments)
  SELECT (p.confirmed_at AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.currency,
         th.value ->> 'code', coalesce(th.value ->> 'name', ''), sum((th.value ->> 'amount')::numeric), count(*)
  FROM payments p JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
  CROSS JOIN LATERAL jsonb_array_elements(i.lines) l
  CROSS JOIN LATERAL jsonb_array_elements(l.value -> 'taxHeads') th
  WHERE p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL
  GROUP BY 1, 2, 3, 4, 5, 6;
