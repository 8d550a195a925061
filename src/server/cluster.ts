import cluster from 'node:cluster';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type pg from 'pg';
import { ConfigError, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { seedDemo } from './db/seed/demo.js';
import { exposureDecision, hasDemoAccounts, hasUsers } from './exposure.js';
import { fileStoreFor } from './storage/databaseFiles.js';
import { loadDocumentKeys } from './modules/documents/signing.js';

/**
 * Several API processes on one port (docs/operations.md). `WORKERS=n` makes the started process a
 * primary that prepares the database once (migrations, reference data, the demo seed when asked) and
 * forks n workers; node:cluster hands each new connection to the next worker. Workers keep no state of
 * their own that another worker needs: sessions, lockouts, one-time codes, rate limits and claims live
 * in PostgreSQL, the outbox is drained with SKIP LOCKED, and the scheduled sweeps run in the one
 * process that holds the scheduler's advisory lock (SchedulerLease).
 */

const MAX_WORKERS = 64;
/** A worker that dies within this time of its start counts as failing to start. */
const EARLY_EXIT_MS = 10_000;
/** How long the primary lets its workers finish their requests on SIGTERM / SIGINT. */
const SHUTDOWN_GRACE_MS = 15_000;

/** The WORKERS setting: 1 (one process, no primary) when unset. */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.WORKERS?.trim();
  if (!raw) return 1;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > MAX_WORKERS)
    throw new ConfigError(`Invalid configuration:\n  WORKERS: must be a whole number from 1 to ${MAX_WORKERS}`);
  return n;
}

/** The number of this worker (1..n) under a primary; null in a single process. */
export function workerNumber(): number | null {
  return cluster.isWorker ? cluster.worker!.id : null;
}

/**
 * Starts the primary when WORKERS asks for more than one process: answers true in the primary (which
 * then only supervises its workers) and false where the server should run in this process (a
 * worker, or WORKERS unset / 1). The embedded database is one process: WORKERS > 1 without
 * DATABASE_URL is refused with a ConfigError.
 */
export async function startCluster(config: Config, env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (cluster.isWorker) return false;
  const n = workerCount(env);
  if (n === 1) return false;
  if (!config.DATABASE_URL) {
    throw new ConfigError(
      `WORKERS=${n} needs PostgreSQL: the embedded database (PGlite) is used by one process only. Set DATABASE_URL to a PostgreSQL server, or unset WORKERS to run one process on the embedded database.`,
    );
  }
  if (config.NODE_ENV === 'test') {
    throw new ConfigError(
      `WORKERS=${n} is refused when NODE_ENV=test: the test clock (POST /api/dev/clock) moves one process only.`,
    );
  }
  // The documents' signing key read (or, outside production, made) once here, before the workers
  // fork: every worker then reads the same file.
  const documentKeys = loadDocumentKeys(config);
  await prepareDatabase(config, documentKeys);
  superviseWorkers(n, config);
  return true;
}

/** Once, before any worker starts: migrations and reference data (under their advisory lock), and the demo seed when SEED_DEMO=always. */
async function prepareDatabase(config: Config, documentKeys: ReturnType<typeof loadDocumentKeys>) {
  const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 3 });
  try {
    // As each API process will decide again: the demo's accounts stay on the loopback, never in production.
    const exposure = exposureDecision({
      host: config.HOST,
      demoPublic: config.DEMO_PUBLIC === 'on',
      isProduction: config.isProduction,
      demoAccounts:
        (config.SEED_DEMO === 'always' && !(await hasUsers(database.db))) || (await hasDemoAccounts(database.db)),
    });
    if ('refusal' in exposure) throw new ConfigError(exposure.refusal);
    if (config.SEED_DEMO === 'always') {
      const seeded = await seedDemo(
        database.db,
        new Date(),
        fileStoreFor(config, database.db),
        config.publicUrl,
        documentKeys,
      );
      if (seeded.seeded) console.info(`Demo data seeded (${seeded.accounts.length} accounts; see README.md).`);
    }
  } finally {
    await database.close();
  }
}

function superviseWorkers(n: number, config: Config) {
  // Every worker signs with the same secret (the primary read or created it); none seeds again.
  const workerEnv = {
    JWT_SECRET: config.jwtSecret,
    SANDBOX_GATEWAY_SECRET: config.sandboxGatewaySecret,
    SEED_DEMO: 'never',
  };
  const startedAt = new Map<number, number>();
  let stopping = false;
  const fork = () => {
    const worker = cluster.fork(workerEnv);
    startedAt.set(worker.id, Date.now());
  };
  console.info(`Starting ${n} API processes on port ${config.PORT} (primary ${process.pid}).`);
  for (let i = 0; i < n; i += 1) fork();

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    if (lived < EARLY_EXIT_MS && signal === null && code !== 0) {
      // A worker that cannot start (a bad setting, an unreachable database) would fail again: stop all.
      console.error(
        `API process ${worker.process.pid} stopped while starting (exit ${code ?? signal}); stopping the others.`,
      );
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.process.kill('SIGTERM');
      process.exitCode = code || 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode);
      return;
    }
    console.warn(`API process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another.`);
    fork();
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // Each worker closes its server (in-flight requests finish) and its pool, then exits.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    setTimeout(() => {
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
  };
  process.on('SIGINT', () => stop('SIGTERM'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** A PostgreSQL-wide key of the scheduler's session advisory lock ("SCHEDULE" folded into an int8). */
export const SCHEDULER_LOCK_KEY = 0x5343_4845_4455_4c45n;

/**
 * Which process runs the scheduled sweeps. On PostgreSQL the process holding a session advisory lock
 * on its own connection is the scheduler; every other process asks for it at each tick and takes
 * over within one tick when the holder ends (its connection closes, the lock goes with it). The
 * embedded database has one process, always the scheduler.
 */
export class SchedulerLease {
  private client: pg.Client | null = null;
  private held = false;
  private trying: Promise<boolean> | null = null;

  constructor(
    private readonly url: string | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Whether this process holds the lease now (the last answer of `acquire`). */
  get holding(): boolean {
    return this.url ? this.held : true;
  }

  /** Holds the lease, or tries to take it: answers whether this process is the scheduler. */
  acquire(): Promise<boolean> {
    if (!this.url) return Promise.resolve(true);
    if (this.held && this.client) return Promise.resolve(true);
    this.trying ??= this.tryLock().finally(() => {
      this.trying = null;
    });
    return this.trying;
  }

  private async tryLock(): Promise<boolean> {
    try {
      if (!this.client) {
        const { default: pgModule } = await import('pg');
        const client = new pgModule.Client({ connectionString: this.url, application_name: 'marriages-scheduler' });
        client.on('error', (error) => this.lost(client, error));
        client.on('end', () => this.lost(client));
        await client.connect();
        this.client = client;
      }
      const { rows } = await this.client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::int8) as locked', [
        SCHEDULER_LOCK_KEY.toString(),
      ]);
      this.held = Boolean(rows[0]?.locked);
      if (this.held) this.log.info({ pid: process.pid }, 'this process runs the scheduled sweeps');
      return this.held;
    } catch (error) {
      this.log.warn({ err: error }, 'the scheduler lock could not be asked for');
      this.lost(this.client);
      return false;
    }
  }

  private lost(client: pg.Client | null, error?: unknown) {
    if (client !== this.client) return;
    if (error && this.held)
      this.log.warn({ err: error }, 'the scheduler connection failed; another process takes over');
    this.held = false;
    this.client = null;
    client?.end().catch(() => undefined);
  }

  /** Gives the lease up (closing its connection releases the lock). */
  async release(): Promise<void> {
    const client = this.client;
    this.client = null;
    this.held = false;
    await client?.end().catch(() => undefined);
  }
}

/** Names the answering worker on every response (x-worker: 1..n) when this process is one of several. */
export function identifyWorker(app: FastifyInstance): void {
  const number = workerNumber();
  if (number === null) return;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-worker', String(number));
  });
}
