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
--> statement-breakpoint
-- An update of register entries rewrites their search row only where what the search reads changed
-- (a party's name, the day, the district): a divorce or a rectified age, condition or residence
-- recomputed every word of both names and rewrote the row and its index entries for nothing.
CREATE OR REPLACE FUNCTION register_search_from_changed_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO register_search (marriage_id, party_a_words, party_b_words, search_words, celebrated_at, district)
    SELECT w.id, w.a, w.b, w.a || w.b, w.celebrated_at, w.district
    FROM (SELECT e.id, e.celebrated_at, e.district, register_name_words(e.party_a ->> 'name') AS a, register_name_words(e.party_b ->> 'name') AS b
          FROM new_entries e LEFT JOIN old_entries o ON o.id = e.id
          WHERE o.id IS NULL
             OR (e.party_a ->> 'name', e.party_b ->> 'name', e.celebrated_at, e.district)
                IS DISTINCT FROM (o.party_a ->> 'name', o.party_b ->> 'name', o.celebrated_at, o.district)) w
    ON CONFLICT (marriage_id) DO UPDATE SET party_a_words = excluded.party_a_words, party_b_words = excluded.party_b_words,
      search_words = excluded.search_words, celebrated_at = excluded.celebrated_at, district = excluded.district;
  INSERT INTO register_words (word)
    SELECT DISTINCT x
    FROM new_entries e LEFT JOIN old_entries o ON o.id = e.id,
         unnest(register_name_words((e.party_a ->> 'name') || ' ' || (e.party_b ->> 'name'))) AS x
    WHERE x <> '' AND (o.id IS NULL OR (e.party_a ->> 'name', e.party_b ->> 'name') IS DISTINCT FROM (o.party_a ->> 'name', o.party_b ->> 'name'))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER marriages_search_on_update ON marriages;--> statement-breakpoint
CREATE TRIGGER marriages_search_on_update AFTER UPDATE ON marriages REFERENCING OLD TABLE AS old_entries NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION register_search_from_changed_entries();
--> statement-breakpoint
-- A series' first numbers of a year taken by two approvals at once: the second waited on the advisory
-- lock while the first created the year's sequence, then (its view of the catalog not yet refreshed,
-- as an advisory lock does not refresh it) did not find it and failed to create it again: "relation
-- already exists", a 500 to the second officer (seen by the approvals bench at 4 in flight). Creating
-- it now refreshes that view; a sequence made meanwhile is taken as it is.
CREATE OR REPLACE FUNCTION next_in_series(p_prefix text, p_year integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  seq text := 'series_' || regexp_replace(lower(p_prefix), '[^a-z0-9]+', '_', 'g') || '_' || p_year;
  issued integer;
BEGIN
  RETURN nextval(seq::regclass);
EXCEPTION WHEN undefined_table THEN
  PERFORM pg_advisory_xact_lock(hashtext(seq));
  BEGIN
    EXECUTE format('CREATE SEQUENCE %I AS integer MINVALUE 1 START 1', seq);
    SELECT last INTO issued FROM reference_counters WHERE prefix = p_prefix AND year = p_year;
    IF issued > 0 THEN
      PERFORM setval(seq::regclass, issued);
    END IF;
  EXCEPTION WHEN duplicate_table THEN
    NULL; -- made by another transaction, committed while this one waited for the lock
  END;
  RETURN nextval(seq::regclass);
END
$$;
