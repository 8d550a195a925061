import type { FastifyInstance, InjectOptions } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { AdjustableClock } from '../../src/server/clock.js';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { DEMO_PASSWORD, seedDemo } from '../../src/server/db/seed/demo.js';

export { DEMO_PASSWORD };

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: AdjustableClock;
}

let shared: Promise<TestContext> | null = null;

/**
 * One migrated, seeded database and one app for every API test file (the test project runs in a
 * single process without isolation). Tests create their own users with unique addresses.
 */
export function testContext(): Promise<TestContext> {
  shared ??= (async () => {
    const url = inject('testDatabaseUrl') || undefined;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: '/tmp/marriages-api-tests',
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      AUTH_RATE_LIMIT: '1000',
      ...(url ? { DATABASE_URL: url } : {}),
    });
    const database = await openDatabase({ url: config.DATABASE_URL, poolSize: 5 });
    await seedDemo(database.db);
    const clock = new AdjustableClock();
    const app = await buildApp({ config, database, clock });
    await app.ready();
    return { app, database, clock };
  })();
  return shared;
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

/** Signs in and answers the "Bearer ..." access token. */
export async function signIn(app: FastifyInstance, phoneOrEmail: string, password = DEMO_PASSWORD) {
  const login = await call(app, { method: 'POST', url: '/api/users/auth/login', payload: { phoneOrEmail, password } });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const refresh = await call(app, { method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken: login.body.data.refreshToken } });
  return { refreshToken: login.body.data.refreshToken as string, token: refresh.body.data.token as string };
}

/** The newest code the development transport "sent" to this recipient. */
export async function latestCode(app: FastifyInstance, recipient: string): Promise<string> {
  await app.outbox.kick();
  const outbox = await call(app, { method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}&limit=1` });
  const code = outbox.body.data[0]?.code;
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}
