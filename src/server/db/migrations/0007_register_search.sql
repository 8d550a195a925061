CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "search_names" text GENERATED ALWAYS AS (lower((party_a ->> 'name') || ' ' || (party_b ->> 'name'))) STORED;--> statement-breakpoint
CREATE INDEX "marriages_search_names_idx" ON "marriages" USING gin ("search_names" gin_trgm_ops);