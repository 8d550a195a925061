import type { HistoryEvent } from '../../../shared/events.js';
import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { prepared } from '../../db/prepared.js';
import { auditEntryAs, eventPlaceholders, recordedAs } from '../applications/recorded.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { applicationEvents, districts, marriageConfigs, referenceCounters, users } from '../../db/schema/index.js';
import { enqueue } from '../notifications/outbox.js';
import { audit, type AuditEntry } from '../../audit.js';

/** Whole years between a date of birth and a day (both yyyy-mm-dd). */
export function ageOn(dateOfBirth: string, on: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number);
  const [y, m, d] = on.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export interface MarriageConfig {
  noticePeriodDays: number;
  validityDays: number;
  minimumAge: number;
}

const DEFAULTS: MarriageConfig = { noticePeriodDays: 21, validityDays: 90, minimumAge: 18 };

const configRows = prepared('marriage_config_rows', (db) =>
  db.select({ key: marriageConfigs.key, value: marriageConfigs.value }).from(marriageConfigs),
);

/** The marriage settings as they are now (read at use time: the administrator may change them). */
export async function marriageConfig(db: DbOrTx): Promise<MarriageConfig> {
  const rows = await configRows(db);
  const value = (key: string, fallback: number) => {
    const n = Number(rows.find((r) => r.key === key)?.value);
    return Number.isFinite(n) && n >= 0 ? n : fallback;
  };
  return {
    noticePeriodDays: value('notice_period_days', DEFAULTS.noticePeriodDays),
    validityDays: value('validity_days', DEFAULTS.validityDays),
    minimumAge: value('minimum_age', DEFAULTS.minimumAge),
  };
}

/**
 * The districts' names, read all at once (one statement for a few hundred short rows) and kept by the
 * process for `DISTRICT_NAMES_KEPT_MS`, so that an approval asks for none. An administrator may rename
 * a district (the settings' districts): this process forgets them at once (`forgetDistrictNames`),
 * another process within that time. A code not among them (a district added since) is read alone.
 */
let districtNames: { names: Map<string, string>; until: number } | null = null;
const DISTRICT_NAMES_KEPT_MS = 60_000;

export function forgetDistrictNames(): void {
  districtNames = null;
}

export async function districtName(db: DbOrTx, code: string): Promise<string> {
  if (!districtNames || performance.now() > districtNames.until) {
    const rows = await db.select({ code: districts.code, name: districts.name }).from(districts);
    districtNames = {
      names: new Map(rows.map((d) => [d.code, d.name])),
      until: performance.now() + DISTRICT_NAMES_KEPT_MS,
    };
  }
  const known = districtNames.names.get(code);
  if (known !== undefined) return known;
  const [row] = await db.select({ name: districts.name }).from(districts).where(eq(districts.code, code));
  if (!row) return code;
  districtNames.names.set(code, row.name);
  return row.name;
}

/** The next number of a yearly series kept in reference_counters. */
const counterTaken = prepared('reference_counter_next', (db) =>
  db
    .insert(referenceCounters)
    .values({ prefix: sql.placeholder('prefix'), year: sql.placeholder('year'), last: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.prefix, referenceCounters.year],
      set: { last: sql`${referenceCounters.last} + 1` },
    })
    .returning({ last: referenceCounters.last }),
);

export async function nextNumber(tx: Tx, prefix: string, year: number): Promise<number> {
  const [row] = await counterTaken(tx, { prefix, year });
  return row.last;
}

/**
 * The next number of a national series of issued documents (letters, licences, copies…): from the
 * series' sequence for the year (migration 0025), which takes no lock, so approvals of one service do
 * not wait for each other. Take it after every check that could refuse the step: a number taken by a
 * transaction that fails is not handed out again. Series that must have no gaps use nextNumber.
 */
const seriesTaken = prepared('series_next', (db) =>
  db
    .select({ n: sql<number>`next_in_series(${sql.placeholder('prefix')}, ${sql.placeholder('year')}::int)` })
    .from(sql`(select 1) as one`),
);

export async function nextInSeries(tx: Tx, prefix: string, year: number): Promise<number> {
  const [row] = (await seriesTaken(tx, { prefix, year })) as { n: number }[];
  return Number(row.n);
}

export const pad6 = (n: number) => String(n).padStart(6, '0');

/** Who a notification goes to: their contacts and the name they are greeted by. */
export interface NotifiedUser {
  email: string | null;
  phone: string | null;
  firstName: string;
}

/**
 * Tells a user by e-mail and SMS, through the outbox of the caller's transaction (one statement);
 * a caller that has just read the user's contacts passes them rather than have them read again.
 */
export async function notifyUser(
  tx: Tx,
  userId: string,
  kind: string,
  message: { subject: string; body: string; sms: string },
  known?: NotifiedUser | null,
): Promise<void> {
  const [user] = known
    ? [known]
    : await tx
        .select({ email: users.email, phone: users.phone, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, userId));
  if (!user) return;
  const greeting = `Dear ${user.firstName},\n\n`;
  const messages = [];
  if (user.email)
    messages.push({
      kind,
      channel: 'EMAIL' as const,
      recipient: user.email,
      userId,
      subject: message.subject,
      body: `${greeting}${message.body}\n\nOffice of the Registrar of Marriages`,
    });
  if (user.phone)
    messages.push({
      kind,
      channel: 'SMS' as const,
      recipient: user.phone,
      userId,
      subject: message.subject,
      body: message.sms,
    });
  await enqueue(tx, ...messages);
}

type EventOf = { id: string; status: string; stage: string | null };

/**
 * An event in an application's history that is not a workflow step (published, booked, celebrated…);
 * with `audited`, the audit entry of the same act in the same statement.
 */
export async function applicationEvent(
  tx: Tx,
  application: EventOf,
  actorId: string | null,
  action: HistoryEvent,
  comment: string | null,
  at: Date,
  audited?: AuditEntry,
): Promise<void> {
  const values = {
    id: application.id,
    actor: actorId,
    action,
    fromStatus: application.status,
    toStatus: application.status,
    fromStage: application.stage,
    toStage: application.stage,
    comment,
    at,
  };
  // An entry by another actor than the event's (or from an address) is written by itself.
  if (!audited || (audited.actorId ?? null) !== actorId || audited.ip) {
    await eventInsert(tx, values);
    if (audited) await audit(tx, audited);
    return;
  }
  await eventAuditedInsert(tx, {
    ...values,
    auditAction: audited.action,
    auditEntity: audited.entity,
    auditEntityId: audited.entityId ?? null,
    before: audited.before ?? null,
    after: audited.after ?? null,
    auditAt: new Date(),
  });
}

/** The history line alone, and with its audit entry: each built once (src/server/db/prepared.ts). */
const eventInsert = prepared('application_event', (db) => db.insert(applicationEvents).values(eventPlaceholders()));
const eventAuditedInsert = prepared('application_event_audited', (db) =>
  db.with(auditEntryAs(db)).insert(applicationEvents).values(eventPlaceholders()),
);

/** The statements of `insertIssued`, by record table and set of columns (each built once). */
const issuedStatements = new Map<string, (db: DbOrTx, values: Record<string, unknown>) => Promise<unknown>>();

/**
 * The record an outcome issues (a notice, a licence, a letter, a register entry) with its audit entry
 * and its line in the application's history, approved (none with `history` null): one statement, a named one built once for each record table
 * and set of columns (src/server/db/prepared.ts), every value a placeholder. The record's insert was
 * built by Drizzle and parsed and planned by PostgreSQL at every approval (issue 22).
 */
export async function insertIssued<T extends PgTable>(
  tx: Tx,
  table: T,
  issue: { application: EventOf; actorId: string; at: Date },
  entry: { action: string; entity: string; entityId: string; after: unknown },
  history: { action: HistoryEvent; comment: string } | null,
  record: T['$inferInsert'],
): Promise<void> {
  const values = Object.entries(record as Record<string, unknown>).filter(([, v]) => v !== undefined);
  const key = `${getTableName(table)}:${values.map(([c]) => c).join(',')}${history ? '' : ':unlined'}`;
  let statement = issuedStatements.get(key);
  if (!statement) {
    const p = sql.placeholder;
    const columns = values.map(([c]) => c);
    statement = prepared(`issued_${getTableName(table)}_${issuedStatements.size + 1}`, (db) => {
      const [event, audited] = recordedAs(db);
      return db
        .with(...(history ? [audited, event] : [audited]))
        .insert(table)
        .values(Object.fromEntries(columns.map((c) => [c, p(`record_${c}`)])) as T['$inferInsert']);
    });
    issuedStatements.set(key, statement);
  }
  await statement(tx, {
    id: issue.application.id,
    actor: issue.actorId,
    action: history?.action ?? null,
    fromStatus: 'Approved',
    toStatus: 'Approved',
    fromStage: issue.application.stage,
    toStage: issue.application.stage,
    comment: history?.comment ?? null,
    at: issue.at,
    auditAction: entry.action,
    auditEntity: entry.entity,
    auditEntityId: entry.entityId,
    before: null,
    after: entry.after,
    auditAt: new Date(),
    ...Object.fromEntries(values.map(([c, v]) => [`record_${c}`, v])),
  });
}

/** Full name of a party of the form. */
export function partyName(
  party: { firstName?: string; middleName?: string | null; lastName?: string } | undefined,
): string {
  return [party?.firstName, party?.middleName, party?.lastName].filter(Boolean).join(' ');
}
