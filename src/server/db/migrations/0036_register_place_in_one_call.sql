-- A register entry's place (the book with room, its next entry number, the district's next
-- registration number) in one call (issue 22): the newest book was read, then its count raised, then
-- the counter raised, three round trips, in every way into the register. The rule is unchanged: the
-- newest book of the district and year while it has room, locked until the entry's transaction ends;
-- a new book opened by one transaction at a time (the advisory lock, then the newest book read again);
-- the registration number from the district's gapless counter.
CREATE OR REPLACE FUNCTION register_place_next(p_district text, p_year integer, p_capacity integer, p_at timestamptz)
RETURNS TABLE (book_id uuid, book_number text, entry_number integer, registration_seq integer)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  b register_books%ROWTYPE;
BEGIN
  SELECT * INTO b FROM register_books r WHERE r.district = p_district AND r.year = p_year
    ORDER BY r.created_at DESC, r.book_number DESC LIMIT 1 FOR UPDATE;
  IF NOT FOUND OR b.entries_used >= b.capacity THEN
    PERFORM pg_advisory_xact_lock(hashtext('register-book'), hashtext(p_district || '/' || p_year));
    SELECT * INTO b FROM register_books r WHERE r.district = p_district AND r.year = p_year
      ORDER BY r.created_at DESC, r.book_number DESC LIMIT 1 FOR UPDATE;
    IF NOT FOUND OR b.entries_used >= b.capacity THEN
      INSERT INTO register_books (district, year, book_number, capacity, entries_used, created_at)
        VALUES (p_district, p_year,
          p_district || '/' || p_year || '/' || ((SELECT count(*) FROM register_books r WHERE r.district = p_district AND r.year = p_year) + 1),
          p_capacity, 0, p_at)
        RETURNING * INTO b;
    END IF;
  END IF;
  UPDATE register_books r SET entries_used = r.entries_used + 1 WHERE r.id = b.id RETURNING r.entries_used INTO entry_number;
  book_id := b.id;
  book_number := b.book_number;
  INSERT INTO reference_counters AS c (prefix, year, last) VALUES ('MC-' || p_district, p_year, 1)
    ON CONFLICT (prefix, year) DO UPDATE SET last = c.last + 1 RETURNING c.last INTO registration_seq;
  RETURN NEXT;
END
$$;
