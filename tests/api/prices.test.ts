import { gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceCosts } from '../../src/server/db/schema/index.js';
import { priceLines } from '../../src/server/modules/fees/pricing.js';
import { priceListSchema } from '../../src/shared/contracts/prices.js';
import { nairobiToday } from '../../src/shared/dates.js';
import { SERVICE_CODES } from '../../src/shared/services.js';
import { testContext } from './helpers.js';
import { as, listPath, signInAll } from './settings-support.js';

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
