import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { documents } from '../../db/schema/index.js';
import type { FileStore } from '../../storage/files.js';
import { DamagedImage } from '../../storage/imageIntegrity.js';
import type { DocumentContent } from './content.js';
import { renderDocumentPdf } from './pdf.js';
import { issuedHere } from './service.js';
import { sealBodyOf, sealedVerifyUrl, sealOf, type DocumentKeyring } from './signing.js';

type DocumentRow = typeof documents.$inferSelect;

/** A document whose PDF cannot be drawn: its content or its stamp's image is gone, or that image is damaged. */
export class UndrawableDocument extends Error {}

/**
 * Draws a document's PDF from the content fixed at issue (the stamp's image read from the store), its
 * QR code holding the particulars signed with the registry's signing key: the same content and key
 * draw the same bytes (Ed25519 signatures are deterministic).
 */
export async function drawIssued(
  db: DbOrTx,
  files: FileStore,
  doc: DocumentRow,
  keys: DocumentKeyring,
): Promise<Buffer> {
  const content = doc.content as DocumentContent | null;
  if (!content) throw new UndrawableDocument(`Document ${doc.id} has neither its file nor its content`);
  const stamp = content.stamp;
  const image = stamp ? await files.get(stamp.sha256, db) : null;
  if (stamp && !image)
    throw new UndrawableDocument(`The image of certificate stamp ${stamp.id} is missing from the file store`);
  return renderDocumentPdf(
    {
      ...content,
      qrText: sealedVerifyUrl(content, sealOf(keys, sealBodyOf(doc.kind, content))),
      stamp:
        stamp && image
          ? {
              image,
              contentType: stamp.contentType,
              signatoryName: stamp.signatoryName,
              signatoryTitle: stamp.signatoryTitle,
            }
          : null,
    },
    doc.issuedAt,
  ).catch((error: unknown) => {
    // Stored before uploads were read whole, or damaged in the store: told as a stamp gone would be.
    if (error instanceof DamagedImage && stamp)
      throw new UndrawableDocument(`The image of certificate stamp ${stamp.id} cannot be drawn: ${error.reason}`, {
        cause: error,
      });
    throw error;
  });
}

/**
 * Makes sure an issued document's PDF is in the store and answers its row with the file's hash and
 * size. Drawn outside any transaction (it takes CPU, not the database); kept in one short
 * transaction that stores the bytes and names them, only if no other process named its own first
 * (then theirs stands: the same content draws the same bytes).
 */
export async function renderIssued(
  db: Db,
  files: FileStore,
  doc: DocumentRow,
  keys: DocumentKeyring,
): Promise<DocumentRow> {
  if (doc.sha256) return doc;
  const pdf = await drawIssued(db, files, doc, keys);
  const kept = await db.transaction(async (tx) => {
    const stored = await files.put(pdf, tx);
    const [row] = await tx
      .update(documents)
      .set({ sha256: stored.sha256, size: stored.size })
      .where(and(eq(documents.id, doc.id), isNull(documents.sha256)))
      .returning();
    return row ?? null;
  });
  if (kept) return kept;
  const [current] = await db.select().from(documents).where(eq(documents.id, doc.id));
  return current;
}

const BATCH = 10;

/**
 * Draws the PDFs of documents issued and not yet drawn, after the transactions that issued them have
 * committed: nudged by the process that issued them (`kick` after its commit) and on a timer, which
 * also picks up what a process stopped (or was killed) before drawing. Several API processes over
 * one database may draw the same document at the same moment; `renderIssued` keeps one.
 */
export class DocumentRenderer {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private queued: Promise<number> | null = null;
  private stopped = false;
  /** Documents this process could not draw: told once in the log, tried again after a restart. */
  private readonly failed = new Set<string>();

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly log: Pick<FastifyBaseLogger, 'error'>,
    /**
     * background false (DOCUMENT_RENDERER=off): no timer and no kicks; `drain` and downloads still
     * draw. keys: the registry's keys, which sign each document's QR code.
     */
    private readonly options: { background: boolean; keys: DocumentKeyring },
  ) {}

  start(intervalMs = 2000): void {
    if (!this.options.background) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.queued;
    await this.running;
  }

  /**
   * Draws what is waiting now. During a run, one more run is queued after it (it may have looked
   * before the kicking transaction committed): the answer comes once a run that began after the
   * kick has ended.
   */
  kick(): Promise<number> {
    if (!this.options.background || this.stopped) return Promise.resolve(0);
    if (this.running) {
      this.queued ??= this.running.then(() => {
        this.queued = null;
        return this.kick();
      });
      return this.queued;
    }
    this.running = this.drain()
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'issued documents could not be looked up for drawing');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /**
   * After a commit of this process: draws when this process has issued documents since its last look
   * (an approval, a payment), and does not ask the database otherwise (a claim, a comment issue
   * nothing). What other processes issue, or what a run under way missed, is drawn on the timer.
   */
  nudge(): Promise<number> {
    if (issuedHere() === this.lookedAt) return Promise.resolve(0);
    return this.kick();
  }

  /** Resolves once the runs under way or queued, if any, have ended (starts none). */
  async settled(): Promise<void> {
    await this.queued;
    await this.running;
  }

  /** The count of documents issued here when this renderer last began a drain. */
  private lookedAt = 0;

  /** Draws every document waiting, oldest first; answers how many it drew. */
  async drain(): Promise<number> {
    this.lookedAt = issuedHere();
    let drawn = 0;
    const failed = this.failed;
    for (;;) {
      const waiting = (
        await this.db
          .select()
          .from(documents)
          .where(isNull(documents.sha256))
          .orderBy(asc(documents.issuedAt), asc(documents.id))
          .limit(BATCH + failed.size)
      ).filter((doc) => !failed.has(doc.id));
      for (const doc of waiting) {
        try {
          await renderIssued(this.db, this.files, doc, this.options.keys);
          drawn += 1;
        } catch (error) {
          failed.add(doc.id);
          this.log.error({ err: error, documentId: doc.id }, 'an issued document could not be drawn');
        }
      }
      if (waiting.length < BATCH) return drawn;
    }
  }
}
