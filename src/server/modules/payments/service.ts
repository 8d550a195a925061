import { randomUUID } from 'node:crypto';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { canAccess } from '../../../shared/permissions.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { DECLARATIONS_MISSING } from '../../../shared/declarations.js';
import { missingDeclarationErrors } from '../declarations/service.js';
import {
  applications,
  documents,
  invoices,
  payments,
  referenceCounters,
  services,
  users,
} from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { ApiError, badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { canRead, isOwner, type ApplicationRow } from '../applications/access.js';
import type { ApplicationsService } from '../applications/service.js';
import { formatMoney } from '../../../shared/money.js';
import { issueDocument, type DocumentDeps } from '../documents/service.js';
import { enqueue } from '../notifications/outbox.js';
import { NotGenuineError, type Confirmation, type PaymentGateway } from './gateway.js';
import { receiptLines } from './receipt.js';
import type { InvoiceRow, PaymentRow } from './repository.js';
import { nairobiYear } from '../../../shared/dates.js';
import { isUuid } from '../../http/ids.js';
import {
  GatewayUnavailable,
  isPushGateway,
  MPESA_PHONE_MESSAGE,
  MPESA_UNAVAILABLE,
  mpesaPhone,
  PushRefused,
  WHOLE_SHILLINGS_MESSAGE,
  type PushCallback,
  type PushGateway,
  type PushStatus,
} from './mpesa.js';

export const NOT_GENUINE = 'The payment confirmation is not genuine';
export const AMOUNT_MISMATCH = 'The amount paid does not match the invoice';
export const REPLACED = 'Replaced by a new checkout';
export const INVOICE_CLOSED = 'This invoice was no longer open for payment; nothing was taken';
export const PUSH_STILL_OPEN =
  'An M-Pesa request for this invoice is still waiting on a phone: answer it, or wait a minute and try again';
export const ACCOUNT_PHONE_NOT_MPESA =
  "Your account's phone is not a Kenyan mobile number: enter the M-Pesa number to pay from";
export const PUSH_NOT_SENT = 'The M-Pesa request could not be sent; nothing was taken';
export const PUSH_PENDING_MESSAGE = 'Waiting for the M-Pesa payment: check your phone and enter your M-Pesa PIN';
/** A payment whose callback has not settled it is checked by the status query after this long (the payer's status poll). */
export const RECONCILE_AFTER_MS = 20_000;
/** The scheduled sweep checks M-Pesa payments still pending after this long. */
export const SWEEP_RECONCILE_AFTER_MS = 60_000;
/** A push row whose request never got an answer (a crash between the two) is closed after this long. */
const UNSENT_TTL_MS = 120_000;
const UNSENT = 'unsent-';

/** An amount M-Pesa reports that is not the invoice's: never credited, kept as a failure for the registry. */
export const mpesaAmountMismatch = (reported: string, invoiced: string) =>
  `${AMOUNT_MISMATCH}: M-Pesa reports ${reported}, the invoice is for ${invoiced}. Nothing was credited; the registry will look into it.`;

/** What the callback said, as kept on the payment (gatewayCallback). */
type RecordedCallback = PushCallback & { receivedAt: string };

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
  gateway: string;
  gatewayReceipt: string | null;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A notice both parties have not declared (as it reads) is not paid for (issue 24). */
async function assertDeclared(
  db: DbOrTx,
  app: Pick<typeof applications.$inferSelect, 'id' | 'serviceCode' | 'formData'>,
) {
  const missing = await missingDeclarationErrors(db, app);
  if (Object.keys(missing).length) throw conflict(DECLARATIONS_MISSING, missing);
}

export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** Opens a checkout for the application's unpaid invoice; an earlier open checkout is closed. */
  async checkout(caller: Caller, applicationId: string, options: { phone?: string } = {}) {
    if (caller.accountType === 'BACKOFFICE') throw forbidden('Only the applicant can pay for an application');
    if (!isUuid(applicationId)) throw notFound('No such application');
    if (isPushGateway(this.deps.gateway))
      return this.pushCheckout(this.deps.gateway, caller, applicationId, options.phone);
    const now = this.deps.clock.now();
    return this.deps.db.transaction(async (tx) => {
      // Locks in the order application, invoice, payment: the same order as confirm() and withdraw.
      const [app] = await tx.select().from(applications).where(eq(applications.id, applicationId)).for('update');
      if (!app || !isOwner(caller, app)) throw notFound('No such application');
      if (app.status !== 'Payment_Confirmation') throw conflict('This application is not waiting for payment');
      await assertDeclared(tx, app);
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.applicationId, app.id), eq(invoices.status, 'UNPAID')))
        .for('update');
      if (!invoice) throw conflict('This application has no unpaid invoice');
      await tx
        .update(payments)
        .set({ status: 'FAILED', failureReason: REPLACED, confirmedAt: now })
        .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'PENDING')));
      const paymentId = randomUUID();
      const checkout = await this.deps.gateway.createCheckout({
        paymentId,
        amount: invoice.amount,
        currency: invoice.currency,
        merchantReference: invoice.number,
        description: `${app.reference} (${app.serviceCode})`,
      });
      await tx.insert(payments).values({
        id: paymentId,
        invoiceId: invoice.id,
        gateway: this.deps.gateway.name,
        checkoutId: checkout.checkoutId,
        amount: invoice.amount,
        currency: invoice.currency,
        status: 'PENDING',
        createdAt: now,
      });
      await audit(tx, {
        actorId: caller.userId,
        action: 'payment.checkout',
        entity: 'payment',
        entityId: paymentId,
        after: { invoice: invoice.number, amount: invoice.amount, gateway: this.deps.gateway.name },
      });
      return {
        paymentId,
        checkoutId: checkout.checkoutId,
        redirectUrl: checkout.redirectUrl,
        amount: invoice.amount,
        currency: invoice.currency,
      };
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
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, this.deps.gateway.name), eq(payments.checkoutId, confirmation.checkoutId)))
        .for('update');
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId)).for('update');
      if (round2(confirmation.amount) !== round2(payment.amount) || round2(payment.amount) !== round2(invoice.amount)) {
        throw badRequest(AMOUNT_MISMATCH, {
          amount: `The invoice is for ${formatMoney(invoice.amount, invoice.currency)}`,
        });
      }
      if (payment.status !== 'PENDING')
        return { outcome: await this.outcomeOf(tx, payment, invoice, app), credited: false };
      const now = this.deps.clock.now();
      const actorId = caller?.userId ?? null;
      if (confirmation.status === 'FAILED' || invoice.status !== 'UNPAID') {
        const reason =
          confirmation.status === 'FAILED' ? (confirmation.reason ?? 'The payment did not go through') : INVOICE_CLOSED;
        const [failed] = await tx
          .update(payments)
          .set({ status: 'FAILED', failureReason: reason, cardLast4: confirmation.cardLast4 ?? null, confirmedAt: now })
          .where(eq(payments.id, payment.id))
          .returning();
        await audit(tx, {
          actorId,
          action: 'payment.failed',
          entity: 'payment',
          entityId: payment.id,
          before: { status: 'PENDING' },
          after: { status: 'FAILED', reason },
        });
        return { outcome: await this.outcomeOf(tx, failed, invoice, app), credited: false };
      }
      const settled = await this.settle(tx, {
        payment,
        invoice,
        application: app,
        cardLast4: confirmation.cardLast4 ?? null,
        actorId,
        now,
      });
      return {
        outcome: await this.outcomeOf(tx, settled, { ...invoice, status: 'PAID', paidAt: now }, app),
        credited: true,
      };
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
    input: {
      payment: PaymentRow;
      invoice: InvoiceRow;
      application: ApplicationRow;
      cardLast4: string | null;
      actorId: string | null;
      now: Date;
      gatewayReceipt?: string | null;
    },
  ): Promise<PaymentRow> {
    const { payment, invoice, application, now } = input;
    const receiptNumber = await nextReceiptNumber(tx, now);
    const [paid] = await tx
      .update(payments)
      .set({
        status: 'SUCCEEDED',
        receiptNumber,
        cardLast4: input.cardLast4,
        confirmedAt: now,
        failureReason: null,
        ...(input.gatewayReceipt ? { gatewayReceipt: input.gatewayReceipt } : {}),
      })
      .where(eq(payments.id, payment.id))
      .returning();
    await tx.update(invoices).set({ status: 'PAID', paidAt: now }).where(eq(invoices.id, invoice.id));
    await this.deps.applications.paymentConfirmed(tx, application.id, invoice.payerId);
    const [payer] = await tx
      .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, invoice.payerId));
    const [service] = await tx
      .select({ name: services.name })
      .from(services)
      .where(eq(services.code, application.serviceCode));
    const receipt = await issueDocument(tx, this.deps.documents, {
      kind: 'RECEIPT',
      title: 'Payment receipt',
      number: receiptNumber,
      applicationId: application.id,
      ownerId: invoice.payerId,
      issuedBy: null,
      issuedAt: now,
      lines: receiptLines({
        receiptNumber,
        invoiceNumber: invoice.number,
        reference: application.reference,
        serviceName: service?.name ?? application.serviceCode,
        payerName: payer ? `${payer.firstName} ${payer.lastName}` : '',
        lines: invoice.lines,
        amount: invoice.amount,
        currency: invoice.currency,
        paidAt: now,
        cardLast4: input.cardLast4,
        gateway: payment.gateway,
        gatewayReceipt: input.gatewayReceipt ?? null,
      }),
    });
    await audit(tx, {
      actorId: input.actorId,
      action: 'payment.succeeded',
      entity: 'payment',
      entityId: payment.id,
      before: { status: payment.status },
      after: {
        status: 'SUCCEEDED',
        receiptNumber,
        amount: invoice.amount,
        invoice: invoice.number,
        documentId: receipt.id,
      },
    });
    if (payer) {
      const amount = formatMoney(invoice.amount, invoice.currency);
      const subject = `Payment received: receipt ${receiptNumber}`;
      const body = `Dear ${payer.firstName},\n\nWe received your payment of ${amount} for ${application.reference} (invoice ${invoice.number}). Your receipt number is ${receiptNumber}; download the receipt from your applications page.\n\nOffice of the Registrar of Marriages`;
      await enqueue(
        tx,
        {
          kind: 'PAYMENT_RECEIVED',
          channel: 'EMAIL',
          recipient: payer.email,
          userId: invoice.payerId,
          subject,
          body,
        },
        {
          kind: 'PAYMENT_RECEIVED',
          channel: 'SMS',
          recipient: payer.phone,
          userId: invoice.payerId,
          subject,
          body: `Payment of ${amount} for ${application.reference} received. Receipt no. ${receiptNumber}.`,
        },
      );
    }
    return paid;
  }

  private async outcomeOf(
    tx: Tx | Db,
    payment: PaymentRow,
    invoice: InvoiceRow,
    app: ApplicationRow,
  ): Promise<PaymentOutcome> {
    let documentId: string | null = null;
    if (payment.receiptNumber) {
      const [doc] = await tx
        .select({ id: documents.id })
        .from(documents)
        .where(and(eq(documents.kind, 'RECEIPT'), eq(documents.number, payment.receiptNumber)));
      documentId = doc?.id ?? null;
    }
    const pending =
      isPushGateway(this.deps.gateway) && payment.gateway === this.deps.gateway.name
        ? PUSH_PENDING_MESSAGE
        : 'The payment is not confirmed yet';
    const message =
      payment.status === 'SUCCEEDED'
        ? `Payment received. Your receipt number is ${payment.receiptNumber}.${payment.gatewayReceipt ? ` M-Pesa receipt: ${payment.gatewayReceipt}.` : ''}`
        : payment.status === 'FAILED'
          ? (payment.failureReason ?? 'The payment did not go through')
          : pending;
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
      gateway: payment.gateway,
      gatewayReceipt: payment.gatewayReceipt,
    };
  }

  // ---------------------------------------------------------------------------------------------
  // M-Pesa Express (a push gateway): the prompt goes to the payer's phone; an unsigned callback is
  // recorded and only the status query's word, with the recorded amount equal to the invoice,
  // credits (reconcile).

  private async pushCheckout(
    gateway: PushGateway,
    caller: Caller,
    applicationId: string,
    phoneInput: string | undefined,
  ) {
    const db = this.deps.db;
    const [app] = await db.select().from(applications).where(eq(applications.id, applicationId));
    if (!app || !isOwner(caller, app)) throw notFound('No such application');
    if (app.status !== 'Payment_Confirmation') throw conflict('This application is not waiting for payment');
    await assertDeclared(db, app);
    const [invoice] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.applicationId, app.id), eq(invoices.status, 'UNPAID')));
    if (!invoice) throw conflict('This application has no unpaid invoice');
    let phone: string | null;
    if (phoneInput !== undefined && phoneInput.trim() !== '') {
      phone = mpesaPhone(phoneInput);
      if (!phone) throw badRequest(VALIDATION_MESSAGE, { phone: MPESA_PHONE_MESSAGE });
    } else {
      const [account] = await db.select({ phone: users.phone }).from(users).where(eq(users.id, caller.userId));
      phone = account?.phone ? mpesaPhone(account.phone) : null;
      if (!phone) throw badRequest(VALIDATION_MESSAGE, { phone: ACCOUNT_PHONE_NOT_MPESA });
    }
    if (!Number.isInteger(invoice.amount)) throw conflict(WHOLE_SHILLINGS_MESSAGE);
    // An earlier prompt may still be answered: its outcome is asked first, and while it is open no second one goes out.
    const earlier = await db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'PENDING'), eq(payments.gateway, gateway.name)),
      );
    for (const { id } of earlier) await this.reconcile(id).catch(() => undefined);
    const now = this.deps.clock.now();
    const paymentId = randomUUID();
    await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(applications).where(eq(applications.id, app.id)).for('update');
      if (locked.status !== 'Payment_Confirmation') throw conflict('This application is not waiting for payment');
      const [open] = await tx
        .select()
        .from(invoices)
        .where(and(eq(invoices.id, invoice.id), eq(invoices.status, 'UNPAID')))
        .for('update');
      if (!open) throw conflict('This application has no unpaid invoice');
      const pending = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'PENDING')))
        .for('update');
      if (pending.some((p) => p.gateway === gateway.name)) throw conflict(PUSH_STILL_OPEN);
      await tx
        .update(payments)
        .set({ status: 'FAILED', failureReason: REPLACED, confirmedAt: now })
        .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'PENDING')));
      await tx.insert(payments).values({
        id: paymentId,
        invoiceId: invoice.id,
        gateway: gateway.name,
        checkoutId: `${UNSENT}${paymentId}`,
        amount: invoice.amount,
        currency: invoice.currency,
        status: 'PENDING',
        payerPhone: phone,
        createdAt: now,
      });
      await audit(tx, {
        actorId: caller.userId,
        action: 'payment.checkout',
        entity: 'payment',
        entityId: paymentId,
        after: { invoice: invoice.number, amount: invoice.amount, gateway: gateway.name },
      });
    });
    // The request to M-Pesa goes out with no row locked; its answer names the checkout.
    let checkoutId: string;
    try {
      const pushed = await gateway.pushPayment({
        paymentId,
        amount: invoice.amount,
        currency: invoice.currency,
        merchantReference: invoice.number,
        description: 'Marriages fee',
        phone,
      });
      checkoutId = pushed.checkoutId;
    } catch (error) {
      const refused = error instanceof PushRefused;
      await db
        .update(payments)
        .set({
          status: 'FAILED',
          failureReason: refused ? error.message : PUSH_NOT_SENT,
          confirmedAt: this.deps.clock.now(),
        })
        .where(eq(payments.id, paymentId));
      if (refused)
        throw error.field ? badRequest(VALIDATION_MESSAGE, { [error.field]: error.message }) : conflict(error.message);
      if (error instanceof GatewayUnavailable) throw new ApiError(502, MPESA_UNAVAILABLE);
      throw error;
    }
    await db.update(payments).set({ checkoutId }).where(eq(payments.id, paymentId));
    const base = caller.accountType === 'ORGANIZATION' ? '/institution' : '/user';
    return {
      paymentId,
      checkoutId,
      redirectUrl: `${base}/mpesa-payment/${paymentId}`,
      amount: invoice.amount,
      currency: invoice.currency,
      status: 'PENDING' as const,
      message: `Check your phone (${maskPhone(phone)}): enter your M-Pesa PIN to pay ${formatMoney(invoice.amount, invoice.currency)}.`,
    };
  }

  /**
   * Daraja's callback, unsigned: what it says is kept on the payment (never credited on its word),
   * then the payment is reconciled by the status query. A callback for no pending payment of ours
   * changes nothing. Answers the payment it was about, or null.
   */
  async recordCallback(body: unknown): Promise<string | null> {
    const gateway = this.deps.gateway;
    if (!isPushGateway(gateway)) return null;
    const callback = gateway.parseCallback(body);
    if (!callback) return null;
    const now = this.deps.clock.now();
    const paymentId = await this.deps.db.transaction(async (tx) => {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.gateway, gateway.name), eq(payments.checkoutId, callback.checkoutId)))
        .for('update');
      if (!payment || payment.status !== 'PENDING') return null;
      const recorded: RecordedCallback = { ...callback, receivedAt: now.toISOString() };
      await tx
        .update(payments)
        .set({ gatewayCallback: { ...recorded } })
        .where(eq(payments.id, payment.id));
      await audit(tx, {
        actorId: null,
        action: 'payment.callback',
        entity: 'payment',
        entityId: payment.id,
        after: { resultCode: callback.resultCode, amount: callback.amount, receipt: callback.receipt },
      });
      return payment.id;
    });
    if (paymentId) await this.reconcile(paymentId);
    return paymentId;
  }

  /**
   * Settles a pending M-Pesa payment by the status query: ResultCode 0 with the recorded amount (the
   * callback's, else the one asked for) equal to the invoice credits once (rows locked as confirm()
   * locks them); any other result ends it FAILED with its words; "still processing" leaves it
   * pending. Throws GatewayUnavailable when M-Pesa does not answer.
   */
  async reconcile(paymentId: string): Promise<PaymentRow['status'] | null> {
    const gateway = this.deps.gateway;
    if (!isPushGateway(gateway)) return null;
    const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
    if (!payment || payment.gateway !== gateway.name) return null;
    if (payment.status !== 'PENDING') return payment.status;
    let status: PushStatus;
    if (payment.checkoutId.startsWith(UNSENT)) {
      if (this.deps.clock.now().getTime() - payment.createdAt.getTime() < UNSENT_TTL_MS) return 'PENDING';
      status = { state: 'FAILED', code: -1, reason: PUSH_NOT_SENT };
    } else {
      status = await gateway.queryStatus(payment.checkoutId);
    }
    if (status.state === 'PENDING') return 'PENDING';
    const { result, credited } = await this.deps.db.transaction(async (tx) => {
      const [found] = await tx
        .select({ applicationId: invoices.applicationId })
        .from(invoices)
        .where(eq(invoices.id, payment.invoiceId));
      const [app] = await tx.select().from(applications).where(eq(applications.id, found.applicationId)).for('update');
      const [locked] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
      const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, locked.invoiceId)).for('update');
      if (locked.status !== 'PENDING') return { result: locked.status, credited: false };
      const now = this.deps.clock.now();
      const fail = async (
        reason: string,
        action: 'payment.failed' | 'payment.flagged',
        details: Record<string, unknown> = {},
      ) => {
        await tx
          .update(payments)
          .set({ status: 'FAILED', failureReason: reason, confirmedAt: now })
          .where(eq(payments.id, locked.id));
        await audit(tx, {
          actorId: null,
          action,
          entity: 'payment',
          entityId: locked.id,
          before: { status: 'PENDING' },
          after: { status: 'FAILED', reason, ...details },
        });
        return { result: 'FAILED' as const, credited: false };
      };
      if (status.state === 'FAILED') return fail(status.reason, 'payment.failed', { resultCode: status.code });
      const recorded = locked.gatewayCallback as unknown as RecordedCallback | null;
      const amount = recorded?.amount ?? locked.amount;
      if (round2(amount) !== round2(invoice.amount) || round2(locked.amount) !== round2(invoice.amount)) {
        return fail(
          mpesaAmountMismatch(formatMoney(amount, invoice.currency), formatMoney(invoice.amount, invoice.currency)),
          'payment.flagged',
          { reported: amount, invoiced: invoice.amount, receipt: recorded?.receipt ?? null },
        );
      }
      if (invoice.status !== 'UNPAID')
        return fail(INVOICE_CLOSED, 'payment.flagged', { receipt: recorded?.receipt ?? null });
      await this.settle(tx, {
        payment: locked,
        invoice,
        application: app,
        cardLast4: null,
        actorId: null,
        now,
        gatewayReceipt: recorded?.receipt ?? null,
      });
      return { result: 'SUCCEEDED' as const, credited: true };
    });
    if (credited) this.deps.notified();
    return result;
  }

  /** The payer's view of one payment; a push payment pending for a while is reconciled first. */
  async status(caller: Caller, paymentId: string): Promise<PaymentOutcome> {
    if (!isUuid(paymentId)) throw notFound('No such payment');
    const read = async () => {
      const [payment] = await this.deps.db.select().from(payments).where(eq(payments.id, paymentId));
      if (!payment) throw notFound('No such payment');
      const [invoice] = await this.deps.db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
      const [app] = await this.deps.db.select().from(applications).where(eq(applications.id, invoice.applicationId));
      if (!isOwner(caller, app)) throw notFound('No such payment');
      return { payment, invoice, app };
    };
    let found = await read();
    if (
      found.payment.status === 'PENDING' &&
      this.deps.clock.now().getTime() - found.payment.createdAt.getTime() >= RECONCILE_AFTER_MS
    ) {
      try {
        await this.reconcile(paymentId);
      } catch (error) {
        // M-Pesa unreachable: the payment stays pending and the next poll asks again.
        if (!(error instanceof GatewayUnavailable)) throw error;
      }
      found = await read();
    }
    return this.outcomeOf(this.deps.db, found.payment, found.invoice, found.app);
  }

  /** The scheduled sweep's part: push payments pending for over a minute are reconciled (a few each time). */
  async reconcileStale(limit = 20): Promise<number> {
    const gateway = this.deps.gateway;
    if (!isPushGateway(gateway)) return 0;
    const before = new Date(this.deps.clock.now().getTime() - SWEEP_RECONCILE_AFTER_MS);
    const stale = await this.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.gateway, gateway.name), eq(payments.status, 'PENDING'), lt(payments.createdAt, before)))
      .orderBy(asc(payments.createdAt))
      .limit(limit);
    let settled = 0;
    for (const { id } of stale) {
      const result = await this.reconcile(id).catch(() => 'PENDING' as const);
      if (result !== 'PENDING') settled += 1;
    }
    return settled;
  }

  /** A receipt by its number, for the payment-success page: the payer, their organisation, billing staff. */
  async receipt(caller: Caller, receiptNumber: string): Promise<PaymentOutcome> {
    const [payment] = await this.deps.db
      .select()
      .from(payments)
      .where(eq(payments.receiptNumber, receiptNumber.trim().toUpperCase()));
    if (!payment) throw notFound('No such receipt');
    const [invoice] = await this.deps.db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
    const [app] = await this.deps.db.select().from(applications).where(eq(applications.id, invoice.applicationId));
    if (!canRead(caller, app) && !canAccess(caller, { action: 'read', resource: 'billing' }))
      throw notFound('No such receipt');
    return this.outcomeOf(this.deps.db, payment, invoice, app);
  }
}

/** RCT-2026-000123: one counter per (Nairobi) year, shared by every process through the database. */
export async function nextReceiptNumber(tx: Tx, now: Date): Promise<string> {
  const year = nairobiYear(now);
  const [row] = await tx
    .insert(referenceCounters)
    .values({ prefix: 'RCT', year, last: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.prefix, referenceCounters.year],
      set: { last: sql`${referenceCounters.last} + 1` },
    })
    .returning();
  return `RCT-${year}-${String(row.last).padStart(6, '0')}`;
}

/** 2547XXXXXXXX as 07XX XXX X78: enough for the payer to know the phone. */
function maskPhone(phone: string): string {
  const national = `0${phone.slice(3)}`;
  return `${national.slice(0, 4)} XXX X${national.slice(-2)}`;
}
