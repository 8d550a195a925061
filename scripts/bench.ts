/**
 * npm run bench [-- --iterations 300 --warmup 30 --concurrency 4 --runs 1 --section marital-status --district 047
 *                  --scenario all|queue|register-search|reports|approvals|statistics --searches 160 --report-iterations 40
 *                  --approval-iterations 100 --approval-warmup 100 --service MARITAL_STATUS_LETTER|floor --trace-sql
 *                  --only postgres|pglite --pglite-applications 100000 --pglite-register 100000 --pglite-dir ./data-bench --explain --no-vacuum]
 *
 * Measures the back office's hot paths through the real app (buildApp + app.inject: routing, zod,
 * the session check, serialisation) on PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL, seeded with
 * `npm run seed:bulk`) and on PGlite (its own DATA_DIR, seeded here on first use), plus the list's
 * own SQL through the bare driver, and prints Markdown tables. Loopback only; bounded loops.
 * The claim+approve scenario moves real applications along: use a bench database, never `test`.
 * The register search (scenario register-search) needs the register filled first
 * (`npm run seed:bulk -- --applications 0 --register 1000000`); it adds its own search applications.
 * The approvals (scenario approvals) claim and approve, as a national member of the bench staff of
 * that level, fresh applications of every service at the last level of its chain, so that each
 * approval issues what the service issues (letters, certificates, licences, register entries…).
 * The reports (scenario reports) ask each report of GET /api/reports/* over the year up to today,
 * nationally (or for --district), as a Registrar General of the bench (`bench-rg@bulk.test`).
 * The vital statistics (scenario statistics) ask GET /api/statistics for the last full year of the
 * bulk register, for its last ten years, and for a county (--district, or Nairobi), as that RG.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.js';
import { newAuditKeyPem } from '../src/server/audit/signingKey.js';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Database } from '../src/server/db/client.js';
import { users } from '../src/server/db/schema/index.js';
import { DemoStaffSignIn } from '../src/server/db/seed/demo-sign-in.js';
import { DEMO_SECOND_FACTOR_KEPT } from '../src/server/modules/accounts/secondFactor.js';
import { listSql, type ListFilter } from '../src/server/modules/applications/repository.js';
import { hashPassword } from '../src/server/modules/accounts/service.js';
import {
  registerSearchStatements,
  searchedWords,
  wordVariants,
  wordVariantsSql,
  type SearchCriteria,
} from '../src/server/modules/register/search.js';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Caller } from '../src/server/plugins/auth.js';
import type { BackofficeSection } from '../src/shared/permissions.js';
import { SERVICES, servicesInSection, type ApprovalLevel } from '../src/shared/services.js';
import { BULK_PASSWORD, seedBulk, seedRegister } from './seed-bulk.js';
import { defaultReportRange, REPORT_NAMES } from '../src/shared/contracts/reports.js';
import { addDays, nairobiToday, startOfNairobiDay } from '../src/shared/dates.js';
import { REPORT_STATEMENTS } from '../src/server/modules/reports/repository.js';
import { statisticsSql } from '../src/server/modules/statistics/repository.js';

const { values: args } = parseArgs({
  options: {
    iterations: { type: 'string', default: '300' },
    warmup: { type: 'string', default: '30' },
    concurrency: { type: 'string', default: '4' },
    runs: { type: 'string', default: '1' },
    section: { type: 'string', default: 'marital-status' },
    only: { type: 'string' },
    scenario: { type: 'string', default: 'all' },
    searches: { type: 'string', default: '160' },
    'report-iterations': { type: 'string', default: '40' },
    'approval-iterations': { type: 'string', default: '100' },
    'approval-warmup': { type: 'string', default: '100' },
    service: { type: 'string' },
    'draw-in-process': { type: 'boolean', default: false },
    'trace-sql': { type: 'boolean', default: false },
    'pglite-applications': { type: 'string', default: '100000' },
    'pglite-register': { type: 'string', default: '100000' },
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
const SCENARIO =
  args.scenario === 'queue' ||
  args.scenario === 'register-search' ||
  args.scenario === 'reports' ||
  args.scenario === 'approvals' ||
  args.scenario === 'statistics'
    ? args.scenario
    : 'all';
const QUEUE = SCENARIO === 'all' || SCENARIO === 'queue';
const REGISTER = SCENARIO === 'all' || SCENARIO === 'register-search';
const REPORTS = SCENARIO === 'all' || SCENARIO === 'reports';
const APPROVALS = SCENARIO === 'all' || SCENARIO === 'approvals';
const STATISTICS = SCENARIO === 'all' || SCENARIO === 'statistics';
/** Each service's final approval, one at a time and 4 in flight (a fresh application for each). */
const APPROVAL_ITERATIONS = Math.min(1000, Math.max(1, Number(args['approval-iterations'])));
/**
 * Un-timed approvals of each service before its runs, at the runs' concurrency: a server process
 * answers for days, so what counts is its steady state, its code compiled by V8 and every pooled
 * connection holding its named statements and their plans (docs/performance.md, "Seventh step").
 */
const APPROVAL_WARMUP = Math.min(1000, Math.max(0, Number(args['approval-warmup'])));
/** With --service CODE, only that service's final approval. */
const APPROVAL_SERVICES = SERVICES.filter((s) => !args.service || s.code === args.service);
/** Each report takes a while over a year of a million applications: fewer iterations than the lists. */
const REPORT_ITERATIONS = Math.min(1000, Math.max(1, Number(args['report-iterations'])));
/** How many different searches the register scenario asks (a multiple of the 16 kinds). */
const SEARCHES = Math.min(2000, Math.max(16, Math.round(Number(args.searches) / 16) * 16 || 160));
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
  /** Operations per second with CONCURRENCY in flight, and that run's percentiles. */
  rateConcurrent: number;
  /** CPU per operation with CONCURRENCY in flight: this process (the app and the bench's client) and PostgreSQL's processes. */
  cpuAppMs: number;
  cpuPostgresMs: number | null;
  p50Concurrent: number;
  p95Concurrent: number;
  p99Concurrent: number;
  errors: number;
}

interface Scenario {
  name: string;
  requests: number;
  /** One operation; i is unique over the whole scenario (warm-up, sequential and concurrent runs). */
  op: (i: number) => Promise<void>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
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

/** The processes named postgres on this machine (the loopback server and its backends), or null where /proc cannot tell. */
/** The bench's database: the backends of other databases on the server (another run's tests) are not counted. */
const BENCH_DATABASE = (() => {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  try {
    return url ? decodeURIComponent(new URL(url).pathname.slice(1)) : null;
  } catch {
    return null;
  }
})();

/** The database a PostgreSQL process serves, from its title ('postgres: 15/main: user db 127.0.0.1(5432) idle'), or null for the server's own. */
function databaseOf(title: string): string | null {
  const backend = /: \S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(title);
  if (backend) return backend[1];
  return /autovacuum worker (\S+)/.exec(title)?.[1] ?? null;
}

function postgresPids(): string[] | null {
  try {
    return readdirSync('/proc').filter((pid) => {
      if (!/^\d+$/.test(pid)) return false;
      try {
        if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') return false;
        // The server's own processes (WAL writer, checkpointer…) count; a backend only of the bench's database.
        const served = databaseOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '));
        return served === null || BENCH_DATABASE === null || served === BENCH_DATABASE;
      } catch {
        return false;
      }
    });
  } catch {
    return null;
  }
}

/** The CPU time (ms) those processes have used (a process gone since counts nothing). */
function postgresCpuMs(pids: string[] | null): number | null {
  if (!pids) return null;
  const tick = 1000 / 100; // USER_HZ: clock ticks per second on Linux
  let total = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * tick;
    } catch {
      // ended meanwhile
    }
  }
  return total;
}

const appCpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * With --trace-sql, every statement any pg client sends is timed from the call to its answer (the
 * round trip: the wait for PostgreSQL and its work), grouped by its text; `sqlTrace.report(ops)`
 * prints the statements per operation and where the time went (one at a time is the clean figure).
 */
const sqlTrace = (() => {
  const byText = new Map<string, { count: number; ms: number }>();
  let on = false;
  if (args['trace-sql']) {
    const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function traced(this: unknown, ...a: unknown[]) {
      const first = a[0] as string | { text?: string; name?: string };
      // A named statement is parsed once per connection; the others are built and parsed each time.
      const named = typeof first === 'object' && Boolean(first?.name);
      const text = `${named ? '[named] ' : ''}${(typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').trim()}`;
      const started = performance.now();
      const result = original.apply(this, a);
      if (on && result && typeof (result as Promise<unknown>).then === 'function') {
        const done = () => {
          const entry = byText.get(text) ?? { count: 0, ms: 0 };
          entry.count += 1;
          entry.ms += performance.now() - started;
          byText.set(text, entry);
        };
        (result as Promise<unknown>).then(done, done);
      }
      return result;
    };
  }
  return {
    start() {
      byText.clear();
      on = Boolean(args['trace-sql']);
    },
    report(label: string, ops: number) {
      if (!on) return;
      on = false;
      const rows = [...byText.entries()].sort((a, b) => b[1].ms - a[1].ms);
      const count = rows.reduce((n, [, e]) => n + e.count, 0);
      const ms = rows.reduce((n, [, e]) => n + e.ms, 0);
      console.info(
        `  sql of ${label}: ${(count / ops).toFixed(1)} statements and ${(ms / ops).toFixed(2)} ms of round trips per operation`,
      );
      for (const [text, e] of rows.slice(0, 25))
        console.info(
          `    ${(e.count / ops).toFixed(2).padStart(6)} × ${(e.ms / e.count).toFixed(3).padStart(7)} ms  ${text.slice(0, 160)}`,
        );
    },
  };
})();

/**
 * Measures a group of scenarios side by side: the sequential iterations alternate between them and
 * the concurrent runs go in alternating chunks, so that the machine's other load hits all alike.
 * With several runs, each figure is the median of the runs.
 */
async function measureGroup(
  group: Scenario[],
  beforeRun: () => Promise<void>,
  { iterations, warmup, warmupConcurrency = 1 }: { iterations: number; warmup: number; warmupConcurrency?: number } = {
    iterations: ITERATIONS,
    warmup: WARMUP,
  },
): Promise<Stats[]> {
  const cursors = group.map(() => 0);
  const errors = group.map(() => 0);
  const take = (g: number, n: number) => {
    const first = cursors[g];
    cursors[g] += n;
    return first;
  };
  await beforeRun();
  for (let g = 0; g < group.length; g += 1)
    errors[g] += (await drive(group[g].op, take(g, warmup), warmup, warmupConcurrency)).errors;
  const runs: Stats[][] = group.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    await beforeRun();
    const seq = group.map(() => [] as number[]);
    const par = group.map(() => [] as number[]);
    const parWall = group.map(() => 0);
    const cpuApp = group.map(() => 0);
    const cpuPostgres: (number | null)[] = group.map(() => 0);
    sqlTrace.start();
    for (let k = 0; k < iterations; k += 1) {
      for (let j = 0; j < group.length; j += 1) {
        const g = (k + j) % group.length;
        const r = await drive(group[g].op, take(g, 1), 1, 1);
        seq[g].push(r.latencies[0]);
        errors[g] += r.errors;
      }
    }
    sqlTrace.report(
      group.length === 1 ? group[0].name : `${group.length} scenarios, alternating`,
      iterations * group.length,
    );
    const chunk = Math.ceil(iterations / CHUNKS);
    sqlTrace.start();
    for (let c = 0, done = 0; done < iterations; c += 1, done += chunk) {
      const n = Math.min(chunk, iterations - done);
      for (let j = 0; j < group.length; j += 1) {
        const g = (c + j) % group.length;
        // PostgreSQL's processes before and after (a backend the pool opened meanwhile counts whole).
        const pg0 = postgresCpuMs(postgresPids());
        const app0 = appCpuMs();
        const r = await drive(group[g].op, take(g, n), n, CONCURRENCY);
        cpuApp[g] += appCpuMs() - app0;
        const pg1 = postgresCpuMs(postgresPids());
        cpuPostgres[g] = pg0 === null || pg1 === null || cpuPostgres[g] === null ? null : cpuPostgres[g] + pg1 - pg0;
        par[g].push(...r.latencies);
        parWall[g] += r.wall;
        errors[g] += r.errors;
      }
    }
    sqlTrace.report(
      `${group.length === 1 ? group[0].name : `${group.length} scenarios, in alternating chunks`}, ${CONCURRENCY} in flight`,
      iterations * group.length,
    );
    for (let g = 0; g < group.length; g += 1) {
      const sorted = [...seq[g]].sort((a, b) => a - b);
      const total = sorted.reduce((sum, x) => sum + x, 0);
      runs[g].push({
        n: iterations,
        p50: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        p99: percentile(sorted, 99),
        mean: total / sorted.length,
        rate: (iterations / total) * 1000,
        rateConcurrent: (iterations / parWall[g]) * 1000,
        cpuAppMs: cpuApp[g] / iterations,
        cpuPostgresMs: cpuPostgres[g] === null ? null : cpuPostgres[g] / iterations,
        p50Concurrent: percentile(
          [...par[g]].sort((a, b) => a - b),
          50,
        ),
        p95Concurrent: percentile(
          [...par[g]].sort((a, b) => a - b),
          95,
        ),
        p99Concurrent: percentile(
          [...par[g]].sort((a, b) => a - b),
          99,
        ),
        errors: 0,
      });
    }
  }
  return runs.map((r, g) => {
    const pick = (key: keyof Stats) => median(r.map((x) => x[key] ?? 0));
    return {
      n: iterations,
      p50: pick('p50'),
      p95: pick('p95'),
      p99: pick('p99'),
      mean: pick('mean'),
      rate: pick('rate'),
      rateConcurrent: pick('rateConcurrent'),
      p50Concurrent: pick('p50Concurrent'),
      p95Concurrent: pick('p95Concurrent'),
      p99Concurrent: pick('p99Concurrent'),
      cpuAppMs: pick('cpuAppMs'),
      cpuPostgresMs: r.some((x) => x.cpuPostgresMs === null) ? null : pick('cpuPostgresMs'),
      errors: errors[g],
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
      accountType: 'BACKOFFICE',
      status: 'ACTIVE',
      email: BENCH_EMAIL,
      phone: BENCH_PHONE,
      passwordHash,
      firstName: 'Bench',
      lastName: 'Officer',
      staffRole: 'OFFICER',
      district: DISTRICT,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
    })
    .onConflictDoNothing();
  await withDemoSecondFactor(database, BENCH_EMAIL);
  const [row] = (
    await database.db.execute(
      sql`select id, account_type, staff_role, district, organisation_id, id_number from users where email = ${BENCH_EMAIL}`,
    )
  ).rows as Record<string, string | null>[];
  return {
    userId: row.id!,
    sessionId: 'bench',
    accountType: row.account_type as Caller['accountType'],
    staffRole: row.staff_role as Caller['staffRole'],
    district: row.district,
    organisationId: row.organisation_id,
    organisationType: null,
    organisationVerification: null,
    idNumber: row.id_number,
    secondFactorOn: true,
  };
}

/** The bench staff's device trusts: they sign in with the demo's published authenticator key. */
const staffSignIn = new DemoStaffSignIn();

/** Signs in through the API (login, then refresh) and answers the "Bearer …" access token. */
async function signIn(app: FastifyInstance, email = BENCH_EMAIL): Promise<() => Promise<string>> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { phoneOrEmail: email, password: BULK_PASSWORD, ...staffSignIn.fields(email, app.clock.now()) },
  });
  if (login.statusCode !== 200) throw new Error(`bench sign-in failed: ${login.statusCode} ${login.body}`);
  staffSignIn.took(email, login.json().data);
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
  if (new URL(url).pathname.replace(/^\//, '') === 'test')
    throw new Error('Refusing to bench the `test` database (CI uses it); create a `bench` database.');
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
  const [{ n }] = (
    await database.db.execute(sql`select count(*)::int as n from users where email like 'bulk-%@bulk.test'`)
  ).rows as { n: number }[];
  if (n === 0) {
    const applications = Number(args['pglite-applications']);
    console.info(`PGlite: seeding ${applications} applications into ${dataDir} (once)…`);
    await seedBulk(database.db, { applications, batch: 25_000, log: (line) => console.info(`  ${line}`) });
  }
  const entries = Number(args['pglite-register']);
  if (REGISTER && entries > 0) {
    // The register's own entries (recorded by an officer), not those made for the bulk applications.
    const [{ m }] = (
      await database.db.execute(sql`select count(*)::int as m from marriages where recorded_by is not null`)
    ).rows as { m: number }[];
    if (m < entries / 2) {
      console.info(`PGlite: filling the register with ${entries} entries in ${dataDir} (once)…`);
      await seedRegister(database.db, { entries, log: () => undefined });
    }
  }
  const client = (
    database.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }
  ).$client;
  return {
    label: 'PGlite',
    database,
    bare: (text, params) => client.query(text, params),
    close: () => database.close(),
    volume: '',
  };
}

async function volumeOf(database: Database): Promise<string> {
  const [row] = (
    await database.db.execute(sql`
    select (select count(*) from applications)::int as applications, (select count(*) from application_events)::int as events,
           (select count(*) from users)::int as users`)
  ).rows as { applications: number; events: number; users: number }[];
  if (QUEUE && row.applications < 10_000)
    console.info('  (few applications: fill the database first with `npm run seed:bulk -- --applications 1000000`)');
  return `${row.applications.toLocaleString('en')} applications, ${row.events.toLocaleString('en')} events, ${row.users.toLocaleString('en')} users`;
}

interface Result {
  scenario: Scenario;
  stats: Stats;
}

interface TargetResults {
  queue?: Result[];
  approvals?: Result[];
  reports?: Result[];
  statistics?: Result[];
  register?: {
    results: Result[];
    kinds: string[];
    rows: RowsTally[];
    registerVolume: string;
    byKind: { p50: number; p95: number }[];
  };
}

async function benchTarget(target: Target): Promise<TargetResults> {
  const { database } = target;
  if (QUEUE && !args['no-vacuum']) {
    // What autovacuum does in production (the migration makes it frequent for applications): without it
    // the changes of earlier runs leave dead index entries and the queue counts visit the heap.
    const t = performance.now();
    await database.db.execute(sql`vacuum (analyze) applications`);
    console.info(
      `\n${target.label}: vacuum (analyze) applications in ${((performance.now() - t) / 1000).toFixed(1)} s`,
    );
  }
  target.volume = await volumeOf(database);
  const [{ version }] = (await database.db.execute(sql`select version() as version`)).rows as { version: string }[];
  console.info(
    `\n${target.label}: ${target.volume}; ${version.split(' on ')[0]}; load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  const dataDir = path.join(os.tmpdir(), 'marriages-bench');
  mkdirSync(dataDir, { recursive: true });
  // Production settings; M-Pesa is configured (as production requires) but the bench pays nothing.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    // Files in the database, as production over PostgreSQL keeps them (and where the bulk seed puts
    // the certificate stamp's image, which certified copies and marriage certificates are drawn with).
    FILE_STORE: 'database',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    AUTH_RATE_LIMIT: '10000',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'https://bench.invalid',
    PAYMENT_GATEWAY: 'mpesa',
    // Production requires the audit chain's signing key: one of the bench's own, in its data folder.
    AUDIT_SIGNING_KEY_FILE: benchAuditKey(dataDir),
    // And the documents' signing key (production requires one since documents are signed).
    DOCUMENT_SIGNING_KEY_FILE: benchDocumentKey(dataDir),
    MPESA_BASE_URL: 'https://mpesa.invalid',
    MPESA_CONSUMER_KEY: 'bench',
    MPESA_CONSUMER_SECRET: 'bench',
    MPESA_SHORTCODE: '174379',
    MPESA_PASSKEY: 'bench',
    MPESA_CALLBACK_TOKEN: randomBytes(24).toString('hex'),
    // The officer's wait: the PDFs are drawn after the request by the renderer, here measured apart
    // (after the approvals) unless --draw-in-process lets it draw on this process's event loop meanwhile.
    DOCUMENT_RENDERER: args['draw-in-process'] ? 'on' : 'off',
  });
  const app = await buildApp({ config, database, logger: { level: 'error' } });
  await app.ready();
  // The audit rows of the seed are sealed before anything is measured (sealing then keeps up in the background).
  await app.sealAudit();
  const caller = await benchUser(database);
  const freshToken = await signIn(app);
  let token = await freshToken();
  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url, headers: { authorization: token } });
    if (response.statusCode !== 200)
      throw new Error(`GET ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  const refresh = async () => {
    token = await freshToken(); // access tokens live five minutes
  };
  const out: TargetResults = {};
  if (QUEUE) out.queue = await queueSection(target, app, caller, get, refresh, () => token);
  if (REGISTER) out.register = await registerSection(target, caller, get, refresh);
  if (REPORTS) out.reports = await reportsSection(target, app);
  if (STATISTICS) out.statistics = await statisticsSection(target, app);
  if (APPROVALS) out.approvals = await approvalsSection(target, app);
  await app.close();
  console.info(
    `  load average after: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
  );
  return out;
}

type Get = (url: string) => Promise<{ body: string; headers: Record<string, unknown> }>;

/** The queue page, one application, claim + approve, and the list's bare SQL. */
async function queueSection(
  target: Target,
  app: FastifyInstance,
  caller: Caller,
  get: Get,
  refresh: () => Promise<void>,
  tokenOf: () => string,
): Promise<Result[]> {
  const { database } = target;

  const filter: ListFilter = { section: args.section, stage: 'OFFICER', status: ['Submitted', 'Pending'] };
  const sort = { field: 'slaDueAt' as const, order: 'ASC' as const };
  const listUrl = `/api/applications?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort.field, sort.order]), range: '[0,24]' })}`;
  const first = await get(listUrl);
  console.info(
    `  ${BENCH_EMAIL}: queue ${args.section} / OFFICER / Submitted+Pending: Content-Range ${first.headers['content-range']}`,
  );

  const sample = async (text: string, limit: number) =>
    (await database.db.execute(sql.raw(`${text} order by random() limit ${limit}`))).rows as {
      id: string;
      version: number;
    }[];
  const inDistrict = DISTRICT ? ` and district = '${DISTRICT}'` : '';
  const readIds = await sample(
    `select id from applications where status <> 'Draft'${inDistrict}`,
    Math.min(5000, opsNeeded()),
  );
  // Claim+approve takes applications outside the listed section, so that runs do not drain the measured queue.
  const listed =
    servicesInSection(args.section as BackofficeSection)
      .map((code) => `'${code}'`)
      .join(', ') || `'-'`;
  const workIds = await sample(
    `select id, version from applications where status = 'Submitted' and stage = 'OFFICER' and service_code not in (${listed})${inDistrict}`,
    opsNeeded(),
  );
  if (workIds.length < opsNeeded())
    console.info(`  only ${workIds.length} Submitted applications at OFFICER are left for claim+approve`);

  const post = async (url: string, payload: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url,
      headers: { authorization: tokenOf() },
      payload: payload as Record<string, unknown>,
    });
    if (response.statusCode !== 200)
      throw new Error(`POST ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    return response;
  };
  // The very SQL and values the list sends (repository.ts listSql), for the bare driver.
  const { rows: queries, count: countQuery } = listSql(database.db, caller, filter, sort, [0, 24], new Date());

  const scenarios: Scenario[] = [
    {
      name: `(a) list page (${args.section}${DISTRICT ? `, district ${DISTRICT}` : ''}, 25 rows + count)`,
      requests: 1,
      op: async () => void (await get(listUrl)),
    },
    {
      name: '(b) one application + its events',
      requests: 2,
      op: async (i) => {
        const id = readIds[i % readIds.length].id;
        await get(`/api/applications/${id}`);
        await get(`/api/application-events?${new URLSearchParams({ filter: JSON.stringify({ applicationId: id }) })}`);
      },
    },
    {
      name: '(c) claim + approve (OFFICER)',
      requests: 2,
      op: async (i) => {
        const work = workIds[i];
        if (!work) throw new Error('no Submitted application left at OFFICER');
        await post(`/api/applications/${work.id}/claim`, { version: work.version });
        await post(`/api/applications/${work.id}/approve`, { version: work.version + 1 });
      },
    },
    {
      name: '(d) list page SQL, bare driver',
      requests: 1,
      op: async () => {
        await Promise.all([target.bare(queries.sql, queries.params), target.bare(countQuery.sql, countQuery.params)]);
      },
    },
  ];

  if (args.explain) {
    for (const [name, q] of [
      ['list rows', queries],
      ['list count', countQuery],
    ] as const) {
      const result = (await target.bare(`explain (analyze, buffers) ${q.sql}`, q.params)) as {
        rows: Record<string, string>[];
      };
      console.info(`\n  EXPLAIN ANALYZE ${name}:\n${result.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`);
    }
  }

  // The list and its bare SQL side by side; then reads; claim+approve last, as it changes the queue.
  const results: Result[] = [];
  for (const group of [[scenarios[0], scenarios[3]], [scenarios[1]], [scenarios[2]]]) {
    const stats = await measureGroup(group, refresh);
    group.forEach((scenario, g) => {
      results.push({ scenario, stats: stats[g] });
      console.info(
        `  ${scenario.name}: p50 ${stats[g].p50.toFixed(2)} ms, p95 ${stats[g].p95.toFixed(2)} ms${stats[g].errors ? `, ${stats[g].errors} errors` : ''}`,
      );
    });
  }
  results.sort((x, y) => scenarios.indexOf(x.scenario) - scenarios.indexOf(y.scenario));
  return results;
}

/** What one kind of search answered: how many searches, rows in all, none found, the limit reached. */
interface RowsTally {
  searches: number;
  rows: number;
  none: number;
  full: number;
}

/** The names people ask for: as written, misspelt, both parties, surname first. */
const NAME_KINDS = ['full name', 'misspelt', 'two names', 'swapped order'] as const;
/** And what they know besides. */
const FILTER_KINDS = ['no filter', 'years', 'district', 'years + district'] as const;

/** One letter changed as people misspell (a vowel for another, a doubled or a dropped letter), in the longest word. */
export function misspell(name: string, k: number): string {
  const words = name.split(' ');
  let w = 0;
  words.forEach((word, j) => {
    if (word.length > words[w].length) w = j;
  });
  const word = words[w];
  const vowels: Record<string, string> = { a: 'e', e: 'i', i: 'e', o: 'u', u: 'o' };
  const at = 1 + (k % Math.max(1, word.length - 2));
  let changed: string;
  switch (k % 3) {
    case 0: {
      const v = [...word].findIndex((c, j) => j >= at && vowels[c.toLowerCase()]);
      const j = v >= 0 ? v : [...word].findIndex((c) => vowels[c.toLowerCase()]);
      changed = j >= 0 ? word.slice(0, j) + vowels[word[j].toLowerCase()] + word.slice(j + 1) : `${word}h`;
      break;
    }
    case 1:
      changed = word.slice(0, at) + word[at] + word.slice(at);
      break;
    default:
      changed = word.slice(0, at) + word.slice(at + 1);
  }
  words[w] = changed;
  return words.join(' ');
}

/** Searches built from entries of the register, each of the 16 kinds in turn. */
async function registerSearches(database: Database): Promise<{ criteria: SearchCriteria; kind: number }[]> {
  const entries = (
    await database.db.execute(
      sql.raw(`
    select party_a ->> 'name' as a, party_b ->> 'name' as b, district,
           extract(year from celebrated_at at time zone 'Africa/Nairobi')::int as year
    from marriages order by random() limit ${SEARCHES}`),
    )
  ).rows as { a: string; b: string; district: string; year: number }[];
  return entries.map((e, i) => {
    const kind = i % 16;
    const nameKind = kind % 4;
    const filterKind = Math.floor(kind / 4);
    const words = e.a.split(' ');
    const partyName =
      nameKind === 1 ? misspell(e.a, i) : nameKind === 3 ? `${words[words.length - 1]} ${words[0]}` : e.a;
    const criteria: SearchCriteria = { partyName, otherPartyName: nameKind === 2 ? e.b : null };
    if (filterKind === 1 || filterKind === 3)
      Object.assign(criteria, { from: `${e.year - 2}-01-01`, to: `${e.year + 2}-12-31` });
    if (filterKind >= 2) criteria.district = e.district;
    return { criteria, kind };
  });
}

/** The searches as applications of the bench's citizen, claimed by the bench officer (so no scenario moves them). */
async function searchApplications(
  database: Database,
  caller: Caller,
  searches: { criteria: SearchCriteria }[],
): Promise<string[]> {
  const now = new Date();
  await database.db
    .insert(users)
    .values({
      accountType: 'INDIVIDUAL',
      status: 'ACTIVE',
      email: 'bench-citizen@bulk.test',
      phone: '+254783000000',
      passwordHash: await hashPassword(BULK_PASSWORD),
      firstName: 'Bench',
      lastName: 'Citizen',
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
    })
    .onConflictDoNothing();
  const [{ id: citizen }] = (
    await database.db.execute(sql`select id from users where email = 'bench-citizen@bulk.test'`)
  ).rows as { id: string }[];
  // Earlier runs' searches go (they have no events: nobody acted on them).
  await database.db.execute(
    sql`delete from applications where reference like 'RS-BENCH-%' and not exists (select 1 from application_events e where e.application_id = applications.id)`,
  );
  const run = Date.now().toString(36).toUpperCase();
  const ids: string[] = [];
  for (let i = 0; i < searches.length; i += 500) {
    const rows = searches.slice(i, i + 500).map(({ criteria }, j) => {
      const n = i + j;
      const formData = {
        partyName: criteria.partyName,
        otherPartyName: criteria.otherPartyName ?? null,
        from: criteria.from ?? null,
        to: criteria.to ?? null,
        district: criteria.district ?? null,
        purpose: 'Succession of a late parent',
      };
      return sql`(${`RS-BENCH-${run}-${String(n).padStart(4, '0')}`}, ${`B${run}${String(n).padStart(5, '0')}`.slice(0, 24)}, 'REGISTER_SEARCH', 'Pending', 'OFFICER', ${citizen},
        ${DISTRICT ?? criteria.district ?? '047'}, ${JSON.stringify(formData)}::jsonb, ${[criteria.partyName, criteria.otherPartyName].filter(Boolean).join(' | ').toLowerCase()},
        ${caller.userId}::uuid, 4, ${now}, ${now}, ${now})`;
    });
    const inserted = (
      await database.db.execute(sql`
      insert into applications (reference, tracking_id, service_code, status, stage, applicant_id, district, form_data, search_text, assignee_id, version, submitted_at, created_at, updated_at)
      values ${sql.join(rows, sql`, `)} returning id`)
    ).rows as { id: string }[];
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/** The register search: the officer's proposed entries through the app, and the search's own SQL through the bare driver. */
async function registerSection(target: Target, caller: Caller, get: Get, refresh: () => Promise<void>) {
  const { database } = target;
  const [{ entries, books }] = (
    await database.db.execute(sql`
    select (select count(*) from marriages)::int as entries, (select count(*) from register_books)::int as books`)
  ).rows as { entries: number; books: number }[];
  if (entries < 100_000)
    console.info('  (a small register: fill it first with `npm run seed:bulk -- --applications 0 --register 1000000`)');
  const registerVolume = `${entries.toLocaleString('en')} register entries in ${books.toLocaleString('en')} books`;
  console.info(`  register: ${registerVolume}`);
  if (!args['no-vacuum']) await database.db.execute(sql`vacuum (analyze) marriages`);
  const searches = await registerSearches(database);
  const ids = await searchApplications(database, caller, searches);
  // Each search as the app runs it: the close spellings of its words, then its statements in turn
  // (the second only when the first, exact words, has fewer than 20).
  const dialect = new PgDialect();
  const statements = await Promise.all(
    searches.map(async ({ criteria }) => {
      const words = searchedWords(criteria);
      const variants = dialect.sqlToQuery(wordVariantsSql(words));
      const tiers = registerSearchStatements(database.db, criteria, await wordVariants(database.db, words)).map((q) =>
        q.toSQL(),
      );
      return { variants, tiers };
    }),
  );
  const kinds = Array.from({ length: 16 }, (_, k) => `${NAME_KINDS[k % 4]}, ${FILTER_KINDS[Math.floor(k / 4)]}`);
  const tallies: RowsTally[] = kinds.map(() => ({ searches: 0, rows: 0, none: 0, full: 0 }));
  const perKind: number[][] = kinds.map(() => []);
  // Rows and latencies by kind are kept from the first timed run on (not the warm-up).
  let beforeRuns = 0;
  const tally = (kind: number, rows: number, ms: number) => {
    if (beforeRuns < 2) return;
    const t = tallies[kind];
    t.searches += 1;
    t.rows += rows;
    if (rows === 0) t.none += 1;
    if (rows >= 20) t.full += 1;
    perKind[kind].push(ms);
  };
  const scenarios: Scenario[] = [
    {
      name: '(e) register search: GET /api/applications/:id/register-matches',
      requests: 1,
      op: async (i) => {
        const k = i % ids.length;
        await get(`/api/applications/${ids[k]}/register-matches`);
      },
    },
    {
      name: '(f) register search SQL, bare driver',
      requests: 1,
      op: async (i) => {
        const k = i % statements.length;
        const t = performance.now();
        const { variants, tiers } = statements[k];
        await target.bare(variants.sql, variants.params);
        let rows: unknown[] = [];
        for (const tier of tiers) {
          rows = ((await target.bare(tier.sql, tier.params)) as { rows: unknown[] }).rows;
          if (rows.length >= 20) break;
        }
        tally(searches[k].kind, rows.length, performance.now() - t);
      },
    },
  ];
  if (args.explain) {
    for (const k of [0, 1, 2, 3, 15]) {
      for (const [step, q] of [statements[k].variants, ...statements[k].tiers].entries()) {
        const result = (await target.bare(`explain (analyze, buffers) ${q.sql}`, q.params)) as {
          rows: Record<string, string>[];
        };
        console.info(
          `\n  EXPLAIN ANALYZE register search, ${kinds[k]}, step ${step + 1} (${JSON.stringify(searches[k].criteria)}):\n${result.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`,
        );
      }
    }
  }
  const stats = await measureGroup(scenarios, async () => {
    beforeRuns += 1;
    await refresh();
  });
  const results = scenarios.map((scenario, g) => ({ scenario, stats: stats[g] }));
  for (const { scenario, stats: st } of results) {
    console.info(
      `  ${scenario.name}: p50 ${st.p50.toFixed(2)} ms, p95 ${st.p95.toFixed(2)} ms; ${CONCURRENCY} in flight: p50 ${st.p50Concurrent.toFixed(2)}, p95 ${st.p95Concurrent.toFixed(2)}, p99 ${st.p99Concurrent.toFixed(2)} ms${st.errors ? `, ${st.errors} errors` : ''}`,
    );
  }
  const byKind = kinds.map((_, k) => {
    const sorted = [...perKind[k]].sort((a, b) => a - b);
    return { p50: sorted.length ? percentile(sorted, 50) : NaN, p95: sorted.length ? percentile(sorted, 95) : NaN };
  });
  return { results, kinds, rows: tallies, registerVolume, byKind };
}

function registerTable(label: string, register: NonNullable<TargetResults['register']>) {
  const f = (x: number) => x.toFixed(2);
  const lines = [
    `### ${label}: register search (${register.registerVolume}; ${SEARCHES} different searches)`,
    '',
    `| scenario | n | p50 ms (1) | p95 ms (1) | p99 ms (1) | p50 ms (${CONCURRENCY}) | p95 ms (${CONCURRENCY}) | p99 ms (${CONCURRENCY}) | ops/s (${CONCURRENCY}) | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...register.results.map(
      ({ scenario: s, stats: r }) =>
        `| ${s.name} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.p50Concurrent)} | ${f(r.p95Concurrent)} | ${f(r.p99Concurrent)} | ${r.rateConcurrent.toFixed(0)} | ${r.errors} |`,
    ),
    '',
    '| kind of search (bare SQL) | searches | mean rows | none found | 20 (the limit) | p50 ms | p95 ms |',
    '|---|---:|---:|---:|---:|---:|---:|',
    ...register.kinds.map((kind, k) => {
      const t = register.rows[k];
      const pct = (x: number) => `${t.searches ? Math.round((100 * x) / t.searches) : 0} %`;
      return `| ${kind} | ${t.searches} | ${t.searches ? (t.rows / t.searches).toFixed(1) : '-'} | ${pct(t.none)} | ${pct(t.full)} | ${f(register.byKind[k].p50)} | ${f(register.byKind[k].p95)} |`;
    }),
  ];
  const http = register.results[0].stats;
  const ok = (b: boolean) => (b ? 'met' : 'MISSED');
  if (label === 'PostgreSQL')
    lines.push(
      '',
      `Target: register search p95 ≤ 50 ms at ${CONCURRENCY} in flight (through the app): ${ok(http.p95Concurrent <= 50)} (${f(http.p95Concurrent)} ms)`,
    );
  return lines.join('\n');
}

/** Registry staff sign in with a second factor: the bench's own (made by earlier runs too) use the demo's published key. */
async function withDemoSecondFactor(database: Database, email: string) {
  await database.db
    .update(users)
    .set({ totpSecret: DEMO_SECOND_FACTOR_KEPT, totpEnabledAt: new Date() })
    .where(and(eq(users.email, email), isNull(users.totpEnabledAt)));
  // A run right after another signs in within the same 30-second step of the authenticator: the code
  // is taken once, so the bench's own account forgets the step the last run took.
  await database.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));
}

/** The national member of the bench staff of each level (the Registrar General also reads the reports). */
const BENCH_STAFF: Record<ApprovalLevel, { email: string; phone: string; lastName: string }> = {
  OFFICER: { email: 'bench-national-officer@bulk.test', phone: '+254782900003', lastName: 'Officer' },
  DIRECTOR: { email: 'bench-director@bulk.test', phone: '+254782900001', lastName: 'Director' },
  REGISTRAR_GENERAL: { email: 'bench-rg@bulk.test', phone: '+254782900000', lastName: 'Registrar' },
  MINISTER: { email: 'bench-minister@bulk.test', phone: '+254782900002', lastName: 'Minister' },
};

/** Creates (once) the bench's national staff member of a level and signs them in. */
async function benchStaff(
  database: Database,
  app: FastifyInstance,
  level: ApprovalLevel,
): Promise<() => Promise<string>> {
  const now = new Date();
  const { email, phone, lastName } = BENCH_STAFF[level];
  await database.db
    .insert(users)
    .values({
      accountType: 'BACKOFFICE',
      status: 'ACTIVE',
      email,
      phone,
      passwordHash: await hashPassword(BULK_PASSWORD),
      firstName: 'Bench',
      lastName,
      staffRole: level,
      district: null,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
    })
    .onConflictDoNothing();
  await withDemoSecondFactor(database, email);
  return signIn(app, email);
}

/** A Registrar General of the bench: reports are read by the Director, RG, Minister, Admin and Finance, not by officers. */
const reportsReader = (database: Database, app: FastifyInstance) => benchStaff(database, app, 'REGISTRAR_GENERAL');

/** Each report over the year up to today (Nairobi), by month, nationally or for --district. */
async function reportsSection(target: Target, app: FastifyInstance): Promise<Result[]> {
  const freshToken = await reportsReader(target.database, app);
  let token = await freshToken();
  let tokenAt = Date.now();
  // A report can take a while: a new access token before this one's five minutes are up.
  const current = async () => {
    if (Date.now() - tokenAt > 180_000) [token, tokenAt] = [await freshToken(), Date.now()];
    return token;
  };
  const to = nairobiToday();
  const { from } = defaultReportRange(to);
  const query = new URLSearchParams({ from, to, period: 'month', ...(DISTRICT ? { district: DISTRICT } : {}) });
  const counts: string[] = [];
  const scenarios: Scenario[] = REPORT_NAMES.map((name) => ({
    name: `(g) report ${name} (${from} to ${to}${DISTRICT ? `, district ${DISTRICT}` : ', national'})`,
    requests: 1,
    op: async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/reports/${name}?${query}`,
        headers: { authorization: await current() },
      });
      if (response.statusCode !== 200)
        throw new Error(`GET /api/reports/${name}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (counts.length < REPORT_NAMES.length && !counts.some((c) => c.startsWith(name))) {
        const { rows, totals } = response.json().data as { rows: unknown[]; totals: Record<string, unknown> };
        counts.push(
          `${name}: ${rows.length} rows, totals ${JSON.stringify(Object.fromEntries(Object.entries(totals).filter(([, v]) => typeof v === 'number')))}`,
        );
      }
    },
  }));
  if (args.explain) {
    const [start, end] = [startOfNairobiDay(from), startOfNairobiDay(addDays(to, 1))];
    const scope = { start, end, district: DISTRICT, period: 'month' as const };
    const dialect = new PgDialect();
    for (const [name, statement] of Object.entries(REPORT_STATEMENTS)) {
      const q = dialect.sqlToQuery(statement(scope));
      const result = (await target.bare(`explain (analyze, buffers) ${q.sql}`, q.params)) as {
        rows: Record<string, string>[];
      };
      console.info(
        `\n  EXPLAIN ANALYZE report ${name}:\n${result.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`,
      );
    }
  }
  const stats = await measureGroup(
    scenarios,
    async () => {
      [token, tokenAt] = [await freshToken(), Date.now()];
    },
    { iterations: REPORT_ITERATIONS, warmup: Math.min(WARMUP, 3) },
  );
  for (const line of counts) console.info(`  ${line}`);
  const results = scenarios.map((scenario, g) => ({ scenario, stats: stats[g] }));
  for (const { scenario, stats: st } of results) {
    console.info(
      `  ${scenario.name}: p50 ${st.p50.toFixed(2)} ms, p95 ${st.p95.toFixed(2)} ms; ${CONCURRENCY} in flight: p50 ${st.p50Concurrent.toFixed(2)}, p95 ${st.p95Concurrent.toFixed(2)} ms${st.errors ? `, ${st.errors} errors` : ''}`,
    );
  }
  return results;
}

/**
 * The vital statistics page's call (GET /api/statistics): the last full year (the bulk register ends
 * last year), the ten years to it (the longest range), and one county's year, as the bench's RG.
 */
async function statisticsSection(target: Target, app: FastifyInstance): Promise<Result[]> {
  const freshToken = await reportsReader(target.database, app);
  let token = await freshToken();
  const year = Number(nairobiToday().slice(0, 4)) - 1;
  const county = DISTRICT ?? '047';
  const queries: [string, string][] = [
    [`a year (${year}), national`, `year=${year}`],
    [`ten years (${year - 9}-01 to ${year}-12), national`, `from=${year - 9}-01&to=${year}-12`],
    [`a year (${year}), county ${county}`, `year=${year}&county=${county}`],
  ];
  const counts: string[] = [];
  const scenarios: Scenario[] = queries.map(([name, query]) => ({
    name: `(s) statistics: ${name}`,
    requests: 1,
    op: async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/statistics?${query}`,
        headers: { authorization: token },
      });
      if (response.statusCode !== 200)
        throw new Error(`GET /api/statistics?${query}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if (!counts.some((c) => c.startsWith(name))) {
        const data = response.json().data as { marriages: number; divorces: number };
        counts.push(`${name}: ${data.marriages} marriages, ${data.divorces} divorces`);
      }
    },
  }));
  if (args.explain) {
    const dialect = new PgDialect();
    const q = dialect.sqlToQuery(statisticsSql({ from: `${year}-01`, to: `${year}-12`, county: null }));
    const result = (await target.bare(`explain (analyze, buffers) ${q.sql}`, q.params)) as {
      rows: Record<string, string>[];
    };
    console.info(`\n  EXPLAIN ANALYZE statistics:\n${result.rows.map((r) => `    ${Object.values(r)[0]}`).join('\n')}`);
  }
  const stats = await measureGroup(
    scenarios,
    async () => {
      token = await freshToken();
    },
    { iterations: REPORT_ITERATIONS, warmup: Math.min(WARMUP, 5) },
  );
  for (const line of counts) console.info(`  ${line}`);
  const results = scenarios.map((scenario, g) => ({ scenario, stats: stats[g] }));
  for (const { scenario, stats: st } of results) {
    console.info(
      `  ${scenario.name}: p50 ${st.p50.toFixed(2)} ms, p95 ${st.p95.toFixed(2)} ms; ${CONCURRENCY} in flight: p50 ${st.p50Concurrent.toFixed(2)}, p95 ${st.p95Concurrent.toFixed(2)} ms${st.errors ? `, ${st.errors} errors` : ''}`,
    );
  }
  return results;
}

/**
 * Each service's final approval: fresh applications of the service (Submitted or Pending at any
 * level) are put, unassigned, at the last level of its chain; the bench's national staff member of
 * that level claims and approves each, which runs the service's outcome (its documents, register
 * entries, letters…) exactly as in the back office. All services side by side, alternating.
 */
async function approvalsSection(target: Target, app: FastifyInstance): Promise<Result[]> {
  const { database } = target;
  const tokens = new Map<ApprovalLevel, { fresh: () => Promise<string>; token: string }>();
  for (const level of new Set(APPROVAL_SERVICES.map((s) => s.chain[s.chain.length - 1]))) {
    const fresh = await benchStaff(database, app, level);
    tokens.set(level, { fresh, token: await fresh() });
  }
  const refresh = async () => {
    for (const entry of tokens.values()) entry.token = await entry.fresh();
  };
  const needed = APPROVAL_WARMUP + RUNS * APPROVAL_ITERATIONS * 2;
  const scenarios: Scenario[] = [];
  for (const service of APPROVAL_SERVICES) {
    const level = service.chain[service.chain.length - 1];
    const work = (
      await database.db.execute(sql`
        update applications set stage = ${level}, status = 'Submitted', assignee_id = null
        where id in (
          select id from applications
          where service_code = ${service.code} and status in ('Submitted', 'Pending')
          order by random() limit ${needed})
        returning id, version`)
    ).rows as { id: string; version: number }[];
    if (work.length < needed)
      console.info(`  only ${work.length} open ${service.code} applications for its ${needed} approvals`);
    const staff = tokens.get(level)!;
    const post = async (url: string, version: number) => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { authorization: staff.token },
        payload: { version },
      });
      if (response.statusCode !== 200)
        throw new Error(`POST ${url}: ${response.statusCode} ${response.body.slice(0, 300)}`);
    };
    scenarios.push({
      name: `(e) claim + approve ${service.code} (${level}, final)`,
      requests: 2,
      op: async (i) => {
        const application = work[i];
        if (!application) throw new Error(`no open ${service.code} application left`);
        await post(`/api/applications/${application.id}/claim`, application.version);
        await post(`/api/applications/${application.id}/approve`, application.version + 1);
      },
    });
  }
  // The floor under every claim + approve: two authenticated requests that do almost nothing (the
  // routing, the token, the session check, the caller's profile read and its JSON), measured with them.
  let floorStaff = tokens.get('OFFICER');
  if (!floorStaff) {
    const fresh = await benchStaff(database, app, 'OFFICER');
    floorStaff = { fresh, token: await fresh() };
    tokens.set('OFFICER', floorStaff); // refreshed with the others
  }
  const floor = floorStaff;
  scenarios.push({
    name: '(f) floor: two authenticated GET /api/users/me',
    requests: 2,
    op: async () => {
      for (let n = 0; n < 2; n += 1) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: { authorization: floor.token },
        });
        if (response.statusCode !== 200) throw new Error(`GET /api/users/me: ${response.statusCode}`);
      }
    },
  });
  const stats = await measureGroup(scenarios, refresh, {
    iterations: APPROVAL_ITERATIONS,
    warmup: APPROVAL_WARMUP,
    warmupConcurrency: CONCURRENCY,
  });
  const results = scenarios.map((scenario, g) => ({ scenario, stats: stats[g] }));
  for (const { scenario, stats: st } of results) {
    console.info(
      `  ${scenario.name}: p50 ${st.p50.toFixed(2)} ms, p95 ${st.p95.toFixed(2)} ms; ${CONCURRENCY} in flight: p95 ${st.p95Concurrent.toFixed(2)} ms, ${st.rateConcurrent.toFixed(0)} ops/s${st.errors ? `, ${st.errors} errors` : ''}`,
    );
  }
  // What left the requests: the PDFs of the documents they issued, drawn now one after another.
  const started = performance.now();
  const drawn = await app.documentRenderer.drain();
  const seconds = (performance.now() - started) / 1000;
  if (drawn)
    console.info(
      `  drawn after the approvals: ${drawn} documents in ${seconds.toFixed(1)} s, ${((seconds * 1000) / drawn).toFixed(1)} ms each (one process, one at a time)`,
    );
  return results;
}

function approvalsTable(label: string, volume: string, results: Result[]) {
  const f = (x: number) => x.toFixed(1);
  const ok = (b: boolean) => (b ? 'met' : 'MISSED');
  return [
    `### ${label}: final claim + approve per service (${volume})`,
    '',
    `| service (level) | n | p50 ms (1) | p95 ms (1) | p50 ms (${CONCURRENCY}) | p95 ms (${CONCURRENCY}) | p99 ms (${CONCURRENCY}) | ops/s (${CONCURRENCY}) | CPU ms/op: app + PostgreSQL (${CONCURRENCY}) | errors | p95 ≤ 30 ms, ≥ 250 ops/s (${CONCURRENCY}) |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      ({ scenario: s, stats: r }) =>
        `| ${s.name.replace(/^\(e\) claim \+ approve /, '')} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p50Concurrent)} | ${f(r.p95Concurrent)} | ${f(r.p99Concurrent)} | ${r.rateConcurrent.toFixed(0)} | ${f(r.cpuAppMs)} + ${r.cpuPostgresMs === null ? '?' : f(r.cpuPostgresMs)} | ${r.errors} | ${s.name.startsWith('(f)') ? 'the floor, not a target' : ok(r.errors === 0 && r.p95Concurrent <= 30 && r.rateConcurrent >= 250)} |`,
    ),
  ].join('\n');
}

function reportsTable(label: string, volume: string, results: Result[]) {
  const f = (x: number) => x.toFixed(1);
  const lines = [
    `### ${label}: reports (${volume})`,
    '',
    `| report | n | p50 ms (1) | p95 ms (1) | p99 ms (1) | p50 ms (${CONCURRENCY}) | p95 ms (${CONCURRENCY}) | ops/s (${CONCURRENCY}) | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      ({ scenario: s, stats: r }) =>
        `| ${s.name} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.p50Concurrent)} | ${f(r.p95Concurrent)} | ${r.rateConcurrent.toFixed(1)} | ${r.errors} |`,
    ),
  ];
  if (label === 'PostgreSQL') {
    const worst = Math.max(...results.map((r) => r.stats.p95));
    lines.push(
      '',
      `Target: each report p95 < 1,000 ms one at a time: ${worst < 1000 ? 'met' : 'MISSED'} (worst ${f(worst)} ms)`,
    );
  }
  return lines.join('\n');
}

function statisticsTable(label: string, volume: string, results: Result[]) {
  const f = (x: number) => x.toFixed(1);
  const lines = [
    `### ${label}: vital statistics (${volume})`,
    '',
    `| query | n | p50 ms (1) | p95 ms (1) | p99 ms (1) | p50 ms (${CONCURRENCY}) | p95 ms (${CONCURRENCY}) | ops/s (${CONCURRENCY}) | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      ({ scenario: s, stats: r }) =>
        `| ${s.name} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.p50Concurrent)} | ${f(r.p95Concurrent)} | ${r.rateConcurrent.toFixed(1)} | ${r.errors} |`,
    ),
  ];
  if (label === 'PostgreSQL') {
    const worst = Math.max(...results.map((r) => r.stats.p95));
    lines.push('', `Target: p95 ≤ 100 ms one at a time: ${worst <= 100 ? 'met' : 'MISSED'} (worst ${f(worst)} ms)`);
  }
  return lines.join('\n');
}

function table(label: string, volume: string, results: Result[]) {
  const f = (x: number) => x.toFixed(2);
  const lines = [
    `### ${label} (${volume})`,
    '',
    `| scenario | requests/op | n | p50 ms | p95 ms | p99 ms | mean ms | ops/s (1) | ops/s (${CONCURRENCY}) | p95 ms (${CONCURRENCY}) | errors |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.map(
      ({ scenario: s, stats: r }) =>
        `| ${s.name} | ${s.requests} | ${r.n} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${f(r.mean)} | ${r.rate.toFixed(0)} | ${r.rateConcurrent.toFixed(0)} | ${f(r.p95Concurrent)} | ${r.errors} |`,
    ),
  ];
  const list = results[0].stats;
  const bare = results[3].stats;
  lines.push(
    '',
    `List ours / bare SQL: p50 ${f(list.p50 / bare.p50)}×, p95 ${f(list.p95 / bare.p95)}×, throughput (${CONCURRENCY}) ${f(bare.rateConcurrent / list.rateConcurrent)}×`,
  );
  if (label === 'PostgreSQL') {
    const ok = (b: boolean) => (b ? 'met' : 'MISSED');
    lines.push(
      `Targets: list p95 ≤ 15 ms: ${ok(list.p95 <= 15)}; ours/bare p95 ≤ 1.5: ${ok(list.p95 / bare.p95 <= 1.5)}`,
    );
  }
  return lines.join('\n');
}

async function main() {
  console.info(
    `bench: ${ITERATIONS} iterations after ${WARMUP} warm-up, concurrency ${CONCURRENCY}, ${RUNS} run(s), scenario ${SCENARIO}; node ${process.version}; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`,
  );
  const out: string[] = [];
  const report = (target: Target, results: TargetResults) => {
    if (results.queue) out.push(table(target.label, target.volume, results.queue));
    if (results.register) out.push(registerTable(target.label, results.register));
    if (results.reports) out.push(reportsTable(target.label, target.volume, results.reports));
    if (results.statistics) out.push(statisticsTable(target.label, target.volume, results.statistics));
    if (results.approvals) out.push(approvalsTable(target.label, target.volume, results.approvals));
  };
  if (args.only !== 'pglite') {
    const target = await postgresTarget();
    if (target) {
      try {
        report(target, await benchTarget(target));
      } finally {
        await target.close();
      }
    }
  }
  if (args.only !== 'postgres') {
    const target = await pgliteTarget();
    try {
      report(target, await benchTarget(target));
    } finally {
      await target.close();
    }
  }
  console.info(`\n${out.join('\n\n')}\n`);
}

await main();

/** The bench's document signing key (ed25519, as production requires), made once in its data folder. */
function benchDocumentKey(dataDir: string): string {
  const file = path.join(dataDir, 'document-signing-key.pem');
  if (!existsSync(file))
    writeFileSync(file, generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }), {
      mode: 0o600,
    });
  return file;
}

/** The bench's audit signing key (production requires one), made once in its data folder. */
function benchAuditKey(dataDir: string): string {
  const file = path.join(dataDir, 'audit-signing-key.pem');
  if (!existsSync(file)) writeFileSync(file, newAuditKeyPem(), { mode: 0o600 });
  return file;
}
