CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"application_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"district" text NOT NULL,
	"party_a_name" text,
	"party_b_name" text,
	"party_a_id_number" text,
	"party_b_id_number" text,
	"venue_name" text,
	"venue_address" text,
	"place_type" text,
	"denomination" text,
	"capacity" integer,
	"organisation_id" uuid,
	"document_id" uuid,
	"issued_by" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by_marriage_id" uuid,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revoked_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "room_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "kind" text DEFAULT 'ROOM' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "venue_address" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "officer_id" uuid;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "waiver_licence_id" uuid;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "venue_licence_id" uuid;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_district_districts_code_fk" FOREIGN KEY ("district") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_number_key" ON "licences" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_application_key" ON "licences" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "licences_kind_issued_idx" ON "licences" USING btree ("kind","issued_at");--> statement-breakpoint
CREATE INDEX "licences_district_idx" ON "licences" USING btree ("district","kind");--> statement-breakpoint
CREATE INDEX "licences_holder_idx" ON "licences" USING btree ("holder_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_officer_id_users_id_fk" FOREIGN KEY ("officer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_officer_idx" ON "bookings" USING btree ("officer_id","starts_at");