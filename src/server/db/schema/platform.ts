import { bigserial, customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns.js';

/** Every notification leaves through this table; a transport delivers and marks it. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    channel: text({ enum: ['EMAIL', 'SMS'] }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    kind: text().notNull(),
    userId: uuid(),
    status: text({ enum: ['QUEUED', 'SENT', 'FAILED'] })
      .notNull()
      .default('QUEUED'),
    error: text(),
    createdAt: recordedAt(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_status_idx').on(t.status, t.id), index('outbox_recipient_idx').on(t.recipient, t.id)],
);

/** Who did what, when, with the values before and after. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: uuid(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    at: recordedAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_at_idx').on(t.at),
  ],
);

/**
 * The counters of the rate limits (plugins/rateLimitStore.ts): one row per limited route (or group)
 * and client, for the current window. In the database so that every API process counts together.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    hits: integer().notNull(),
    /** When the window ends; an upsert after it starts a new one, and expired rows are swept. */
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

/** Bytes as they are: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The stored files (uploads, issued documents, stamps) when they live in the database
 * (FILE_STORE=database, the default with DATABASE_URL), so that every API process on every machine
 * reads what any of them stored. Addressed by the SHA-256 of their content, as on the local disk.
 */
export const storedFiles = pgTable('stored_files', {
  sha256: text().primaryKey(),
  size: integer().notNull(),
  content: bytea().notNull(),
  storedAt: recordedAt(),
});
