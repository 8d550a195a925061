CREATE TABLE "notice_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"party" text NOT NULL,
	"status" text NOT NULL,
	"id_number" text NOT NULL,
	"user_id" uuid,
	"invited_at" timestamp with time zone,
	"invited_via" text,
	"invited_to" text,
	"declared_at" timestamp with time zone,
	"declared_in" text,
	"confirmed" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_digest" text,
	"declined_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_declarations" ADD CONSTRAINT "notice_declarations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_declarations" ADD CONSTRAINT "notice_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notice_declarations_party_key" ON "notice_declarations" USING btree ("application_id","party");--> statement-breakpoint
CREATE INDEX "notice_declarations_user_idx" ON "notice_declarations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notice_declarations_id_number_idx" ON "notice_declarations" USING btree ("id_number");