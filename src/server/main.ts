import { fileStoreFor } from './storage/databaseFiles.js';
import { privateDir, privateUmask } from './storage/private.js';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { startCluster } from './cluster.js';
import { AdjustableClock } from './clock.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/dataDirLock.js';
import { DEMO_PASSWORD, seedDemo, type DemoAccount } from './db/seed/demo.js';
import { exposureDecision, hasDemoAccounts, hasUsers } from './exposure.js';
import { loadDocumentKeys } from './modules/documents/signing.js';
import { checkSnapshot, isFreshDataDir, restoreDemoSnapshot, writeDemoSnapshot } from './db/seed/snapshot.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** This server's own file: the bundle (dist/server/main.mjs) when started by `npm start`. */
const serverFile = fileURLToPath(import.meta.url);
const fromBundle = serverFile.endsWith('.mjs');
/** The demo snapshot `npm run build` makes (src/server/db/seed/snapshot.ts). */
const SNAPSHOT_DIR = path.join(root, 'dist/demo-data');

/** `node dist/server/main.mjs --demo-snapshot`: seeds the demo snapshot with this build and exits. */
async function makeSnapshot() {
  // The address the portal will print in its documents' QR codes, read as a start reads it; the
  // secret is a stand-in so that no jwt-secret file is written into the snapshot.
  const config = loadConfig({ ...process.env, DATA_DIR: SNAPSHOT_DIR, JWT_SECRET: 'snapshot-'.padEnd(40, '0') });
  const started = performance.now();
  const snapshot = await writeDemoSnapshot(SNAPSHOT_DIR, { serverFile, publicUrl: config.publicUrl });
  console.info(
    `Demo snapshot for ${snapshot.nairobiDay} (${config.publicUrl}) seeded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${SNAPSHOT_DIR}`,
  );
}

async function main() {
  // What the portal writes (the database, stored files, the token secret) is its own user's only.
  privateUmask();
  if (process.argv.includes('--demo-snapshot')) return makeSnapshot();
  const config = loadConfig();
  if (!privateDir(config.DATA_DIR))
    console.warn(`Warning: the data folder ${config.DATA_DIR} is not the portal user's: others may read it`);
  // WORKERS=n: this process becomes the primary of n API processes (src/server/cluster.ts).
  if (await startCluster(config)) return;
  // A first start of the embedded database with the demo: the build's snapshot stands for the seed
  // when it was made today by this build for this address; otherwise the demo is seeded here.
  let restored: DemoAccount[] | null = null;
  if (
    fromBundle &&
    !config.DATABASE_URL &&
    config.SEED_DEMO === 'auto' &&
    config.NODE_ENV === 'development' &&
    isFreshDataDir(config.DATA_DIR)
  ) {
    const checked = checkSnapshot(SNAPSHOT_DIR, {
      serverFile,
      publicUrl: config.publicUrl,
      signingKeyGiven: config.documentSigningKeyGiven,
    });
    if ('refusal' in checked)
      console.info(`Seeding the demo data (the build's demo snapshot is not used: ${checked.refusal}).`);
    else {
      restoreDemoSnapshot(SNAPSHOT_DIR, config.DATA_DIR);
      restored = checked.snapshot.accounts;
    }
  }
  // The documents' signing key, read (or made on a first start outside production) before anything is drawn.
  const documentKeys = loadDocumentKeys(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const shouldSeed =
    config.SEED_DEMO === 'always' ||
    (config.SEED_DEMO === 'auto' && !config.isProduction && database.kind === 'pglite');
  // The demo's accounts (published password) stay on the loopback, and never in production: decided
  // before anything is seeded (the seed fills an empty database only).
  const exposure = exposureDecision({
    host: config.HOST,
    demoPublic: config.DEMO_PUBLIC === 'on',
    isProduction: config.isProduction,
    demoAccounts:
      restored !== null || (shouldSeed && !(await hasUsers(database.db))) || (await hasDemoAccounts(database.db)),
  });
  if ('refusal' in exposure) {
    await database.close();
    throw new ConfigError(exposure.refusal);
  }
  if (exposure.warning) console.warn(`Warning: ${exposure.warning}`);
  const seeded = restored
    ? { seeded: true, accounts: restored }
    : shouldSeed
      ? await seedDemo(database.db, new Date(), fileStoreFor(config, database.db), config.publicUrl, documentKeys)
      : { seeded: false, accounts: [] };
  const app = await buildApp({
    config,
    database,
    documentKeys,
    // The e2e server (NODE_ENV=test) moves time forward through POST /api/dev/clock.
    ...(config.NODE_ENV === 'test' ? { clock: new AdjustableClock() } : {}),
    clientDir: process.env.CLIENT_DIR ? path.resolve(process.env.CLIENT_DIR) : path.join(root, 'dist/client'),
    logger: { level: config.LOG_LEVEL },
  });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port: config.PORT, host: config.HOST });
  const lines = [
    '',
    `Marriages portal: ${config.publicUrl}`,
    `Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)'}`,
    `API docs: ${config.publicUrl}/api/docs`,
  ];
  if (seeded.seeded) {
    lines.push('', `Demo accounts (password for all: ${DEMO_PASSWORD}):`);
    for (const account of seeded.accounts) lines.push(`  ${account.email.padEnd(22)} ${account.what}`);
  } else if (database.kind === 'pglite') {
    lines.push('', `Demo accounts: see README.md (password ${DEMO_PASSWORD}).`);
  }
  lines.push(
    '',
    `Messages, codes included, go to this log: SMS always${config.SMTP_URL ? '' : ', e-mail too (no SMTP_URL)'}.`,
  );
  if (config.DEMO_SIGNUP_CODES === 'on')
    lines.push(`Sign-up codes for the demo: ${config.publicUrl}/api/demo/signup-codes?recipient=<e-mail or phone>`);
  if (config.NODE_ENV === 'test')
    lines.push(
      '',
      'NODE_ENV=test: test-only routes (/api/dev/outbox, /api/dev/clock) are open. Never expose this server.',
    );
  console.info(lines.join('\n'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
