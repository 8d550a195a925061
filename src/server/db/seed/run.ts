import { fileStoreFor } from '../../storage/databaseFiles.js';
import { loadConfig } from '../../config.js';
import { openDatabase } from '../client.js';
import { DataDirInUseError } from '../dataDirLock.js';
import { DEMO_PASSWORD, seedDemo } from './demo.js';
import { loadDocumentKeys } from '../../modules/documents/signing.js';

/** npm run seed:demo: seeds the demo accounts on purpose, on any database without users. */
// Checked before the settings: a production environment is refused whatever else it holds.
if (process.env.NODE_ENV === 'production') {
  // The demo's password is published: production never holds its accounts.
  console.error(
    'npm run seed:demo is refused when NODE_ENV=production: the demo accounts share a published password. The first administrator: npm run admin:create.',
  );
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR }).catch((error: unknown) => {
  // A server over the same embedded database: refused with its one-line reason.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
const result = await seedDemo(
  database.db,
  new Date(),
  fileStoreFor(config, database.db),
  config.publicUrl,
  loadDocumentKeys(config),
);
console.info(
  result.seeded
    ? `Seeded ${result.accounts.length} demo accounts (password ${DEMO_PASSWORD}).`
    : 'The database already has users; nothing was seeded.',
);
await database.close();
