CREATE TABLE "register_search" (
	"marriage_id" uuid PRIMARY KEY NOT NULL,
	"party_a_words" text[] NOT NULL,
	"party_b_words" text[] NOT NULL,
	"search_words" text[] NOT NULL,
	"celebrated_at" timestamp with time zone NOT NULL,
	"district" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "marriages_search_names_idx";--> statement-breakpoint
ALTER TABLE "register_search" ADD CONSTRAINT "register_search_marriage_id_marriages_id_fk" FOREIGN KEY ("marriage_id") REFERENCES "public"."marriages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "register_search_words_idx" ON "register_search" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "register_search_celebrated_idx" ON "register_search" USING btree ("celebrated_at");--> statement-breakpoint
CREATE INDEX "register_words_trgm_idx" ON "register_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "register_words_initial_idx" ON "register_words" USING btree (left("word", 1),length("word"));--> statement-breakpoint
ALTER TABLE "marriages" DROP COLUMN "search_names";--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE OR REPLACE FUNCTION register_name_words(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT regexp_split_to_array(btrim(regexp_replace(lower(coalesce(name, '')), '[^a-z0-9]+', ' ', 'g')), ' ')
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION register_search_from_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO register_search (marriage_id, party_a_words, party_b_words, search_words, celebrated_at, district)
    SELECT w.id, w.a, w.b, w.a || w.b, w.celebrated_at, w.district
    FROM (SELECT e.id, e.celebrated_at, e.district, register_name_words(e.party_a ->> 'name') AS a, register_name_words(e.party_b ->> 'name') AS b FROM new_entries e) w
    ON CONFLICT (marriage_id) DO UPDATE SET party_a_words = excluded.party_a_words, party_b_words = excluded.party_b_words,
      search_words = excluded.search_words, celebrated_at = excluded.celebrated_at, district = excluded.district;
  INSERT INTO register_words (word)
    SELECT DISTINCT x FROM new_entries e, unnest(register_name_words((e.party_a ->> 'name') || ' ' || (e.party_b ->> 'name'))) AS x WHERE x <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER marriages_search_on_insert AFTER INSERT ON marriages REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION register_search_from_entries();--> statement-breakpoint
CREATE TRIGGER marriages_search_on_update AFTER UPDATE ON marriages REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION register_search_from_entries();--> statement-breakpoint
INSERT INTO register_search (marriage_id, party_a_words, party_b_words, search_words, celebrated_at, district)
  SELECT id, register_name_words(party_a ->> 'name'), register_name_words(party_b ->> 'name'),
    register_name_words(party_a ->> 'name') || register_name_words(party_b ->> 'name'), celebrated_at, district
  FROM marriages;--> statement-breakpoint
INSERT INTO register_words (word)
  SELECT DISTINCT x FROM marriages m, unnest(register_name_words((m.party_a ->> 'name') || ' ' || (m.party_b ->> 'name'))) AS x WHERE x <> ''
  ON CONFLICT DO NOTHING;
