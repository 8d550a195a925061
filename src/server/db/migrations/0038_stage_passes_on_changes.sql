-- The report rollups' passes through a stage (0017) end only at a status event whose hold (the level
-- of a Submitted or Pending application, else none) differs from the one of the application's event
-- before it. A claim, a release or a comment (its status written as it was) ends no pass, but the
-- trigger read and ranked the application's whole history for each of them (issue 22: of a final
-- approval's three events, the claim, the outcome's history line and the approval, only the first to
-- be Approved ends one). Only the applications of new events whose hold changed are read now; what is
-- written is unchanged (tests/api/report-rollups.test.ts recounts it from the events).
CREATE OR REPLACE FUNCTION report_stage_days_from_events() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH touched AS (
    SELECT DISTINCT n.application_id FROM new_events n
    WHERE n.to_status IS NOT NULL
      AND CASE WHEN n.to_status IN ('Submitted', 'Pending') THEN n.to_stage END IS DISTINCT FROM (
        SELECT CASE WHEN e.to_status IN ('Submitted', 'Pending') THEN e.to_stage END
        FROM application_events e
        WHERE e.application_id = n.application_id AND e.to_status IS NOT NULL AND e.id < n.id
        ORDER BY e.id DESC LIMIT 1)
  ),
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
$$;
