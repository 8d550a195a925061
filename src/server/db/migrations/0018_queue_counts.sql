CREATE TABLE "queue_counts" (
	"service_code" text NOT NULL,
	"stage" text NOT NULL,
	"status" text NOT NULL,
	"district" text NOT NULL,
	"waiting" integer NOT NULL,
	CONSTRAINT "queue_counts_service_code_stage_status_district_pk" PRIMARY KEY("service_code","stage","status","district")
);
--> statement-breakpoint
-- The queue counts are kept by the database (as the report rollups in 0017): one set-based statement
-- per written statement on applications, whoever writes (the engine, the payment confirmation, the
-- seeds, the bulk seed). Only the waiting statuses are counted. The changes of one statement are
-- summed per queue and written in key order, so two transactions lock counter rows in the same order.
CREATE OR REPLACE FUNCTION queue_counts_from_applications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO queue_counts AS q (service_code, stage, status, district, waiting)
      SELECT service_code, stage, status, coalesce(district, ''), count(*)
      FROM new_rows WHERE status IN ('Submitted', 'Pending') AND stage IS NOT NULL
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service_code, stage, status, district) DO UPDATE SET waiting = q.waiting + excluded.waiting;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO queue_counts AS q (service_code, stage, status, district, waiting)
      SELECT service_code, stage, status, coalesce(district, ''), -count(*)
      FROM old_rows WHERE status IN ('Submitted', 'Pending') AND stage IS NOT NULL
      GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service_code, stage, status, district) DO UPDATE SET waiting = q.waiting + excluded.waiting;
  ELSE
    INSERT INTO queue_counts AS q (service_code, stage, status, district, waiting)
      SELECT service_code, stage, status, district, sum(n)
      FROM (
        SELECT service_code, stage, status, coalesce(district, '') AS district, 1 AS n
        FROM new_rows WHERE status IN ('Submitted', 'Pending') AND stage IS NOT NULL
        UNION ALL
        SELECT service_code, stage, status, coalesce(district, ''), -1
        FROM old_rows WHERE status IN ('Submitted', 'Pending') AND stage IS NOT NULL
      ) changes
      GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
      ON CONFLICT (service_code, stage, status, district) DO UPDATE SET waiting = q.waiting + excluded.waiting;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_queue_counts_on_insert AFTER INSERT ON applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_from_applications();--> statement-breakpoint
CREATE TRIGGER applications_queue_counts_on_update AFTER UPDATE ON applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_from_applications();--> statement-breakpoint
CREATE TRIGGER applications_queue_counts_on_delete AFTER DELETE ON applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_from_applications();--> statement-breakpoint
CREATE OR REPLACE FUNCTION queue_counts_cleared() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM queue_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER applications_queue_counts_on_truncate AFTER TRUNCATE ON applications FOR EACH STATEMENT EXECUTE FUNCTION queue_counts_cleared();--> statement-breakpoint
-- The applications already waiting (the table is locked by the triggers' creation until commit).
INSERT INTO queue_counts (service_code, stage, status, district, waiting)
  SELECT service_code, stage, status, coalesce(district, ''), count(*)
  FROM applications WHERE status IN ('Submitted', 'Pending') AND stage IS NOT NULL
  GROUP BY 1, 2, 3, 4;
