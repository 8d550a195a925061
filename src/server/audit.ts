import type { DbOrTx, Tx } from './db/client.js';
import { auditEvents } from './db/schema/index.js';

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

/** Appends an audit event inside the caller's transaction. */
export async function audit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditEvents).values(auditRow(entry));
}

/**
 * An audit event as a common table expression, for a statement that writes the change and its audit
 * entry at once (`tx.with(auditedAs(tx, 'audited', entry)).insert(...)`): one round trip, not two.
 */
export function auditedAs(tx: Tx, name: string, entry: AuditEntry) {
  return tx.$with(name, {}).as(tx.insert(auditEvents).values(auditRow(entry)).getSQL());
}
