import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { lockDataDir } from './dataDirLock.js';
import * as schema from './schema/index.js';
import { seedReference } from './seed/reference.js';
import { privateDir, restrictTree } from '../storage/private.js';

export { schema };

/**
 * Both drivers expose the same query builder; the node-postgres type stands for either. The schema is
 * not handed to Drizzle: nothing uses its relational queries (`db.query.…`), whose builders Drizzle
 * would otherwise make for every table at every transaction (issue 22: a claim + approve opens
 * three).
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's whole data folder as one tar file (PGlite only): a copy to open elsewhere. */
  dump?(): Promise<Blob>;
}

/** A PostgreSQL-wide key of the migrations' advisory lock ("MIGRATE" folded into an int8). */
const MIGRATION_LOCK_KEY = '21754143878239301';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The embedded server's postgresql.conf (written into its data folder at each start). */
export const PGLITE_SETTINGS = 'shared_buffers = 32MB';

export interface DatabaseOptions {
  /** A PostgreSQL server; when absent the embedded PGlite database is used. */
  url?: string;
  /** Folder of the embedded database; absent means in memory. */
  dataDir?: string;
  /** An embedded database to start from (a `dump()` of another): opened in memory, as a copy. */
  loadDataDir?: Blob;
  poolSize?: number;
}

/** Opens the database, applies the committed migrations and puts missing reference data in place. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pg = await import('pg');
    const pool = new pg.default.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { casing: 'snake_case' });
    // Several processes (or machines) may start together: one migrates while the others wait for
    // its session advisory lock, then find nothing left to do.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1::int8)', [MIGRATION_LOCK_KEY]);
      try {
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
        await seedReference(db);
      } finally {
        await lock.query('select pg_advisory_unlock($1::int8)', [MIGRATION_LOCK_KEY]);
      }
    } finally {
      lock.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  // One process at a time over a data folder (src/server/db/dataDirLock.ts): a second is refused.
  const unlock = options.dataDir ? await lockDataDir(options.dataDir) : async () => {};
  try {
    const client = await openEmbedded({ dataDir: options.dataDir, loadDataDir: options.loadDataDir });
    const db = drizzlePglite(client, { casing: 'snake_case' });
    try {
      await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
      await seedReference(db as unknown as Db);
    } catch (error) {
      await client.close();
      throw error;
    }
    const close = async () => {
      try {
        await client.close();
        if (options.dataDir) restrictTree(path.join(options.dataDir, 'pglite'));
      } finally {
        await unlock();
      }
    };
    return { db: db as unknown as Db, kind: 'pglite', close, dump: () => client.dumpDataDir('none') };
  } catch (error) {
    await unlock();
    throw error;
  }
}

/**
 * The embedded server over DATA_DIR/pglite (or in memory), as it is: not migrated. The caller holds
 * the data folder's lock (openDatabase does; so do backup and restore).
 */
export async function openEmbedded(options: { dataDir?: string; loadDataDir?: Blob }) {
  const { PGlite } = await import('@electric-sql/pglite');
  // The register search matches names by trigrams and edit distance (migrations 0007 and 0010 create the extensions).
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
  let dataDir: string | undefined;
  if (options.dataDir) {
    // The data folder and the database's are the portal user's only (src/server/storage/private.ts).
    if (!privateDir(options.dataDir))
      console.warn(`Warning: the data folder ${options.dataDir} is not the portal user's: others may read it`);
    dataDir = path.join(options.dataDir, 'pglite');
    privateDir(dataDir);
  }
  // Postgres's 128 MB of shared buffers is most of the embedded server's memory; the demo's whole
  // database is about 60 MB and a read beyond the buffers is a read of the data folder (issue 12).
  const client = new PGlite({
    dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, fuzzystrmatch },
    postgresqlconf: PGLITE_SETTINGS,
  });
  await client.waitReady;
  // PGlite writes its files readable by everyone (0666) whatever the umask: private once open (and
  // again once closed, by openDatabase's close).
  if (dataDir) restrictTree(dataDir);
  return client;
}
