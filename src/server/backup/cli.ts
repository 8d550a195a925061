import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/dataDirLock.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';

/**
 * npm run backup -- <file>            the data folder (embedded database, files, JWT secret) into <file>
 * npm run restore -- <file> [--force] <file> back into the data folder
 *
 * Both read the server's environment (DATA_DIR, DATABASE_URL). docs/operations.md, "Backup and restore".
 */
const USAGE = {
  backup:
    'Usage: npm run backup -- <file>   (a new file, outside DATA_DIR, e.g. /var/backups/portal-2026-11-27.tar.gz)',
  restore: 'Usage: npm run restore -- <file> [--force]   (--force replaces the data in DATA_DIR, keeping them aside)',
} as const;

const DATABASE_FILES_NOTE =
  'The files stored since FILE_STORE=database (the default with DATABASE_URL) are in the database, and so in its pg_dump; this archive holds those still kept in DATA_DIR/files on this machine.';
const POSTGRES_NOTE =
  'Files only: the database is PostgreSQL (DATABASE_URL) and is not in this archive; take it with pg_dump together with this backup, and restore it with pg_restore (docs/operations.md, "Backup and restore").';

function size(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

const files = (n: number) => `${n} ${n === 1 ? 'file' : 'files'}`;

async function main(): Promise<number> {
  const command = process.argv[2];
  if (command !== 'backup' && command !== 'restore') {
    console.error(`${USAGE.backup}\n${USAGE.restore}`);
    return 1;
  }
  let file: string | undefined;
  let force = false;
  try {
    const { values, positionals } = parseArgs({
      args: process.argv.slice(3),
      options: command === 'restore' ? { force: { type: 'boolean' } } : {},
      allowPositionals: true,
      strict: true,
    });
    if (positionals.length !== 1) throw new Error(positionals.length ? 'One file, please' : 'Which file?');
    [file] = positionals;
    force = values.force === true;
  } catch (error) {
    console.error(`${(error as Error).message}. ${USAGE[command]}`);
    return 1;
  }
  // The commands read DATA_DIR and DATABASE_URL as the server does; they sign nothing, so without
  // JWT_SECRET a stand-in keeps loadConfig from generating a secret file in the data folder.
  const config = loadConfig({
    ...process.env,
    JWT_SECRET: process.env.JWT_SECRET || 'backup-and-restore-'.padEnd(40, '0'),
  });
  const postgres = Boolean(config.DATABASE_URL);
  if (command === 'backup') {
    const result = await createBackup(file, { dataDir: config.DATA_DIR, postgres });
    const { holds } = result.manifest;
    const lines = [
      `Backed up ${config.DATA_DIR} into ${result.file} (${size(result.bytes)}, readable by its owner only):`,
    ];
    if (holds.database === 'pglite')
      lines.push(`  the embedded database${holds.migration?.tag ? ` (migrated to ${holds.migration.tag})` : ''}`);
    lines.push(`  ${files(holds.files)} (${size(holds.filesBytes)})`);
    lines.push(
      holds.jwtSecret
        ? '  the JWT secret (DATA_DIR/jwt-secret)'
        : '  no JWT secret file (DATA_DIR/jwt-secret): the server has JWT_SECRET from its environment, kept apart from this backup',
    );
    if (result.damaged.length)
      lines.push(
        `Warning: ${result.damaged.length} stored files no longer match their content (damaged on disk), e.g. ${result.damaged[0]}; they are backed up as they are.`,
      );
    if (postgres) lines.push(POSTGRES_NOTE);
    if (config.FILE_STORE === 'database') lines.push(DATABASE_FILES_NOTE);
    lines.push(
      'Keep copies away from this machine, and check one now and then by restoring it into a scratch DATA_DIR.',
    );
    console.info(lines.join('\n'));
    return 0;
  }
  const result = await restoreBackup(file, { dataDir: config.DATA_DIR, postgres, force });
  const { holds } = result.manifest;
  const lines = [`Restored ${path.resolve(file)} (made ${result.manifest.createdAt}) into ${config.DATA_DIR}:`];
  if (result.users !== null) lines.push(`  the embedded database: it opens and is migrated (${result.users} users)`);
  lines.push(`  ${files(holds.files)} (${size(holds.filesBytes)})`);
  if (holds.jwtSecret) lines.push('  the JWT secret (DATA_DIR/jwt-secret)');
  if (result.replacedTo)
    lines.push(
      `The data it replaced are kept in ${result.replacedTo}: delete them once the portal runs well on the restored data.`,
    );
  if (result.skippedDatabase)
    lines.push('The archive also holds an embedded database: with DATABASE_URL set it is not restored.');
  if (postgres)
    lines.push(
      'Files only: the database is PostgreSQL (DATABASE_URL); restore it from the pg_dump taken with this backup, with pg_restore (docs/operations.md, "Backup and restore").',
    );
  console.info(lines.join('\n'));
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    // Expected failures are one line; anything else is a fault worth its stack.
    if (error instanceof BackupError || error instanceof DataDirInUseError || error instanceof ConfigError)
      console.error(error.message);
    // A refusal of the system (no space, no permission): its message says it.
    else if (typeof (error as NodeJS.ErrnoException).code === 'string' && (error as NodeJS.ErrnoException).syscall)
      console.error(`${process.argv[2] === 'restore' ? 'Restore' : 'Backup'} failed: ${(error as Error).message}`);
    else console.error(error);
    process.exit(1);
  },
);
