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

  it("an entry's search row is rewritten only when what the search reads changes (a name, the day, the district)", async () => {
    const { database } = await testContext();
    class RolledBack extends Error {}
    type SearchRow = { at: string; words: string[] } | null;
    const seen: { before: SearchRow; unchanged: SearchRow; renamed: SearchRow } = {
      before: null,
      unchanged: null,
      renamed: null,
    };
    // In a transaction rolled back at the end, so that the register is left as it was.
    await database.db
      .transaction(async (tx) => {
        const [entry] = (await tx.execute(sql`select id from marriages order by registration_number limit 1`)).rows as {
          id: string;
        }[];
        const row = async () =>
          ((
            await tx.execute(
              sql`select ctid::text as at, party_a_words as words from register_search where marriage_id = ${entry.id}`,
            )
          ).rows[0] ?? null) as SearchRow;
        seen.before = await row();
        // A divorce, an age or a condition: the same names, the same search row (not even a new version of it).
        await tx.execute(sql`update marriages set status = status, venue_name = venue_name where id = ${entry.id}`);
        seen.unchanged = await row();
        // A rectified name: its words change.
        await tx.execute(
          sql`update marriages set party_a = jsonb_set(party_a, '{name}', '"Zawadi Quenzo"') where id = ${entry.id}`,
        );
        seen.renamed = await row();
        throw new RolledBack();
      })
      .catch((error: unknown) => {
        if (!(error instanceof RolledBack)) throw error;
      });
    expect(seen.before).not.toBeNull();
    expect(seen.unchanged).toEqual(seen.before);
    expect(seen.renamed?.words).not.toEqual(seen.before?.words);
    expect(seen.renamed?.words.join(' ')).toMatch(/zawadi/i);
  });
});
