CREATE TABLE "stored_files" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- PDFs, JPEGs and PNGs are compressed already: kept out of line as they are, not compressed again.
ALTER TABLE "stored_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
CREATE INDEX "organisation_evidence_sha256_idx" ON "organisation_evidence" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "organisation_evidence_uploaded_by_idx" ON "organisation_evidence" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "attachments_sha256_idx" ON "attachments" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "attachments_uploaded_by_idx" ON "attachments" USING btree ("uploaded_by");--> statement-breakpoint
CREATE INDEX "documents_sha256_idx" ON "documents" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "certificate_stamps_sha256_idx" ON "certificate_stamps" USING btree ("sha256");