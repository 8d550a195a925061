import type { PGlite } from '@electric-sql/pglite';
import { and, asc, eq, gte, inArray, isNull, like } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../src/server/db/client.js';
import { billables, serviceCosts, services, serviceTaxHeads, taxHeads } from '../../src/server/db/schema/index.js';
import { priceLines } from '../../src/server/modules/fees/pricing.js';
import { priceListSchema } from '../../src/shared/contracts/prices.js';
import { nairobiToday } from '../../src/shared/dates.js';
import { SERVICE_CODES } from '../../src/shared/services.js';
import { call, extraApp, secondConnection, testContext } from './helpers.js';
import { as, listPath, signInAll, tokenOf } from './settings-support.js';

/** GET /api/prices: the public price list of /services-prices, /user/prices and /institution/prices. */

beforeAll(signInAll);

afterAll(async () => {
  const { db } = (await testContext()).database;
  await db.delete(serviceCosts).where(gte(serviceCosts.effectiveFrom, '2090-01-01'));
});

const entry = (body: any, code: string) => body.data.find((e: any) => e.code === code);

describe('GET /api/prices', () => {
  it('answers every active service with the fee in force today, its tax-head split and extras, to anyone', async () => {
    const response = await as('ANONYMOUS', 'GET', 'prices');
    expect(response.status).toBe(200);
    expect(priceListSchema.safeParse(response.body).success).toBe(true);
    expect(response.body.data.map((e: any) => e.code)).toEqual([...SERVICE_CODES]);
    expect(entry(response.body, 'MARRIAGE_NOTICE')).toEqual({
      code: 'MARRIAGE_NOTICE',
      name: 'Notice of marriage',
      description: expect.stringContaining('21 days'),
      audience: ['INDIVIDUAL'],
      chain: ['OFFICER'],
      fee: { amount: 3300, currency: 'KES', effectiveFrom: '2026-01-01' },
      taxHeads: [
        { code: 'MARRIAGE_FEES', name: 'Marriage fees', percentage: 95, amount: 3135 },
        { code: 'CONVENIENCE_FEE', name: 'Convenience fee', percentage: 5, amount: 165 },
      ],
      billables: [
        {
          code: 'EXTRA_MARRIAGE_CERTIFICATE',
          name: 'Extra copy of the marriage certificate',
          amount: 1050,
          maxQuantity: 4,
        },
        { code: 'COURIER_DELIVERY', name: 'Courier delivery of documents', amount: 600, maxQuantity: 1 },
      ],
    });
    expect(entry(response.body, 'MARRIAGE_RETURN')).toMatchObject({
      fee: { amount: 0 },
      taxHeads: [{ amount: 0 }, { amount: 0 }],
    });
    expect(entry(response.body, 'SPECIAL_LICENCE_NOTICE_WAIVER').chain).toEqual([
      'OFFICER',
      'DIRECTOR',
      'REGISTRAR_GENERAL',
      'MINISTER',
    ]);
    for (const who of ['CITIZEN', 'INSTITUTION', 'OFFICER'] as const)
      expect((await as(who, 'GET', 'prices')).body).toEqual(response.body);
  });

  it('answers the prices of another date: none before the first price, a scheduled one from its start', async () => {
    const before = await as('ANONYMOUS', 'GET', 'prices?onDate=2025-06-01');
    expect(before.status).toBe(200);
    expect(entry(before.body, 'MARRIAGE_NOTICE')).toMatchObject({
      fee: null,
      taxHeads: [
        { code: 'MARRIAGE_FEES', amount: 0 },
        { code: 'CONVENIENCE_FEE', amount: 0 },
      ],
    });

    const scheduled = await as('FINANCE', 'POST', 'service-costs', {
      serviceCode: 'MARRIAGE_NOTICE',
      amount: 4000.1,
      effectiveFrom: '2096-01-01',
    });
    expect(scheduled.status).toBe(201);
    const later = await as('ANONYMOUS', 'GET', 'prices?onDate=2096-01-02');
    expect(entry(later.body, 'MARRIAGE_NOTICE')).toMatchObject({
      fee: { amount: 4000.1, effectiveFrom: '2096-01-01' },
      taxHeads: [
        { code: 'MARRIAGE_FEES', amount: 3800.1 },
        { code: 'CONVENIENCE_FEE', amount: 200 },
      ],
    });
    expect(
      entry(later.body, 'MARRIAGE_NOTICE').taxHeads[0].amount + entry(later.body, 'MARRIAGE_NOTICE').taxHeads[1].amount,
    ).toBeCloseTo(4000.1, 2);
    expect(entry((await as('ANONYMOUS', 'GET', 'prices?onDate=2095-12-31')).body, 'MARRIAGE_NOTICE').fee.amount).toBe(
      3300,
    );
    expect(entry((await as('ANONYMOUS', 'GET', 'prices')).body, 'MARRIAGE_NOTICE').fee.amount).toBe(3300);
  });

  it.each(['yesterday', '2026-02-30', '2026-1-1', ''])('refuses onDate=%s', async (onDate) => {
    const response = await as('ANONYMOUS', 'GET', `prices?onDate=${onDate}`);
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ onDate: 'Enter a date as yyyy-mm-dd' });
  });

  it('leaves out services and extras that are switched off', async () => {
    const service = (await as('ADMIN', 'GET', 'services/DIVORCE_RETURN')).body;
    const courier = (await as('ADMIN', 'GET', 'billables?filter={"code":"COURIER_DELIVERY"}')).body[0];
    try {
      expect((await as('ADMIN', 'PUT', 'services/DIVORCE_RETURN', { active: false })).status).toBe(200);
      expect((await as('FINANCE', 'PUT', `billables/${courier.id}`, { active: false })).status).toBe(200);
      const response = await as('ANONYMOUS', 'GET', 'prices');
      expect(response.body.data.map((e: any) => e.code)).not.toContain('DIVORCE_RETURN');
      expect(entry(response.body, 'MARRIAGE_NOTICE').billables.map((b: any) => b.code)).toEqual([
        'EXTRA_MARRIAGE_CERTIFICATE',
      ]);
    } finally {
      await as('ADMIN', 'PUT', 'services/DIVORCE_RETURN', { active: service.active });
      await as('FINANCE', 'PUT', `billables/${courier.id}`, { active: true });
    }
  });
});

describe('GET /api/prices and the invoice', () => {
  it('splits a fee over heads of equal share as the invoice of that day does (the odd cent to the same head)', async () => {
    const { database, clock } = await testContext();
    const split = (await as('ADMIN', 'GET', 'service-tax-heads/REGISTER_SEARCH')).body;
    const heads = split.heads.map(({ taxHeadId, percentage }: any) => ({ taxHeadId, percentage }));
    const all = (await as('ADMIN', 'GET', listPath('tax-heads', { range: [0, 99] }))).body as {
      id: string;
      code: string;
      active: boolean;
    }[];
    // Three heads of 33.33 %, 33.33 % and 33.34 %, given out of their codes' order: KES 550 is 183.37 + 183.32 + 183.31.
    const three = all.filter((h) => h.active).slice(0, 3);
    expect(three).toHaveLength(3);
    const [first, second, third] = [...three].sort((a, b) => b.code.localeCompare(a.code));
    try {
      const put = await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', {
        heads: [
          { taxHeadId: first.id, percentage: 33.33 },
          { taxHeadId: third.id, percentage: 33.34 },
          { taxHeadId: second.id, percentage: 33.33 },
        ],
      });
      expect(put.status).toBe(200);
      const listed = entry((await as('ANONYMOUS', 'GET', 'prices')).body, 'REGISTER_SEARCH');
      expect(listed.fee.amount).toBe(550);
      const [line] = await priceLines(database.db, 'REGISTER_SEARCH', [], nairobiToday(clock));
      const invoiced = Object.fromEntries(line.taxHeads.map((h) => [h.code, h.amount]));
      expect(Object.fromEntries(listed.taxHeads.map((h: any) => [h.code, h.amount]))).toEqual(invoiced);
      expect(listed.taxHeads.map((h: any) => h.code)).toEqual(line.taxHeads.map((h) => h.code));
      expect(listed.taxHeads.map((h: any) => h.amount)).toEqual([183.37, 183.32, 183.31]);
      const billing = (await as('FINANCE', 'GET', 'billing/price-list')).body.data.find(
        (e: any) => e.serviceCode === 'REGISTER_SEARCH',
      );
      expect(billing.current.taxHeads).toEqual(listed.taxHeads);
    } finally {
      await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', { heads });
    }
  });
});

/** The test database behind a Drizzle that writes down every statement it sends. */
function counted(database: Database): { database: Database; statements: string[] } {
  const statements: string[] = [];
  const options = {
    casing: 'snake_case' as const,
    logger: { logQuery: (query: string) => statements.push(query) },
  };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const db =
    database.kind === 'postgres'
      ? drizzlePg(client as Pool, options)
      : (drizzlePglite(client as PGlite, options) as unknown as Db);
  return { database: { ...database, db }, statements };
}

describe('GET /api/prices, how it reads', () => {
  it('answers from a fixed number of statements, however many services, fees and extras there are', async () => {
    const { database } = await testContext();
    const watched = counted(database);
    const app = await extraApp({}, watched.database);
    const statementsOf = async () => {
      watched.statements.length = 0;
      const response = await call(app, { method: 'GET', url: '/api/prices' });
      expect(response.status).toBe(200);
      return {
        count: watched.statements.length,
        body: response.body,
        codes: response.body.data.map((e: any) => e.code),
      };
    };
    const { db } = database;
    const extra = Array.from({ length: 10 }, (_, i) => `ZZ_EXTRA_${i}`);
    try {
      const demo = await statementsOf();
      expect(demo.codes).toEqual([...SERVICE_CODES]);
      // One statement for the list; the request's hooks read nothing of their own for an anonymous caller.
      expect(demo.count).toBeLessThanOrEqual(2);

      const [head] = await db.select({ id: taxHeads.id }).from(taxHeads).limit(1);
      await db.insert(services).values(
        extra.map((code) => ({
          code,
          name: code,
          description: code,
          audience: ['INDIVIDUAL'],
          chain: ['OFFICER'],
          slaDays: { OFFICER: 1 },
        })),
      );
      await db.insert(serviceCosts).values(
        extra.flatMap((serviceCode) => [
          { serviceCode, amount: 100, effectiveFrom: '2020-01-01' },
          { serviceCode, amount: 200, effectiveFrom: '2021-01-01' },
        ]),
      );
      await db
        .insert(serviceTaxHeads)
        .values(extra.map((serviceCode) => ({ serviceCode, taxHeadId: head.id, percentage: 100 })));
      await db
        .insert(billables)
        .values(extra.map((serviceCode) => ({ code: `${serviceCode}_COPY`, name: 'A copy', serviceCode, amount: 10 })));
      const more = await statementsOf();
      expect(more.codes).toEqual([...SERVICE_CODES, ...extra]);
      expect(more.count).toBe(demo.count);
      // Each service with its own fee, split and extras (then those of every service).
      expect(entry(more.body, 'ZZ_EXTRA_3')).toMatchObject({
        fee: { amount: 200, currency: 'KES', effectiveFrom: '2021-01-01' },
        taxHeads: [{ percentage: 100, amount: 200 }],
      });
      expect(entry(more.body, 'ZZ_EXTRA_3').billables.map((b: any) => b.code)).toEqual([
        'ZZ_EXTRA_3_COPY',
        ...(
          await db
            .select({ code: billables.code })
            .from(billables)
            .where(and(isNull(billables.serviceCode), eq(billables.active, true)))
            .orderBy(asc(billables.name), asc(billables.code))
        ).map((b) => b.code),
      ]);
    } finally {
      await app.close();
      await db.delete(billables).where(like(billables.code, 'ZZ_EXTRA_%'));
      await db.delete(serviceTaxHeads).where(inArray(serviceTaxHeads.serviceCode, extra));
      await db.delete(serviceCosts).where(inArray(serviceCosts.serviceCode, extra));
      await db.delete(services).where(inArray(services.code, extra));
    }
  });

  it('shows a change staff make through another process on the next request (nothing kept between requests)', async () => {
    const connection = await secondConnection();
    const other = await extraApp({}, connection.database);
    const finance = await tokenOf('FINANCE');
    const onOther = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload: object) =>
      call(other, {
        method,
        url: `/api/${url}`,
        token: finance,
        payload,
        ...(method === 'DELETE' ? { headers: { 'content-type': 'text/plain' } } : {}),
      });
    const notice = async (query = '') =>
      entry((await as('ANONYMOUS', 'GET', `prices${query}`)).body, 'MARRIAGE_NOTICE');
    const split = (await as('ADMIN', 'GET', 'service-tax-heads/MARRIAGE_NOTICE')).body;
    const heads = split.heads.map(({ taxHeadId, percentage }: any) => ({ taxHeadId, percentage }));
    const courier = (await as('ADMIN', 'GET', 'billables?filter={"code":"COURIER_DELIVERY"}')).body[0];
    try {
      const today = await notice();
      const before = await notice('?onDate=2093-01-02');
      expect(before.fee).not.toBeNull();

      // A price scheduled, then cancelled.
      const scheduled = await onOther('POST', 'billing/price-schedules', {
        serviceCode: 'MARRIAGE_NOTICE',
        amount: 4321.5,
        effectiveFrom: '2093-01-01',
      });
      expect(scheduled.status).toBe(201);
      expect((await notice('?onDate=2093-01-02')).fee).toEqual({
        amount: 4321.5,
        currency: 'KES',
        effectiveFrom: '2093-01-01',
      });
      expect((await onOther('DELETE', `billing/price-schedules/${scheduled.body.data.id}`, {})).status).toBe(200);
      expect(await notice('?onDate=2093-01-02')).toEqual(before);

      // The split and an extra's price.
      expect(
        (
          await onOther('PUT', 'service-tax-heads/MARRIAGE_NOTICE', {
            heads: [
              { ...heads[0], percentage: 90 },
              { ...heads[1], percentage: 10 },
            ],
          })
        ).status,
      ).toBe(200);
      expect((await onOther('PUT', `billables/${courier.id}`, { amount: 650.5 })).status).toBe(200);
      const after = await notice();
      expect(after.taxHeads.map((h: any) => [h.percentage, h.amount])).toEqual([
        [90, 2970],
        [10, 330],
      ]);
      expect(after.billables.find((b: any) => b.code === 'COURIER_DELIVERY').amount).toBe(650.5);
      expect(after).not.toEqual(today);
    } finally {
      await onOther('PUT', 'service-tax-heads/MARRIAGE_NOTICE', { heads });
      await onOther('PUT', `billables/${courier.id}`, { amount: courier.amount });
      await other.close();
      await connection.close();
    }
    expect((await notice()).taxHeads.map((h: any) => h.amount)).toEqual([3135, 165]);
  });
});
