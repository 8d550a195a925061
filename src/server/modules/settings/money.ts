import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  billableInput,
  billableRecord,
  serviceCostInput,
  serviceCostRecord,
  serviceCostRow,
  taxHeadInput,
  taxHeadRecord,
  taxHeadRow,
} from '../../../shared/contracts/settings.js';
import type { DbOrTx, Tx } from '../../db/client.js';
import { billables, invoices, serviceCosts, serviceTaxHeads, taxHeads } from '../../db/schema/index.js';
import { badRequest, conflict, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { feeInForce } from '../fees/pricing.js';
import type { WriteContext } from './resource.js';
import { booleanFilter, tableResource, textFilter } from './tableResource.js';

type Row = Record<string, unknown>;

/**
 * A price never changes once it is in force: invoices raised on a day carry that day's price and the
 * price list shows it. A change is a new row with a later (or today's) start date that supersedes it.
 */
function refuseIfInForce(before: Row, ctx: WriteContext): void {
  if (String(before.effectiveFrom) <= ctx.today) {
    throw conflict(
      `This price has been in force since ${before.effectiveFrom} and cannot change. Add a new price with a start date from today on instead.`,
    );
  }
}

function refuseIfPast(next: Row, ctx: WriteContext): void {
  if (String(next.effectiveFrom) < ctx.today) {
    throw badRequest(VALIDATION_MESSAGE, {
      effectiveFrom: 'A new price cannot start in the past; choose today or a later date',
    });
  }
}

async function refuseClash(tx: Tx, next: Row, selfId?: unknown): Promise<void> {
  const [clash] = await tx
    .select({ id: serviceCosts.id })
    .from(serviceCosts)
    .where(
      and(
        eq(serviceCosts.serviceCode, String(next.serviceCode)),
        eq(serviceCosts.effectiveFrom, String(next.effectiveFrom)),
        selfId ? ne(serviceCosts.id, String(selfId)) : undefined,
      ),
    );
  if (clash)
    throw conflict('This service already has a price starting on that date', {
      effectiveFrom: 'This service already has a price starting on that date',
    });
}

export const serviceCostsResource = tableResource({
  name: 'service-costs',
  label: 'service cost',
  table: serviceCosts,
  idKey: 'id',
  idIsUuid: true,
  schema: serviceCostInput,
  record: serviceCostRow,
  decorated: serviceCostRecord,
  sortable: {
    serviceCode: serviceCosts.serviceCode,
    amount: serviceCosts.amount,
    effectiveFrom: serviceCosts.effectiveFrom,
    createdAt: serviceCosts.createdAt,
  },
  defaultSort: { field: 'effectiveFrom', order: 'DESC' },
  search: [serviceCosts.serviceCode],
  filters: { serviceCode: textFilter(serviceCosts.serviceCode), currency: textFilter(serviceCosts.currency, 3) },
  operations: { create: true, update: true, remove: true },
  /** status: SCHEDULED (may still change), IN_FORCE (the price today), SUPERSEDED (an older price). */
  async decorate(db, records, ctx) {
    const inForce = new Map<string, unknown>();
    for (const code of new Set(records.map((r) => String(r.serviceCode))))
      inForce.set(code, (await feeInForce(db, code, ctx.today))?.id);
    return records.map((r) => ({
      ...r,
      status:
        String(r.effectiveFrom) > ctx.today
          ? 'SCHEDULED'
          : inForce.get(String(r.serviceCode)) === r.id
            ? 'IN_FORCE'
            : 'SUPERSEDED',
    }));
  },
  rules: {
    async create(tx, next, ctx) {
      refuseIfPast(next, ctx);
      await refuseClash(tx, next);
    },
    async update(tx, before, next, ctx) {
      refuseIfInForce(before, ctx);
      refuseIfPast(next, ctx);
      await refuseClash(tx, next, before.id);
    },
    async remove(_tx, before, ctx) {
      refuseIfInForce(before, ctx);
    },
  },
});

/** Codes are kept: draft applications name the extras they chose by code. */
export const billablesResource = tableResource({
  name: 'billables',
  label: 'billable',
  table: billables,
  idKey: 'id',
  idIsUuid: true,
  schema: billableInput,
  record: billableRecord,
  immutable: ['code'],
  sortable: {
    code: billables.code,
    name: billables.name,
    serviceCode: billables.serviceCode,
    amount: billables.amount,
    maxQuantity: billables.maxQuantity,
    active: billables.active,
  },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [billables.name, billables.code],
  filters: {
    serviceCode: textFilter(billables.serviceCode),
    active: booleanFilter(billables.active),
    code: textFilter(billables.code),
  },
  operations: { create: true, update: true, remove: true },
  rules: {
    async create(tx, next) {
      const [clash] = await tx
        .select({ id: billables.id })
        .from(billables)
        .where(eq(billables.code, String(next.code)));
      if (clash)
        throw conflict('A billable with this code exists already', {
          code: 'A billable with this code exists already',
        });
    },
  },
});

/** The services whose fee split uses each tax head. */
async function splitsUsing(tx: DbOrTx, headIds: string[]): Promise<Map<string, string[]>> {
  const used = new Map<string, string[]>();
  if (headIds.length === 0) return used;
  const rows = await tx
    .select({ taxHeadId: serviceTaxHeads.taxHeadId, serviceCode: serviceTaxHeads.serviceCode })
    .from(serviceTaxHeads)
    .where(inArray(serviceTaxHeads.taxHeadId, headIds))
    .orderBy(serviceTaxHeads.serviceCode);
  for (const row of rows) used.set(row.taxHeadId, [...(used.get(row.taxHeadId) ?? []), row.serviceCode]);
  return used;
}

/**
 * Codes are kept: invoices and revenue reports name tax heads by code. A head in a fee split or on an
 * invoice cannot be deleted (409); one in a split cannot be switched off either.
 */
export const taxHeadsResource = tableResource({
  name: 'tax-heads',
  label: 'tax head',
  table: taxHeads,
  idKey: 'id',
  idIsUuid: true,
  schema: taxHeadInput,
  record: taxHeadRow,
  decorated: taxHeadRecord,
  immutable: ['code'],
  sortable: { code: taxHeads.code, name: taxHeads.name, active: taxHeads.active, createdAt: taxHeads.createdAt },
  defaultSort: { field: 'name', order: 'ASC' },
  search: [taxHeads.name, taxHeads.code, taxHeads.description],
  filters: { active: booleanFilter(taxHeads.active), code: textFilter(taxHeads.code) },
  operations: { create: true, update: true, remove: true },
  async decorate(db, records) {
    const used = await splitsUsing(
      db,
      records.map((r) => String(r.id)),
    );
    return records.map((r) => ({ ...r, services: used.get(String(r.id)) ?? [] }));
  },
  rules: {
    async create(tx, next) {
      const [clash] = await tx
        .select({ id: taxHeads.id })
        .from(taxHeads)
        .where(eq(taxHeads.code, String(next.code)));
      if (clash)
        throw conflict('A tax head with this code exists already', {
          code: 'A tax head with this code exists already',
        });
    },
    async update(tx, before, next) {
      if (before.active && !next.active) {
        const services = (await splitsUsing(tx, [String(before.id)])).get(String(before.id));
        if (services)
          throw conflict(
            `This tax head is part of the fee split of ${services.join(', ')}; take it out of those splits before switching it off`,
          );
      }
    },
    async remove(tx, before) {
      const services = (await splitsUsing(tx, [String(before.id)])).get(String(before.id));
      if (services)
        throw conflict(
          `This tax head is part of the fee split of ${services.join(', ')}; take it out of those splits first`,
        );
      const onInvoice = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(sql`${invoices.lines} @> ${JSON.stringify([{ taxHeads: [{ code: before.code }] }])}::jsonb`)
        .limit(1);
      if (onInvoice.length)
        throw conflict('This tax head appears on invoices already raised and cannot be deleted; switch it off instead');
    },
  },
});
