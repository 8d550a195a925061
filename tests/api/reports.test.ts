// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_ANSWERS, REPORT_NAMES } from '../../src/shared/contracts/reports.js';
import { addDays, addYears, nairobiInstant, nairobiToday } from '../../src/shared/dates.js';
import {
  applicationEvents,
  applications,
  invoices,
  marriages,
  payments,
  registerBooks,
  type InvoiceLine,
} from '../../src/server/db/schema/index.js';
import { newCitizen, setStaffRole, STAFF, tokenOf } from './app-support.js';
import { call, signedInUser, testContext } from './helpers.js';
import { uniqueName } from './report-support.js';

/**
 * The reports of domain section 9 over a small hand-counted set, far back (1971: before the demo's
 * register and applications) in two districts: Baringo (030) and Elgeyo-Marakwet (028).
 */
const A = '030';
const B = '028';
const RANGE = 'from=1971-01-01&to=1971-12-31';
const at = (day: string, time: string) => nairobiInstant(day, time);
const tag = () => randomUUID().slice(0, 8).toUpperCase();

function report(app: FastifyInstance, token: string, name: string, query = RANGE) {
  return call(app, { method: 'GET', url: `/api/reports/${name}?${query}`, token });
}

type Step = [action: string, toStatus: string, toStage: string | null, at: Date];

/** One application of 1971, its events (each moving it), and maybe its invoice and payments. */
async function fixture(
  applicantId: string,
  service: string,
  district: string,
  status: 'Approved' | 'Declined' | 'Draft',
  steps: Step[],
  paid?: { lines: InvoiceLine[]; tries: ('SUCCEEDED' | 'FAILED')[] },
) {
  const { db } = (await testContext()).database;
  const t = tag();
  const submittedAt = steps[0]?.[3] ?? null;
  const [row] = await db
    .insert(applications)
    .values({
      reference: `RPT-1971-${t}`,
      trackingId: `RPT${t}`,
      serviceCode: service,
      status,
      applicantId,
      district,
      formData: {},
      submittedAt,
      decidedAt: status === 'Draft' ? null : steps.at(-1)![3],
      createdAt: at('1971-01-02', '08:00'),
      updatedAt: steps.at(-1)?.[3] ?? at('1971-01-02', '08:00'),
    })
    .returning();
  let from: [string, string | null] = ['Draft', null];
  for (const [action, toStatus, toStage, when] of steps) {
    await db
      .insert(applicationEvents)
      .values({ applicationId: row.id, action, fromStatus: from[0], toStatus, fromStage: from[1], toStage, at: when });
    from = [toStatus, toStage];
  }
  if (paid) {
    const amount = paid.lines.reduce((s, l) => s + l.amount, 0);
    const [invoice] = await db
      .insert(invoices)
      .values({
        number: `INV-RPT-${t}`,
        applicationId: row.id,
        payerId: applicantId,
        amount,
        lines: paid.lines,
        status: 'PAID',
        createdAt: submittedAt!,
      })
      .returning();
    for (const [k, result] of paid.tries.entries()) {
      await db.insert(payments).values({
        invoiceId: invoice.id,
        gateway: 'sandbox',
        checkoutId: `RPT-${t}-${k}`,
        amount,
        status: result,
        receiptNumber: result === 'SUCCEEDED' ? `RCT-RPT-${t}` : null,
        createdAt: submittedAt!,
        confirmedAt: result === 'SUCCEEDED' ? new Date(submittedAt!.getTime() + 60_000) : null,
      });
    }
  }
}

const line = (code: string, amount: number, heads: [string, string, number][]): InvoiceLine => ({
  code,
  description: code,
  quantity: 1,
  unitAmount: amount,
  amount,
  taxHeads: heads.map(([c, name, a]) => ({ code: c, name, amount: a })),
});
const MN_FEE = [
  line('MARRIAGE_NOTICE', 3300, [
    ['MARRIAGE_FEES', 'Marriage fees', 3135],
    ['CONVENIENCE_FEE', 'Convenience fee', 165],
  ]),
];
const LETTER_FEE = [
  line('MARITAL_STATUS_LETTER', 2000, [
    ['CERTIFICATION_FEES', 'Certification fees', 1900],
    ['CONVENIENCE_FEE', 'Convenience fee', 100],
  ]),
];

async function entry(district: string, day: string) {
  const { db } = (await testContext()).database;
  const t = tag();
  const [book] = await db
    .insert(registerBooks)
    .values({ district, year: 1971, bookNumber: `RPT/${district}/1971/${t}`, entriesUsed: 1 })
    .returning();
  const party = (idNumber: string) => ({
    name: uniqueName(),
    idType: 'NATIONAL_ID',
    idNumber,
    age: 30,
    condition: 'NEVER_MARRIED',
    occupation: 'Teacher',
    residence: 'Baringo',
    father: 'F',
    mother: 'M',
  });
  const [a, b] = [party(`9${Date.now() % 1e7}1`), party(`9${Date.now() % 1e7}2`)];
  await db.insert(marriages).values({
    registrationNumber: `MC/${district}/1971/RPT${t}`,
    bookId: book.id,
    entryNumber: 1,
    district,
    partyA: a,
    partyB: b,
    partyAIdNumber: a.idNumber,
    partyBIdNumber: b.idNumber,
    celebratedAt: at(day, '11:00'),
    venueName: 'Registrar of Marriages, Kabarnet',
    officiantName: 'Registrar of Marriages',
    witnesses: ['One', 'Two'],
    status: 'SUBSISTING',
  });
}

beforeAll(async () => {
  const { app } = await testContext();
  const applicant = await newCitizen(app);
  const id = applicant.userId;
  // District A, March: three notices through the officer (2.08, 9 and 3.54 days against a target of 3: one over).
  await fixture(
    id,
    'MARRIAGE_NOTICE',
    A,
    'Approved',
    [
      ['submit', 'Payment_Confirmation', null, at('1971-03-01', '09:00')],
      ['payment-confirmed', 'Submitted', 'OFFICER', at('1971-03-01', '10:00')],
      ['claim', 'Pending', 'OFFICER', at('1971-03-02', '08:00')],
      ['approve', 'Approved', null, at('1971-03-03', '12:00')],
    ],
    { lines: MN_FEE, tries: ['SUCCEEDED'] },
  );
  await fixture(
    id,
    'MARRIAGE_NOTICE',
    A,
    'Approved',
    [
      ['submit', 'Payment_Confirmation', null, at('1971-03-01', '09:00')],
      ['payment-confirmed', 'Submitted', 'OFFICER', at('1971-03-01', '10:00')],
      ['approve', 'Approved', null, at('1971-03-10', '10:00')],
    ],
    { lines: MN_FEE, tries: ['FAILED', 'SUCCEEDED'] },
  );
  // Ended 23:00 on the last day of its target (3 days from 1 March: 4 March): in time.
  await fixture(id, 'MARRIAGE_NOTICE', A, 'Declined', [
    ['submit', 'Submitted', 'OFFICER', at('1971-03-01', '10:00')],
    ['decline', 'Declined', null, at('1971-03-04', '23:00')],
  ]);
  await fixture(id, 'MARRIAGE_NOTICE', A, 'Draft', []);
  // District B, April: a letter through officer (1 day) and director (4 days, target 3: over); another withdrawn.
  await fixture(
    id,
    'MARITAL_STATUS_LETTER',
    B,
    'Approved',
    [
      ['submit', 'Payment_Confirmation', null, at('1971-04-01', '08:00')],
      ['payment-confirmed', 'Submitted', 'OFFICER', at('1971-04-01', '09:00')],
      ['approve', 'Submitted', 'DIRECTOR', at('1971-04-02', '09:00')],
      ['approve', 'Approved', null, at('1971-04-06', '09:00')],
    ],
    { lines: LETTER_FEE, tries: ['SUCCEEDED'] },
  );
  await fixture(id, 'MARITAL_STATUS_LETTER', B, 'Declined', [
    ['submit', 'Payment_Confirmation', null, at('1971-04-05', '08:00')],
    ['withdraw', 'Declined', null, at('1971-04-07', '08:00')],
  ]);
  await entry(A, '1971-03-06');
  await entry(A, '1971-03-20');
  await entry(B, '1971-04-17');
  // 23:30 in Nairobi on 31 May is still May there (20:30 UTC).
  await entry(B, '1971-05-31');
});

async function districtStaff(district: string) {
  const { app } = await testContext();
  const user = await signedInUser(app);
  await setStaffRole(user.userId, 'DIRECTOR', district);
  return user.token;
}

describe('GET /api/reports/*: totals over a hand-counted set', () => {
  it('applications by service, status and month of submission (drafts not counted)', async () => {
    const { app } = await testContext();
    const res = await report(app, await tokenOf(app, STAFF.REGISTRAR_GENERAL), 'applications');
    expect(res.status).toBe(200);
    expect(REPORT_ANSWERS.applications.safeParse(res.body).success).toBe(true);
    expect(res.body.data.rows).toEqual([
      {
        period: '1971-03-01',
        serviceCode: 'MARRIAGE_NOTICE',
        serviceName: expect.any(String),
        status: 'Approved',
        count: 2,
      },
      {
        period: '1971-03-01',
        serviceCode: 'MARRIAGE_NOTICE',
        serviceName: expect.any(String),
        status: 'Declined',
        count: 1,
      },
      {
        period: '1971-04-01',
        serviceCode: 'MARITAL_STATUS_LETTER',
        serviceName: expect.any(String),
        status: 'Approved',
        count: 1,
      },
      {
        period: '1971-04-01',
        serviceCode: 'MARITAL_STATUS_LETTER',
        serviceName: expect.any(String),
        status: 'Declined',
        count: 1,
      },
    ]);
    expect(res.body.data.totals.count).toBe(5);
    expect(res.body.data.totals.byStatus).toEqual(
      expect.arrayContaining([
        { status: 'Approved', count: 3 },
        { status: 'Declined', count: 2 },
      ]),
    );
    expect(res.body.data.filters).toEqual({
      from: '1971-01-01',
      to: '1971-12-31',
      district: null,
      districtName: null,
      period: 'month',
    });
  });

  it('processing time per stage against its target', async () => {
    const { app } = await testContext();
    const res = await report(app, await tokenOf(app, STAFF.DIRECTOR), 'processing-times');
    expect(res.status).toBe(200);
    const rows = res.body.data.rows.map((r: Record<string, unknown>) => ({ ...r, serviceName: undefined }));
    expect(rows).toEqual(
      expect.arrayContaining([
        {
          serviceCode: 'MARRIAGE_NOTICE',
          serviceName: undefined,
          stage: 'OFFICER',
          completed: 3,
          averageDays: 4.88,
          slaDays: 3,
          overSla: 1,
        },
        {
          serviceCode: 'MARITAL_STATUS_LETTER',
          serviceName: undefined,
          stage: 'OFFICER',
          completed: 1,
          averageDays: 1,
          slaDays: 3,
          overSla: 0,
        },
        {
          serviceCode: 'MARITAL_STATUS_LETTER',
          serviceName: undefined,
          stage: 'DIRECTOR',
          completed: 1,
          averageDays: 4,
          slaDays: 3,
          overSla: 1,
        },
      ]),
    );
    expect(rows).toHaveLength(3);
    expect(res.body.data.totals).toMatchObject({
      completed: 5,
      overSla: 2,
      byStage: [
        { stage: 'OFFICER', completed: 4, overSla: 1 },
        { stage: 'DIRECTOR', completed: 1, averageDays: 4, overSla: 1 },
      ],
    });
  });

  it('marriages per district and month (Nairobi days)', async () => {
    const { app } = await testContext();
    const res = await report(app, await tokenOf(app, STAFF.MINISTER), 'marriages');
    expect(res.status).toBe(200);
    expect(
      res.body.data.rows.map((r: { period: string; district: string; count: number }) => [
        r.period,
        r.district,
        r.count,
      ]),
    ).toEqual([
      ['1971-03-01', A, 2],
      ['1971-04-01', B, 1],
      ['1971-05-01', B, 1],
    ]);
    expect(res.body.data.totals.count).toBe(4);
    expect(res.body.data.totals.byDistrict.map((d: { districtName: string; count: number }) => d.count)).toEqual([
      2, 2,
    ]);
    const days = await report(
      app,
      await tokenOf(app, STAFF.MINISTER),
      'marriages',
      'from=1971-05-31&to=1971-05-31&period=day',
    );
    expect(days.body.data.rows.map((r: { period: string; count: number }) => [r.period, r.count])).toEqual([
      ['1971-05-31', 1],
    ]);
  });

  it('revenue by tax head and by service, with the failed payments counted apart', async () => {
    const { app } = await testContext();
    const res = await report(app, await tokenOf(app, STAFF.FINANCE), 'revenue');
    expect(res.status).toBe(200);
    const { totals } = res.body.data;
    expect(totals).toMatchObject({ amount: 8600, currency: 'KES', payments: 3, failedPayments: 1 });
    expect(totals.byTaxHead.map((t: { taxHeadCode: string; amount: number }) => [t.taxHeadCode, t.amount])).toEqual([
      ['MARRIAGE_FEES', 6270],
      ['CERTIFICATION_FEES', 1900],
      ['CONVENIENCE_FEE', 430],
    ]);
    expect(
      totals.byService.map((t: { serviceCode: string; amount: number; payments: number }) => [
        t.serviceCode,
        t.amount,
        t.payments,
      ]),
    ).toEqual([
      ['MARRIAGE_NOTICE', 6600, 2],
      ['MARITAL_STATUS_LETTER', 2000, 1],
    ]);
  });
});

describe('GET /api/reports/*: district scope', () => {
  it("a district's staff see their district only, and are refused another district", async () => {
    const { app } = await testContext();
    const token = await districtStaff(A);
    const own = await report(app, token, 'applications');
    expect(own.status).toBe(200);
    expect(own.body.data.totals.count).toBe(3);
    expect(own.body.data.filters).toMatchObject({ district: A, districtName: expect.any(String) });
    expect((await report(app, token, 'revenue')).body.data.totals.amount).toBe(6600);
    expect((await report(app, token, 'marriages')).body.data.totals.count).toBe(2);
    expect((await report(app, token, 'applications', `${RANGE}&district=${A}`)).status).toBe(200);
    expect((await report(app, token, 'marriages', `${RANGE}&district=${B}`)).status).toBe(403);
  });

  it('national staff narrow a report to a district', async () => {
    const { app } = await testContext();
    const res = await report(app, await tokenOf(app, STAFF.ADMIN), 'processing-times', `${RANGE}&district=${B}`);
    expect(res.status).toBe(200);
    expect(res.body.data.totals).toMatchObject({ completed: 2, overSla: 1 });
  });
});

describe('GET /api/reports/*: who may ask, and what', () => {
  it.each(REPORT_NAMES)('%s: 403 for an officer and for citizens, 401 unsigned', async (name) => {
    const { app } = await testContext();
    expect((await report(app, await tokenOf(app, STAFF.OFFICER), name)).status).toBe(403);
    expect((await report(app, await tokenOf(app, 'citizen@demo.test'), name)).status).toBe(403);
    expect((await report(app, await tokenOf(app, 'church@demo.test'), name)).status).toBe(403);
    expect((await call(app, { method: 'GET', url: `/api/reports/${name}` })).status).toBe(401);
  });

  it.each([
    ['from=1971-12-31&to=1971-01-01', 'to'],
    ['from=1971-02-30&to=1971-03-01', 'from'],
    ['from=01-01-1971', 'from'],
    ['from=1968-01-01&to=1971-12-31', 'from'],
    [`${RANGE}&district=Baringo`, 'district'],
    [`${RANGE}&district=999`, 'district'],
    [`${RANGE}&period=year`, 'period'],
  ])('400 for %s', async (query, field) => {
    const { app } = await testContext();
    const res = await report(app, await tokenOf(app, STAFF.REGISTRAR_GENERAL), 'applications', query);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toContain(field);
  });

  it('without a range: the year up to today in Nairobi', async () => {
    const { app, clock } = await testContext();
    const res = await report(app, await tokenOf(app, STAFF.REGISTRAR_GENERAL), 'marriages', '');
    expect(res.status).toBe(200);
    const today = nairobiToday(clock);
    expect(res.body.data.filters).toMatchObject({ from: addDays(addYears(today, -1), 1), to: today });
  });
});
