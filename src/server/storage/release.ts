import { eq, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { attachments, certificateStamps, documents, organisationEvidence } from '../db/schema/index.js';
import type { FileStore, StoredFile } from './files.js';

/** Whether any row still names this content: a document of an application or institution, an issued document, a stamp. */
async function referenced(db: Db, sha256: string): Promise<boolean> {
  const found = await Promise.all([
    db.select({ id: attachments.id }).from(attachments).where(eq(attachments.sha256, sha256)).limit(1),
    db
      .select({ id: organisationEvidence.id })
      .from(organisationEvidence)
      .where(eq(organisationEvidence.sha256, sha256))
      .limit(1),
    db.select({ id: documents.id }).from(documents).where(eq(documents.sha256, sha256)).limit(1),
    db
      .select({ id: certificateStamps.id })
      .from(certificateStamps)
      .where(eq(certificateStamps.sha256, sha256))
      .limit(1),
  ]);
  return found.some((rows) => rows.length > 0);
}

/**
 * Removes from the store the content of documents the portal no longer keeps (a draft's replaced or
 * removed document), once no row names it: the same bytes may be another document's. Called after
 * the transaction that let the rows go has committed. An upload of the same bytes at that very
 * moment is safe from both sides: this checks again after removing (and puts the bytes back when a
 * row appeared), and every upload checks its content is still there after its row is committed
 * (`keepStored`).
 */
export async function releaseContent(db: Db, files: FileStore, sha256s: Iterable<string>): Promise<number> {
  let removed = 0;
  for (const sha256 of new Set(sha256s)) {
    if (await referenced(db, sha256)) continue;
    const content = await files.get(sha256);
    if (!content) continue;
    await files.remove(sha256);
    if (await referenced(db, sha256)) await files.put(content);
    else removed += 1;
  }
  return removed;
}

/** After an upload's row is committed: its content is in the store, whatever a release did meanwhile. */
export async function keepStored(files: FileStore, sha256: string, content: Buffer): Promise<void> {
  if (!(await files.has(sha256))) await files.put(content);
}

/**
 * An upload kept in one step with its rows: the content is stored, then `record` writes the rows in
 * its transaction and says (`letGo`) which content the rows it replaced no longer need. A refusal
 * releases the stored content again; after the commit the content is made sure of and what was let
 * go is released.
 */
export async function storeAndRecord<T>(
  db: Db,
  files: FileStore,
  content: Buffer,
  record: (stored: StoredFile, letGo: (sha256s: string[]) => void) => Promise<T>,
): Promise<T> {
  const stored = await files.put(content);
  const released: string[] = [];
  const result = await record(stored, (sha256s) => released.push(...sha256s)).catch(async (error: unknown) => {
    // Refused: the content stored for it goes too, unless something else names the same bytes.
    await releaseContent(db, files, [stored.sha256]);
    throw error;
  });
  await keepStored(files, stored.sha256, content);
  await releaseContent(db, files, released);
  return result;
}

/**
 * The rows `which` selects stop being current: deleted when `discard` (nobody but their owner has
 * seen them: their content may go), otherwise kept, marked deleted, for the registry's record.
 */
export async function letGoRows<R extends { sha256: string }>(
  tx: Tx,
  table: Parameters<Tx['delete']>[0] & Parameters<Tx['update']>[0],
  which: SQL | undefined,
  discard: boolean,
  now: Date,
): Promise<(R & { discarded: boolean })[]> {
  const rows = (discard
    ? await tx.delete(table).where(which).returning()
    : await tx
        .update(table)
        .set({ deletedAt: now } as never)
        .where(which)
        .returning()) as unknown as R[];
  return rows.map((row) => ({ ...row, discarded: discard }));
}
