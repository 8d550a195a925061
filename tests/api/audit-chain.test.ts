import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, desc, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshId } from './ids.js';
import { maritalStatusLetters } from '../../src/server/modules/letters/schema.js';
import { ownEntryIds } from '../../src/server/audit/accessLog.js';
import { describeProblem, sealChain, verifyChain } from '../../src/server/audit/chain.js';
import { loadAuditSigningKey } from '../../src/server/audit/signingKey.js';
import { readZip } from '../../src/server/audit/zip.js';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { openDatabase } from '../../src/server/db/client.js';
import {
  accessRecords,
  applications,
  attachments,
  auditEvents,
  documents,
  licences,
  marriages,
  notices,
  users,
} from '../../src/server/db/schema/index.js';
import { runCommand } from './command-support.js';
import {
  call,
  get,
  PRODUCTION_AUDIT_KEY_FILE,
  PRODUCTION_PAYMENTS,
  secondConnection,
  seededCopyUrl,
  signIn,
  signedInUser,
  testContext,
  PRODUCTION_KEYS,
} from './helpers.js';

/**
 * Issue 23: every read of a person's record leaves an access record, a citizen sees who looked at
 * their records and takes everything the registry holds about them as one ZIP, and the audit trail
 * is a chain that names the first row edited or deleted after sealing.
 */

let citizen: { token: string; id: string };
let rg: { token: string; id: string };
let admin: { token: string; id: string };

async function userId(email: string) {
  const { database } = await testContext();
  const [row] = await database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

/** The access records written since `since` (an id), oldest first. */
async function recordsSince(since: number) {
  const { database } = await testContext();
  return database.db
    .select()
    .from(accessRecords)
    .where(sql`${accessRecords.id} > ${since}`)
    .orderBy(asc(accessRecords.id));
}

async function lastRecordId() {
  const { database } = await testContext();
  const [row] = await database.db
    .select({ id: accessRecords.id })
    .from(accessRecords)
    .orderBy(desc(accessRecords.id))
    .limit(1);
  return row?.id ?? 0;
}

async function citizenApplication() {
  const { database } = await testContext();
  const [row] = await database.db
    .select()
    .from(applications)
    .where(and(eq(applications.applicantId, citizen.id), isNotNull(applications.submittedAt)))
    .orderBy(asc(applications.createdAt))
    .limit(1);
  return row;
}

beforeAll(async () => {
  const { app } = await testContext();
  citizen = { ...(await signIn(app, 'citizen@demo.test')), id: await userId('citizen@demo.test') };
  rg = { ...(await signIn(app, 'rg@demo.test')), id: await userId('rg@demo.test') };
  admin = { ...(await signIn(app, 'admin@demo.test')), id: await userId('admin@demo.test') };
});

describe('every read accounted for', () => {
  it("opening a person's application leaves who, role, when and why", async () => {
    const { app } = await testContext();
    const application = await citizenApplication();
    const since = await lastRecordId();
    expect((await get(app, `applications/${application.id}`, { token: rg.token })).status).toBe(200);
    const reason = 'Complaint 2026/114 about this application';
    const read = await get(app, `applications/${application.id}`, {
      token: admin.token,
      headers: { 'x-access-reason': reason },
    });
    expect(read.status).toBe(200);
    const rows = await recordsSince(since);
    expect(rows.map((r) => [r.actorId, r.role, r.kind, r.subjectId, r.ownerId, r.reason, r.reasonRequired])).toEqual([
      [rg.id, 'REGISTRAR_GENERAL', 'application', application.id, citizen.id, null, false],
      [admin.id, 'ADMIN', 'application', application.id, citizen.id, reason, true],
    ]);
    // A read that is refused records nothing.
    const other = await signedInUser(app);
    expect((await get(app, `applications/${application.id}`, { token: other.token })).status).toBe(404);
    expect(await recordsSince(since)).toHaveLength(2);
  });

  it('opening an application found by tracking is recorded as opening it', async () => {
    const { app } = await testContext();
    const application = await citizenApplication();
    const since = await lastRecordId();
    expect((await get(app, `tracking-search/${application.id}`, { token: rg.token })).status).toBe(200);
    const rows = await recordsSince(since);
    expect(rows.map((r) => [r.actorId, r.kind, r.subjectId, r.ownerId])).toEqual([
      [rg.id, 'application', application.id, citizen.id],
    ]);
  });

  it('opening a register entry, an attachment and a document, and searching the register, are recorded', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    const [entry] = await db.select().from(marriages).orderBy(asc(marriages.registrationNumber)).limit(1);
    const [file] = await db
      .select()
      .from(attachments)
      .innerJoin(applications, eq(applications.id, attachments.applicationId))
      // An attachment staff may open: not a draft's (a draft is its applicant's alone; the demo has some).
      .where(and(isNull(attachments.deletedAt), ne(applications.status, 'Draft')))
      .limit(1);
    const [doc] = await db
      .select()
      .from(documents)
      .where(and(eq(documents.ownerId, citizen.id), isNotNull(documents.sha256)))
      .limit(1);
    expect(entry && file && doc).toBeTruthy();
    const since = await lastRecordId();
    expect((await get(app, `civil-marriages/${entry.id}`, { token: rg.token })).status).toBe(200);
    expect((await get(app, `attachments/${file.attachments.id}/content`, { token: rg.token })).status).toBe(200);
    expect((await get(app, `documents/${doc.id}/pdf`, { token: citizen.token })).status).toBe(200);
    const name = entry.partyA.name.split(' ')[0];
    const search = await get(app, `civil-marriages?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`, {
      token: rg.token,
    });
    expect(search.status).toBe(200);
    const rows = await recordsSince(since);
    expect(rows.map((r) => [r.kind, r.subjectId, r.actorId])).toEqual([
      ['marriage-entry', entry.id, rg.id],
      ['attachment', file.attachments.id, rg.id],
      ['document', doc.id, citizen.id],
      ['register-search', null, rg.id],
    ]);
    expect(rows[1].ownerId).toBe(file.applications.applicantId);
    expect(rows[2].ownerId).toBe(citizen.id);
    expect(rows[3].resultIds).toEqual(search.body.map((m: { id: string }) => m.id));
    expect(rows[3].resultIds).toContain(entry.id);
  });

  it('opening a marital status letter’s record, a licence’s and a notice of marriage (its PDF too) are recorded', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    const [letter] = await db.select().from(maritalStatusLetters).limit(1);
    const [licence] = await db.select().from(licences).limit(1);
    const [notice] = await db.select().from(notices).limit(1);
    expect(letter && licence && notice).toBeTruthy();
    const since = await lastRecordId();
    expect((await get(app, `marital-status-letters/${letter.id}`, { token: rg.token })).status).toBe(200);
    expect((await get(app, `licences/${licence.id}`, { token: rg.token })).status).toBe(200);
    expect((await get(app, `applications/${notice.applicationId}/notice-preview`, { token: rg.token })).status).toBe(
      200,
    );
    expect(
      (await get(app, `applications/${notice.applicationId}/notice-preview/pdf`, { token: rg.token })).status,
    ).toBe(200);
    // A refused read (no such letter) leaves nothing.
    expect((await get(app, `marital-status-letters/${freshId()}`, { token: rg.token })).status).toBe(404);
    const rows = await recordsSince(since);
    expect(rows.map((r) => [r.kind, r.subjectId, r.actorId])).toEqual([
      ['letter', letter.id, rg.id],
      ['licence', licence.id, rg.id],
      ['notice', notice.applicationId, rg.id],
      ['notice', notice.applicationId, rg.id],
    ]);
    const owner = async (applicationId: string) =>
      (await db.select().from(applications).where(eq(applications.id, applicationId)))[0].applicantId;
    expect(rows[0].ownerId).toBe(await owner(letter.applicationId));
    expect(rows[1].ownerId).toBe(await owner(licence.applicationId));
    expect(rows[2].ownerId).toBe(await owner(notice.applicationId));
  });

  it("the registry's auditors read a record's access log by name; others are refused", async () => {
    const { app } = await testContext();
    const application = await citizenApplication();
    await get(app, `applications/${application.id}`, { token: rg.token });
    const filter = encodeURIComponent(JSON.stringify({ kind: 'application', subjectId: application.id }));
    const log = await get(app, `access-records?filter=${filter}`, { token: admin.token });
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({
      role: 'REGISTRAR_GENERAL',
      kind: 'application',
      actorName: expect.any(String),
    });
    expect(log.body[0].reference).toBe(application.trackingId);
    expect((await get(app, `access-records?filter=${filter}`, { token: citizen.token })).status).toBe(403);
    const officer = await signIn(app, 'officer@demo.test');
    expect((await get(app, `access-records?filter=${filter}`, { token: officer.token })).status).toBe(403);
    const bad = await get(app, `access-records?filter=${encodeURIComponent(JSON.stringify({ kind: 'x' }))}`, {
      token: admin.token,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(['filter.kind', 'filter.subjectId']);
  });

  it('a citizen sees who looked at their records (role and office, never a name); another citizen does not', async () => {
    const { app } = await testContext();
    const application = await citizenApplication();
    await get(app, `applications/${application.id}`, { token: rg.token });
    const mine = await get(app, 'my-access-records', { token: citizen.token });
    expect(mine.status).toBe(200);
    expect(mine.body.length).toBeGreaterThan(0);
    expect(mine.body[0]).toMatchObject({ role: 'REGISTRAR_GENERAL', actorName: null });
    expect(mine.body.some((r: { reference: string }) => r.reference === application.trackingId)).toBe(true);
    // Their own reads are not listed to them.
    expect(mine.body.every((r: { role: string }) => r.role !== 'INDIVIDUAL')).toBe(true);
    const other = await signedInUser(app);
    const theirs = await get(app, 'my-access-records', { token: other.token });
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect((await get(app, 'my-access-records', { token: rg.token })).status).toBe(403);
  });

  it('a party to a register entry sees its readings and the searches that found it', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    // A register entry whose party holds no account yet: a new citizen with that ID number is its party.
    const [entry] = await db
      .select()
      .from(marriages)
      .where(sql`not exists (select 1 from users u where upper(u.id_number) = upper(${marriages.partyAIdNumber}))`)
      .orderBy(asc(marriages.registrationNumber))
      .limit(1);
    const party = await signedInUser(app);
    await db.update(users).set({ idNumber: entry.partyAIdNumber }).where(eq(users.id, party.userId));
    expect(await ownEntryIds(db, party.userId)).toContain(entry.id);
    expect((await get(app, `civil-marriages/${entry.id}`, { token: rg.token })).status).toBe(200);
    const q = encodeURIComponent(JSON.stringify({ q: entry.registrationNumber }));
    expect((await get(app, `civil-marriages?filter=${q}`, { token: rg.token })).status).toBe(200);
    const log = await get(app, 'my-access-records', { token: party.token });
    expect(log.status).toBe(200);
    expect(log.body.slice(0, 2).map((r: { kind: string; reference: string | null }) => [r.kind, r.reference])).toEqual([
      ['register-search', null],
      ['marriage-entry', entry.registrationNumber],
    ]);
    expect(log.body[0]).toMatchObject({ role: 'REGISTRAR_GENERAL', actorName: null, resultCount: 1 });
  });

  it('a citizen downloads everything the registry holds about them as one ZIP, itself recorded', async () => {
    const { app, database } = await testContext();
    const since = await lastRecordId();
    const response = await app.inject({
      method: 'GET',
      url: '/api/my-data',
      headers: { authorization: citizen.token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = readZip(response.rawPayload);
    const json = zip.find((e) => e.name === 'my-data.json');
    const data = JSON.parse(json!.data.toString('utf8'));
    expect(data.account.id).toBe(citizen.id);
    expect(data.account.passwordHash).toBeUndefined();
    const own = await database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.applicantId, citizen.id));
    expect(data.applications.map((a: { id: string }) => a.id).sort()).toEqual(own.map((a) => a.id).sort());
    const pdfs = zip.filter((e) => e.name.startsWith('documents/'));
    expect(pdfs.length).toBeGreaterThan(0);
    for (const pdf of pdfs) expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-');
    expect(data.documents.filter((d: { file: string | null }) => d.file).length).toBe(pdfs.length);
    const rows = await recordsSince(since);
    expect(rows.map((r) => [r.kind, r.actorId, r.ownerId])).toEqual([['personal-archive', citizen.id, citizen.id]]);
    // Another citizen gets their own archive, with nothing of this one.
    const other = await signedInUser(app);
    const theirs = await app.inject({ method: 'GET', url: '/api/my-data', headers: { authorization: other.token } });
    expect(theirs.statusCode).toBe(200);
    const theirData = JSON.parse(
      readZip(theirs.rawPayload)
        .find((e) => e.name === 'my-data.json')!
        .data.toString(),
    );
    expect(theirData.account.id).not.toBe(citizen.id);
    expect(theirData.applications).toEqual([]);
    expect(theirs.rawPayload.includes(Buffer.from(citizen.id))).toBe(false);
    expect((await get(app, 'my-data', { token: rg.token })).status).toBe(403);
    expect((await get(app, 'my-data')).status).toBe(401);
  });
});

describe('an audit log that cannot be rewritten unnoticed', () => {
  it('the demo chain verifies, and the day has a signed head anyone can read', async () => {
    const { app, database } = await testContext();
    await sealChain(database.db, { key: app.auditKey, now: app.clock.now() });
    const result = await verifyChain(database.db, app.auditKey);
    expect(result.problems.map(describeProblem)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.byTable.audit_events).toBeGreaterThan(0);
    expect(result.byTable.access_records).toBeGreaterThan(0);
    const heads = await call(app, { method: 'GET', url: '/api/audit-heads' });
    expect(heads.status).toBe(200);
    expect(heads.body.data.algorithm).toBe('Ed25519');
    expect(heads.body.data.heads.length).toBeGreaterThan(0);
    expect(heads.body.data.heads[0]).toMatchObject({
      keyId: app.auditKey.keyId,
      hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('names the row edited after sealing (table, id, seal number, when), and holds again once it is put back', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    await sealChain(db, { key: app.auditKey });
    const [row] = await db
      .select()
      .from(auditEvents)
      .where(isNotNull(auditEvents.sealSeq))
      .orderBy(asc(auditEvents.sealSeq))
      .offset(5)
      .limit(1);
    await db.update(auditEvents).set({ action: 'tampered' }).where(eq(auditEvents.id, row.id));
    try {
      const result = await verifyChain(db, app.auditKey);
      expect(result.ok).toBe(false);
      expect(result.problems[0]).toMatchObject({
        kind: 'edited',
        table: 'audit_events',
        id: row.id,
        sealSeq: row.sealSeq,
      });
      const words = describeProblem(result.problems[0]);
      expect(words).toContain(`seal number ${row.sealSeq}`);
      expect(words).toContain(`audit event ${row.id}`);
      expect(words).toMatch(/\d{2}-\d{2}-\d{4}/);
    } finally {
      await db.update(auditEvents).set({ action: row.action }).where(eq(auditEvents.id, row.id));
    }
    expect((await verifyChain(db, app.auditKey)).ok).toBe(true);
  });

  it('names a deleted row by the gap in the seal numbers', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    await sealChain(db, { key: app.auditKey });
    const [row] = await db
      .select()
      .from(accessRecords)
      .where(isNotNull(accessRecords.sealSeq))
      .orderBy(asc(accessRecords.sealSeq))
      .limit(1);
    const [{ saved }] = (
      (await db.execute(sql`select to_jsonb(a) as saved from access_records a where id = ${row.id}`)) as unknown as {
        rows: { saved: unknown }[];
      }
    ).rows;
    await db.delete(accessRecords).where(eq(accessRecords.id, row.id));
    try {
      const result = await verifyChain(db, app.auditKey);
      expect(result.ok).toBe(false);
      expect(result.problems[0]).toMatchObject({ kind: 'missing', from: row.sealSeq, to: row.sealSeq });
      expect(describeProblem(result.problems[0])).toContain(`seal number ${row.sealSeq} is missing`);
    } finally {
      await db.execute(
        sql`insert into access_records select * from jsonb_populate_record(null::access_records, ${JSON.stringify(saved)}::jsonb)`,
      );
    }
    expect((await verifyChain(db, app.auditKey)).ok).toBe(true);
  });

  it('a rewritten chain (rows edited and rehashed) is caught by the signed head', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    await sealChain(db, { key: app.auditKey });
    const [head] = (
      (await db.execute(sql`select seal_seq, hash from audit_heads order by seal_seq desc limit 1`)) as unknown as {
        rows: { seal_seq: string | number; hash: Uint8Array }[];
      }
    ).rows;
    const savedHash = Buffer.from(head.hash);
    await db.execute(
      sql`update audit_heads set hash = decode(repeat('ab', 32), 'hex') where seal_seq = ${head.seal_seq}`,
    );
    try {
      const result = await verifyChain(db, app.auditKey);
      expect(result.problems.map((p) => p.kind)).toContain('bad-signature');
    } finally {
      await db.execute(
        sql`update audit_heads set hash = decode(${savedHash.toString('hex')}, 'hex') where seal_seq = ${head.seal_seq}`,
      );
    }
    expect((await verifyChain(db, app.auditKey)).ok).toBe(true);
  });

  it('concurrent sealers, with writers still writing, never fork the chain', async () => {
    const { app, database } = await testContext();
    const second = await secondConnection();
    try {
      const write = (n: number) =>
        Promise.all(
          Array.from({ length: n }, (_, i) =>
            database.db.insert(auditEvents).values({ actorId: null, action: `test.concurrent-${i}`, entity: 'test' }),
          ),
        );
      await write(40);
      const sealers = [database.db, second.database.db, database.db, second.database.db].map((db) =>
        sealChain(db, { key: app.auditKey }),
      );
      const [results] = await Promise.all([Promise.all(sealers), write(20)]);
      expect(results.reduce((sum, r) => sum + r.sealed, 0)).toBeGreaterThanOrEqual(40);
      await sealChain(database.db, { key: app.auditKey });
      const [{ unsealed }] = (
        (await database.db.execute(
          sql`select count(*)::int as unsealed from audit_events where seal_seq is null`,
        )) as unknown as { rows: { unsealed: number }[] }
      ).rows;
      expect(unsealed).toBe(0);
      const result = await verifyChain(database.db, app.auditKey);
      expect(result.problems.map(describeProblem)).toEqual([]);
    } finally {
      await second.close();
    }
  });
});

describe('npm run audit:verify', () => {
  it('exits 0 on a sound chain; after an UPDATE of one audit row, exits 1 naming the first broken link', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'marriages-audit-verify-'));
    const url = await seededCopyUrl(`verify${process.pid}`);
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'audit-verify-test-'.padEnd(40, 'x'),
      ...(url ? { DATABASE_URL: url } : {}),
    };
    const open = () => openDatabase(url ? { url, poolSize: 2 } : { dataDir });
    try {
      let database = await open();
      await database.db.insert(auditEvents).values(
        Array.from({ length: 12 }, (_, i) => ({
          actorId: null,
          action: `test.verify-${i}`,
          entity: 'test',
          after: { i },
        })),
      );
      await database.close();
      const sound = await runCommand('src/server/audit/cli.ts', [], env);
      expect(sound.output).toContain('The chain holds');
      expect(sound.code).toBe(0);
      database = await open();
      const [row] = await database.db.select().from(auditEvents).where(eq(auditEvents.action, 'test.verify-7'));
      await database.db
        .update(auditEvents)
        .set({ after: { i: 70 } })
        .where(eq(auditEvents.id, row.id));
      await database.close();
      const broken = await runCommand('src/server/audit/cli.ts', [], env);
      expect(broken.code).toBe(1);
      expect(broken.output).toContain('THE CHAIN IS BROKEN');
      expect(broken.output).toContain(
        `Broken link at seal number ${row.sealSeq}: audit event ${row.id} (table audit_events, recorded `,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('the signing key', () => {
  it('is required in production, and must be an Ed25519 private key', () => {
    const production = {
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/marriages-api-tests',
      JWT_SECRET: 'production-secret-production-secret-0123456789',
      PUBLIC_URL: 'https://portal.example',
      ...PRODUCTION_PAYMENTS,
      ...PRODUCTION_KEYS,
    };
    const { AUDIT_SIGNING_KEY_FILE: _file, ...withoutKey } = production;
    expect(() => loadConfig(withoutKey)).toThrow(
      'AUDIT_SIGNING_KEY_FILE: AUDIT_SIGNING_KEY_FILE must be set when NODE_ENV=production',
    );
    expect(loadConfig(production).AUDIT_SIGNING_KEY_FILE).toBe(PRODUCTION_AUDIT_KEY_FILE);
    expect(() => loadAuditSigningKey({ AUDIT_SIGNING_KEY_FILE: '/nonexistent/key.pem', DATA_DIR: '/tmp' })).toThrow(
      ConfigError,
    );
    const dir = mkdtempSync(path.join(os.tmpdir(), 'marriages-audit-key-'));
    try {
      const rsa = path.join(dir, 'rsa.pem');
      writeFileSync(
        rsa,
        generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }),
      );
      expect(() => loadAuditSigningKey({ AUDIT_SIGNING_KEY_FILE: rsa, DATA_DIR: dir })).toThrow(
        'must be an Ed25519 key',
      );
      // Elsewhere it is made in DATA_DIR on first start (readable by the portal's user only), then kept.
      const made = loadAuditSigningKey({ DATA_DIR: dir });
      expect(statSync(path.join(dir, 'audit-signing-key.pem')).mode & 0o777).toBe(0o600);
      expect(loadAuditSigningKey({ DATA_DIR: dir }).keyId).toBe(made.keyId);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
