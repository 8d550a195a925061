import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MESSAGES,
  MAX_ACCOUNT_UPLOAD_BYTES,
  MAX_APPLICATION_UPLOAD_BYTES,
  MAX_ATTACHMENT_BYTES,
} from '../../src/shared/forms/attachments.js';
import {
  applicationEvents,
  attachments,
  auditEvents,
  storedFiles as storedFileRows,
} from '../../src/server/db/schema/index.js';
import { auditActions, call, signIn, signedInUser, testContext, type TestContext } from './helpers.js';
import { freshId } from './ids.js';
import { applicationIn, FORMS, newCitizen } from './app-support.js';
import { registerEntry } from './letter-support.js';
import { pngOfSize } from './image-support.js';

// Small files with real signatures (magic numbers).
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
const JPEG = Buffer.concat([
  Buffer.from([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
    0x00,
  ]),
  Buffer.alloc(32),
  Buffer.from([0xff, 0xd9]),
]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([
    0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00,
    0x00, 0x00, 0x1f, 0x15, 0xc4, 0x89,
  ]),
  Buffer.alloc(16),
]);
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.from([0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]),
  Buffer.alloc(56),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64),
]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
const ZIP = Buffer.concat([
  Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00]),
  Buffer.alloc(20),
  Buffer.from('word/document.xml'),
  Buffer.alloc(32),
]);

type Part = { name: string; value: string } | { name: string; filename: string; contentType?: string; content: Buffer };

/** A multipart/form-data body built by hand, as a browser sends it. */
function multipart(parts: Part[]) {
  const boundary = `----marriages${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('value' in part) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      // As browsers do: UTF-8, with the quote and line breaks of the name escaped.
      const filename = part.filename.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(part.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const fileParts = (kind: string, filename: string, content: Buffer, contentType = 'application/pdf') =>
  multipart([
    { name: 'kind', value: kind },
    { name: 'file', filename, contentType, content },
  ]);

/** A divorce return's form naming a fresh register entry (an entry is named by one return at a time). */
async function divorceForm() {
  const entry = await registerEntry(freshId());
  return {
    caseNumber: 'HCCC-E123-2025',
    court: 'High Court of Kenya at Nairobi, Family Division',
    decreeAbsoluteDate: '2026-01-15',
    registrationNumber: entry.registrationNumber,
  };
}

let ctx: TestContext;
let court: string;
let church: string;
let citizen: string;
let officer: string;
let finance: string;
let otherCitizen: string;

async function upload(
  token: string,
  applicationId: string,
  body: { payload: Buffer; headers: Record<string, string> },
) {
  return call(ctx.app, {
    method: 'POST',
    url: `/api/applications/${applicationId}/attachments`,
    token,
    payload: body.payload,
    headers: body.headers,
  });
}

async function draft(token: string, serviceCode: string, formData: Record<string, unknown>) {
  const created = await call(ctx.app, {
    method: 'POST',
    url: '/api/applications',
    token,
    payload: { serviceCode, formData },
  });
  expect(created.status).toBe(201);
  return created.body as { id: string; version: number; status: string };
}

/** Submits a divorce return (a free service: straight to Submitted), after attaching its decree if needed. */
async function submitted(token: string, app: { id: string; version: number }) {
  const response = await call(ctx.app, {
    method: 'POST',
    url: `/api/applications/${app.id}/submit`,
    token,
    payload: { version: app.version },
  });
  expect(response.status).toBe(200);
  expect(response.body.status).toBe('Submitted');
  return response.body as { id: string; version: number; status: string };
}

async function listOf(token: string, applicationId: string, extra: Record<string, unknown> = {}) {
  const filter = encodeURIComponent(JSON.stringify({ applicationId, ...extra }));
  return call(ctx.app, { method: 'GET', url: `/api/attachments?filter=${filter}`, token });
}

/** Every file of the content-addressed store: its hashes in the database (FILE_STORE=database), or its paths under DATA_DIR. */
async function storedFiles(): Promise<string[]> {
  // The PDFs of documents issued by earlier tests are drawn into the store after their approvals: done first.
  await ctx.app.documentRenderer.kick();
  if (ctx.app.config.FILE_STORE === 'database') {
    return (
      await ctx.database.db
        .select({ sha256: storedFileRows.sha256 })
        .from(storedFileRows)
        .orderBy(storedFileRows.sha256)
    ).map((row) => row.sha256);
  }
  const root = ctx.app.config.DATA_DIR;
  try {
    const entries = await readdir(path.join(root, 'files'), { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [];
  }
}

async function attachmentRows(applicationId?: string) {
  const { db } = ctx.database;
  const query = db.select().from(attachments);
  return (applicationId ? query.where(eq(attachments.applicationId, applicationId)) : query).orderBy(
    asc(attachments.createdAt),
  );
}

async function tableCount(table: typeof attachments | typeof auditEvents | typeof applicationEvents) {
  return (await ctx.database.db.select({ n: count() }).from(table))[0].n;
}

/** Asserts that a refused upload left the tables and the file store as they were. */
async function expectNothingStored(action: () => Promise<void>) {
  const before = {
    files: await storedFiles(),
    rows: await tableCount(attachments),
    audit: await tableCount(auditEvents),
    events: await tableCount(applicationEvents),
  };
  await action();
  expect(await storedFiles()).toEqual(before.files);
  expect(await tableCount(attachments)).toBe(before.rows);
  expect(await tableCount(auditEvents)).toBe(before.audit);
  expect(await tableCount(applicationEvents)).toBe(before.events);
}

beforeAll(async () => {
  ctx = await testContext();
  court = (await signIn(ctx.app, 'court@demo.test')).token;
  church = (await signIn(ctx.app, 'church@demo.test')).token;
  citizen = (await signIn(ctx.app, 'citizen@demo.test')).token;
  officer = (await signIn(ctx.app, 'officer@demo.test')).token;
  finance = (await signIn(ctx.app, 'finance@demo.test')).token;
  otherCitizen = (await signedInUser(ctx.app)).token;
});

describe('POST /api/applications/:id/attachments', () => {
  it('accepts a PDF, records it in one transaction with an audit row and a timeline event', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const response = await upload(court, app.id, fileParts('DECREE', 'decree.pdf', PDF));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      applicationId: app.id,
      kind: 'DECREE',
      fileName: 'decree.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      deletedAt: null,
    });
    expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof response.body.createdAt).toBe('string');
    expect(response.body.sha256).toBeUndefined();

    const [row] = await attachmentRows(app.id);
    expect(row).toMatchObject({ kind: 'DECREE', size: PDF.length, deletedAt: null });
    expect(await ctx.app.files.has(row.sha256)).toBe(true);
    const [auditRow] = await ctx.database.db.select().from(auditEvents).where(eq(auditEvents.entityId, row.id));
    expect(auditRow.action).toBe('attachment.added');
    const events = await ctx.database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, app.id), eq(applicationEvents.action, 'attachment-added')));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ fromStatus: 'Draft', toStatus: 'Draft', comment: 'Court decree: decree.pdf' });
  });

  it('accepts JPEG and PNG by their content, whatever the declared type, and keeps the matching extension', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const jpeg = await upload(court, app.id, fileParts('OTHER', 'scan.jpeg', JPEG, 'application/octet-stream'));
    expect(jpeg.status).toBe(201);
    expect(jpeg.body).toMatchObject({ contentType: 'image/jpeg', fileName: 'scan.jpeg', size: JPEG.length });
    const png = await upload(court, app.id, fileParts('OTHER', 'photo.pdf', PNG, 'application/pdf'));
    expect(png.status).toBe(201);
    expect(png.body).toMatchObject({ contentType: 'image/png', fileName: 'photo.png' });
  });

  it('in a draft, replaces an earlier file of the same kind for good: its row and its content go', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const firstContent = Buffer.concat([PDF, Buffer.from(`% first ${randomBytes(8).toString('hex')}\n`)]);
    const first = await upload(court, app.id, fileParts('DECREE', 'first.pdf', firstContent));
    const firstHash = (await attachmentRows(app.id))[0].sha256;
    expect(await ctx.app.files.has(firstHash)).toBe(true);
    const second = await upload(
      court,
      app.id,
      fileParts('DECREE', 'second.pdf', Buffer.concat([PDF, Buffer.from('% v2\n')])),
    );
    expect(second.status).toBe(201);
    const rows = await attachmentRows(app.id);
    expect(rows.map((r) => r.id)).toEqual([second.body.id]);
    // Nobody but the applicant saw it: the store forgets it rather than fill up with every try.
    expect(await ctx.app.files.has(firstHash)).toBe(false);
    expect(await auditActions(first.body.id)).toEqual(['attachment.added']);

    expect((await listOf(court, app.id)).body.map((a: { id: string }) => a.id)).toEqual([second.body.id]);
    await submitted(court, app);
    expect((await listOf(officer, app.id, { includeDeleted: true })).body.map((a: { id: string }) => a.id)).toEqual([
      second.body.id,
    ]);
  });

  it('keeps the same bytes while another document names them', async () => {
    const app = await draft(citizen, 'MARITAL_STATUS_LETTER', {});
    const shared = Buffer.concat([PDF, Buffer.from(`% shared ${randomBytes(8).toString('hex')}\n`)]);
    const one = await upload(citizen, app.id, fileParts('OTHER', 'one.pdf', shared));
    const two = await upload(citizen, app.id, fileParts('OTHER', 'two.pdf', shared));
    const hash = (await attachmentRows(app.id))[0].sha256;
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/attachments/${one.body.id}`, token: citizen })).status,
    ).toBe(200);
    expect(await ctx.app.files.has(hash)).toBe(true);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/attachments/${two.body.id}/content`, token: citizen })).status,
    ).toBe(200);
    expect(
      (await call(ctx.app, { method: 'DELETE', url: `/api/attachments/${two.body.id}`, token: citizen })).status,
    ).toBe(200);
    expect(await ctx.app.files.has(hash)).toBe(false);
  });

  it('once the registry has seen the application, keeps a replaced file in its history', async () => {
    const applicant = await newCitizen(ctx.app);
    const id = await applicationIn(ctx.app, applicant, 'MARITAL_STATUS_LETTER', 'Corrections_Requested');
    const [earlier] = await attachmentRows(id);
    const replacement = await upload(
      applicant.token,
      id,
      fileParts(earlier.kind, 'clearer.pdf', Buffer.concat([PDF, Buffer.from('% clearer\n')])),
    );
    expect(replacement.status).toBe(201);
    const rows = await attachmentRows(id);
    expect(rows.find((r) => r.id === earlier.id)?.deletedAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === replacement.body.id)?.deletedAt).toBeNull();
    expect((await listOf(applicant.token, id)).body.map((a: { id: string }) => a.id)).toContain(replacement.body.id);
    const history = await listOf(officer, id, { includeDeleted: true });
    expect(history.body.map((a: { id: string }) => a.id)).toEqual(
      expect.arrayContaining([earlier.id, replacement.body.id]),
    );
    // The applicant cannot ask for the history.
    expect(
      (await listOf(applicant.token, id, { includeDeleted: true })).body.map((a: { id: string }) => a.id),
    ).not.toContain(earlier.id);
  });

  it('refuses with 413 a file that would take an application over 50 MB or an account over 200 MB, keeping nothing', async () => {
    const applicant = await newCitizen(ctx.app);
    const app = await draft(applicant.token, 'MARITAL_STATUS_LETTER', {});
    const small = (tag: string) => Buffer.concat([PDF, Buffer.from(`% ${tag} ${randomBytes(8).toString('hex')}\n`)]);
    // What the application already holds (earlier versions the registry keeps count too).
    const [held] = await ctx.database.db
      .insert(attachments)
      .values({
        applicationId: app.id,
        kind: 'OTHER',
        fileName: 'scans.pdf',
        contentType: 'application/pdf',
        size: MAX_APPLICATION_UPLOAD_BYTES - PDF.length,
        sha256: '1'.repeat(64),
        uploadedBy: applicant.userId,
        deletedAt: new Date(),
      })
      .returning();
    await expectNothingStored(async () => {
      const refused = await upload(applicant.token, app.id, fileParts('OTHER', 'one-more.pdf', small('app')));
      expect(refused.status).toBe(413);
      expect(refused.body.errors.file).toBe(ATTACHMENT_MESSAGES.applicationFull);
    });
    await ctx.database.db.update(attachments).set({ size: 1 }).where(eq(attachments.id, held.id));
    expect((await upload(applicant.token, app.id, fileParts('OTHER', 'fits.pdf', small('fits')))).status).toBe(201);

    // The account's other applications count towards its own quota.
    const other = await draft(applicant.token, 'MARITAL_STATUS_LETTER', {});
    await ctx.database.db.insert(attachments).values({
      applicationId: other.id,
      kind: 'OTHER',
      fileName: 'archive.pdf',
      contentType: 'application/pdf',
      size: MAX_ACCOUNT_UPLOAD_BYTES - PDF.length,
      sha256: '2'.repeat(64),
      uploadedBy: applicant.userId,
    });
    await expectNothingStored(async () => {
      const refused = await upload(applicant.token, app.id, fileParts('OTHER', 'over.pdf', small('account')));
      expect(refused.status).toBe(413);
      expect(refused.body.errors.file).toBe(ATTACHMENT_MESSAGES.accountFull);
    });
  });

  it('keeps several OTHER documents, at most 10', async () => {
    const app = await draft(citizen, 'MARITAL_STATUS_LETTER', {});
    for (let i = 0; i < 10; i += 1) {
      const ok = await upload(
        citizen,
        app.id,
        fileParts('OTHER', `evidence-${i}.pdf`, Buffer.concat([PDF, Buffer.from(`% ${i}\n`)])),
      );
      expect(ok.status).toBe(201);
    }
    const eleventh = await upload(citizen, app.id, fileParts('OTHER', 'one-more.pdf', PDF));
    expect(eleventh.status).toBe(409);
    expect((await listOf(citizen, app.id)).headers['content-range']).toBe('attachments 0-9/10');
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, storing nothing', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const exact = Buffer.alloc(MAX_ATTACHMENT_BYTES, 0x20);
    PDF.copy(exact);
    const ok = await upload(court, app.id, fileParts('DECREE', 'big.pdf', exact));
    expect(ok.status).toBe(201);
    expect(ok.body.size).toBe(MAX_ATTACHMENT_BYTES);

    const tooBig = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x41);
    PDF.copy(tooBig);
    await expectNothingStored(async () => {
      const refused = await upload(court, app.id, fileParts('DECREE', 'too-big.pdf', tooBig));
      expect(refused.status).toBe(413);
      expect(refused.body.message).toBe('The file is larger than 10 MB');
    });
    expect((await listOf(court, app.id)).body.map((a: { id: string }) => a.id)).toEqual([ok.body.id]);
  });

  it.each([
    ['a renamed executable', 'setup.pdf', EXE, 'application/pdf'],
    ['HTML', 'page.pdf', HTML, 'application/pdf'],
    ['SVG', 'image.png', SVG, 'image/png'],
    ['a zip (or office) file', 'letter.pdf', ZIP, 'application/pdf'],
    ['plain text', 'notes.jpg', Buffer.from('just some text, nothing else'), 'image/jpeg'],
  ])('refuses %s with 415 and stores nothing', async (_what, filename, content, declared) => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    await expectNothingStored(async () => {
      const refused = await upload(court, app.id, fileParts('DECREE', filename, content, declared));
      expect(refused.status).toBe(415);
      expect(refused.body).toMatchObject({
        message: 'Only PDF, JPEG or PNG files are accepted',
        errors: { file: 'Only PDF, JPEG or PNG files are accepted' },
      });
    });
  });

  it('refuses a picture of more than 50 megapixels from its header, before anything decodes it, and stores nothing', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    await expectNothingStored(async () => {
      const refused = await upload(
        court,
        app.id,
        fileParts('DECREE', 'decree.png', pngOfSize(12_000, 12_000), 'image/png'),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ file: ATTACHMENT_MESSAGES.tooManyPixels });
    });
  });

  it('refuses an empty file, a missing file, a missing or wrong kind with 400 and field messages', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    await expectNothingStored(async () => {
      const empty = await upload(court, app.id, fileParts('DECREE', 'empty.pdf', Buffer.alloc(0)));
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ message: 'The file is empty', errors: { file: 'The file is empty' } });

      const noFile = await upload(court, app.id, multipart([{ name: 'kind', value: 'DECREE' }]));
      expect(noFile.status).toBe(400);
      expect(noFile.body.errors).toEqual({ file: 'Choose a file' });

      const noKind = await upload(court, app.id, multipart([{ name: 'file', filename: 'd.pdf', content: PDF }]));
      expect(noKind.status).toBe(400);
      expect(noKind.body.errors).toEqual({ kind: 'Say which document this is' });

      const nothing = await upload(court, app.id, multipart([]));
      expect(nothing.status).toBe(400);
      expect(Object.keys(nothing.body.errors).sort()).toEqual(['file', 'kind']);

      for (const kind of ['PARTY_A_ID', 'NOT_A_KIND', '__proto__x']) {
        const wrong = await upload(court, app.id, fileParts(kind, 'd.pdf', PDF));
        expect(wrong.status).toBe(400);
        expect(wrong.body.errors.kind).toMatch(/DECREE, OTHER/);
      }
    });
  });

  it('issue 20 #24: refuses any document for a register search or a search report, which take none', async () => {
    const owner = await newCitizen(ctx.app);
    for (const [code, form] of [
      ['REGISTER_SEARCH', FORMS.REGISTER_SEARCH!],
      ['SEARCH_REPORT', { purpose: 'Succession cause E214 of 2026' }],
    ] as const) {
      const app = await draft(owner.token, code, form);
      await expectNothingStored(async () => {
        for (const kind of ['OTHER', 'DECREE']) {
          const refused = await upload(owner.token, app.id, fileParts(kind, 'd.pdf', PDF));
          expect(refused.status).toBe(400);
          expect(refused.body.errors).toEqual({ kind: 'This application takes no documents' });
        }
      });
    }
  });

  it('refuses two files, a non-multipart body and a broken form with clear answers', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const url = `/api/applications/${app.id}/attachments`;
    await expectNothingStored(async () => {
      const two = await upload(
        court,
        app.id,
        multipart([
          { name: 'kind', value: 'DECREE' },
          { name: 'file', filename: 'a.pdf', content: PDF },
          { name: 'file', filename: 'b.pdf', content: PDF },
        ]),
      );
      expect(two.status).toBe(400);
      expect(two.body.errors.file).toMatch(/one file/);

      const json = await call(ctx.app, {
        method: 'POST',
        url,
        token: court,
        payload: { kind: 'DECREE', file: PDF.toString('base64') },
      });
      expect(json.status).toBe(415);
      expect(json.body.message).toMatch(/multipart\/form-data/);

      const raw = await call(ctx.app, {
        method: 'POST',
        url,
        token: court,
        payload: PDF,
        headers: { 'content-type': 'application/pdf' },
      });
      expect(raw.status).toBe(415);
      expect(raw.body.message).toMatch(/multipart\/form-data/);

      const noBoundary = await call(ctx.app, {
        method: 'POST',
        url,
        token: court,
        payload: 'x',
        headers: { 'content-type': 'multipart/form-data' },
      });
      expect(noBoundary.status).toBe(400);

      const { payload, headers } = fileParts('DECREE', 'cut.pdf', PDF);
      const cut = await call(ctx.app, {
        method: 'POST',
        url,
        token: court,
        payload: payload.subarray(0, payload.length - 40),
        headers,
      });
      expect(cut.status).toBe(400);
    });
  });

  it('keeps a safe base name whatever path tricks the name holds, and writes only by hash inside the store', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const cases: [string, string | RegExp][] = [
      ['../../etc/passwd', 'passwd.pdf'],
      ['..\\..\\windows\\system32\\evil.pdf', 'evil.pdf'],
      ['/absolute/path/decree.PDF', 'decree.pdf'],
      ['nul\u0000byte\u0001control.pdf', 'nulbytecontrol.pdf'],
      ['..', 'document.pdf'],
      ['.htaccess', 'htaccess.pdf'],
      ['report.exe', 'report.pdf'],
      ['quote"semi;colon.pdf', 'quote_semi_colon.pdf'],
      [`${'a'.repeat(300)}.pdf`, `${'a'.repeat(100)}.pdf`],
      ['\u202egnp.exe', 'gnp.pdf'],
    ];
    const before = await storedFiles();
    for (const [index, [name, expected]] of cases.entries()) {
      const content = Buffer.concat([PDF, Buffer.from(`% trick ${index} ${randomBytes(8).toString('hex')}\n`)]);
      const response = await upload(court, app.id, fileParts('OTHER', name, content));
      expect(response.status).toBe(201);
      expect(response.body.fileName).toEqual(expected);
      expect([...response.body.fileName].some((c: string) => c === '/' || c === '\\' || c.charCodeAt(0) < 32)).toBe(
        false,
      );
    }
    const added = (await storedFiles()).filter((file) => !before.includes(file));
    expect(added).toHaveLength(cases.length);
    const stored =
      ctx.app.config.FILE_STORE === 'database' ? /^[0-9a-f]{64}$/ : /^files\/[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{64}$/;
    for (const file of added) expect(file).toMatch(stored);
    const everything = await readdir(ctx.app.config.DATA_DIR, { recursive: true }).catch(() => [] as string[]);
    expect(everything.filter((name) => /passwd|evil|htaccess/.test(String(name)))).toEqual([]);
  });

  it('lets only the applicant upload, and only while the application may change', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    await expectNothingStored(async () => {
      expect((await upload(otherCitizen, app.id, fileParts('DECREE', 'd.pdf', PDF))).status).toBe(404);
      expect((await upload(church, app.id, fileParts('DECREE', 'd.pdf', PDF))).status).toBe(404);
      expect((await upload(finance, app.id, fileParts('DECREE', 'd.pdf', PDF))).status).toBe(404);
      // A draft is private to its applicant: staff do not see it at all.
      expect((await upload(officer, app.id, fileParts('DECREE', 'd.pdf', PDF))).status).toBe(404);
      const anonymous = await call(ctx.app, {
        method: 'POST',
        url: `/api/applications/${app.id}/attachments`,
        ...fileParts('DECREE', 'd.pdf', PDF),
      });
      expect(anonymous.status).toBe(401);
      expect(
        (await upload(court, '00000000-0000-4000-8000-000000000000', fileParts('DECREE', 'd.pdf', PDF))).status,
      ).toBe(404);
    });
    expect((await upload(court, app.id, fileParts('DECREE', 'd.pdf', PDF))).status).toBe(201);
    await submitted(court, app);
    await expectNothingStored(async () => {
      const staff = await upload(
        officer,
        app.id,
        fileParts('OTHER', 'staff.pdf', Buffer.concat([PDF, Buffer.from('% staff\n')])),
      );
      expect(staff.status).toBe(403);
      expect(staff.body.message).toBe('Only the applicant can change the documents of this application');
    });
  });
});

describe('reading, downloading and removing attachments', () => {
  it('lists, shows and downloads for the applicant and readable staff, never for others', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const added = await upload(court, app.id, fileParts('DECREE', 'Décret "final".pdf', PDF));
    expect(added.status).toBe(201);
    expect(added.body.fileName).toBe('Décret _final_.pdf');
    const id = added.body.id as string;
    await submitted(court, app);

    for (const token of [court, officer]) {
      const list = await listOf(token, app.id);
      expect(list.status).toBe(200);
      expect(list.headers['content-range']).toBe('attachments 0-0/1');
      expect(list.body).toEqual([
        expect.objectContaining({ id, kind: 'DECREE', contentType: 'application/pdf', size: PDF.length }),
      ]);

      const one = await call(ctx.app, { method: 'GET', url: `/api/attachments/${id}`, token });
      expect(one.status).toBe(200);
      expect(one.body.id).toBe(id);

      const content = await ctx.app.inject({
        method: 'GET',
        url: `/api/attachments/${id}/content`,
        headers: { authorization: token },
      });
      expect(content.statusCode).toBe(200);
      expect(content.rawPayload.equals(PDF)).toBe(true);
      expect(content.headers['content-type']).toBe('application/pdf');
      expect(content.headers['x-content-type-options']).toBe('nosniff');
      expect(content.headers['content-disposition']).toBe(
        `inline; filename="Decret _final_.pdf"; filename*=UTF-8''${encodeURIComponent('Décret _final_.pdf')}`,
      );
    }

    for (const token of [otherCitizen, church, finance]) {
      expect((await listOf(token, app.id)).status).toBe(404);
      expect((await call(ctx.app, { method: 'GET', url: `/api/attachments/${id}`, token })).status).toBe(404);
      expect((await call(ctx.app, { method: 'GET', url: `/api/attachments/${id}/content`, token })).status).toBe(404);
      expect((await call(ctx.app, { method: 'DELETE', url: `/api/attachments/${id}`, token })).status).toBe(404);
    }
    expect((await call(ctx.app, { method: 'GET', url: `/api/attachments/${id}/content` })).status).toBe(401);
  });

  it('asks for the application in the list filter', async () => {
    const missing = await call(ctx.app, { method: 'GET', url: '/api/attachments', token: court });
    expect(missing.status).toBe(400);
    expect(missing.body.errors['filter.applicationId']).toBeDefined();
    const bad = await call(ctx.app, {
      method: 'GET',
      url: `/api/attachments?filter=${encodeURIComponent('{"applicationId":"x"}')}`,
      token: court,
    });
    expect(bad.status).toBe(400);
  });

  it('lets the applicant remove a document of a draft (gone for good, the audit remembers it); staff cannot', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const added = await upload(court, app.id, fileParts('DECREE', 'd.pdf', PDF));
    const url = `/api/attachments/${added.body.id}`;

    expect((await call(ctx.app, { method: 'DELETE', url, token: officer })).status).toBe(404);
    const removed = await call(ctx.app, { method: 'DELETE', url, token: court });
    expect(removed.status).toBe(200);
    expect(removed.body.deletedAt).toEqual(expect.any(String));
    expect(await attachmentRows(app.id)).toEqual([]);
    expect((await listOf(court, app.id)).body).toEqual([]);
    expect((await call(ctx.app, { method: 'DELETE', url, token: court })).status).toBe(404);
    expect((await call(ctx.app, { method: 'GET', url: `${url}/content`, token: court })).status).toBe(404);
    const [auditRow] = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, added.body.id), eq(auditEvents.action, 'attachment.removed')));
    expect(auditRow.before).toMatchObject({ fileName: 'd.pdf', discarded: true });

    // Once submitted, staff see the documents and can open them, but cannot remove anything.
    const again = await upload(
      court,
      app.id,
      fileParts('DECREE', 'd2.pdf', Buffer.concat([PDF, Buffer.from('% 2\n')])),
    );
    await submitted(court, app);
    expect(
      (await call(ctx.app, { method: 'GET', url: `/api/attachments/${again.body.id}/content`, token: officer })).status,
    ).toBe(200);
    expect((await listOf(officer, app.id, { includeDeleted: true })).body).toHaveLength(1);
    const staffRemove = await call(ctx.app, {
      method: 'DELETE',
      url: `/api/attachments/${again.body.id}`,
      token: officer,
    });
    expect(staffRemove.status).toBe(403);
  });
});

describe('documents and submit', () => {
  it('refuses to submit without the required decree, accepts once it is uploaded, then freezes the documents', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const submitUrl = `/api/applications/${app.id}/submit`;

    const refused = await call(ctx.app, {
      method: 'POST',
      url: submitUrl,
      token: court,
      payload: { version: app.version },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toMatchObject({ 'attachments.DECREE': 'Attach this document' });

    const decree = await upload(court, app.id, fileParts('DECREE', 'decree.pdf', PDF));
    expect(decree.status).toBe(201);
    await submitted(court, app);

    await expectNothingStored(async () => {
      const late = await upload(
        court,
        app.id,
        fileParts('OTHER', 'late.pdf', Buffer.concat([PDF, Buffer.from('% late\n')])),
      );
      expect(late.status).toBe(409);
      expect(late.body.message).toMatch(/Submitted/);
      const remove = await call(ctx.app, { method: 'DELETE', url: `/api/attachments/${decree.body.id}`, token: court });
      expect(remove.status).toBe(409);
    });
    expect((await listOf(court, app.id)).body).toHaveLength(1);
    expect((await listOf(officer, app.id)).body).toHaveLength(1);
  });

  it('counts a removed document as missing at submit', async () => {
    const app = await draft(court, 'DIVORCE_RETURN', await divorceForm());
    const decree = await upload(court, app.id, fileParts('DECREE', 'decree.pdf', PDF));
    await call(ctx.app, { method: 'DELETE', url: `/api/attachments/${decree.body.id}`, token: court });
    const refused = await call(ctx.app, {
      method: 'POST',
      url: `/api/applications/${app.id}/submit`,
      token: court,
      payload: { version: app.version },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors['attachments.DECREE']).toBe('Attach this document');
  });
});
