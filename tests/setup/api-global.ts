import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { seedDemo } from '../../src/server/db/seed/demo.js';
import { LocalFileStore } from '../../src/server/storage/files.js';
import { loadDocumentKeys } from '../../src/server/modules/documents/signing.js';
import { DatabaseFileStore } from '../../src/server/storage/databaseFiles.js';
import { adminQuery, TEST_ENV } from './api-env.js';

/**
 * The demo is migrated and seeded once per run, here, and every worker starts from its own copy of it
 * (docs/testing.md): on the embedded database a dump of the seeded PGlite that each worker opens in
 * memory; with DATABASE_URL a template database on that server that each worker clones with
 * CREATE DATABASE … TEMPLATE. The demo's files (documents, stamps) are copied the same way.
 */
export default async function setup(project: TestProject) {
  const seedDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-api-seed-'));
  const url = process.env.DATABASE_URL;
  const config = loadConfig({ ...TEST_ENV, DATA_DIR: seedDir });
  const files = new LocalFileStore(path.join(seedDir, 'files'));
  // The demo's documents are signed with a key made in the seed's folder; each worker's app signs with a copy of it.
  const keys = loadDocumentKeys(config);
  let template = '';
  if (url) {
    template = `marriages_test_${process.pid}_${Date.now()}`;
    await adminQuery(url, `CREATE DATABASE ${template}`);
    const target = new URL(url);
    target.pathname = `/${template}`;
    const database = await openDatabase({ url: target.toString(), poolSize: 5 });
    try {
      // The files in the template too, as a server with DATABASE_URL keeps them (FILE_STORE=database).
      await seedDemo(database.db, new Date(), new DatabaseFileStore(database.db), config.publicUrl, keys);
    } finally {
      await database.close();
    }
    // A template may be cloned only while nobody is connected to it: it is never opened again.
    await adminQuery(url, `ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
  } else {
    const database = await openDatabase({});
    try {
      await seedDemo(database.db, new Date(), files, config.publicUrl, keys);
      writeFileSync(path.join(seedDir, 'pglite.tar'), Buffer.from(await (await database.dump!()).arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  project.provide('testServerUrl', url ?? '');
  project.provide('testTemplateDatabase', template);
  project.provide('testSeedDir', seedDir);
  return async () => {
    rmSync(seedDir, { recursive: true, force: true });
    if (!url) return;
    // The workers' clones are named after the template; they and it go.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${template}%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server of the run (DATABASE_URL), or '' for the embedded database. */
    testServerUrl: string;
    /** The seeded template database on that server ('' on the embedded database). */
    testTemplateDatabase: string;
    /** The seeded demo's folder: its files, and on the embedded database `pglite.tar`. */
    testSeedDir: string;
  }
}
