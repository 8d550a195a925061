import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/dataDirLock.js';
import { toDisplayDateTime } from '../../shared/dates.js';
import { describeProblem, sealChain, verifyChain } from './chain.js';
import { loadAuditSigningKey } from './signingKey.js';

/**
 * npm run audit:verify
 *
 * Seals what is waiting, then recomputes the audit chain over the audit events and the access
 * records from its first link and checks every signed daily head against the key
 * (AUDIT_SIGNING_KEY_FILE, or DATA_DIR/audit-signing-key.pem). Exits 0 when all holds, 1 naming the
 * first broken link otherwise. Reads the server's environment (DATA_DIR, DATABASE_URL); on the
 * embedded database the server must be stopped (one process per data folder).
 */
async function main(): Promise<number> {
  // The command signs no session: without JWT_SECRET a stand-in keeps loadConfig from writing a secret file.
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || 'audit-verify-'.padEnd(40, '0'),
  });
  const key = loadAuditSigningKey(config);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const sealed = await sealChain(database.db, { key });
    const result = await verifyChain(database.db, key);
    const lines = [
      `Audit chain of ${database.kind === 'pglite' ? `the embedded database in ${config.DATA_DIR}` : 'the PostgreSQL database (DATABASE_URL)'}:`,
      `  sealed now: ${sealed.sealed} rows${sealed.published ? `; head of ${sealed.published} signed` : ''}`,
      `  checked: ${result.rows} rows (${result.byTable.audit_events} audit events, ${result.byTable.access_records} access records), seal numbers 1 to ${result.seq}`,
      `  signed daily heads: ${result.heads} (key ${key.keyId.slice(0, 16)}…)`,
      `  head: ${result.hash}`,
    ];
    if (result.ok) {
      console.info(
        [
          ...lines,
          `The chain holds: no row edited, deleted or inserted after sealing (checked ${toDisplayDateTime(new Date())}).`,
        ].join('\n'),
      );
      return 0;
    }
    console.error(
      [
        ...lines,
        '',
        `THE CHAIN IS BROKEN (${result.problems.length} problem${result.problems.length === 1 ? '' : 's'}):`,
        ...result.problems.map((p) => `  - ${describeProblem(p)}`),
      ].join('\n'),
    );
    return 1;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof DataDirInUseError) console.error(error.message);
    else console.error(error);
    process.exit(2);
  },
);
