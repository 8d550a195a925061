-- The accounts of the parties a register entry names are found by their ID number as written (upper case).
CREATE INDEX "users_id_number_upper_idx" ON "users" USING btree (upper("id_number"));--> statement-breakpoint
-- The national series of the documents an approval issues (letters, licences, certified copies,
-- divorce acknowledgements, search reports, return numbers) are numbered from a PostgreSQL sequence
-- per series and year instead of a row of reference_counters: a row is locked by the approving
-- transaction until it commits, so every approval of a service waited for the one before it
-- (docs/decisions.md, "Document numbers from sequences"). A sequence hands out numbers without a lock;
-- a number taken by a transaction that then fails is not used again. The series numbered per district
-- (register entries, notices) and the application references keep their counters.
--
-- next_in_series(prefix, year): the next number of the series, its sequence created at its first use
-- (continuing from the series' counter row when numbers were issued before the change). Two first
-- uses at once: one creates under an advisory lock, the other finds it created once that one commits.
CREATE OR REPLACE FUNCTION next_in_series(p_prefix text, p_year integer) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  seq text := 'series_' || regexp_replace(lower(p_prefix), '[^a-z0-9]+', '_', 'g') || '_' || p_year;
  issued integer;
BEGIN
  RETURN nextval(seq::regclass);
EXCEPTION WHEN undefined_table THEN
  PERFORM pg_advisory_xact_lock(hashtext(seq));
  IF to_regclass(seq) IS NULL THEN
    EXECUTE format('CREATE SEQUENCE %I AS integer MINVALUE 1 START 1', seq);
    SELECT last INTO issued FROM reference_counters WHERE prefix = p_prefix AND year = p_year;
    IF issued > 0 THEN
      PERFORM setval(seq::regclass, issued);
    END IF;
  END IF;
  RETURN nextval(seq::regclass);
END
$$;
