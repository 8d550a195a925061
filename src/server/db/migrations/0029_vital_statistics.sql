CREATE TABLE "statistics_months" (
	"month" date NOT NULL,
	"county" text NOT NULL,
	"measure" text NOT NULL,
	"sex" text NOT NULL,
	"category" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "statistics_months_pk" PRIMARY KEY("measure","month","county","sex","category")
);
--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "population" integer;--> statement-breakpoint
ALTER TABLE "districts" ADD COLUMN "population_year" integer;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "ceremony" text DEFAULT 'NOT_STATED' NOT NULL;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "denomination" text;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "place" text DEFAULT 'NOT_STATED' NOT NULL;--> statement-breakpoint
-- The counties' populations at the 2019 census (KNBS), as a new installation starts with them
-- (src/server/db/seed/reference-data.ts); the administrator edits them in the districts' settings.
UPDATE "districts" d SET "population" = v.population, "population_year" = 2019
  FROM (VALUES ('001', 1208333), ('002', 866820), ('003', 1453787), ('004', 315943), ('005', 143920), ('006', 340671), ('007', 841353), ('008', 781263), ('009', 867457), ('010', 459785), ('011', 268002), ('012', 1545714), ('013', 393177), ('014', 608599), ('015', 1136187), ('016', 1421932), ('017', 987653), ('018', 638289), ('019', 759164), ('020', 610411), ('021', 1056640), ('022', 2417735), ('023', 926976), ('024', 621241), ('025', 310327), ('026', 990341), ('027', 1163186), ('028', 454480), ('029', 885711), ('030', 666763), ('031', 518560), ('032', 2162202), ('033', 1157873), ('034', 1117840), ('035', 901777), ('036', 875689), ('037', 1867579), ('038', 590013), ('039', 1670570), ('040', 893681), ('041', 993183), ('042', 1155574), ('043', 1131950), ('044', 1116436), ('045', 1266860), ('046', 605576), ('047', 4397073)) AS v (code, population)
  WHERE d.code = v.code AND d.population IS NULL;--> statement-breakpoint
-- The sex of each party, kept by the register from now on (src/shared/statistics.ts), filled for the
-- entries whose notice or institution's form gave it.
UPDATE "marriages" m SET "party_a" = m.party_a || jsonb_build_object('sex', a.form_data #>> '{partyA,sex}')
  FROM "applications" a WHERE a.id = m.application_id AND a.form_data #>> '{partyA,sex}' IN ('F', 'M');--> statement-breakpoint
UPDATE "marriages" m SET "party_b" = m.party_b || jsonb_build_object('sex', a.form_data #>> '{partyB,sex}')
  FROM "applications" a WHERE a.id = m.application_id AND a.form_data #>> '{partyB,sex}' IN ('F', 'M');--> statement-breakpoint
-- The ceremony and place of the entries already written, as the writers now record them
-- (docs/decisions.md, "Vital statistics"): a notice's marriage is civil, in a marriage room of the
-- registry or, under a private-venue licence, at that venue; an institution's by its licensed venue,
-- else by the kind of institution; the registrar's own entries (venue "Registrar of Marriages, …") civil.
UPDATE "marriages" m SET "ceremony" = 'CIVIL',
  "place" = CASE WHEN EXISTS (SELECT 1 FROM bookings b WHERE b.notice_id = m.notice_id AND b.kind = 'VISIT' AND b.status = 'CELEBRATED')
                 THEN 'PRIVATE_VENUE' ELSE 'REGISTRY' END
  WHERE m.notice_id IS NOT NULL;--> statement-breakpoint
UPDATE "marriages" m SET
  "ceremony" = CASE coalesce(l.place_type, o.type) WHEN 'CHURCH' THEN 'CHRISTIAN' WHEN 'MOSQUE' THEN 'ISLAMIC' WHEN 'TEMPLE' THEN 'HINDU'
                 ELSE CASE o.type WHEN 'CHURCH' THEN 'CHRISTIAN' WHEN 'MOSQUE' THEN 'ISLAMIC' WHEN 'TEMPLE' THEN 'HINDU' ELSE 'NOT_STATED' END END,
  "denomination" = nullif(trim(l.denomination), ''),
  "place" = CASE WHEN coalesce(l.place_type, o.type) IN ('CHURCH', 'MOSQUE', 'TEMPLE') THEN 'PLACE_OF_WORSHIP' ELSE 'LICENSED_PLACE' END
  FROM "applications" a
  LEFT JOIN "organisations" o ON o.id = a.organisation_id
  LEFT JOIN "licences" l ON upper(l.number) = upper(a.form_data ->> 'venueLicenceNumber')
  WHERE a.id = m.application_id AND m.notice_id IS NULL AND a.service_code IN ('INSTITUTION_MARRIAGE', 'MARRIAGE_RETURN');--> statement-breakpoint
UPDATE "marriages" SET "ceremony" = 'CIVIL', "place" = 'REGISTRY'
  WHERE "ceremony" = 'NOT_STATED' AND "place" = 'NOT_STATED' AND "venue_name" LIKE 'Registrar of Marriages%';--> statement-breakpoint
-- The rules of the tables' categories, the same as src/shared/statistics.ts.
CREATE OR REPLACE FUNCTION statistics_age_band(age int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN age IS NULL OR age <= 0 THEN 'NOT_STATED' WHEN age < 20 THEN 'UNDER_20' WHEN age >= 60 THEN '60_PLUS'
              ELSE (age / 5 * 5)::text || '_' || (age / 5 * 5 + 4)::text END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_duration_band(married date, dissolved date) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN y < 1 THEN 'UNDER_1' WHEN y >= 25 THEN '25_PLUS' WHEN y < 5 THEN '1_4' ELSE (y / 5 * 5)::text || '_' || (y / 5 * 5 + 4)::text END
  FROM (SELECT extract(year FROM age(dissolved, married))::int AS y) t
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_timeliness_band(days int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN days <= 30 THEN 'WITHIN_30_DAYS' WHEN days <= 365 THEN 'LATE' ELSE 'DELAYED' END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_condition(condition text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN condition IN ('NEVER_MARRIED', 'DIVORCED', 'WIDOWED') THEN condition ELSE 'NOT_STATED' END
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION statistics_sex(sex text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN sex IN ('F', 'M') THEN sex ELSE 'X' END
$$;--> statement-breakpoint
-- What an entry adds to the aggregate (dir 1) or takes from it (dir -1): every marriage table by
-- the Nairobi month of the marriage, divorces by the month of the decree absolute.
CREATE OR REPLACE FUNCTION statistics_rows(dir int, m marriages)
RETURNS TABLE (sign int, month date, county text, measure text, sex text, category text) LANGUAGE sql STABLE AS $$
  SELECT dir, date_trunc('month', m.celebrated_at AT TIME ZONE 'Africa/Nairobi')::date, c.county, x.measure, x.sex, x.category
  FROM (VALUES
    ('MARRIAGES', '', ''),
    ('CEREMONY', '', m.ceremony),
    ('DENOMINATION', '', CASE WHEN m.ceremony = 'CHRISTIAN' THEN coalesce(m.denomination, '') END),
    ('PLACE', '', m.place),
    ('TIMELINESS', '', statistics_timeliness_band(((m.created_at AT TIME ZONE 'Africa/Nairobi')::date - (m.celebrated_at AT TIME ZONE 'Africa/Nairobi')::date))),
    ('AGE', statistics_sex(m.party_a ->> 'sex'), statistics_age_band(CASE WHEN jsonb_typeof(m.party_a -> 'age') = 'number' THEN (m.party_a ->> 'age')::int END)),
    ('AGE', statistics_sex(m.party_b ->> 'sex'), statistics_age_band(CASE WHEN jsonb_typeof(m.party_b -> 'age') = 'number' THEN (m.party_b ->> 'age')::int END)),
    ('CONDITION', statistics_sex(m.party_a ->> 'sex'), statistics_condition(m.party_a ->> 'condition')),
    ('CONDITION', statistics_sex(m.party_b ->> 'sex'), statistics_condition(m.party_b ->> 'condition'))
  ) AS x (measure, sex, category)
  -- The category tables are kept for the county and for the whole country (county ''), so that the
  -- national tables read a few hundred rows a year, not one per county; marriages by month and
  -- county (and divorces below) are read by county anyway.
  CROSS JOIN (VALUES (m.district), ('')) AS c (county)
  WHERE x.category IS NOT NULL AND (c.county <> '' OR x.measure <> 'MARRIAGES')
  UNION ALL
  SELECT dir, date_trunc('month', m.dissolved_on)::date, m.district, 'DIVORCES', '',
         statistics_duration_band((m.celebrated_at AT TIME ZONE 'Africa/Nairobi')::date, m.dissolved_on)
  WHERE m.status = 'DISSOLVED' AND m.dissolved_on IS NOT NULL
$$;--> statement-breakpoint
-- Kept as the register changes, in the writer's transaction: one set-based statement per written
-- statement (as the report rollups of 0017). An update takes the old rows away and adds the new
-- ones; what did not change cancels out and writes nothing.
CREATE OR REPLACE FUNCTION statistics_from_marriages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r'
    WHEN 'DELETE' THEN 'SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r'
    ELSE 'SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r
          UNION ALL SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO statistics_months AS s (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign) FROM (%s) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0
      ON CONFLICT (measure, month, county, sex, category) DO UPDATE SET count = s.count + excluded.count$q$, changed);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER marriages_statistics_on_insert AFTER INSERT ON marriages REFERENCING NEW TABLE AS new_marriages FOR EACH STATEMENT EXECUTE FUNCTION statistics_from_marriages();--> statement-breakpoint
CREATE TRIGGER marriages_statistics_on_update AFTER UPDATE ON marriages REFERENCING OLD TABLE AS old_marriages NEW TABLE AS new_marriages FOR EACH STATEMENT EXECUTE FUNCTION statistics_from_marriages();--> statement-breakpoint
CREATE TRIGGER marriages_statistics_on_delete AFTER DELETE ON marriages REFERENCING OLD TABLE AS old_marriages FOR EACH STATEMENT EXECUTE FUNCTION statistics_from_marriages();--> statement-breakpoint
-- The tables' reads from the index alone (as the reports' in 0016, not declared in the schema): a
-- measure of one county (or of the whole country, county '') over a range of months is one narrow
-- range of it.
CREATE INDEX "statistics_months_read_idx" ON "statistics_months" USING btree ("measure", "county", "month") INCLUDE ("sex", "category", "count");--> statement-breakpoint
-- Backfill: the aggregate of the register as it stands (an upgrade of a live database).
INSERT INTO statistics_months (month, county, measure, sex, category, count)
  SELECT r.month, r.county, r.measure, r.sex, r.category, sum(r.sign)
  FROM marriages m CROSS JOIN LATERAL statistics_rows(1, m) r
  GROUP BY 1, 2, 3, 4, 5;
