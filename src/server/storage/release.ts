import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { attachments, certificateStamps, documents, organisationEvidence } from '../db/schema/index.js';
import type { FileStore } from './files.js';

/** Whether any row still names this content: a document of an application or institution, an issued document, a stamp. */
async function referenced(db: Db, sha256: string): Promise<boolean> {
  const found = await Promise.all([
    db.select({ id: attachments.id }).from(attachments).where(eq(attachments.sha256, sha256)).limit(1),
    db.select({ id: organisationEvidence.id }).from(organisationEvidence).where(eq(organisationEvidence.sha256, sha256)).limit(1),
    db.select({ id: documents.id }).from(documents).where(eq(documents.sha256, sha256)).limit(1),
    db.select({ id: certificateStamps.id }).from(certificateStamps).where(eq(certificateStamps.sha256, sha256)).limit(1),
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
