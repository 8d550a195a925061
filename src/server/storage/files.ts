import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private.js';
import type { DbOrTx } from '../db/client.js';

export interface StoredFile {
  sha256: string;
  size: number;
}

/**
 * Where uploaded and issued files live, addressed by the SHA-256 of their content. The local store
 * keeps them under DATA_DIR/files, readable by the portal's user only (folders 0700, files 0600); the
 * database store (databaseFiles.ts) keeps them where every machine of a deployment reaches them.
 * `fileStoreFor` picks one by FILE_STORE.
 */
export interface FileStore {
  /**
   * Keeps the content. Inside a transaction pass it: a store in the database writes on that
   * connection (with the rows that name the file, and without waiting for another of the pool).
   */
  put(content: Buffer, db?: DbOrTx): Promise<StoredFile>;
  get(sha256: string, db?: DbOrTx): Promise<Buffer | null>;
  has(sha256: string): Promise<boolean>;
  /** Forgets the content (nothing when it is not there); the caller made sure no row names it. */
  remove(sha256: string): Promise<void>;
}

/** A SHA-256 in hex, as files are addressed. */
export const CONTENT_HASH = /^[0-9a-f]{64}$/;

export class LocalFileStore implements FileStore {
  constructor(private readonly root: string) {}

  private pathOf(sha256: string): string {
    if (!CONTENT_HASH.test(sha256)) throw new Error('Not a content hash');
    return path.join(this.root, sha256.slice(0, 2), sha256.slice(2, 4), sha256);
  }

  async put(content: Buffer): Promise<StoredFile> {
    const sha256 = createHash('sha256').update(content).digest('hex');
    const target = this.pathOf(sha256);
    if (!(await this.has(sha256))) {
      await mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const temporary = `${target}.${process.pid}.${Date.now()}.part`;
      await writeFile(temporary, content, { mode: PRIVATE_FILE_MODE });
      await rename(temporary, target);
    }
    return { sha256, size: content.length };
  }

  async get(sha256: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(sha256));
    } catch {
      return null;
    }
  }

  async has(sha256: string): Promise<boolean> {
    try {
      await stat(this.pathOf(sha256));
      return true;
    } catch {
      return false;
    }
  }

  async remove(sha256: string): Promise<void> {
    await rm(this.pathOf(sha256), { force: true });
  }
}
