import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/db/schema/index.js';
import { enqueue, OutboxDispatcher } from '../../src/server/modules/notifications/outbox.js';
import type { OutgoingMessage, Transport } from '../../src/server/modules/notifications/transport.js';
import { testContext } from './helpers.js';

/** The gateway's side of the outbox: what it was handed, in order. */
class Delivered implements Transport {
  readonly name = 'delivered';
  readonly messages: OutgoingMessage[] = [];
  async send(message: OutgoingMessage): Promise<void> {
    this.messages.push(message);
  }
}

/**
 * After a commit the outbox gathers the commits that follow before it looks (issue 22): an office
 * approving many applications a second sends their messages in one run, not one run (a transaction of
 * four statements) after each. Nothing is lost: a dispatcher that stops sends what it gathered.
 */
describe('the outbox after a commit', () => {
  const HOUR = 60 * 60 * 1000;
  beforeAll(async () => {
    const { app } = await testContext();
    await app.outbox.stop();
  });
  afterAll(async () => {
    const { app } = await testContext();
    app.outbox.start();
  });

  it('waits for the commits that follow a nudge, then sends them all in one run; stopping sends what it gathered', async () => {
    const { database, app } = await testContext();
    const delivered = new Delivered();
    const dispatcher = new OutboxDispatcher(database.db, delivered, app.log, HOUR);
    const message = (n: number) => ({
      kind: 'test.gathering',
      channel: 'SMS' as const,
      recipient: `+2547990000${n}`,
      subject: `Gathered ${n}`,
      body: `Message ${n} of an approval`,
    });
    const ids: number[] = [];
    for (const n of [1, 2, 3]) {
      await database.db.transaction((tx) => enqueue(tx, message(n)));
      void dispatcher.nudge();
    }
    const rows = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, 'test.gathering'))
      .orderBy(asc(outbox.id));
    ids.push(...rows.map((row) => row.id));
    // Three commits, three nudges: nothing has been looked for yet (the nudge gathers).
    expect(rows.map((row) => row.status)).toEqual(['QUEUED', 'QUEUED', 'QUEUED']);
    expect(delivered.messages).toEqual([]);

    await dispatcher.stop();
    expect(delivered.messages.map((m) => m.subject).filter((s) => s.startsWith('Gathered'))).toEqual([
      'Gathered 1',
      'Gathered 2',
      'Gathered 3',
    ]);
    const after = await database.db.select().from(outbox).where(inArray(outbox.id, ids));
    expect(after.map((row) => row.status)).toEqual(['SENT', 'SENT', 'SENT']);
  });
});
