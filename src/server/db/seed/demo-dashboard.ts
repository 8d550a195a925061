import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { applications, auditEvents, invoices, marriageRooms, payments, serviceCosts, users } from '../schema/index.js';
import { DECLINED_MESSAGE } from '../../modules/payments/gateway.js';
import { nairobiDate, startOfNairobiDay } from '../../../shared/dates.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * What the dashboards show beyond the other demo files (relative to `now`, so a fresh start shows
 * them today): the citizen's two declined cards on the search waiting for payment (finance), an
 * account locked after failed sign-ins, an officer invited who has not set a password yet, and two
 * recent changes to the settings (administrator).
 */
export async function seedDemoDashboard(db: Db, now: Date, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ invoice: invoices })
      .from(invoices)
      .innerJoin(applications, eq(applications.id, invoices.applicationId))
      .where(and(eq(applications.status, 'Payment_Confirmation'), eq(invoices.status, 'UNPAID')))
      .orderBy(asc(applications.createdAt))
      .limit(1);
    if (waiting) {
      const { invoice } = waiting;
      // The first declined today even just after midnight (the finance dashboard counts it), the second a day earlier.
      const today = startOfNairobiDay(nairobiDate(now)).getTime();
      const tried = [Math.max(now.getTime() - 40 * MINUTE, today), now.getTime() - 26 * HOUR].map((ms) => new Date(ms));
      await tx.insert(payments).values(
        tried.map((at, i) => ({
          invoiceId: invoice.id,
          gateway: 'SANDBOX',
          checkoutId: `cs_demo_declined_${i}`,
          amount: invoice.amount,
          currency: invoice.currency,
          status: 'FAILED' as const,
          failureReason: DECLINED_MESSAGE,
          cardLast4: '0002',
          createdAt: at,
          confirmedAt: at,
        })),
      );
    }
    await tx.insert(users).values([
      {
        accountType: 'INDIVIDUAL',
        status: 'ACTIVE',
        email: 'locked@demo.test',
        phone: '+254712100090',
        firstName: 'Peter',
        lastName: 'Otieno',
        passwordHash,
        failedLoginCount: 5,
        lockedUntil: new Date(now.getTime() + 2 * HOUR),
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
      },
      {
        accountType: 'BACKOFFICE',
        status: 'PENDING',
        email: 'invited.officer@demo.test',
        phone: '+254722100090',
        firstName: 'Ann',
        lastName: 'Chebet',
        staffRole: 'OFFICER',
        district: '032',
        createdAt: new Date(now.getTime() - 3 * HOUR),
      },
    ]);
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    const [finance] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'finance@demo.test'));
    const [room] = await tx.select().from(marriageRooms).orderBy(asc(marriageRooms.name)).limit(1);
    const [cost] = await tx.select().from(serviceCosts).orderBy(asc(serviceCosts.serviceCode)).limit(1);
    await tx.insert(auditEvents).values([
      ...(cost
        ? [
            {
              actorId: finance?.id ?? null,
              action: 'settings.created',
              entity: 'service-costs',
              entityId: cost.id,
              after: cost,
              at: new Date(now.getTime() - 26 * HOUR),
            },
          ]
        : []),
      ...(room
        ? [
            {
              actorId: admin?.id ?? null,
              action: 'settings.updated',
              entity: 'marriage-rooms',
              entityId: room.id,
              before: { ...room, capacity: Math.max(1, room.capacity - 10) },
              after: room,
              at: new Date(now.getTime() - 2 * HOUR),
            },
          ]
        : []),
    ]);
  });
}
