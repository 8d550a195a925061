CREATE INDEX "applications_work_queue_idx" ON "applications" USING btree ("stage","sla_due_at","id") WHERE "applications"."status" in ('Submitted', 'Pending');--> statement-breakpoint
-- Hand-written (drizzle does not model storage parameters): vacuum this hot table after ~1% of its
-- rows changed instead of 20%, so that queue counts stay index-only scans (docs/performance.md).
ALTER TABLE "applications" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
