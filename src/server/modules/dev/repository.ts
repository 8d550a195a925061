import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes, outbox } from '../../db/schema/index.js';

/** The latest notifications sent (to this recipient, any letter case), newest first. */
export function latestNotifications(db: Db, recipient: string | undefined, limit: number) {
  return db
    .select({
      id: outbox.id,
      channel: outbox.channel,
      recipient: outbox.recipient,
      subject: outbox.subject,
      body: outbox.body,
      kind: outbox.kind,
      status: outbox.status,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .where(recipient ? eq(sql`lower(${outbox.recipient})`, recipient.toLowerCase()) : undefined)
    .orderBy(desc(outbox.id))
    .limit(limit);
}

/**
 * An account's sign-up codes: the hashes of those still usable (not used, not expired) and the last
 * ten sign-up messages sent to it, newest first.
 */
export async function signUpCodesOf(db: Db, userId: string, now: Date) {
  const live = await db
    .select({ codeHash: oneTimeCodes.codeHash })
    .from(oneTimeCodes)
    .where(
      and(
        eq(oneTimeCodes.userId, userId),
        eq(oneTimeCodes.purpose, 'REGISTRATION'),
        isNull(oneTimeCodes.consumedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    );
  const rows = await db
    .select({ channel: outbox.channel, recipient: outbox.recipient, body: outbox.body, createdAt: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'REGISTRATION_CODE')))
    .orderBy(desc(outbox.id))
    .limit(10);
  return { live: live.map((row) => row.codeHash), rows };
}
