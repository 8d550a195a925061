-- The vital statistics' trigger (0029) wrote a statement's month rows in the order its aggregate
-- produced them (a hash's): two marriage returns registered at once could lock the same rows of
-- statistics_months in different orders and one of them was ended as a deadlock (issue 22, seen at 4
-- approvals in flight). The rows are now written in the order of the table's unique key, as the queue
-- counts' (0018) are, so two transactions wait for each other instead.
CREATE OR REPLACE FUNCTION statistics_from_marriages() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r'
    WHEN 'DELETE' THEN 'SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r'
    ELSE 'SELECT r.* FROM new_marriages n CROSS JOIN LATERAL statistics_rows(1, n) r
          UNION ALL SELECT r.* FROM old_marriages o CROSS JOIN LATERAL statistics_rows(-1, o) r' END;
BEGIN
  EXECUTE format($q$
    INSERT INTO statistics_months AS s (month, county, measure, sex, category, count)
      SELECT c.month, c.county, c.measure, c.sex, c.category, sum(c.sign) FROM (%s) c
      GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.sign) <> 0
      ORDER BY 3, 1, 2, 4, 5
      ON CONFLICT (measure, month, county, sex, category) DO UPDATE SET count = s.count + excluded.count$q$, changed);
  RETURN NULL;
END
$$;
