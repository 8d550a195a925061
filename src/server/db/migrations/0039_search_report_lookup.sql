-- A search report's approval (and its submit) asks whether another live report names the same search:
-- for an organisation that was a BitmapAnd of its applications with all 60,000 reports of the bulk
-- data (11 ms, issue 22). The reports alone, by the search they name.
CREATE INDEX "applications_search_report_idx" ON "applications" USING btree (upper("form_data" ->> 'searchReference')) WHERE "applications"."service_code" = 'SEARCH_REPORT';
