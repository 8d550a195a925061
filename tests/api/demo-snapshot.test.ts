// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/server/db/client.js';
import { users } from '../../src/server/db/schema/index.js';
import { loadDocumentKeys } from '../../src/server/modules/documents/signing.js';
import { seedDemo } from '../../src/server/db/seed/demo.js';
import {
  checkSnapshot,
  isFreshDataDir,
  restoreDemoSnapshot,
  writeDemoSnapshot,
} from '../../src/server/db/seed/snapshot.js';
import type { FileStore } from '../../src/server/storage/files.js';

// The demo snapshot `npm run build` makes (issue 12: a first start in under 3 s): a data folder
// seeded once, copied into an empty DATA_DIR by a start on the same Nairobi day, same build and same
// address; any other start seeds as before. A one-account seed stands for the demo's here.
describe('demo snapshot', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'marriages-snapshot-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  const out = path.join(work, 'demo-data');
  const serverFile = path.join(work, 'main.mjs');
  const otherServer = path.join(work, 'other.mjs');
  writeFileSync(serverFile, '// this build');
  writeFileSync(otherServer, '// another build');
  // 09:00 in Nairobi on 26-11-2026.
  const seededAt = new Date('2026-11-26T06:00:00Z');
  const publicUrl = 'http://localhost:8080';
  let stored = '';
  const tinySeed: typeof seedDemo = async (db: Db, now?: Date, files?: FileStore) => {
    await db.insert(users).values({
      accountType: 'INDIVIDUAL',
      status: 'ACTIVE',
      email: 'snapshot@demo.test',
      phone: '+254712999001',
      firstName: 'Achieng',
      lastName: 'Otieno',
      emailVerifiedAt: now,
    });
    stored = (await files!.put(Buffer.from('a demo document'))).sha256;
    return { seeded: true, accounts: [{ email: 'snapshot@demo.test', phone: '+254712999001', what: 'citizen' }] };
  };

  it('is made by seeding a data folder, and stands for a seed only on its Nairobi day, build and address', async () => {
    const snapshot = await writeDemoSnapshot(out, { serverFile, publicUrl, now: seededAt, seed: tinySeed });
    expect(snapshot).toMatchObject({ nairobiDay: '2026-11-26', publicUrl, seededAt: seededAt.toISOString() });
    const at = (iso: string) => checkSnapshot(out, { serverFile, publicUrl, now: new Date(iso) });
    // 21:00 in Nairobi the same day; 00:30 the next day (21:30 UTC, still the 26th in UTC).
    expect(at('2026-11-26T18:00:00Z')).toEqual({ snapshot });
    expect(at('2026-11-26T21:30:00Z')).toEqual({ refusal: 'it was seeded on another day (2026-11-26)' });
    expect(checkSnapshot(out, { serverFile, publicUrl: 'http://localhost:3000', now: seededAt })).toEqual({
      refusal: 'its documents carry another address (http://localhost:8080)',
    });
    expect(checkSnapshot(out, { serverFile: otherServer, publicUrl, now: seededAt })).toEqual({
      refusal: 'another build of the server made it',
    });
    expect(checkSnapshot(path.join(work, 'nowhere'), { serverFile, publicUrl, now: seededAt })).toEqual({
      refusal: 'there is none (npm run build makes it)',
    });
    // Its documents are signed with its own key: a start that names another key seeds instead.
    expect(checkSnapshot(out, { serverFile, publicUrl, now: seededAt, signingKeyGiven: true })).toEqual({
      refusal: 'its documents are signed with its own key, and DOCUMENT_SIGNING_KEY_FILE names another',
    });
  }, 120_000);

  it('is copied into an empty data folder, database and files, and the start then finds its demo', async () => {
    const dataDir = path.join(work, 'data');
    expect(isFreshDataDir(dataDir)).toBe(true);
    const checked = checkSnapshot(out, { serverFile, publicUrl, now: seededAt });
    expect('snapshot' in checked && checked.snapshot.accounts.map((a) => a.email)).toEqual(['snapshot@demo.test']);
    restoreDemoSnapshot(out, dataDir);
    expect(isFreshDataDir(dataDir)).toBe(false);
    // The key that signed the snapshot's documents comes with it: the data folder signs and publishes it.
    const keyOf = (dir: string) =>
      loadDocumentKeys({
        DOCUMENT_SIGNING_KEY_FILE: path.join(dir, 'document-signing-key.pem'),
        DOCUMENT_RETIRED_KEYS_FILE: path.join(dir, 'none.pem'),
        documentSigningKeyGiven: true,
      }).kid;
    expect(keyOf(dataDir)).toBe(keyOf(out));
    expect(existsSync(path.join(dataDir, 'files', stored.slice(0, 2), stored.slice(2, 4), stored))).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = (await database.db.execute(sql`select email from users`)) as unknown as {
        rows: { email: string }[];
      };
      expect(rows).toEqual([{ email: 'snapshot@demo.test' }]);
      // The start's seed finds the accounts there and leaves them.
      expect((await seedDemo(database.db)).seeded).toBe(false);
    } finally {
      await database.close();
    }
  }, 120_000);
});
