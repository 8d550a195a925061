import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from './db/client.js';
import { auditEvents } from './db/schema/index.js';
import { prepared } from './db/prepared.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  entity: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

function auditRow(entry: AuditEntry) {
  return {
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  };
}

const p = sql.placeholder;

/** The insert of one audit event, built once (src/server/db/prepared.ts). */
const auditInsert = prepared('audit_insert', (db) =>
  db.insert(auditEvents).values({
    actorId: p('actorId'),
    action: p('action'),
    entity: p('entity'),
    entityId: p('entityId'),
    before: p('before'),
    after: p('after'),
    ip: p('ip'),
    at: p('at'),
  }),
);

/** Appends an audit event inside the caller's transaction. */
export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await auditInsert(tx, { ...auditRow(entry), at: new Date() });
}

/**
 * An audit event as a common table expression, for a statement that writes the change and its audit
 * entry at once (`tx.with(auditedAs(tx, 'audited', entry)).insert(...)`): one round trip, not two.
 */
export function auditedAs(tx: Tx, name: string, entry: AuditEntry) {
  return tx.$with(name, {}).as(tx.insert(auditEvents).values(auditRow(entry)).getSQL());
}
