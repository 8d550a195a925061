import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';

// The embedded server of `npm start` (issue 12): small shared buffers keep it under 400 MB resident,
// and its data folder opens again with them after a restart.
describe('embedded database in a data folder', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-embedded-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('runs with 32 MB of shared buffers, fresh and reopened', async () => {
    for (const round of ['fresh', 'reopened']) {
      const database = await openDatabase({ dataDir });
      try {
        expect(database.kind).toBe('pglite');
        const { rows } = (await database.db.execute(sql`select current_setting('shared_buffers') as buffers, (select count(*)::int from districts) as districts`)) as unknown as { rows: { buffers: string; districts: number }[] };
        expect({ round, ...rows[0] }).toEqual({ round, buffers: '32MB', districts: 47 });
      } finally {
        await database.close();
      }
    }
  }, 120_000);
});
