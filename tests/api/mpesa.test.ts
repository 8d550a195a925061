import { and, count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { AdjustableClock } from '../../src/server/clock.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import {
  applicationEvents,
  auditEvents,
  documents,
  invoices,
  outbox,
  payments,
  users,
} from '../../src/server/db/schema/index.js';
import { SandboxGateway } from '../../src/server/modules/payments/gateway.js';
import {
  GatewayUnavailable,
  MPESA_PHONE_MESSAGE,
  MPESA_RESULT_MESSAGES,
  MPESA_UNAVAILABLE,
  MpesaGateway,
  WHOLE_SHILLINGS_MESSAGE,
} from '../../src/server/modules/payments/mpesa.js';
import {
  ACCOUNT_PHONE_NOT_MPESA,
  PUSH_PENDING_MESSAGE,
  PUSH_STILL_OPEN,
} from '../../src/server/modules/payments/service.js';
import { applicationIn, current, newCitizen, type Applicant } from './app-support.js';
import { DarajaStub, type StkPush } from './daraja-stub.js';
import { call, PRODUCTION_KEYS, PRODUCTION_PAYMENTS, rowCounts, testContext } from './helpers.js';

/**
 * M-Pesa Express (issue "Ready to run for real"): the portal against a local stub of Daraja that
 * checks every request against the published contract. A callback is only recorded; the status
 * query's ResultCode 0, with the amount equal to the invoice, credits, and only once.
 */
const FEE = 550;
const CREDENTIALS = {
  consumerKey: 'stub-consumer-key',
  consumerSecret: 'stub-consumer-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};
const CALLBACK_TOKEN = 'cb-token-0123456789abcdef0123456789';
const stub = new DarajaStub(CREDENTIALS);
const clock = new AdjustableClock();
let app: FastifyInstance;

function mpesaEnv(jwtSecret: string) {
  return {
    DATA_DIR: `/tmp/marriages-api-tests-${process.pid}`,
    JWT_SECRET: jwtSecret,
    AUTH_RATE_LIMIT: '1000',
    PUBLIC_URL: 'http://portal.test',
    PAYMENT_GATEWAY: 'mpesa',
    MPESA_BASE_URL: stub.url,
    MPESA_CONSUMER_KEY: CREDENTIALS.consumerKey,
    MPESA_CONSUMER_SECRET: CREDENTIALS.consumerSecret,
    MPESA_SHORTCODE: CREDENTIALS.shortcode,
    MPESA_PASSKEY: CREDENTIALS.passkey,
    MPESA_CALLBACK_TOKEN: CALLBACK_TOKEN,
  };
}

beforeAll(async () => {
  await stub.start();
  const tests = await testContext();
  app = await buildApp({
    config: loadConfig(mpesaEnv(tests.app.config.jwtSecret)),
    database: tests.database,
    clock,
    lapsingSweepMs: null,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await stub.stop();
});

beforeEach(() => {
  stub.pushFailure = null;
});

let payer: Promise<Applicant> | null = null;
async function citizen() {
  const tests = await testContext();
  payer ??= newCitizen(tests.app);
  return payer;
}

async function awaitingPayment() {
  const tests = await testContext();
  const owner = await citizen();
  return { owner, id: await applicationIn(tests.app, owner, 'REGISTER_SEARCH', 'Payment_Confirmation') };
}

async function accountPhone(owner: Applicant) {
  const me = await call(app, { method: 'GET', url: '/api/users/me', token: owner.token });
  return String(me.body.data.phone).replace(/^\+/, '');
}

/** Checkout with M-Pesa: the push reached the stub; answers the checkout and the push. */
async function pushed(owner: Applicant, applicationId: string, phone?: string): Promise<{ data: any; push: StkPush }> {
  const before = stub.pushes.length;
  const response = await call(app, {
    method: 'POST',
    url: '/api/payments/checkout',
    token: owner.token,
    payload: { applicationId, ...(phone ? { phone } : {}) },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  expect(stub.pushes).toHaveLength(before + 1);
  return { data: response.body.data, push: stub.pushes.at(-1)! };
}

const callback = (body: unknown, token = CALLBACK_TOKEN) =>
  call(app, { method: 'POST', url: `/api/payments/mpesa/callback/${token}`, payload: body as Record<string, unknown> });
const status = (owner: Applicant, paymentId: string) =>
  call(app, { method: 'GET', url: `/api/payments/${paymentId}/status`, token: owner.token });
const paymentRow = async (id: string) =>
  (await (await testContext()).database.db.select().from(payments).where(eq(payments.id, id)))[0];

/** Everything a credit writes for one application. */
async function credits(applicationId: string) {
  const db = (await testContext()).database.db;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.applicationId, applicationId));
  const succeeded = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoice.id), eq(payments.status, 'SUCCEEDED')));
  const receipts = await db
    .select()
    .from(documents)
    .where(and(eq(documents.applicationId, applicationId), eq(documents.kind, 'RECEIPT')));
  const [{ n: events }] = await db
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
  return { invoice, succeeded, receipts, events, messages, application };
}

async function snapshot() {
  const db = (await testContext()).database.db;
  const byStatus = await db.select({ status: payments.status, n: count() }).from(payments).groupBy(payments.status);
  const [{ n: docs }] = await db.select({ n: count() }).from(documents);
  const [{ n: paid }] = await db.select({ n: count() }).from(invoices).where(eq(invoices.status, 'PAID'));
  const callbacks = await db
    .select({ id: payments.id, cb: payments.gatewayCallback })
    .from(payments)
    .where(eq(payments.gateway, 'MPESA'));
  return {
    ...(await rowCounts()),
    byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    docs,
    paid,
    callbacks,
  };
}

describe('PAYMENT_GATEWAY: the sandbox only outside production', () => {
  const base = { DATA_DIR: '/tmp/marriages-api-tests', JWT_SECRET: 'production-secret-production-secret-0123456789' };

  it('defaults to the sandbox outside production; production has no default and refuses the sandbox', () => {
    expect(loadConfig(base).PAYMENT_GATEWAY).toBe('sandbox');
    const production = { ...base, NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example' };
    expect(() => loadConfig(production)).toThrow(
      'PAYMENT_GATEWAY: PAYMENT_GATEWAY must be set when NODE_ENV=production: set PAYMENT_GATEWAY=mpesa and the MPESA_* settings',
    );
    expect(() =>
      loadConfig({ ...production, ...PRODUCTION_PAYMENTS, ...PRODUCTION_KEYS, PAYMENT_GATEWAY: 'sandbox' }),
    ).toThrow(
      'PAYMENT_GATEWAY: PAYMENT_GATEWAY=sandbox takes test cards and moves no money, and is refused when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...base, PAYMENT_GATEWAY: 'paypal' })).toThrow(
      'PAYMENT_GATEWAY must be sandbox or mpesa',
    );
    expect(loadConfig({ ...production, ...PRODUCTION_PAYMENTS, ...PRODUCTION_KEYS }).PAYMENT_GATEWAY).toBe('mpesa');
  });

  it('M-Pesa needs every one of its settings, an https address in production, and a long callback token', () => {
    let refusal: unknown = null;
    try {
      loadConfig({ ...base, PAYMENT_GATEWAY: 'mpesa' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ConfigError);
    const message = (refusal as Error).message;
    for (const name of [
      'MPESA_CONSUMER_KEY',
      'MPESA_CONSUMER_SECRET',
      'MPESA_SHORTCODE',
      'MPESA_PASSKEY',
      'MPESA_CALLBACK_TOKEN',
      'PUBLIC_URL',
    ]) {
      expect(message).toContain(`${name}: ${name} is required when PAYMENT_GATEWAY=mpesa`);
    }
    expect(() =>
      loadConfig({
        ...base,
        ...PRODUCTION_PAYMENTS,
        ...PRODUCTION_KEYS,
        NODE_ENV: 'production',
        PUBLIC_URL: 'http://portal.example',
      }),
    ).toThrow('PUBLIC_URL must start with https:// when NODE_ENV=production');
    expect(() =>
      loadConfig({
        ...base,
        ...PRODUCTION_PAYMENTS,
        ...PRODUCTION_KEYS,
        PUBLIC_URL: 'http://portal.example',
        MPESA_CALLBACK_TOKEN: 'short',
      }),
    ).toThrow('MPESA_CALLBACK_TOKEN must be 24-128 letters');
    expect(
      loadConfig({ ...base, ...PRODUCTION_PAYMENTS, ...PRODUCTION_KEYS, PUBLIC_URL: 'http://portal.example' })
        .MPESA_BASE_URL,
    ).toBe('https://mpesa.invalid');
    expect(
      loadConfig({
        ...base,
        ...PRODUCTION_PAYMENTS,
        ...PRODUCTION_KEYS,
        MPESA_BASE_URL: '',
        PUBLIC_URL: 'http://portal.example',
      }).MPESA_BASE_URL,
    ).toBe('https://api.safaricom.co.ke');
  });

  it('serves the sandbox checkout pages outside production, never in production (404), whichever gateway is passed', async () => {
    const tests = await testContext();
    const page = '/sandbox-gateway/checkout/cs_aaaaaaaaaaaaaaaaaaaaaaaa';
    // Development: the sandbox's own page (here: "No such checkout", as this id is made up).
    const development = await buildApp({
      config: loadConfig(base),
      database: tests.database,
      clock,
      lapsingSweepMs: null,
    });
    try {
      const response = await call(development, { method: 'GET', url: page });
      expect(response.status).toBe(404);
      expect(String(response.body)).toContain('No such checkout');
    } finally {
      await development.close();
    }
    const config = loadConfig({
      ...base,
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://portal.example',
      ...PRODUCTION_PAYMENTS,
      ...PRODUCTION_KEYS,
    });
    for (const paymentGateway of [undefined, new SandboxGateway('s'.repeat(40))]) {
      const production = await buildApp({
        config,
        database: tests.database,
        clock,
        lapsingSweepMs: null,
        ...(paymentGateway ? { paymentGateway } : {}),
      });
      try {
        const response = await call(production, { method: 'GET', url: page });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(`No such API route: GET ${page}`);
        expect((await call(production, { method: 'POST', url: page, payload: {} })).status).toBe(404);
      } finally {
        await production.close();
      }
    }
  });
});

describe('M-Pesa Express against the Daraja contract', () => {
  it('success: the push to the account phone, the callback and the status query credit once; the receipt names M-Pesa', async () => {
    const { owner, id } = await awaitingPayment();
    const oauthBefore = stub.tokenRequests;
    const { data, push } = await pushed(owner, id);
    expect(data).toMatchObject({
      status: 'PENDING',
      amount: FEE,
      currency: 'KES',
      checkoutId: push.checkoutId,
      redirectUrl: `/user/mpesa-payment/${data.paymentId}`,
    });
    expect(data.message).toMatch(/^Check your phone \(07\d{2} XXX X\d{2}\): enter your M-Pesa PIN to pay KES 550/);
    const phone = await accountPhone(owner);
    expect(push.body).toMatchObject({
      Amount: FEE,
      PartyA: phone,
      PhoneNumber: phone,
      PartyB: CREDENTIALS.shortcode,
      TransactionType: 'CustomerPayBillOnline',
      CallBackURL: `http://portal.test/api/payments/mpesa/callback/${CALLBACK_TOKEN}`,
    });
    const [invoice] = await (await testContext()).database.db
      .select()
      .from(invoices)
      .where(eq(invoices.applicationId, id));
    expect(String(push.body.AccountReference)).toBe(invoice.number.replace(/[^A-Za-z0-9]/g, '').slice(-12));
    expect(stub.tokenRequests - oauthBefore).toBeLessThanOrEqual(1);

    // Waiting: the payer's poll says so, without asking M-Pesa in the first 20 seconds.
    const queriesBefore = stub.queries.length;
    const waiting = await status(owner, data.paymentId);
    expect(waiting.body.data).toMatchObject({ status: 'PENDING', message: PUSH_PENDING_MESSAGE, gateway: 'MPESA' });
    expect(stub.queries.length).toBe(queriesBefore);

    stub.answers.set(push.checkoutId, {
      kind: 'result',
      code: 0,
      desc: 'The service request is processed successfully.',
    });
    const answered = await callback(
      stub.callback(push, 0, 'The service request is processed successfully.', {
        amount: FEE,
        receipt: 'TKR4ABC123',
        phone,
      }),
    );
    expect(answered).toMatchObject({ status: 200, body: { ResultCode: 0, ResultDesc: 'Accepted' } });
    expect(stub.queries).toContain(push.checkoutId);

    const c = await credits(id);
    expect(c.succeeded).toHaveLength(1);
    expect(c.succeeded[0]).toMatchObject({
      gateway: 'MPESA',
      gatewayReceipt: 'TKR4ABC123',
      payerPhone: phone,
      receiptNumber: expect.stringMatching(/^RCT-\d{4}-\d{6}$/),
    });
    expect(c.invoice.status).toBe('PAID');
    expect(c.receipts).toHaveLength(1);
    expect(c.events).toBe(1);
    expect(c.messages).toBe(2);
    expect(c.application).toMatchObject({ status: 'Submitted', stage: 'OFFICER' });

    const done = await status(owner, data.paymentId);
    expect(done.body.data).toMatchObject({
      status: 'SUCCEEDED',
      gateway: 'MPESA',
      gatewayReceipt: 'TKR4ABC123',
      receiptNumber: c.succeeded[0].receiptNumber,
      documentId: c.receipts[0].id,
    });
    expect(done.body.data.message).toBe(
      `Payment received. Your receipt number is ${c.succeeded[0].receiptNumber}. M-Pesa receipt: TKR4ABC123.`,
    );
    const receipt = await call(app, {
      method: 'GET',
      url: `/api/payments/receipts/${c.succeeded[0].receiptNumber}`,
      token: owner.token,
    });
    expect(receipt.body.data).toMatchObject({ gateway: 'MPESA', gatewayReceipt: 'TKR4ABC123' });
    expect(stub.problems).toEqual([]);
  });

  it('cancelled by the user (1032): FAILED with the words, nothing credited, and a new prompt may go out', async () => {
    const { owner, id } = await awaitingPayment();
    const { data, push } = await pushed(owner, id);
    stub.answers.set(push.checkoutId, { kind: 'result', code: 1032, desc: 'Request cancelled by user' });
    expect((await callback(stub.callback(push, 1032, 'Request cancelled by user'))).status).toBe(200);
    const outcome = await status(owner, data.paymentId);
    expect(outcome.body.data).toMatchObject({
      status: 'FAILED',
      message: MPESA_RESULT_MESSAGES[1032],
      receiptNumber: null,
    });
    const c = await credits(id);
    expect(c.succeeded).toHaveLength(0);
    expect(c.invoice.status).toBe('UNPAID');
    expect(c.application.status).toBe('Payment_Confirmation');
    // Trying again is allowed: the earlier prompt is over.
    await pushed(owner, id, '0722 000 111');
    expect(stub.pushes.at(-1)!.body.PhoneNumber).toBe('254722000111');
    expect(stub.problems).toEqual([]);
  });

  it('no callback (phone unreachable): after 20 s the payer\'s poll asks the status query; "being processed" waits, 1037 ends FAILED', async () => {
    const { owner, id } = await awaitingPayment();
    const { data, push } = await pushed(owner, id);
    // While a prompt is open no second one goes out.
    const second = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: owner.token,
      payload: { applicationId: id },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(PUSH_STILL_OPEN);
    clock.advance(25_000);
    const queries = stub.queries.length;
    expect((await status(owner, data.paymentId)).body.data.status).toBe('PENDING');
    expect(stub.queries.length).toBe(queries + 1);
    // M-Pesa unreachable: still pending, no error for the payer.
    stub.answers.set(push.checkoutId, { kind: 'down' });
    expect((await status(owner, data.paymentId)).body.data.status).toBe('PENDING');
    stub.answers.set(push.checkoutId, { kind: 'result', code: 1037, desc: 'DS timeout user cannot be reached' });
    const failed = await status(owner, data.paymentId);
    expect(failed.body.data).toMatchObject({ status: 'FAILED', message: MPESA_RESULT_MESSAGES[1037] });
    expect((await credits(id)).succeeded).toHaveLength(0);
    expect(stub.problems).toEqual([]);
  });

  it('a payment still pending after a minute is settled by the scheduled sweep through the status query', async () => {
    const { owner, id } = await awaitingPayment();
    const { data, push } = await pushed(owner, id);
    stub.answers.set(push.checkoutId, {
      kind: 'result',
      code: 0,
      desc: 'The service request is processed successfully.',
    });
    expect(await app.payments.reconcileStale()).toBe(0);
    clock.advance(61_000);
    expect(await app.payments.reconcileStale()).toBeGreaterThanOrEqual(1);
    const c = await credits(id);
    expect(c.succeeded).toHaveLength(1);
    // No callback came: the M-Pesa receipt number is not known, the credit is the query's.
    expect(c.succeeded[0].gatewayReceipt).toBeNull();
    expect((await status(owner, data.paymentId)).body.data.status).toBe('SUCCEEDED');
  });

  it('a duplicate callback (and a second query) credits once', async () => {
    const { owner, id } = await awaitingPayment();
    const { data, push } = await pushed(owner, id);
    const phone = await accountPhone(owner);
    stub.answers.set(push.checkoutId, {
      kind: 'result',
      code: 0,
      desc: 'The service request is processed successfully.',
    });
    const body = stub.callback(push, 0, 'The service request is processed successfully.', {
      amount: FEE,
      receipt: 'TKR4DUP001',
      phone,
    });
    const answers = await Promise.all([callback(body), callback(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await callback(body)).status).toBe(200);
    clock.advance(25_000);
    await status(owner, data.paymentId);
    const c = await credits(id);
    expect(c.succeeded).toHaveLength(1);
    expect(c.receipts).toHaveLength(1);
    expect(c.events).toBe(1);
    expect(c.messages).toBe(2);
    const db = (await testContext()).database.db;
    const [{ n: audits }] = await db
      .select({ n: count() })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payment.succeeded'), eq(auditEvents.entityId, data.paymentId)));
    expect(audits).toBe(1);
  });

  it('a wrong amount never credits: FAILED, flagged for the registry', async () => {
    const { owner, id } = await awaitingPayment();
    const { data, push } = await pushed(owner, id);
    stub.answers.set(push.checkoutId, {
      kind: 'result',
      code: 0,
      desc: 'The service request is processed successfully.',
    });
    await callback(
      stub.callback(push, 0, 'The service request is processed successfully.', {
        amount: 1,
        receipt: 'TKR4LOW001',
        phone: await accountPhone(owner),
      }),
    );
    const outcome = await status(owner, data.paymentId);
    expect(outcome.body.data.status).toBe('FAILED');
    expect(outcome.body.data.message).toBe(
      'The amount paid does not match the invoice: M-Pesa reports KES 1.00, the invoice is for KES 550.00. Nothing was credited; the registry will look into it.',
    );
    const c = await credits(id);
    expect(c.succeeded).toHaveLength(0);
    expect(c.invoice.status).toBe('UNPAID');
    expect(c.receipts).toHaveLength(0);
    const db = (await testContext()).database.db;
    const [flag] = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'payment.flagged'), eq(auditEvents.entityId, data.paymentId)));
    expect(flag.after).toMatchObject({ reported: 1, invoiced: FEE, receipt: 'TKR4LOW001' });
    expect((await paymentRow(data.paymentId)).gatewayCallback).toMatchObject({ amount: 1, receipt: 'TKR4LOW001' });
  });

  it('a forged callback for an unknown CheckoutRequestID changes nothing; a wrong token is 404', async () => {
    const before = await snapshot();
    const queries = stub.queries.length;
    const forged = stub.callback(
      { checkoutId: 'ws_CO_000000000000000forged', merchantRequestId: 'x-1-1' },
      0,
      'The service request is processed successfully.',
      { amount: FEE, receipt: 'FORGED0001', phone: '254722000111' },
    );
    expect((await callback(forged)).status).toBe(200);
    expect((await callback({ not: 'a callback' })).status).toBe(200);
    expect(stub.queries.length).toBe(queries);
    expect(await snapshot()).toEqual(before);

    const { owner, id } = await awaitingPayment();
    const { push } = await pushed(owner, id);
    stub.answers.set(push.checkoutId, { kind: 'result', code: 0, desc: 'ok' });
    const genuine = stub.callback(push, 0, 'ok', {
      amount: FEE,
      receipt: 'TKR4TOK001',
      phone: await accountPhone(owner),
    });
    const wrong = await callback(genuine, 'cb-token-0123456789abcdef012345678X');
    expect(wrong.status).toBe(404);
    expect((await callback(genuine, 'short')).status).toBe(404);
    expect((await credits(id)).succeeded).toHaveLength(0);
    expect((await paymentRow(await pendingOf(id))).gatewayCallback).toBeNull();
    // The sandbox portal has no M-Pesa callback at all.
    const tests = await testContext();
    expect(
      (
        await call(tests.app, {
          method: 'POST',
          url: `/api/payments/mpesa/callback/${CALLBACK_TOKEN}`,
          payload: genuine,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses a phone that is not a Kenyan mobile, an account phone that is not one, a fee with cents; M-Pesa down is a 502 and nothing is taken', async () => {
    const { owner, id } = await awaitingPayment();
    const pushes = stub.pushes.length;
    for (const phone of ['0201234567', '+255712345678', 'not a phone']) {
      const response = await call(app, {
        method: 'POST',
        url: '/api/payments/checkout',
        token: owner.token,
        payload: { applicationId: id, phone },
      });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ phone: MPESA_PHONE_MESSAGE });
    }
    const db = (await testContext()).database.db;
    const tests = await testContext();
    const foreign = await newCitizen(tests.app);
    await db.update(users).set({ phone: '+447700900123' }).where(eq(users.id, foreign.userId));
    const foreignApp = await applicationIn(tests.app, foreign, 'REGISTER_SEARCH', 'Payment_Confirmation');
    const noPhone = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: foreign.token,
      payload: { applicationId: foreignApp },
    });
    expect(noPhone.status).toBe(400);
    expect(noPhone.body.errors).toEqual({ phone: ACCOUNT_PHONE_NOT_MPESA });

    await db.update(invoices).set({ amount: 550.5 }).where(eq(invoices.applicationId, id));
    const cents = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: owner.token,
      payload: { applicationId: id },
    });
    expect(cents.status).toBe(409);
    expect(cents.body.message).toBe(WHOLE_SHILLINGS_MESSAGE);
    expect(stub.pushes.length).toBe(pushes);
    await db.update(invoices).set({ amount: FEE }).where(eq(invoices.applicationId, id));

    stub.pushFailure = 500;
    const down = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: owner.token,
      payload: { applicationId: id },
    });
    expect(down.status).toBe(502);
    expect(down.body.message).toBe(MPESA_UNAVAILABLE);
    const [invoice] = await db.select().from(invoices).where(eq(invoices.applicationId, id));
    const rows = await db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows.map((r) => r.status)).toEqual(['FAILED']);
  });

  it("only the payer sees a payment's status", async () => {
    const { owner, id } = await awaitingPayment();
    const { data } = await pushed(owner, id);
    const tests = await testContext();
    const stranger = await newCitizen(tests.app);
    expect((await status(stranger, data.paymentId)).status).toBe(404);
    expect((await status(stranger, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await status(owner, data.paymentId)).status).toBe(200);
  });

  it('OAuth: basic auth with the consumer key and secret; the token is kept until shortly before it expires', async () => {
    let now = new Date();
    const settings = {
      baseUrl: stub.url,
      ...CREDENTIALS,
      callbackToken: CALLBACK_TOKEN,
      publicUrl: 'http://portal.test',
      now: () => now,
    };
    const gateway = new MpesaGateway(settings);
    const before = stub.tokenRequests;
    const first = await gateway.accessToken();
    expect(await gateway.accessToken()).toBe(first);
    now = new Date(now.getTime() + 3_500_000);
    expect(await gateway.accessToken()).toBe(first);
    now = new Date(now.getTime() + 60_000);
    expect(await gateway.accessToken()).not.toBe(first);
    expect(stub.tokenRequests - before).toBe(2);
    const wrong = new MpesaGateway({ ...settings, consumerSecret: 'wrong', now: () => new Date() });
    await expect(wrong.accessToken()).rejects.toBeInstanceOf(GatewayUnavailable);
    // A server that does not answer in time is M-Pesa unavailable, not a hang.
    const slow = new MpesaGateway({
      ...settings,
      baseUrl: 'http://10.255.255.1',
      timeoutMs: 200,
      now: () => new Date(),
    });
    await expect(slow.accessToken()).rejects.toBeInstanceOf(GatewayUnavailable);
  });
});

/** The newest payment of an application's invoice. */
async function pendingOf(applicationId: string): Promise<string> {
  const db = (await testContext()).database.db;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.applicationId, applicationId));
  const rows = await db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
  return rows.at(-1)!.id;
}
