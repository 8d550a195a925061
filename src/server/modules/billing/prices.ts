import { and, asc, desc, eq, gt } from 'drizzle-orm';
import type { BillingPriceEntry, PriceScheduleInput, ServicePrice } from '../../../shared/contracts/billing.js';
import { firstSchedulableDay, PRICE_MESSAGES } from '../../../shared/contracts/billing.js';
import { addDays } from '../../../shared/dates.js';
import { SERVICE_CODES } from '../../../shared/services.js';
import { audit } from '../../audit.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { serviceCosts, services, serviceTaxHeads, taxHeads } from '../../db/schema/index.js';
import { badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { splitOver } from '../fees/pricing.js';

type CostRow = typeof serviceCosts.$inferSelect;

const catalogueOrder = (code: string) => {
  const index = (SERVICE_CODES as readonly string[]).indexOf(code);
  return index === -1 ? SERVICE_CODES.length : index;
};

/**
 * The billing price list on a (Nairobi) day: per service, the price in force that day, the prices
 * scheduled after it (soonest first) and the earlier ones (newest first), each with the day it ends
 * (the day before the next price starts) and its split over the service's tax heads.
 */
export async function billingPriceList(db: DbOrTx, today: string): Promise<BillingPriceEntry[]> {
  const rows = (await db.select().from(services)).sort((a, b) => catalogueOrder(a.code) - catalogueOrder(b.code));
  const costs = await db
    .select()
    .from(serviceCosts)
    .orderBy(asc(serviceCosts.serviceCode), asc(serviceCosts.effectiveFrom));
  const heads = await db
    .select({
      serviceCode: serviceTaxHeads.serviceCode,
      code: taxHeads.code,
      name: taxHeads.name,
      percentage: serviceTaxHeads.percentage,
    })
    .from(serviceTaxHeads)
    .innerJoin(taxHeads, eq(taxHeads.id, serviceTaxHeads.taxHeadId))
    .orderBy(desc(serviceTaxHeads.percentage), asc(taxHeads.code));
  return rows.map((service) => {
    const own = costs.filter((c) => c.serviceCode === service.code);
    const shares = heads.filter((h) => h.serviceCode === service.code);
    const inForce = own.filter((c) => c.effectiveFrom <= today).at(-1);
    const prices: ServicePrice[] = own.map((cost, index) => {
      const next = own[index + 1];
      const split = splitOver(shares, cost.amount);
      return {
        id: cost.id,
        amount: cost.amount,
        currency: cost.currency,
        effectiveFrom: cost.effectiveFrom,
        effectiveTo: next ? addDays(next.effectiveFrom, -1) : null,
        status: cost.effectiveFrom > today ? 'SCHEDULED' : cost === inForce ? 'IN_FORCE' : 'SUPERSEDED',
        taxHeads: shares.map((h) => ({
          code: h.code,
          name: h.name,
          percentage: h.percentage,
          amount: split.find((s) => s.code === h.code)?.amount ?? 0,
        })),
      };
    });
    return {
      serviceCode: service.code,
      serviceName: service.name,
      active: service.active,
      current: prices.find((p) => p.status === 'IN_FORCE') ?? null,
      scheduled: prices.filter((p) => p.status === 'SCHEDULED'),
      history: prices.filter((p) => p.status === 'SUPERSEDED').reverse(),
    };
  });
}

const auditShape = (row: CostRow) => ({
  serviceCode: row.serviceCode,
  amount: row.amount,
  currency: row.currency,
  effectiveFrom: row.effectiveFrom,
});

/** FINANCE schedules a new price for a service from a future day (never today or earlier: a price in force never changes). */
export async function schedulePrice(
  db: Db,
  who: { userId: string; ip: string | null },
  input: PriceScheduleInput,
  today: string,
) {
  if (input.effectiveFrom < firstSchedulableDay(today))
    throw badRequest(VALIDATION_MESSAGE, { effectiveFrom: PRICE_MESSAGES.future });
  return db.transaction(async (tx) => {
    const [service] = await tx
      .select({ code: services.code })
      .from(services)
      .where(eq(services.code, input.serviceCode));
    if (!service) throw badRequest(VALIDATION_MESSAGE, { serviceCode: PRICE_MESSAGES.service });
    const [clash] = await tx
      .select({ id: serviceCosts.id })
      .from(serviceCosts)
      .where(and(eq(serviceCosts.serviceCode, input.serviceCode), eq(serviceCosts.effectiveFrom, input.effectiveFrom)));
    if (clash) throw conflict(PRICE_MESSAGES.taken, { effectiveFrom: PRICE_MESSAGES.taken });
    const [row] = await tx
      .insert(serviceCosts)
      .values({
        serviceCode: input.serviceCode,
        amount: input.amount,
        currency: 'KES',
        effectiveFrom: input.effectiveFrom,
      })
      .returning();
    await audit(tx, {
      actorId: who.userId,
      action: 'price.scheduled',
      entity: 'service-costs',
      entityId: row.id,
      before: null,
      after: auditShape(row),
      ip: who.ip,
    });
    return row;
  });
}

/** FINANCE cancels a price that has not started yet; one in force (or past) stays as it is. */
export async function cancelScheduledPrice(
  db: Db,
  who: { userId: string; ip: string | null },
  id: string,
  today: string,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(serviceCosts).where(eq(serviceCosts.id, id)).for('update');
    if (!row) throw notFound('No such price');
    if (row.effectiveFrom <= today)
      throw conflict('This price has already come into force and cannot be cancelled; schedule a new price instead');
    await tx.delete(serviceCosts).where(and(eq(serviceCosts.id, id), gt(serviceCosts.effectiveFrom, today)));
    await audit(tx, {
      actorId: who.userId,
      action: 'price.cancelled',
      entity: 'service-costs',
      entityId: row.id,
      before: auditShape(row),
      after: null,
      ip: who.ip,
    });
    return row;
  });
}
