import { generateKeyPairSync } from 'node:crypto';
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { asc, count, eq } from 'drizzle-orm';
import { expect, inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { newAuditKeyPem } from '../../src/server/audit/signingKey.js';
import { AdjustableClock } from '../../src/server/clock.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import {
  auditEvents,
  oneTimeCodes,
  organisations,
  outbox as outboxTable,
  sessions,
  users,
} from '../../src/server/db/schema/index.js';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo.js';
import { DemoStaffSignIn } from '../../src/server/db/seed/demo-sign-in.js';
import { DEMO_SECOND_FACTOR_KEPT } from '../../src/server/modules/accounts/secondFactor.js';
import { adminQuery, TEST_ENV } from '../setup/api-env.js';

export { DEMO_PASSWORD };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: AdjustableClock;
}

/**
 * The audit signing key of the tests' production configurations: production requires one, kept
 * outside the database (AUDIT_SIGNING_KEY_FILE); made once for the machine's test runs.
 */
export const PRODUCTION_AUDIT_KEY_FILE = join(tmpdir(), 'marriages-api-tests-audit-signing-key.pem');
if (!existsSync(PRODUCTION_AUDIT_KEY_FILE)) {
  try {
    writeFileSync(PRODUCTION_AUDIT_KEY_FILE, newAuditKeyPem(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}

/**
 * The payment settings a production configuration needs (PAYMENT_GATEWAY=mpesa and its MPESA_*),
 * and its audit signing key; nothing calls this M-Pesa address (tests/api/mpesa.test.ts runs a stub
 * of Daraja).
 */
/**
 * The documents' signing key a production start requires (DOCUMENT_SIGNING_KEY_FILE): one made for
 * this test process, as an operator makes theirs (openssl genpkey -algorithm ed25519).
 */
export const PRODUCTION_KEYS = { DOCUMENT_SIGNING_KEY_FILE: testSigningKeyFile() } as const;

function testSigningKeyFile(): string {
  const file = join(tmpdir(), `marriages-test-document-key-${process.pid}.pem`);
  if (!existsSync(file))
    writeFileSync(file, generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }), {
      mode: 0o600,
    });
  return file;
}

export const PRODUCTION_PAYMENTS = {
  AUDIT_SIGNING_KEY_FILE: PRODUCTION_AUDIT_KEY_FILE,
  PAYMENT_GATEWAY: 'mpesa',
  MPESA_BASE_URL: 'https://mpesa.invalid',
  MPESA_CONSUMER_KEY: 'production-consumer-key',
  MPESA_CONSUMER_SECRET: 'production-consumer-secret',
  MPESA_SHORTCODE: '174379',
  MPESA_PASSKEY: 'production-passkey',
  MPESA_CALLBACK_TOKEN: 'production-callback-token-0123456789',
} as const;

let shared: Promise<TestContext> | null = null;
let workerUrl: Promise<string | undefined> | null = null;

/**
 * A new copy of the run's seeded database (tests/setup/api-global.ts seeds it once): on PostgreSQL a
 * clone of the template database named after it with this suffix, its URL; on the embedded database
 * undefined (the copy is the dump, opened in memory by `openSeedCopy`).
 */
async function cloneSeed(suffix: string): Promise<string | undefined> {
  const server = inject('testServerUrl');
  if (!server) return undefined;
  const name = `${inject('testTemplateDatabase')}_${suffix}`;
  await adminQuery(server, `CREATE DATABASE ${name} TEMPLATE ${inject('testTemplateDatabase')}`);
  const target = new URL(server);
  target.pathname = `/${name}`;
  return target.toString();
}

/** On PostgreSQL, the URL of a new clone of the run's seeded demo (for a real server process over it); else undefined. */
export const seededCopyUrl = (suffix: string): Promise<string | undefined> => cloneSeed(suffix);

/** Opens a copy of the seeded database: the clone at `url`, or the embedded dump in memory. */
function openSeedCopy(url: string | undefined, poolSize: number): Promise<Database> {
  return url
    ? openDatabase({ url, poolSize })
    : openDatabase({ loadDataDir: new Blob([readFileSync(join(inject('testSeedDir'), 'pglite.tar'))]) });
}

/** This worker's own copy of the seeded database: its URL on PostgreSQL, undefined on the embedded one. */
function workerDatabaseUrl(): Promise<string | undefined> {
  workerUrl ??= cloneSeed(`w${process.pid}`);
  return workerUrl;
}

/**
 * One migrated, seeded database and one app per test worker, shared by the files the worker runs
 * (the test project runs its files in two processes, without isolation inside each). Every worker
 * starts from its own copy of the demo seeded once for the run. Tests create their own users with
 * unique addresses.
 */
export function testContext(): Promise<TestContext> {
  shared ??= (async () => {
    const url = await workerDatabaseUrl();
    const config = loadConfig({
      ...TEST_ENV,
      DATA_DIR: `/tmp/marriages-api-tests-${process.pid}`,
      ...(url ? { DATABASE_URL: url } : {}),
    });
    // The demo's files (its documents, the certificate stamps) in the app's own store, as the real start seeds them.
    const seedDir = inject('testSeedDir');
    if (existsSync(join(seedDir, 'files')))
      cpSync(join(seedDir, 'files'), join(config.DATA_DIR, 'files'), { recursive: true });
    // The key that signed the demo's documents, as the app's own (DATA_DIR/document-signing-key.pem).
    if (existsSync(join(seedDir, 'document-signing-key.pem')))
      cpSync(join(seedDir, 'document-signing-key.pem'), config.DOCUMENT_SIGNING_KEY_FILE);
    const database = await openSeedCopy(url, 5);
    const clock = new AdjustableClock();
    const app = await buildApp({ config, database, clock });
    await app.ready();
    // The start's sealing of the audit chain runs in the background: done before any test counts statements.
    await app.sealAudit();
    return { app, database, clock };
  })();
  return shared;
}

let pristine: Promise<Database> | null = null;

/**
 * The demo as the run seeded it, untouched by any test: another copy of the seeded database, for
 * checks of the demo itself (the files a worker runs write into its shared copy, under clocks of
 * their own, so what is the demo's cannot be told there). Opened once per worker; read it only.
 */
export function seededDemo(): Promise<Database> {
  pristine ??= cloneSeed(`demo${process.pid}`).then((url) => openSeedCopy(url, 2));
  return pristine;
}

/**
 * Another app over the test database (or the one given), configured by `env` as the real start is:
 * NODE_ENV is unset (development) unless `env` sets it. The caller closes it (not the database).
 */
export async function extraApp(env: Record<string, string> = {}, database?: Database): Promise<FastifyInstance> {
  const tests = await testContext();
  // The rate limits are counted in the database, together with every test's requests: only tests of
  // the limits themselves set a small one.
  const config = loadConfig({
    DATA_DIR: `/tmp/marriages-api-tests-${process.pid}`,
    JWT_SECRET: tests.app.config.jwtSecret,
    AUTH_RATE_LIMIT: '1000',
    ...env,
  });
  const app = await buildApp({
    config,
    database: database ?? tests.database,
    clock: tests.clock,
    lapsingSweepMs: null,
  });
  await app.ready();
  // As testContext: the start's sealing is over before the caller's requests (and their counts) begin.
  await app.sealAudit();
  return app;
}

/**
 * The test database as a second API process would see it: its own connection pool on PostgreSQL;
 * on the embedded database (one in-process connection) the same one. `close` ends only a new pool.
 */
export async function secondConnection(): Promise<{ database: Database; close(): Promise<void> }> {
  const { database } = await testContext();
  const url = await workerDatabaseUrl();
  if (!url) return { database, close: async () => {} };
  const other = await openDatabase({ url, poolSize: 5 });
  return { database: other, close: () => other.close() };
}

let counter = 0;
/** A fresh e-mail address and Kenyan mobile number for one test. */
export function uniqueContact() {
  counter += 1;
  const n = (Date.now() % 1_000_000) * 100 + counter;
  const digits = String(n % 10_000_000).padStart(7, '0');
  return { email: `user${process.pid}-${n}@example.test`, phone: `+25471${digits}` };
}

export async function call(app: FastifyInstance, options: InjectOptions & { token?: string }) {
  const { token, ...rest } = options;
  const response = await app.inject({
    ...rest,
    headers: { ...(rest.headers ?? {}), ...(token ? { authorization: token } : {}) },
  });
  let body: any = null;
  try {
    body = response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body, headers: response.headers };
}

/** The demo staff's device trusts, kept for the worker's run (they sign in with the published key). */
const staffSignIn = new DemoStaffSignIn();

/**
 * Signs in and answers the "Bearer ..." access token. Demo staff sign in with a code of the published
 * key the first time and with the device trust it gave every time after (DemoStaffSignIn).
 */
export async function signIn(app: FastifyInstance, phoneOrEmail: string, password = DEMO_PASSWORD) {
  const attempt = () =>
    call(app, {
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { phoneOrEmail, password, ...staffSignIn.fields(phoneOrEmail, app.clock.now()) },
    });
  let login = await attempt();
  // The trust ended (the test clock moved past it, or the second factor was set up again): a code instead.
  if (login.status === 401 && /authenticator app/.test(JSON.stringify(login.body)) && staffSignIn.forget(phoneOrEmail))
    login = await attempt();
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  staffSignIn.took(phoneOrEmail, login.body.data);
  const refresh = await call(app, {
    method: 'POST',
    url: '/api/users/refresh-token',
    payload: { refreshToken: login.body.data.refreshToken },
  });
  return { refreshToken: login.body.data.refreshToken as string, token: refresh.body.data.token as string };
}

/**
 * A staff account of a test as it is once its holder has set up the authenticator app (issue 23),
 * with the demo's published key, so that `signIn` signs it in as it does the demo's staff.
 */
export async function withSecondFactor(userId: string) {
  const { database } = await testContext();
  await database.db
    .update(users)
    .set({ totpSecret: DEMO_SECOND_FACTOR_KEPT, totpEnabledAt: new Date(), totpLastStep: null, totpRecovery: [] })
    .where(eq(users.id, userId));
}

/** The newest code the log transport "sent" to this recipient (the test-only outbox route: NODE_ENV=test). */
export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  await app.outbox.kick();
  const outbox = await call(app, {
    method: 'GET',
    url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`,
  });
  const code = outbox.body.data[0]?.code;
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

// ---------------------------------------------------------------------------------------------
// Helpers of the endpoint tests (register, login, tokens, reset-password, onboarding, profile,
// staff, misc, rate-limit).
// ---------------------------------------------------------------------------------------------

/** A password that passes the portal's rules (8+ characters, a letter and a digit). */
export const TEST_PASSWORD = 'Tested-pass-2026';

type Payload = InjectOptions['payload'];
type Extra = Omit<InjectOptions, 'method' | 'url' | 'payload'> & { token?: string };

/** POST /api/{path}. */
export function post(app: FastifyInstance, path: string, payload?: Payload, extra: Extra = {}) {
  return call(app, { method: 'POST', url: `/api/${path}`, ...(payload === undefined ? {} : { payload }), ...extra });
}

/** GET /api/{path}. */
export function get(app: FastifyInstance, path: string, extra: Extra = {}) {
  return call(app, { method: 'GET', url: `/api/${path}`, ...extra });
}

export type RowCounts = Record<
  'users' | 'organisations' | 'sessions' | 'oneTimeCodes' | 'outbox' | 'auditEvents',
  number
>;

/** How many rows each table holds now (tests run one at a time, so a difference is theirs). */
export async function rowCounts(): Promise<RowCounts> {
  const { db } = (await testContext()).database;
  const rows = async (
    table:
      | typeof users
      | typeof organisations
      | typeof sessions
      | typeof oneTimeCodes
      | typeof outboxTable
      | typeof auditEvents,
  ) => (await db.select({ n: count() }).from(table))[0].n;
  return {
    users: await rows(users),
    organisations: await rows(organisations),
    sessions: await rows(sessions),
    oneTimeCodes: await rows(oneTimeCodes),
    outbox: await rows(outboxTable),
    auditEvents: await rows(auditEvents),
  };
}

/** Asserts that no table gained (or lost) a row since `before`. */
export async function expectNothingWritten(before: RowCounts): Promise<void> {
  expect(await rowCounts()).toEqual(before);
}

/** Asserts the row-count differences since `before` (tables not named must be unchanged). */
export async function expectWritten(before: RowCounts, added: Partial<RowCounts>): Promise<void> {
  const expected = { ...before };
  for (const [table, n] of Object.entries(added) as [keyof RowCounts, number][]) expected[table] += n;
  expect(await rowCounts()).toEqual(expected);
}

export type UserRow = typeof users.$inferSelect;

export async function userRow(userId: string): Promise<UserRow> {
  const { db } = (await testContext()).database;
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new Error(`no user ${userId}`);
  return row;
}

export async function userRowByEmail(email: string): Promise<UserRow> {
  const { db } = (await testContext()).database;
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  if (!row) throw new Error(`no user ${email}`);
  return row;
}

/** The audit actions recorded about this entity (a user id or a session id), oldest first. */
export async function auditActions(entityId: string): Promise<string[]> {
  const { db } = (await testContext()).database;
  const rows = await db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(eq(auditEvents.entityId, entityId))
    .orderBy(asc(auditEvents.id));
  return rows.map((row) => row.action);
}

export async function sessionRows(userId: string) {
  const { db } = (await testContext()).database;
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
}

export async function codeRows(userId: string) {
  const { db } = (await testContext()).database;
  return db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, userId)).orderBy(asc(oneTimeCodes.createdAt));
}

export async function outboxRows(userId: string) {
  const { db } = (await testContext()).database;
  return db.select().from(outboxTable).where(eq(outboxTable.userId, userId)).orderBy(asc(outboxTable.id));
}

export interface RegisteredUser {
  userId: string;
  email: string;
  phone: string;
}

/** Signs up a fresh account (INDIVIDUAL unless told) and answers its id and contacts. */
export async function registerUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser> {
  const payload = {
    firstName: 'Test',
    lastName: 'Person',
    accountType: 'INDIVIDUAL',
    ...uniqueContact(),
    ...overrides,
  };
  const response = await post(app, 'users/auth/register', payload);
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  const { userId, email, phone } = response.body.data;
  return { userId, email, phone };
}

/** The two codes registration sent: one by SMS, one by e-mail. */
export async function registrationCodes(app: FastifyInstance, user: { email: string; phone: string }) {
  return { sms: await latestCode(app, user.phone), email: await latestCode(app, user.email) };
}

/** `n` distinct six-digit codes, none of them one of the given ones. */
export function wrongCodes(n: number, ...codes: string[]): string[] {
  const found: string[] = [];
  for (let k = 123456; found.length < n; k += 7919) {
    const candidate = String(k % 1_000_000).padStart(6, '0');
    if (!codes.includes(candidate) && !found.includes(candidate)) found.push(candidate);
  }
  return found;
}

/** A six-digit code that is none of the given ones. */
export function otherCode(...codes: string[]): string {
  return wrongCodes(1, ...codes)[0];
}

/** Signs up, proves the SMS code and sets TEST_PASSWORD: an ACTIVE account that can sign in. */
export async function activeUser(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<RegisteredUser & { password: string }> {
  const user = await registerUser(app, overrides);
  const verified = await post(app, 'users/auth/verify-otp', {
    phoneOrEmail: user.phone,
    code: await latestCode(app, user.phone),
  });
  if (verified.status !== 200)
    throw new Error(`verify-otp failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const set = await post(app, 'users/auth/set-password', {
    verificationToken: verified.body.data.verificationToken,
    password: TEST_PASSWORD,
  });
  if (set.status !== 200) throw new Error(`set-password failed: ${set.status} ${JSON.stringify(set.body)}`);
  return { ...user, password: TEST_PASSWORD };
}

/** An ACTIVE account, signed in: its access token ("Bearer ...") and refresh token. */
export async function signedInUser(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const user = await activeUser(app, overrides);
  return { ...user, ...(await signIn(app, user.email, user.password)) };
}

/** The same number in the Kenyan national form: +254712345678 -> 0712345678. */
export function nationalForm(e164: string): string {
  if (!e164.startsWith('+254')) throw new Error(`not a Kenyan number: ${e164}`);
  return `0${e164.slice(4)}`;
}

/**
 * A cache of demo accounts' access tokens that outlives test files (the API project runs its files in
 * one process, `isolate: false`). A token is kept while its own expiry (`exp`, read from it) is more
 * than a minute away by the wall clock, the clock the server checks it by; then a fresh sign-in
 * replaces it. It once judged a token's age by the monotonic clock instead: a slow run, and later a CI
 * machine whose wall clock ran on while the monotonic one stood (a paused machine), kept tokens past
 * their five minutes and the next files' calls answered 401.
 */
export function tokenCache<K>(signInAs: (key: K) => Promise<string>) {
  const cached = new Map<K, Promise<{ token: string; expiresAt: number }>>();
  const fresh = async (key: K) => {
    const token = await signInAs(key);
    return { token, expiresAt: tokenExpiry(token) };
  };
  return async (key: K): Promise<string> => {
    const hit = cached.get(key);
    if (hit) {
      const { token, expiresAt } = await hit;
      if (expiresAt - Date.now() > 60_000) return token;
      if (cached.get(key) !== hit) return (await cached.get(key)!).token;
    }
    const signedIn = fresh(key);
    cached.set(key, signedIn);
    signedIn.catch(() => cached.get(key) === signedIn && cached.delete(key));
    return (await signedIn).token;
  };
}

/** When an access token ("Bearer <jwt>") expires, in epoch milliseconds, read from its `exp` claim. */
export function tokenExpiry(token: string): number {
  const payload = token.replace(/^Bearer /, '').split('.')[1] ?? '';
  const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8') || '{}') as { exp?: number };
  if (typeof exp !== 'number') throw new Error('an access token without an expiry');
  return exp * 1000;
}

/**
 * Every statement any pg client of this process sends while `work` runs (PostgreSQL only): its name
 * (null when built and parsed anew each time) and its text with its spaces folded.
 */
export async function statementsSent(work: () => Promise<unknown>): Promise<{ name: string | null; text: string }[]> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  const seen: { name: string | null; text: string }[] = [];
  proto.query = function traced(this: unknown, ...a: unknown[]) {
    const first = a[0] as string | { text?: string; name?: string };
    const text = (typeof first === 'string' ? first : (first?.text ?? '')).replace(/\s+/g, ' ').trim();
    seen.push({ name: typeof first === 'string' ? null : (first?.name ?? null), text });
    return original.apply(this, a);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return seen;
}
