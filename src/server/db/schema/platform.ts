import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordedAt } from './columns.js';
import { ACCESS_KINDS } from '../../../shared/contracts/audit.js';

/** Bytes as they are: node-postgres reads bytea as a Buffer, PGlite as a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The inserting transaction's id (xid8): the sealer chains only rows of transactions that have ended. */
const xid8 = customType<{ data: string }>({ dataType: () => 'xid8' });

/** The columns of a chained table (audit events, access records): written by the sealer, never by the writers. */
const chained = () => ({
  xact: xid8().notNull().default(sql`pg_current_xact_id()`),
  sealSeq: bigint({ mode: 'number' }),
  hash: bytea(),
});

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
    ...chained(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    index('audit_events_at_idx').on(t.at),
    uniqueIndex('audit_events_seal_seq_key').on(t.sealSeq),
    index('audit_events_unsealed_idx').on(t.id).where(sql`${t.sealSeq} is null`),
  ],
);

/**
 * Every read of a person's record (their application, a register entry, an attachment, a document)
 * and every register search with the entries it returned: who, in which role, when, why. Written
 * by the reading request in one statement; chained and sealed with the audit events (audit/chain.ts).
 */
export const accessRecords = pgTable(
  'access_records',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: uuid(),
    /** The caller's staff role, or their account type (INDIVIDUAL, ORGANISATION). */
    role: text().notNull(),
    /** The staff member's district when the role has one. */
    district: text(),
    kind: text({
      enum: ACCESS_KINDS,
    }).notNull(),
    /** The record read (for a search: the application or list searched, when there is one). */
    subjectId: text(),
    /** The person whose record it is, when the reading request knows it (an application's applicant). */
    ownerId: uuid(),
    /** The register entries a search returned. */
    resultIds: text().array(),
    reason: text(),
    /** Whether the shared rule asks this role for a reason for this kind of read (accessReasonRequired). */
    reasonRequired: boolean().notNull().default(false),
    ip: text(),
    at: recordedAt(),
    ...chained(),
  },
  (t) => [
    index('access_records_subject_idx').on(t.kind, t.subjectId, t.at),
    index('access_records_owner_idx').on(t.ownerId, t.at),
    index('access_records_actor_idx').on(t.actorId, t.at),
    index('access_records_results_idx').using('gin', t.resultIds).with({ fastupdate: false }),
    uniqueIndex('access_records_seal_seq_key').on(t.sealSeq),
    index('access_records_unsealed_idx').on(t.id).where(sql`${t.sealSeq} is null`),
  ],
);

/** The head of the audit chain: one row, locked by the sealer alone (never by the writers). */
export const auditChain = pgTable(
  'audit_chain',
  {
    id: smallint().primaryKey().default(1),
    sealSeq: bigint({ mode: 'number' }).notNull().default(0),
    hash: bytea().notNull(),
    sealedAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('audit_chain_one_row', sql`${t.id} = 1`)],
);

/** The chain's head as signed each Nairobi day (Ed25519, key outside the database), published at /api/audit-heads. */
export const auditHeads = pgTable('audit_heads', {
  day: date({ mode: 'string' }).primaryKey(),
  sealSeq: bigint({ mode: 'number' }).notNull(),
  hash: bytea().notNull(),
  /** The signing key's fingerprint (SHA-256 of its public key, hex). */
  keyId: text().notNull(),
  signature: bytea().notNull(),
  signedAt: recordedAt(),
});

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
