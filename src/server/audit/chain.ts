import { createHash, sign, verify } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { nairobiDate, toDisplayDateTime } from '../../shared/dates.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { AuditSigningKey } from './signingKey.js';

/**
 * The tamper-evident chain over the audit events and the access records (docs/security.md, "The
 * audit chain"; docs/decisions.md). Writers insert as they always have, in their own transactions,
 * and wait on nothing of the chain's. The sealer numbers (`seal_seq`, one order over both tables)
 * and hashes the rows whose inserting transaction had ended when it looked, holding the one-row head
 * (`audit_chain`) while it does: two sealers take turns, and never fork the chain.
 *
 *   hash(n) = SHA-256( hash(n-1) ‖ "n|table|content" ),  hash(0) = 32 zero bytes
 *
 * where content is the row as JSON (every column but seal_seq and hash, timestamps in UTC).
 */
export const CHAINED_TABLES = ['audit_events', 'access_records'] as const;
export type ChainedTable = (typeof CHAINED_TABLES)[number];

export const GENESIS: Buffer = Buffer.alloc(32);
/** Rows sealed per transaction: a first sealing of a large log runs as several short ones. */
const SEAL_BATCH = 2000;
const VERIFY_PAGE = 5000;
const HEAD_CONTEXT = 'marriages-portal/audit-head/v1';

export function linkHash(prev: Buffer, seq: number, table: string, content: string): Buffer {
  return createHash('sha256').update(prev).update(`${seq}|${table}|${content}`, 'utf8').digest();
}

/** What a daily head's signature covers. */
export function headMessage(day: string, seq: number, hash: Buffer): Buffer {
  return Buffer.from(`${HEAD_CONTEXT}|${day}|${seq}|${hash.toString('hex')}`, 'utf8');
}

interface Rows<T> {
  rows: T[];
}
async function rowsOf<T>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as Rows<T>).rows;
}
const bytes = (value: unknown): Buffer =>
  Buffer.isBuffer(value) ? value : value instanceof Uint8Array ? Buffer.from(value) : Buffer.alloc(0);

/** One row as the chain hashes it: every column but the chain's own, timestamps in UTC (`set local timezone`). */
const content = (table: ChainedTable) => sql.raw(`(to_jsonb(${table}) - 'seal_seq' - 'hash')::text`);

export interface SealResult {
  sealed: number;
  seq: number;
  hash: Buffer;
  /** The day whose head this sealing signed, when it did. */
  published: string | null;
}

/**
 * Seals every row of the transactions that had ended when it looked (inserting transaction older than
 * the snapshot's xmin), in batches; then, with a key, signs the head once per Nairobi day.
 */
export async function sealChain(db: Db, options: { key?: AuditSigningKey; now?: Date } = {}): Promise<SealResult> {
  let sealed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // The head row is the sealer's lock (the writers never touch it): a second sealer waits here,
      // then reads the rows this one sealed as sealed (its next statement takes a new snapshot).
      const [head] = await rowsOf<{ seal_seq: string | number; hash: Buffer | Uint8Array }>(
        tx,
        sql`select seal_seq, hash from audit_chain where id = 1 for update`,
      );
      if (!head) throw new Error('The audit chain has no head row (migration 0027)');
      await tx.execute(sql`set local timezone to 'UTC'`);
      const pending = await rowsOf<{ tbl: ChainedTable; id: string | number; content: string }>(
        tx,
        sql`with cut as (select pg_snapshot_xmin(pg_current_snapshot()) as xmin, pg_snapshot_xmax(pg_current_snapshot()) as xmax)
            select * from (
              select 'audit_events' as tbl, id, at, ${content('audit_events')} as content
                from audit_events, cut
               where seal_seq is null and (xact < cut.xmin or xact >= cut.xmax)
              union all
              select 'access_records', id, at, ${content('access_records')}
                from access_records, cut
               where seal_seq is null and (xact < cut.xmin or xact >= cut.xmax)
            ) p order by at, tbl, id limit ${SEAL_BATCH}`,
      );
      let seq = Number(head.seal_seq);
      let hash = bytes(head.hash);
      const links: Record<ChainedTable, { id: number; s: number; h: string }[]> = {
        audit_events: [],
        access_records: [],
      };
      for (const row of pending) {
        seq += 1;
        hash = linkHash(hash, seq, row.tbl, row.content);
        links[row.tbl].push({ id: Number(row.id), s: seq, h: hash.toString('hex') });
      }
      for (const table of CHAINED_TABLES) {
        if (!links[table].length) continue;
        await tx.execute(
          sql`update ${sql.raw(table)} t set seal_seq = v.s, hash = decode(v.h, 'hex')
                from jsonb_to_recordset(${JSON.stringify(links[table])}::jsonb) as v(id bigint, s bigint, h text)
               where t.id = v.id`,
        );
      }
      if (pending.length)
        await tx.execute(
          sql`update audit_chain set seal_seq = ${seq}, hash = decode(${hash.toString('hex')}, 'hex'), sealed_at = now() where id = 1`,
        );
      const published = options.key && seq > 0 ? await publishHead(tx, options.key, seq, hash, options.now) : null;
      return { count: pending.length, seq, hash, published };
    });
    sealed += batch.count;
    if (batch.count < SEAL_BATCH) return { sealed, seq: batch.seq, hash: batch.hash, published: batch.published };
  }
}

/** Signs and keeps the head as the day's, when the Nairobi day has none yet (inside the sealer's lock). */
async function publishHead(tx: DbOrTx, key: AuditSigningKey, seq: number, hash: Buffer, now = new Date()) {
  const day = nairobiDate(now);
  const signature = sign(null, headMessage(day, seq, hash), key.privateKey);
  const inserted = await rowsOf<{ day: string }>(
    tx,
    sql`insert into audit_heads (day, seal_seq, hash, key_id, signature, signed_at)
        values (${day}, ${seq}, decode(${hash.toString('hex')}, 'hex'), ${key.keyId}, decode(${signature.toString('hex')}, 'hex'), ${now.toISOString()})
        on conflict (day) do nothing returning day`,
  );
  return inserted.length ? day : null;
}

export interface PublishedHead {
  day: string;
  sealSeq: number;
  hash: string;
  keyId: string;
  signature: string;
  signedAt: Date;
}

/** The signed daily heads, newest first (the public route's answer). */
export async function publishedHeads(db: DbOrTx, limit = 366): Promise<PublishedHead[]> {
  const rows = await rowsOf<{
    day: string;
    seal_seq: string | number;
    hash: Buffer | Uint8Array;
    key_id: string;
    signature: Buffer | Uint8Array;
    signed_at: string | Date;
  }>(
    db,
    sql`select day::text as day, seal_seq, hash, key_id, signature, signed_at from audit_heads order by day desc limit ${limit}`,
  );
  return rows.map((r) => ({
    day: r.day,
    sealSeq: Number(r.seal_seq),
    hash: bytes(r.hash).toString('hex'),
    keyId: r.key_id,
    signature: bytes(r.signature).toString('base64'),
    signedAt: new Date(r.signed_at),
  }));
}

export type ChainProblem =
  | { kind: 'edited'; table: ChainedTable; id: number; sealSeq: number; at: Date }
  | { kind: 'missing'; from: number; to: number; after: { table: ChainedTable; id: number; at: Date } | null }
  | { kind: 'head-moved'; sealSeq: number; recorded: number }
  | { kind: 'head-mismatch'; day: string; sealSeq: number }
  | { kind: 'bad-signature'; day: string; sealSeq: number }
  | { kind: 'other-key'; day: string; keyId: string };

export interface VerifyResult {
  ok: boolean;
  /** Rows checked, in both tables. */
  rows: number;
  byTable: Record<ChainedTable, number>;
  heads: number;
  seq: number;
  hash: string;
  problems: ChainProblem[];
}

/**
 * Recomputes the chain from its first link: every seal number present once and in order (a gap is
 * a deleted row), every row's hash from its content and the link before (a difference is a row
 * edited after sealing), the head row, and every signed daily head against the key.
 */
export async function verifyChain(db: Db, key: Pick<AuditSigningKey, 'publicKey' | 'keyId'>): Promise<VerifyResult> {
  const problems: ChainProblem[] = [];
  const headRows = await rowsOf<{
    day: string;
    seal_seq: string | number;
    hash: Buffer | Uint8Array;
    key_id: string;
    signature: Buffer | Uint8Array;
  }>(db, sql`select day::text as day, seal_seq, hash, key_id, signature from audit_heads order by seal_seq, day`);
  const headsAt = new Map<number, typeof headRows>();
  for (const h of headRows) {
    const seq = Number(h.seal_seq);
    if (h.key_id !== key.keyId) problems.push({ kind: 'other-key', day: h.day, keyId: h.key_id });
    else if (!verify(null, headMessage(h.day, seq, bytes(h.hash)), key.publicKey, bytes(h.signature)))
      problems.push({ kind: 'bad-signature', day: h.day, sealSeq: seq });
    headsAt.set(seq, [...(headsAt.get(seq) ?? []), h]);
  }
  const byTable: Record<ChainedTable, number> = { audit_events: 0, access_records: 0 };
  let prev: Buffer = GENESIS;
  let seq = 0;
  let last: { table: ChainedTable; id: number; at: Date } | null = null;
  let broken = false;
  const [chainHead] = await rowsOf<{ seal_seq: string | number; hash: Buffer | Uint8Array }>(
    db,
    sql`select seal_seq, hash from audit_chain where id = 1`,
  );
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local timezone to 'UTC'`);
    for (;;) {
      const page = await rowsOf<{
        tbl: ChainedTable;
        id: string | number;
        seal_seq: string | number;
        hash: Buffer | Uint8Array;
        at: string | Date;
        content: string;
      }>(
        tx,
        sql`select * from (
              select 'audit_events' as tbl, id, seal_seq, hash, at, ${content('audit_events')} as content
                from audit_events where seal_seq > ${seq}
              union all
              select 'access_records', id, seal_seq, hash, at, ${content('access_records')}
                from access_records where seal_seq > ${seq}
            ) c order by seal_seq limit ${VERIFY_PAGE}`,
      );
      for (const row of page) {
        const at = new Date(row.at);
        const id = Number(row.id);
        const rowSeq = Number(row.seal_seq);
        if (rowSeq !== seq + 1) {
          problems.push({ kind: 'missing', from: seq + 1, to: rowSeq - 1, after: last });
          broken = true;
          return;
        }
        const expected = linkHash(prev, rowSeq, row.tbl, row.content);
        if (!expected.equals(bytes(row.hash))) {
          problems.push({ kind: 'edited', table: row.tbl, id, sealSeq: rowSeq, at });
          broken = true;
          return;
        }
        for (const h of headsAt.get(rowSeq) ?? [])
          if (!bytes(h.hash).equals(expected)) problems.push({ kind: 'head-mismatch', day: h.day, sealSeq: rowSeq });
        byTable[row.tbl] += 1;
        prev = expected;
        seq = rowSeq;
        last = { table: row.tbl, id, at };
      }
      if (page.length < VERIFY_PAGE) return;
    }
  });
  const recorded = chainHead ? Number(chainHead.seal_seq) : 0;
  if (!broken) {
    if (recorded > seq) problems.push({ kind: 'missing', from: seq + 1, to: recorded, after: last });
    else if (recorded !== seq || (chainHead && !bytes(chainHead.hash).equals(prev)))
      problems.push({ kind: 'head-moved', sealSeq: seq, recorded });
    for (const h of headRows)
      if (Number(h.seal_seq) > seq) problems.push({ kind: 'head-mismatch', day: h.day, sealSeq: Number(h.seal_seq) });
  }
  return {
    ok: problems.length === 0,
    rows: byTable.audit_events + byTable.access_records,
    byTable,
    heads: headRows.length,
    seq,
    hash: prev.toString('hex'),
    problems,
  };
}

const TABLE_WORDS: Record<ChainedTable, string> = { audit_events: 'audit event', access_records: 'access record' };

/** A problem in words, for the command's output (Nairobi time, dd-mm-yyyy). */
export function describeProblem(p: ChainProblem): string {
  switch (p.kind) {
    case 'edited':
      return `Broken link at seal number ${p.sealSeq}: ${TABLE_WORDS[p.table]} ${p.id} (table ${p.table}, recorded ${toDisplayDateTime(p.at)}) does not hash to its sealed value: it (or the link before it) was changed after sealing`;
    case 'missing': {
      const range = p.from === p.to ? `seal number ${p.from} is` : `seal numbers ${p.from} to ${p.to} are`;
      const after = p.after
        ? ` (after ${TABLE_WORDS[p.after.table]} ${p.after.id} in table ${p.after.table}, recorded ${toDisplayDateTime(p.after.at)})`
        : ' (at the start of the chain)';
      return `Broken link: ${range} missing${after}: sealed rows were deleted`;
    }
    case 'head-moved':
      return `The chain's head row says seal number ${p.recorded}, but the rows end at ${p.sealSeq} with another hash: the head row was changed`;
    case 'head-mismatch':
      return `The head signed for ${p.day} (seal number ${p.sealSeq}) does not match the chain: sealed rows were rewritten`;
    case 'bad-signature':
      return `The head for ${p.day} (seal number ${p.sealSeq}) does not carry a valid signature: it was forged or changed`;
    case 'other-key':
      return `The head for ${p.day} was signed by another key (${p.keyId.slice(0, 16)}…) than the one configured`;
  }
}
