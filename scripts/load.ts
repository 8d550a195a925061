/**
 * npm run load -- [--url http://127.0.0.1:8080] [--accounts demo|bulk] [--connections 8,16,32,64]
 *                 [--duration 20] [--pid <server pid>]
 *
 * A national day's traffic against a running portal, from this separate process with autocannon:
 * visitors reading the notice board, the prices and checking certificates; citizens signing in,
 * reading and starting their applications; institutions reading theirs; officers working the queue,
 * opening, claiming and approving applications and searching the register (the model and its
 * weights: docs/performance.md, "A national day's load"). Each step holds a number of connections
 * for --duration seconds; each prints throughput, p50/p95/p99 per kind of request, errors, and the
 * CPU and memory of the server's processes, PostgreSQL's and this generator's. The answer: the
 * largest step held with p99 ≤ 250 ms and no error.
 *
 * Loopback only (the URL must be 127.0.0.1, ::1 or localhost); bounded: at most 8 steps of at most
 * 120 s. Start the server as behind one load balancer (TRUST_PROXY_HOPS=1): every virtual client
 * sends its own X-Forwarded-For address, so the per-address rate limits count as on a real day.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { DemoStaffSignIn } from '../src/server/db/seed/demo-sign-in.js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8080' },
    accounts: { type: 'string', default: 'demo' },
    connections: { type: 'string', default: '8,16,32,64' },
    duration: { type: 'string', default: '20' },
    pid: { type: 'string' },
    password: { type: 'string', default: 'Demo!2026pass' },
  },
});

const BASE = new URL(args.url!);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(BASE.hostname)) {
  console.error(`npm run load drives a portal on this machine only (127.0.0.1, ::1, localhost), not ${BASE.hostname}`);
  process.exit(2);
}
const STEPS = args
  .connections!.split(',')
  .map((n) => Math.max(1, Math.min(1000, Math.trunc(Number(n)))))
  .filter((n) => Number.isFinite(n))
  .slice(0, 8);
const DURATION = Math.max(3, Math.min(120, Math.trunc(Number(args.duration)) || 20));
const PASSWORD = args.password!;
const BULK = args.accounts === 'bulk';

/** The accounts the virtual people use (the demo's, or those `npm run seed:bulk` makes). */
const ACCOUNTS = BULK
  ? {
      citizens: Array.from({ length: 40 }, (_, i) => `bulk-${String(i * 97 + 1).padStart(6, '0')}@bulk.test`),
      // The national officers of the bulk staff (after 47 counties × 6 district staff).
      officers: Array.from({ length: 12 }, (_, i) => `bulk-staff-${String(283 + i).padStart(4, '0')}@bulk.test`),
      institutions: Array.from({ length: 10 }, (_, i) => `bulk-org-${String(i * 23 + 1).padStart(4, '0')}@bulk.test`),
    }
  : {
      citizens: [
        'citizen@demo.test',
        'mutua@demo.test',
        'nasimiyu@demo.test',
        'zawadi@demo.test',
        'njoroge@demo.test',
        'fatuma@demo.test',
      ],
      officers: ['officer@demo.test'],
      institutions: ['church@demo.test'],
    };

const json = { 'content-type': 'application/json' };

/** A request of the API, refusing anything but 2xx. */
async function api<T>(path: string, init: { token?: string; body?: unknown; ip?: string } = {}): Promise<T> {
  const response = await fetch(new URL(`/api${path}`, BASE), {
    method: init.body === undefined ? 'GET' : 'POST',
    headers: {
      ...(init.body === undefined ? {} : json),
      ...(init.token ? { authorization: init.token } : {}),
      'x-forwarded-for': init.ip ?? '10.255.0.1',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** Registry staff sign in with a code of the demo's published authenticator key (the bulk data's staff too). */
const staffSignIn = new DemoStaffSignIn();

async function tokenOf(email: string, ip: string): Promise<string> {
  const login = await api<{ data: { refreshToken: string; deviceTrust?: string } }>('/users/auth/login', {
    body: { phoneOrEmail: email, password: PASSWORD, ...staffSignIn.fields(email, new Date()) },
    ip,
  });
  staffSignIn.took(email, login.data);
  const refreshed = await api<{ data: { token: string } }>('/users/refresh-token', {
    body: { refreshToken: login.data.refreshToken },
    ip,
  });
  return refreshed.data.token;
}

interface Work {
  id: string;
  version: number;
}

interface Planned {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  /** A claim's approval, sent next on the same connection. */
  then?: Work & { token: string };
  /** Answers that are what a person expects besides 2xx (a code that is not ours: 404). */
  expected?: number[];
}

/** What the virtual people need: their tokens, applications to open, queue work, codes to check, names to search. */
async function prepare() {
  const ip = (k: number) => `10.254.${Math.floor(k / 250)}.${(k % 250) + 1}`;
  const citizens = await Promise.all(ACCOUNTS.citizens.map((email, k) => tokenOf(email, ip(k))));
  const officers = await Promise.all(ACCOUNTS.officers.map((email, k) => tokenOf(email, ip(100 + k))));
  const institutions = await Promise.all(ACCOUNTS.institutions.map((email, k) => tokenOf(email, ip(200 + k))));
  const own: { id: string; token: string }[] = [];
  const codes: string[] = [];
  for (const token of citizens) {
    const rows = await api<{ id: string; status: string }[]>(`/applications?range=${encodeURIComponent('[0,9]')}`, {
      token,
    });
    own.push(...rows.map((r) => ({ id: r.id, token })));
    for (const row of rows.filter((r) => r.status === 'Approved').slice(0, 3)) {
      const docs = await api<{ code: string }[]>(
        `/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: row.id }))}`,
        { token },
      );
      codes.push(...docs.map((d) => d.code));
    }
  }
  const queueQuery = `filter=${encodeURIComponent(JSON.stringify({ stage: 'OFFICER', status: ['Submitted'] }))}&sort=${encodeURIComponent('["slaDueAt","ASC"]')}`;
  const work: Work[] = [];
  for (let from = 0; from < (BULK ? 4000 : 200); from += 200) {
    const rows = await api<Work[]>(
      `/applications?${queueQuery}&range=${encodeURIComponent(`[${from},${from + 199}]`)}`,
      {
        token: officers[0],
      },
    );
    work.push(...rows.map((r) => ({ id: r.id, version: r.version })));
    if (rows.length < 200) break;
  }
  const opened = (await api<Work[]>(`/applications?range=${encodeURIComponent('[0,99]')}`, { token: officers[0] })).map(
    (r) => r.id,
  );
  const names = (
    await api<{ partyA: { name: string } }[]>(`/civil-marriages?range=${encodeURIComponent('[0,49]')}`, {
      token: officers[0],
    })
  ).map((m) => m.partyA.name.split(' ').slice(-2).join(' '));
  return { citizens, officers, institutions, own, codes, work, opened, names };
}

type Prepared = Awaited<ReturnType<typeof prepare>>;

interface Kind {
  name: string;
  weight: number;
  /** The request, or null when this kind has nothing left to do (claims once the queue is worked). */
  request: (k: number) => Planned | null;
}

/** The traffic model (per 100 requests): docs/performance.md, "A national day's load". */
function model(p: Prepared): Kind[] {
  const pick = <T>(xs: T[], k: number) => xs[k % xs.length];
  const list = (filter: Record<string, unknown>, range = '[0,24]') =>
    `filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}`;
  let next = 0;
  return [
    {
      name: 'visitor: notice board',
      weight: 18,
      request: () => ({ method: 'GET', path: '/public/notices?range=%5B0%2C11%5D' }),
    },
    { name: 'visitor: prices', weight: 6, request: () => ({ method: 'GET', path: '/prices' }) },
    { name: 'visitor: portal status', weight: 6, request: () => ({ method: 'GET', path: '/portal' }) },
    {
      name: 'visitor: verify a document',
      weight: 10,
      // Real codes of the citizens' documents; one check in ten (or all, with none) a code that is not
      // ours, answered 404 "not ours" as a visitor who mistyped is told.
      request: (k) =>
        p.codes.length && k % 10
          ? { method: 'GET', path: `/verify/${pick(p.codes, k)}` }
          : { method: 'GET', path: `/verify/${'A'.repeat(19)}${'BCDEFG'[k % 6]}`, expected: [404] },
    },
    {
      name: 'citizen: sign in',
      weight: 2,
      request: (k) => ({
        method: 'POST',
        path: '/users/auth/login',
        body: { phoneOrEmail: pick(ACCOUNTS.citizens, k), password: PASSWORD },
      }),
    },
    {
      name: 'citizen: my applications',
      weight: 10,
      request: (k) => ({ method: 'GET', path: `/applications?range=%5B0%2C9%5D`, token: pick(p.citizens, k) }),
    },
    {
      name: 'citizen: one application',
      weight: 6,
      request: (k) =>
        p.own.length
          ? { method: 'GET', path: `/applications/${pick(p.own, k).id}`, token: pick(p.own, k).token }
          : null,
    },
    {
      name: 'citizen: start an application',
      weight: 2,
      request: (k) => ({
        method: 'POST',
        path: '/applications',
        token: pick(p.citizens, k),
        body: {
          serviceCode: 'MARITAL_STATUS_LETTER',
          formData: { purpose: 'To marry abroad', destinationCountry: 'GB', district: '047' },
        },
      }),
    },
    {
      name: 'institution: its applications',
      weight: 5,
      request: (k) => ({ method: 'GET', path: `/applications?range=%5B0%2C24%5D`, token: pick(p.institutions, k) }),
    },
    {
      name: 'officer: queue page',
      weight: 14,
      request: (k) => ({
        method: 'GET',
        path: `/applications?${list({ stage: 'OFFICER', status: ['Submitted', 'Pending'] })}&sort=${encodeURIComponent('["slaDueAt","ASC"]')}`,
        token: pick(p.officers, k),
      }),
    },
    {
      name: 'officer: open an application',
      weight: 8,
      request: (k) => ({ method: 'GET', path: `/applications/${pick(p.opened, k)}`, token: pick(p.officers, k) }),
    },
    {
      name: 'officer: claim + approve',
      weight: 6,
      request: (k) => {
        const work = p.work[next];
        if (!work) return null;
        next += 1;
        const token = pick(p.officers, k);
        // The approval follows on the same connection, by the officer who claimed (see `step`).
        return {
          method: 'POST',
          path: `/applications/${work.id}/claim`,
          token,
          body: { version: work.version },
          then: { ...work, token },
        };
      },
    },
    {
      name: 'officer: search the register',
      weight: 7,
      request: (k) => ({
        method: 'GET',
        path: `/civil-marriages?${list({ q: p.names.length ? pick(p.names, k) : 'Kamau' })}`,
        token: pick(p.officers, k),
      }),
    },
  ];
}

/** Latencies of one kind in one step, and its failures. */
interface Tally {
  latencies: number[];
  errors: number;
  statuses: Record<number, number>;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] : 0;

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
function usage(pid: number): { cpu: number; rss: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    const rssPages = Number(fields[21]);
    return { cpu: ticks / 100, rss: (rssPages * 4096) / 2 ** 20 };
  } catch {
    return null;
  }
}

/** The server's processes: the one listening on the port (or --pid) and its children (WORKERS). */
function serverProcesses(): number[] {
  let root = args.pid ? Number(args.pid) : NaN;
  if (!Number.isFinite(root)) {
    try {
      const out = execFileSync('ss', ['-ltnpH', `sport = :${BASE.port || 80}`], { encoding: 'utf8' });
      root = Number(/pid=(\d+)/.exec(out)?.[1]);
    } catch {
      return [];
    }
  }
  if (!Number.isFinite(root)) return [];
  const children = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === root;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [root, ...children];
}

/** PostgreSQL's processes on this machine (none for the embedded database, which runs in the server). */
function postgresProcesses(): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim().startsWith('postgres');
      } catch {
        return false;
      }
    })
    .map(Number);
}

async function step(kinds: Kind[], connections: number) {
  const weights = kinds.map((k) => k.weight);
  const total = weights.reduce((a, b) => a + b, 0);
  const tallies = kinds.map((): Tally => ({ latencies: [], errors: 0, statuses: {} }));
  let counter = 0;
  let last = -1;
  /** Picks a kind by its weight (a kind with nothing left gives its turn to the next). */
  const choose = () => {
    let r = ((counter++ * 7919) % total) + 0.5;
    let i = 0;
    while (r > weights[i]) r -= weights[i++];
    for (let tries = 0; tries < kinds.length; tries += 1) {
      const kind = kinds[(i + tries) % kinds.length];
      const request = kind.request(counter);
      if (request) return { index: (i + tries) % kinds.length, request };
    }
    throw new Error('no kind of request has anything left to do');
  };
  const build = (context: Record<string, unknown>, index: number, request: Planned) => {
    context.kind = index;
    context.expected = request.expected ?? [];
    return {
      method: request.method,
      path: `/api${request.path}`,
      headers: {
        ...(request.body === undefined ? {} : json),
        ...(request.token ? { authorization: request.token } : {}),
        'x-forwarded-for': `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    };
  };
  const claimIndex = kinds.findIndex((k) => k.name === 'officer: claim + approve');
  /** Counts an answer for the kind that asked (its latency follows in the client's 'response' event). */
  const record = (status: number, _body: string, context: Record<string, unknown>) => {
    last = context.kind as number;
    const tally = tallies[last];
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    if (status >= 400 && !(context.expected as number[]).includes(status)) tally.errors += 1;
  };
  const servers = serverProcesses();
  const postgres = postgresProcesses();
  const before = {
    server: servers.map(usage),
    postgres: postgres.map(usage),
    self: process.cpuUsage(),
  };
  const instance = autocannon({
    url: BASE.origin,
    connections,
    duration: DURATION,
    timeout: 10,
    requests: [
      {
        setupRequest: (_request: unknown, context: Record<string, unknown>) => {
          const { index, request } = choose();
          context.then = request.then;
          return build(context, index, request);
        },
        onResponse: record,
      },
      {
        // After a claim, its approval; otherwise another request of the mix.
        setupRequest: (_request: unknown, context: Record<string, unknown>) => {
          const work = context.then as Planned['then'];
          if (context.kind === claimIndex && work)
            return build(context, claimIndex, {
              method: 'POST',
              path: `/applications/${work.id}/approve`,
              token: work.token,
              body: { version: work.version + 1 },
            });
          const { index, request } = choose();
          return build(context, index, request);
        },
        onResponse: record,
      },
    ],
  } as never);
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, _status: number, _bytes: number, time: number) => {
      if (last >= 0) tallies[last].latencies.push(time);
    },
  );
  const result = (await instance) as unknown as {
    requests: { total: number };
    duration: number;
    errors: number;
    timeouts: number;
  };
  const seconds = result.duration;
  const cpu = (pids: number[], was: ({ cpu: number } | null)[]) =>
    pids.reduce((sum, pid, k) => sum + ((usage(pid)?.cpu ?? 0) - (was[k]?.cpu ?? 0)), 0) / seconds;
  const self = process.cpuUsage(before.self);
  return {
    connections,
    seconds,
    total: result.requests.total,
    transportErrors: result.errors + result.timeouts,
    kinds: kinds.map((kind, k) => ({ name: kind.name, ...tallies[k] })),
    serverCpu: cpu(servers, before.server),
    serverRss: servers.map((pid) => usage(pid)?.rss ?? 0),
    postgresCpu: cpu(postgres, before.postgres),
    generatorCpu: (self.user + self.system) / 1e6 / seconds,
  };
}

function report(s: Awaited<ReturnType<typeof step>>) {
  const f = (x: number) => x.toFixed(1);
  const all = s.kinds.flatMap((k) => k.latencies).sort((a, b) => a - b);
  const errors = s.kinds.reduce((n, k) => n + k.errors, 0) + s.transportErrors;
  const lines = [
    `### ${s.connections} connections, ${f(s.seconds)} s: ${(s.total / s.seconds).toFixed(0)} requests/s, ` +
      `p50 ${f(percentile(all, 50))} ms, p95 ${f(percentile(all, 95))} ms, p99 ${f(percentile(all, 99))} ms, ${errors} errors`,
    '',
    `CPU (cores busy): server ${s.serverCpu.toFixed(2)} (${s.serverRss.map((m) => `${m.toFixed(0)} MB`).join(' + ') || 'not found'} resident), ` +
      `PostgreSQL ${s.postgresCpu.toFixed(2)}, load generator ${s.generatorCpu.toFixed(2)} of ${os.cpus().length}`,
    '',
    '| kind | requests | per s | p50 ms | p95 ms | p99 ms | errors (answers other than 2xx) |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...s.kinds.map((k) => {
      const sorted = [...k.latencies].sort((a, b) => a - b);
      const failed = Object.entries(k.statuses)
        .filter(([status]) => Number(status) >= 300)
        .map(([status, n]) => `${n}× ${status}`)
        .join(', ');
      return `| ${k.name} | ${sorted.length} | ${(sorted.length / s.seconds).toFixed(1)} | ${f(percentile(sorted, 50))} | ${f(percentile(sorted, 95))} | ${f(percentile(sorted, 99))} | ${k.errors}${failed ? ` (answers: ${failed})` : ''} |`;
    }),
  ];
  return { text: lines.join('\n'), held: errors === 0 && percentile(all, 99) <= 250, rate: s.total / s.seconds };
}

async function main() {
  console.info(
    `npm run load: ${BASE.origin}, ${BULK ? 'bulk' : 'demo'} accounts, steps of ${STEPS.join(', ')} connections × ${DURATION} s; ` +
      `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  const prepared = await prepare();
  console.info(
    `prepared: ${prepared.citizens.length} citizens, ${prepared.officers.length} officers, ${prepared.institutions.length} institutions; ` +
      `${prepared.work.length} applications to claim and approve, ${prepared.codes.length} document codes, ${prepared.names.length} names`,
  );
  const kinds = model(prepared);
  let best: { connections: number; rate: number } | null = null;
  for (const connections of STEPS) {
    const result = report(await step(kinds, connections));
    console.info(`\n${result.text}`);
    if (result.held) best = { connections, rate: result.rate };
  }
  console.info(
    best
      ? `\nLargest load held (p99 ≤ 250 ms, no error): ${best.connections} connections, ${best.rate.toFixed(0)} requests/s ` +
          `(target ≥ 300 requests/s: ${best.rate >= 300 ? 'met' : 'MISSED'})`
      : '\nNo step held p99 ≤ 250 ms with no error.',
  );
}

await main();
