import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ArchiveError, readArchive, writeArchive } from '../../src/server/backup/archive.js';
import type { Manifest } from '../../src/server/backup/backup.js';
import { openDatabase } from '../../src/server/db/client.js';
import { auditEvents, users } from '../../src/server/db/schema/index.js';
import { LocalFileStore } from '../../src/server/storage/files.js';
import { freePort, runCommand, startServer } from './command-support.js';

/**
 * Issue 19 (ready to run for real): `npm run backup` and `npm run restore` (src/server/backup/cli.ts)
 * round-trip an embedded data folder (database, files, JWT secret) through one archive, as child
 * processes reading DATA_DIR like the server. On CI's PostgreSQL pass the round trip still uses its
 * own embedded data folder (no DATABASE_URL); the files-only mode runs with that server's URL.
 */
const root = path.resolve(import.meta.dirname, '../..');
const CLI = 'src/server/backup/cli.ts';
const SECRET = 'generated-secret-of-the-data-folder-0123456789abcdef';

interface Contents {
  users: { email: string; firstName: string; status: string }[];
  audit: { action: string; entityId: string | null; after: unknown }[];
  files: Record<string, string>;
  secret: string | null;
}

/** The store's files under DATA_DIR/files, as relative path → SHA-256 of the bytes. */
function filesOf(dataDir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const item of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, item.name);
      if (item.isDirectory()) walk(full);
      else
        out[path.relative(path.join(dataDir, 'files'), full)] = createHash('sha256')
          .update(readFileSync(full))
          .digest('hex');
    }
  };
  walk(path.join(dataDir, 'files'));
  return out;
}

/** What a data folder holds: rows of its database, its files' bytes, its secret. */
async function contentsOf(dataDir: string): Promise<Contents> {
  const database = await openDatabase({ dataDir });
  try {
    return {
      users: await database.db
        .select({ email: users.email, firstName: users.firstName, status: users.status })
        .from(users)
        .orderBy(asc(users.email)),
      audit: await database.db
        .select({ action: auditEvents.action, entityId: auditEvents.entityId, after: auditEvents.after })
        .from(auditEvents)
        .orderBy(asc(auditEvents.action)),
      files: filesOf(dataDir),
      secret: existsSync(path.join(dataDir, 'jwt-secret'))
        ? readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')
        : null,
    };
  } finally {
    await database.close();
  }
}

/** Every path under a folder with its size and modification time: equal before and after means untouched. */
function listing(dir: string): string[] {
  const out: string[] = [];
  const walk = (at: string) => {
    for (const item of readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, item.name);
      const stat = statSync(full);
      out.push(`${path.relative(dir, full)} ${item.isDirectory() ? 'dir' : stat.size} ${stat.mtimeMs}`);
      if (item.isDirectory()) walk(full);
    }
  };
  walk(dir);
  return out.sort();
}

/** The manifest of a backup, read back with the archive reader. */
async function manifestOf(archive: string): Promise<{ manifest: Manifest; entries: string[] }> {
  let raw = Buffer.alloc(0);
  const entries = await readArchive(archive, (name) => ({
    write: (chunk) => {
      if (name === 'manifest.json') raw = Buffer.concat([raw, chunk]);
    },
    end: () => {},
  }));
  return { manifest: JSON.parse(raw.toString('utf8')) as Manifest, entries: entries.map((e) => e.path) };
}

/** A copy of `archive` rewritten entry by entry (the manifest as it was unless `change` says otherwise). */
async function rewrite(archive: string, target: string, change: (name: string, content: Buffer) => Buffer) {
  const read: { path: string; content: Buffer }[] = [];
  let current: Buffer[] = [];
  await readArchive(archive, (name) => {
    current = [];
    return {
      write: (chunk) => void current.push(chunk),
      end: () => void read.push({ path: name, content: Buffer.concat(current) }),
    };
  });
  const manifest = read.pop()!;
  async function* entries() {
    yield* read.map((entry) => ({ path: entry.path, content: change(entry.path, entry.content) }));
  }
  await writeArchive(target, entries(), () => ({
    path: manifest.path,
    content: change(manifest.path, manifest.content),
  }));
}

const run = (args: string[], env: NodeJS.ProcessEnv) => runCommand(CLI, args, env);

/** An expected failure: exit code 1 and one line saying why, no stack. */
function expectRefusal(result: { code: number | null; output: string }, says: string) {
  expect(result.output).toContain(says);
  expect(result.output.trim().split('\n')).toHaveLength(1);
  expect(result.code).toBe(1);
}

describe('npm run backup and npm run restore on the embedded database', () => {
  let work: string;
  let dataDir: string;
  let archive: string;
  let original: Contents;
  /** The stored certificate's path under files/. */
  let certificate: string;
  const env = () => ({ DATA_DIR: dataDir });

  beforeAll(async () => {
    work = mkdtempSync(path.join(os.tmpdir(), 'marriages-backup-'));
    dataDir = path.join(work, 'data');
    archive = path.join(work, 'portal.tar.gz');
    const database = await openDatabase({ dataDir });
    try {
      const [registrar] = await database.db
        .insert(users)
        .values([
          {
            accountType: 'BACKOFFICE',
            staffRole: 'ADMIN',
            email: 'registrar@example.go.ke',
            phone: '+254722555101',
            firstName: 'Amina',
            lastName: 'Wekesa',
            status: 'ACTIVE',
          },
          {
            accountType: 'INDIVIDUAL',
            email: 'citizen@example.go.ke',
            phone: '+254712555102',
            firstName: 'Brian',
            lastName: 'Odhiambo',
            status: 'ACTIVE',
          },
        ])
        .returning({ id: users.id });
      await database.db.insert(auditEvents).values({
        action: 'account.first-admin-created',
        entity: 'user',
        entityId: registrar.id,
        after: { email: 'registrar@example.go.ke' },
      });
    } finally {
      await database.close();
    }
    const store = new LocalFileStore(path.join(dataDir, 'files'));
    await store.put(randomBytes(200_000));
    const pdf = await store.put(Buffer.from('%PDF-1.7\n% a certificate\n'));
    certificate = `files/${pdf.sha256.slice(0, 2)}/${pdf.sha256.slice(2, 4)}/${pdf.sha256}`;
    await store.put(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3]));
    writeFileSync(path.join(dataDir, 'jwt-secret'), SECRET, { mode: 0o600 });
    original = await contentsOf(dataDir);
  }, 240_000);

  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is refused while the server runs on DATA_DIR (even after a crash left its lock behind), and written readable by its owner only once it stops', async () => {
    expect(original.users.map((u) => u.email)).toEqual(['citizen@example.go.ke', 'registrar@example.go.ke']);
    expect(original.audit).toHaveLength(1);
    expect(Object.keys(original.files)).toHaveLength(3);

    // A process that held the data folder and died without giving it back (kill -9).
    const crashed = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '-e',
        `import('./src/server/db/dataDirLock.ts').then((m) => m.lockDataDir(${JSON.stringify(dataDir)})).then(() => { console.log('locked'); setInterval(() => {}, 1000); })`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    await new Promise<void>((resolve) =>
      crashed.stdout.on('data', (chunk: Buffer) => String(chunk).includes('locked') && resolve()),
    );
    expectRefusal(await run(['backup', archive], env()), 'is in use by process');
    crashed.kill('SIGKILL');
    await new Promise((resolve) => crashed.once('exit', resolve));
    expect(existsSync(path.join(dataDir, 'pglite.sock'))).toBe(true);

    // The server starts over that stale lock; while it runs, the backup is refused and writes nothing.
    const server = await startServer({ DATA_DIR: dataDir, PORT: String(await freePort()), SEED_DEMO: 'never' });
    try {
      expect(server.code).toBeNull();
      const refused = await run(['backup', archive], env());
      expectRefusal(refused, `The embedded database in ${dataDir} is in use by process`);
      expect(refused.output).toContain('(the portal server)');
      expect(refused.output).toContain('Stop the server');
      expect(existsSync(archive)).toBe(false);
    } finally {
      await server.stop();
    }

    const backup = await run(['backup', archive], env());
    expect(backup.output).toContain(`Backed up ${dataDir} into ${archive}`);
    expect(backup.output).toContain('the embedded database (migrated to ');
    expect(backup.output).toContain('3 files');
    expect(backup.code).toBe(0);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(readdirSync(work).sort()).toEqual(['data', 'portal.tar.gz']);

    const { manifest, entries } = await manifestOf(archive);
    expect(manifest).toMatchObject({
      format: 'marriages-portal-backup',
      version: 1,
      holds: { database: 'pglite', files: 3, jwtSecret: true },
    });
    expect(manifest.holds.migration?.tag).toMatch(/^\d{4}_/);
    expect(entries).toEqual([
      'database/pglite.tar',
      ...Object.keys(original.files)
        .map((f) => `files/${f}`)
        .sort(),
      'jwt-secret',
      'manifest.json',
    ]);
    for (const file of Object.keys(original.files)) {
      expect(manifest.entries.find((e) => e.path === `files/${file}`)?.sha256).toBe(original.files[file]);
    }
    // A backup never overwrites a file.
    expectRefusal(await run(['backup', archive], env()), 'already exists');
  }, 240_000);

  it('restore refuses a DATA_DIR holding a database without --force; with it, puts the backup back and keeps the replaced data aside', async () => {
    // The registry moves on after the backup: a user leaves, another comes, a file goes, one is added.
    const database = await openDatabase({ dataDir });
    try {
      await database.db.delete(users).where(eq(users.email, 'citizen@example.go.ke'));
      await database.db.insert(users).values({
        accountType: 'INDIVIDUAL',
        email: 'later@example.go.ke',
        phone: '+254712555103',
        firstName: 'Later',
        lastName: 'Comer',
        status: 'ACTIVE',
      });
      await database.db.update(users).set({ firstName: 'Changed' }).where(eq(users.email, 'registrar@example.go.ke'));
    } finally {
      await database.close();
    }
    const gone = Object.keys(original.files)[0];
    rmSync(path.join(dataDir, 'files', gone));
    const added = await new LocalFileStore(path.join(dataDir, 'files')).put(Buffer.from('added after the backup'));
    writeFileSync(path.join(dataDir, 'jwt-secret'), 'another-secret-another-secret-another-secret');
    const before = listing(dataDir);

    const refused = await run(['restore', archive], env());
    expectRefusal(refused, `${dataDir} already holds a database and files`);
    expect(refused.output).toContain('--force');
    expect(listing(dataDir)).toEqual(before);

    const restored = await run(['restore', archive, '--force'], env());
    expect(restored.output).toContain('the embedded database: it opens and is migrated (2 users)');
    expect(restored.output).toContain('The data it replaced are kept in ');
    expect(restored.code).toBe(0);
    expect(await contentsOf(dataDir)).toEqual(original);

    // The replaced data are aside, whole: the database, the files (the one added), the secret.
    const aside = readdirSync(dataDir).filter((name) => name.startsWith('replaced-'));
    expect(aside).toHaveLength(1);
    const replaced = path.join(dataDir, aside[0]);
    expect(readdirSync(replaced).sort()).toEqual(['files', 'jwt-secret', 'pglite']);
    expect(existsSync(path.join(replaced, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(Object.values(filesOf(replaced))).toContain(added.sha256);
    expect(readFileSync(path.join(replaced, 'jwt-secret'), 'utf8')).toBe(
      'another-secret-another-secret-another-secret',
    );
    expect(readdirSync(dataDir).filter((name) => name.startsWith('.restore-'))).toEqual([]);
  }, 240_000);

  it('restore fills a fresh DATA_DIR', async () => {
    const fresh = path.join(work, 'fresh');
    const restored = await run(['restore', archive], { DATA_DIR: fresh });
    expect(restored.output).toContain(`into ${fresh}`);
    expect(restored.code).toBe(0);
    expect(await contentsOf(fresh)).toEqual(original);
    expect(statSync(path.join(fresh, 'jwt-secret')).mode & 0o777).toBe(0o600);
  }, 240_000);

  it('a damaged, altered, foreign or missing archive is refused with exit 1, changing nothing', async () => {
    const bytes = readFileSync(archive);
    const flipped = path.join(work, 'flipped.tar.gz');
    const damaged = Buffer.from(bytes);
    for (let at = Math.floor(damaged.length / 2); at < Math.floor(damaged.length / 2) + 16; at += 1)
      damaged[at] ^= 0xff;
    writeFileSync(flipped, damaged);
    const truncated = path.join(work, 'truncated.tar.gz');
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length * 0.9)));
    // A stored file's bytes changed inside an intact archive: only the manifest's checksum sees it.
    const altered = path.join(work, 'altered.tar.gz');
    const victim = certificate;
    await rewrite(archive, altered, (name, content) =>
      name === victim ? Buffer.from(content.toString().replace('certificate', 'CERTIFICATE')) : content,
    );
    const future = path.join(work, 'future.tar.gz');
    await rewrite(archive, future, (name, content) =>
      name === 'manifest.json' ? Buffer.from(content.toString().replace('"version": 1', '"version": 2')) : content,
    );
    // A backup of a newer portal: its database has a migration this one does not know.
    const newer = path.join(work, 'newer.tar.gz');
    await rewrite(archive, newer, (name, content) =>
      name === 'manifest.json'
        ? Buffer.from(content.toString().replace(/"createdAt": \d+/, '"createdAt": 4102444800000'))
        : content,
    );
    const notGzip = path.join(work, 'notes.txt');
    writeFileSync(notGzip, 'not a backup\n');

    const before = listing(dataDir);
    const cases: [string, string][] = [
      [flipped, `${flipped} is not a readable backup`],
      [truncated, `${truncated} is not a readable backup`],
      [altered, `Checksum mismatch: ${victim} does not match the manifest`],
      [future, 'This backup has format version 2; this portal reads version 1'],
      [newer, 'This backup was made by a newer version of the portal'],
      [notGzip, `${notGzip} is not a readable backup`],
      [path.join(work, 'missing.tar.gz'), `There is no backup file at ${path.join(work, 'missing.tar.gz')}`],
    ];
    for (const [file, says] of cases) {
      expectRefusal(await run(['restore', file, '--force'], env()), says);
      expect(listing(dataDir)).toEqual(before);
    }
    // The archive reader itself refuses what it cannot read.
    await expect(readArchive(flipped, () => ({ write: () => {}, end: () => {} }))).rejects.toBeInstanceOf(ArchiveError);
  }, 240_000);
});

describe('npm run backup and npm run restore with DATABASE_URL: the files only', () => {
  // The commands never connect to PostgreSQL: any server's URL says "the database is PostgreSQL's".
  const url = inject('testServerUrl') || 'postgres://nobody@127.0.0.1:9/none';
  let work: string;

  beforeAll(() => {
    work = mkdtempSync(path.join(os.tmpdir(), 'marriages-backup-files-'));
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("backs up and restores the files and the secret, says the database is pg_dump's, and an embedded restore refuses the archive", async () => {
    const source = path.join(work, 'source');
    mkdirSync(source);
    const stored = await new LocalFileStore(path.join(source, 'files')).put(Buffer.from('a licence, issued'));
    // A write in progress is not a stored file.
    writeFileSync(path.join(source, 'files', 'half-written.part'), 'half');
    writeFileSync(path.join(source, 'jwt-secret'), SECRET, { mode: 0o600 });
    const archive = path.join(work, 'files.tar.gz');

    const backup = await run(['backup', archive], { DATA_DIR: source, DATABASE_URL: url });
    expect(backup.output).toContain(
      'Files only: the database is PostgreSQL (DATABASE_URL) and is not in this archive; take it with pg_dump',
    );
    expect(backup.output).toContain('1 file ');
    expect(backup.code).toBe(0);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    const { manifest, entries } = await manifestOf(archive);
    expect(manifest.holds).toMatchObject({ database: 'none', migration: null, files: 1, jwtSecret: true });
    expect(entries).toEqual([
      `files/${stored.sha256.slice(0, 2)}/${stored.sha256.slice(2, 4)}/${stored.sha256}`,
      'jwt-secret',
      'manifest.json',
    ]);

    const target = path.join(work, 'target');
    const restored = await run(['restore', archive], { DATA_DIR: target, DATABASE_URL: url });
    expect(restored.output).toContain(
      'Files only: the database is PostgreSQL (DATABASE_URL); restore it from the pg_dump',
    );
    expect(restored.code).toBe(0);
    expect(readdirSync(target).sort()).toEqual(['files', 'jwt-secret']);
    expect(filesOf(target)).toEqual({
      [path.join(stored.sha256.slice(0, 2), stored.sha256.slice(2, 4), stored.sha256)]: stored.sha256,
    });
    expect(readFileSync(path.join(target, 'jwt-secret'), 'utf8')).toBe(SECRET);
    // Files there already are replaced only with --force.
    expectRefusal(await run(['restore', archive], { DATA_DIR: target, DATABASE_URL: url }), 'already holds files');

    // Without DATABASE_URL there would be no database to restore.
    expectRefusal(
      await run(['restore', archive], { DATA_DIR: path.join(work, 'embedded') }),
      'This backup holds files only',
    );
  }, 240_000);
});
