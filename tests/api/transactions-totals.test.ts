// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, invoices, payments } from '../../src/server/db/schema/index.js';
import { transactionTotalsAnswer } from '../../src/shared/contracts/billing.js';
import { signedInUser, testContext } from './helpers.js';
import { as, listPath, signInAll, type Who } from './settings-support.js';

/**
 * GET /api/transactions/totals: the totals of the set GET /api/transactions selects with the same
 * filter, counted here by hand from fixtures filed on Nairobi days long past (2024), so no other
 * test's payments fall in them.
 */

const tag = randomBytes(4).toString('hex').toUpperCase();
const invoiceNumber = `INV-TOT-${tag}`;
const otherInvoiceNumber = `INV-TOX-${tag}`;
let applicationIds: string[] = [];

/** A payment at a Nairobi wall-clock time, given as UTC by hand (EAT = UTC + 3 h). */
const FIXTURES = [
  // 5 March 2024 in Nairobi, from its first minutes (00:15 EAT = 21:15 UTC on the 4th) to its last.
  { at: '2024-03-04T21:15:00Z', amount: 3300, status: 'SUCCEEDED', receipt: true },
  { at: '2024-03-05T09:00:00Z', amount: 1050.5, status: 'SUCCEEDED', receipt: true },
  { at: '2024-03-05T12:00:00Z', amount: 550, status: 'FAILED', receipt: false },
  { at: '2024-03-05T20:59:00Z', amount: 3300, status: 'PENDING', receipt: false },
  // 6 March in Nairobi (00:10 EAT), though still 5 March in UTC.
  { at: '2024-03-05T21:10:00Z', amount: 999, status: 'SUCCEEDED', receipt: true },
  // 4 March in Nairobi (23:50 EAT).
  { at: '2024-03-04T20:50:00Z', amount: 120, status: 'FAILED', receipt: false },
] as const;

beforeAll(async () => {
  await signInAll();
  const { app, database } = await testContext();
  const { db } = database;
  const payer = await signedInUser(app);
  const made = await db
    .insert(applications)
    .values([
      {
        reference: `TOT-${tag}-1`,
        trackingId: `TT${tag}1`,
        serviceCode: 'MARRIAGE_NOTICE',
        applicantId: payer.userId,
        formData: {},
        status: 'Draft',
      },
      {
        reference: `TOT-${tag}-2`,
        trackingId: `TT${tag}2`,
        serviceCode: 'CERTIFIED_COPY',
        applicantId: payer.userId,
        formData: {},
        status: 'Draft',
      },
    ])
    .returning();
  applicationIds = made.map((a) => a.id);
  const [invoice, other] = await db
    .insert(invoices)
    .values([
      {
        number: invoiceNumber,
        applicationId: made[0].id,
        payerId: payer.userId,
        amount: 3300,
        lines: [],
        status: 'CANCELLED',
      },
      {
        number: otherInvoiceNumber,
        applicationId: made[1].id,
        payerId: payer.userId,
        amount: 1050,
        lines: [],
        status: 'CANCELLED',
      },
    ])
    .returning();
  await db.insert(payments).values([
    ...FIXTURES.map((f, i) => ({
      invoiceId: invoice.id,
      gateway: 'SANDBOX',
      checkoutId: `cs_tot${tag}${i}`,
      amount: f.amount,
      status: f.status,
      createdAt: new Date(f.at),
      receiptNumber: f.receipt ? `RCT-T${tag}-${i}` : null,
    })),
    // Same Nairobi day, another service.
    {
      invoiceId: other.id,
      gateway: 'SANDBOX',
      checkoutId: `cs_tox${tag}`,
      amount: 1050,
      status: 'SUCCEEDED' as const,
      createdAt: new Date('2024-03-05T10:00:00Z'),
      receiptNumber: `RCT-X${tag}`,
    },
  ]);
});

afterAll(async () => {
  const { db } = (await testContext()).database;
  const ids = (
    await db.select({ id: invoices.id }).from(invoices).where(inArray(invoices.applicationId, applicationIds))
  ).map((r) => r.id);
  if (ids.length) await db.delete(payments).where(inArray(payments.invoiceId, ids));
  if (ids.length) await db.delete(invoices).where(inArray(invoices.id, ids));
  for (const id of applicationIds) await db.delete(applications).where(eq(applications.id, id));
});

const totals = (filter: Record<string, unknown>, who: Who = 'FINANCE') =>
  as(who, 'GET', listPath('transactions/totals', { filter }));
const listTotal = async (filter: Record<string, unknown>) => {
  const response = await as('FINANCE', 'GET', listPath('transactions', { filter, range: [0, 4] }));
  return Number(String(response.headers['content-range']).split('/')[1]);
};

describe('GET /api/transactions/totals', () => {
  it('counts one Nairobi day: every payment of it, what succeeded and its sum, what failed', async () => {
    const filter = { from: '2024-03-05', to: '2024-03-05' };
    const response = await totals(filter);
    expect(response.status).toBe(200);
    expect(transactionTotalsAnswer.safeParse(response.body).success).toBe(true);
    // By hand: 3300 + 1050.50 (+ the other service's 1050) succeeded; 550 failed; 3300 pending.
    expect(response.body.data).toEqual({
      count: 5,
      succeededCount: 3,
      succeededAmount: 5400.5,
      failedCount: 1,
      pendingCount: 1,
      currency: 'KES',
    });
    expect(await listTotal(filter)).toBe(5);
  });

  it('follows the same search, status and service filters as the list', async () => {
    const byInvoice = { q: invoiceNumber };
    expect((await totals(byInvoice)).body.data).toEqual({
      count: 6,
      succeededCount: 3,
      succeededAmount: 5349.5,
      failedCount: 2,
      pendingCount: 1,
      currency: 'KES',
    });
    expect(await listTotal(byInvoice)).toBe(6);
    const failed = { q: invoiceNumber, status: 'FAILED' };
    expect((await totals(failed)).body.data).toEqual({
      count: 2,
      succeededCount: 0,
      succeededAmount: 0,
      failedCount: 2,
      pendingCount: 0,
      currency: 'KES',
    });
    const day = { from: '2024-03-05', to: '2024-03-05', serviceCode: 'CERTIFIED_COPY' };
    expect((await totals(day)).body.data).toEqual({
      count: 1,
      succeededCount: 1,
      succeededAmount: 1050,
      failedCount: 0,
      pendingCount: 0,
      currency: 'KES',
    });
    expect(await listTotal(day)).toBe(1);
    const receipt = { q: `RCT-T${tag}-1` };
    expect((await totals(receipt)).body.data).toMatchObject({ count: 1, succeededAmount: 1050.5 });
    const nothing = { from: '2024-03-07', to: '2024-03-07', q: tag };
    expect((await totals(nothing)).body.data).toEqual({
      count: 0,
      succeededCount: 0,
      succeededAmount: 0,
      failedCount: 0,
      pendingCount: 0,
      currency: 'KES',
    });
  });

  it.each([['REGISTRAR_GENERAL'], ['ADMIN']] as [Who][])('is read by %s', async (who) => {
    expect((await totals({ q: invoiceNumber }, who)).body.data.count).toBe(6);
  });

  it.each([
    ['OFFICER', 403],
    ['CITIZEN', 403],
    ['ANONYMOUS', 401],
  ] as [Who, number][])('is refused to %s (%s)', async (who, status) => {
    expect((await totals({}, who)).status).toBe(status);
  });

  it('refuses a filter that is not one (400)', async () => {
    const response = await totals({ from: '05-03-2024' });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ 'filter.from': 'Enter a date as yyyy-mm-dd' });
    expect((await as('FINANCE', 'GET', 'transactions/totals?filter=%7Bnope')).status).toBe(400);
  });
});

describe('receipts for billing staff', () => {
  it('FINANCE reads a receipt by its number, as the transactions list links to it', async () => {
    const rows = (
      await as(
        'FINANCE',
        'GET',
        listPath('transactions', { filter: { status: 'SUCCEEDED' }, sort: ['createdAt', 'DESC'], range: [0, 49] }),
      )
    ).body as { receiptNumber: string | null; reference: string }[];
    const paid = rows.find((r) => r.receiptNumber && !r.receiptNumber.includes(tag))!;
    const receipt = await as('FINANCE', 'GET', `payments/receipts/${paid.receiptNumber}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body.data).toMatchObject({
      status: 'SUCCEEDED',
      receiptNumber: paid.receiptNumber,
      reference: paid.reference,
      documentId: expect.any(String),
    });
    const pdf = await as('FINANCE', 'GET', `documents/${receipt.body.data.documentId}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
