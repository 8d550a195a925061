ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "users_type_role_idx" ON "users" USING btree ("account_type","staff_role");--> statement-breakpoint
CREATE INDEX "users_district_idx" ON "users" USING btree ("district");--> statement-breakpoint
CREATE INDEX "users_status_idx" ON "users" USING btree ("status");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower("first_name" || ' ' || coalesce("middle_name", '') || ' ' || "last_name" || ' ' || "email" || ' ' || "phone" || ' ' || coalesce("id_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_at_idx" ON "audit_events" USING btree ("at");