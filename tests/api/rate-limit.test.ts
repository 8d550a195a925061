import type { FastifyInstance } from 'fastify';
import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import { rateLimits } from '../../src/server/db/schema/index.js';
import {
  call,
  expectNothingWritten,
  extraApp,
  rowCounts,
  secondConnection,
  testContext,
  uniqueContact,
} from './helpers.js';

/**
 * The sign-in routes are rate limited per client address (AUTH_RATE_LIMIT a minute). The shared
 * app allows 1000 so that the other tests never trip it; this file builds a small app of its own
 * over the same database with a limit of 3, and closes it (not the database) at the end.
 */
let small: FastifyInstance;
/** A second instance with the same limit over the same database (its own connection pool on PostgreSQL). */
let twin: FastifyInstance;
let closeTwin: () => Promise<void>;

beforeAll(async () => {
  const { database, app } = await testContext();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/marriages-api-tests',
    JWT_SECRET: app.config.jwtSecret,
    AUTH_RATE_LIMIT: '3',
  });
  small = await buildApp({ config, database });
  await small.ready();
  const connection = await secondConnection();
  closeTwin = connection.close;
  twin = await extraApp({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '3' }, connection.database);
});

afterAll(async () => {
  await small?.close();
  await twin?.close();
  await closeTwin?.();
});

const login = (remoteAddress: string, headers: Record<string, string> = {}, app = small) =>
  call(app, {
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { phoneOrEmail: uniqueContact().email, password: 'Wrong-pass-1' },
    remoteAddress,
    headers,
  });

/** @fastify/rate-limit's words for the wait left of the window. */
const RETRY_MESSAGE = /^Rate limit exceeded, retry in (1 minute|\d+ seconds?)$/;

describe('rate limiting of the sign-in routes', () => {
  it('answers the 4th sign-in within a minute from one address with 429, and other addresses still get through', async () => {
    const before = await rowCounts();
    for (let i = 1; i <= 3; i += 1) {
      const response = await login('192.0.2.10');
      expect(response.status).toBe(401);
      expect(response.headers['x-ratelimit-remaining']).toBe(String(3 - i));
    }
    const limited = await login('192.0.2.10');
    expect(limited.status).toBe(429);
    // The wait left of the minute's window: the whole minute, less what the three sign-ins took on this machine.
    expect(limited.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(RETRY_MESSAGE),
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    expect((await login('192.0.2.11')).status).toBe(401);
    await expectNothingWritten(before);
  });

  it('counts each sign-in route separately and leaves other routes alone', async () => {
    for (let i = 0; i < 3; i += 1) await login('192.0.2.20');
    expect((await login('192.0.2.20')).status).toBe(429);
    const reset = await call(small, {
      method: 'POST',
      url: '/api/users/auth/request-reset-password-token',
      payload: { phoneOrEmail: uniqueContact().email },
      remoteAddress: '192.0.2.20',
    });
    expect(reset.status).toBe(200);
    const geo = await call(small, { method: 'GET', url: '/api/geo/country', remoteAddress: '192.0.2.20' });
    expect(geo.status).toBe(200);
  });

  it('limits registrations too', async () => {
    const before = await rowCounts();
    const register = () =>
      call(small, { method: 'POST', url: '/api/users/auth/register', payload: {}, remoteAddress: '192.0.2.30' });
    for (let i = 0; i < 3; i += 1) expect((await register()).status).toBe(400);
    expect((await register()).status).toBe(429);
    await expectNothingWritten(before);
  });

  // Server bug (see the report): buildApp() sets `trustProxy: true`, so request.ip is the LEFT-most
  // X-Forwarded-For entry, which the client writes itself. Behind one proxy that appends the real
  // address, a client that sends a new made-up X-Forwarded-For with every request is never limited.
  it('cannot be dodged by a client that makes up X-Forwarded-For addresses', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i += 1) {
      // What the portal receives from its load balancer (10.0.0.1): the client's made-up entry, then the real client address.
      const response = await login('10.0.0.1', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` });
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('is shared by every instance over one database: two processes together allow AUTH_RATE_LIMIT, not twice as many', async () => {
    expect((await login('192.0.2.40', {}, small)).status).toBe(401);
    expect((await login('192.0.2.40', {}, twin)).status).toBe(401);
    const third = await login('192.0.2.40', {}, small);
    expect(third.status).toBe(401);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');
    for (const app of [twin, small]) {
      const limited = await login('192.0.2.40', {}, app);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(RETRY_MESSAGE);
    }
  });

  it('counts simultaneous requests to both instances exactly', async () => {
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login('192.0.2.41', {}, i % 2 ? twin : small)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('starts a new window once the old one has ended, and deletes ended windows', async () => {
    const { database } = await testContext();
    for (let i = 0; i < 3; i += 1) await login('192.0.2.42');
    expect((await login('192.0.2.42')).status).toBe(429);
    // The minute passes (the windows are timed by the database's clock).
    await database.db
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(like(rateLimits.key, '%|192.0.2.42'));
    const again = await login('192.0.2.42', {}, twin);
    expect(again.status).toBe(401);
    expect(again.headers['x-ratelimit-remaining']).toBe('2');

    await database.db.insert(rateLimits).values([
      { key: 'POST /api/users/auth/login|192.0.2.43', hits: 7, resetAt: sql`now() - interval '2 minutes'` },
      { key: 'POST /api/users/auth/login|192.0.2.44', hits: 1, resetAt: sql`now() + interval '1 minute'` },
    ]);
    // A new process sweeps at its first limited request (then at most once a minute).
    const fresh = await extraApp({ NODE_ENV: 'test', AUTH_RATE_LIMIT: '3' });
    try {
      expect((await login('192.0.2.45', {}, fresh)).status).toBe(401);
    } finally {
      await fresh.close();
    }
    const left = await database.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(like(rateLimits.key, '%|192.0.2.4%'));
    const keys = left.map((row) => row.key);
    expect(keys).not.toContain('POST /api/users/auth/login|192.0.2.43');
    expect(keys).toContain('POST /api/users/auth/login|192.0.2.44');
    expect(keys).toContain('POST /api/users/auth/login|192.0.2.45');
  });
});
