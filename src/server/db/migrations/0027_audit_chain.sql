-- The tamper-evident chain over the audit events and the new access records (issue 23): writers
-- insert as before (the inserting transaction's id in "xact"); the sealer (src/server/audit/chain.ts)
-- numbers and hashes the rows of ended transactions in one global order, holding the one-row
-- "audit_chain" head; "audit_heads" keeps the head signed each Nairobi day.
CREATE TABLE "access_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_id" uuid,
	"role" text NOT NULL,
	"district" text,
	"kind" text NOT NULL,
	"subject_id" text,
	"owner_id" uuid,
	"result_ids" text[],
	"reason" text,
	"reason_required" boolean DEFAULT false NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"xact" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"seal_seq" bigint,
	"hash" "bytea"
);
--> statement-breakpoint
CREATE TABLE "audit_chain" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seal_seq" bigint DEFAULT 0 NOT NULL,
	"hash" "bytea" NOT NULL,
	"sealed_at" timestamp with time zone,
	CONSTRAINT "audit_chain_one_row" CHECK ("audit_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "audit_heads" (
	"day" date PRIMARY KEY NOT NULL,
	"seal_seq" bigint NOT NULL,
	"hash" "bytea" NOT NULL,
	"key_id" text NOT NULL,
	"signature" "bytea" NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "xact" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "seal_seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" "bytea";--> statement-breakpoint
CREATE INDEX "access_records_subject_idx" ON "access_records" USING btree ("kind","subject_id","at");--> statement-breakpoint
CREATE INDEX "access_records_owner_idx" ON "access_records" USING btree ("owner_id","at");--> statement-breakpoint
CREATE INDEX "access_records_actor_idx" ON "access_records" USING btree ("actor_id","at");--> statement-breakpoint
CREATE INDEX "access_records_results_idx" ON "access_records" USING gin ("result_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "access_records_seal_seq_key" ON "access_records" USING btree ("seal_seq");--> statement-breakpoint
CREATE INDEX "access_records_unsealed_idx" ON "access_records" USING btree ("id") WHERE "access_records"."seal_seq" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seal_seq_key" ON "audit_events" USING btree ("seal_seq");--> statement-breakpoint
CREATE INDEX "audit_events_unsealed_idx" ON "audit_events" USING btree ("id") WHERE "audit_events"."seal_seq" is null;--> statement-breakpoint
INSERT INTO "audit_chain" ("id", "seal_seq", "hash") VALUES (1, 0, decode(repeat('00', 32), 'hex'));
