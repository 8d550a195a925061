-- The register is read by the ID numbers and the registration numbers as written (upper case): the
-- letters, copies, rectifications, divorces and the bigamy checks compare upper(...), which the plain
-- indexes could not serve (a scan of the whole register per approval).
DROP INDEX "marriages_party_a_idx";--> statement-breakpoint
DROP INDEX "marriages_party_b_idx";--> statement-breakpoint
CREATE INDEX "marriages_registration_upper_idx" ON "marriages" USING btree (upper("registration_number"));--> statement-breakpoint
CREATE INDEX "marriages_party_a_idx" ON "marriages" USING btree (upper("party_a_id_number"));--> statement-breakpoint
CREATE INDEX "marriages_party_b_idx" ON "marriages" USING btree (upper("party_b_id_number"));--> statement-breakpoint
-- The planner learns what the new expressions hold at once, not at the next automatic analyze.
ANALYZE "marriages";
