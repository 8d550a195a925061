import { createHmac, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/index.js';
import { ApiError } from '../../plugins/errors.js';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type CodeChannel = (typeof oneTimeCodes.$inferSelect)['channel'];

export const CODE_MESSAGES = {
  wrong: 'The code is incorrect',
  expired: 'This code has expired. Request a new one.',
  exhausted: 'Too many wrong attempts. Request a new code.',
} as const;

export function hashCode(secret: string, code: string): string {
  return createHmac('sha256', secret).update(code).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Issues a fresh code, replacing any earlier unused one for the same purpose and channel. */
export async function issueCode(
  tx: DbOrTx,
  secret: string,
  now: Date,
  userId: string,
  purpose: CodePurpose,
  channel: CodeChannel,
  ttlMs = CODE_TTL_MS,
): Promise<string> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, purpose),
        eq(oneTimeCodes.channel, channel),
        isNull(oneTimeCodes.consumedAt),
      ),
    );
  const code = newCode();
  await tx.insert(oneTimeCodes).values({
    userId,
    purpose,
    channel,
    codeHash: hashCode(secret, code),
    expiresAt: new Date(now.getTime() + ttlMs),
    createdAt: now,
  });
  return code;
}

/** Every unused code sent to a channel stops working (the address or number changed). */
export async function retireCodes(tx: DbOrTx, userId: string, channel: CodeChannel, now: Date): Promise<void> {
  await tx
    .update(oneTimeCodes)
    .set({ consumedAt: now })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.channel, channel), isNull(oneTimeCodes.consumedAt)));
}

export type CodeCheck = { ok: true; channel: CodeChannel } | { ok: false; error: ApiError };

/**
 * Checks a code against the user's live codes for these purposes. A wrong code costs an attempt on
 * every live code it was tried against (recorded even though the request fails).
 */
export async function checkCode(
  tx: DbOrTx,
  secret: string,
  now: Date,
  userId: string,
  purposes: CodePurpose[],
  code: string,
  channel?: CodeChannel,
): Promise<CodeCheck> {
  const rows = (
    await tx
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), isNull(oneTimeCodes.consumedAt)))
      // Locked in one order for every request: a sign-up's two codes share their createdAt, and rows
      // of equal sort keys come in the order the table holds them, which an update can change, so two
      // simultaneous checks could lock them in opposite orders and deadlock (a 409 on PostgreSQL).
      .orderBy(desc(oneTimeCodes.createdAt), oneTimeCodes.id)
      .for('update')
  ).filter((row) => purposes.includes(row.purpose) && (!channel || row.channel === channel));
  const fail = (message: string): CodeCheck => ({ ok: false, error: new ApiError(400, message, { code: message }) });
  if (rows.length === 0) return fail(CODE_MESSAGES.wrong);
  const digest = hashCode(secret, code);
  const live = rows.filter((row) => row.expiresAt > now && row.attempts < CODE_MAX_ATTEMPTS);
  const match = live.find((row) => row.codeHash === digest);
  if (match) {
    await tx.update(oneTimeCodes).set({ consumedAt: now }).where(eq(oneTimeCodes.id, match.id));
    return { ok: true, channel: match.channel };
  }
  if (live.length === 0) {
    const expired =
      rows.some((row) => row.expiresAt <= now && row.codeHash === digest) || rows.every((row) => row.expiresAt <= now);
    return fail(expired ? CODE_MESSAGES.expired : CODE_MESSAGES.exhausted);
  }
  for (const row of live) {
    await tx
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(eq(oneTimeCodes.id, row.id));
  }
  const exhausted = live.every((row) => row.attempts + 1 >= CODE_MAX_ATTEMPTS);
  return fail(exhausted ? CODE_MESSAGES.exhausted : CODE_MESSAGES.wrong);
}
