import { asc, desc, eq } from 'drizzle-orm';
import type { PriceEntry } from '../../../shared/contracts/prices.js';
import { SERVICE_CODES } from '../../../shared/services.js';
import type { DbOrTx } from '../../db/client.js';
import { billables, services, serviceTaxHeads, taxHeads } from '../../db/schema/index.js';
import { feeInForce, taxSplit } from './pricing.js';

const catalogueOrder = (code: string) => {
  const index = (SERVICE_CODES as readonly string[]).indexOf(code);
  return index === -1 ? SERVICE_CODES.length : index;
};

/**
 * The public price list on a date: each active service with the fee in force that day, its split
 * into tax heads (the same split an invoice of that day carries) and the extras offered with it.
 */
export async function priceList(db: DbOrTx, onDate: string): Promise<PriceEntry[]> {
  const rows = (await db.select().from(services).where(eq(services.active, true))).sort(
    (a, b) => catalogueOrder(a.code) - catalogueOrder(b.code),
  );
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
  const extras = await db.select().from(billables).where(eq(billables.active, true)).orderBy(asc(billables.name));
  const list: PriceEntry[] = [];
  for (const service of rows) {
    const cost = await feeInForce(db, service.code, onDate);
    const split = cost ? await taxSplit(db, service.code, cost.amount) : [];
    list.push({
      code: service.code,
      name: service.name,
      description: service.description,
      audience: service.audience,
      chain: service.chain,
      fee: cost ? { amount: cost.amount, currency: cost.currency, effectiveFrom: cost.effectiveFrom } : null,
      taxHeads: heads
        .filter((head) => head.serviceCode === service.code)
        .map((head) => ({
          code: head.code,
          name: head.name,
          percentage: head.percentage,
          amount: split.find((s) => s.code === head.code)?.amount ?? 0,
        })),
      billables: extras
        .filter((extra) => extra.serviceCode === null || extra.serviceCode === service.code)
        .sort((a, b) => Number(a.serviceCode === null) - Number(b.serviceCode === null))
        .map((extra) => ({ code: extra.code, name: extra.name, amount: extra.amount, maxQuantity: extra.maxQuantity })),
    });
  }
  return list;
}
