-- The vital statistics' and the payment reports' triggers wrote their rows through dynamic SQL
-- (EXECUTE format(...)), so PostgreSQL parsed and planned their statement anew at every register
-- entry and every payment: 1.1-1.3 ms of a marriage's 1.6 ms insert (issue 22). Each kind of change
-- (insert, update, delete) now has its own static statement, planned once per connection and kept;
-- what each writes, and the order it writes it in (0033), is unchanged.
CREATE OR REPLACE FUNCTION statistics_from_marriages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO statistics_months AS s (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign)
      FROM (SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0
      ORDER BY 3, 1, 2, 4, 5
      ON CONFLICT (measure, month, county, sex, category) DO UPDATE SET count = s.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO statistics_months AS s (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign)
      FROM (SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0
      ORDER BY 3, 1, 2, 4, 5
      ON CONFLICT (measure, month, county, sex, category) DO UPDATE SET count = s.count + excluded.count;
  ELSE
    INSERT INTO statistics_months AS s (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign)
      FROM (SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r
            UNION ALL SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0
      ORDER BY 3, 1, 2, 4, 5
      ON CONFLICT (measure, month, county, sex, category) DO UPDATE SET count = s.count + excluded.count;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_days_from_payments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO report_payment_days AS r (day, district, service_code, status, payments)
      SELECT (CASE p.status WHEN 'SUCCEEDED' THEN p.confirmed_at ELSE p.created_at END AT TIME ZONE 'Africa/Nairobi')::date,
             coalesce(a.district, ''), a.service_code, p.status, sum(p.sign)
      FROM (SELECT 1 AS sign, n.invoice_id, n.status, n.currency, n.created_at, n.confirmed_at FROM new_payments n) p
      JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      WHERE (p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL) OR p.status = 'FAILED'
      GROUP BY 1, 2, 3, 4 HAVING sum(p.sign) <> 0
      ON CONFLICT (day, district, service_code, status) DO UPDATE SET payments = r.payments + excluded.payments;
    INSERT INTO report_revenue_days AS r (day, district, service_code, currency, tax_head_code, tax_head_name, amount, payments)
      SELECT (p.confirmed_at AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.currency,
             th.value ->> 'code', coalesce(th.value ->> 'name', ''), sum(p.sign * (th.value ->> 'amount')::numeric), sum(p.sign)
      FROM (SELECT 1 AS sign, n.invoice_id, n.status, n.currency, n.created_at, n.confirmed_at FROM new_payments n) p
      JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      CROSS JOIN LATERAL jsonb_array_elements(i.lines) l
      CROSS JOIN LATERAL jsonb_array_elements(l.value -> 'taxHeads') th
      WHERE p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(p.sign) <> 0 OR sum(p.sign * (th.value ->> 'amount')::numeric) <> 0
      ON CONFLICT (day, district, service_code, currency, tax_head_code, tax_head_name) DO UPDATE
        SET amount = r.amount + excluded.amount, payments = r.payments + excluded.payments;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO report_payment_days AS r (day, district, service_code, status, payments)
      SELECT (CASE p.status WHEN 'SUCCEEDED' THEN p.confirmed_at ELSE p.created_at END AT TIME ZONE 'Africa/Nairobi')::date,
             coalesce(a.district, ''), a.service_code, p.status, sum(p.sign)
      FROM (SELECT -1 AS sign, o.invoice_id, o.status, o.currency, o.created_at, o.confirmed_at FROM old_payments o) p
      JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      WHERE (p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL) OR p.status = 'FAILED'
      GROUP BY 1, 2, 3, 4 HAVING sum(p.sign) <> 0
      ON CONFLICT (day, district, service_code, status) DO UPDATE SET payments = r.payments + excluded.payments;
    INSERT INTO report_revenue_days AS r (day, district, service_code, currency, tax_head_code, tax_head_name, amount, payments)
      SELECT (p.confirmed_at AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.currency,
             th.value ->> 'code', coalesce(th.value ->> 'name', ''), sum(p.sign * (th.value ->> 'amount')::numeric), sum(p.sign)
      FROM (SELECT -1 AS sign, o.invoice_id, o.status, o.currency, o.created_at, o.confirmed_at FROM old_payments o) p
      JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      CROSS JOIN LATERAL jsonb_array_elements(i.lines) l
      CROSS JOIN LATERAL jsonb_array_elements(l.value -> 'taxHeads') th
      WHERE p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(p.sign) <> 0 OR sum(p.sign * (th.value ->> 'amount')::numeric) <> 0
      ON CONFLICT (day, district, service_code, currency, tax_head_code, tax_head_name) DO UPDATE
        SET amount = r.amount + excluded.amount, payments = r.payments + excluded.payments;
  ELSE
    INSERT INTO report_payment_days AS r (day, district, service_code, status, payments)
      SELECT (CASE p.status WHEN 'SUCCEEDED' THEN p.confirmed_at ELSE p.created_at END AT TIME ZONE 'Africa/Nairobi')::date,
             coalesce(a.district, ''), a.service_code, p.status, sum(p.sign)
      FROM (SELECT 1 AS sign, n.invoice_id, n.status, n.currency, n.created_at, n.confirmed_at FROM new_payments n
            UNION ALL SELECT -1, o.invoice_id, o.status, o.currency, o.created_at, o.confirmed_at FROM old_payments o) p
      JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      WHERE (p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL) OR p.status = 'FAILED'
      GROUP BY 1, 2, 3, 4 HAVING sum(p.sign) <> 0
      ON CONFLICT (day, district, service_code, status) DO UPDATE SET payments = r.payments + excluded.payments;
    INSERT INTO report_revenue_days AS r (day, district, service_code, currency, tax_head_code, tax_head_name, amount, payments)
      SELECT (p.confirmed_at AT TIME ZONE 'Africa/Nairobi')::date, coalesce(a.district, ''), a.service_code, p.currency,
             th.value ->> 'code', coalesce(th.value ->> 'name', ''), sum(p.sign * (th.value ->> 'amount')::numeric), sum(p.sign)
      FROM (SELECT 1 AS sign, n.invoice_id, n.status, n.currency, n.created_at, n.confirmed_at FROM new_payments n
            UNION ALL SELECT -1, o.invoice_id, o.status, o.currency, o.created_at, o.confirmed_at FROM old_payments o) p
      JOIN invoices i ON i.id = p.invoice_id JOIN applications a ON a.id = i.application_id
      CROSS JOIN LATERAL jsonb_array_elements(i.lines) l
      CROSS JOIN LATERAL jsonb_array_elements(l.value -> 'taxHeads') th
      WHERE p.status = 'SUCCEEDED' AND p.confirmed_at IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(p.sign) <> 0 OR sum(p.sign * (th.value ->> 'amount')::numeric) <> 0
      ON CONFLICT (day, district, service_code, currency, tax_head_code, tax_head_name) DO UPDATE
        SET amount = r.amount + excluded.amount, payments = r.payments + excluded.payments;
  END IF;
  RETURN NULL;
END
$$;
