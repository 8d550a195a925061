import { createHash } from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.js';
import { storedFiles } from '../db/schema/index.js';
import { CONTENT_HASH, LocalFileStore, type FileStore, type StoredFile } from './files.js';

/**
 * The file store in the portal's database (table stored_files): every API process, on every machine
 * that reaches the PostgreSQL server, reads what any of them stored, and the database's backup
 * (pg_dump) holds the files with the rows that name them. A file an earlier version kept on this
 * machine's disk (`earlier`) is still read, and copied into the database the first time it is.
 */
export class DatabaseFileStore implements FileStore {
  constructor(
    private readonly db: Db,
    private readonly earlier?: FileStore,
  ) {}

  async put(content: Buffer, db: DbOrTx = this.db): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    await db.insert(storedFiles).values({ sha256, size: content.length, content }).onConflictDoNothing();
    return { sha256, size: content.length };
  }

  async get(sha256: string, db: DbOrTx = this.db): Promise<Buffer | null> {
    if (!CONTENT_HASH.test(sha256)) return null;
    const [row] = await db
      .select({ content: storedFiles.content })
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256));
    if (row) return row.content;
    const kept = (await this.earlier?.get(sha256)) ?? null;
    if (kept) await this.put(kept, db);
    return kept;
  }

  async remove(sha256: string): Promise<void> {
    if (!CONTENT_HASH.test(sha256)) return;
    await this.db.delete(storedFiles).where(eq(storedFiles.sha256, sha256));
    await this.earlier?.remove(sha256);
  }

  async has(sha256: string): Promise<boolean> {
    if (!CONTENT_HASH.test(sha256)) return false;
    const [row] = await this.db
      .select({ sha256: storedFiles.sha256 })
      .from(storedFiles)
      .where(eq(storedFiles.sha256, sha256));
    return Boolean(row) || Boolean(await this.earlier?.has(sha256));
  }
}

/**
 * The store FILE_STORE names: the database's (the default with DATABASE_URL; files an earlier
 * version kept in DATA_DIR/files still read) or DATA_DIR/files on this machine (the embedded default).
 */
export function fileStoreFor(config: { FILE_STORE: 'local' | 'database'; DATA_DIR: string }, db: Db): FileStore {
  const local = new LocalFileStore(path.join(config.DATA_DIR, 'files'));
  return config.FILE_STORE === 'database' ? new DatabaseFileStore(db, local) : local;
}
