import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { audit } from '../../src/server/audit.js';
import { prepared } from '../../src/server/db/prepared.js';
import { auditEvents } from '../../src/server/db/schema/index.js';
import { testContext } from './helpers.js';

/**
 * The statements of the hot paths built once (src/server/db/prepared.ts): executed on the pool and in
 * any transaction with their values, nulls kept as nulls, on PostgreSQL and the embedded database.
 */

const byEntity = prepared('test_audit_by_entity', (db) =>
  db
    .select({ action: auditEvents.action, before: auditEvents.before, after: auditEvents.after, at: auditEvents.at })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, sql.placeholder('entity')), eq(auditEvents.entityId, sql.placeholder('id'))))
    .orderBy(auditEvents.id),
);

describe('a statement built once', () => {
  it('answers each use with its own values, on the pool and in transactions, and rolls back with them', async () => {
    const { database } = await testContext();
    const db = database.db;
    const id = `prepared-${process.pid}-${Date.now()}`;
    const started = Date.now();
    await audit(db, { actorId: null, action: 'test.first', entity: 'test', entityId: id, after: { n: 1 } });
    await db.transaction(async (tx) => {
      await audit(tx, { actorId: null, action: 'test.second', entity: 'test', entityId: id, before: { n: 1 } });
      expect((await byEntity(tx, { entity: 'test', id })).map((r) => r.action)).toEqual(['test.first', 'test.second']);
    });
    await expect(
      db.transaction(async (tx) => {
        await audit(tx, { actorId: null, action: 'test.rolled-back', entity: 'test', entityId: id });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    const rows = await byEntity(db, { entity: 'test', id });
    expect(rows.map((r) => r.action)).toEqual(['test.first', 'test.second']);
    // A value left out is SQL null, not the JSON value null; each entry has the time of its own insert.
    expect(rows[0]).toMatchObject({ before: null, after: { n: 1 } });
    expect(rows[1]).toMatchObject({ before: { n: 1 }, after: null });
    const nulls = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from audit_events where entity_id = ${id} and before is null and after is not null`,
    );
    expect(Number(nulls.rows[0].n)).toBe(1);
    for (const row of rows) expect(new Date(row.at).getTime()).toBeGreaterThanOrEqual(started - 1000);
    expect(await byEntity(db, { entity: 'test', id: `${id}-none` })).toEqual([]);
  });

  it('refuses a use without one of its values, and a second statement of the same name', async () => {
    const { database } = await testContext();
    await expect(byEntity(database.db, { entity: 'test' })).rejects.toThrow('No value for "id"');
    expect(() => prepared('test_audit_by_entity', (db) => db.select().from(auditEvents))).toThrow('exists already');
  });
});
