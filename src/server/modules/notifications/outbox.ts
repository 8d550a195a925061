import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import type { OutgoingMessage, Transport } from './transport.js';

export interface Notification extends OutgoingMessage {
  kind: string;
  userId?: string | null;
}

/** Queues a notification inside the caller's transaction: it leaves only if the change commits. */
export async function enqueue(tx: DbOrTx, notification: Notification): Promise<void> {
  await tx.insert(outbox).values({ ...notification, userId: notification.userId ?? null });
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

  private async drain(): Promise<number> {
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
        for (const row of rows) {
          try {
            await this.transport.send(row);
            await tx
              .update(outbox)
              .set({ status: 'SENT', sentAt: new Date(), error: null })
              .where(eq(outbox.id, row.id));
            sent += 1;
          } catch (error) {
            this.log.warn({ err: error, id: row.id }, 'notification could not be delivered');
            await tx
              .update(outbox)
              .set({ status: 'FAILED', error: String(error) })
              .where(and(eq(outbox.id, row.id)));
          }
        }
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
