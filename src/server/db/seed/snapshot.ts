import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nairobiDate } from '../../../shared/dates.js';
import { LocalFileStore } from '../../storage/files.js';
import { privateDir, restrictTree } from '../../storage/private.js';
import { MIGRATIONS_FOLDER, openDatabase } from '../client.js';
import { seedDemo, type DemoAccount } from './demo.js';
import { loadDocumentKeys } from '../../modules/documents/signing.js';

/**
 * The key that signed the QR codes of the snapshot's documents, made with it and copied with it into
 * the data folder it is restored to (where a start without DOCUMENT_SIGNING_KEY_FILE keeps its key):
 * the demo's documents then verify with the key that data folder publishes.
 */
export const SNAPSHOT_SIGNING_KEY = 'document-signing-key.pem';

/**
 * The demo's data made once by `npm run build` (docs/decisions.md, "The demo snapshot"): a data
 * folder (the embedded database and its files) migrated and seeded, which a first start copies into
 * an empty DATA_DIR instead of seeding for seconds. It is a start made earlier the same day: used only
 * on the Nairobi day it was seeded, by the same server build, migrations and public address; any
 * other start seeds as before.
 */
export interface DemoSnapshot {
  /** When the demo was seeded (its "now"). */
  seededAt: string;
  /** The Nairobi day of seededAt: "today" in the demo (a wedding today, today's payments). */
  nairobiDay: string;
  /** The address in the QR codes of the demo's documents. */
  publicUrl: string;
  /** The server build and migrations that made it. */
  build: string;
  accounts: DemoAccount[];
}

export const SNAPSHOT_FILE = 'snapshot.json';

/** The server build and the migrations it applies, as one hash. */
export function buildIdentity(serverFile: string, migrationsFolder = MIGRATIONS_FOLDER): string {
  return createHash('sha256')
    .update(readFileSync(serverFile))
    .update(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json')))
    .digest('hex');
}

/** Seeds a new snapshot into `out` (emptied first). */
export async function writeDemoSnapshot(
  out: string,
  options: { serverFile: string; publicUrl: string; now?: Date; seed?: typeof seedDemo },
): Promise<DemoSnapshot> {
  const seed = options.seed ?? seedDemo;
  const now = options.now ?? new Date();
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const database = await openDatabase({ dataDir: out });
  let accounts: DemoAccount[];
  try {
    const keys = loadDocumentKeys({
      DOCUMENT_SIGNING_KEY_FILE: path.join(out, SNAPSHOT_SIGNING_KEY),
      DOCUMENT_RETIRED_KEYS_FILE: path.join(out, 'no-retired-keys'),
      documentSigningKeyGiven: false,
    });
    ({ accounts } = await seed(database.db, now, new LocalFileStore(path.join(out, 'files')), options.publicUrl, keys));
  } finally {
    await database.close();
  }
  const snapshot: DemoSnapshot = {
    seededAt: now.toISOString(),
    nairobiDay: nairobiDate(now),
    publicUrl: options.publicUrl,
    build: buildIdentity(options.serverFile),
    accounts,
  };
  writeFileSync(path.join(out, SNAPSHOT_FILE), `${JSON.stringify(snapshot, null, 2)}\n`);
  return snapshot;
}

/** The snapshot in `dir` when it can stand for a seed now, else why it cannot. */
export function checkSnapshot(
  dir: string,
  options: { serverFile: string; publicUrl: string; now?: Date; signingKeyGiven?: boolean },
): { snapshot: DemoSnapshot } | { refusal: string } {
  if (options.signingKeyGiven)
    return { refusal: 'its documents are signed with its own key, and DOCUMENT_SIGNING_KEY_FILE names another' };
  const file = path.join(dir, SNAPSHOT_FILE);
  if (!existsSync(file) || !existsSync(path.join(dir, 'pglite', 'PG_VERSION')))
    return { refusal: 'there is none (npm run build makes it)' };
  let snapshot: DemoSnapshot;
  try {
    snapshot = JSON.parse(readFileSync(file, 'utf8')) as DemoSnapshot;
  } catch {
    return { refusal: 'it cannot be read' };
  }
  if (snapshot.nairobiDay !== nairobiDate(options.now ?? new Date()))
    return { refusal: `it was seeded on another day (${snapshot.nairobiDay})` };
  if (snapshot.publicUrl !== options.publicUrl)
    return { refusal: `its documents carry another address (${snapshot.publicUrl})` };
  if (snapshot.build !== buildIdentity(options.serverFile)) return { refusal: 'another build of the server made it' };
  return { snapshot };
}

/** Whether the data folder holds no embedded database yet (a first start). */
export const isFreshDataDir = (dataDir: string) => !existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));

/** Copies the snapshot's database and files (checked by checkSnapshot) into an empty data folder. */
export function restoreDemoSnapshot(dir: string, dataDir: string): void {
  privateDir(dataDir);
  // A half-made folder of an interrupted start is replaced whole.
  rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
  cpSync(path.join(dir, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
  // Files are named by their content: any already there are the same bytes.
  if (existsSync(path.join(dir, 'files')))
    cpSync(path.join(dir, 'files'), path.join(dataDir, 'files'), { recursive: true, force: false });
  if (existsSync(path.join(dir, SNAPSHOT_SIGNING_KEY)))
    cpSync(path.join(dir, SNAPSHOT_SIGNING_KEY), path.join(dataDir, SNAPSHOT_SIGNING_KEY), { force: false });
  // The copies keep the snapshot's modes: the portal user's only, like everything in the data folder.
  restrictTree(dataDir);
}
