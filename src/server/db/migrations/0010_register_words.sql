CREATE TABLE "register_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
DROP INDEX "marriages_search_names_idx";--> statement-breakpoint
CREATE INDEX "register_words_trgm_idx" ON "register_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "register_words_initial_idx" ON "register_words" USING btree (left("word", 1),length("word"));--> statement-breakpoint
ALTER TABLE "marriages" DROP COLUMN "search_names";--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "search_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(btrim(regexp_replace(lower((party_a ->> 'name') || ' ' || (party_b ->> 'name')), '[^a-z0-9]+', ' ', 'g')), ' ')) STORED;--> statement-breakpoint
CREATE INDEX "marriages_search_words_idx" ON "marriages" USING gin ("search_words");--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "party_a_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(btrim(regexp_replace(lower(party_a ->> 'name'), '[^a-z0-9]+', ' ', 'g')), ' ')) STORED;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "party_b_words" text[] GENERATED ALWAYS AS (regexp_split_to_array(btrim(regexp_replace(lower(party_b ->> 'name'), '[^a-z0-9]+', ' ', 'g')), ' ')) STORED;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE OR REPLACE FUNCTION register_words_from_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO register_words (word)
    SELECT DISTINCT w FROM new_entries, unnest(new_entries.search_words) AS w WHERE w <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER marriages_words_on_insert AFTER INSERT ON marriages REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION register_words_from_entries();--> statement-breakpoint
CREATE TRIGGER marriages_words_on_update AFTER UPDATE ON marriages REFERENCING NEW TABLE AS new_entries FOR EACH STATEMENT EXECUTE FUNCTION register_words_from_entries();--> statement-breakpoint
INSERT INTO register_words (word) SELECT DISTINCT w FROM marriages, unnest(marriages.search_words) AS w WHERE w <> '' ON CONFLICT DO NOTHING;
