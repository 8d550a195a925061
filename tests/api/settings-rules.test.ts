// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq, gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, invoices, serviceCosts, serviceTaxHeads } from '../../src/server/db/schema/index.js';
import { testContext } from './helpers.js';
import { as, expectUnchanged, lastAudit, listPath, signInAll, snapshot, today, userIdOf } from './settings-support.js';

/** The rules of the settings tables (domain section 8); every refusal leaves every table as it was. */

const lockedCostIds: string[] = [];

beforeAll(signInAll);

afterAll(async () => {
  const { db } = (await testContext()).database;
  await db.delete(serviceCosts).where(gte(serviceCosts.effectiveFrom, '2090-01-01'));
  if (lockedCostIds.length) await db.delete(serviceCosts).where(inArray(serviceCosts.id, lockedCostIds));
});

async function splitOf(serviceCode: string) {
  const response = await as('ADMIN', 'GET', `service-tax-heads/${serviceCode}`);
  expect(response.status).toBe(200);
  return response.body as { heads: { taxHeadId: string; code: string; percentage: number }[]; total: number };
}

describe('service costs: a price in force never changes', () => {
  it('refuses a new price that starts in the past, and writes nothing', async () => {
    const before = await snapshot();
    const response = await as('FINANCE', 'POST', 'service-costs', {
      serviceCode: 'REGISTER_SEARCH',
      amount: 600,
      effectiveFrom: await today(-1),
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      effectiveFrom: 'A new price cannot start in the past; choose today or a later date',
    });
    await expectUnchanged(before);
  });

  it('accepts a price from today, which is then in force and locked; the one it supersedes is too', async () => {
    const seeded = (
      await as(
        'FINANCE',
        'GET',
        listPath('service-costs', { filter: { serviceCode: 'SEARCH_REPORT' }, sort: ['effectiveFrom', 'ASC'] }),
      )
    ).body;
    expect(seeded[0]).toMatchObject({ serviceCode: 'SEARCH_REPORT', amount: 1050, status: 'IN_FORCE' });
    // Same amount as before, so the fee other tests see does not change.
    const created = await as('FINANCE', 'POST', 'service-costs', {
      serviceCode: 'SEARCH_REPORT',
      amount: 1050,
      effectiveFrom: await today(),
    });
    expect(created.status).toBe(201);
    lockedCostIds.push(created.body.id);
    expect(created.body).toMatchObject({
      serviceCode: 'SEARCH_REPORT',
      amount: 1050,
      currency: 'KES',
      effectiveFrom: await today(),
      status: 'IN_FORCE',
    });
    expect(await lastAudit('service-costs', created.body.id)).toMatchObject({
      actorId: await userIdOf('FINANCE'),
      action: 'settings.created',
      before: null,
      after: { amount: 1050 },
    });
    expect((await as('FINANCE', 'GET', `service-costs/${seeded[0].id}`)).body.status).toBe('SUPERSEDED');

    const before = await snapshot();
    for (const id of [created.body.id, seeded[0].id]) {
      const edit = await as('ADMIN', 'PUT', `service-costs/${id}`, { amount: 1 });
      expect(edit.status).toBe(409);
      expect(edit.body.message).toMatch(/has been in force since .* and cannot change\. Add a new price/);
      expect((await as('FINANCE', 'DELETE', `service-costs/${id}`)).status).toBe(409);
    }
    const clash = await as('FINANCE', 'POST', 'service-costs', {
      serviceCode: 'SEARCH_REPORT',
      amount: 2000,
      effectiveFrom: await today(),
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors).toEqual({ effectiveFrom: 'This service already has a price starting on that date' });
    await expectUnchanged(before);
  });

  it('lets finance schedule, change and withdraw a future price, auditing each step', async () => {
    const created = await as('FINANCE', 'POST', 'service-costs', {
      serviceCode: 'MARRIAGE_NOTICE',
      amount: 3500,
      effectiveFrom: '2097-07-01',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ id, status: 'SCHEDULED' });

    const changed = await as('FINANCE', 'PUT', `service-costs/${id}`, { ...created.body, amount: 3600.5 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id, amount: 3600.5, effectiveFrom: '2097-07-01' });
    expect(await lastAudit('service-costs', id)).toMatchObject({
      action: 'settings.updated',
      before: { amount: 3500 },
      after: { amount: 3600.5 },
    });

    const before = await snapshot();
    const past = await as('FINANCE', 'PUT', `service-costs/${id}`, { effectiveFrom: await today(-1) });
    expect(past.status).toBe(400);
    expect(past.body.errors.effectiveFrom).toMatch(/cannot start in the past/);
    for (const [body, field] of [
      [{ amount: -1 }, 'amount'],
      [{ amount: 10.555 }, 'amount'],
      [{ currency: 'USD' }, 'currency'],
      [{ serviceCode: 'NO_SUCH_SERVICE' }, 'serviceCode'],
      [{ effectiveFrom: '2097-02-30' }, 'effectiveFrom'],
    ] as const) {
      const refused = await as('FINANCE', 'PUT', `service-costs/${id}`, body);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    await expectUnchanged(before);

    const removed = await as('FINANCE', 'DELETE', `service-costs/${id}`);
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ id, amount: 3600.5 });
    expect(await lastAudit('service-costs', id)).toMatchObject({
      action: 'settings.deleted',
      before: { id, amount: 3600.5 },
      after: null,
    });
    expect((await as('FINANCE', 'GET', `service-costs/${id}`)).status).toBe(404);
  });
});

describe('service tax heads: each service splits its fee 100%', () => {
  it('refuses a split that does not add up, repeats a head or names an unknown one, and writes nothing', async () => {
    const split = await splitOf('REGISTER_SEARCH');
    expect(split.total).toBe(100);
    const heads = split.heads.map(({ taxHeadId, percentage }) => ({ taxHeadId, percentage }));
    const before = await snapshot();
    const short = await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', {
      heads: [heads[0], { ...heads[1], percentage: heads[1].percentage - 10 }],
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^The percentages of a service must add up to 100% \(now 90%\)$/);
    const twice = await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', {
      heads: [
        { ...heads[0], percentage: 50 },
        { ...heads[0], percentage: 50 },
      ],
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toEqual({ 'heads.1.taxHeadId': 'This tax head is listed twice' });
    const unknown = await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', {
      heads: [{ taxHeadId: '00000000-0000-4000-8000-000000000000', percentage: 100 }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ 'heads.0.taxHeadId': 'No such tax head' });
    expect((await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', { heads: [] })).status).toBe(400);
    expect(
      (await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', { serviceCode: 'SEARCH_REPORT', heads })).body
        .errors,
    ).toEqual({ serviceCode: 'This cannot be changed once created' });
    expect((await as('FINANCE', 'PUT', 'service-tax-heads/NO_SUCH_SERVICE', { heads })).status).toBe(404);
    const exists = await as('FINANCE', 'POST', 'service-tax-heads', { serviceCode: 'REGISTER_SEARCH', heads });
    expect(exists.status).toBe(409);
    await expectUnchanged(before);
  });

  it('replaces a whole split at once and audits before and after', async () => {
    const original = await splitOf('REGISTER_SEARCH');
    const heads = original.heads.map(({ taxHeadId, percentage }) => ({ taxHeadId, percentage }));
    const main = heads.find((h) => h.percentage === 95)!;
    const fee = heads.find((h) => h.percentage === 5)!;
    try {
      const changed = await as('FINANCE', 'PUT', 'service-tax-heads/REGISTER_SEARCH', {
        heads: [
          { ...main, percentage: 87.5 },
          { ...fee, percentage: 12.5 },
        ],
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: 'REGISTER_SEARCH', total: 100 });
      expect(changed.body.heads.map((h: any) => h.percentage).sort()).toEqual([12.5, 87.5]);
      const audit = await lastAudit('service-tax-heads', 'REGISTER_SEARCH');
      expect(audit).toMatchObject({ actorId: await userIdOf('FINANCE'), action: 'settings.updated' });
      expect((audit.before as any).heads.map((h: any) => h.percentage).sort()).toEqual([5, 95]);
      expect((audit.after as any).heads.map((h: any) => h.percentage).sort()).toEqual([12.5, 87.5]);
      const prices = await as('ANONYMOUS', 'GET', 'prices');
      const search = prices.body.data.find((p: any) => p.code === 'REGISTER_SEARCH');
      expect(search.taxHeads.map((h: any) => [h.percentage, h.amount])).toEqual([
        [87.5, 481.25],
        [12.5, 68.75],
      ]);
    } finally {
      expect((await as('ADMIN', 'PUT', 'service-tax-heads/REGISTER_SEARCH', { heads })).status).toBe(200);
    }
  });

  it('creates the split of a service that has none', async () => {
    const { db } = (await testContext()).database;
    const original = await splitOf('DIVORCE_RETURN');
    const heads = original.heads.map(({ taxHeadId, percentage }) => ({ taxHeadId, percentage }));
    await db.delete(serviceTaxHeads).where(eq(serviceTaxHeads.serviceCode, 'DIVORCE_RETURN'));
    try {
      expect((await splitOf('DIVORCE_RETURN')).heads).toEqual([]);
      const created = await as('ADMIN', 'POST', 'service-tax-heads', { serviceCode: 'DIVORCE_RETURN', heads });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ id: 'DIVORCE_RETURN', total: 100 });
      expect(await lastAudit('service-tax-heads', 'DIVORCE_RETURN')).toMatchObject({
        action: 'settings.created',
        before: null,
      });
    } finally {
      const now = await splitOf('DIVORCE_RETURN');
      if (now.heads.length === 0)
        await db.insert(serviceTaxHeads).values(heads.map((h) => ({ ...h, serviceCode: 'DIVORCE_RETURN' })));
    }
  });
});

describe('tax heads', () => {
  it('keeps codes, refuses to delete or switch off a head in use, and deletes one that is not', async () => {
    const created = await as('FINANCE', 'POST', 'tax-heads', {
      code: 'TEST_RULES_HEAD',
      name: 'Rules head',
      description: 'Made by a test',
    });
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ code: 'TEST_RULES_HEAD', active: true, services: [] });
    const before = await snapshot();
    expect((await as('FINANCE', 'POST', 'tax-heads', { code: 'TEST_RULES_HEAD', name: 'Again' })).status).toBe(409);
    expect((await as('FINANCE', 'PUT', `tax-heads/${id}`, { code: 'OTHER_CODE' })).body.errors).toEqual({
      code: 'This cannot be changed once created',
    });
    expect((await as('FINANCE', 'POST', 'tax-heads', { code: 'lower case', name: 'x' })).body.errors).toHaveProperty(
      'code',
    );
    await expectUnchanged(before);

    const original = await splitOf('MARITAL_STATUS_LETTER');
    const heads = original.heads.map(({ taxHeadId, percentage }) => ({ taxHeadId, percentage }));
    try {
      const used = await as('FINANCE', 'PUT', 'service-tax-heads/MARITAL_STATUS_LETTER', {
        heads: [{ ...heads[0], percentage: heads[0].percentage - 1 }, heads[1], { taxHeadId: id, percentage: 1 }],
      });
      expect(used.status).toBe(200);
      expect((await as('FINANCE', 'GET', `tax-heads/${id}`)).body.services).toEqual(['MARITAL_STATUS_LETTER']);
      const inUse = await snapshot();
      const refused = await as('FINANCE', 'DELETE', `tax-heads/${id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/fee split of MARITAL_STATUS_LETTER/);
      expect((await as('FINANCE', 'PUT', `tax-heads/${id}`, { active: false })).status).toBe(409);
      await expectUnchanged(inUse);
    } finally {
      expect((await as('FINANCE', 'PUT', 'service-tax-heads/MARITAL_STATUS_LETTER', { heads })).status).toBe(200);
    }
    const off = await as('FINANCE', 'PUT', `tax-heads/${id}`, { active: false, name: 'Rules head (old)' });
    expect(off.status).toBe(200);
    expect(await lastAudit('tax-heads', id)).toMatchObject({
      before: { active: true, name: 'Rules head' },
      after: { active: false, name: 'Rules head (old)' },
    });
    const switchedOff = await as('FINANCE', 'PUT', 'service-tax-heads/MARITAL_STATUS_LETTER', {
      heads: [{ ...heads[0], percentage: heads[0].percentage - 1 }, heads[1], { taxHeadId: id, percentage: 1 }],
    });
    expect(switchedOff.status).toBe(400);
    expect(switchedOff.body.errors).toEqual({ 'heads.2.taxHeadId': 'This tax head is switched off' });
    const removed = await as('FINANCE', 'DELETE', `tax-heads/${id}`);
    expect(removed.status).toBe(200);
    expect(await lastAudit('tax-heads', id)).toMatchObject({
      action: 'settings.deleted',
      before: { code: 'TEST_RULES_HEAD' },
    });
  });

  it('refuses to delete a head that appears on an invoice', async () => {
    const { db } = (await testContext()).database;
    const created = await as('ADMIN', 'POST', 'tax-heads', { code: 'TEST_INVOICED_HEAD', name: 'Invoiced head' });
    const citizenId = await userIdOf('CITIZEN');
    const [application] = await db
      .insert(applications)
      .values({
        reference: `TEST-SET-${Date.now()}`,
        trackingId: `test-set-${Date.now()}`,
        serviceCode: 'REGISTER_SEARCH',
        applicantId: citizenId,
        formData: {},
      })
      .returning();
    const [invoice] = await db
      .insert(invoices)
      .values({
        number: `TEST-INV-${Date.now()}`,
        applicationId: application.id,
        payerId: citizenId,
        amount: 550,
        lines: [
          {
            code: 'REGISTER_SEARCH',
            description: 'Register search',
            quantity: 1,
            unitAmount: 550,
            amount: 550,
            taxHeads: [{ code: 'TEST_INVOICED_HEAD', name: 'Invoiced head', amount: 550 }],
          },
        ],
      })
      .returning();
    try {
      const before = await snapshot();
      const refused = await as('ADMIN', 'DELETE', `tax-heads/${created.body.id}`);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This tax head appears on invoices already raised and cannot be deleted; switch it off instead',
      );
      await expectUnchanged(before);
    } finally {
      await db.delete(invoices).where(eq(invoices.id, invoice.id));
      await db.delete(applications).where(eq(applications.id, application.id));
    }
    expect((await as('ADMIN', 'DELETE', `tax-heads/${created.body.id}`)).status).toBe(200);
  });
});

describe('billables', () => {
  it('checks amounts and quantities, keeps codes and deletes', async () => {
    const before = await snapshot();
    for (const [body, field] of [
      [{ code: 'TEST_BILLABLE', name: 'x', amount: 0, maxQuantity: 1 }, 'amount'],
      [{ code: 'TEST_BILLABLE', name: 'x', amount: 10, maxQuantity: 0 }, 'maxQuantity'],
      [{ code: 'TEST_BILLABLE', name: 'x', amount: 10, maxQuantity: 1.5 }, 'maxQuantity'],
      [{ code: 'TEST_BILLABLE', name: 'x', amount: 10, maxQuantity: 1, serviceCode: 'NOPE' }, 'serviceCode'],
      [{ code: 'EXTRA_CERTIFIED_COPY', name: 'x', amount: 10, maxQuantity: 1 }, 'code'],
    ] as const) {
      const refused = await as('FINANCE', 'POST', 'billables', body);
      expect([400, 409]).toContain(refused.status);
      expect(Object.keys(refused.body.errors)).toEqual([field]);
    }
    await expectUnchanged(before);
    const created = await as('FINANCE', 'POST', 'billables', {
      code: 'TEST_BILLABLE',
      name: 'Laminated copy',
      serviceCode: 'CERTIFIED_COPY',
      amount: 250,
      maxQuantity: 3,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ code: 'TEST_BILLABLE', currency: 'KES', active: true });
    expect(
      (await as('FINANCE', 'PUT', `billables/${created.body.id}`, { ...created.body, code: 'RENAMED' })).status,
    ).toBe(400);
    const changed = await as('FINANCE', 'PUT', `billables/${created.body.id}`, { ...created.body, amount: 300 });
    expect(changed.body).toMatchObject({ amount: 300, code: 'TEST_BILLABLE' });
    expect((await as('FINANCE', 'DELETE', `billables/${created.body.id}`)).status).toBe(200);
    expect(await lastAudit('billables', created.body.id)).toMatchObject({
      action: 'settings.deleted',
      before: { amount: 300 },
    });
  });
});

describe('marriage rooms', () => {
  const room = {
    name: 'Test Room',
    district: '042',
    capacity: 12,
    opensAt: '08:30',
    closesAt: '12:30',
    slotMinutes: 45,
    weekdays: [5, 1, 3],
  };

  it.each([
    [{ opensAt: '12:30' }, 'closesAt', 'The room must close after it opens'],
    [{ opensAt: '13:00' }, 'closesAt', 'The room must close after it opens'],
    [{ slotMinutes: 10 }, 'slotMinutes', 'At least 15'],
    [{ slotMinutes: 241 }, 'slotMinutes', 'At most 240'],
    [{ closesAt: '09:00' }, 'slotMinutes', 'At least one slot must fit between opening and closing'],
    [{ weekdays: [1, 1] }, 'weekdays', 'Each weekday only once'],
    [{ weekdays: [0] }, 'weekdays.0', 'Weekdays run from 1 (Monday) to 7 (Sunday)'],
    [{ weekdays: [8] }, 'weekdays.0', 'Weekdays run from 1 (Monday) to 7 (Sunday)'],
    [{ weekdays: [] }, 'weekdays', 'Choose at least one weekday'],
    [{ opensAt: '25:00' }, 'opensAt', 'Enter a time as hh:mm'],
    [{ capacity: 0 }, 'capacity', 'At least 1'],
    [{ district: '999' }, 'district', 'Choose a district from the list'],
  ])('refuses %j (%s) and writes nothing', async (change, field, message) => {
    const before = await snapshot();
    const response = await as('ADMIN', 'POST', 'marriage-rooms', { ...room, ...change });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ [field]: message });
    await expectUnchanged(before);
  });

  it('creates, changes part of and deletes a room, auditing each step', async () => {
    const created = await as('ADMIN', 'POST', 'marriage-rooms', room);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect(created.body).toMatchObject({ ...room, weekdays: [1, 3, 5], active: true });
    expect(await lastAudit('marriage-rooms', id)).toMatchObject({
      actorId: await userIdOf('ADMIN'),
      action: 'settings.created',
      after: { opensAt: '08:30', weekdays: [1, 3, 5] },
    });

    const changed = await as('ADMIN', 'PUT', `marriage-rooms/${id}`, { capacity: 20, weekdays: [6, 7] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ ...room, capacity: 20, weekdays: [6, 7] });
    expect(await lastAudit('marriage-rooms', id)).toMatchObject({
      action: 'settings.updated',
      before: { capacity: 12, weekdays: [1, 3, 5] },
      after: { capacity: 20, weekdays: [6, 7] },
    });

    const before = await snapshot();
    const late = await as('ADMIN', 'PUT', `marriage-rooms/${id}`, { opensAt: '13:00' });
    expect(late.status).toBe(400);
    expect(late.body.errors).toEqual({ closesAt: 'The room must close after it opens' });
    expect(
      (await as('ADMIN', 'PUT', 'marriage-rooms/00000000-0000-4000-8000-000000000000', { capacity: 3 })).status,
    ).toBe(404);
    expect((await as('ADMIN', 'PUT', 'marriage-rooms/not-a-uuid', { capacity: 3 })).status).toBe(404);
    await expectUnchanged(before);

    const removed = await as('ADMIN', 'DELETE', `marriage-rooms/${id}`);
    expect(removed.status).toBe(200);
    expect(await lastAudit('marriage-rooms', id)).toMatchObject({
      action: 'settings.deleted',
      before: { name: 'Test Room', capacity: 20 },
    });
  });
});

describe('marriage configs', () => {
  it.each([
    ['minimum_age', 15],
    ['minimum_age', 31],
    ['minimum_age', 17.5],
    ['minimum_age', '18'],
    ['notice_period_days', 0],
    ['notice_period_days', -3],
    ['notice_period_days', 2.5],
    ['validity_days', null],
    ['sla_days', { OFFICER: 0 }],
    ['sla_days', { OFFICER: 3, BOSS: 2 }],
    ['sla_days', []],
    ['sla_days', {}],
    ['sla_days', 3],
    ['max_witnesses', 0],
  ])('refuses %s = %j and writes nothing', async (key, value) => {
    const before = await snapshot();
    const response = await as('ADMIN', 'PUT', `marriage-configs/${key}`, { value });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.errors)).toEqual(['value']);
    await expectUnchanged(before);
  });

  it.each([
    ['minimum_age', 21, 18],
    ['notice_period_days', 30, 21],
    [
      'sla_days',
      { OFFICER: 4, DIRECTOR: 3, REGISTRAR_GENERAL: 5, MINISTER: 7 },
      { OFFICER: 3, DIRECTOR: 3, REGISTRAR_GENERAL: 5, MINISTER: 7 },
    ],
  ])('changes %s and audits the old and new value', async (key, value, original) => {
    try {
      const changed = await as('ADMIN', 'PUT', `marriage-configs/${key}`, { value });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ id: key, key, value });
      expect(await lastAudit('marriage-configs', key)).toMatchObject({
        action: 'settings.updated',
        before: { value: original },
        after: { value },
      });
    } finally {
      expect((await as('ADMIN', 'PUT', `marriage-configs/${key}`, { value: original })).status).toBe(200);
    }
  });

  it('keeps keys and knows no others', async () => {
    const before = await snapshot();
    expect(
      (await as('ADMIN', 'PUT', 'marriage-configs/minimum_age', { key: 'maximum_age', value: 18 })).body.errors,
    ).toEqual({ key: 'This cannot be changed once created' });
    expect((await as('ADMIN', 'PUT', 'marriage-configs/no_such_key', { value: 1 })).status).toBe(404);
    await expectUnchanged(before);
  });
});

describe('services, dioceses', () => {
  it('changes the texts and target days of a service, matching its approval chain', async () => {
    const original = (await as('ADMIN', 'GET', 'services/MARITAL_STATUS_LETTER')).body;
    expect(original).toMatchObject({ id: 'MARITAL_STATUS_LETTER', chain: ['OFFICER', 'DIRECTOR'] });
    const before = await snapshot();
    const extra = await as('ADMIN', 'PUT', 'services/MARITAL_STATUS_LETTER', {
      slaDays: { OFFICER: 2, DIRECTOR: 2, MINISTER: 1 },
    });
    expect(extra.body.errors).toEqual({ 'slaDays.MINISTER': 'This service is not approved at this stage' });
    const missing = await as('ADMIN', 'PUT', 'services/MARITAL_STATUS_LETTER', { slaDays: { OFFICER: 2 } });
    expect(missing.body.errors).toEqual({ 'slaDays.DIRECTOR': 'Give the target days of this stage' });
    await expectUnchanged(before);
    try {
      const changed = await as('ADMIN', 'PUT', 'services/MARITAL_STATUS_LETTER', {
        ...original,
        slaDays: { OFFICER: 2, DIRECTOR: 4 },
        chain: ['MINISTER'],
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({ slaDays: { OFFICER: 2, DIRECTOR: 4 }, chain: ['OFFICER', 'DIRECTOR'] });
    } finally {
      await as('ADMIN', 'PUT', 'services/MARITAL_STATUS_LETTER', original);
    }
  });

  it('keeps dioceses in known districts', async () => {
    const before = await snapshot();
    const refused = await as('ADMIN', 'POST', 'dioceses', {
      name: 'Diocese of Nowhere',
      denomination: 'Test',
      district: '999',
    });
    expect(refused.body.errors).toEqual({ district: 'Choose a district from the list' });
    await expectUnchanged(before);
    const created = await as('ADMIN', 'POST', 'dioceses', {
      name: 'Diocese of Eldoret',
      denomination: 'Catholic',
      district: '027',
    });
    expect(created.status).toBe(201);
    const listed = await as('OFFICER', 'GET', listPath('dioceses', { filter: { district: '027' } }));
    expect(listed.body.map((d: any) => d.id)).toContain(created.body.id);
    expect((await as('ADMIN', 'DELETE', `dioceses/${created.body.id}`)).status).toBe(200);
    expect(await lastAudit('dioceses', created.body.id)).toMatchObject({
      action: 'settings.deleted',
      before: { name: 'Diocese of Eldoret' },
    });
  });
});
