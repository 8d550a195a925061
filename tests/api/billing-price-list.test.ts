// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import type { FastifyInstance } from 'fastify';
import { count, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import type { Clock } from '../../src/server/clock.js';
import { auditEvents, serviceCosts } from '../../src/server/db/schema/index.js';
import { priceLines } from '../../src/server/modules/fees/pricing.js';
import { billingPriceListAnswer } from '../../src/shared/contracts/billing.js';
import { addDays } from '../../src/shared/dates.js';
import { call, signIn, testContext } from './helpers.js';
import { as, lastAudit, signInAll, today, userIdOf, type Who } from './settings-support.js';

/**
 * The billing price list (domain section 12): GET /api/billing/price-list, POST /api/billing/price-schedules,
 * DELETE /api/billing/price-schedules/:id. Only FINANCE changes prices, only from a future Nairobi day.
 */

const SERVICE = 'SPECIAL_LICENCE_PRIVATE_VENUE';
const opened: FastifyInstance[] = [];

beforeAll(signInAll);

afterAll(async () => {
  for (const app of opened) await app.close();
  const { db } = (await testContext()).database;
  await db.delete(serviceCosts).where(gte(serviceCosts.effectiveFrom, '2090-01-01'));
});

const entryOf = (body: { data: { serviceCode: string }[] }, code: string) =>
  body.data.find((e) => e.serviceCode === code) as any;

async function costRows() {
  const { db } = (await testContext()).database;
  const [{ n }] = await db.select({ n: count() }).from(serviceCosts);
  const [{ a }] = await db.select({ a: count() }).from(auditEvents);
  return { n, a };
}

/** Far enough ahead that no other test's "tomorrow" reaches it, and a different day for each call. */
let offset = 400;
const futureDay = () => today((offset += 3));

describe('GET /api/billing/price-list', () => {
  it('shows per service the price in force, the scheduled ones and the history with their end days and split', async () => {
    const response = await as('FINANCE', 'GET', 'billing/price-list');
    expect(response.status).toBe(200);
    expect(billingPriceListAnswer.safeParse(response.body).success).toBe(true);
    expect(response.body.today).toBe(await today());
    const notice = entryOf(response.body, 'MARRIAGE_NOTICE');
    expect(notice).toMatchObject({ serviceName: 'Notice of marriage', active: true });
    expect(notice.current).toMatchObject({
      amount: 3300,
      currency: 'KES',
      effectiveFrom: '2026-01-01',
      status: 'IN_FORCE',
      taxHeads: [
        { code: 'MARRIAGE_FEES', name: 'Marriage fees', percentage: 95, amount: 3135 },
        { code: 'CONVENIENCE_FEE', name: 'Convenience fee', percentage: 5, amount: 165 },
      ],
    });
    // The demo's history: two earlier prices of a certified copy, each ending the day before the next one starts.
    const copy = entryOf(response.body, 'CERTIFIED_COPY');
    expect(copy.current).toMatchObject({ amount: 1050, effectiveFrom: '2026-01-01' });
    expect(copy.history.map((p: any) => [p.amount, p.effectiveFrom, p.effectiveTo, p.status])).toEqual([
      [900, '2025-07-01', '2025-12-31', 'SUPERSEDED'],
      [750, '2025-01-01', '2025-06-30', 'SUPERSEDED'],
    ]);
    expect(copy.history[0].taxHeads.map((h: any) => h.amount)).toEqual([855, 45]);
    // The demo's scheduled price: a licence of a public place costs more from a day ahead.
    const place = entryOf(response.body, 'PUBLIC_PLACE_LICENCE');
    expect(place.scheduled).toHaveLength(1);
    expect(place.scheduled[0]).toMatchObject({ amount: 27500, status: 'SCHEDULED', effectiveTo: null });
    expect(place.scheduled[0].effectiveFrom > (await today())).toBe(true);
    expect(place.current.effectiveTo).toBe(addDays(place.scheduled[0].effectiveFrom, -1));
  });

  it.each([['REGISTRAR_GENERAL'], ['ADMIN']] as [Who][])('is read by %s', async (who) => {
    expect((await as(who, 'GET', 'billing/price-list')).status).toBe(200);
  });

  it.each([
    ['OFFICER', 403],
    ['CITIZEN', 403],
    ['INSTITUTION', 403],
    ['ANONYMOUS', 401],
  ] as [Who, number][])('is refused to %s (%s)', async (who, status) => {
    expect((await as(who, 'GET', 'billing/price-list')).status).toBe(status);
  });
});

describe('POST /api/billing/price-schedules', () => {
  it('lets FINANCE schedule a price from a future day, audited, shown as scheduled', async () => {
    const from = await futureDay();
    const response = await as('FINANCE', 'POST', 'billing/price-schedules', {
      serviceCode: SERVICE,
      amount: 16500.5,
      effectiveFrom: from,
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      amount: 16500.5,
      currency: 'KES',
      effectiveFrom: from,
      effectiveTo: null,
      status: 'SCHEDULED',
    });
    expect(response.body.data.taxHeads).toEqual([
      { code: 'LICENCE_FEES', name: 'Licence fees', percentage: 95, amount: 15675.48 },
      { code: 'CONVENIENCE_FEE', name: 'Convenience fee', percentage: 5, amount: 825.02 },
    ]);
    expect(await lastAudit('service-costs', response.body.data.id)).toMatchObject({
      actorId: await userIdOf('FINANCE'),
      action: 'price.scheduled',
      before: null,
      after: { serviceCode: SERVICE, amount: 16500.5, effectiveFrom: from },
    });
    const list = await as('REGISTRAR_GENERAL', 'GET', 'billing/price-list');
    const entry = entryOf(list.body, SERVICE);
    expect(entry.scheduled.map((p: any) => p.id)).toContain(response.body.data.id);
    expect(entry.current).toMatchObject({ amount: 15000, status: 'IN_FORCE' });
  });

  it.each([['REGISTRAR_GENERAL'], ['ADMIN'], ['OFFICER'], ['CITIZEN']] as [Who][])(
    'refuses %s (403) and writes nothing',
    async (who) => {
      const before = await costRows();
      const response = await as(who, 'POST', 'billing/price-schedules', {
        serviceCode: SERVICE,
        amount: 16000,
        effectiveFrom: await futureDay(),
      });
      expect(response.status).toBe(403);
      expect(await costRows()).toEqual(before);
    },
  );

  it.each([
    ['today', 0, 'effectiveFrom', 'A price can only be scheduled from tomorrow on'],
    ['yesterday', -1, 'effectiveFrom', 'A price can only be scheduled from tomorrow on'],
    ['a year ago', -365, 'effectiveFrom', 'A price can only be scheduled from tomorrow on'],
  ])('refuses a start %s (400)', async (_label, days, field, message) => {
    const before = await costRows();
    const response = await as('FINANCE', 'POST', 'billing/price-schedules', {
      serviceCode: SERVICE,
      amount: 16000,
      effectiveFrom: await today(days),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: message });
    expect(await costRows()).toEqual(before);
  });

  it.each([
    [{ amount: 0 }, 'amount', 'The price must be more than zero'],
    [{ amount: -50 }, 'amount', 'The price must be more than zero'],
    [{ amount: 2_000_000 }, 'amount', 'At most KES 1,000,000'],
    [{ amount: 10.005 }, 'amount', 'Use at most two decimals'],
    [{ amount: '100' }, 'amount', 'Enter the price in KES'],
    [{ serviceCode: 'GOLD_PLATED_LICENCE' }, 'serviceCode', 'Choose the service'],
    [{ effectiveFrom: '31/12/2099' }, 'effectiveFrom', 'Enter a date as dd/mm/yyyy'],
  ])('refuses %j (400)', async (change, field, message) => {
    const before = await costRows();
    const response = await as('FINANCE', 'POST', 'billing/price-schedules', {
      serviceCode: SERVICE,
      amount: 16000,
      effectiveFrom: await futureDay(),
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors[field]).toBe(message);
    expect(await costRows()).toEqual(before);
  });

  it('refuses a second price of the service from the same day (409)', async () => {
    const from = await futureDay();
    expect(
      (
        await as('FINANCE', 'POST', 'billing/price-schedules', {
          serviceCode: SERVICE,
          amount: 16000,
          effectiveFrom: from,
        })
      ).status,
    ).toBe(201);
    const before = await costRows();
    const again = await as('FINANCE', 'POST', 'billing/price-schedules', {
      serviceCode: SERVICE,
      amount: 17000,
      effectiveFrom: from,
    });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ effectiveFrom: 'This service already has a price starting on that date' });
    expect(await costRows()).toEqual(before);
    // Another service may start a price that day.
    expect(
      (
        await as('FINANCE', 'POST', 'billing/price-schedules', {
          serviceCode: 'SPECIAL_LICENCE_NOTICE_WAIVER',
          amount: 16000,
          effectiveFrom: from,
        })
      ).status,
    ).toBe(201);
  });
});

describe('DELETE /api/billing/price-schedules/:id', () => {
  it('lets FINANCE cancel a scheduled price, audited; it leaves the list', async () => {
    const from = await futureDay();
    const created = (
      await as('FINANCE', 'POST', 'billing/price-schedules', {
        serviceCode: SERVICE,
        amount: 18000,
        effectiveFrom: from,
      })
    ).body.data;
    expect((await as('REGISTRAR_GENERAL', 'DELETE', `billing/price-schedules/${created.id}`)).status).toBe(403);
    const response = await as('FINANCE', 'DELETE', `billing/price-schedules/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ id: created.id, cancelled: true });
    expect(await lastAudit('service-costs', created.id)).toMatchObject({
      actorId: await userIdOf('FINANCE'),
      action: 'price.cancelled',
      before: { serviceCode: SERVICE, amount: 18000, effectiveFrom: from },
      after: null,
    });
    const entry = entryOf((await as('FINANCE', 'GET', 'billing/price-list')).body, SERVICE);
    expect(entry.scheduled.map((p: any) => p.id)).not.toContain(created.id);
    expect((await as('FINANCE', 'DELETE', `billing/price-schedules/${created.id}`)).status).toBe(404);
  });

  it('never cancels a price in force or an earlier one (409), nor a made-up id (404)', async () => {
    const list = (await as('FINANCE', 'GET', 'billing/price-list')).body;
    const current = entryOf(list, 'MARRIAGE_NOTICE').current;
    const earlier = entryOf(list, 'CERTIFIED_COPY').history[0];
    const before = await costRows();
    for (const price of [current, earlier]) {
      const refused = await as('FINANCE', 'DELETE', `billing/price-schedules/${price.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This price has already come into force and cannot be cancelled; schedule a new price instead',
      );
    }
    expect((await as('FINANCE', 'DELETE', 'billing/price-schedules/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await as('FINANCE', 'DELETE', 'billing/price-schedules/not-an-id')).status).toBe(400);
    expect(await costRows()).toEqual(before);
  });
});

/**
 * The Nairobi day decides: at 22:30 UTC it is already 01:30 the next day there. The instants are
 * fixed far ahead (2093), worked out by hand (UTC + 3 h), whatever the machine's clock or zone.
 */
describe('around Nairobi midnight', () => {
  async function appAt(iso: string) {
    const { app, database } = await testContext();
    // Stopped at the instant: however long the requests take, "today" is that instant's Nairobi day
    // (a clock that ran on from 20:59:59 crossed midnight on a busy machine).
    const clock: Clock = { now: () => new Date(iso) };
    const timed = await buildApp({ config: app.config, database, clock });
    await timed.ready();
    opened.push(timed);
    return timed;
  }
  const tokens = new Map<FastifyInstance, Promise<string>>();
  const financeOn = (app: FastifyInstance) => {
    if (!tokens.has(app))
      tokens.set(
        app,
        signIn(app, 'finance@demo.test').then((s) => s.token),
      );
    return tokens.get(app)!;
  };
  const send = async (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    call(app, {
      method,
      url: `/api/${url}`,
      token: await financeOn(app),
      ...(payload ? { payload } : {}),
      ...(method === 'DELETE' ? { headers: { 'content-type': 'text/plain' } } : {}),
    });

  it('takes today as the Nairobi day, shows a price scheduled until its Nairobi day starts, then in force', async () => {
    // 22:30 UTC on 10 March 2093 is 01:30 on 11 March in Nairobi.
    const late = await appAt('2093-03-10T22:30:00Z');
    const onUtcDay = await send(late, 'POST', 'billing/price-schedules', {
      serviceCode: SERVICE,
      amount: 21000,
      effectiveFrom: '2093-03-11',
    });
    expect(onUtcDay.status).toBe(400);
    expect(onUtcDay.body.errors).toEqual({ effectiveFrom: 'A price can only be scheduled from tomorrow on' });
    const scheduled = await send(late, 'POST', 'billing/price-schedules', {
      serviceCode: SERVICE,
      amount: 21000,
      effectiveFrom: '2093-03-12',
    });
    expect(scheduled.status).toBe(201);
    const id = scheduled.body.data.id;
    const atLate = await send(late, 'GET', 'billing/price-list');
    expect(atLate.body.today).toBe('2093-03-11');
    expect(entryOf(atLate.body, SERVICE).scheduled.find((p: any) => p.id === id)).toMatchObject({
      status: 'SCHEDULED',
      effectiveFrom: '2093-03-12',
    });
    expect(entryOf(atLate.body, SERVICE).current.effectiveTo).toBe('2093-03-11');

    // 20:59:59 UTC on 11 March: the last second of 11 March in Nairobi; 21:00 UTC: 12 March has begun there.
    const lastSecond = await appAt('2093-03-11T20:59:59Z');
    const before = entryOf((await send(lastSecond, 'GET', 'billing/price-list')).body, SERVICE);
    expect(before.current).not.toMatchObject({ id });
    expect(before.scheduled.map((p: any) => p.id)).toContain(id);
    const midnight = await appAt('2093-03-11T21:00:00Z');
    const after = (await send(midnight, 'GET', 'billing/price-list')).body;
    expect(after.today).toBe('2093-03-12');
    const entry = entryOf(after, SERVICE);
    expect(entry.current).toMatchObject({ id, amount: 21000, status: 'IN_FORCE', effectiveFrom: '2093-03-12' });
    expect(entry.history[0]).toMatchObject({ id: before.current.id, status: 'SUPERSEDED', effectiveTo: '2093-03-11' });
    expect(entry.scheduled.map((p: any) => p.id)).not.toContain(id);
    // In force now: it cannot be cancelled any more.
    expect((await send(midnight, 'DELETE', `billing/price-schedules/${id}`)).status).toBe(409);
  });

  it('charges a scheduled price from its day on, never before (public price list and invoice lines)', async () => {
    const late = await appAt('2093-06-20T22:30:00Z');
    const scheduled = await send(late, 'POST', 'billing/price-schedules', {
      serviceCode: 'REGISTER_SEARCH',
      amount: 777,
      effectiveFrom: '2093-06-22',
    });
    expect(scheduled.status).toBe(201);
    const feeOn = async (day: string) =>
      ((await call(late, { method: 'GET', url: `/api/prices?onDate=${day}` })).body.data as any[]).find(
        (e) => e.code === 'REGISTER_SEARCH',
      ).fee.amount;
    expect(await feeOn('2093-06-21')).not.toBe(777);
    expect(await feeOn('2093-06-22')).toBe(777);
    const { db } = (await testContext()).database;
    const [dayBefore] = await priceLines(db, 'REGISTER_SEARCH', [], '2093-06-21');
    const [onDay] = await priceLines(db, 'REGISTER_SEARCH', [], '2093-06-22');
    expect(dayBefore.amount).not.toBe(777);
    expect(onDay).toMatchObject({ amount: 777, unitAmount: 777 });
  });
});
