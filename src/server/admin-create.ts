import { parseArgs } from 'node:util';
import { toDisplayDateTime } from '../shared/dates.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/dataDirLock.js';
import { createFirstAdministrator } from './modules/accounts/firstAdmin.js';

/**
 * npm run admin:create -- --email … --phone … --first-name … --last-name … [--middle-name …]
 *
 * The first administrator of a new portal, on the database the server uses (DATABASE_URL, or the
 * embedded one in DATA_DIR): prints a one-time link to set the password, valid for 24 hours.
 */
const USAGE =
  'Usage: npm run admin:create -- --email <e-mail> --phone <+2547…> --first-name <name> --last-name <name> [--middle-name <name>]';

async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: 'string' },
        phone: { type: 'string' },
        'first-name': { type: 'string' },
        'middle-name': { type: 'string' },
        'last-name': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const result = await createFirstAdministrator(
      database.db,
      {
        email: values.email,
        phone: values.phone,
        firstName: values['first-name'],
        middleName: values['middle-name'],
        lastName: values['last-name'],
      },
      { secret: config.jwtSecret, now: new Date(), publicUrl: config.publicUrl },
    );
    if (!result.created) {
      for (const [field, message] of Object.entries(result.errors)) console.error(`${field}: ${message}`);
      console.error(USAGE);
      return 1;
    }
    console.info(
      [
        `The administrator's account is created and waits for its password.`,
        `Give this link to them alone; it works once, until ${toDisplayDateTime(result.expiresAt)} (Nairobi time):`,
        '',
        `  ${result.link}`,
        '',
        'If it expires, they ask for a new code at /auth/reset-password-request with the same e-mail address.',
      ].join('\n'),
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);
