import type { HistoryEvent } from '../../../shared/events.js';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { applicationEvents, districts, marriageConfigs, referenceCounters, users } from '../../db/schema/index.js';
import { enqueue } from '../notifications/outbox.js';

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

/** The marriage settings as they are now (read at use time: the administrator may change them). */
export async function marriageConfig(db: DbOrTx): Promise<MarriageConfig> {
  const rows = await db.select({ key: marriageConfigs.key, value: marriageConfigs.value }).from(marriageConfigs);
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

export async function districtName(db: DbOrTx, code: string): Promise<string> {
  const [row] = await db.select({ name: districts.name }).from(districts).where(eq(districts.code, code));
  return row?.name ?? code;
}

/** The next number of a yearly series kept in reference_counters. */
export async function nextNumber(tx: Tx, prefix: string, year: number): Promise<number> {
  const [row] = await tx
    .insert(referenceCounters)
    .values({ prefix, year, last: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.prefix, referenceCounters.year],
      set: { last: sql`${referenceCounters.last} + 1` },
    })
    .returning();
  return row.last;
}

export const pad6 = (n: number) => String(n).padStart(6, '0');

/** Tells a user by e-mail and SMS, through the outbox of the caller's transaction. */
export async function notifyUser(
  tx: Tx,
  userId: string,
  kind: string,
  message: { subject: string; body: string; sms: string },
): Promise<void> {
  const [user] = await tx
    .select({ email: users.email, phone: users.phone, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return;
  const greeting = `Dear ${user.firstName},\n\n`;
  if (user.email)
    await enqueue(tx, {
      kind,
      channel: 'EMAIL',
      recipient: user.email,
      userId,
      subject: message.subject,
      body: `${greeting}${message.body}\n\nOffice of the Registrar of Marriages`,
    });
  if (user.phone)
    await enqueue(tx, {
      kind,
      channel: 'SMS',
      recipient: user.phone,
      userId,
      subject: message.subject,
      body: message.sms,
    });
}

/** An event in an application's history that is not a workflow step (published, booked, celebrated…). */
export async function applicationEvent(
  tx: Tx,
  application: { id: string; status: string; stage: string | null },
  actorId: string | null,
  action: HistoryEvent,
  comment: string | null,
  at: Date,
): Promise<void> {
  await tx.insert(applicationEvents).values({
    applicationId: application.id,
    actorId,
    action,
    fromStatus: application.status,
    toStatus: application.status,
    fromStage: application.stage,
    toStage: application.stage,
    comment,
    at,
  });
}

/** Full name of a party of the form. */
export function partyName(
  party: { firstName?: string; middleName?: string | null; lastName?: string } | undefined,
): string {
  return [party?.firstName, party?.middleName, party?.lastName].filter(Boolean).join(' ');
}
