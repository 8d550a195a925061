CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'BOOKED' NOT NULL,
	"booked_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marriages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_number" text NOT NULL,
	"book_id" uuid NOT NULL,
	"entry_number" integer NOT NULL,
	"district" text NOT NULL,
	"notice_id" uuid,
	"application_id" uuid,
	"party_a" jsonb NOT NULL,
	"party_b" jsonb NOT NULL,
	"party_a_id_number" text NOT NULL,
	"party_b_id_number" text NOT NULL,
	"celebrated_at" timestamp with time zone NOT NULL,
	"venue_name" text NOT NULL,
	"officiant_name" text NOT NULL,
	"witnesses" jsonb NOT NULL,
	"recorded_by" uuid,
	"certificate_document_id" uuid,
	"status" text DEFAULT 'SUBSISTING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"notice_number" text NOT NULL,
	"district" text NOT NULL,
	"party_a_name" text NOT NULL,
	"party_b_name" text NOT NULL,
	"intended_date" date NOT NULL,
	"venue_name" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"notice_ends_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'PUBLISHED' NOT NULL,
	"void_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notice_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"objector_name" text NOT NULL,
	"objector_contact" text NOT NULL,
	"grounds" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "register_books" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district" text NOT NULL,
	"year" integer NOT NULL,
	"book_number" text NOT NULL,
	"capacity" integer DEFAULT 500 NOT NULL,
	"entries_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_room_id_marriage_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."marriage_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booked_by_users_id_fk" FOREIGN KEY ("booked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_book_id_register_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."register_books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_district_districts_code_fk" FOREIGN KEY ("district") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marriages" ADD CONSTRAINT "marriages_certificate_document_id_documents_id_fk" FOREIGN KEY ("certificate_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_district_districts_code_fk" FOREIGN KEY ("district") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "register_books" ADD CONSTRAINT "register_books_district_districts_code_fk" FOREIGN KEY ("district") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_room_slot_key" ON "bookings" USING btree ("room_id","starts_at") WHERE "bookings"."status" in ('BOOKED', 'CELEBRATED');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_notice_booked_key" ON "bookings" USING btree ("notice_id") WHERE "bookings"."status" = 'BOOKED';--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_status_idx" ON "bookings" USING btree ("status","ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "marriages_registration_key" ON "marriages" USING btree ("registration_number");--> statement-breakpoint
CREATE UNIQUE INDEX "marriages_book_entry_key" ON "marriages" USING btree ("book_id","entry_number");--> statement-breakpoint
CREATE UNIQUE INDEX "marriages_notice_key" ON "marriages" USING btree ("notice_id");--> statement-breakpoint
CREATE INDEX "marriages_party_a_idx" ON "marriages" USING btree ("party_a_id_number");--> statement-breakpoint
CREATE INDEX "marriages_party_b_idx" ON "marriages" USING btree ("party_b_id_number");--> statement-breakpoint
CREATE INDEX "marriages_celebrated_idx" ON "marriages" USING btree ("celebrated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_application_key" ON "notices" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notices_number_key" ON "notices" USING btree ("notice_number");--> statement-breakpoint
CREATE INDEX "notices_status_idx" ON "notices" USING btree ("status","notice_ends_at");--> statement-breakpoint
CREATE INDEX "notices_district_idx" ON "notices" USING btree ("district","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "objections_reference_key" ON "objections" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "objections_notice_idx" ON "objections" USING btree ("notice_id","status");--> statement-breakpoint
CREATE INDEX "objections_status_idx" ON "objections" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "register_books_number_key" ON "register_books" USING btree ("book_number");--> statement-breakpoint
CREATE INDEX "register_books_district_idx" ON "register_books" USING btree ("district","year");