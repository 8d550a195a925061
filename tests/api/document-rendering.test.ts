import { createHash, randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoStaffSignIn } from '../../src/server/db/seed/demo-sign-in.js';
import { openDatabase, type Database } from '../../src/server/db/client.js';
import { applications, documents, users } from '../../src/server/db/schema/index.js';
import { drawIssued, renderIssued } from '../../src/server/modules/documents/rendering.js';
import type { DocumentContent } from '../../src/server/modules/documents/content.js';
import { documentOf, FORMS } from './app-support.js';
import { startMachine, type Machine } from './command-support.js';
import { DEMO_PASSWORD, seededCopyUrl, testContext } from './helpers.js';
import { issuedLetter } from './letter-support.js';
import { printed } from './pdf-text.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('an approval issues its documents with their content fixed; their PDFs are drawn after it', () => {
  it('keeps what the letter says in its row at approval, and draws from it the PDF the download serves', async () => {
    const { app } = await testContext();
    const { applicant, outcome } = await issuedLetter(app);
    const issued = await documentOf(outcome.documentId);
    const content = issued.content as DocumentContent;
    expect(content).toMatchObject({ number: outcome.letterNumber, code: issued.code, title: 'Marital Status Letter' });
    expect(content.verifyUrl).toMatch(new RegExp(`/verify/${issued.code}$`));
    expect(content.lines.length).toBeGreaterThan(5);

    await app.documentRenderer.kick();
    const drawn = await documentOf(outcome.documentId);
    expect(drawn.sha256).toMatch(/^[0-9a-f]{64}$/);
    const download = await app.inject({
      method: 'GET',
      url: `/api/documents/${drawn.id}/pdf`,
      headers: { authorization: applicant.token },
    });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(sha256(bytes)).toBe(drawn.sha256);
    expect(bytes.length).toBe(drawn.size);
    expect(printed(bytes, outcome.letterNumber)).toBe(true);
  });

  it('draws the same bytes from the same content, so that two processes drawing one document at once keep one file', async () => {
    const { app, database } = await testContext();
    const { outcome } = await issuedLetter(app);
    const row = await documentOf(outcome.documentId);
    // Put back as issued (not drawn yet), then two drawings at once.
    await database.db.update(documents).set({ sha256: null, size: null }).where(eq(documents.id, row.id));
    const fresh = await documentOf(row.id);
    const [first, second] = await Promise.all([
      renderIssued(database.db, app.files, fresh, app.documentKeys),
      renderIssued(database.db, app.files, fresh, app.documentKeys),
    ]);
    expect(first.sha256).toBe(second.sha256);
    expect(sha256(await drawIssued(database.db, app.files, fresh, app.documentKeys))).toBe(first.sha256);
    expect((await app.files.get(first.sha256!))?.length).toBe(first.size);
  });
});

/**
 * The real server, killed (SIGKILL) between an approval and the drawing of its documents: a process
 * that draws nothing in the background (DOCUMENT_RENDERER=off) approves, answers and is killed; the
 * next process started over the same database draws them by itself, and they download and verify.
 * Runs only with DATABASE_URL (the PostgreSQL phase of .ci/run): two processes over one database.
 */
const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('documents issued by a process killed before drawing them (needs DATABASE_URL)', () => {
  let databaseUrl = '';
  let database: Database;
  const servers: Machine[] = [];

  async function start(env: Record<string, string> = {}): Promise<Machine> {
    const machine = await startMachine(`rendering-${servers.length + 1}`, databaseUrl, {
      JWT_SECRET: 'document-rendering-test-secret-'.padEnd(48, 'x'),
      ...env,
    });
    servers.push(machine);
    return machine;
  }

  const api = (server: Machine, route: string, init: { token?: string; body?: unknown } = {}) =>
    fetch(`http://127.0.0.1:${server.port}/api${route}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.token ? { authorization: init.token } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });

  // The demo's staff sign in with the published key's code once, then with the device trust it gave.
  const staffSignIn = new DemoStaffSignIn();

  async function tokenOn(server: Machine, email: string): Promise<string> {
    // The code of the server's moment (its Date header): under faketime each process's clock starts at
    // the instant given when it starts, so this test's clock runs ahead of the server's.
    const serverNow = new Date((await api(server, '/health')).headers.get('date') ?? Date.now());
    const login = await api(server, '/users/auth/login', {
      body: { phoneOrEmail: email, password: DEMO_PASSWORD, ...staffSignIn.fields(email, serverNow) },
    });
    expect(login.status).toBe(200);
    const { data } = await login.json();
    staffSignIn.took(email, data);
    const refresh = await api(server, '/users/refresh-token', { body: { refreshToken: data.refreshToken } });
    expect(refresh.status).toBe(200);
    return (await refresh.json()).data.token as string;
  }

  /** A letter application of the demo citizen waiting, unclaimed, at its last level (the director's). */
  async function letterAtDirector(): Promise<string> {
    const [citizen] = await database.db.select().from(users).where(eq(users.email, 'citizen@demo.test'));
    const suffix = randomBytes(6).toString('hex').toUpperCase();
    const [row] = await database.db
      .insert(applications)
      .values({
        reference: `MSL-RENDER-${suffix}`,
        trackingId: `RENDER${suffix}`.slice(0, 16),
        serviceCode: 'MARITAL_STATUS_LETTER',
        applicantId: citizen.id,
        district: '047',
        formData: FORMS.MARITAL_STATUS_LETTER!,
        status: 'Submitted',
        stage: 'DIRECTOR',
      })
      .returning({ id: applications.id });
    return row.id;
  }

  /** The director claims and approves it on that server: the answer comes once the approval is committed. */
  async function approveOn(server: Machine, id: string) {
    const token = await tokenOn(server, 'director@demo.test');
    const claimed = await api(server, `/applications/${id}/claim`, { token, body: { version: 1 } });
    expect(claimed.status).toBe(200);
    const approved = await api(server, `/applications/${id}/approve`, { token, body: { version: 2 } });
    expect(approved.status).toBe(200);
    expect((await approved.json()).status).toBe('Approved');
  }

  const documentsOf = (applicationId: string) =>
    database.db.select().from(documents).where(eq(documents.applicationId, applicationId));

  /** The applicant downloads each document and anyone checks it on /verify. */
  async function expectIssued(server: Machine, applicationId: string) {
    const token = await tokenOn(server, 'citizen@demo.test');
    for (const doc of await documentsOf(applicationId)) {
      const pdf = await api(server, `/documents/${doc.id}/pdf`, { token });
      expect(pdf.status).toBe(200);
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(printed(bytes, doc.number)).toBe(true);
      const [now] = await database.db.select().from(documents).where(eq(documents.id, doc.id));
      expect(sha256(bytes)).toBe(now.sha256);
      const verified = await api(server, `/verify/${doc.code}`);
      expect(verified.status).toBe(200);
      expect(await verified.json()).toMatchObject({ data: { genuine: true, number: doc.number, revoked: false } });
    }
  }

  beforeAll(async () => {
    databaseUrl = (await seededCopyUrl(`render${process.pid}`))!;
    database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
    await database?.close();
    for (const server of servers) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('draws after a restart what a killed process approved, and a download draws what is not drawn yet', async () => {
    const killed = await letterAtDirector();
    const downloadedFirst = await letterAtDirector();
    const first = await start({ DOCUMENT_RENDERER: 'off' });
    await approveOn(first, downloadedFirst);
    await approveOn(first, killed);
    // The approvals answered with their documents issued and not drawn: the drawing left the request.
    for (const id of [killed, downloadedFirst]) {
      const issued = await documentsOf(id);
      expect(issued).toHaveLength(1);
      expect(issued[0]).toMatchObject({ sha256: null, size: null, kind: 'MARITAL_STATUS_LETTER' });
      expect((issued[0].content as DocumentContent).number).toBe(issued[0].number);
    }
    // A download before any drawing draws it there and then.
    await expectIssued(first, downloadedFirst);

    const exited = new Promise((resolve) => first.process.once('exit', resolve));
    first.process.kill('SIGKILL');
    await exited;
    expect((await documentsOf(killed))[0].sha256).toBeNull();

    // The next process draws it by itself on start, without anyone asking for it.
    const second = await start();
    for (;;) {
      const [doc] = await documentsOf(killed);
      if (doc.sha256) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await expectIssued(second, killed);
  }, 120_000);
});
