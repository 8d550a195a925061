import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER, openDatabase, openEmbedded } from '../db/client.js';
import { lockDataDir } from '../db/dataDirLock.js';
import { ArchiveError, readArchive, writeArchive, type ArchiveEntry, type EntrySink } from './archive.js';

/**
 * `npm run backup` and `npm run restore` (docs/operations.md, "Backup and restore"): the registry's
 * data folder in one archive and back. With the embedded database: its dump (a PGlite dump of
 * DATA_DIR/pglite), the files (DATA_DIR/files) and the generated JWT secret; with PostgreSQL
 * (DATABASE_URL) the files and the secret only, the database being pg_dump's.
 */

export const BACKUP_FORMAT = 'marriages-portal-backup';
export const BACKUP_VERSION = 1;
export const MANIFEST = 'manifest.json';
const DATABASE_ENTRY = 'database/pglite.tar';
const SECRET_ENTRY = 'jwt-secret';

/** A file of the store: files/ab/cd/abcd… (the SHA-256 of its content). */
const STORED_FILE = /^files\/([0-9a-f]{2})\/([0-9a-f]{2})\/(\1\2[0-9a-f]{60})$/;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** What it holds. */
  holds: {
    /** `pglite`: the embedded database; `none`: files only (the database was PostgreSQL). */
    database: 'pglite' | 'none';
    /** The last migration applied to that database. */
    migration: { tag: string | null; createdAt: number } | null;
    files: number;
    filesBytes: number;
    jwtSecret: boolean;
  };
  /** Every other entry of the archive, with its size and SHA-256. */
  entries: ArchiveEntry[];
}

/** An expected failure: its message is the whole story (no stack), and the command exits with 1. */
export class BackupError extends Error {}

interface Target {
  dataDir: string;
  /** DATABASE_URL is set: the database is PostgreSQL's, the commands handle the files only. */
  postgres: boolean;
}

const has = (file: string) => existsSync(file);
const hasDatabase = (dataDir: string) => has(path.join(dataDir, 'pglite', 'PG_VERSION'));
const hasFiles = (dataDir: string) =>
  has(path.join(dataDir, 'files')) && readdirSync(path.join(dataDir, 'files')).length > 0;

/** The migrations this portal knows, from the committed journal. */
function journal(): { tag: string; when: number }[] {
  return (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string; when: number }[];
    }
  ).entries;
}

/** The store's files under `root`, as archive paths, in a stable order. */
function storedFiles(root: string): { entry: string; file: string }[] {
  const found: { entry: string; file: string }[] = [];
  const walk = (dir: string, relative: string) => {
    for (const item of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const entry = `${relative}/${item.name}`;
      if (item.isDirectory()) walk(path.join(dir, item.name), entry);
      else if (item.isFile() && STORED_FILE.test(entry)) found.push({ entry, file: path.join(dir, item.name) });
      // Anything else (a `.part` file of a write in progress) is not a stored file.
    }
  };
  if (has(root)) walk(root, 'files');
  return found;
}

export interface BackupSummary {
  file: string;
  bytes: number;
  manifest: Manifest;
  /** Stored files whose content no longer matches their name (damaged on disk), backed up as they are. */
  damaged: string[];
}

/** Writes the backup of the data folder into `file`, a new file readable by its owner only. */
export async function createBackup(file: string, { dataDir, postgres }: Target): Promise<BackupSummary> {
  const target = path.resolve(file);
  const folder = path.resolve(dataDir);
  if (existsSync(target))
    throw new BackupError(`${target} already exists: a backup never overwrites a file, give a new name.`);
  if (!existsSync(path.dirname(target)) || !statSync(path.dirname(target)).isDirectory())
    throw new BackupError(`There is no folder ${path.dirname(target)} to write the backup into.`);
  if (target.startsWith(folder + path.sep))
    throw new BackupError(
      `Write the backup outside DATA_DIR (${folder}): a copy kept in the folder it saves is lost with it.`,
    );
  if (!postgres && !hasDatabase(folder)) {
    throw new BackupError(
      `There is no embedded database in ${path.join(folder, 'pglite')} to back up. Is DATA_DIR right? (With PostgreSQL, set DATABASE_URL.)`,
    );
  }

  // The embedded database is one process's: the server must be stopped (the lock refuses otherwise),
  // and no server starts until the backup is written.
  const unlock = postgres ? async () => {} : await lockDataDir(folder);
  const partial = `${target}.${process.pid}.partial`;
  try {
    let dump: Buffer | null = null;
    let migration: Manifest['holds']['migration'] = null;
    if (!postgres) {
      // Read as it is: a backup never migrates the database it saves.
      const client = await openEmbedded({ dataDir: folder });
      try {
        const { rows } = await client
          .query<{ created_at: string }>(
            `select created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1`,
          )
          .catch(() => ({ rows: [] as { created_at: string }[] }));
        if (rows[0]) {
          const createdAt = Number(rows[0].created_at);
          migration = { tag: journal().find((m) => m.when === createdAt)?.tag ?? null, createdAt };
        }
        dump = Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());
      } finally {
        await client.close();
      }
    }
    const files = storedFiles(path.join(folder, 'files'));
    const secretFile = path.join(folder, 'jwt-secret');
    const secret = existsSync(secretFile) ? readFileSync(secretFile) : null;
    const damaged: string[] = [];
    let filesBytes = 0;
    async function* entries() {
      if (dump) yield { path: DATABASE_ENTRY, content: dump };
      for (const { entry, file: source } of files) {
        const content = await readFile(source);
        filesBytes += content.length;
        if (createHash('sha256').update(content).digest('hex') !== path.basename(entry)) damaged.push(entry);
        yield { path: entry, content };
      }
      if (secret) yield { path: SECRET_ENTRY, content: secret };
    }
    let manifest: Manifest | undefined;
    await writeArchive(partial, entries(), (written) => {
      manifest = {
        format: BACKUP_FORMAT,
        version: BACKUP_VERSION,
        createdAt: new Date().toISOString(),
        holds: {
          database: dump ? 'pglite' : 'none',
          migration,
          files: files.length,
          filesBytes,
          jwtSecret: secret !== null,
        },
        entries: written,
      };
      return { path: MANIFEST, content: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) };
    });
    renameSync(partial, target);
    return { file: target, bytes: statSync(target).size, manifest: manifest!, damaged };
  } finally {
    rmSync(partial, { force: true });
    await unlock();
  }
}

export interface RestoreSummary {
  manifest: Manifest;
  /** Where the data the restore replaced were moved, if any. */
  replacedTo: string | null;
  /** Users in the restored database (embedded only). */
  users: number | null;
  /** The archive held a database that was not restored (DATABASE_URL is set). */
  skippedDatabase: boolean;
}

const stamp = (date: Date) => date.toISOString().replace(/[:.]/g, '-');

/** A file written while the archive is read: into the staging folder, hashed by the reader. */
async function fileSink(file: string, mode: number): Promise<EntrySink> {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, 'wx', mode);
  return {
    write: async (chunk) => {
      await handle.write(chunk);
    },
    end: () => handle.close(),
  };
}

function memorySink(limit: number, what: string, into: Buffer[]): EntrySink {
  let size = 0;
  return {
    write: (chunk) => {
      size += chunk.length;
      if (size > limit) throw new ArchiveError(`${what} is far too large for a backup of this portal`);
      into.push(chunk);
    },
    end: () => {},
  };
}

/** Reads the manifest out of the archive's last entry and checks it against what was read. */
function checkManifest(raw: Buffer | null, read: ArchiveEntry[]): Manifest {
  if (!raw) throw new ArchiveError('it holds no manifest (damaged, or not a backup of this portal)');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(raw.toString('utf8')) as Manifest;
  } catch {
    throw new ArchiveError('its manifest cannot be read');
  }
  if (manifest?.format !== BACKUP_FORMAT)
    throw new BackupError('This file is not a backup of the marriages portal (its manifest names another format).');
  if (manifest.version !== BACKUP_VERSION) {
    throw new BackupError(
      `This backup has format version ${String(manifest.version)}; this portal reads version ${BACKUP_VERSION}. Restore it with the portal version that made it.`,
    );
  }
  if (!Array.isArray(manifest.entries) || !manifest.holds) throw new ArchiveError('its manifest is incomplete');
  const contents = read.filter((entry) => entry.path !== MANIFEST);
  const listed = new Map(manifest.entries.map((entry) => [entry.path, entry]));
  for (const entry of contents) {
    const expected = listed.get(entry.path);
    if (!expected)
      throw new BackupError(
        `Checksum mismatch: ${entry.path} is in the archive but not in its manifest. The backup is damaged or was altered; nothing was restored.`,
      );
    if (expected.size !== entry.size || expected.sha256 !== entry.sha256) {
      throw new BackupError(
        `Checksum mismatch: ${entry.path} does not match the manifest. The backup is damaged or was altered; nothing was restored.`,
      );
    }
    listed.delete(entry.path);
  }
  const missing = [...listed.keys()];
  if (missing.length)
    throw new BackupError(
      `Checksum mismatch: ${missing[0]}${missing.length > 1 ? ` and ${missing.length - 1} more` : ''} listed in the manifest ${missing.length > 1 ? 'are' : 'is'} missing. The backup is damaged; nothing was restored.`,
    );
  return manifest;
}

/**
 * Restores the backup in `file` into the data folder. Everything is read, checked against the
 * manifest and (embedded) opened and migrated in a staging folder inside DATA_DIR before anything
 * there changes; a data folder holding data is replaced only with `force`, its data moved aside into
 * DATA_DIR/replaced-<time>.
 */
export async function restoreBackup(
  file: string,
  { dataDir, postgres, force }: Target & { force: boolean },
): Promise<RestoreSummary> {
  const source = path.resolve(file);
  const folder = path.resolve(dataDir);
  if (!existsSync(source)) throw new BackupError(`There is no backup file at ${source}.`);
  if (!statSync(source).isFile()) throw new BackupError(`${source} is not a file.`);
  const holdsData = postgres ? hasFiles(folder) : hasDatabase(folder) || hasFiles(folder);
  if (holdsData && !force) {
    const what = postgres || !hasDatabase(folder) ? 'files' : hasFiles(folder) ? 'a database and files' : 'a database';
    throw new BackupError(
      `${folder} already holds ${what}, which the restore would replace. Run it again with --force to replace them (what is there now is moved to ${path.join(folder, 'replaced-<time>')}, not deleted).`,
    );
  }

  // No server over the embedded database while its folder is replaced.
  const unlock = postgres ? async () => {} : await lockDataDir(folder);
  mkdirSync(folder, { recursive: true });
  // What an interrupted restore left behind.
  for (const name of readdirSync(folder))
    if (name.startsWith('.restore-')) rmSync(path.join(folder, name), { recursive: true, force: true });
  const staging = path.join(folder, `.restore-${stamp(new Date())}`);
  mkdirSync(staging);
  try {
    // 1. Read every entry into the staging folder, hashing it as it is read.
    const seen = new Set<string>();
    const manifestBytes: Buffer[] = [];
    const secretBytes: Buffer[] = [];
    let manifestRead = false;
    let read: ArchiveEntry[];
    try {
      read = await readArchive(source, (name, size) => {
        if (seen.has(name)) throw new ArchiveError(`it holds ${name} twice`);
        seen.add(name);
        if (manifestRead) throw new ArchiveError('it holds entries after its manifest');
        if (name === MANIFEST) {
          manifestRead = true;
          return memorySink(1024 * 1024 * 64, 'its manifest', manifestBytes);
        }
        if (name === SECRET_ENTRY) return memorySink(4096, 'its JWT secret', secretBytes);
        if (name === DATABASE_ENTRY) return fileSink(path.join(staging, 'pglite.tar'), 0o600);
        if (STORED_FILE.test(name)) return fileSink(path.join(staging, ...name.split('/')), 0o640);
        throw new ArchiveError(
          `it holds ${JSON.stringify(name.slice(0, 120))}, which no backup of this portal holds (size ${size})`,
        );
      });
    } catch (error) {
      if (error instanceof ArchiveError)
        throw new BackupError(`${source} is not a readable backup: ${error.message}. Nothing was restored.`);
      throw error;
    }
    // 2. Check it all against the manifest.
    let manifest: Manifest;
    try {
      manifest = checkManifest(manifestRead ? Buffer.concat(manifestBytes) : null, read);
    } catch (error) {
      if (error instanceof ArchiveError)
        throw new BackupError(`${source} is not a readable backup: ${error.message}. Nothing was restored.`);
      throw error;
    }
    const withDatabase = manifest.holds.database === 'pglite' && seen.has(DATABASE_ENTRY);
    if (!postgres && !withDatabase) {
      throw new BackupError(
        'This backup holds files only (it was made with DATABASE_URL set: the database is in a pg_dump). Restore it with DATABASE_URL set, and the database with pg_restore (docs/operations.md).',
      );
    }
    const known = Math.max(...journal().map((m) => m.when));
    if (!postgres && manifest.holds.migration && manifest.holds.migration.createdAt > known) {
      throw new BackupError(
        `This backup was made by a newer version of the portal (its database has migration ${manifest.holds.migration.tag ?? manifest.holds.migration.createdAt}, unknown here). Upgrade the portal first, then restore it.`,
      );
    }

    // 3. The embedded database: loaded from its dump into the staging folder, opened and migrated there.
    let users: number | null = null;
    if (!postgres) {
      const dump = path.join(staging, 'pglite.tar');
      let database;
      try {
        database = await openDatabase({ dataDir: staging, loadDataDir: new Blob([await readFile(dump)]) });
      } catch (error) {
        throw new BackupError(
          `The database in this backup does not open with this portal (${(error as Error).message.split('\n')[0]}). Nothing was restored.`,
        );
      }
      try {
        const result = (await database.db.execute(sql`select count(*)::int as n from users`)) as unknown as {
          rows: { n: number }[];
        };
        users = result.rows[0]?.n ?? 0;
      } finally {
        await database.close();
      }
      await rm(dump, { force: true });
    }
    if (secretBytes.length)
      await writeFile(path.join(staging, 'jwt-secret'), Buffer.concat(secretBytes), { mode: 0o600 });

    // 4. Swap: what is there now goes aside, the staged data take its place.
    const replacing = [...(postgres ? [] : ['pglite']), 'files', ...(secretBytes.length ? ['jwt-secret'] : [])].filter(
      (name) => existsSync(path.join(folder, name)),
    );
    let replacedTo: string | null = null;
    const moved: string[] = [];
    const placed: string[] = [];
    try {
      if (replacing.length) {
        replacedTo = path.join(folder, `replaced-${stamp(new Date())}`);
        mkdirSync(replacedTo);
        for (const name of replacing) {
          renameSync(path.join(folder, name), path.join(replacedTo, name));
          moved.push(name);
        }
      }
      for (const name of [...(postgres ? [] : ['pglite']), 'files', 'jwt-secret']) {
        if (!existsSync(path.join(staging, name))) continue;
        renameSync(path.join(staging, name), path.join(folder, name));
        placed.push(name);
      }
    } catch (error) {
      // Put back what was there, as it was.
      for (const name of placed) renameSync(path.join(folder, name), path.join(staging, name));
      for (const name of moved) renameSync(path.join(replacedTo!, name), path.join(folder, name));
      if (replacedTo) rmSync(replacedTo, { recursive: true, force: true });
      throw error;
    }
    return { manifest, replacedTo, users, skippedDatabase: postgres && withDatabase };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    await unlock();
  }
}
