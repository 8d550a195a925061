import { gte, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countries, districts, serviceCosts } from '../../src/server/db/schema/index.js';
import { MONEY_SETTINGS, SETTINGS, type Setting } from '../../src/shared/permissions.js';
import { testContext } from './helpers.js';
import {
  as,
  expectUnchanged,
  lastAudit,
  listPath,
  signInAll,
  snapshot,
  today,
  userIdOf,
  type Who,
} from './settings-support.js';

/** The ra-data-simple-rest protocol and the read/write permissions of every settings resource. */

interface Case {
  name: Setting;
  /** A unique field: sorting by it DESC is the exact reverse of ASC. */
  uniqueSort: string;
  q: string;
  matchesQ: (row: any) => boolean;
  filter: Record<string, unknown>;
  matchesFilter: (row: any) => boolean;
}

const CASES: Case[] = [
  {
    name: 'districts',
    uniqueSort: 'code',
    q: 'nairo',
    matchesQ: (r) => /nairo/i.test(r.name),
    filter: { active: true },
    matchesFilter: (r) => r.active === true,
  },
  {
    name: 'countries',
    uniqueSort: 'isoCode',
    q: 'keny',
    matchesQ: (r) => /keny/i.test(r.name + r.nationality),
    filter: { dialCode: '+1' },
    matchesFilter: (r) => r.dialCode === '+1',
  },
  {
    name: 'services',
    uniqueSort: 'code',
    q: 'licence',
    matchesQ: (r) => /licence/i.test(r.name + r.code + r.description),
    filter: { active: true },
    matchesFilter: (r) => r.active,
  },
  {
    name: 'service-costs',
    uniqueSort: 'id',
    q: 'MARRIAGE_NOT',
    matchesQ: (r) => r.serviceCode.includes('MARRIAGE_NOT'),
    filter: { serviceCode: ['MARRIAGE_NOTICE', 'REGISTER_SEARCH'] },
    matchesFilter: (r) => ['MARRIAGE_NOTICE', 'REGISTER_SEARCH'].includes(r.serviceCode),
  },
  {
    name: 'billables',
    uniqueSort: 'code',
    q: 'copy',
    matchesQ: (r) => /copy/i.test(r.name + r.code),
    filter: { serviceCode: null },
    matchesFilter: (r) => r.serviceCode === null,
  },
  {
    name: 'tax-heads',
    uniqueSort: 'code',
    q: 'licence',
    matchesQ: (r) => /licence/i.test(r.name + r.code + (r.description ?? '')),
    filter: { active: true },
    matchesFilter: (r) => r.active,
  },
  {
    name: 'service-tax-heads',
    uniqueSort: 'serviceCode',
    q: 'search',
    matchesQ: (r) => /search/i.test(r.serviceName + r.serviceCode),
    filter: { serviceCode: 'REGISTER_SEARCH' },
    matchesFilter: (r) => r.serviceCode === 'REGISTER_SEARCH',
  },
  {
    name: 'dioceses',
    uniqueSort: 'id',
    q: 'anglican',
    matchesQ: (r) => /anglican/i.test(r.name + r.denomination),
    filter: { district: '047' },
    matchesFilter: (r) => r.district === '047',
  },
  {
    name: 'marriage-rooms',
    uniqueSort: 'id',
    q: 'sheria',
    matchesQ: (r) => /sheria/i.test(r.name),
    filter: { district: '047', active: true },
    matchesFilter: (r) => r.district === '047' && r.active,
  },
  {
    name: 'marriage-configs',
    uniqueSort: 'key',
    q: 'days',
    matchesQ: (r) => /days/i.test(r.key + r.description),
    filter: { id: ['minimum_age', 'validity_days'] },
    matchesFilter: (r) => ['minimum_age', 'validity_days'].includes(r.key),
  },
];

const PUBLIC: Setting[] = ['districts', 'countries', 'marriage-rooms'];

async function all(name: string) {
  const response = await as('ADMIN', 'GET', listPath(name, { range: [0, 999] }));
  expect(response.status).toBe(200);
  return response.body as any[];
}

describe.each(CASES)('GET /api/$name (simple-rest)', (c) => {
  it('answers a page as a bare array with Content-Range and an id on every record', async () => {
    const everything = await all(c.name);
    expect(everything.length).toBeGreaterThan(2);
    const page = await as('OFFICER', 'GET', listPath(c.name, { range: [1, 2] }));
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(page.headers['content-range']).toBe(`${c.name} 1-2/${everything.length}`);
    for (const record of everything) expect(record.id).toBeDefined();
    const beyond = await as('OFFICER', 'GET', listPath(c.name, { range: [900, 909] }));
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toBe(`${c.name} 900-900/${everything.length}`);
  });

  it('sorts both ways', async () => {
    const up = await as('ADMIN', 'GET', listPath(c.name, { sort: [c.uniqueSort, 'ASC'], range: [0, 999] }));
    const down = await as('ADMIN', 'GET', listPath(c.name, { sort: [c.uniqueSort, 'DESC'], range: [0, 999] }));
    expect(up.status).toBe(200);
    expect(down.body.map((r: any) => r.id)).toEqual([...up.body.map((r: any) => r.id)].reverse());
  });

  it('searches with q and filters on its columns', async () => {
    const everything = await all(c.name);
    const found = await as('ADMIN', 'GET', listPath(c.name, { filter: { q: c.q }, range: [0, 999] }));
    expect(found.status).toBe(200);
    expect(found.body.length).toBeGreaterThan(0);
    expect(found.body.map((r: any) => r.id).sort()).toEqual(
      everything
        .filter(c.matchesQ)
        .map((r) => r.id)
        .sort(),
    );
    const filtered = await as('ADMIN', 'GET', listPath(c.name, { filter: c.filter, range: [0, 999] }));
    expect(filtered.status).toBe(200);
    expect(filtered.body.length).toBeGreaterThan(0);
    expect(filtered.body.map((r: any) => r.id).sort()).toEqual(
      everything
        .filter(c.matchesFilter)
        .map((r) => r.id)
        .sort(),
    );
    expect(filtered.headers['content-range']).toMatch(new RegExp(`/${filtered.body.length}$`));
  });

  it('answers getMany (filter by ids, no range) and one record by id', async () => {
    const everything = await all(c.name);
    const ids = everything.slice(0, 3).map((r) => r.id);
    const many = await as('ADMIN', 'GET', listPath(c.name, { filter: { id: ids } }));
    expect(many.status).toBe(200);
    expect(many.body.map((r: any) => r.id).sort()).toEqual([...ids].sort());
    const one = await as('ADMIN', 'GET', `${c.name}/${encodeURIComponent(String(ids[0]))}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(everything[0]);
    const missing = await as('ADMIN', 'GET', `${c.name}/no-such-record`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/^No such/);
  });

  it.each([
    ['sort', 'not json', /sort parameter is not valid JSON/],
    ['sort', '["nope","ASC"]', /Cannot sort by nope/],
    ['sort', '["id","SIDEWAYS"]', /sort must look like/],
    ['range', '[5,1]', /range must look like/],
    ['range', '[0,"x"]', /range must look like/],
    ['range', '{', /range parameter is not valid JSON/],
    ['filter', '[1,2]', /filter must be a JSON object/],
    ['filter', '{bad', /filter parameter is not valid JSON/],
    ['filter', '{"nope":1}', /nope/],
  ])('refuses %s=%s with a 400', async (param, value, message) => {
    const response = await as('ADMIN', 'GET', `${c.name}?${param}=${encodeURIComponent(value)}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });
});

describe('who may read the settings', () => {
  const readers: [Who, number][] = [
    ['ADMIN', 200],
    ['FINANCE', 200],
    ['OFFICER', 200],
    ['REGISTRAR_GENERAL', 200],
    ['CITIZEN', 403],
    ['INSTITUTION', 403],
    ['ANONYMOUS', 401],
  ];
  it.each(
    SETTINGS.flatMap((name) =>
      readers.map(([who, status]) => [name, who, PUBLIC.includes(name) ? 200 : status] as const),
    ),
  )('GET /api/%s as %s answers %i', async (name, who, status) => {
    const list = await as(who, 'GET', name);
    expect(list.status).toBe(status);
    // A reader opens the first row; anyone else is refused the same way for a row, with a message.
    const one = await as(who, 'GET', `${name}/${encodeURIComponent(status === 200 ? list.body[0].id : 'anything')}`);
    expect(one.status).toBe(status);
    expect(
      status === 200
        ? Array.isArray(list.body) && list.body.length > 0
        : typeof list.body.message === 'string' && list.body.message.length > 0,
    ).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Writes: who may change what. Each refused write leaves every table as it was.
// ---------------------------------------------------------------------------------------------

let scheduledCostId: string;
const createdDistricts: string[] = [];
const createdCountries: string[] = [];

beforeAll(async () => {
  await signInAll();
  const created = await as('FINANCE', 'POST', 'service-costs', {
    serviceCode: 'SEARCH_REPORT',
    amount: 1200,
    effectiveFrom: '2098-03-01',
  });
  if (created.status !== 201) throw new Error(`could not schedule a price: ${JSON.stringify(created.body)}`);
  scheduledCostId = created.body.id;
});

afterAll(async () => {
  const { db } = (await testContext()).database;
  await db.delete(serviceCosts).where(gte(serviceCosts.effectiveFrom, '2090-01-01'));
  if (createdDistricts.length) await db.delete(districts).where(inArray(districts.code, createdDistricts));
  if (createdCountries.length) await db.delete(countries).where(inArray(countries.isoCode, createdCountries));
});

/** A record of each resource to PUT back unchanged: a write every writer may make. */
async function unchangedWrite(name: Setting): Promise<{ path: string; body: Record<string, unknown> }> {
  if (name === 'service-costs') {
    const one = await as('ADMIN', 'GET', `service-costs/${scheduledCostId}`);
    return { path: `service-costs/${scheduledCostId}`, body: one.body };
  }
  const [first] = await all(name);
  return { path: `${name}/${encodeURIComponent(first.id)}`, body: first };
}

const CREATE_PAYLOADS: Partial<Record<Setting, () => Record<string, unknown>>> = {
  districts: () => ({ code: '998', name: 'Test district' }),
  countries: () => ({ isoCode: 'XQ', name: 'Testland', dialCode: '+999', nationality: 'Testish' }),
  'service-costs': () => ({ serviceCode: 'SEARCH_REPORT', amount: 1300, effectiveFrom: '2098-04-01' }),
  billables: () => ({ code: 'TEST_PERMISSION_EXTRA', name: 'Test extra', amount: 100, maxQuantity: 2 }),
  'tax-heads': () => ({ code: 'TEST_PERMISSION_HEAD', name: 'Test head' }),
  'service-tax-heads': () => ({ serviceCode: 'SEARCH_REPORT', heads: [] }),
  dioceses: () => ({ name: 'Test diocese', denomination: 'Test church', district: '047' }),
  'marriage-rooms': () => ({
    name: 'Test room',
    district: '047',
    capacity: 10,
    opensAt: '09:00',
    closesAt: '12:00',
    slotMinutes: 30,
    weekdays: [1],
  }),
};

describe('who may change the settings', () => {
  const refusedReaders: Who[] = ['OFFICER', 'REGISTRAR_GENERAL', 'CITIZEN', 'INSTITUTION'];

  it.each(SETTINGS)(
    'only ADMIN (and FINANCE for money settings) may PUT /api/%s; writers leave an audit row with before and after',
    async (name) => {
      const { path, body } = await unchangedWrite(name);
      for (const who of [
        ...refusedReaders,
        'ANONYMOUS' as const,
        ...(MONEY_SETTINGS.includes(name) ? [] : ['FINANCE' as const]),
      ]) {
        const before = await snapshot();
        const refused = await as(who, 'PUT', path, body);
        expect(refused.status, `${who} PUT ${path}`).toBe(who === 'ANONYMOUS' ? 401 : 403);
        await expectUnchanged(before);
      }
      const writers: ('ADMIN' | 'FINANCE')[] = MONEY_SETTINGS.includes(name) ? ['ADMIN', 'FINANCE'] : ['ADMIN'];
      for (const who of writers) {
        const answer = await as(who, 'PUT', path, body);
        expect(answer.status, `${who} PUT ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        expect(answer.body.id).toEqual(body.id);
        const audit = await lastAudit(name, String(body.id));
        expect(audit).toMatchObject({
          actorId: await userIdOf(who),
          action: 'settings.updated',
          entity: name,
          entityId: String(body.id),
        });
        expect(audit.before).toMatchObject({ id: body.id });
        expect(audit.after).toMatchObject({ id: body.id });
        expect(audit.at).toBeInstanceOf(Date);
      }
    },
  );

  it.each(SETTINGS.filter((name) => CREATE_PAYLOADS[name]))(
    'refuses POST /api/%s to readers and writes nothing',
    async (name) => {
      const payload = CREATE_PAYLOADS[name]!();
      for (const who of [
        ...refusedReaders,
        'ANONYMOUS' as const,
        ...(MONEY_SETTINGS.includes(name) ? [] : ['FINANCE' as const]),
      ]) {
        const before = await snapshot();
        const refused = await as(who, 'POST', name, payload);
        expect(refused.status, `${who} POST ${name}`).toBe(who === 'ANONYMOUS' ? 401 : 403);
        await expectUnchanged(before);
      }
    },
  );

  it('refuses before it validates: a reader sending a bad body learns nothing about the rules', async () => {
    const refused = await as('OFFICER', 'POST', 'marriage-rooms', { name: '' });
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toBeUndefined();
  });

  it.each(['dioceses', 'marriage-rooms', 'billables', 'tax-heads', 'service-costs'] as const)(
    'refuses DELETE /api/%s to readers and writes nothing',
    async (name) => {
      const id = name === 'service-costs' ? scheduledCostId : (await all(name))[0].id;
      for (const who of [
        ...refusedReaders,
        'ANONYMOUS' as const,
        ...(MONEY_SETTINGS.includes(name) ? [] : ['FINANCE' as const]),
      ]) {
        const before = await snapshot();
        const refused = await as(who, 'DELETE', `${name}/${id}`);
        expect(refused.status, `${who} DELETE ${name}`).toBe(who === 'ANONYMOUS' ? 401 : 403);
        await expectUnchanged(before);
      }
    },
  );

  it('offers no delete of districts, countries, services, fee splits and marriage configs, and no create of services and configs', async () => {
    const before = await snapshot();
    for (const path of [
      'districts/047',
      'countries/KE',
      'services/MARRIAGE_NOTICE',
      'service-tax-heads/MARRIAGE_NOTICE',
      'marriage-configs/minimum_age',
    ]) {
      expect((await as('ADMIN', 'DELETE', path)).status).toBe(404);
    }
    expect(
      (await as('ADMIN', 'POST', 'services', { code: 'NEW', name: 'x', description: 'y', slaDays: {} })).status,
    ).toBe(404);
    expect((await as('ADMIN', 'POST', 'marriage-configs', { key: 'new_key', value: 1, description: 'x' })).status).toBe(
      404,
    );
    await expectUnchanged(before);
  });

  it('lets the admin add a district and a country, found by their code as id, and audits them', async () => {
    const district = await as('ADMIN', 'POST', 'districts', { code: '998', name: 'Test district' });
    expect(district.status).toBe(201);
    createdDistricts.push('998');
    expect(district.body).toMatchObject({ id: '998', code: '998', name: 'Test district', active: true });
    expect(await lastAudit('districts', '998')).toMatchObject({
      action: 'settings.created',
      before: null,
      after: { id: '998', name: 'Test district' },
    });
    const country = await as('ADMIN', 'POST', 'countries', {
      isoCode: 'xq',
      name: 'Testland',
      dialCode: '+999',
      nationality: 'Testish',
    });
    expect(country.status).toBe(201);
    createdCountries.push('XQ');
    expect(country.body).toMatchObject({ id: 'XQ', isoCode: 'XQ', enabled: true });

    const before = await snapshot();
    const again = await as('ADMIN', 'POST', 'districts', { code: '998', name: 'Twice' });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ code: 'A district with this code exists already' });
    const renamed = await as('ADMIN', 'PUT', 'districts/998', { id: '999', code: '999', name: 'Renamed' });
    expect(renamed.status).toBe(400);
    expect(renamed.body.errors).toEqual({ code: 'This cannot be changed once created' });
    await expectUnchanged(before);

    const switchedOff = await as('ADMIN', 'PUT', 'districts/998', { active: false });
    expect(switchedOff.status).toBe(200);
    expect(switchedOff.body).toMatchObject({ id: '998', name: 'Test district', active: false });
    expect(await lastAudit('districts', '998')).toMatchObject({
      action: 'settings.updated',
      before: { active: true },
      after: { active: false },
    });
    const publicList = await as(
      'ANONYMOUS',
      'GET',
      listPath('districts', { filter: { active: true }, range: [0, 99] }),
    );
    expect(publicList.body.map((d: any) => d.code)).not.toContain('998');
  });

  it('answers field errors for a bad record and writes nothing', async () => {
    const before = await snapshot();
    const response = await as('ADMIN', 'POST', 'countries', {
      isoCode: 'KEN',
      name: '',
      dialCode: '254',
      nationality: 'x',
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toMatchObject({
      isoCode: expect.any(String),
      name: expect.any(String),
      dialCode: expect.any(String),
    });
    const notAnObject = await as('ADMIN', 'PUT', 'countries/KE', [1, 2]);
    expect(notAnObject.status).toBe(400);
    await expectUnchanged(before);
  });

  it('describes every settings route in the OpenAPI document', async () => {
    const { app } = await testContext();
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const name of SETTINGS) expect(doc.paths[`/api/${name}`] ?? doc.paths[`/${name}`]).toBeDefined();
    expect(doc.paths['/api/prices'] ?? doc.paths['/prices']).toBeDefined();
    expect(await today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
