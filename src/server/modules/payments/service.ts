import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { canAccess } from '../../../shared/permissions.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { applications, documents, invoices, payments, referenceCounters, services, users } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import { canRead, isOwner, type ApplicationRow } from '../applications/access.js';
import type { ApplicationsService } from '../applications/service.js';
import { money } from '../documents/format.js';
import { issueDocument, type DocumentDeps } from '../documents/service.js';
import { enqueue } from '../notifications/outbox.js';
import { NotGenuineError, type Confirmation, type PaymentGateway } from './gateway.js';
import { receiptLines } from './receipt.js';
import type { InvoiceRow, PaymentRow } from './repository.js';
import { nairobiYear } from '../../../shared/dates.js';
import { isUuid } from '../../http/ids.js';

export const NOT_GENUINE = 'The payment confirmation is not genuine';
export const AMOUNT_MISMATCH = 'The amount paid does not match the invoice';
export const REPLACED = 'Replaced by a new checkout';
export const INVOICE_CLOSED = 'This invoice was no longer open for payment; nothing was taken';

export interface PaymentsDeps {
  db: Db;
  clock: Clock;
  gateway: PaymentGateway;
  applications: Pick<ApplicationsService, 'paymentConfirmed'>;
  documents: DocumentDeps;
  notified(): void;
}

/** What the payer's browser (and the gateway's callback) is told about a confirmed checkout. */
export interface PaymentOutcome {
  status: 'SUCCEEDED' | 'FAILED' | 'PENDING';
  message: string;
  paymentId: string;
  checkoutId: string;
  applicationId: string;
  reference: string;
  serviceCode: string;
  invoiceNumber: string;
  amount: number;
  currency: string;
  receiptNumber: string | null;
  documentId: string | null;
  paidAt: Date | null;
  cardLast4: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** Opens a checkout for the application's unpaid invoice; an earlier open checkout is closed. */
  async checkout(caller: Caller, applicationId: string) {
    if (caller.accountType === 'BACKOFFICE') throw forbidden('Only the applicant can pay for an application');
    if (!isUuid(applicationId)) throw notFound('No such application');
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      // Locks in the order application, invoice, payment: the same order as confirm() and withdraw.
      const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
      if (!app || !isOwner(caller, app)) throw notFound('No such application');
      if (app.status !== 'Payment_Confirmation') throw conflict('This application is not waiting for payment');
      const [invoice] = await tx.select().from(invoices).where(and(eq(invoices.applicationId, app.id), eq(invoices.status, 'UNPAID'))).for('update');
      if (!invoice) throw conflict('This application has no unpaid invoice');
      await tx
        .update(payments)
        .set({ status: 'FAILED', failureReason: REPLACED, confirmedAt: now })
        .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'PENDING')));
      const paymentId = randomUUID();
      const checkout = await this.deps.gateway.createCheckout({
        paymentId, amount: invoice.amount, currency: invoice.currency, merchantReference: invoice.number, description: `${app.reference} (${app.serviceCode})`,
      });
      await tx.insert(payments).values({
        id: paymentId, invoiceId: invoice.id, gateway: this.deps.gateway.name, checkoutId: checkout.checkoutId, amount: invoice.amount, currency: invoice.currency, status: 'PENDING', createdAt: now,
      });
      await audit(tx, { actorId: caller.userId, action: 'payment.checkout', entity: 'payment', entityId: paymentId, after: { invoice: invoice.number, amount: invoice.amount, gateway: this.deps.gateway.name } });
      return { paymentId, checkoutId: checkout.checkoutId, redirectUrl: checkout.redirectUrl, amount: invoice.amount, currency: invoice.currency };
    });
  }

  /**
   * Applies a gateway's signed confirmation, from the payer's browser (`caller` set: only the payer
   * may) or from the gateway's callback. Verified first; idempotent: the payment row is locked and a
   * payment no longer PENDING answers what it became without crediting again.
   */
  async confirm(payload: unknown, caller: Caller | null): Promise<PaymentOutcome> {
    let confirmation: Confirmation;
    try {
      confirmation = this.deps.gateway.verifyConfirmation(payload);
    } catch (error) {
      if (error instanceof NotGenuineError) throw badRequest(NOT_GENUINE);
      throw error;
    }
    const { outcome, credited } = await this.deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ applicationId: invoices.applicationId })
        .from(payments)
        .innerJoin(invoices, eq(invoices.id, payments.invoiceId))
        .where(and(eq(payments.gateway, this.deps.gateway.name), eq(payments.checkoutId, confirmation.checkoutId)));
      if (!found) throw notFound('No such payment');
      const [app] = await tx.select().from(applications).where(eq(applications.id, found.applicationId)).for('update');
      if (caller && !isOwner(caller, app)) throw notFound('No such payment');
      const [payment] = await tx.select().from(payments).where(and(eq(payments.gateway, this.deps.gateway.name), eq(payments.checkoutId, confirmation.checkoutId))).for('update');
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId)).for('update');
      if (round2(confirmation.amount) !== round2(payment.amount) || round2(payment.amount) !== round2(invoice.amount)) {
        throw badRequest(AMOUNT_MISMATCH, { amount: `The invoice is for ${money(invoice.amount, invoice.currency)}` });
      }
      if (payment.status !== 'PENDING') return { outcome: await this.outcomeOf(tx, payment, invoice, app), credited: false };
      const now = this.deps.clock.now();
      const actorId = caller?.userId ?? null;
      if (confirmation.status === 'FAILED' || invoice.status !== 'UNPAID') {
        const reason = confirmation.status === 'FAILED' ? (confirmation.reason ?? 'The payment did not go through') : INVOICE_CLOSED;
        const [failed] = await tx
          .update(payments)
          .set({ status: 'FAILED', failureReason: reason, cardLast4: confirmation.cardLast4 ?? null, confirmedAt: now })
          .where(eq(payments.id, payment.id))
          .returning();
        await audit(tx, { actorId, action: 'payment.failed', entity: 'payment', entityId: payment.id, before: { status: 'PENDING' }, after: { status: 'FAILED', reason } });
        return { outcome: await this.outcomeOf(tx, failed, invoice, app), credited: false };
      }
      const settled = await this.settle(tx, { payment, invoice, application: app, cardLast4: confirmation.cardLast4 ?? null, actorId, now });
      return { outcome: await this.outcomeOf(tx, settled, { ...invoice, status: 'PAID', paidAt: now }, app), credited: true };
    });
    if (credited) this.deps.notified();
    return outcome;
  }

  /**
   * Credits a payment the gateway took: receipt number, invoice PAID, the application into the
   * officer queue, the receipt document, an audit row and the "payment received" messages, all in
   * the caller's transaction.
   */
  async settle(
    tx: Tx,
    input: { payment: PaymentRow; invoice: InvoiceRow; application: ApplicationRow; cardLast4: string | null; actorId: string | null; now: Date },
  ): Promise<PaymentRow> {
    const { payment, invoice, application, now } = input;
    const receiptNumber = await nextReceiptNumber(tx, now);
    const [paid] = await tx
      .update(payments)
      .set({ status: 'SUCCEEDED', receiptNumber, cardLast4: input.cardLast4, confirmedAt: now, failureReason: null })
      .where(eq(payments.id, payment.id))
      .returning();
    await tx.update(invoices).set({ status: 'PAID', paidAt: now }).where(eq(invoices.id, invoice.id));
    await this.deps.applications.paymentConfirmed(tx, application.id, invoice.payerId);
    const [payer] = await tx.select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone }).from(users).where(eq(users.id, invoice.payerId));
    const [service] = await tx.select({ name: services.name }).from(services).where(eq(services.code, application.serviceCode));
    const receipt = await issueDocument(tx, this.deps.documents, {
      kind: 'RECEIPT',
      title: 'Payment receipt',
      number: receiptNumber,
      applicationId: application.id,
      ownerId: invoice.payerId,
      issuedBy: null,
      issuedAt: now,
      lines: receiptLines({
        receiptNumber, invoiceNumber: invoice.number, reference: application.reference, serviceName: service?.name ?? application.serviceCode,
        payerName: payer ? `${payer.firstName} ${payer.lastName}` : '', lines: invoice.lines, amount: invoice.amount, currency: invoice.currency,
        paidAt: now, cardLast4: input.cardLast4, gateway: payment.gateway,
      }),
    });
    await audit(tx, {
      actorId: input.actorId,
      action: 'payment.succeeded',
      entity: 'payment',
      entityId: payment.id,
      before: { status: payment.status },
      after: { status: 'SUCCEEDED', receiptNumber, amount: invoice.amount, invoice: invoice.number, documentId: receipt.id },
    });
    if (payer) {
      const amount = money(invoice.amount, invoice.currency);
      const subject = `Payment received: receipt ${receiptNumber}`;
      const body = `Dear ${payer.firstName},\n\nWe received your payment of ${amount} for ${application.reference} (invoice ${invoice.number}). Your receipt number is ${receiptNumber}; download the receipt from your applications page.\n\nOffice of the Registrar of Marriages`;
      await enqueue(tx, { kind: 'PAYMENT_RECEIVED', channel: 'EMAIL', recipient: payer.email, userId: invoice.payerId, subject, body });
      await enqueue(tx, { kind: 'PAYMENT_RECEIVED', channel: 'SMS', recipient: payer.phone, userId: invoice.payerId, subject, body: `Payment of ${amount} for ${application.reference} received. Receipt no. ${receiptNumber}.` });
    }
    return paid;
  }

  private async outcomeOf(tx: Tx | Db, payment: PaymentRow, invoice: InvoiceRow, app: ApplicationRow): Promise<PaymentOutcome> {
    let documentId: string | null = null;
    if (payment.receiptNumber) {
      const [doc] = await tx.select({ id: documents.id }).from(documents).where(and(eq(documents.kind, 'RECEIPT'), eq(documents.number, payment.receiptNumber)));
      documentId = doc?.id ?? null;
    }
    const message = payment.status === 'SUCCEEDED'
      ? `Payment received. Your receipt number is ${payment.receiptNumber}.`
      : payment.status === 'FAILED' ? (payment.failureReason ?? 'The payment did not go through') : 'The payment is not confirmed yet';
    return {
      status: payment.status,
      message,
      paymentId: payment.id,
      checkoutId: payment.checkoutId,
      applicationId: app.id,
      reference: app.reference,
      serviceCode: app.serviceCode,
      invoiceNumber: invoice.number,
      amount: payment.amount,
      currency: payment.currency,
      receiptNumber: payment.receiptNumber,
      documentId,
      paidAt: payment.status === 'SUCCEEDED' ? payment.confirmedAt : null,
      cardLast4: payment.cardLast4,
    };
  }

  /** A receipt by its number, for the payment-success page: the payer, their organisation, billing staff. */
  async receipt(caller: Caller, receiptNumber: string): Promise<PaymentOutcome> {
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.receiptNumber, receiptNumber.trim().toUpperCase()));
    if (!payment) throw notFound('No such receipt');
    const [invoice] = await this.deps.db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
    const [app] = await this.deps.db.select().from(applications).where(eq(applications.id, invoice.applicationId));
    if (!canRead(caller, app) && !canAccess(caller, { action: 'read', resource: 'billing' })) throw notFound('No such receipt');
    return this.outcomeOf(this.deps.db, payment, invoice, app);
  }
}

/** RCT-2026-000123: one counter per (Nairobi) year, shared by every process through the database. */
export async function nextReceiptNumber(tx: Tx, now: Date): Promise<string> {
  const year = nairobiYear(now);
  const [row] = await tx
    .insert(referenceCounters)
    .values({ prefix: 'RCT', year, last: 1 })
    .onConflictDoUpdate({ target: [referenceCounters.prefix, referenceCounters.year], set: { last: sql`${referenceCounters.last} + 1` } })
    .returning();
  return `RCT-${year}-${String(row.last).padStart(6, '0')}`;
}
