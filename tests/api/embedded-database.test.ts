import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { LocalFileStore } from '../../src/server/storage/files.js';

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
        const { rows } = (await database.db.execute(
          sql`select current_setting('shared_buffers') as buffers, (select count(*)::int from districts) as districts`,
        )) as unknown as { rows: { buffers: string; districts: number }[] };
        expect({ round, ...rows[0] }).toEqual({ round, buffers: '32MB', districts: 47 });
      } finally {
        await database.close();
      }
    }
  }, 120_000);
});

/** Every file and folder under `root` (itself included), with its permission bits. */
function tree(root: string): { path: string; mode: number; dir: boolean }[] {
  const stat = lstatSync(root);
  const here = { path: root, mode: stat.mode & 0o777, dir: stat.isDirectory() };
  return stat.isDirectory() ? [here, ...readdirSync(root).flatMap((name) => tree(path.join(root, name)))] : [here];
}

/** What group or others may read, write or enter: none of it should be. */
const exposed = (root: string) =>
  tree(root)
    .filter((entry) => entry.mode & 0o077)
    .map((entry) => `${path.relative(root, entry.path) || '.'} ${entry.mode.toString(8)}`);

// Security review, finding 7: the embedded database's files were world-readable (971 of 1,270).
describe("the data folder is the portal user's only", () => {
  const parent = mkdtempSync(path.join(os.tmpdir(), 'marriages-private-'));
  afterAll(() => rmSync(parent, { recursive: true, force: true }));

  it('a fresh embedded database, the stored files and the token secret: no file or folder open to group or others, open, closed and reopened', async () => {
    // The usual umask, under which a file is created readable by everyone.
    const umask = process.umask(0o022);
    try {
      const dataDir = path.join(parent, 'data');
      const database = await openDatabase({ dataDir });
      try {
        expect(tree(dataDir).filter((entry) => !entry.dir).length).toBeGreaterThan(500);
        expect(exposed(dataDir)).toEqual([]);
        await database.db.execute(sql`create table scratch (n int)`);
        await database.db.execute(sql`insert into scratch select generate_series(1, 1000)`);
        await new LocalFileStore(path.join(dataDir, 'files')).put(Buffer.from('%PDF-1.4 a stored file'));
        loadConfig({ DATA_DIR: dataDir });
      } finally {
        await database.close();
      }
      expect(tree(dataDir).map((entry) => path.basename(entry.path))).toEqual(
        expect.arrayContaining(['pglite', 'files', 'jwt-secret']),
      );
      expect(exposed(dataDir)).toEqual([]);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      const reopened = await openDatabase({ dataDir });
      try {
        expect(exposed(dataDir)).toEqual([]);
      } finally {
        await reopened.close();
      }
    } finally {
      process.umask(umask);
    }
  }, 120_000);

  it('a data folder an earlier version left readable by everyone is made private when the database opens', async () => {
    const dataDir = path.join(parent, 'earlier');
    await (await openDatabase({ dataDir })).close();
    for (const entry of tree(dataDir)) chmodSync(entry.path, entry.dir ? 0o755 : 0o666);
    expect(exposed(dataDir).length).toBeGreaterThan(500);
    const database = await openDatabase({ dataDir });
    try {
      expect(exposed(dataDir)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 120_000);
});
