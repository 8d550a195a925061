import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoStaffSignIn } from '../../src/server/db/seed/demo-sign-in.js';
import { startCluster } from '../../src/server/cluster.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { applications, users } from '../../src/server/db/schema/index.js';
import { hashPassword } from '../../src/server/modules/accounts/service.js';
import { DEMO_SECOND_FACTOR_KEPT } from '../../src/server/modules/accounts/secondFactor.js';

/**
 * WORKERS=2: the real server (src/server/main.ts) as a primary with two API processes on one port,
 * over a fresh PostgreSQL database of its own. Runs only with DATABASE_URL (a PostgreSQL server on
 * which it may create a database); the embedded database is one process.
 */
const serverUrl = process.env.DATABASE_URL;
const root = path.resolve(import.meta.dirname, '../..');
const AUTH_LIMIT = 12;
const PASSWORD = 'Cluster-pass-2026';
const OFFICER = 'cluster.officer@example.test';
/** Submitted applications waiting at the officer level, for the claim race (one per try). */
const WAITING = 3;

interface Answer {
  status: number;
  /** Which of the two processes answered (the x-worker header, 1 or 2). */
  worker: string;
  /** x-ratelimit-remaining, on a rate-limited route. */
  remaining: number | null;
  /** The Date header: the answering process's clock. */
  date: string;
  body: any;
}

let port = 0;
let primary: ChildProcess | null = null;
let log = '';
let databaseName = '';
let databaseUrl = '';
let dataDir = '';

/** One request on a connection of its own, so that the primary hands each request to the next process. */
function send(method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent: false,
        headers: {
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(options.token ? { authorization: options.token } : {}),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            worker: String(response.headers['x-worker'] ?? ''),
            date: String(response.headers.date ?? ''),
            remaining:
              response.headers['x-ratelimit-remaining'] === undefined
                ? null
                : Number(response.headers['x-ratelimit-remaining']),
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    // A connection handed to a process that was just killed would wait for ever.
    request.setTimeout(15_000, () => request.destroy(new Error(`${method} ${url}: no answer within 15 s`)));
    request.on('error', reject);
    request.end(payload);
  });
}

/** Sends a request that changes nothing until the other process answers it (the primary alternates, so at most a few tries). */
async function on(
  worker: string,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  for (let i = 0; i < 20; i += 1) {
    const answer = await send(method, url, options);
    if (answer.worker === worker) return answer;
  }
  throw new Error(`process ${worker} never answered ${method} ${url}`);
}
const other = (worker: string) => (worker === '1' ? '2' : '1');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: found } = server.address() as net.AddressInfo;
      server.close(() => resolve(found));
    });
  });
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, url = serverUrl): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const health = async (worker: string) => (await on(worker, 'GET', '/api/health')).body.data;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await probe().catch(() => null);
    if (found) return found;
    if (Date.now() > end) throw new Error(`${what} did not happen within ${ms} ms; server log:\n${log.slice(-4000)}`);
    await sleep(250);
  }
}

/** The officer signs in with the demo key's code once, then with the device trust it gave (issue 23). */
const staffSignIn = new DemoStaffSignIn();

async function signIn(email: string) {
  // The code of the processes' moment (their Date header): under faketime each process's clock starts
  // at the instant given when it starts, so this test's clock runs ahead of the servers'.
  const serverNow = new Date((await send('GET', '/api/health')).date);
  const login = await send('POST', '/api/users/auth/login', {
    body: { phoneOrEmail: email, password: PASSWORD, ...staffSignIn.fields(email, serverNow) },
  });
  expect(login.status).toBe(200);
  staffSignIn.took(email, login.body.data);
  return { refreshToken: login.body.data.refreshToken as string, signedInOn: login.worker };
}

describe.skipIf(!serverUrl)(
  'WORKERS=2 over one PostgreSQL (needs DATABASE_URL; skipped on the embedded database)',
  () => {
    beforeAll(async () => {
      databaseName = `marriages_cluster_${process.pid}_${Date.now()}`;
      await admin((client) => client.query(`CREATE DATABASE ${databaseName}`));
      const target = new URL(serverUrl!);
      target.pathname = `/${databaseName}`;
      databaseUrl = target.toString();
      // Migrated here, with an officer, an applicant and applications waiting for the officer (the
      // demo seed would take minutes on a busy machine).
      const database = await openDatabase({ url: databaseUrl, poolSize: 3 });
      try {
        const active = {
          status: 'ACTIVE' as const,
          passwordHash: await hashPassword(PASSWORD),
          emailVerifiedAt: new Date(),
          phoneVerifiedAt: new Date(),
        };
        const [, applicant] = await database.db
          .insert(users)
          .values([
            {
              ...active,
              accountType: 'BACKOFFICE',
              staffRole: 'OFFICER',
              district: null,
              totpSecret: DEMO_SECOND_FACTOR_KEPT,
              totpEnabledAt: new Date(),
              email: OFFICER,
              phone: '+254722900001',
              firstName: 'Amina',
              lastName: 'Otieno',
            },
            {
              ...active,
              accountType: 'INDIVIDUAL',
              email: 'cluster.applicant@example.test',
              phone: '+254712900001',
              firstName: 'Baraka',
              lastName: 'Mwangi',
            },
          ])
          .returning({ id: users.id });
        await database.db.insert(applications).values(
          Array.from({ length: WAITING }, (_v, i) => ({
            reference: `MN-CLUSTER-${i}`,
            trackingId: `CLUSTER${i}`,
            serviceCode: 'MARRIAGE_NOTICE',
            status: 'Submitted' as const,
            stage: 'OFFICER' as const,
            applicantId: applicant.id,
            district: '047',
            formData: {},
            submittedAt: new Date(),
          })),
        );
      } finally {
        await database.close();
      }
      dataDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-cluster-'));
      port = await freePort();
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        TZ: process.env.TZ,
        NODE_ENV: 'development',
        WORKERS: '2',
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'never',
        AUTH_RATE_LIMIT: String(AUTH_LIMIT),
        SWEEP_INTERVAL_SECONDS: '1',
        LOG_LEVEL: 'warn',
        CLIENT_DIR: path.join(dataDir, 'no-client'),
      };
      primary = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
        cwd: root,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      primary.stdout!.on('data', (chunk) => (log += chunk));
      primary.stderr!.on('data', (chunk) => (log += chunk));
      // Both processes answer.
      await until(
        'two processes answering',
        async () => {
          const seen = new Set<string>();
          for (let i = 0; i < 6; i += 1) seen.add((await send('GET', '/api/health')).worker);
          return seen.has('1') && seen.has('2');
        },
        200_000,
      );
    }, 240_000);

    afterAll(async () => {
      if (primary && primary.exitCode === null) {
        const exited = new Promise((resolve) => primary!.once('exit', resolve));
        primary.kill('SIGTERM');
        await Promise.race([exited, sleep(20_000)]);
        if (primary.exitCode === null) primary.kill('SIGKILL');
      }
      if (databaseName) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 60_000);

    it('answers from two processes, each naming itself in x-worker and in /api/health', async () => {
      const one = await health('1');
      const two = await health('2');
      expect(one).toMatchObject({ status: 'ok', database: 'postgres', worker: 1 });
      expect(two).toMatchObject({ status: 'ok', database: 'postgres', worker: 2 });
      expect(one.pid).not.toBe(two.pid);
      expect(one.pid).not.toBe(primary!.pid);
    });

    it('signs the documents with one key: the primary made it once in DATA_DIR before the workers forked, and both publish it', async () => {
      const one = await on('1', 'GET', '/api/verify/keys');
      const two = await on('2', 'GET', '/api/verify/keys');
      expect(one.status).toBe(200);
      expect(one.body.keys).toHaveLength(1);
      expect(two.body).toEqual(one.body);
      expect(readdirSync(dataDir).filter((name) => name.startsWith('document-signing-key'))).toEqual([
        'document-signing-key.pem',
      ]);
    });

    it('keeps a session made on one process valid on the other, and a sign-out on one ends it on both', async () => {
      const { refreshToken, signedInOn } = await signIn(OFFICER);
      const elsewhere = other(signedInOn);
      const refreshed = await on(elsewhere, 'POST', '/api/users/refresh-token', { body: { refreshToken } });
      expect(refreshed.status).toBe(200);
      const token = refreshed.body.data.token as string;
      expect((await on(signedInOn, 'GET', '/api/users/me', { token })).status).toBe(200);
      expect((await on(elsewhere, 'GET', '/api/users/me', { token })).status).toBe(200);

      const out = await send('POST', '/api/users/auth/logout', { token, body: { refreshToken } });
      expect(out.status).toBe(200);
      const me = await on(other(out.worker), 'GET', '/api/users/me', { token });
      expect(me.status).toBe(401);
      expect((await on(other(out.worker), 'POST', '/api/users/refresh-token', { body: { refreshToken } })).status).toBe(
        401,
      );
      expect((await on(out.worker, 'GET', '/api/users/me', { token })).status).toBe(401);
    });

    it('lets one claim of an application through when both processes get it at once, and refuses the other', async () => {
      const { refreshToken } = await signIn(OFFICER);
      const token = (await send('POST', '/api/users/refresh-token', { body: { refreshToken } })).body.data
        .token as string;
      const candidates = await admin(
        async (client) =>
          (
            await client.query<{ id: string; version: number }>(
              `select id, version from applications where status = 'Submitted' and stage = 'OFFICER' and assignee_id is null order by reference`,
            )
          ).rows,
        databaseUrl,
      );
      expect(candidates.length).toBeGreaterThan(0);
      for (const candidate of candidates) {
        const body = { version: candidate.version };
        const answers = await Promise.all([
          send('POST', `/api/applications/${candidate.id}/claim`, { token, body }),
          send('POST', `/api/applications/${candidate.id}/claim`, { token, body }),
        ]);
        // The primary hands the two connections to the two processes; should both have reached one, try the next application.
        if (answers[0].worker === answers[1].worker) continue;
        expect(new Set(answers.map((a) => a.worker))).toEqual(new Set(['1', '2']));
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
        const claimed = answers.find((a) => a.status === 200)!;
        expect(claimed.body).toMatchObject({ status: 'Pending', assigneeId: expect.any(String) });
        // Later claims, through either process, are refused too.
        const again = await on(other(claimed.worker), 'POST', `/api/applications/${candidate.id}/claim`, {
          token,
          body: { version: claimed.body.version },
        });
        expect(again.status).toBe(409);
        const events = await admin(
          async (client) =>
            (
              await client.query<{ n: number }>(
                `select count(*)::int as n from application_events where application_id = $1 and action = 'claim'`,
                [candidate.id],
              )
            ).rows[0].n,
          databaseUrl,
        );
        expect(events).toBe(1);
        return;
      }
      throw new Error('the two claims never reached the two processes');
    });

    it('counts a rate limit across both processes (the password-reset requests, AUTH_RATE_LIMIT a minute)', async () => {
      const answers: Answer[] = [];
      for (let i = 0; i < AUTH_LIMIT + 1; i += 1) {
        const answer = await send('POST', '/api/users/auth/request-reset-password-token', {
          body: { phoneOrEmail: `nobody-${i}@example.test` },
        });
        answers.push(answer);
        if (answer.status === 429) break;
      }
      const limited = answers.at(-1)!;
      expect(limited.status).toBe(429);
      // Every answer before it went through, one fewer left each time, whichever process answered.
      const before = answers.slice(0, -1);
      expect(before).toHaveLength(AUTH_LIMIT);
      expect(before.every((a) => a.status === 200)).toBe(true);
      expect(before.map((a) => a.remaining)).toEqual(before.map((_a, i) => before[0].remaining! - i));
      expect(before.at(-1)!.remaining).toBe(0);
      expect(new Set(before.map((a) => a.worker))).toEqual(new Set(['1', '2']));
    });

    it('runs the scheduled sweeps in one process only, and in the other once that one ends', async () => {
      const first = await until('a few sweeps', async () => {
        const both = [await health('1'), await health('2')];
        return both.some((h) => h.sweeps >= 3) ? both : null;
      });
      const schedulers = first.filter((h) => h.scheduler);
      expect(schedulers).toHaveLength(1);
      const idle = first.find((h) => !h.scheduler)!;
      expect(idle.sweeps).toBe(0);

      // The scheduler's process ends: its connection closes with it, and the other takes the lease over.
      process.kill(schedulers[0].pid, 'SIGKILL');
      const survivor = String(idle.worker);
      const after = await until('the other process sweeping', async () => {
        const h = await health(survivor);
        return h.scheduler && h.sweeps > 0 ? h : null;
      });
      expect(after.pid).toBe(idle.pid);
      // (The primary starts a replacement meanwhile; it asks for the lease at each tick and does not get it.)
    }, 180_000);
  },
);

describe('WORKERS on the embedded database', () => {
  const embedded = () =>
    loadConfig({
      DATA_DIR: '/tmp/marriages-api-tests-cluster',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    });

  it('refuses WORKERS=2 without DATABASE_URL, saying why', async () => {
    const refusal = startCluster(embedded(), { WORKERS: '2' });
    await expect(refusal).rejects.toBeInstanceOf(ConfigError);
    await expect(refusal).rejects.toThrow(
      'WORKERS=2 needs PostgreSQL: the embedded database (PGlite) is used by one process only. Set DATABASE_URL to a PostgreSQL server, or unset WORKERS to run one process on the embedded database.',
    );
  });

  it('runs one process when WORKERS is unset or 1, and refuses a WORKERS that is not a count', async () => {
    expect(await startCluster(embedded(), {})).toBe(false);
    expect(await startCluster(embedded(), { WORKERS: '1' })).toBe(false);
    for (const bad of ['two', '0', '1.5', '65']) {
      await expect(startCluster(embedded(), { WORKERS: bad })).rejects.toThrow(
        'WORKERS: must be a whole number from 1 to 64',
      );
    }
  });
});
