import { and, asc, desc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { EXTRAS_MESSAGES } from '../../../shared/services/extras.js';
import {
  billables,
  serviceCosts,
  services,
  serviceTaxHeads,
  taxHeads,
  type InvoiceLine,
} from '../../db/schema/index.js';
import { ApiError } from '../../plugins/errors.js';

export interface ChosenBillable {
  code: string;
  quantity: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The fee in force for a service on a date: the latest cost already effective. */
export async function feeInForce(db: DbOrTx, serviceCode: string, onDate: string) {
  const [cost] = await db
    .select()
    .from(serviceCosts)
    .where(and(eq(serviceCosts.serviceCode, serviceCode), lte(serviceCosts.effectiveFrom, onDate)))
    .orderBy(desc(serviceCosts.effectiveFrom))
    .limit(1);
  return cost ?? null;
}

/**
 * Splits an amount over the service's tax heads; the last head takes the rounding remainder. Heads of
 * equal share go by code, as the price lists order them (GET /api/prices, the billing price list), so
 * a split of 33.33/33.33/33.34 % gives its odd cent to the same head on the invoice as on the lists.
 */
export async function taxSplit(db: DbOrTx, serviceCode: string, amount: number) {
  const heads = await db
    .select({ code: taxHeads.code, name: taxHeads.name, percentage: serviceTaxHeads.percentage })
    .from(serviceTaxHeads)
    .innerJoin(taxHeads, eq(taxHeads.id, serviceTaxHeads.taxHeadId))
    .where(eq(serviceTaxHeads.serviceCode, serviceCode))
    .orderBy(desc(serviceTaxHeads.percentage), asc(taxHeads.code));
  return splitOver(heads, amount);
}

/**
 * The split of an amount over heads ordered by share, largest first; the last head takes the rounding
 * remainder. Counted in whole cents, halves rounded up, so 95 % of KES 1,250.50 is 1,187.98 (in
 * floating point shillings it came out 1,187.97).
 */
export function splitOver(heads: { code: string; name: string; percentage: number }[], amount: number) {
  if (heads.length === 0) return [];
  const cents = Math.round(amount * 100);
  let left = cents;
  return heads.map((head, index) => {
    const share = index === heads.length - 1 ? left : Math.round((cents * head.percentage) / 100);
    left -= share;
    return { code: head.code, name: head.name, amount: share / 100 };
  });
}

/**
 * The invoice lines for a service and the extras chosen: the fee in force plus each billable,
 * each split into tax heads. Refuses billables that do not belong to the service.
 */
export async function priceLines(
  db: DbOrTx,
  serviceCode: string,
  chosen: ChosenBillable[],
  onDate: string,
): Promise<InvoiceLine[]> {
  const [service] = await db.select({ name: services.name }).from(services).where(eq(services.code, serviceCode));
  const cost = await feeInForce(db, serviceCode, onDate);
  if (!service || !cost) throw new ApiError(409, 'This service has no fee in force; the registry must set one first');
  const lines: InvoiceLine[] = [];
  if (cost.amount > 0) {
    lines.push({
      code: serviceCode,
      description: service.name,
      quantity: 1,
      unitAmount: cost.amount,
      amount: cost.amount,
      taxHeads: await taxSplit(db, serviceCode, cost.amount),
    });
  }
  const wanted = chosen.filter((b) => b.quantity > 0);
  if (wanted.length) {
    const rows = await db
      .select()
      .from(billables)
      .where(
        and(
          inArray(
            billables.code,
            wanted.map((b) => b.code),
          ),
          eq(billables.active, true),
          or(isNull(billables.serviceCode), eq(billables.serviceCode, serviceCode)),
        ),
      );
    const errors: Record<string, string> = {};
    wanted.forEach((choice, index) => {
      const row = rows.find((r) => r.code === choice.code);
      if (!row) errors[`billables.${index}.code`] = EXTRAS_MESSAGES.notOffered;
      else if (choice.quantity > row.maxQuantity) errors[`billables.${index}.quantity`] = `At most ${row.maxQuantity}`;
    });
    if (Object.keys(errors).length) throw new ApiError(400, 'Please correct the highlighted fields', errors);
    for (const choice of wanted) {
      const row = rows.find((r) => r.code === choice.code)!;
      const amount = round2(row.amount * choice.quantity);
      lines.push({
        code: row.code,
        description: row.name,
        quantity: choice.quantity,
        unitAmount: row.amount,
        amount,
        taxHeads: await taxSplit(db, serviceCode, amount),
      });
    }
  }
  return lines;
}

export const totalOf = (lines: InvoiceLine[]) => round2(lines.reduce((sum, line) => sum + line.amount, 0));
