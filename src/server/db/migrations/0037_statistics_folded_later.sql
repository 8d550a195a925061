CREATE TABLE "statistics_deltas" (
	"month" date NOT NULL,
	"county" text NOT NULL,
	"measure" text NOT NULL,
	"sex" text NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- The vital statistics' aggregate leaves the register's transactions (issue 22). Each marriage written
-- upserted some seventeen rows of statistics_months, most of them rows every other entry of the month
-- updates too (the national tables): 1.8 ms of a register entry's time in PostgreSQL, and a wait on
-- those rows' locks for every other entry written meanwhile. The triggers now only append what their
-- statement adds or takes away to statistics_deltas (plain inserts, no index, no shared row), in the
-- same transaction, so nothing can be lost; the scheduled sweep folds the deltas into the aggregate
-- (statistics_fold), and every reader adds the two, so every answer is exact at any moment.
CREATE OR REPLACE FUNCTION statistics_from_marriages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO statistics_deltas (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign)
      FROM (SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO statistics_deltas (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign)
      FROM (SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0;
  ELSE
    INSERT INTO statistics_deltas (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign)
      FROM (SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r
            UNION ALL SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Moves every delta committed so far into the aggregate, in one statement (so a reader sees each
-- change either still in statistics_deltas or already in statistics_months, never both nor neither),
-- writing the aggregate's rows in key order (0033) so that two folds at once cannot deadlock; a row
-- being moved by another fold is left to it. Answers how many deltas it moved.
CREATE OR REPLACE FUNCTION statistics_fold() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  moved_rows integer;
BEGIN
  WITH moved AS (
    DELETE FROM statistics_deltas RETURNING month, county, measure, sex, category, count
  ), written AS (
    INSERT INTO statistics_months AS s (month, county, measure, sex, category, count)
      SELECT m.month, m.county, m.measure, m.sex, m.category, sum(m.count)
      FROM moved m
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(m.count) <> 0
      ORDER BY 3, 1, 2, 4, 5
      ON CONFLICT (measure, month, county, sex, category) DO UPDATE SET count = s.count + excluded.count
      RETURNING 1
  )
  SELECT count(*) INTO moved_rows FROM moved;
  RETURN moved_rows;
END
$$;--> statement-breakpoint
-- What the aggregate held already and what is waiting, so the statistics read now are unchanged.
SELECT statistics_fold();
