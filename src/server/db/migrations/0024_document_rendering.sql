ALTER TABLE "documents" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "content" jsonb;--> statement-breakpoint
CREATE INDEX "documents_unrendered_idx" ON "documents" USING btree ("issued_at") WHERE "documents"."sha256" is null;