import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/index.js';

/** How often a process deletes the rows of ended windows (at most; on a limited request). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/** What the plugin passes to `child` (its types say less): the route's limit, and the route. */
interface RouteLimit {
  groupId?: string;
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A store for @fastify/rate-limit that keeps the counters in the database, so that several API
 * processes over one PostgreSQL share them (the plugin's own store is per process). One atomic
 * upsert per request counts it: it starts a window of `timeWindow` ms at the first hit, counts hits
 * inside it and starts a new one once it has ended. Times are the database's, the one clock every
 * process shares. A route counts on its own (method and URL) unless its limit names a `groupId`,
 * which routes share.
 */
export function databaseRateLimitStore(db: Db, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  let lastSweep = 0;
  let sweeping: Promise<void> | null = null;

  /** Deletes ended windows, at most once a RATE_LIMIT_SWEEP_MS per process; never fails a request. */
  const sweep = () => {
    if (sweeping || Date.now() - lastSweep < RATE_LIMIT_SWEEP_MS) return sweeping;
    lastSweep = Date.now();
    sweeping = db
      .delete(rateLimits)
      .where(lte(rateLimits.resetAt, sql`now()`))
      .then(
        () => undefined,
        (error: unknown) => log.warn({ err: error }, 'rate limit sweep failed'),
      )
      .finally(() => {
        sweeping = null;
      });
    return sweeping;
  };

  const hit = async (key: string, timeWindow: number) => {
    await sweep();
    const [row] = await db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: sql`now() + ${timeWindow}::int * interval '1 millisecond'` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({
        hits: rateLimits.hits,
        ttl: sql<string>`ceil(extract(epoch from (${rateLimits.resetAt} - now())) * 1000)`,
      });
    return { current: row.hits, ttl: Math.max(0, Number(row.ttl)) };
  };

  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly bucket = 'global',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(`${this.bucket}|${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error, { current: 0, ttl: 0 }),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const limit = routeOptions as unknown as RouteLimit;
      const route = limit.routeInfo ?? {};
      const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '');
      return new DatabaseRateLimitStore(
        routeOptions,
        limit.groupId ? `group:${limit.groupId}` : `${method} ${route.url ?? ''}`,
      );
    }
  }
  return DatabaseRateLimitStore;
}
