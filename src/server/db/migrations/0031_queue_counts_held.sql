-- A possible duplicate is held (issue 24) as a waiting status without a stage: it waits for the
-- officer's decision in the possible duplicates' queue, not at a level. The queue counts keep such
-- rows under the stage '' (as an application without a district is kept under the district ''), so
-- that a list of a waiting status not narrowed by level counts them, as its rows list them.
CREATE OR REPLACE FUNCTION queue_counts_from_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO queue_counts AS q (service_code, stage, status, district, waiting)
      SELECT service_code, coalesce(stage, ''), status, coalesce(district, ''), count(*)
      FROM new_rows WHERE status IN ('Submitted', 'Pending')
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service_code, stage, status, district) DO UPDATE SET waiting = q.waiting + excluded.waiting;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO queue_counts AS q (service_code, stage, status, district, waiting)
      SELECT service_code, coalesce(stage, ''), status, coalesce(district, ''), -count(*)
      FROM old_rows WHERE status IN ('Submitted', 'Pending')
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service_code, stage, status, district) DO UPDATE SET waiting = q.waiting + excluded.waiting;
  ELSE
    INSERT INTO queue_counts AS q (service_code, stage, status, district, waiting)
      SELECT service_code, stage, status, district, sum(n)
      FROM (
        SELECT service_code, coalesce(stage, '') AS stage, status, coalesce(district, '') AS district, 1 AS n
        FROM new_rows WHERE status IN ('Submitted', 'Pending')
        UNION ALL
        SELECT service_code, coalesce(stage, ''), status, coalesce(district, ''), -1
        FROM old_rows WHERE status IN ('Submitted', 'Pending')
      ) changes
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service_code, stage, status, district) DO UPDATE SET waiting = q.waiting + excluded.waiting;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The held applications already waiting (none but a database that ran 0030's holds before this).
LOCK TABLE applications IN SHARE MODE;--> statement-breakpoint
DELETE FROM queue_counts WHERE stage = '';--> statement-breakpoint
INSERT INTO queue_counts (service_code, stage, status, district, waiting)
  SELECT service_code, '', status, coalesce(district, ''), count(*)
  FROM applications WHERE status IN ('Submitted', 'Pending') AND stage IS NULL
  GROUP BY 1, 2, 3, 4;
