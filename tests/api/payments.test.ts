// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { and, count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationEvents,
  auditEvents,
  documents,
  invoices,
  outbox,
  payments,
} from '../../src/server/db/schema/index.js';
import { SandboxGateway, type Confirmation } from '../../src/server/modules/payments/gateway.js';
import { seedDemoReceipt } from '../../src/server/modules/payments/demo.js';
import { AMOUNT_MISMATCH, NOT_GENUINE, REPLACED } from '../../src/server/modules/payments/service.js';
import { nairobiDate, nairobiToday } from '../../src/shared/dates.js';
import { call, rowCounts, testContext } from './helpers.js';
import { applicationIn, current, documentOf, newCitizen, STAFF, tokenOf, type Applicant } from './app-support.js';
import { issuedDocumentSchema } from '../../src/shared/contracts/documents.js';

const FEE = 550;

async function gateway() {
  const { app } = await testContext();
  return app.paymentGateway as SandboxGateway;
}

// Two citizens for the whole file, signed in once: every test makes its own applications, and
// fewer sign-ins keep the suite under the refresh-token rate limit when it runs fast (PostgreSQL).
const citizens = new Map<'payer' | 'stranger', Promise<Applicant>>();
async function citizen(which: 'payer' | 'stranger'): Promise<Applicant> {
  const { app } = await testContext();
  if (!citizens.has(which)) citizens.set(which, newCitizen(app));
  return citizens.get(which)!;
}

/** A citizen's register search waiting for payment (KES 550). */
async function awaitingPayment(applicant?: Applicant) {
  const { app } = await testContext();
  const owner = applicant ?? (await citizen('payer'));
  const id = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Payment_Confirmation');
  return { owner, id };
}

async function checkout(token: string, applicationId: string) {
  const { app } = await testContext();
  return call(app, { method: 'POST', url: '/api/payments/checkout', token, payload: { applicationId } });
}

async function openCheckout(token: string, applicationId: string): Promise<string> {
  const response = await checkout(token, applicationId);
  expect(response.status).toBe(201);
  return response.body.data.checkoutId;
}

/** Row counts of every table a confirmation may touch. */
async function snapshot() {
  const { database } = await testContext();
  const db = database.db;
  const rows = async (table: typeof payments | typeof documents | typeof applicationEvents) =>
    (await db.select({ n: count() }).from(table))[0].n;
  const byStatus = await db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
  const paidInvoices = (await db.select({ n: count() }).from(invoices).where(eq(invoices.status, 'PAID')))[0].n;
  return {
    ...(await rowCounts()),
    payments: await rows(payments),
    documents: await rows(documents),
    events: await rows(applicationEvents),
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    paidInvoices,
  };
}

async function expectUnchanged(before: Awaited<ReturnType<typeof snapshot>>) {
  expect(await snapshot()).toEqual(before);
}

const paid = (checkoutId: string, amount = FEE): Confirmation => ({
  checkoutId,
  status: 'SUCCEEDED',
  amount,
  cardLast4: '4242',
});
const declined = (checkoutId: string): Confirmation => ({
  checkoutId,
  status: 'FAILED',
  amount: FEE,
  cardLast4: '0002',
  reason: 'Your card was declined',
});

async function confirm(token: string, confirmation: Confirmation | Record<string, unknown>, signed = true) {
  const { app } = await testContext();
  const payload = signed ? (await gateway()).signed(confirmation as Confirmation) : confirmation;
  return call(app, { method: 'POST', url: '/api/payments/confirm', token, payload });
}

async function callback(confirmation: Confirmation) {
  const { app } = await testContext();
  return call(app, { method: 'POST', url: '/api/payments/callback', payload: (await gateway()).signed(confirmation) });
}

/** Everything a credit writes, for one application: it must be there exactly once. */
async function credits(applicationId: string) {
  const { database } = await testContext();
  const db = database.db;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.applicationId, applicationId));
  const succeeded = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'SUCCEEDED')));
  const receipts = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.kind, 'RECEIPT')));
  const [{ n: confirmedEvents }] = await db
    .select({ n: count() })
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.action, 'payment-confirmed')));
  const application = await current(applicationId);
  const [{ n: messages }] = await db
    .select({ n: count() })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'PAYMENT_RECEIVED'),
        eq(outbox.userId, invoice.payerId),
        like(outbox.body, `%${application.reference}%`),
      ),
    );
  const [{ n: audits }] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'payment.succeeded'), eq(auditEvents.entityId, succeeded[0]?.id ?? '-')));
  // The application's own change of status is audited too, like every other.
  const [{ n: applicationAudits }] = await db
    .select({ n: count() })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.entity, 'application'),
        eq(auditEvents.entityId, applicationId),
        eq(auditEvents.action, 'application.payment-confirmed'),
      ),
    );
  return { invoice, succeeded, receipts, confirmedEvents, messages, audits, applicationAudits, application };
}

function expectCreditedOnce(c: Awaited<ReturnType<typeof credits>>) {
  expect(c.succeeded).toHaveLength(1);
  expect(c.succeeded[0].receiptNumber).toMatch(/^RCT-\d{4}-\d{6}$/);
  expect(c.invoice.status).toBe('PAID');
  expect(c.invoice.paidAt).not.toBeNull();
  expect(c.receipts).toHaveLength(1);
  expect(c.receipts[0].number).toBe(c.succeeded[0].receiptNumber);
  expect(c.confirmedEvents).toBe(1);
  expect(c.messages).toBe(2);
  expect(c.audits).toBe(1);
  expect(c.applicationAudits).toBe(1);
  expect(c.application.status).toBe('Submitted');
  expect(c.application.stage).toBe('OFFICER');
}

describe('POST /api/payments/checkout', () => {
  it('opens a checkout for the owner: a PENDING payment for the invoice amount', async () => {
    const { database } = await testContext();
    const { owner, id } = await awaitingPayment();
    const response = await checkout(owner.token, id);
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      amount: FEE,
      currency: 'KES',
      checkoutId: expect.stringMatching(/^cs_[a-z0-9]{24}$/),
    });
    expect(response.body.data.redirectUrl).toBe(`/sandbox-gateway/checkout/${response.body.data.checkoutId}`);
    const [payment] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.checkoutId, response.body.data.checkoutId));
    expect(payment).toMatchObject({ status: 'PENDING', amount: FEE, gateway: 'SANDBOX', receiptNumber: null });
  });

  it("refuses other people's applications, staff, and applications not waiting for payment", async () => {
    const { app } = await testContext();
    const { id } = await awaitingPayment();
    const stranger = await citizen('stranger');
    const church = await tokenOf(app, 'church@demo.test');
    const officerToken = await tokenOf(app, STAFF.OFFICER);
    const before = await snapshot();
    expect((await checkout(stranger.token, id)).status).toBe(404);
    expect((await checkout(church, id)).status).toBe(404);
    const officer = await checkout(officerToken, id);
    expect(officer.status).toBe(403);
    expect((await checkout(stranger.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const malformed = await checkout(stranger.token, 'not-an-id');
    expect(malformed.status).toBe(400);
    await expectUnchanged(before);

    const owner = await citizen('payer');
    const draft = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Draft');
    const notYet = await checkout(owner.token, draft);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('This application is not waiting for payment');
    const submitted = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Submitted');
    expect((await checkout(owner.token, submitted)).status).toBe(409);
  });

  it('a new checkout closes the earlier open one', async () => {
    const { database } = await testContext();
    const { owner, id } = await awaitingPayment();
    const first = await openCheckout(owner.token, id);
    const second = await openCheckout(owner.token, id);
    const [old] = await database.db.select().from(payments).where(eq(payments.checkoutId, first));
    expect(old).toMatchObject({ status: 'FAILED', failureReason: REPLACED });
    const late = await confirm(owner.token, paid(first));
    expect(late.status).toBe(200);
    expect(late.body.data).toMatchObject({ status: 'FAILED', message: REPLACED });
    expect((await current(id)).status).toBe('Payment_Confirmation');
    expect((await confirm(owner.token, paid(second))).body.data.status).toBe('SUCCEEDED');
  });
});

describe('POST /api/payments/confirm', () => {
  it('credits a payment once however often the confirmation is replayed in a row', async () => {
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await confirm(owner.token, paid(checkoutId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const receipt = answers[0].body.data.receiptNumber;
    expect(answers[0].body.data).toMatchObject({
      status: 'SUCCEEDED',
      amount: FEE,
      currency: 'KES',
      applicationId: id,
      cardLast4: '4242',
      documentId: expect.any(String),
      message: `Payment received. Your receipt number is ${receipt}.`,
    });
    expect(new Set(answers.map((a) => a.body.data.receiptNumber))).toEqual(new Set([receipt]));
    expect(new Set(answers.map((a) => a.body.data.documentId)).size).toBe(1);
    expectCreditedOnce(await credits(id));
  });

  it("the application's move to the officer queue leaves its event and its audit entry, in the payment's transaction (security review, finding 4)", async () => {
    const { database } = await testContext();
    const { owner, id } = await awaitingPayment();
    const before = await current(id);
    const checkoutId = await openCheckout(owner.token, id);
    expect((await confirm(owner.token, paid(checkoutId))).status).toBe(200);
    const after = await current(id);
    const [entry] = await database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entity, 'application'),
          eq(auditEvents.entityId, id),
          eq(auditEvents.action, 'application.payment-confirmed'),
        ),
      );
    expect(entry).toMatchObject({
      actorId: owner.userId,
      before: { status: 'Payment_Confirmation', stage: null, assigneeId: null, version: before.version },
      after: { status: 'Submitted', stage: 'OFFICER', assigneeId: null, version: after.version },
    });
    const [event] = await database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.action, 'payment-confirmed')));
    expect(event).toMatchObject({
      actorId: owner.userId,
      fromStatus: 'Payment_Confirmation',
      toStatus: 'Submitted',
      toStage: 'OFFICER',
    });
    // One transaction wrote all three: each row's xmin is the id of the transaction that inserted it.
    const { succeeded } = await credits(id);
    const [paymentEntry] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payment.succeeded'), eq(auditEvents.entityId, succeeded[0].id)));
    const writer = async (table: typeof auditEvents | typeof applicationEvents, rowId: number | string) =>
      (
        await database.db
          .select({ tx: sql<string>`xmin::text` })
          .from(table)
          .where(eq(table.id, rowId as never))
      )[0].tx;
    const paymentTx = await writer(auditEvents, paymentEntry.id);
    expect(await writer(auditEvents, entry.id)).toBe(paymentTx);
    expect(await writer(applicationEvents, event.id)).toBe(paymentTx);
  });

  it('credits once when ten confirmations and callbacks arrive at the same time', async () => {
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        i % 2 ? callback(paid(checkoutId)) : confirm(owner.token, paid(checkoutId)),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.every((a) => a.body.data.status === 'SUCCEEDED')).toBe(true);
    const receipts = new Set(answers.filter((_, i) => i % 2 === 0).map((a) => a.body.data.receiptNumber));
    expect(receipts.size).toBe(1);
    expectCreditedOnce(await credits(id));
  });

  it('refuses a confirmation whose signature is not the gateway’s, and writes nothing', async () => {
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const genuine = (await gateway()).signed(paid(checkoutId));
    const before = await snapshot();
    const forged = [
      { ...genuine, signature: '0'.repeat(64) },
      { ...genuine, signature: 'not-hex' },
      { ...genuine, amount: 1 },
      { ...genuine, status: 'FAILED' },
      { ...genuine, cardLast4: '1111' },
      // Another checkout's id (the last character changed: never the same one, whatever it was).
      { ...genuine, checkoutId: `${checkoutId.slice(0, -1)}${checkoutId.endsWith('x') ? 'y' : 'x'}` },
      { ...genuine, status: 'PAID' },
    ];
    for (const payload of forged) {
      const response = await confirm(owner.token, payload, false);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(NOT_GENUINE);
    }
    const { app } = await testContext();
    const viaCallback = await call(app, {
      method: 'POST',
      url: '/api/payments/callback',
      payload: { ...genuine, signature: 'a'.repeat(64) },
    });
    expect(viaCallback.status).toBe(400);
    expect(viaCallback.body.message).toBe(NOT_GENUINE);
    await expectUnchanged(before);
    expect((await current(id)).status).toBe('Payment_Confirmation');
  });

  it('refuses a genuine confirmation for another amount than the invoice', async () => {
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const before = await snapshot();
    const response = await confirm(owner.token, paid(checkoutId, 55));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(AMOUNT_MISMATCH);
    expect(response.body.errors.amount).toBe('The invoice is for KES 550.00');
    await expectUnchanged(before);
    expect((await credits(id)).succeeded).toHaveLength(0);
  });

  it('a declined card answers 200 FAILED with the message; the application waits for payment; trying again works', async () => {
    const { database } = await testContext();
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const response = await confirm(owner.token, declined(checkoutId));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      status: 'FAILED',
      message: 'Your card was declined',
      applicationId: id,
      receiptNumber: null,
      documentId: null,
    });
    const [payment] = await database.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
    expect(payment).toMatchObject({ status: 'FAILED', failureReason: 'Your card was declined', cardLast4: '0002' });
    expect((await current(id)).status).toBe('Payment_Confirmation');
    expect((await credits(id)).invoice.status).toBe('UNPAID');
    // A replay of the decline, or a "success" for the same closed checkout, changes nothing.
    expect((await confirm(owner.token, declined(checkoutId))).body.data.status).toBe('FAILED');
    expect((await confirm(owner.token, paid(checkoutId))).body.data.status).toBe('FAILED');
    expect((await current(id)).status).toBe('Payment_Confirmation');

    const again = await openCheckout(owner.token, id);
    expect((await confirm(owner.token, paid(again))).body.data.status).toBe('SUCCEEDED');
    expectCreditedOnce(await credits(id));
  });

  it('only the payer confirms through the browser route; another citizen gets 404 and nothing changes', async () => {
    const { app } = await testContext();
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const stranger = await citizen('stranger');
    const finance = await tokenOf(app, STAFF.FINANCE);
    const before = await snapshot();
    expect((await confirm(stranger.token, paid(checkoutId))).status).toBe(404);
    expect((await confirm(finance, paid(checkoutId))).status).toBe(404);
    expect((await confirm(owner.token, paid('cs_aaaaaaaaaaaaaaaaaaaaaaaa'))).status).toBe(404);
    const anonymous = await call(app, {
      method: 'POST',
      url: '/api/payments/confirm',
      payload: (await gateway()).signed(paid(checkoutId)),
    });
    expect(anonymous.status).toBe(401);
    await expectUnchanged(before);
  });
});

describe('POST /api/payments/callback', () => {
  it('credits once when replayed, and the payer’s later confirmation answers the same receipt', async () => {
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await callback(paid(checkoutId)));
    expect(
      answers.every((a) => a.status === 200 && a.body.data.received === true && a.body.data.status === 'SUCCEEDED'),
    ).toBe(true);
    const fromBrowser = await confirm(owner.token, paid(checkoutId));
    expect(fromBrowser.body.data.status).toBe('SUCCEEDED');
    const c = await credits(id);
    expectCreditedOnce(c);
    expect(fromBrowser.body.data.receiptNumber).toBe(c.succeeded[0].receiptNumber);
  });

  it('a callback for an unknown checkout is a 404', async () => {
    expect((await callback(paid('cs_bbbbbbbbbbbbbbbbbbbbbbbb'))).status).toBe(404);
  });
});

describe('the sandbox checkout page', () => {
  it('shows the banner, merchant and amount; refuses other cards; pays with 4242 and returns to the area of the payer', async () => {
    const { app } = await testContext();
    const { owner, id } = await awaitingPayment();
    const checkoutId = await openCheckout(owner.token, id);
    const page = await app.inject({ method: 'GET', url: `/sandbox-gateway/checkout/${checkoutId}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('SANDBOX — test payments only, no money moves');
    expect(page.body).toContain('Office of the Registrar of Marriages');
    expect(page.body).toContain('KES 550.00');
    expect(page.body).toMatch(/<label for="cardNumber">Card number<\/label>/);

    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: `/sandbox-gateway/checkout/${checkoutId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        action: 'pay',
        cardName: 'W N Kamau',
        expiry: '12/39',
        cvc: '123',
        ...fields,
      }).toString(),
    });
    const unknown = await app.inject(form({ cardNumber: '5555 5555 5555 4444' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Use a sandbox test card');
    const expired = await app.inject(form({ cardNumber: '4242 4242 4242 4242', expiry: '01/20' }));
    expect(expired.body).toContain('This card has expired');

    const pay = await app.inject(form({ cardNumber: '4242 4242 4242 4242' }));
    expect(pay.statusCode).toBe(303);
    const location = new URL(String(pay.headers.location), 'http://portal.test');
    expect(location.pathname).toBe('/user/card-payment/complete');
    const query = Object.fromEntries(location.searchParams);
    expect(query).toMatchObject({
      checkoutId,
      status: 'SUCCEEDED',
      amount: '550.00',
      cardLast4: '4242',
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // The callback leg already credited the payment before the browser came back.
    expectCreditedOnce(await credits(id));
    const fromBrowser = await confirm(owner.token, query, false);
    expect(fromBrowser.status).toBe(200);
    expect(fromBrowser.body.data.status).toBe('SUCCEEDED');
    expectCreditedOnce(await credits(id));

    // Issue 20 #7: a second click on Pay (or a reload of the paid checkout) takes the payer to the
    // receipt with the same signed word, and credits nothing twice.
    for (const again of [
      await app.inject(form({ cardNumber: '4242 4242 4242 4242' })),
      await app.inject({ method: 'GET', url: `/sandbox-gateway/checkout/${checkoutId}` }),
    ]) {
      expect(again.statusCode).toBe(303);
      const back = new URL(String(again.headers.location), 'http://portal.test');
      expect(back.pathname).toBe('/user/card-payment/complete');
      expect(Object.fromEntries(back.searchParams)).toEqual(query);
    }
    expect((await confirm(owner.token, query, false)).body.data.status).toBe('SUCCEEDED');
    expectCreditedOnce(await credits(id));
    expect((await app.inject({ method: 'GET', url: '/sandbox-gateway/checkout/cs_nothere' })).statusCode).toBe(404);
  });

  it('declines 4000 0000 0000 0002 and sends an institution back to its own area', async () => {
    const { app } = await testContext();
    const church = await tokenOf(app, 'church@demo.test');
    const id = await applicationIn(
      app,
      { token: church, userId: '', email: 'church@demo.test' },
      'REGISTER_SEARCH',
      'Payment_Confirmation',
    );
    const checkoutId = await openCheckout(church, id);
    const pay = await app.inject({
      method: 'POST',
      url: `/sandbox-gateway/checkout/${checkoutId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'action=pay&cardName=Rev+S+Mwangi&cardNumber=4000000000000002&expiry=11%2F38&cvc=321',
    });
    expect(pay.statusCode).toBe(303);
    const location = new URL(String(pay.headers.location), 'http://portal.test');
    expect(location.pathname).toBe('/institution/card-payment/complete');
    expect(location.searchParams.get('status')).toBe('FAILED');
    expect(location.searchParams.get('reason')).toBe('Your card was declined');
    const answer = await confirm(church, Object.fromEntries(location.searchParams), false);
    expect(answer.body.data).toMatchObject({ status: 'FAILED', message: 'Your card was declined' });
    expect((await current(id)).status).toBe('Payment_Confirmation');
  });
});

/** A paid application and its receipt document. */
async function paidApplication() {
  const { owner, id } = await awaitingPayment();
  const checkoutId = await openCheckout(owner.token, id);
  const answer = await confirm(owner.token, paid(checkoutId));
  const { database } = await testContext();
  const [doc] = await database.db.select().from(documents).where(eq(documents.id, answer.body.data.documentId));
  return { owner, id, receiptNumber: answer.body.data.receiptNumber as string, doc };
}

describe('receipts and documents', () => {
  it('lists the receipt of the application and downloads its PDF for the owner, finance and the officer', async () => {
    const { app } = await testContext();
    const { owner, id, receiptNumber, doc } = await paidApplication();
    const list = await call(app, {
      method: 'GET',
      url: `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
      token: owner.token,
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('documents 0-0/1');
    expect(list.body[0]).toMatchObject({
      id: doc.id,
      kind: 'RECEIPT',
      title: 'Payment receipt',
      number: receiptNumber,
      code: doc.code,
      fileName: `receipt-${receiptNumber}.pdf`,
    });
    expect(doc.code).toMatch(/^[A-Z2-7]{20}$/);
    expect(issuedDocumentSchema.safeDecode(list.body[0]).success).toBe(true);

    for (const token of [owner.token, await tokenOf(app, STAFF.FINANCE), await tokenOf(app, STAFF.OFFICER)]) {
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/documents/${doc.id}/pdf`,
        headers: { authorization: token },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${receiptNumber}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      // The size recorded once drawn (moments after the payment, or by this first download).
      expect(pdf.rawPayload.length).toBe((await documentOf(doc.id)).size);
    }
    const receipt = await call(app, {
      method: 'GET',
      url: `/api/payments/receipts/${receiptNumber}`,
      token: owner.token,
    });
    expect(receipt.body.data).toMatchObject({ receiptNumber, amount: FEE, documentId: doc.id, status: 'SUCCEEDED' });
  });

  it('hides the receipt from another citizen and from staff who cannot read the application', async () => {
    const { app } = await testContext();
    const { id, receiptNumber, doc } = await paidApplication();
    const stranger = await citizen('stranger');
    const minister = await tokenOf(app, STAFF.MINISTER);
    for (const token of [stranger.token, minister]) {
      expect((await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf`, token })).status).toBe(404);
      expect((await call(app, { method: 'GET', url: `/api/documents/${doc.id}`, token })).status).toBe(404);
      expect(
        (
          await call(app, {
            method: 'GET',
            url: `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
            token,
          })
        ).status,
      ).toBe(404);
      expect((await call(app, { method: 'GET', url: `/api/payments/receipts/${receiptNumber}`, token })).status).toBe(
        404,
      );
    }
    expect((await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf` })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/documents', token: stranger.token })).status).toBe(400);
  });

  it('verifies a genuine receipt publicly, without personal data; says so for an unknown code', async () => {
    const { app } = await testContext();
    const { doc, receiptNumber } = await paidApplication();
    const genuine = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
    expect(genuine.status).toBe(200);
    expect(genuine.body.data).toEqual({
      genuine: true,
      kind: 'RECEIPT',
      title: 'Payment receipt',
      number: receiptNumber,
      issuer: 'Office of the Registrar of Marriages',
      issuedAt: doc.issuedAt.toISOString(),
      revoked: false,
      revokedAt: null,
      revokedReason: null,
      superseded: false,
      supersededAt: null,
      supersededByNumber: null,
    });
    const typed = await call(app, {
      method: 'GET',
      url: `/api/verify/${doc.code.toLowerCase().replace(/(.{4})/g, '$1-')}`,
    });
    expect(typed.status).toBe(200);
    for (const code of ['AAAAAAAAAAAAAAAAAAAA', 'nonsense', '1']) {
      const unknown = await call(app, { method: 'GET', url: `/api/verify/${code}` });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ message: 'We have no document with this code', data: { genuine: false } });
    }
  });

  it('the Registrar General revokes a document; verify then says so', async () => {
    const { app, database } = await testContext();
    const { doc } = await paidApplication();
    const url = `/api/documents/${doc.id}/revoke`;
    for (const email of [STAFF.OFFICER, STAFF.ADMIN, STAFF.FINANCE]) {
      expect(
        (
          await call(app, {
            method: 'POST',
            url,
            token: await tokenOf(app, email),
            payload: { reason: 'Issued in error' },
          })
        ).status,
      ).toBe(403);
    }
    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    const empty = await call(app, { method: 'POST', url, token: rg, payload: { reason: '  ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.errors.reason).toBe('Give the reason');
    const revoked = await call(app, {
      method: 'POST',
      url,
      token: rg,
      payload: { reason: 'Payment reversed by the bank' },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({ id: doc.id, revokedReason: 'Payment reversed by the bank' });
    const again = await call(app, { method: 'POST', url, token: rg, payload: { reason: 'Again' } });
    expect(again.status).toBe(409);
    const check = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
    expect(check.body.data).toMatchObject({
      genuine: true,
      revoked: true,
      revokedReason: 'Payment reversed by the bank',
      revokedAt: expect.any(String),
    });
    const audits = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, doc.id), eq(auditEvents.action, 'document.revoked')));
    expect(audits).toHaveLength(1);
  });
});

describe('billing lists', () => {
  it('GET /api/transactions: finance, admin and the Registrar General read; others are refused', async () => {
    const { app } = await testContext();
    const { receiptNumber, id } = await paidApplication();
    for (const email of [STAFF.FINANCE, STAFF.ADMIN, STAFF.REGISTRAR_GENERAL]) {
      const list = await call(app, {
        method: 'GET',
        url: `/api/transactions?filter=${encodeURIComponent(JSON.stringify({ q: receiptNumber }))}`,
        token: await tokenOf(app, email),
      });
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('transactions 0-0/1');
      expect(list.body[0]).toMatchObject({
        receiptNumber,
        status: 'SUCCEEDED',
        amount: FEE,
        serviceCode: 'REGISTER_SEARCH',
        applicationId: id,
        reference: expect.stringMatching(/^RS-/),
        invoiceNumber: expect.stringMatching(/^INV-RS-/),
      });
    }
    const stranger = await citizen('stranger');
    for (const token of [
      stranger.token,
      await tokenOf(app, STAFF.OFFICER),
      await tokenOf(app, STAFF.MINISTER),
      await tokenOf(app, 'church@demo.test'),
    ]) {
      expect((await call(app, { method: 'GET', url: '/api/transactions', token })).status).toBe(403);
    }
    expect((await call(app, { method: 'GET', url: '/api/transactions' })).status).toBe(401);
  });

  it('filters transactions by status, service, dates and text; sorts; refuses unknown sorts', async () => {
    const { app, clock } = await testContext();
    const finance = await tokenOf(app, STAFF.FINANCE);
    const list = (filter: object, extra = '') =>
      call(app, {
        method: 'GET',
        url: `/api/transactions?filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`,
        token: finance,
      });
    const failed = await list({ status: 'FAILED' });
    expect(failed.status).toBe(200);
    expect(failed.body.length).toBeGreaterThan(0);
    expect(failed.body.every((t: { status: string }) => t.status === 'FAILED')).toBe(true);
    expect((await list({ serviceCode: 'MARRIAGE_NOTICE', q: 'RS-' })).body).toEqual([]);
    // The payments of this file were made "today" by the app's clock, a Nairobi day (from 21:00 UTC it is tomorrow there).
    const today = nairobiToday(clock);
    const dated = await list({ from: today, to: today, serviceCode: 'REGISTER_SEARCH' });
    expect(dated.body.length).toBeGreaterThan(0);
    expect(dated.body.every((t: { createdAt: string }) => nairobiDate(t.createdAt) === today)).toBe(true);
    expect((await list({ to: '2000-01-01' })).body).toEqual([]);
    const sorted = await list(
      { status: 'SUCCEEDED' },
      `&sort=${encodeURIComponent('["receiptNumber","ASC"]')}&range=${encodeURIComponent('[0,4]')}`,
    );
    const numbers = sorted.body.map((t: { receiptNumber: string }) => t.receiptNumber);
    expect(numbers).toEqual([...numbers].sort());
    expect((await list({}, `&sort=${encodeURIComponent('["payerName","ASC"]')}`)).status).toBe(400);
  });

  it('GET /api/invoices: billing reads all; the applicant reads the invoices of their own application', async () => {
    const { app } = await testContext();
    const { owner, id } = await awaitingPayment();
    const own = await call(app, {
      method: 'GET',
      url: `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
      token: owner.token,
    });
    expect(own.status).toBe(200);
    expect(own.body).toHaveLength(1);
    expect(own.body[0]).toMatchObject({
      applicationId: id,
      status: 'UNPAID',
      amount: FEE,
      lines: [expect.objectContaining({ code: 'REGISTER_SEARCH', taxHeads: expect.any(Array) })],
    });
    expect((await call(app, { method: 'GET', url: '/api/invoices', token: owner.token })).status).toBe(400);
    const stranger = await citizen('stranger');
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
          token: stranger.token,
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(app, { method: 'GET', url: '/api/invoices', token: await tokenOf(app, STAFF.OFFICER) })).status,
    ).toBe(403);
    const all = await call(app, {
      method: 'GET',
      url: `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ status: 'UNPAID', applicationId: id }))}`,
      token: await tokenOf(app, STAFF.FINANCE),
    });
    expect(all.status).toBe(200);
    expect(all.body).toHaveLength(1);
  });
});

describe('seedDemoReceipt (demo data)', () => {
  it('pays an application waiting for payment as the sandbox would, once', async () => {
    const { app, database } = await testContext();
    const { id } = await awaitingPayment();
    const deps = { files: app.files, applications: app.applications, publicUrl: app.config.publicUrl };
    const receipt = await seedDemoReceipt(database.db, deps, id);
    expect(receipt).toMatch(/^RCT-\d{4}-\d{6}$/);
    expect(await seedDemoReceipt(database.db, deps, id)).toBeNull();
    const c = await credits(id);
    expectCreditedOnce(c);
    expect(c.succeeded[0]).toMatchObject({ gateway: 'SANDBOX', cardLast4: '4242', receiptNumber: receipt });
    expect((await call(app, { method: 'GET', url: `/api/verify/${c.receipts[0].code}` })).status).toBe(200);
  });
});
