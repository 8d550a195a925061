import pg from 'pg';

/** The configuration of the API tests' app (tests/api/helpers.ts) and of the seed made for it (api-global.ts). */
export const TEST_ENV = {
  NODE_ENV: 'test',
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  AUTH_RATE_LIMIT: '1000',
} as const;

/** One statement on the PostgreSQL server at `url` (creating or cloning a database), on a connection of its own. */
export async function adminQuery(url: string, sql: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
