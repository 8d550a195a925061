CREATE TABLE "margin_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"marriage_id" uuid NOT NULL,
	"field" text NOT NULL,
	"old_value" text NOT NULL,
	"new_value" text NOT NULL,
	"amended_at" timestamp with time zone NOT NULL,
	"authority_id" uuid NOT NULL,
	"authority_name" text NOT NULL,
	"authority_title" text NOT NULL,
	"application_id" uuid NOT NULL,
	"application_reference" text NOT NULL,
	"superseded_document_id" uuid,
	"certificate_document_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "superseded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "superseded_by_id" uuid;--> statement-breakpoint
ALTER TABLE "margin_notes" ADD CONSTRAINT "margin_notes_marriage_id_marriages_id_fk" FOREIGN KEY ("marriage_id") REFERENCES "public"."marriages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_notes" ADD CONSTRAINT "margin_notes_authority_id_users_id_fk" FOREIGN KEY ("authority_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_notes" ADD CONSTRAINT "margin_notes_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_notes" ADD CONSTRAINT "margin_notes_superseded_document_id_documents_id_fk" FOREIGN KEY ("superseded_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "margin_notes" ADD CONSTRAINT "margin_notes_certificate_document_id_documents_id_fk" FOREIGN KEY ("certificate_document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "margin_notes_application_key" ON "margin_notes" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "margin_notes_marriage_idx" ON "margin_notes" USING btree ("marriage_id","amended_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_superseded_by_id_documents_id_fk" FOREIGN KEY ("superseded_by_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;