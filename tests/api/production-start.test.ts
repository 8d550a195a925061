import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import { auditEvents, users } from '../../src/server/db/schema/index.js';
import { hasDemoAccounts } from '../../src/server/exposure.js';
import { createFirstAdministrator } from '../../src/server/modules/accounts/firstAdmin.js';
import { hashPassword } from '../../src/server/modules/accounts/service.js';
import { loadDocumentKeys } from '../../src/server/modules/documents/signing.js';
import { adminQuery } from '../setup/api-env.js';
import { freePort, runCommand, startServer } from './command-support.js';
import { get, post, PRODUCTION_KEYS, PRODUCTION_PAYMENTS, signIn, testContext } from './helpers.js';

/**
 * Issue 19 (ready to run for real): a production start never serves the demo accounts, a default
 * start keeps them on the loopback, and a new portal gets its first administrator from
 * `npm run admin:create`, on the embedded database (and on PostgreSQL in CI's PostgreSQL pass).
 */
const SECRET = 'production-secret-production-secret-0123456789';
const base = { DATA_DIR: '/tmp/marriages-api-tests', JWT_SECRET: SECRET };
/** What a production start needs besides: its address (https) and M-Pesa (never called here). */
const productionBase = {
  ...base,
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://portal.example',
  ...PRODUCTION_PAYMENTS,
  ...PRODUCTION_KEYS,
};

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** This machine's own address on a network (not the loopback), when it has one. */
function networkAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;
}

describe('the start settings', () => {
  it('listen on the loopback unless HOST says otherwise', () => {
    expect(loadConfig(base).HOST).toBe('127.0.0.1');
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it("refuse a production start without the documents' signing key, or with a key file that is not there", () => {
    const { DOCUMENT_SIGNING_KEY_FILE: _given, ...withoutKey } = productionBase;
    expect(() => loadConfig(withoutKey)).toThrow(
      'DOCUMENT_SIGNING_KEY_FILE: DOCUMENT_SIGNING_KEY_FILE must be set when NODE_ENV=production',
    );
    const missing = loadConfig({ ...productionBase, DOCUMENT_SIGNING_KEY_FILE: '/nonexistent/document-key.pem' });
    expect(() => loadDocumentKeys(missing)).toThrow(ConfigError);
    expect(() => loadDocumentKeys(missing)).toThrow('/nonexistent/document-key.pem does not exist');
    expect(loadDocumentKeys(loadConfig(productionBase)).published).toHaveLength(1);
  });

  it('refuse the demo seed and a public demo in production', () => {
    expect(() => loadConfig({ ...productionBase, SEED_DEMO: 'always' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...productionBase, SEED_DEMO: 'always' })).toThrow(
      'SEED_DEMO: SEED_DEMO=always creates the demo accounts, whose password is published, and is refused when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...productionBase, DEMO_PUBLIC: 'on' })).toThrow(
      'DEMO_PUBLIC: DEMO_PUBLIC=on is refused when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...base, DEMO_PUBLIC: 'yes' })).toThrow('DEMO_PUBLIC must be on or off');
    expect(loadConfig({ ...productionBase, SEED_DEMO: 'never' }).SEED_DEMO).toBe('never');
    expect(loadConfig({ ...base, DEMO_PUBLIC: 'on' }).DEMO_PUBLIC).toBe('on');
  });

  it('tell a database with the demo accounts from one without; GET /api/portal says so to every page', async () => {
    const { app, database } = await testContext();
    expect(await hasDemoAccounts(database.db)).toBe(true);
    const portal = await get(app, 'portal');
    expect(portal.status).toBe(200);
    expect(portal.body).toEqual({ data: { demo: true } });
  });

  it('refuse npm run seed:demo in production, creating nothing', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-seed-refused-'));
    try {
      const run = await runCommand('src/server/db/seed/run.ts', [], {
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        JWT_SECRET: SECRET,
      });
      expect(run.code).toBe(1);
      expect(run.output).toContain('npm run seed:demo is refused when NODE_ENV=production');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// A whole demo seed in a child process: once per CI run, in the plain pass (it depends neither on the
// database server nor on the clock).
describe.skipIf(Boolean(process.env.DATABASE_URL) || Boolean(process.env.FAKETIME))('npm run seed:demo', () => {
  it("writes the demo's database and files into the DATA_DIR it is given, and nothing into ./data", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-seed-datadir-'));
    const defaultFiles = path.resolve(import.meta.dirname, '../../data/files');
    const listing = (folder: string) =>
      existsSync(folder) ? readdirSync(folder, { recursive: true }).map(String).sort() : null;
    const before = listing(defaultFiles);
    try {
      const run = await runCommand('src/server/db/seed/run.ts', [], { DATA_DIR: dataDir, JWT_SECRET: SECRET });
      expect(run.code, run.output).toBe(0);
      expect(run.output).toContain('Seeded');
      expect(existsSync(path.join(dataDir, 'pglite'))).toBe(true);
      // The demo's documents, stamps and evidence: in the folder the server will read.
      expect(listing(path.join(dataDir, 'files'))!.filter((name) => /[0-9a-f]{64}$/.test(name)).length).toBeGreaterThan(
        3,
      );
      expect(listing(defaultFiles)).toEqual(before);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});

describe('a new portal in production: the first administrator, and never the demo', () => {
  const server = inject('testServerUrl');
  let dataDir: string;
  let databaseName: string | undefined;
  let databaseUrl: string | undefined;
  let env: NodeJS.ProcessEnv;
  const admin = {
    email: 'registry.admin@example.go.ke',
    phone: '+254722555001',
    firstName: 'Amina',
    lastName: 'Wekesa',
  };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-production-'));
    if (server) {
      databaseName = `marriages_first_admin_${process.pid}_${Date.now()}`;
      await adminQuery(server, `CREATE DATABASE ${databaseName}`);
      const target = new URL(server);
      target.pathname = `/${databaseName}`;
      databaseUrl = target.toString();
    }
    env = {
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://portal.example',
      ...PRODUCTION_PAYMENTS,
      ...PRODUCTION_KEYS,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (server && databaseName) await adminQuery(server, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  });

  it('npm run admin:create gives a one-time link; the administrator sets a password and signs in; a second run is refused', async () => {
    const run = await runCommand(
      'src/server/admin-create.ts',
      ['--email', admin.email, '--phone', admin.phone, '--first-name', admin.firstName, '--last-name', admin.lastName],
      env,
    );
    expect(run.output).toContain("The administrator's account is created and waits for its password.");
    expect(run.code).toBe(0);
    const link = new URL(run.output.match(/https:\/\/portal\.example\/auth\/account-password\?\S+/)![0]);
    expect(link.searchParams.get('for')).toBe(admin.email);
    const code = link.searchParams.get('code')!;
    expect(code).toMatch(/^\d{6}$/);

    const database = await openDatabase({ url: databaseUrl, dataDir });
    try {
      expect(await hasDemoAccounts(database.db)).toBe(false);
      const [row] = await database.db.select().from(users).where(eq(users.email, admin.email));
      expect(row).toMatchObject({
        accountType: 'BACKOFFICE',
        staffRole: 'ADMIN',
        district: null,
        status: 'PENDING',
        passwordHash: null,
      });
      const [event] = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, row.id));
      expect(event).toMatchObject({ action: 'account.first-admin-created', actorId: null });

      const app = await buildApp({ config: loadConfig(env), database, lapsingSweepMs: null });
      try {
        // No demo here: the areas show no demo banner.
        expect((await get(app, 'portal')).body).toEqual({ data: { demo: false } });
        // Before the link is used, nobody signs in; with it, the administrator sets a password.
        expect(
          (await post(app, 'users/auth/login', { phoneOrEmail: admin.email, password: 'Anything-123' })).status,
        ).toBe(401);
        const reset = await post(app, 'users/auth/reset-password', {
          phoneOrEmail: admin.email,
          code,
          password: 'First-admin-2026',
        });
        expect(reset.status).toBe(200);
        const { token } = await signIn(app, admin.email, 'First-admin-2026');
        const me = await get(app, 'users/me', { token });
        expect(me.body.data).toMatchObject({ accountType: 'BACKOFFICE', staffRole: 'ADMIN', email: admin.email });
        // The link works once.
        expect(
          (
            await post(app, 'users/auth/reset-password', {
              phoneOrEmail: admin.email,
              code,
              password: 'Someone-else-2026',
            })
          ).status,
        ).toBe(400);
      } finally {
        await app.close();
      }

      // A second first administrator is refused, writing nothing: later ones are invited from the portal.
      const again = await createFirstAdministrator(
        database.db,
        { ...admin, email: 'second.admin@example.go.ke', phone: '+254722555002' },
        { secret: SECRET, now: new Date(), publicUrl: 'https://portal.example' },
      );
      expect(again).toEqual({
        created: false,
        errors: { admin: expect.stringContaining('The portal already has an administrator') },
      });
      expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(1);
      // Bad input is refused field by field.
      const bad = await createFirstAdministrator(
        database.db,
        { email: 'not-an-address', phone: '12', firstName: '', lastName: 'W' },
        { secret: SECRET, now: new Date(), publicUrl: 'https://portal.example' },
      );
      expect(bad.created).toBe(false);
      expect(Object.keys((bad as { errors: Record<string, string> }).errors).sort()).toEqual([
        'email',
        'firstName',
        'phone',
      ]);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('a production start refuses a database holding a demo account', async () => {
    const database = await openDatabase({ url: databaseUrl, dataDir });
    try {
      await database.db.insert(users).values({
        accountType: 'BACKOFFICE',
        staffRole: 'ADMIN',
        email: 'admin@demo.test',
        phone: '+254722555009',
        firstName: 'Grace',
        lastName: 'Muthoni',
        status: 'ACTIVE',
        passwordHash: await hashPassword('Demo!2026pass'),
      });
    } finally {
      await database.close();
    }
    const started = await startServer({ ...env, PORT: String(await freePort()) });
    await started.stop();
    expect(started.output).toContain(
      'The database holds the demo accounts (e-mail addresses at demo.test), whose password is published: production refuses to serve them.',
    );
    expect(started.code).toBe(1);
  }, 120_000);

  it('a default start serves the demo on the loopback only, and refuses another interface unless DEMO_PUBLIC=on', async () => {
    const development = {
      DATA_DIR: dataDir,
      JWT_SECRET: SECRET,
      SEED_DEMO: 'never',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    const port = await freePort();
    const started = await startServer({ ...development, PORT: String(port) });
    try {
      expect(started.code).toBeNull();
      expect(await accepts('127.0.0.1', port)).toBe(true);
      // The machine's own address on its network (where it has one) is not answered.
      const elsewhere = networkAddress();
      expect(elsewhere ? await accepts(elsewhere, port) : false).toBe(false);
    } finally {
      await started.stop();
    }
    const refused = await startServer({ ...development, PORT: String(await freePort()), HOST: '0.0.0.0' });
    await refused.stop();
    expect(refused.output).toContain(
      'HOST=0.0.0.0 would put the demo accounts, whose password is published, on the network.',
    );
    expect(refused.code).toBe(1);
  }, 120_000);
});
