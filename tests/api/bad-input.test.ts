import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  attachments,
  billables,
  bookings,
  countries,
  dioceses,
  districts,
  documents,
  marriageConfigs,
  marriageRooms,
  marriages,
  notices,
  objections,
  payments,
  registerBooks,
  serviceCosts,
  services,
  taxHeads,
  users,
} from '../../src/server/db/schema/index.js';
import { ATTACHMENT_KINDS } from '../../src/shared/forms/attachments.js';
import { SERVICE_CODES } from '../../src/shared/services.js';
import { FORMS } from './app-support.js';
import {
  edgeBodies,
  listQueryArb,
  multipartArb,
  nulString,
  pathParamArb,
  plainQueryArb,
  poisonsFor,
  shaped,
  toJson,
  writes,
  type Body,
  type DraftRequest,
  type GenContext,
  type RealIds,
} from './bad-input-support.js';
import { operationsOf, type Operation } from './openapi-routes.js';
import { signedInUser, signIn, testContext } from './helpers.js';
import { noticeForm, party } from './notice-support.js';

/**
 * Every route of the OpenAPI document gets generated bad input (fast-check): bodies, queries and
 * path parameters shaped like the schema but mixed with NUL characters, huge and negative numbers,
 * wrong types, __proto__ keys, dates at the edges, malformed ids, long strings and unicode; each
 * request goes out anonymously and as a signed-in citizen, institution member or staff member.
 * No answer may be a 5xx, every refusal has the error format, and no row of any table may change:
 * a route that could write always gets at least one value that makes its input invalid.
 *
 * PROPERTY_SEED=<seed> with `-t '<route>'` replays a failure (fast-check prints the seed);
 * PROPERTY_RUNS scales the number of requests (1 by default); PROPERTY_STATS=1 prints the answers
 * by route and status.
 */

const { app, database } = await testContext();
const OPERATIONS = withBodiesToGenerate(operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]));
const SCALE = Number(process.env.PROPERTY_RUNS ?? 1);
const SEED = process.env.PROPERTY_SEED === undefined ? undefined : Number(process.env.PROPERTY_SEED);
const runsOf = (op: Operation) => Math.max(1, Math.round((op.list ? 100 : 20) * SCALE));
const MIN_REQUESTS = 2_000;

/**
 * A settings PUT takes any object and checks the fields it knows in the handler: its values are
 * generated from the fields of the resource's POST (all optional), so that the handler's own rules
 * run on values of the right names.
 */
function withBodiesToGenerate(operations: Operation[]): Operation[] {
  return operations.map((op) => {
    if (op.method !== 'PUT' || !op.body || op.body.properties || !op.path.endsWith('/{id}')) return op;
    const create = operations.find(
      (other) => other.method === 'POST' && other.path === op.path.slice(0, -'/{id}'.length) && other.body?.properties,
    );
    return create?.body ? { ...op, body: { ...create.body, required: [] } } : op;
  });
}

const ACCOUNTS = {
  CITIZEN: 'citizen@demo.test',
  INSTITUTION: 'church@demo.test',
  OFFICER: 'officer@demo.test',
  ADMIN: 'admin@demo.test',
  FINANCE: 'finance@demo.test',
  REGISTRAR_GENERAL: 'rg@demo.test',
} as const;
/** APPLICANT: a citizen of this file, owning drafts with unusual (valid) content, so that reads of them go deep. */
type Who = keyof typeof ACCOUNTS | 'APPLICANT' | 'ANONYMOUS';
const tokens = {} as Record<Exclude<Who, 'ANONYMOUS'>, string>;
const hostileDrafts: string[] = [];
/** The applications each caller owns: their ids go into paths and filters more often, to get past the 404. */
const owned = {} as Record<Exclude<Who, 'ANONYMOUS'>, string[]>;

let baseCtx: GenContext;
let tables: string[] = [];
let baseline: Record<string, string> = {};
let current: Record<string, string> = {};
let lastXid = '';
let sent = 0;
/** Answers by route and status: PROPERTY_STATS=1 prints them, to see how deep the requests go. */
const statuses: Record<string, Record<number, number>> = {};

const rowsOf = async <T>(query: string) =>
  ((await database.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/**
 * A fingerprint of every table of the schema but the rate limits' counters: the md5 of all its rows.
 * The requests here never name a real account's contacts, so not even failed sign-ins are recorded.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const query = tables
    .map(
      (t) =>
        `select '${t}' as name, md5(coalesce(string_agg(x::text, E'\\n' order by x::text), '')) as sum from "${t}" x`,
    )
    .join(' union all ');
  return Object.fromEntries((await rowsOf<{ name: string; sum: string }>(query)).map((row) => [row.name, row.sum]));
}

/** The next transaction id: it moves only when some transaction wrote (or tried to). */
async function nextXid(): Promise<string> {
  return (await rowsOf<{ x: string }>('select pg_snapshot_xmax(pg_current_snapshot())::text as x'))[0].x;
}

const changedTables = (before: Record<string, string>, now: Record<string, string>) =>
  tables.filter((t) => now[t] !== before[t]);

async function realIds(): Promise<RealIds> {
  const { db } = database;
  const pick = async (rows: Promise<{ v: unknown }[]>) =>
    (await rows).map((r) => String(r.v)).filter((v) => v !== 'null');
  const own = async (email: string) =>
    pick(
      db
        .select({ v: applications.id })
        .from(applications)
        .innerJoin(users, sql`${users.id} = ${applications.applicantId}`)
        .where(sql`${users.email} = ${email}`)
        .limit(6),
    );
  for (const who of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) owned[who] = await own(ACCOUNTS[who]);
  owned.APPLICANT = hostileDrafts;
  const byResource: Record<string, string[]> = {
    applications: [
      ...Object.values(owned).flat(),
      ...(await pick(db.select({ v: applications.id }).from(applications).limit(8))),
    ],
    attachments: await pick(db.select({ v: attachments.id }).from(attachments).limit(6)),
    documents: await pick(db.select({ v: documents.id }).from(documents).limit(6)),
    verify: await pick(db.select({ v: documents.code }).from(documents).limit(4)),
    notices: await pick(db.select({ v: notices.id }).from(notices).limit(6)),
    objections: await pick(db.select({ v: objections.id }).from(objections).limit(4)),
    bookings: await pick(db.select({ v: bookings.id }).from(bookings).limit(4)),
    'civil-marriages': await pick(db.select({ v: marriages.id }).from(marriages).limit(4)),
    'register-books': await pick(db.select({ v: registerBooks.id }).from(registerBooks).limit(4)),
    'marriage-rooms': await pick(db.select({ v: marriageRooms.id }).from(marriageRooms).limit(4)),
    districts: await pick(db.select({ v: districts.code }).from(districts).limit(4)),
    countries: await pick(db.select({ v: countries.isoCode }).from(countries).limit(4)),
    services: await pick(db.select({ v: services.code }).from(services).limit(4)),
    'service-tax-heads': await pick(db.select({ v: services.code }).from(services).limit(4)),
    'service-costs': await pick(db.select({ v: serviceCosts.id }).from(serviceCosts).limit(4)),
    billables: await pick(db.select({ v: billables.id }).from(billables).limit(4)),
    'tax-heads': await pick(db.select({ v: taxHeads.id }).from(taxHeads).limit(4)),
    dioceses: await pick(db.select({ v: dioceses.id }).from(dioceses).limit(4)),
    'marriage-configs': await pick(db.select({ v: marriageConfigs.key }).from(marriageConfigs).limit(4)),
    payments: await pick(
      db
        .select({ v: payments.receiptNumber })
        .from(payments)
        .where(sql`${payments.receiptNumber} is not null`)
        .limit(4),
    ),
    tracking: await pick(db.select({ v: applications.trackingId }).from(applications).limit(4)),
    users: await pick(db.select({ v: users.id }).from(users).limit(6)),
  };
  const all = [...new Set(Object.values(byResource).flat())];
  const words = [
    ...SERVICE_CODES,
    'Draft',
    'Submitted',
    'Pending',
    'Approved',
    'Declined',
    'Payment_Confirmation',
    'PUBLISHED',
    'OPEN',
    'BOOKED',
    'PAID',
    'UNPAID',
    'SUCCEEDED',
    'FAILED',
    'OFFICER',
    'DIRECTOR',
    'RECEIPT',
    'KES',
    '047',
    '001',
    'Wanjiku',
    'Nairobi',
    'MAR',
    'RCT-2026-000001',
  ];
  return { byResource, all, words };
}

function examples(): Record<string, unknown[]> {
  return {
    formData: [
      ...Object.values(FORMS),
      noticeForm(),
      { ...noticeForm(), partyA: party({ dateOfBirth: '0000-01-01' }) },
      {},
    ],
    partyA: [party()],
    witnesses: [noticeForm().witnesses],
    billables: [[], [{ code: 'EXTRA_COPY', quantity: 1 }]],
  };
}

// ---------------------------------------------------------------------------------------------
// One request, checked
// ---------------------------------------------------------------------------------------------

interface Generated {
  draft: DraftRequest;
  who: Exclude<Who, 'ANONYMOUS'>;
  ip: [number, number];
  poison: { pick: number; n: number; nul: string; uuid: string; onRead: boolean };
}

const printable = (text: string, max = 1500) => {
  const shown = text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
  // Control characters (NUL first of all) and lone surrogates are shown escaped.
  return Array.from(shown, (c) => {
    const code = c.charCodeAt(0);
    const odd =
      code < 0x20 ||
      code === 0x7f ||
      code === 0x2028 ||
      code === 0x2029 ||
      (c.length === 1 && code >= 0xd800 && code <= 0xdfff);
    return odd ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }).join('');
};

function payloadOf(body: Body): { contentType?: string; payload?: string | Buffer } {
  if (body.kind === 'none') return {};
  if (body.kind === 'json') return { contentType: 'application/json', payload: toJson(body.value) };
  return { contentType: body.contentType, payload: body.payload };
}

/** encodeURIComponent, except that a lone surrogate goes out as its (invalid) UTF-8 bytes instead of throwing. */
const encodePart = (text: string) =>
  Array.from(text, (c) => {
    const code = c.charCodeAt(0);
    if (c.length === 1 && code >= 0xd800 && code <= 0xdfff)
      return `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    return encodeURIComponent(c);
  }).join('');

function urlOf(op: Operation, draft: DraftRequest): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePart(draft.params[name] ?? ''));
  const query = new URLSearchParams(draft.query).toString();
  return `/api${path}${query ? `?${query}` : ''}`;
}

function isErrorBody(status: number, body: unknown): boolean {
  if (body === null || typeof body !== 'object') return false;
  const { statusCode, error, message, errors } = body as Record<string, unknown>;
  if (statusCode !== status || typeof error !== 'string' || typeof message !== 'string' || !message) return false;
  if (errors === undefined) return true;
  return (
    errors !== null &&
    typeof errors === 'object' &&
    Object.values(errors).every((m) => typeof m === 'string' && m.length > 0)
  );
}

/** Sends one request as someone and checks the answer and the database; throws a report on failure. */
async function check(op: Operation, draft: DraftRequest, who: Who, ip: string, poisoned: string | null): Promise<void> {
  const url = urlOf(op, draft);
  const { contentType, payload } = payloadOf(op.method === 'GET' ? { kind: 'none' } : draft.body);
  const headers: Record<string, string> = {};
  if (contentType) headers['content-type'] = contentType;
  if (who !== 'ANONYMOUS') headers.authorization = tokens[who];
  const response = await app.inject({ method: op.method, url, headers, payload, remoteAddress: ip });
  sent += 1;
  const key = `${op.method} ${op.path}`;
  statuses[key] ??= {};
  statuses[key][response.statusCode] = (statuses[key][response.statusCode] ?? 0) + 1;
  let body: unknown = response.body;
  try {
    body = response.json();
  } catch {
    // Not JSON (a PDF, a page): reported as text.
  }

  const problems: string[] = [];
  if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
  if (writes(op) && response.statusCode < 400)
    problems.push(
      `a route that writes accepted input made invalid on purpose (${poisoned ?? 'no poison'}) with ${response.statusCode}`,
    );
  if (response.statusCode >= 400 && !isErrorBody(response.statusCode, body))
    problems.push('the refusal is not { statusCode, error, message, errors? }');
  const xid = await nextXid();
  if (xid !== lastXid) {
    lastXid = xid;
    const now = await fingerprint();
    const changed = changedTables(current, now);
    current = now;
    if (changed.length) problems.push(`rows changed in ${changed.join(', ')}`);
  }
  if (problems.length) {
    const payloadText =
      payload === undefined
        ? '(none)'
        : typeof payload === 'string'
          ? printable(payload)
          : printable(payload.toString('latin1'), 600);
    throw new Error(
      [
        `${op.method} /api${op.path}: ${problems.join('; ')}`,
        `  as ${who} from ${ip}${poisoned ? `, made invalid by: ${poisoned}` : ''}`,
        `  request: ${op.method} ${printable(url, 600)}`,
        `  content-type: ${contentType ?? '(none)'}`,
        `  payload: ${payloadText}`,
        `  response: ${response.statusCode} ${printable(typeof body === 'string' ? body : JSON.stringify(body), 1500)}`,
      ].join('\n'),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Generated requests of one route
// ---------------------------------------------------------------------------------------------

function bodyArb(op: Operation, ctx: GenContext): fc.Arbitrary<Body> {
  if (op.multipart) return multipartArb([...ATTACHMENT_KINDS]);
  if (op.method === 'GET') return fc.constant<Body>({ kind: 'none' });
  const json = op.body
    ? shaped(op.body, 'body', ctx).map((value): Body => ({ kind: 'json', value }))
    : fc.constant<Body>({ kind: 'none' });
  return fc.oneof(
    { arbitrary: json, weight: 12 },
    { arbitrary: edgeBodies, weight: 1 },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
  );
}

function requestArb(op: Operation): fc.Arbitrary<Generated> {
  const callers = [...(Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]), 'APPLICANT' as const];
  return fc.constantFrom(...callers).chain((who) => requestAs(op, who));
}

/** A caller's requests lean to the caller's own applications. */
function requestAs(op: Operation, who: Exclude<Who, 'ANONYMOUS'>): fc.Arbitrary<Generated> {
  const applicationIds = owned[who].length ? owned[who] : baseCtx.ids.byResource.applications;
  const ctx = {
    ...baseCtx,
    ids: { ...baseCtx.ids, byResource: { ...baseCtx.ids.byResource, applications: applicationIds } },
  };
  const params = fc
    .tuple(...op.pathParams.map((p) => pathParamArb(op, p, ctx).map((v) => [p.name, v] as [string, string])))
    .map((pairs) => Object.fromEntries(pairs));
  const query = op.list ? listQueryArb(op, ctx) : plainQueryArb(op, ctx);
  const real = new Set(ctx.ids.all);
  return fc.record({
    draft: fc.record({ params, query, body: bodyArb(op, ctx) }),
    who: fc.constant(who),
    ip: fc.tuple(fc.nat({ max: 255 }), fc.nat({ max: 255 })),
    poison: fc.record({
      pick: fc.nat(),
      n: fc.nat({ max: 10_000 }),
      nul: nulString,
      uuid: fc.uuid().filter((u) => !real.has(u)),
      onRead: fc.boolean(),
    }),
  });
}

/** The request as sent: for routes that write, always with one poison (reads get one now and then). */
function finalize(op: Operation, generated: Generated): { draft: DraftRequest; poisoned: string | null } {
  if (!writes(op) && !generated.poison.onRead) return { draft: generated.draft, poisoned: null };
  const poisons = poisonsFor(op, generated.draft, generated.poison, baseCtx.ids);
  if (!poisons.length && !writes(op)) return { draft: generated.draft, poisoned: null };
  if (!poisons.length) throw new Error(`no way to make the input of ${op.method} ${op.path} invalid`);
  const poison = poisons[generated.poison.pick % poisons.length];
  return { draft: poison.apply(generated.draft), poisoned: poison.what };
}

/** Drafts whose names and places are valid but far from ASCII, and one that is nearly empty. */
async function createHostileDrafts(): Promise<void> {
  const unusual = noticeForm({
    partyA: party({
      firstName: 'Zoë 🙂',
      lastName: 'Ñandú 名前',
      occupation: '\u202Eevil text',
      fatherName: 'O\'Brien "Quote"',
      motherName: 'ß İ ǅ',
    }),
    partyB: party({
      firstName: 'Ωmega',
      lastName: 'Wekesa-\u200BOtieno',
      sex: 'M',
      occupation: '<script>alert(1)</script>',
    }),
    venue: { type: 'REGISTRAR_OFFICE', name: '%_\\ Sheria House 🏛', licenceReference: null },
  });
  for (const [serviceCode, formData] of [
    ['MARRIAGE_NOTICE', unusual],
    ['MARRIAGE_NOTICE', {}],
    ['MARITAL_STATUS_LETTER', { purpose: '名前 🙂 '.repeat(20) }],
  ] as const) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { authorization: tokens.APPLICANT },
      payload: { serviceCode, formData },
    });
    if (response.statusCode !== 201) throw new Error(`draft failed: ${response.statusCode} ${response.body}`);
    hostileDrafts.push(response.json().id);
  }
}

beforeAll(async () => {
  for (const [who, email] of Object.entries(ACCOUNTS))
    tokens[who as keyof typeof ACCOUNTS] = (await signIn(app, email)).token;
  tokens.APPLICANT = (await signedInUser(app)).token;
  await createHostileDrafts();
  baseCtx = { ids: await realIds(), examples: examples() };
  // Nothing may be on its way out while rows are compared.
  await app.outbox.kick();
  await app.documentRenderer.kick();
  // Nor the audit chain's sealing (it runs when the app starts, and on the sweeps).
  await app.sealAudit();
  // Every table but the rate limits' counters: a refused request still counts against its client's
  // limit (that is what stops a flood of bad requests), and nothing else may change; nor the access
  // records, which every read of a person's record answered writes (docs/security.md, "What is logged").
  tables = (
    await rowsOf<{ tablename: string }>("select tablename from pg_tables where schemaname = 'public' order by 1")
  )
    .map((r) => r.tablename)
    .filter((name) => name !== 'rate_limits' && name !== 'access_records');
  baseline = await fingerprint();
  current = baseline;
  lastXid = await nextXid();
}, 120_000);

describe('bad input on every route of the OpenAPI document', () => {
  it('covers every route of the document, with real ids to go deep', () => {
    expect(OPERATIONS.length).toBeGreaterThan(100);
    expect(OPERATIONS.filter((op) => op.list).length).toBeGreaterThanOrEqual(20);
    expect(
      Object.entries(baseCtx.ids.byResource)
        .filter(([, ids]) => ids.length === 0)
        .map(([resource]) => resource),
    ).toEqual([]);
  });

  for (const op of OPERATIONS) {
    it(`${op.method} /api${op.path}`, async () => {
      const before = sent;
      await fc.assert(
        fc.asyncProperty(requestArb(op), async (generated) => {
          const { draft, poisoned } = finalize(op, generated);
          const ip = `198.18.${generated.ip[0]}.${generated.ip[1]}`;
          await check(op, draft, 'ANONYMOUS', ip, poisoned);
          await check(op, draft, generated.who, ip, poisoned);
        }),
        { numRuns: runsOf(op), ...(SEED === undefined ? {} : { seed: SEED }) },
      );
      expect(sent - before).toBeGreaterThanOrEqual(2 * runsOf(op));
    }, 120_000);
  }

  it(`sent at least ${MIN_REQUESTS} requests and left every table as it was`, async () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS * Math.min(SCALE, 1));
    expect(changedTables(baseline, await fingerprint())).toEqual([]);
  });
});

afterAll(() => {
  console.info(`bad input: ${sent} requests over ${OPERATIONS.length} routes`);
  if (process.env.PROPERTY_STATS)
    for (const [route, counts] of Object.entries(statuses)) console.info(route, JSON.stringify(counts));
});
