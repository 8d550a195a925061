import { asc, eq, inArray, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared.js';
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

const p = sql.placeholder;

/** The rows of `count` messages with placeholders `${prefix}${i}_…` (their values: `queuedValues`). */
function queuedRows(count: number, prefix: string) {
  return Array.from({ length: count }, (_, i) => ({
    kind: p(`${prefix}${i}_kind`),
    channel: p(`${prefix}${i}_channel`),
    recipient: p(`${prefix}${i}_recipient`),
    userId: p(`${prefix}${i}_userId`),
    subject: p(`${prefix}${i}_subject`),
    body: p(`${prefix}${i}_body`),
    createdAt: p(`${prefix}${i}_createdAt`),
  }));
}

/** The values of `queuedRows` for these messages. */
export function queuedValues(notifications: Notification[], prefix = 'm'): Record<string, unknown> {
  const createdAt = new Date();
  const values: Record<string, unknown> = {};
  notifications.forEach((n, i) => {
    values[`${prefix}${i}_kind`] = n.kind;
    values[`${prefix}${i}_channel`] = n.channel;
    values[`${prefix}${i}_recipient`] = n.recipient;
    values[`${prefix}${i}_userId`] = n.userId ?? null;
    values[`${prefix}${i}_subject`] = n.subject;
    values[`${prefix}${i}_body`] = n.body;
    values[`${prefix}${i}_createdAt`] = createdAt;
  });
  return values;
}

/**
 * `count` messages as a common table expression of a statement built once (`prepared`), for a
 * statement that writes a change and the messages it sends at once; the caller counts them as queued
 * with `queued` once the statement ran.
 */
export function queuedAs(db: DbOrTx, name: string, count: number, prefix = 'm') {
  return db.$with(name, {}).as(db.insert(outbox).values(queuedRows(count, prefix)).getSQL());
}

/** Counts messages a statement of the caller's queued (for the dispatcher's nudge). */
export function queued(count: number): void {
  queuedHere += count;
}

/** One message, or a message by e-mail and SMS (most are): statements built once. */
const queueStatements = [1, 2].map((count) =>
  prepared(`outbox_enqueue_${count}`, (db) => db.insert(outbox).values(queuedRows(count, 'm'))),
);

/** The transactions whose messages are gathered for a statement of the caller's (`gatheringIn`). */
const gatheredIn = new WeakMap<object, Notification[]>();

/**
 * From now on the messages queued in this transaction (`enqueue`, `notifyUser`) are kept for the
 * caller, which writes them with a statement of its own (an approval: with its change, so that an
 * outcome's messages cost no statement of their own) and answers them with `take`, before its commit.
 */
export function gatheringIn(tx: DbOrTx): { take(): Notification[] } {
  const kept: Notification[] = [];
  gatheredIn.set(tx, kept);
  return {
    take() {
      gatheredIn.delete(tx);
      return kept.splice(0);
    },
  };
}

/** Queues notifications inside the caller's transaction (one statement): they leave only if the change commits. */
export async function enqueue(tx: DbOrTx, ...notifications: Notification[]): Promise<void> {
  if (!notifications.length) return;
  const kept = gatheredIn.get(tx);
  if (kept) {
    kept.push(...notifications);
    return;
  }
  const statement = queueStatements[notifications.length - 1];
  if (statement) await statement(tx, queuedValues(notifications));
  else await tx.insert(outbox).values(notifications.map((n) => ({ ...n, userId: n.userId ?? null })));
  queuedHere += notifications.length;
}

/** The dispatcher's statements, built once: a batch of queued messages locked, and those sent marked. */
const queuedBatch = prepared('outbox_batch', (db) =>
  db
    .select()
    .from(outbox)
    .where(eq(outbox.status, 'QUEUED'))
    .orderBy(asc(outbox.id))
    .limit(p('limit'))
    .for('update', { skipLocked: true }),
);
const markSent = prepared('outbox_sent', (db) =>
  db
    .update(outbox)
    .set({ status: 'SENT', sentAt: p('sentAt') as unknown as Date, error: null })
    .where(sql`${outbox.id} = any(${p('ids')}::bigint[])`),
);

const BATCH = 20;

/** How long a nudge waits for more commits before it looks (see `nudge`). */
export const NUDGE_GATHER_MS = 50;

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
    private readonly gatherMs = NUDGE_GATHER_MS,
  ) {}

  start(intervalMs = 2000): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    // A nudge gathering commits runs now, so that nothing this process queued waits for a timer it stopped.
    if (this.gathered) {
      clearTimeout(this.gathered.timer);
      this.endGathering();
    }
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
   * its last look, and does not ask the database otherwise (a claim, a comment queue nothing). The
   * look waits `NUDGE_GATHER_MS` (or the dispatcher's own) for the commits that follow, so that an office approving many
   * applications a second sends their messages in one run (one transaction) instead of one run after
   * each approval; a message still leaves within a fraction of a second. What other processes queue,
   * or a message committed while a run was under way, leaves on the timer.
   */
  nudge(): Promise<number> {
    if (queuedHere === this.lookedAt) return Promise.resolve(0);
    if (!this.gathered) {
      let resolve!: (sent: Promise<number>) => void;
      const sent = new Promise<number>((r) => {
        resolve = r;
      });
      this.gathered = { sent, resolve, timer: setTimeout(() => this.endGathering(), this.gatherMs) };
    }
    return this.gathered.sent;
  }

  /** A nudge waiting for the commits that follow it: its run starts when the wait ends. */
  private gathered: { sent: Promise<number>; resolve: (sent: Promise<number>) => void; timer: NodeJS.Timeout } | null =
    null;

  /** Ends the wait of a nudge: its run starts (or joins the one under way). */
  private endGathering(): void {
    const gathered = this.gathered;
    this.gathered = null;
    gathered?.resolve(this.kick());
  }

  /** Resolves once the run under way, and one a nudge is gathering for, have ended (starts none). */
  async settled(): Promise<void> {
    await this.gathered?.sent;
    await this.running;
  }

  /** The count of messages queued here when this dispatcher last began a run. */
  private lookedAt = 0;

  private async drain(): Promise<number> {
    this.lookedAt = queuedHere;
    let sent = 0;
    for (;;) {
      const batch = await this.db.transaction(async (tx) => {
        const rows = await queuedBatch(tx, { limit: BATCH });
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
        if (delivered.length) await markSent(tx, { sentAt: new Date(), ids: delivered });
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
