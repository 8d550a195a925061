-- Custom SQL migration file, put your code below! --
-- The reports (src/server/modules/reports): a year of applications by the day submitted, read from
-- the index alone; the payments that succeeded by the day confirmed.
CREATE INDEX IF NOT EXISTS "applications_submitted_report_idx" ON "applications" USING btree ("submitted_at") INCLUDE ("service_code", "status", "district");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_confirmed_report_idx" ON "payments" USING btree ("confirmed_at") INCLUDE ("invoice_id", "currency") WHERE "payments"."status" = 'SUCCEEDED';
