import pg from 'pg';
import type { TestProject } from 'vitest/node';

/**
 * With DATABASE_URL set, the API tests run against a fresh database on that server, created here
 * and dropped afterwards; without it they use one embedded PGlite shared by every test file.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) {
    project.provide('testDatabaseUrl', '');
    return;
  }
  const name = `marriages_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  project.provide('testDatabaseUrl', target.toString());
  return async () => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseUrl: string;
  }
}
