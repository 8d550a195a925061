// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { AdjustableClock } from '../../src/server/clock.js';
import { applications, auditEvents, invoices, licences, payments, users } from '../../src/server/db/schema/index.js';
import { dashboardBlocksFor, DASHBOARD_BLOCKS } from '../../src/shared/permissions.js';
import { newCitizen, setStaffRole, STAFF, tokenOf } from './app-support.js';
import { call, registerUser, signedInUser, testContext } from './helpers.js';

/**
 * GET /api/dashboard. The figures of a Nairobi day and month are checked by an app whose clock reads
 * 00:30 EAT on 16 June 2047 (21:30 UTC the day before): far ahead of every other test's data, so the
 * day's and the month's money is only the fixtures below, counted here by hand (EAT = UTC + 3 h).
 */

const NOW = Date.UTC(2047, 5, 15, 21, 30); // 2047-06-16 00:30 EAT
const at = (iso: string) => new Date(iso);
const tag = randomBytes(4).toString('hex').toUpperCase();

const made = {
  applications: [] as string[],
  invoices: [] as string[],
  payments: [] as string[],
  licences: [] as string[],
  audits: [] as number[],
  users: [] as string[],
};
const opened: FastifyInstance[] = [];

afterAll(async () => {
  for (const app of opened) await app.close();
  const { db } = (await testContext()).database;
  // Fixtures dated in 2047 would top every other test's lists sorted by date: they go again.
  if (made.payments.length) await db.delete(payments).where(inArray(payments.id, made.payments));
  if (made.invoices.length) await db.delete(invoices).where(inArray(invoices.id, made.invoices));
  if (made.licences.length) await db.delete(licences).where(inArray(licences.id, made.licences));
  if (made.applications.length) await db.delete(applications).where(inArray(applications.id, made.applications));
  if (made.audits.length) await db.delete(auditEvents).where(inArray(auditEvents.id, made.audits));
  if (made.users.length) await db.update(users).set({ lockedUntil: null }).where(inArray(users.id, made.users));
});

async function appAtNow() {
  const { app, database } = await testContext();
  const clock = new AdjustableClock();
  clock.advance(NOW - Date.now());
  const timed = await buildApp({ config: app.config, database, clock });
  await timed.ready();
  opened.push(timed);
  return timed;
}

let seq = 0;
/** An application row of a district (no form behind it: the dashboard counts rows). */
async function application(
  applicantId: string,
  district: string,
  values: Partial<typeof applications.$inferInsert> = {},
) {
  const { db } = (await testContext()).database;
  seq += 1;
  const [row] = await db
    .insert(applications)
    .values({
      reference: `DB-${tag}-${seq}`,
      trackingId: `DBT${tag}${seq}`,
      serviceCode: 'MARITAL_STATUS_LETTER',
      applicantId,
      district,
      formData: {},
      ...values,
    })
    .returning();
  made.applications.push(row.id);
  return row;
}

/** A payment of `amount` for an application, tried at `createdAt` (and confirmed then when it succeeded). */
async function payment(
  applicationId: string,
  payerId: string,
  amount: number,
  status: 'SUCCEEDED' | 'FAILED',
  createdAt: string,
) {
  const { db } = (await testContext()).database;
  seq += 1;
  const [invoice] = await db
    .insert(invoices)
    .values({
      number: `INV-DB-${tag}-${seq}`,
      applicationId,
      payerId,
      amount,
      lines: [],
      status: status === 'SUCCEEDED' ? 'PAID' : 'UNPAID',
    })
    .returning();
  made.invoices.push(invoice.id);
  const [row] = await db
    .insert(payments)
    .values({
      invoiceId: invoice.id,
      gateway: 'SANDBOX',
      checkoutId: `cs_dash${tag}${seq}`,
      amount,
      status,
      createdAt: at(createdAt),
      confirmedAt: status === 'SUCCEEDED' ? at(createdAt) : null,
      failureReason: status === 'FAILED' ? 'Card declined' : null,
    })
    .returning();
  made.payments.push(row.id);
  return row;
}

async function dashboard(app: FastifyInstance, token: string) {
  return call(app, { method: 'GET', url: '/api/dashboard', token });
}

describe('who gets which blocks', () => {
  it('answers 401 without a session and 403 to a citizen', async () => {
    const { app } = await testContext();
    expect((await call(app, { method: 'GET', url: '/api/dashboard' })).status).toBe(401);
    const citizen = await newCitizen(app);
    const refused = await dashboard(app, citizen.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Your role has no dashboard');
  });

  it.each([
    ['OFFICER', ['queues', 'overdue']],
    ['DIRECTOR', ['queues', 'overdue', 'escalations']],
    ['REGISTRAR_GENERAL', ['queues', 'approvals', 'licences', 'trend']],
    ['MINISTER', ['queues', 'approvals', 'licences', 'trend']],
    ['FINANCE', ['revenue', 'failedPayments']],
    ['ADMIN', ['accounts', 'settingsChanges']],
  ] as const)('%s gets its blocks and only those', async (role, blocks) => {
    const { app } = await testContext();
    const answer = await dashboard(app, await tokenOf(app, STAFF[role]));
    expect(answer.status).toBe(200);
    expect(answer.body.data.blocks).toEqual(blocks);
    expect(dashboardBlocksFor({ accountType: 'BACKOFFICE', staffRole: role })).toEqual(blocks);
    const present = DASHBOARD_BLOCKS.filter((block) => block in answer.body.data);
    expect(present).toEqual(blocks);
  });

  it('gives finance no queue and the officer no money', async () => {
    const { app } = await testContext();
    const finance = (await dashboard(app, await tokenOf(app, STAFF.FINANCE))).body.data;
    const officer = (await dashboard(app, await tokenOf(app, STAFF.OFFICER))).body.data;
    expect(finance.queues).toBeUndefined();
    expect(finance.revenue.currency).toBe('KES');
    expect(officer.revenue).toBeUndefined();
    expect(officer.failedPayments).toBeUndefined();
    expect(officer.queues.length).toBeGreaterThan(0);
  });
});

describe('figures of the Nairobi day and month', () => {
  let timed: FastifyInstance;
  let financeToken: string;
  let districtFinance: string;
  beforeAll(async () => {
    const { app } = await testContext();
    timed = await appAtNow();
    const payer = await newCitizen(app);
    const nairobi = await application(payer.userId, '047');
    const mombasa = await application(payer.userId, '001');
    // Around midnight EAT between 15 and 16 June, and between 31 May and 1 June.
    await payment(nairobi.id, payer.userId, 1000, 'SUCCEEDED', '2047-06-15T21:10:00Z'); // 16-06 00:10 EAT: today
    await payment(nairobi.id, payer.userId, 300, 'SUCCEEDED', '2047-06-15T20:50:00Z'); // 15-06 23:50 EAT: yesterday
    await payment(nairobi.id, payer.userId, 50, 'SUCCEEDED', '2047-05-31T21:10:00Z'); // 01-06 00:10 EAT: this month
    await payment(nairobi.id, payer.userId, 7, 'SUCCEEDED', '2047-05-31T20:50:00Z'); // 31-05 23:50 EAT: last month
    await payment(mombasa.id, payer.userId, 500, 'SUCCEEDED', '2047-06-16T06:00:00Z'); // later today, another district
    await payment(nairobi.id, payer.userId, 1000, 'FAILED', '2047-06-15T21:05:00Z'); // today
    await payment(nairobi.id, payer.userId, 1000, 'FAILED', '2047-06-15T20:55:00Z'); // yesterday
    financeToken = await tokenOf(app, STAFF.FINANCE);
    const staff = await signedInUser(app);
    await setStaffRole(staff.userId, 'FINANCE', '047');
    districtFinance = staff.token;
  });

  it("counts today's and this month's revenue by the Nairobi day, per service", async () => {
    const answer = await dashboard(timed, financeToken);
    expect(answer.status).toBe(200);
    expect(answer.body.data.today).toBe('2047-06-16');
    const revenue = answer.body.data.revenue;
    // The 500 of 06:00 UTC is 09:00 EAT, later than the clock: still today.
    expect(revenue.today).toBe(1500);
    expect(revenue.paymentsToday).toBe(2);
    expect(revenue.thisMonth).toBe(1850);
    expect(revenue.byService).toEqual([{ serviceCode: 'MARITAL_STATUS_LETTER', amount: 1850, payments: 4 }]);
  });

  it('counts failed payments of today and this month and lists the latest', async () => {
    const failed = (await dashboard(timed, financeToken)).body.data.failedPayments;
    expect(failed.today).toBe(1);
    expect(failed.thisMonth).toBe(2);
    expect(failed.latest.slice(0, 2).map((p: { createdAt: string }) => p.createdAt)).toEqual([
      '2047-06-15T21:05:00.000Z',
      '2047-06-15T20:55:00.000Z',
    ]);
    expect(failed.latest[0]).toMatchObject({
      amount: 1000,
      currency: 'KES',
      failureReason: 'Card declined',
      serviceCode: 'MARITAL_STATUS_LETTER',
    });
  });

  it("shows finance staff of a district only their district's money", async () => {
    const revenue = (await dashboard(timed, districtFinance)).body.data.revenue;
    expect(revenue.today).toBe(1000);
    expect(revenue.thisMonth).toBe(1350);
  });
});

describe('licences and the trend of the year', () => {
  it('counts licences issued this Nairobi month and in force, and twelve months of trend', async () => {
    const { app, database } = await testContext();
    const timed = await appAtNow();
    const holder = await newCitizen(app);
    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    const before = (await dashboard(timed, rg)).body.data;
    const licensed = await application(holder.userId, '047', {
      serviceCode: 'SPECIAL_LICENCE_NOTICE_WAIVER',
      status: 'Approved',
      submittedAt: at('2047-05-31T21:10:00Z'),
      decidedAt: at('2047-06-15T21:10:00Z'),
    });
    const older = await application(holder.userId, '047', {
      serviceCode: 'SPECIAL_LICENCE_NOTICE_WAIVER',
      status: 'Approved',
      submittedAt: at('2047-05-31T20:50:00Z'),
      decidedAt: at('2047-05-31T20:55:00Z'),
    });
    const rows = await database.db
      .insert(licences)
      .values([
        {
          kind: 'NOTICE_WAIVER',
          number: `SLW/2047/D${tag}1`,
          applicationId: licensed.id,
          holderId: holder.userId,
          district: '047',
          issuedAt: at('2047-05-31T21:10:00Z'),
          validUntil: at('2047-08-29T20:59:59Z'),
        },
        {
          kind: 'NOTICE_WAIVER',
          number: `SLW/2047/D${tag}2`,
          applicationId: older.id,
          holderId: holder.userId,
          district: '047',
          issuedAt: at('2047-05-31T20:50:00Z'),
          validUntil: at('2047-06-10T20:59:59Z'),
        },
      ])
      .returning();
    made.licences.push(...rows.map((r) => r.id));
    const after = (await dashboard(timed, rg)).body.data;
    expect(after.licences.issuedThisMonth - before.licences.issuedThisMonth).toBe(1);
    // The second ran out on 10 June: only the first is in force.
    expect(after.licences.inForce - before.licences.inForce).toBe(1);
    expect(after.trend).toHaveLength(12);
    expect(after.trend[0].month).toBe('2046-07');
    const june = after.trend[11];
    const may = after.trend[10];
    expect(june.month).toBe('2047-06');
    expect([june.received, june.decided, june.licencesIssued]).toEqual([1, 1, 1]);
    expect([may.received, may.decided, may.licencesIssued]).toEqual([1, 1, 1]);
  });
});

describe('queues, overdue items and districts', () => {
  it("counts waiting and overdue work, the oldest first, and a district officer sees only the district's", async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const national = await tokenOf(app, STAFF.OFFICER);
    const local = await signedInUser(app);
    await setStaffRole(local.userId, 'OFFICER', '030');
    const count = async (token: string) => {
      const data = (await dashboard(app, token)).body.data;
      const queue = data.queues.find((q: { section: string }) => q.section === 'marital-status');
      return {
        waiting: queue.waiting,
        overdue: queue.overdue,
        lateTotal: data.overdue.total,
        oldest: data.overdue.oldest,
      };
    };
    const nationalBefore = await count(national);
    const localBefore = await count(local.token);
    const ancient = await application(owner.userId, '030', {
      status: 'Submitted',
      stage: 'OFFICER',
      slaDueAt: at('1990-01-02T20:59:59Z'),
      submittedAt: at('1990-01-01T08:00:00Z'),
    });
    await application(owner.userId, '030', {
      status: 'Pending',
      stage: 'OFFICER',
      slaDueAt: at('2999-01-01T00:00:00Z'),
    });
    const elsewhere = await application(owner.userId, '031', {
      status: 'Submitted',
      stage: 'OFFICER',
      slaDueAt: at('1990-01-01T00:00:00Z'),
    });
    await application(owner.userId, '030', {
      status: 'Submitted',
      stage: 'DIRECTOR',
      slaDueAt: at('1990-01-01T00:00:00Z'),
    });
    const nationalAfter = await count(national);
    const localAfter = await count(local.token);
    expect([
      nationalAfter.waiting - nationalBefore.waiting,
      nationalAfter.overdue - nationalBefore.overdue,
      nationalAfter.lateTotal - nationalBefore.lateTotal,
    ]).toEqual([3, 2, 2]);
    expect([
      localAfter.waiting - localBefore.waiting,
      localAfter.overdue - localBefore.overdue,
      localAfter.lateTotal - localBefore.lateTotal,
    ]).toEqual([2, 1, 1]);
    expect(nationalAfter.oldest.slice(0, 2).map((o: { id: string }) => o.id)).toEqual([elsewhere.id, ancient.id]);
    expect(nationalAfter.oldest[1]).toMatchObject({
      reference: ancient.reference,
      section: 'marital-status',
      status: 'Submitted',
      serviceCode: 'MARITAL_STATUS_LETTER',
    });
    expect(localAfter.oldest[0].id).toBe(ancient.id);
    expect(localAfter.oldest.map((o: { id: string }) => o.id)).not.toContain(elsewhere.id);
  });
});

describe('accounts and settings changes', () => {
  it('counts accounts by type and staff by role, lists locked and invited accounts and the latest settings changes', async () => {
    const { app, database, clock } = await testContext();
    const admin = await tokenOf(app, STAFF.ADMIN);
    const before = (await dashboard(app, admin)).body.data.accounts;
    const locked = await newCitizen(app);
    // Locked for an hour past the app's clock (which other tests may have moved), not the machine's.
    await database.db
      .update(users)
      .set({ lockedUntil: new Date(clock.now().getTime() + 3_600_000) })
      .where(eq(users.id, locked.userId));
    made.users.push(locked.userId);
    const invited = await registerUser(app, { firstName: 'Invited', lastName: `Clerk ${tag}` });
    await setStaffRole(invited.userId, 'OFFICER', '047');
    const [adminRow] = await database.db.select().from(users).where(eq(users.email, STAFF.ADMIN));
    const [change] = await database.db
      .insert(auditEvents)
      .values({ actorId: adminRow.id, action: 'settings.updated', entity: 'tax-heads', entityId: 'x' })
      .returning();
    made.audits.push(change.id);
    const after = (await dashboard(app, admin)).body.data;
    const individuals = (a: typeof before) =>
      a.byType.find((t: { accountType: string }) => t.accountType === 'INDIVIDUAL').count;
    expect(individuals(after.accounts) - individuals(before)).toBe(1);
    expect(
      after.accounts.staffByRole.find((r: { staffRole: string }) => r.staffRole === 'ADMIN').count,
    ).toBeGreaterThanOrEqual(1);
    expect(after.accounts.locked.count - before.locked.count).toBe(1);
    expect(after.accounts.locked.latest.map((u: { id: string }) => u.id)).toContain(locked.userId);
    expect(after.accounts.invited.count - before.invited.count).toBe(1);
    expect(after.accounts.invited.latest[0]).toMatchObject({
      id: invited.userId,
      name: `Invited Clerk ${tag}`,
      staffRole: 'OFFICER',
      districtName: 'Nairobi',
    });
    expect(after.settingsChanges[0]).toMatchObject({
      id: change.id,
      table: 'tax-heads',
      action: 'settings.updated',
      actorName: 'Grace Muthoni',
    });
  });
});
