CREATE TABLE "divorce_decrees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"marriage_id" uuid NOT NULL,
	"registration_number" text NOT NULL,
	"organisation_id" uuid,
	"case_number" text NOT NULL,
	"court" text NOT NULL,
	"decree_absolute_on" date NOT NULL,
	"acknowledgement_number" text NOT NULL,
	"document_id" uuid NOT NULL,
	"approved_by" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "dissolved_on" date;--> statement-breakpoint
ALTER TABLE "marriages" ADD COLUMN "dissolution_decree" text;--> statement-breakpoint
ALTER TABLE "divorce_decrees" ADD CONSTRAINT "divorce_decrees_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divorce_decrees" ADD CONSTRAINT "divorce_decrees_marriage_id_marriages_id_fk" FOREIGN KEY ("marriage_id") REFERENCES "public"."marriages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divorce_decrees" ADD CONSTRAINT "divorce_decrees_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divorce_decrees" ADD CONSTRAINT "divorce_decrees_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divorce_decrees" ADD CONSTRAINT "divorce_decrees_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "divorce_decrees_application_key" ON "divorce_decrees" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "divorce_decrees_marriage_key" ON "divorce_decrees" USING btree ("marriage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "divorce_decrees_ack_key" ON "divorce_decrees" USING btree ("acknowledgement_number");--> statement-breakpoint
CREATE INDEX "divorce_decrees_organisation_idx" ON "divorce_decrees" USING btree ("organisation_id","recorded_at");