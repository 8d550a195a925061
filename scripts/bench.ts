/**
 * npm run bench [-- --iterations 300 --warmup 30 --concurrency 4 --runs 1 --section marital-status --district 047
 *                  --only postgres|pglite --pglite-applications 100000 --pglite-dir ./data-bench --explain --no-vacuum]
 *
 * Measures the back office's hot paths through the real app (buildApp + app.inject: routing, zod,
 * the session check, serialisation) on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, seeded with
 * `npm run seed:bulk`) and on PGlite (its own DATA_DIR, seeded here on first use), plus the list's
 * own SQL through the bare driver, and prints Markdown tables. Loopback only; bounded loops.
 * The claim+approve scenario moves real applications along: use a bench database, never `test`.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema/index.js';
import { listSql, type ListFilter } from '../src/server/modules/applications/repository.js';
import { hashPassword } from '../src/server/modules/accounts/service.js';
import type { Caller } from '../src/server/plugins/auth.js';
import type { BackofficeSection } from '../src/shared/permissions.js';
import { servicesInSection } from '../src/shared/services.js';
import { BULK_PASSWORD, seedBulk } from './seed-bulk.js';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '4' },
    runs: { type: 'string', default: '1' },
    section: { type: 'string', default: 'marital-status' },
    only: { type: 'string' },
    'pglite-applications': { type: 'string', default: '100000' },
    'pglite-dir': { type: 'string', default: './data-bench' },
    district: { type: 'string' },
    explain: { type: 'boolean', default: false },
    'no-vacuum': { type: 'boolean', default: false },
  },
});

const ITERATIONS = Math.min(10_000, Math.max(1, Number(args.iterations)));
const WARMUP = Math.min(10_000, Math.max(0, Number(args.warmup)));
const CONCURRENCY = Math.min(32, Math.max(1, Number(args.concurrency)));
const RUNS = Math.min(20, Math.max(1, Number(args.runs)));
const DISTRICT = args.district && /^\d{3}$/.test(args.district) ? args.district : null;
/** A national officer, or with --district 047 one of that district's officers. */
const BENCH_EMAIL = DISTRICT ? `bench-officer-${DISTRICT}@bulk.test` : 'bench-officer@bulk.test';
const BENCH_PHONE = `+254782${String(DISTRICT ? Number(DISTRICT) : 0).padStart(6, '0')}`;

interface Stats {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  mean: number;
  /** Operations per second, one at a time. */
  rate: number;
  /** Operations per second with CONCURRENCY in flight, and that run's p95. */
  rateConcurrent: number;
  p95Concurrent: number;
  errors: number;
}

interface Scenario {
  name: string;
  requests: number;
  /** One operation; i is unique over the whole scenario (warm-up, sequential and concurrent runs). */
  op: (i: number) => Promise<void>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Runs n operations with `concurrency` in flight; answers each latency and the wall time. */
async function drive(op: Scenario['op'], first: number, n: number, concurrency: number) {
  const latencies: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    for (;;) {
      const k = next;
      next += 1;
      if (k >= n) return;
      const t = performance.now();
      try {
        await op(first + k);
      } catch (error) {
        errors += 1;
        if (errors <= 3) console.error(`  error: ${(error as Error).message}`);
      }
      latencies.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { latencies, wall: performance.now() - started, errors };
}

const CHUNKS = 5;

/**
 * Measures a group of scenarios side by side: the sequential iterations alternate between them and
 * the concurrent runs go in alternating chunks, so that the machine's other load hits all alike.
 * With several runs, each figure is the median of the runs.
 */
async function measureGroup(group: Scenario[], beforeRun: () => Promise<void>): Promise<Stats[]> {
  const cursors = group.map(() => 0);
  const errors = group.map(() => 0);
  const take = (g: number, n: number) => {
    const first = cursors[g];
    cursors[g] += n;
    return first;
  };
  await beforeRun();
  for (let g = 0; g < group.length; g += 1) errors[g] += (await drive(group[g].op, take(g, WARMUP), WARMUP, 1)).errors;
  const runs: Stats[][] = group.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    await beforeRun();
    const seq = group.map(() => [] as number[]);
    const par = group.map(() => [] as number[]);
    const parWall = group.map(() => 0);
    for (let k = 0; k < ITERATIONS; k += 1) {
      for (let j = 0; j < group.length; j += 1) {
        const g = (k + j) % group.length;
        const r = await drive(group[g].op, take(g, 1), 1, 1);
        seq[g].push(r.latencies[0]);
        errors[g] += r.errors;
      }
    }
    const chunk = Math.ceil(ITERATIONS / CHUNKS);
    for (let c = 0, done = 0; done < ITERATIONS; c += 1, done += chunk) {
      const n = Math.min(chunk, ITERATIONS - done);
      for (let j = 0; j < group.length; j += 1) {
        const g = (c + j) % group.length;
        const r = await drive(group[g].op, take(g, n), n, CONCURRENCY);
        par[g].push(...r.latencies);
        parWall[g] += r.wall;
        errors[g] += r.errors;
      }
    }
    for (let g = 0; g < group.length; g += 1) {
      const sorted = [...seq[g]].sort((a, b) => a - b);
      const total = sorted.reduce((sum, x) => sum + x, 0);
      runs[g].push({
        n: ITERATIONS, p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), mean: total / sorted.length,
        rate: (ITERATIONS / total) * 1000, rateConcurrent: (ITERATIONS / parWall[g]) * 1000,
        p95Concurrent: percentile([...par[g]].sort((a, b) => a - b), 95), errors: 0,
      });
    }
  }
  return runs.map((r, g) => {
    const pick = (key: keyof Stats) => median(r.map((x) => x[key]));
    return {
      n: ITERATIONS, p50: pick('p50'), p95: pick('p95'), p99: pick('p99'), mean: pick('mean'), rate: pick('rate'),
      rateConcurrent: pick('rateConcurrent'), p95Concurrent: pick('p95Concurrent'), errors: errors[g],
    };
  });
}

/** How many operations a scenario needs in all (claim+approve uses a fresh application for each). */
const opsNeeded = () => WARMUP + RUNS * ITERATIONS * 2;

async function benchUser(database: Database): Promise<Caller> {
  const passwordHash = await hashPassword(BULK_PASSWORD);
  const now = new Date();
  await database.db
    .insert(users)
    .values({
      accountType: 'BACKOFFICE', status: 'ACTIVE', email: BENCH_EMAIL, phone: BENCH_PHONE, passwordHash, firstName: 'Bench', lastName: 'Officer',
      staffRole: 'OFFICER', district: DISTRICT, emailVerifiedAt: now, phoneVerifiedAt: now,
    })
    .onConflictDoNothing();
  const [row] = (await database.db.execute(sql`select id, account_type, staff_role, district, organisation_id, id_number from users where email = ${BENCH_EMAIL}`)).rows as Record<string, string | null>[];
  return {
    userId: row.id!, sessionId: 'bench', accountType: row.account_type as Caller['accountType'], staffRole: row.staff_role as Caller['staffRole'],
    district: row.district, organisationId: row.organisation_id, idNumber: row.id_number,
  };
}

/** Signs in through the API (login, then refresh) and answers the "Bearer …" access token. */
async function signIn(app: FastifyInstance): Promise<() => Promise<string>> {
  const login = await app.inject({ method: 'POST', url: '/api/users/auth/login', payload: { phoneOrEmail: BENCH_EMAIL, password: BULK_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.statusCode} ${login.body}`);
  const refreshToken = login.json().data.refreshToken as string;
  return async () => {
    const refreshed = await app.inject({ method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } });
    if (refreshed.statusCode !== 200) throw new Error(`refresh failed: ${refreshed.statusCode} ${refreshed.body}`);
    return refreshed.json().data.token as string;
  };
}

interface Target {
  label: string;
  database: Database;
  /** Runs one statement through the bare driver. */
  bare: (text: string, params: unknown[]) => Promise<unknown>;
  close: () => Promise<void>;
  volume: string;
}

async function postgresTarget(): Promise<Target | null> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.info('PostgreSQL: skipped (set BENCH_DATABASE_URL or DATABASE_URL).');
    return null;
  }
  if (new URL(url).pathname.replace(/^\//, '') === 'test') throw new Error('Refusing to bench the `test` database (CI uses it); create a `bench` database.');
  const database = await openDatabase({ url });
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    label: 'PostgreSQL',
    database,
    bare: (text, params) => pool.query(text, params),
    close: async () => {
      await pool.end();
      await database.close();
    },
    volume: '',
  };
}

async function pgliteTarget(): Promise<Target> {
  const dataDir = path.resolve(args['pglite-dir']!);
  const database = await openDatabase({ dataDir });
  const [{ n }] = (await database.db.execute(sql`select count(*)::int as n from users where email like 'bulk-%@bulk.test'`)).rows as { n: number }[];
  if (n === 0) {
    const applications = Number(args['pglite-applications']);
    console.info(`PGlite: seeding ${applications} applications into ${dataDir} (once)…`);
    await seedBulk(database.db, { applications, batch: 25_000, log: (line) => console.info(`  ${line}`) });
  }
  const client = (database.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }).$client;
  return { label: 'PGlite', database, bare: (text, params) => client.query(text, params), close: () => database.close(), volume: '' };
}

async function volumeOf(database: Database): Promise<string> {
  const [row] = (await database.db.execute(sql`
    select (select count(*) from applications)::int as applications, (select count(*) from application_events)::int as events,
           (select count(*) from users)::int as users`)).rows as { applications: number; events: number; users: number }[];
  if (row.applications < 10_000) console.info('  (few applications: fill the database first with `npm run seed:bulk -- --applications 1000000`)');
  return `${row.applications.toLocaleString('en')} applications, ${row.events.toLocaleString('en')} events, ${row.users.toLocaleString('en')} users`;
}

async function benchTarget(target: Target) {
  const { database } = target;
  if (!args['no-vacuum']) {
    // What autovacuum does in production (the migration makes it frequent for applications): without it
    // the changes of earlier runs leave dead index entries and the queue counts visit the heap.
    const t = performance.now();
    await database.db.execute(sql`vacuum (analyze) applications`);
    console.info(`\n${target.label}: vacuum (analyze) applications in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
  target.volume = await volumeOf(database);
  const [{ version }] = (await database.db.execute(sql`select version() as version`)).rows as { version: string }[];
  console.info(`\n${target.label}: ${target.volume}; ${version.split(' on ')[0]}; load average ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  const dataDir = path.join(os.tmpdir(), 'marriages-bench');
  mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: randomBytes(48).toString('base64url'), AUTH_RATE_LIMIT: '10000', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const caller = await benchUser(database);
  const freshToken = await signIn(app);
  let token = await freshToken();

  const filter: ListFilter = { section: args.section, stage: 'OFFICER', status: ['Submitted', 'Pending'] };
  const sort = { field: 'slaDueAt' as const, order: 'ASC' as const };
  const listUrl = `/api/applications?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]), range: '[0,24]' })}`;
  const first = await app.inject({ method: 'GET', url: listUrl, headers: { authorization: token } });
  if (first.statusCode !== 200) throw new Error(`list failed: ${first.statusCode} ${first.body}`);
  console.info(`  ${BENCH_EMAIL}: queue ${args.section} / OFFICER / Submitted+Pending: Content-Range ${first.headers['content-range']}`);

  const sample = async (text: string, limit: number) =>
    ((await database.db.execute(sql.raw(`${text} order by random() limit ${limit}`))).rows as { id: string; version: number }[]);
  const inDistrict = DISTRICT ? ` and district = '${DISTRICT}'` : '';
  const readIds = await sample(`select id from applications where status <> 'Draft'${inDistrict}`, Math.min(5000, opsNeeded()));
  // Claim+approve takes applications outside the listed section, so that runs do not drain the measured queue.
  const listed = servicesInSection(args.section as BackofficeSection).map((code) => `'${code}'`).join(', ') || `'-'`;
  const workIds = await sample(
    `select id, version from applications where status = 'Submitted' and stage = 'OFFICER' and service_code not in (${listed})${inDistrict}`,
    opsNeeded(),
  );
  if (workIds.length < opsNeeded()) console.info(`  only ${workIds.length} Submitted applications at OFFICER are left for claim+approve`);

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
    if (response.statusCode !== 200) throw new Error(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  const post = async (url: string, payload: unknown) => {
    const response = await app.inject({ method: 'POST', url, headers: { authorization: token }, payload: payload as Record<string, unknown> });
    if (response.statusCode !== 200) throw new Error(`POST ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  // The very SQL and values the list sends (repository.ts listSql), for the bare driver.
  const { rows: queries, count: countQuery } = listSql(database.db, caller, filter, sort, [0, 24], new Date());

  const scenarios: Scenario[] = [
    { name: `(a) list page (${args.section}${DISTRICT ? `, district ${DISTRICT}` : ""}, 25 rows + count)`, requests: 1, op: async () => void (await get(listUrl)) },
    {
      name: '(b) one application + its events', requests: 2, op: async (i) => {
        const id = readIds[i % readIds.length].id;
        await get(`/api/applications/${id}`);
        await get(`/api/application-events?${new URLSearchParams({ filter: JSON.stringify({ applicationId: id }) })}`);
      },
    },
    {
      name: '(c) claim + approve (OFFICER)', requests: 2, op: async (i) => {
        const work = workIds[i];
        if (!work) throw new Error('no Submitted application left at OFFICER');
        await post(`/api/applications/${work.id}/claim`, { version: work.version });
        await post(`/api/applications/${work.id}/approve`, { version: work.version + 1 });
      },
    },
    {
      name: '(d) list page SQL, bare driver', requests: 1, op: async () => {
        await Promise.all([target.bare(queries.sql, queries.params), target.bare(countQuery.sql, countQuery.params)]);
      },
    },
  ];

  if (args.explain) {
    for (const [name, q] of [['list rows', queries], ['list count', countQuery]] as const) {
      const result = (await target.bare(`explain (analyze, buffers) ${q.sql}`, q.params)) as { rows: Record<string, string>[] };
      console.info(`\n  EXPLAIN ANALYZE ${name}:\n${result.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`);
    }
  }

  // The list and its bare SQL side by side; then reads; claim+approve last, as it changes the queue.
  const results: { scenario: Scenario; stats: Stats }[] = [];
  const refresh = async () => {
    token = await freshToken(); // access tokens live five minutes
  };
  for (const group of [[scenarios[0], scenarios[3]], [scenarios[1]], [scenarios[2]]]) {
    const stats = await measureGroup(group, refresh);
    group.forEach((scenario, g) => {
      results.push({ scenario, stats: stats[g] });
      console.info(`  ${scenario.name}: p50 ${stats[g].p50.toFixed(2)} ms, p95 ${stats[g].p95.toFixed(2)} ms${stats[g].errors ? `, ${stats[g].errors} errors` : ''}`);
    });
  }
  results.sort((x, y) => scenarios.indexOf(x.scenario) - scenarios.indexOf(y.scenario));
  await app.close();
  console.info(`  load average after: ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);
  return results;
}

function table(label: string, volume: string, results: Awaited<ReturnType<typeof benchTarget>>) {
  const f = (x: number) => x.toFixed(2);
  const lines = [
    `### ${label} (${volume})`,
    '',
    `| scenario | requests/op | n | p50 ms | p95 ms | p99 ms | mean ms | ops/s (1) | ops/s (${CONCURRENCY}) | p95 ms (${CONCURRENCY}) | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(({ scenario: s, stats: r }) =>
      `| ${s.name} | ${s.requests} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.mean)} | ${r.rate.toFixed(0)} | ${r.rateConcurrent.toFixed(0)} | ${f(r.p95Concurrent)} | ${r.errors} |`),
  ];
  const list = results[0].stats;
  const bare = results[3].stats;
  lines.push('', `List ours / bare SQL: p50 ${f(list.p50 / bare.p50)}×, p95 ${f(list.p95 / bare.p95)}×, throughput (${CONCURRENCY}) ${f(bare.rateConcurrent / list.rateConcurrent)}×`);
  if (label === 'PostgreSQL') {
    const ok = (b: boolean) => (b ? 'met' : 'MISSED');
    lines.push(`Targets: list p95 ≤ 15 ms: ${ok(list.p95 <= 15)}; ours/bare p95 ≤ 1.5: ${ok(list.p95 / bare.p95 <= 1.5)}`);
  }
  return lines.join('\n');
}

async function main() {
  console.info(
    `bench: ${ITERATIONS} iterations after ${WARMUP} warm-up, concurrency ${CONCURRENCY}, ${RUNS} run(s); node ${process.version}; `
      + `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );
  const out: string[] = [];
  if (args.only !== 'pglite') {
    const target = await postgresTarget();
    if (target) {
      try {
        const results = await benchTarget(target);
        out.push(table(target.label, target.volume, results));
      } finally {
        await target.close();
      }
    }
  }
  if (args.only !== 'postgres') {
    const target = await pgliteTarget();
    try {
      const results = await benchTarget(target);
      out.push(table(target.label, target.volume, results));
    } finally {
      await target.close();
    }
  }
  console.info(`\n${out.join('\n\n')}\n`);
}

await main();
