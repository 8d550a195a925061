import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { OutgoingMessage, Transport } from './transport.js';

export interface Notification extends OutgoingMessage {
  kind: string;
  userId?: string | null;
}

/** How many messages this process has queued: a dispatcher's nudge looks only when it grew. */
let queuedHere = 0;

/** Queues notifications inside the caller's transaction (one statement): they leave only if the change commits. */
export async function enqueue(tx: DbOrTx, ...notifications: Notification[]): Promise<void> {
  if (!notifications.length) return;
  await tx.insert(outbox).values(notifications.map((n) => ({ ...n, userId: n.userId ?? null })));
  queuedHere += notifications.length;
}

const BATCH = 20;

/**
 * Drains queued messages through the transport. Rows are claimed with SKIP LOCKED so that several
 * API processes over one PostgreSQL never send the same message twice.
 */
export class OutboxDispatcher {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs = 2000): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Sends what is queued now; concurrent calls share one run. */
  kick(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * After a commit of this process: sends what is queued when this process has queued messages since
   * its last look, and does not ask the database otherwise (a claim, a comment queue nothing). What
   * other processes queue, or a message committed while a run was under way, leaves on the timer.
   */
  nudge(): Promise<number> {
    if (queuedHere === this.lookedAt) return Promise.resolve(0);
    return this.kick();
  }

  /** Resolves once the run under way, if any, has ended (starts none). */
  async settled(): Promise<void> {
    await this.running;
  }

  /** The count of messages queued here when this dispatcher last began a run. */
  private lookedAt = 0;

  private async drain(): Promise<number> {
    this.lookedAt = queuedHere;
    let sent = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outbox)
          .where(eq(outbox.status, 'QUEUED'))
          .orderBy(asc(outbox.id))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        // The rows stay locked until this transaction ends: those sent are marked in one statement
        // at its end (a process that dies first leaves them all queued, as marking each would).
        const delivered: number[] = [];
        for (const row of rows) {
          try {
            await this.transport.send(row);
            delivered.push(row.id);
          } catch (error) {
            this.log.warn({ err: error, id: row.id }, 'notification could not be delivered');
            await tx
              .update(outbox)
              .set({ status: 'FAILED', error: String(error) })
              .where(eq(outbox.id, row.id));
          }
        }
        if (delivered.length)
          await tx
            .update(outbox)
            .set({ status: 'SENT', sentAt: new Date(), error: null })
            .where(inArray(outbox.id, delivered));
        sent += delivered.length;
        return rows.length;
      });
      if (batch < BATCH) return sent;
    }
  }

  /** Puts failed messages back in the queue (an operator's retry). */
  async retryFailed(ids: number[]): Promise<void> {
    if (ids.length) await this.db.update(outbox).set({ status: 'QUEUED' }).where(inArray(outbox.id, ids));
  }
}
