import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { payments, serviceCosts } from '../schema/index.js';
import { addDays, nairobiToday } from '../../../shared/dates.js';

/**
 * Demo data for billing: a certified copy has a history (two earlier prices before the one in force
 * since the reference data's 2026-01-01); a licence of a public place has a higher price scheduled
 * six weeks ahead, which FINANCE may still cancel; and the first demo payment was preceded by a
 * declined card, so the transactions list shows a failed attempt beside the receipts.
 */
export async function seedDemoBilling(db: Db, now: Date): Promise<void> {
  await db
    .insert(serviceCosts)
    .values([
      { serviceCode: 'CERTIFIED_COPY', amount: 750, effectiveFrom: '2025-01-01' },
      { serviceCode: 'CERTIFIED_COPY', amount: 900, effectiveFrom: '2025-07-01' },
      { serviceCode: 'PUBLIC_PLACE_LICENCE', amount: 27500, effectiveFrom: addDays(nairobiToday(now), 42) },
    ])
    .onConflictDoNothing();
  const [paid] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.gateway, 'SANDBOX'), eq(payments.status, 'SUCCEEDED')))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  if (!paid) return;
  const before = new Date(paid.createdAt.getTime() - 4 * 60 * 1000);
  await db.insert(payments).values({
    invoiceId: paid.invoiceId,
    gateway: 'SANDBOX',
    checkoutId: `cs_demo${randomBytes(10).toString('hex')}`,
    amount: paid.amount,
    currency: paid.currency,
    status: 'FAILED',
    failureReason: 'The card was declined: insufficient funds',
    cardLast4: '0002',
    createdAt: before,
    confirmedAt: before,
  });
}
