import { isUuid } from '../../http/ids.js';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { pageOf } from '../../db/paged.js';
import type { DbOrTx } from '../../db/client.js';
import { applications, invoices, payments, services, users } from '../../db/schema/index.js';
import { nairobiDayBounds } from '../../../shared/dates.js';
import { idFilter } from '../../http/simpleRest.js';
import type { Caller } from '../../plugins/auth.js';
import { isOwner } from '../applications/access.js';

export type PaymentRow = typeof payments.$inferSelect;
export type InvoiceRow = typeof invoices.$inferSelect;

/** Whether the application is the caller's own (its invoices are theirs to read). */
export async function isOwnApplication(db: DbOrTx, caller: Caller, applicationId: string): Promise<boolean> {
  const [row] = await db.select().from(applications).where(eq(applications.id, applicationId));
  return Boolean(row && isOwner(caller, row));
}

/** What the sandbox's checkout page shows and where it sends the payer back to. */
export async function checkoutView(db: DbOrTx, gateway: string, checkoutId: string) {
  const [row] = await db
    .select({
      paymentId: payments.id,
      status: payments.status,
      amount: payments.amount,
      currency: payments.currency,
      invoiceNumber: invoices.number,
      reference: applications.reference,
      serviceName: services.name,
      payerAccountType: users.accountType,
      cardLast4: payments.cardLast4,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .innerJoin(services, eq(services.code, applications.serviceCode))
    .innerJoin(users, eq(users.id, invoices.payerId))
    .where(and(eq(payments.gateway, gateway), eq(payments.checkoutId, checkoutId)))
    .limit(1);
  return row ?? null;
}

/** Where the gateway sends the payer's browser: their own area's completion page. */
export const returnPathFor = (accountType: string) =>
  accountType === 'ORGANIZATION' ? '/institution/card-payment/complete' : '/user/card-payment/complete';

const asList = (v: unknown) =>
  v === undefined || v === null || v === '' ? [] : (Array.isArray(v) ? v : [v]).map(String);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface BillingFilter {
  /** react-admin's getMany: these transactions (or invoices) only. */
  id?: unknown;
  status?: unknown;
  serviceCode?: unknown;
  applicationId?: unknown;
  q?: unknown;
  from?: unknown;
  to?: unknown;
}

function commonConditions(
  filter: BillingFilter,
  dateColumn: typeof payments.createdAt | typeof invoices.createdAt,
): SQL[] {
  const conditions: SQL[] = [];
  const codes = asList(filter.serviceCode);
  if (codes.length) conditions.push(inArray(applications.serviceCode, codes));
  // An id that cannot be one matches nothing (the database would refuse to compare it).
  if (typeof filter.applicationId === 'string')
    conditions.push(isUuid(filter.applicationId) ? eq(applications.id, filter.applicationId) : sql`false`);
  const days = nairobiDayBounds(filter.from, filter.to);
  if (days.start) conditions.push(gte(dateColumn, days.start));
  if (days.end) conditions.push(lt(dateColumn, days.end));
  return conditions;
}

export const TRANSACTION_SORTS = {
  createdAt: payments.createdAt,
  confirmedAt: payments.confirmedAt,
  amount: payments.amount,
  status: payments.status,
  receiptNumber: payments.receiptNumber,
} as const;

const transactionColumns = {
  id: payments.id,
  gateway: payments.gateway,
  checkoutId: payments.checkoutId,
  status: payments.status,
  amount: payments.amount,
  currency: payments.currency,
  receiptNumber: payments.receiptNumber,
  cardLast4: payments.cardLast4,
  failureReason: payments.failureReason,
  createdAt: payments.createdAt,
  confirmedAt: payments.confirmedAt,
  invoiceId: invoices.id,
  invoiceNumber: invoices.number,
  applicationId: applications.id,
  reference: applications.reference,
  serviceCode: applications.serviceCode,
  payerName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
};

/** The conditions of the transactions list; its totals use the same ones. */
function transactionWhere(filter: BillingFilter) {
  const conditions = commonConditions(filter, payments.createdAt);
  const ids = idFilter(filter, payments.id);
  if (ids) conditions.push(ids);
  const statuses = asList(filter.status);
  if (statuses.length) conditions.push(inArray(payments.status, statuses as PaymentRow['status'][]));
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        ilike(payments.receiptNumber, pattern),
        ilike(applications.reference, pattern),
        ilike(invoices.number, pattern),
      )!,
    );
  }
  return and(...conditions);
}

/** The totals of the transactions a filter selects: how many, how many and how much succeeded, how many failed or wait. */
export async function transactionTotals(db: DbOrTx, filter: BillingFilter) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      succeededCount: sql<number>`(count(*) filter (where ${payments.status} = 'SUCCEEDED'))::int`,
      succeededAmount: sql<string>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'SUCCEEDED'), 0)::numeric(14,2)::text`,
      failedCount: sql<number>`(count(*) filter (where ${payments.status} = 'FAILED'))::int`,
      pendingCount: sql<number>`(count(*) filter (where ${payments.status} = 'PENDING'))::int`,
    })
    .from(payments)
    .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
    .innerJoin(applications, eq(applications.id, invoices.applicationId))
    .where(transactionWhere(filter));
  return { ...row, succeededAmount: Number(row.succeededAmount), currency: 'KES' };
}

/** Payments with their invoice, application reference and service (billing: transactions). */
export async function listTransactions(
  db: DbOrTx,
  filter: BillingFilter,
  sort: { field: keyof typeof TRANSACTION_SORTS; order: 'ASC' | 'DESC' },
  range: [number, number],
) {
  const where = transactionWhere(filter);
  const column = TRANSACTION_SORTS[sort.field];
  const base = () =>
    db
      .select(transactionColumns)
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .innerJoin(applications, eq(applications.id, invoices.applicationId))
      .innerJoin(users, eq(users.id, invoices.payerId));
  // Unpaid transactions (no receipt, no date paid) last whichever way the list is sorted.
  return pageOf(
    base().where(where).$dynamic(),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
      .innerJoin(applications, eq(applications.id, invoices.applicationId))
      .where(where),
    [
      sort.order === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`,
      sort.order === 'ASC' ? asc(payments.id) : desc(payments.id),
    ],
    range,
  );
}

export const INVOICE_SORTS = {
  createdAt: invoices.createdAt,
  paidAt: invoices.paidAt,
  amount: invoices.amount,
  number: invoices.number,
  status: invoices.status,
} as const;

/** Invoices with their application reference and service (billing, and an applicant's own by applicationId). */
export async function listInvoices(
  db: DbOrTx,
  filter: BillingFilter,
  sort: { field: keyof typeof INVOICE_SORTS; order: 'ASC' | 'DESC' },
  range: [number, number],
) {
  const conditions = commonConditions(filter, invoices.createdAt);
  const ids = idFilter(filter, invoices.id);
  if (ids) conditions.push(ids);
  const statuses = asList(filter.status);
  if (statuses.length) conditions.push(inArray(invoices.status, statuses as InvoiceRow['status'][]));
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(invoices.number, pattern), ilike(applications.reference, pattern))!);
  }
  const where = and(...conditions);
  const column = INVOICE_SORTS[sort.field];
  return pageOf(
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        status: invoices.status,
        amount: invoices.amount,
        currency: invoices.currency,
        lines: invoices.lines,
        createdAt: invoices.createdAt,
        paidAt: invoices.paidAt,
        payerId: invoices.payerId,
        applicationId: applications.id,
        reference: applications.reference,
        serviceCode: applications.serviceCode,
      })
      .from(invoices)
      .innerJoin(applications, eq(applications.id, invoices.applicationId))
      .where(where)
      .$dynamic(),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(applications, eq(applications.id, invoices.applicationId))
      .where(where),
    [sort.order === 'ASC' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`, asc(invoices.id)],
    range,
  );
}
