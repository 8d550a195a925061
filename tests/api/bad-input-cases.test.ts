import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, documents, notices } from '../../src/server/db/schema/index.js';
import { isUuid } from '../../src/server/http/ids.js';
import { operationsOf, type Operation } from './openapi-routes.js';
import { call, expectNothingWritten, rowCounts, signIn, testContext, uniqueContact } from './helpers.js';
import { noticeForm, party } from './notice-support.js';

/**
 * The answers an outside scan of the API found to be 500s, each now a 400 with the field named;
 * and every list sorting by id, react-admin's default. The property test (bad-input.test.ts)
 * looks for more of the same on every route.
 */

const { app, database } = await testContext();
const LISTS = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]).filter((op) => op.list);
const NUL = '\u0000';

const ACCOUNTS = {
  ADMIN: 'admin@demo.test',
  FINANCE: 'finance@demo.test',
  OFFICER: 'officer@demo.test',
  CITIZEN: 'citizen@demo.test',
} as const;
type Who = keyof typeof ACCOUNTS | 'ANONYMOUS';
const tokens = {} as Record<keyof typeof ACCOUNTS, string>;
const tokenOf = (who: Who) => (who === 'ANONYMOUS' ? undefined : tokens[who]);

/** For each list: who reads it and the filter it needs, found by asking (so that new lists are covered too). */
const readers = new Map<string, { who: Who; filter: Record<string, unknown> }>();
let applicationId = '';

const listUrl = (op: Operation, params: Record<string, unknown>) => {
  const query = new URLSearchParams(
    Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
  );
  return `/api${op.path}?${query.toString()}`;
};

async function list(op: Operation, params: Record<string, unknown>, who?: Who) {
  const reader = readers.get(op.path)!;
  const filter = { ...reader.filter, ...((params.filter as object | undefined) ?? {}) };
  return call(app, { method: 'GET', url: listUrl(op, { ...params, filter }), token: tokenOf(who ?? reader.who) });
}

beforeAll(async () => {
  for (const who of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[])
    tokens[who] = (await signIn(app, ACCOUNTS[who])).token;
  // An application with a receipt: its events, documents, attachments and invoices can be listed.
  const [row] = await database.db
    .select({ id: documents.applicationId })
    .from(documents)
    .where(eq(documents.kind, 'RECEIPT'))
    .limit(1);
  applicationId = String(row.id);
  for (const op of LISTS) {
    search: for (const who of ['ADMIN', 'FINANCE', 'OFFICER', 'CITIZEN', 'ANONYMOUS'] as Who[]) {
      // A record's access log names its record: an application's, here.
      for (const filter of [{}, { applicationId }, { kind: 'application', subjectId: applicationId }]) {
        const response = await call(app, { method: 'GET', url: listUrl(op, { filter }), token: tokenOf(who) });
        if (response.status === 200) {
          readers.set(op.path, { who, filter });
          break search;
        }
      }
    }
  }
}, 120_000);

const errorsOf = (response: { body: { errors?: Record<string, string> } }) => response.body.errors ?? {};

describe('every list', () => {
  it('is read by someone (the lists of the OpenAPI document)', () => {
    expect(LISTS.length).toBeGreaterThanOrEqual(20);
    expect(LISTS.filter((op) => !readers.has(op.path)).map((op) => op.path)).toEqual([]);
  });

  it('sorts by id, ascending and descending, with the same rows either way', async () => {
    for (const op of LISTS) {
      const plain = await list(op, { range: [0, 999] });
      const up = await list(op, { sort: ['id', 'ASC'], range: [0, 999] });
      const down = await list(op, { sort: ['id', 'DESC'], range: [0, 999] });
      expect([op.path, up.status, down.status, up.status === 200 ? down.body.message : up.body.message]).toEqual([
        op.path,
        200,
        200,
        undefined,
      ]);
      expect([op.path, up.headers['content-range'], down.headers['content-range']]).toEqual([
        op.path,
        plain.headers['content-range'],
        plain.headers['content-range'],
      ]);
      const ids = (rows: { id: unknown }[]) => rows.map((r) => String(r.id)).sort();
      expect([op.path, ids(up.body)]).toEqual([op.path, ids(down.body)]);
    }
  });

  it("answers react-admin's getMany (filter id: a list of ids) with exactly those rows, and none for an empty list", async () => {
    const wrong: string[] = [];
    for (const op of LISTS) {
      const all = await list(op, { range: [0, 999] });
      const rows = all.body as { id: unknown }[];
      if (rows.length < 3) continue;
      const wanted = [rows[0].id, rows[2].id];
      const some = await list(op, { filter: { id: wanted } });
      const got = some.status === 200 ? (some.body as { id: unknown }[]).map((r) => r.id) : [];
      if (some.status !== 200 || got.length !== 2 || !wanted.every((id) => got.includes(id)))
        wrong.push(`${op.path}: ${some.status} ${got.length} rows`);
      const none = await list(op, { filter: { id: [] } });
      if (none.status !== 200 || (none.body as unknown[]).length !== 0)
        wrong.push(`${op.path} (no ids): ${none.status} ${(none.body as unknown[]).length} rows`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers getMany without a range: one id, and more ids than a default page of 25', async () => {
    for (const op of LISTS) {
      const rows = (await list(op, { range: [0, 999] })).body as { id: unknown }[];
      if (!rows.length) continue;
      const one = await list(op, { filter: { id: [rows[0].id] } });
      expect([op.path, one.status, (one.body as { id: unknown }[]).map((r) => r.id)]).toEqual([
        op.path,
        200,
        [rows[0].id],
      ]);
      if (rows.length <= 30) continue;
      const wanted = rows.slice(0, 30).map((r) => r.id);
      const many = await list(op, { filter: { id: wanted } });
      const got = (many.body as { id: unknown }[]).map((r) => r.id);
      expect([op.path, many.status, got.length, wanted.every((id) => got.includes(id))]).toEqual([
        op.path,
        200,
        30,
        true,
      ]);
    }
  });

  it("answers getMany within the caller's scope: another reader of a list gets only the rows of those ids they see themselves", async () => {
    let compared = 0;
    for (const op of LISTS) {
      const rows = (await list(op, { range: [0, 999] })).body as { id: unknown }[];
      if (!rows.length) continue;
      const wanted = rows.slice(0, 40).map((r) => r.id);
      for (const who of ['ADMIN', 'FINANCE', 'OFFICER', 'CITIZEN', 'ANONYMOUS'] as Who[]) {
        const own = await list(op, { range: [0, 999] }, who);
        if (own.status !== 200 || Number(String(own.headers['content-range']).split('/')[1]) > 1000) continue;
        const ownIds = new Set((own.body as { id: unknown }[]).map((r) => r.id));
        const asked = await list(op, { filter: { id: wanted } }, who);
        const got = (asked.body as { id: unknown }[]).map((r) => r.id).sort();
        expect([op.path, who, asked.status, got]).toEqual([
          op.path,
          who,
          200,
          wanted.filter((id) => ownIds.has(id)).sort(),
        ]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(LISTS.length);
  });

  it('answers 400 with filter.id named for an id that cannot be one of the list', async () => {
    for (const op of LISTS) {
      const rows = (await list(op, { range: [0, 9] })).body as { id: unknown }[];
      // Every kind of id (uuid, number, code) refuses these; a list of uuids or numbers refuses a word too.
      const bad: unknown[] = [true, [null], { id: 1 }, Array.from({ length: 1001 }, () => 1)];
      if (rows.length && typeof rows[0].id === 'number') bad.push('not-a-number', [1.5], [-1]);
      if (rows.length && isUuid(rows[0].id)) bad.push('not-a-uuid', [String(rows[0].id), 'not-a-uuid']);
      for (const id of bad) {
        const response = await list(op, { filter: { id } });
        expect([op.path, id, response.status, Object.keys(errorsOf(response))]).toEqual([
          op.path,
          id,
          400,
          ['filter.id'],
        ]);
      }
    }
  });

  it('answers an application filter that cannot be an id without a server error (transactions: nothing matches)', async () => {
    for (const op of LISTS) {
      const response = await list(op, { filter: { applicationId: '' } });
      expect([op.path, response.status < 500]).toEqual([op.path, true]);
    }
  });

  it('answers 400 with filter.q named for a NUL character in the search', async () => {
    for (const op of LISTS) {
      const response = await list(op, { filter: { q: `Wanjiku${NUL}` } });
      expect([op.path, response.status, errorsOf(response)['filter.q']]).toEqual([
        op.path,
        400,
        'Remove the NUL character (\\u0000): text cannot hold it',
      ]);
    }
  });

  it('answers 400 with range named for ranges out of bounds: huge, negative, fractional, reversed', async () => {
    for (const op of LISTS) {
      for (const range of [
        '[1e308,1e308]',
        '[1e400,1e400]',
        '[9007199254740992,9007199254740993]',
        '[-1,5]',
        '[0.5,3]',
        '[5,2]',
        '[0,1000]',
        '"0-24"',
      ]) {
        const response = await list(op, { range });
        expect([op.path, range, response.status, Object.keys(errorsOf(response))]).toEqual([
          op.path,
          range,
          400,
          ['range'],
        ]);
      }
    }
  });

  it('answers 400 for filter keys of Object.prototype, such as __proto__', async () => {
    for (const op of LISTS) {
      for (const key of ['__proto__', 'constructor', 'toString']) {
        const filter = `{"${key}":{"x":1}${readers.get(op.path)!.filter.applicationId ? `,"applicationId":"${applicationId}"` : ''}}`;
        const response = await call(app, {
          method: 'GET',
          url: listUrl(op, { filter }),
          token: tokenOf(readers.get(op.path)!.who),
        });
        expect([op.path, key, response.status, errorsOf(response)[`filter.${key}`]]).toEqual([
          op.path,
          key,
          400,
          'Not a filter of this list',
        ]);
      }
    }
  });

  it('answers 400 for a malformed uuid in an id filter', async () => {
    for (const op of LISTS) {
      for (const key of ['applicationId', 'noticeId', 'roomId']) {
        const response = await list(op, { filter: { [key]: '------------------------------------' } });
        expect([op.path, key, response.status, errorsOf(response)[`filter.${key}`]]).toEqual([
          op.path,
          key,
          400,
          'Not a valid id',
        ]);
      }
    }
  });

  it('answers 400 for date filters out of range or not a day', async () => {
    const cases: [unknown, string][] = [
      ['0000-01-01', 'Enter a date between 1900-01-01 and 2999-12-31'],
      ['9999-12-31', 'Enter a date between 1900-01-01 and 2999-12-31'],
      ['2026-02-30', 'Enter a date as yyyy-mm-dd'],
      ['+275760-09-13', 'Enter a date as yyyy-mm-dd'],
      [20260101, 'Enter a date as yyyy-mm-dd'],
    ];
    for (const op of LISTS) {
      for (const key of ['from', 'to', 'createdFrom', 'submittedTo']) {
        for (const [value, message] of cases) {
          const response = await list(op, { filter: { [key]: value } });
          expect([op.path, key, value, response.status, errorsOf(response)[`filter.${key}`]]).toEqual([
            op.path,
            key,
            value,
            400,
            message,
          ]);
        }
      }
    }
  });
});

describe('the lists the scan named', () => {
  const named = (path: string) => LISTS.find((op) => op.path === path)!;

  it('date filters from 0000-01-01 to 9999-12-31 on transactions, invoices, bookings and civil marriages', async () => {
    for (const path of ['/transactions', '/invoices', '/bookings', '/civil-marriages']) {
      const response = await list(named(path), { filter: { from: '0000-01-01', to: '9999-12-31' } });
      expect([path, response.status, response.body.errors]).toEqual([
        path,
        400,
        {
          'filter.from': 'Enter a date between 1900-01-01 and 2999-12-31',
          'filter.to': 'Enter a date between 1900-01-01 and 2999-12-31',
        },
      ]);
    }
    // Plain ?from=…&to=… parameters follow the same rule.
    const plain = await call(app, { method: 'GET', url: '/api/bookings?from=0000-01-01', token: tokens.OFFICER });
    expect([plain.status, plain.body.errors]).toEqual([
      400,
      { 'filter.from': 'Enter a date between 1900-01-01 and 2999-12-31' },
    ]);
  });

  it('a malformed uuid in filter.applicationId of transactions and invoices', async () => {
    for (const [path, who] of [
      ['/transactions', 'FINANCE'],
      ['/invoices', 'FINANCE'],
      ['/invoices', 'CITIZEN'],
    ] as const) {
      const response = await list(named(path), { filter: { applicationId: 'not-a-uuid' } }, who);
      expect([path, who, response.status, response.body.errors]).toEqual([
        path,
        who,
        400,
        { 'filter.applicationId': 'Not a valid id' },
      ]);
    }
  });

  it('date filters still work inside the range', async () => {
    const response = await list(named('/transactions'), { filter: { from: '1900-01-01', to: '2999-12-31' } });
    expect(response.status).toBe(200);
  });
});

describe('NUL characters', () => {
  const field = 'Remove the NUL character (\\u0000): text cannot hold it';

  it('in sign-up names and the organisation: 400 with the field, nothing written', async () => {
    const before = await rowCounts();
    const base = {
      firstName: 'Test',
      lastName: 'Person',
      accountType: 'ORGANIZATION',
      ...uniqueContact(),
      organisation: { name: 'Church', type: 'CHURCH', registrationNumber: 'SOC/1' },
    };
    for (const [change, path] of [
      [{ firstName: `Te${NUL}st` }, 'firstName'],
      [{ lastName: NUL }, 'lastName'],
      [{ organisation: { ...base.organisation, name: `St. Paul${NUL}` } }, 'organisation.name'],
    ] as const) {
      const response = await call(app, {
        method: 'POST',
        url: '/api/users/auth/register',
        payload: { ...base, ...change },
      });
      expect([response.status, response.body.errors]).toEqual([400, { [path]: field }]);
    }
    await expectNothingWritten(before);
  });

  it('in the sign-in name: 400, and no failed sign-in is counted', async () => {
    const before = await rowCounts();
    const response = await call(app, {
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { phoneOrEmail: `citizen@demo.test${NUL}`, password: 'wrong-pass-1' },
    });
    expect([response.status, response.body.errors]).toEqual([400, { phoneOrEmail: field }]);
    await expectNothingWritten(before);
  });

  it('in form data keys and values, comments, objection grounds, ids and query parameters', async () => {
    const [draft] = await database.db
      .select({ id: applications.id, version: applications.version })
      .from(applications)
      .where(eq(applications.status, 'Submitted'))
      .limit(1);
    const [notice] = await database.db.select({ id: notices.id }).from(notices).limit(1);
    const countApplications = async () => (await database.db.select({ n: count() }).from(applications))[0].n;
    const before = await countApplications();
    const cases: [string, string, string | undefined, unknown, Record<string, string>][] = [
      [
        'POST',
        '/api/applications',
        'CITIZEN',
        { serviceCode: 'MARRIAGE_NOTICE', formData: { [`party${NUL}A`]: {} } },
        { formData: 'A field name holds a NUL character (\\u0000)' },
      ],
      [
        'POST',
        '/api/applications',
        'CITIZEN',
        { serviceCode: 'MARRIAGE_NOTICE', formData: noticeForm({ partyA: party({ firstName: `Amani${NUL}` }) }) },
        { 'formData.partyA.firstName': field },
      ],
      [
        'POST',
        '/api/applications',
        'CITIZEN',
        { serviceCode: 'MARRIAGE_NOTICE', formData: { witnesses: [{ fullName: 'x' }, { fullName: NUL }] } },
        { 'formData.witnesses.1.fullName': field },
      ],
      [
        'POST',
        `/api/applications/${draft.id}/comment`,
        'OFFICER',
        { version: draft.version, comment: `Looks fine${NUL}` },
        { comment: field },
      ],
      [
        'POST',
        `/api/public/notices/${notice.id}/objections`,
        undefined,
        {
          objectorName: 'Jane Doe',
          objectorContact: '+254712345678',
          grounds: `${'They are already married. '.repeat(2)}${NUL}`,
        },
        { grounds: field },
      ],
      ['GET', '/api/districts/%00', undefined, undefined, { id: field }],
      ['GET', '/api/dev/outbox?recipient=%00', undefined, undefined, { recipient: field }],
      ['GET', '/api/prices?onDate=%00', undefined, undefined, { onDate: field }],
      ['GET', '/api/tracking/ABC%00', undefined, undefined, { trackingId: field }],
    ];
    for (const [method, url, who, payload, errors] of cases) {
      const response = await call(app, {
        method: method as 'GET' | 'POST',
        url,
        token: who ? tokens[who as keyof typeof ACCOUNTS] : undefined,
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect([url, response.status, response.body.errors]).toEqual([url, 400, errors]);
    }
    expect(await countApplications()).toBe(before);
  });
});

describe('other input that once reached the database', () => {
  it('an application id of 36 dashes is the id of nothing (404), not a database error', async () => {
    for (const path of ['checks', 'notice-preview', 'notice-preview/pdf', 'notice']) {
      const response = await call(app, {
        method: 'GET',
        url: `/api/applications/${'-'.repeat(36)}/${path}`,
        token: tokens.CITIZEN,
      });
      expect([path, response.status]).toEqual([path, 404]);
    }
  });

  it('deeply nested JSON is refused before it is stored', async () => {
    const deep = `{"serviceCode":"MARITAL_STATUS_LETTER","formData":${'{"a":'.repeat(40)}1${'}'.repeat(40)}}`;
    const response = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: tokens.CITIZEN,
      payload: deep,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(Object.values(response.body.errors)).toEqual(['Nested more than 32 levels deep']);
  });

  it('a date out of range in a date field', async () => {
    const response = await call(app, { method: 'GET', url: '/api/prices?onDate=0000-01-01' });
    expect([response.status, response.body.errors]).toEqual([
      400,
      { onDate: 'Enter a date between 1900-01-01 and 2999-12-31' },
    ]);
  });
});
