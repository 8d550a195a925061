CREATE TABLE "duplicate_keys" (
	"application_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"party_a_id_number" text NOT NULL,
	"party_b_id_number" text NOT NULL,
	"party_a_words" text[] NOT NULL,
	"party_b_words" text[] NOT NULL,
	"words" text[] NOT NULL,
	"marriage_date" date NOT NULL,
	"particulars" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "duplicate_keys_application_id_line_pk" PRIMARY KEY("application_id","line")
);
--> statement-breakpoint
CREATE TABLE "possible_duplicates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"line" integer,
	"district" text,
	"candidate_kind" text NOT NULL,
	"candidate_marriage_id" uuid,
	"candidate_application_id" uuid,
	"candidate_line" integer,
	"rules" jsonb NOT NULL,
	"subject" jsonb NOT NULL,
	"candidate" jsonb NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "duplicate_keys" ADD CONSTRAINT "duplicate_keys_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_duplicates" ADD CONSTRAINT "possible_duplicates_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_duplicates" ADD CONSTRAINT "possible_duplicates_candidate_marriage_id_marriages_id_fk" FOREIGN KEY ("candidate_marriage_id") REFERENCES "public"."marriages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_duplicates" ADD CONSTRAINT "possible_duplicates_candidate_application_id_applications_id_fk" FOREIGN KEY ("candidate_application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "possible_duplicates" ADD CONSTRAINT "possible_duplicates_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicate_keys_party_a_idx" ON "duplicate_keys" USING btree ("party_a_id_number");--> statement-breakpoint
CREATE INDEX "duplicate_keys_party_b_idx" ON "duplicate_keys" USING btree ("party_b_id_number");--> statement-breakpoint
CREATE INDEX "duplicate_keys_words_idx" ON "duplicate_keys" USING gin ("words");--> statement-breakpoint
CREATE UNIQUE INDEX "possible_duplicates_pair_key" ON "possible_duplicates" USING btree ("application_id",coalesce("line", -1),coalesce("candidate_marriage_id", "candidate_application_id"),coalesce("candidate_line", -1));--> statement-breakpoint
CREATE INDEX "possible_duplicates_status_idx" ON "possible_duplicates" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "possible_duplicates_district_idx" ON "possible_duplicates" USING btree ("district","status","created_at");--> statement-breakpoint
CREATE INDEX "possible_duplicates_application_idx" ON "possible_duplicates" USING btree ("application_id","status");