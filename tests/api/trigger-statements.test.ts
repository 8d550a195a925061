import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testContext } from './helpers.js';

/**
 * The triggers that keep the queue counts, the reports' rollups, the register's search words and the
 * vital statistics run inside every approval, registration and payment: their statements are static
 * ones, which PL/pgSQL plans once per connection and keeps. A statement built as text and run with
 * EXECUTE is parsed and planned at every call (the statistics' trigger cost 1.1-1.3 ms of a register
 * entry's 1.6 ms that way: issue 22).
 */
describe("the triggers' statements", () => {
  it('no trigger function builds its statements as text (EXECUTE)', async () => {
    const { database } = await testContext();
    const { rows } = (await database.db.execute(sql`
      select distinct p.proname as name, p.prosrc as source
      from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_namespace n on n.oid = p.pronamespace
      where not t.tgisinternal and n.nspname = current_schema() order by 1`)) as unknown as {
      rows: { name: string; source: string }[];
    };
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'statistics_from_marriages',
        'report_days_from_payments',
        'queue_counts_from_applications',
      ]),
    );
    expect(rows.filter((r) => /\bexecute\b/i.test(r.source)).map((r) => r.name)).toEqual([]);
  });
});
