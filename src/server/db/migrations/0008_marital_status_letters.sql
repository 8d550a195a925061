CREATE TABLE "marital_status_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"application_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"id_number" text NOT NULL,
	"district" text NOT NULL,
	"finding" text NOT NULL,
	"marriage_id" uuid,
	"registration_number" text,
	"married_on" date,
	"marriage_district" text,
	"document_id" uuid NOT NULL,
	"issued_by" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marital_status_letters" ADD CONSTRAINT "marital_status_letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marital_status_letters" ADD CONSTRAINT "marital_status_letters_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marital_status_letters" ADD CONSTRAINT "marital_status_letters_district_districts_code_fk" FOREIGN KEY ("district") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marital_status_letters" ADD CONSTRAINT "marital_status_letters_marriage_id_marriages_id_fk" FOREIGN KEY ("marriage_id") REFERENCES "public"."marriages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marital_status_letters" ADD CONSTRAINT "marital_status_letters_marriage_district_districts_code_fk" FOREIGN KEY ("marriage_district") REFERENCES "public"."districts"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marital_status_letters" ADD CONSTRAINT "marital_status_letters_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marital_status_letters" ADD CONSTRAINT "marital_status_letters_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marital_status_letters_number_key" ON "marital_status_letters" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "marital_status_letters_application_key" ON "marital_status_letters" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "marital_status_letters_issued_idx" ON "marital_status_letters" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "marital_status_letters_district_idx" ON "marital_status_letters" USING btree ("district","issued_at");--> statement-breakpoint
CREATE INDEX "marital_status_letters_holder_idx" ON "marital_status_letters" USING btree ("holder_id");