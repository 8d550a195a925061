-- The search indexes (GIN) no longer keep a pending list (issue 22). With fastupdate on, new entries
-- wait in an unsorted list that every search reads through until a vacuum merges it: a register
-- search over 1,000,000 applications read 28,263 pending entries and took 6 ms where the merged index
-- answered in 0.4 ms, and its approval ran that search twice. Each insert now updates the index
-- itself (a few pages a register entry), and the entries already pending are merged at once.
ALTER INDEX "users_search_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "access_records_results_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "register_search_words_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "register_words_trgm_idx" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "duplicate_keys_words_idx" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list(c.oid) FROM pg_class c
  WHERE c.relname IN ('users_search_trgm_idx', 'access_records_results_idx', 'register_search_words_idx',
    'register_words_trgm_idx', 'duplicate_keys_words_idx');
