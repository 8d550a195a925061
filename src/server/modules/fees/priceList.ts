import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { PriceEntry } from '../../../shared/contracts/prices.js';
import { SERVICE_CODES } from '../../../shared/services.js';
import type { DbOrTx } from '../../db/client.js';
import { qualified } from '../../db/qualified.js';
import { serviceCosts, services } from '../../db/schema/index.js';
import { splitOver } from './pricing.js';

const catalogueOrder = (code: string) => {
  const index = (SERVICE_CODES as readonly string[]).indexOf(code);
  return index === -1 ? SERVICE_CODES.length : index;
};

interface Head {
  code: string;
  name: string;
  percentage: number;
}
interface Extra {
  code: string;
  name: string;
  amount: number;
  maxQuantity: number;
}

/** A json aggregate as read: node-postgres and PGlite both parse a json column, a driver that did not would give text. */
const fromJson =
  <T>() =>
  (value: unknown): T =>
    (typeof value === 'string' ? JSON.parse(value) : value) as T;

/**
 * A service's tax heads, largest share first (the order `taxSplit` splits an invoice in), as a column
 * of a query over services. Numerics come out of json as numbers, as the numeric columns read in
 * `mode: 'number'` do (95.00 is 95).
 */
const headsOf = sql`coalesce((
  select json_agg(json_build_object('code', th.code, 'name', th.name, 'percentage', sth.percentage)
    order by sth.percentage desc, th.code)
  from service_tax_heads sth join tax_heads th on th.id = sth.tax_head_id
  where sth.service_code = ${qualified(services.code)}), '[]'::json)`.mapWith(fromJson<Head[]>());

/**
 * The active extras offered with a service: its own first, then those of every service, each by name
 * (extras of one name by code: the list had them in whatever order the sort left them).
 */
const extrasOf = sql`coalesce((
  select json_agg(json_build_object('code', b.code, 'name', b.name, 'amount', b.amount, 'maxQuantity', b.max_quantity)
    order by b.service_code is null, b.name, b.code)
  from billables b
  where b.active and (b.service_code is null or b.service_code = ${qualified(services.code)})), '[]'::json)`.mapWith(
  fromJson<Extra[]>(),
);

/**
 * The public price list on a date: each active service with the fee in force that day, its split
 * into tax heads (the same split an invoice of that day carries) and the extras offered with it.
 * One statement whatever the number of services: the fee in force is the service's latest cost
 * already effective (as `feeInForce`), its heads and extras come aggregated with it; nothing is
 * kept between requests, so a fee, split or extra that staff change shows on the next one.
 */
export async function priceList(db: DbOrTx, onDate: string): Promise<PriceEntry[]> {
  const fee = db
    .select({ amount: serviceCosts.amount, currency: serviceCosts.currency, effectiveFrom: serviceCosts.effectiveFrom })
    .from(serviceCosts)
    .where(and(eq(serviceCosts.serviceCode, services.code), lte(serviceCosts.effectiveFrom, onDate)))
    .orderBy(desc(serviceCosts.effectiveFrom))
    .limit(1)
    .as('fee');
  const rows = await db
    .select({
      code: services.code,
      name: services.name,
      description: services.description,
      audience: services.audience,
      chain: services.chain,
      fee: { amount: fee.amount, currency: fee.currency, effectiveFrom: fee.effectiveFrom },
      heads: headsOf,
      extras: extrasOf,
    })
    .from(services)
    .leftJoinLateral(fee, sql`true`)
    .where(eq(services.active, true));
  rows.sort((a, b) => catalogueOrder(a.code) - catalogueOrder(b.code));
  return rows.map((service) => {
    const split = service.fee ? splitOver(service.heads, service.fee.amount) : [];
    return {
      code: service.code,
      name: service.name,
      description: service.description,
      audience: service.audience,
      chain: service.chain,
      fee: service.fee,
      taxHeads: service.heads.map((head) => ({
        code: head.code,
        name: head.name,
        percentage: head.percentage,
        amount: split.find((s) => s.code === head.code)?.amount ?? 0,
      })),
      billables: service.extras.map((extra) => ({
        code: extra.code,
        name: extra.name,
        amount: extra.amount,
        maxQuantity: extra.maxQuantity,
      })),
    };
  });
}
