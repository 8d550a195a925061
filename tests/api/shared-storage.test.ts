import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client.js';
import { applications, users } from '../../src/server/db/schema/index.js';
import { hashPassword } from '../../src/server/modules/accounts/service.js';
import { startMachine, type Machine } from './command-support.js';
import { adminQuery } from '../setup/api-env.js';

/**
 * Several machines over one PostgreSQL, sharing nothing else: each server below has its own data
 * folder (its own disk), as API processes on different machines do. What one stores, the other
 * serves. Runs only with DATABASE_URL (the PostgreSQL phase of .ci/run).
 */
const serverUrl = process.env.DATABASE_URL;
const PASSWORD = 'Storage-pass-2026';
const APPLICANT = 'storage.applicant@example.test';
const SECRET = 'shared-storage-test-secret-'.padEnd(48, 'x');
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% stored on one machine ${Date.now()}\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`,
);

let databaseName = '';
let databaseUrl = '';
let applicationId = '';
const machines: Machine[] = [];

/** The real server (src/server/main.ts), one process, with a data folder of its own. */
async function start(name: string, env: Record<string, string> = {}): Promise<Machine> {
  const machine = await startMachine(name, databaseUrl, { JWT_SECRET: SECRET, ...env });
  machines.push(machine);
  return machine;
}

const url = (machine: Machine, route: string) => `http://127.0.0.1:${machine.port}/api${route}`;

const postJson = (machine: Machine, route: string, body: unknown) =>
  fetch(url(machine, route), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** Signs in on this machine: its refresh token, then an access token ("Bearer …"). */
async function signIn(machine: Machine): Promise<string> {
  const login = await postJson(machine, '/users/auth/login', { phoneOrEmail: APPLICANT, password: PASSWORD });
  expect(login.status).toBe(200);
  const refresh = await postJson(machine, '/users/refresh-token', {
    refreshToken: (await login.json()).data.refreshToken,
  });
  expect(refresh.status).toBe(200);
  return (await refresh.json()).data.token as string;
}

async function upload(machine: Machine, token: string, content: Buffer): Promise<string> {
  const form = new FormData();
  form.append('kind', 'OTHER');
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), 'letter.pdf');
  const response = await fetch(url(machine, `/applications/${applicationId}/attachments`), {
    method: 'POST',
    headers: { authorization: token },
    body: form,
  });
  expect(response.status).toBe(201);
  return (await response.json()).id as string;
}

async function download(machine: Machine, token: string, attachmentId: string) {
  const response = await fetch(url(machine, `/attachments/${attachmentId}/content`), {
    headers: { authorization: token },
  });
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const filesOnDisk = (machine: Machine) => {
  const folder = path.join(machine.dataDir, 'files');
  return existsSync(folder)
    ? readdirSync(folder, { recursive: true }).filter((name) => /[0-9a-f]{64}$/.test(String(name)))
    : [];
};

describe.skipIf(!serverUrl)('two machines over one PostgreSQL share the stored files (needs DATABASE_URL)', () => {
  beforeAll(async () => {
    databaseName = `marriages_storage_${process.pid}_${Date.now()}`;
    await adminQuery(serverUrl!, `CREATE DATABASE ${databaseName}`);
    const target = new URL(serverUrl!);
    target.pathname = `/${databaseName}`;
    databaseUrl = target.toString();
    // Migrated here, with an applicant and a draft that takes documents.
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    try {
      const [applicant] = await database.db
        .insert(users)
        .values({
          status: 'ACTIVE',
          passwordHash: await hashPassword(PASSWORD),
          emailVerifiedAt: new Date(),
          phoneVerifiedAt: new Date(),
          accountType: 'INDIVIDUAL',
          email: APPLICANT,
          phone: '+254712900077',
          firstName: 'Wanjiru',
          lastName: 'Kamau',
        })
        .returning({ id: users.id });
      const [draft] = await database.db
        .insert(applications)
        .values({
          reference: 'MN-STORAGE-1',
          trackingId: 'STORAGE1',
          serviceCode: 'MARRIAGE_NOTICE',
          applicantId: applicant.id,
          district: '047',
          formData: {},
        })
        .returning({ id: applications.id });
      applicationId = draft.id;
    } finally {
      await database.close();
    }
    // Two machines as deployed (FILE_STORE left to its default with DATABASE_URL), and one that keeps
    // its files on its own disk, as every server did before.
    await Promise.all([start('machine-a'), start('machine-b'), start('machine-local', { FILE_STORE: 'local' })]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      machines.map(async (machine) => {
        if (machine.process.exitCode !== null) return;
        const exited = new Promise((resolve) => machine.process.once('exit', resolve));
        machine.process.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
        if (machine.process.exitCode === null) machine.process.kill('SIGKILL');
        rmSync(machine.dataDir, { recursive: true, force: true });
      }),
    );
    if (databaseName) await adminQuery(serverUrl!, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  }, 60_000);

  it('serves on one machine the document uploaded on the other, byte for byte, from neither disk', async () => {
    const [a, b] = machines.filter((m) => m.name !== 'machine-local').sort((x, y) => x.name.localeCompare(y.name));
    const token = await signIn(a);
    const attachmentId = await upload(a, token, PDF);
    const onB = await download(b, await signIn(b), attachmentId);
    expect(onB.status).toBe(200);
    expect(onB.body.equals(PDF)).toBe(true);
    const onA = await download(a, token, attachmentId);
    expect(onA.body.equals(PDF)).toBe(true);
    // The bytes are in the database, not on the disk of the machine that took them.
    expect(filesOnDisk(a)).toEqual([]);
    expect(filesOnDisk(b)).toEqual([]);
  }, 60_000);

  it('a machine keeping its files on its own disk (FILE_STORE=local) cannot serve them from another', async () => {
    const local = machines.find((m) => m.name === 'machine-local')!;
    const a = machines.find((m) => m.name === 'machine-a')!;
    const token = await signIn(local);
    const attachmentId = await upload(local, token, Buffer.concat([PDF, Buffer.from('% kept on one disk\n')]));
    expect(filesOnDisk(local)).toHaveLength(1);
    expect((await download(local, token, attachmentId)).status).toBe(200);
    // What the shared store exists for: without it, the other machine has the row and not the file.
    const elsewhere = await download(a, token, attachmentId);
    expect(elsewhere.status).toBe(410);
  }, 60_000);
});
