import { createHash } from 'node:crypto';
import { desc, eq, inArray } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { pngChunk, sealPng } from '../../src/server/db/seed/stamp-image.js';
import { STAMP_MESSAGES } from '../../src/shared/contracts/certification.js';
import { pngOfSize, sealJpeg } from './image-support.js';
import { certificateStamps, documents, invoices, marriages, registerBooks } from '../../src/server/db/schema/index.js';
import { certificateStampSchema, myRegisterEntrySchema } from '../../src/shared/contracts/certification.js';
import { COPY_MESSAGES } from '../../src/shared/services/certified-copy.js';
import { createDraft, current, markPaid, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import { renderDocumentPdf } from '../../src/server/modules/documents/pdf.js';
import { marriedCitizen, submittedCopy, uploadStamp, type CopyOutcome } from './copy-support.js';
import { pdfContent } from './pdf-text.js';
import {
  completedSearch,
  newOrganisation,
  printed as pdfPrints,
  searcher,
  uniqueEntry,
  uniqueName,
} from './report-support.js';

const JPEG = sealJpeg();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

describe('the certificate stamp', () => {
  it('the Registrar General uploads a PNG stamp and its signatory: the newest is current, earlier ones kept, each image readable', async () => {
    const { app } = await testContext();
    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    const first = await uploadStamp(app, rg, { signatoryName: 'Esther Wambui', signatoryTitle: 'Registrar General' });
    expect(first.status).toBe(201);
    const second = await uploadStamp(app, rg, {
      image: sealPng(120, [20, 40, 160]),
      signatoryName: 'Joseph Kiplagat',
      signatoryTitle: 'Acting Registrar General',
    });
    expect(second.status).toBe(201);
    expect(certificateStampSchema.parse(second.body.data)).toMatchObject({
      signatoryName: 'Joseph Kiplagat',
      contentType: 'image/png',
      current: true,
      uploadedByName: 'Esther Wambui',
    });
    const newest = await call(app, { method: 'GET', url: '/api/certificate-stamps/current', token: rg });
    expect(newest.body.data.id).toBe(second.body.data.id);
    const list = await call(app, { method: 'GET', url: '/api/certificate-stamps', token: rg });
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: second.body.data.id, current: true });
    expect(list.body.find((s: { id: string }) => s.id === first.body.data.id)).toMatchObject({ current: false });
    expect(list.headers['content-range']).toMatch(/^certificate-stamps 0-\d+\/\d+$/);
    const image = await call(app, {
      method: 'GET',
      url: `/api/certificate-stamps/${first.body.data.id}/image`,
      token: rg,
    });
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('accepts JPEG; refuses another type by content (whatever it is called), an empty signatory, and an image over 1 MB', async () => {
    const { app, database } = await testContext();
    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    const before = (await database.db.select().from(certificateStamps)).length;
    expect((await uploadStamp(app, rg, { image: JPEG, contentType: 'image/jpeg' })).status).toBe(201);
    const pdf = await uploadStamp(app, rg, { image: PDF, contentType: 'image/png' });
    expect(pdf.status).toBe(400);
    expect(pdf.body.errors.image).toBe('The stamp must be a PNG or JPEG image');
    const unnamed = await uploadStamp(app, rg, { signatoryName: '  ', signatoryTitle: '' });
    expect(unnamed.status).toBe(400);
    expect(Object.keys(unnamed.body.errors)).toEqual(expect.arrayContaining(['signatoryName', 'signatoryTitle']));
    // A small file that would decode to 12,000 x 12,000 pixels (576 MB) on every certified copy: refused from its header.
    const bomb = await uploadStamp(app, rg, { image: pngOfSize(12_000, 12_000) });
    expect(bomb.status).toBe(400);
    expect(bomb.body.errors.image).toBe(STAMP_MESSAGES.tooManyPixels);
    const big = await uploadStamp(app, rg, { image: Buffer.concat([sealPng(), Buffer.alloc(1024 * 1024 + 10)]) });
    expect(big.status).toBe(413);
    expect(big.body.errors.image).toBe('The stamp image must be at most 1 MB');
    expect((await database.db.select().from(certificateStamps)).length).toBe(before + 1);
  });

  it('refuses an image that is cut off or damaged (a cut-off PNG would stop the process drawing the copies): nothing is kept', async () => {
    const { app, database } = await testContext();
    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    const stamps = async () => (await database.db.select().from(certificateStamps)).length;
    const before = await stamps();
    const seal = sealPng();
    const badCrc = Buffer.from(seal);
    badCrc[seal.length - 20] ^= 0xff; // a byte of the image data: its chunk's CRC no longer matches
    const noInflate = Buffer.concat([
      seal.subarray(0, 33), // the signature and the header
      pngChunk('IDAT', Buffer.from('these bytes are no deflate stream')),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    const damaged = [
      { what: 'a PNG cut off', image: seal.subarray(0, 300), contentType: 'image/png' },
      { what: 'a PNG with a wrong CRC', image: badCrc, contentType: 'image/png' },
      { what: 'a PNG whose image data does not inflate', image: noInflate, contentType: 'image/png' },
      { what: 'a JPEG cut off', image: JPEG.subarray(0, JPEG.length - 30), contentType: 'image/jpeg' },
    ];
    for (const { what, image, contentType } of damaged) {
      const refused = await uploadStamp(app, rg, { image, contentType });
      expect({ what, status: refused.status, errors: refused.body.errors }).toEqual({
        what,
        status: 400,
        errors: { image: STAMP_MESSAGES.damaged },
      });
      expect(await app.files.has(createHash('sha256').update(image).digest('hex'))).toBe(false);
    }
    expect(await stamps()).toBe(before);
    // Said in Swahili to a reader who asks for it.
    const swahili = await uploadStamp(app, rg, { image: seal.subarray(0, 300), language: 'sw' });
    expect(swahili.body.errors).toEqual({ image: 'Picha ya muhuri imeharibika au haijakamilika: ipakie tena' });
  });

  it('only the Registrar General uploads (the admin too is refused); settings readers read; others and citizens may not', async () => {
    const { app } = await testContext();
    for (const role of ['OFFICER', 'DIRECTOR', 'MINISTER', 'ADMIN', 'FINANCE'] as const) {
      const token = await tokenOf(app, STAFF[role]);
      expect({ role, status: (await uploadStamp(app, token)).status }).toEqual({ role, status: 403 });
    }
    const citizen = await newCitizen(app);
    expect((await uploadStamp(app, citizen.token)).status).toBe(403);
    const readers = {
      OFFICER: 403,
      DIRECTOR: 403,
      REGISTRAR_GENERAL: 200,
      MINISTER: 403,
      ADMIN: 200,
      FINANCE: 200,
    } as const;
    for (const role of Object.keys(readers) as (keyof typeof readers)[]) {
      const token = await tokenOf(app, STAFF[role]);
      expect({
        role,
        status: (await call(app, { method: 'GET', url: '/api/certificate-stamps', token })).status,
      }).toEqual({ role, status: readers[role] });
    }
    expect(
      (await call(app, { method: 'GET', url: '/api/certificate-stamps/current', token: citizen.token })).status,
    ).toBe(403);
  });
});

describe('ordering certified copies', () => {
  it("lists the applicant's own register entries only (names, number, day, district)", async () => {
    const { app } = await testContext();
    const { applicant, entry } = await marriedCitizen(app);
    const mine = await call(app, { method: 'GET', url: '/api/my-register-entries', token: applicant.token });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
    expect(myRegisterEntrySchema.parse(mine.body.data[0])).toEqual({
      registrationNumber: entry.registrationNumber,
      certificateDocumentId: null,
      partyAName: 'Peter Mwangi Kariuki',
      partyBName: 'The applicant',
      marriedOn: '2020-02-14',
      district: '001',
      districtName: expect.any(String),
      particulars: expect.objectContaining({ PARTY_B_NAME: 'The applicant' }),
    });
    const other = await newCitizen(app);
    expect((await call(app, { method: 'GET', url: '/api/my-register-entries', token: other.token })).body.data).toEqual(
      [],
    );
  });

  it('refuses at submit an entry the applicant is not party to, with a field message, and nothing moves', async () => {
    const { app } = await testContext();
    const { entry } = await marriedCitizen(app);
    const stranger = await newCitizen(app);
    const draft = await createDraft(app, stranger.token, 'CERTIFIED_COPY', {
      registerEntryNumber: entry.registrationNumber,
      copies: 1,
      purpose: 'Curiosity',
    });
    const refused = await step(app, stranger.token, draft.id, 'submit');
    expect(refused.status).toBe(400);
    expect(refused.body.errors['formData.registerEntryNumber']).toMatch(/only of a register entry you are party to/);
    expect((await current(draft.id)).status).toBe('Draft');
    const unknown = await createDraft(app, stranger.token, 'CERTIFIED_COPY', {
      registerEntryNumber: 'MC/047/1999/000000',
      copies: 1,
      purpose: 'Curiosity',
    });
    expect(
      (await step(app, stranger.token, unknown.id, 'submit')).body.errors['formData.registerEntryNumber'],
    ).toBeDefined();
  });

  it('charges the copies beyond the first as extra certified copies', async () => {
    const { app, database } = await testContext();
    const { applicant, entry } = await marriedCitizen(app);
    const draft = await createDraft(app, applicant.token, 'CERTIFIED_COPY', {
      registerEntryNumber: entry.registrationNumber.toLowerCase(),
      copies: 3,
      purpose: 'Spousal visa application',
    });
    expect((await step(app, applicant.token, draft.id, 'submit')).status).toBe(200);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.applicationId, draft.id));
    expect(invoice.lines.find((l) => l.code === 'EXTRA_CERTIFIED_COPY')).toMatchObject({ quantity: 2, amount: 2100 });
    expect(invoice.lines.find((l) => l.code === 'CERTIFIED_COPY')).toMatchObject({ quantity: 1, amount: 1050 });
  });
});

describe("the copies issued on the director's approval", () => {
  it('without a current stamp the approval is refused (409) and nothing is issued', async () => {
    const { app, database } = await testContext();
    const { id } = await submittedCopy(app, 1);
    await walkTo(app, id, 'DIRECTOR');
    const kept = await database.db.select().from(certificateStamps);
    await database.db.delete(certificateStamps);
    try {
      const director = await tokenOf(app, STAFF.DIRECTOR);
      expect((await step(app, director, id, 'claim')).status).toBe(200);
      const refused = await step(app, director, id, 'approve');
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/no certificate stamp.*Registrar General/);
      const row = await current(id);
      expect({ status: row.status, stage: row.stage }).toEqual({ status: 'Pending', stage: 'DIRECTOR' });
      expect(await database.db.select().from(documents).where(eq(documents.applicationId, id))).toEqual([]);
    } finally {
      if (kept.length) await database.db.insert(certificateStamps).values(kept);
    }
  });

  it('issues one stamped PDF per copy, numbered CC/yyyy/nnnnnn-k, each genuine on /verify and downloadable by the applicant', async () => {
    const { app, database } = await testContext();
    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    expect(
      (
        await uploadStamp(app, rg, {
          signatoryName: 'Esther Wambui Kamau',
          signatoryTitle: 'Registrar General of Marriages',
        })
      ).status,
    ).toBe(201);
    const atOfficer = await submittedCopy(app, 2);
    expect((await walkTo(app, atOfficer.id, 'DIRECTOR')).outcome).toBeNull();
    const row = await walkTo(app, atOfficer.id, 'Approved');
    const outcome = row.outcome as {
      registrationNumber: string;
      copies: { number: string; documentId: string }[];
      signatoryName: string;
    };
    expect(outcome.registrationNumber).toBe(atOfficer.entry.registrationNumber);
    expect(outcome.signatoryName).toBe('Esther Wambui Kamau');
    expect(outcome.copies).toHaveLength(2);
    const base = outcome.copies[0].number.replace(/-1$/, '');
    expect(base).toMatch(/^CC\/\d{4}\/\d{6}$/);
    expect(outcome.copies.map((c) => c.number)).toEqual([`${base}-1`, `${base}-2`]);
    const docs = await database.db
      .select()
      .from(documents)
      .where(
        inArray(
          documents.id,
          outcome.copies.map((c) => c.documentId),
        ),
      );
    expect(docs.map((d) => d.kind)).toEqual(['CERTIFIED_COPY', 'CERTIFIED_COPY']);
    // Each copy states the entry's book (read with the entry since issue 22).
    const [entry] = await database.db
      .select({ bookNumber: registerBooks.bookNumber })
      .from(marriages)
      .innerJoin(registerBooks, eq(registerBooks.id, marriages.bookId))
      .where(eq(marriages.registrationNumber, atOfficer.entry.registrationNumber));
    for (const doc of docs)
      expect(JSON.stringify(doc.content)).toContain(
        JSON.stringify({ label: 'Register book', value: entry.bookNumber }).slice(1, -1),
      );
    for (const doc of docs) {
      const verified = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
      expect(verified.body.data).toMatchObject({
        genuine: true,
        kind: 'CERTIFIED_COPY',
        number: doc.number,
        revoked: false,
      });
      const pdf = await app.inject({
        method: 'GET',
        url: `/api/documents/${doc.id}/pdf`,
        headers: { authorization: atOfficer.applicant.token },
      });
      expect(pdf.statusCode).toBe(200);
      const bytes = pdf.rawPayload;
      const text = pdfContent(bytes);
      // The stamp image is embedded (an image and its transparency mask; the QR code is drawn) and the signatory is printed.
      expect((text.match(/\/Subtype \/Image/g) ?? []).length).toBe(2);
      const printed = (words: string) => Buffer.from(words, 'latin1').toString('hex').toUpperCase();
      expect(text).toContain(printed('Esther Wambui Kamau'));
      expect(text).toContain(printed('Registrar General of Marriages'));
      expect(text).toContain(printed(atOfficer.entry.registrationNumber));
      expect((await PDFDocument.load(bytes)).getPageCount()).toBeGreaterThan(0);
    }
  });

  it("a stamp stored damaged (before uploads were read whole) fails its copies' drawing at once: their download answers as for a missing file", async () => {
    const { app, database } = await testContext();
    const image = sealPng().subarray(0, 300); // cut off: pdf-lib's decoder would never return from it
    const stored = await app.files.put(image);
    const [newest] = await database.db
      .select()
      .from(certificateStamps)
      .orderBy(desc(certificateStamps.uploadedAt))
      .limit(1);
    const [damaged] = await database.db
      .insert(certificateStamps)
      .values({
        contentType: 'image/png',
        sha256: stored.sha256,
        size: stored.size,
        signatoryName: 'Esther Wambui Kamau',
        signatoryTitle: 'Registrar General of Marriages',
        uploadedAt: new Date((newest?.uploadedAt.getTime() ?? Date.now()) + 60_000),
      })
      .returning();
    try {
      const submitted = await submittedCopy(app, 1);
      const row = await walkTo(app, submitted.id, 'Approved');
      const [copy] = (row.outcome as CopyOutcome).copies;
      await app.documentRenderer.settled();
      const started = performance.now();
      const download = await app.inject({
        method: 'GET',
        url: `/api/documents/${copy.documentId}/pdf`,
        headers: { authorization: submitted.applicant.token },
      });
      expect(performance.now() - started).toBeLessThan(5_000);
      expect(download.statusCode).toBe(404);
      expect(download.json().message).toBe('The file of this document is missing; ask the registry to issue it again');
      const [doc] = await database.db.select().from(documents).where(eq(documents.id, copy.documentId));
      expect(doc.sha256).toBeNull();
    } finally {
      await database.db.delete(certificateStamps).where(eq(certificateStamps.id, damaged.id));
    }
  });

  it('a document without a stamp (every other kind) carries no image (its QR code is drawn)', async () => {
    const content = {
      office: 'Office',
      title: 'Receipt',
      number: 'RCT/1',
      issuedOn: '01-01-2026',
      issuedByName: null,
      lines: ['Paid'],
      verifyUrl: 'http://x/verify/A',
      code: 'A'.repeat(20),
    };
    const images = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;
    const plain = await renderDocumentPdf(content, new Date());
    const stamped = await renderDocumentPdf(
      { ...content, stamp: { image: sealPng(), contentType: 'image/png', signatoryName: 'S', signatoryTitle: 'T' } },
      new Date(),
    );
    expect(images(plain)).toBe(0);
    expect(images(stamped)).toBe(2);
  });
});

describe("copies of an entry found in the applicant's search", () => {
  const copyForm = (registerEntryNumber: string, searchReference: string | null) => ({
    registerEntryNumber,
    copies: 1,
    purpose: 'Succession: the court asks for a certified copy',
    searchReference,
  });

  it('a citizen who is no party to the entry orders it from their completed search; the copy says which search found it', async () => {
    const { app } = await testContext();
    const { applicant, entry, search } = await searcher(app);
    const draft = await createDraft(
      app,
      applicant.token,
      'CERTIFIED_COPY',
      copyForm(entry.registrationNumber, search.reference),
    );
    expect((await step(app, applicant.token, draft.id, 'submit')).status).toBe(200);
    await markPaid(draft.id);
    const row = await walkTo(app, draft.id, 'Approved');
    const outcome = row.outcome as CopyOutcome;
    expect(outcome.registrationNumber).toBe(entry.registrationNumber);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/documents/${outcome.copies[0].documentId}/pdf`,
      headers: { authorization: applicant.token },
    });
    expect(pdfPrints(pdf.rawPayload, search.reference)).toBe(true);
    expect(pdfPrints(pdf.rawPayload, 'Certified true copy')).toBe(true);
  });

  it('without naming the search: any completed search of theirs that found it will do; a citizen without an ID number too', async () => {
    const { app } = await testContext();
    const unverified = await newCitizen(app, { verified: false });
    const { entry } = await searcher(app, unverified);
    const draft = await createDraft(app, unverified.token, 'CERTIFIED_COPY', copyForm(entry.registrationNumber, null));
    expect((await step(app, unverified.token, draft.id, 'submit')).status).toBe(200);
  });

  it("refuses another's search, a search not completed, and an entry the search did not find, each with its message", async () => {
    const { app } = await testContext();
    const { entry, search } = await searcher(app);
    const stranger = await newCitizen(app);
    const theirs = await createDraft(
      app,
      stranger.token,
      'CERTIFIED_COPY',
      copyForm(entry.registrationNumber, search.reference),
    );
    const refused = await step(app, stranger.token, theirs.id, 'submit');
    expect(refused.status).toBe(400);
    expect(refused.body.errors['formData.searchReference']).toBe(COPY_MESSAGES.notYourSearch);
    const waiting = await completedSearch(app, stranger, uniqueName(), 'Submitted');
    const early = await createDraft(
      app,
      stranger.token,
      'CERTIFIED_COPY',
      copyForm(entry.registrationNumber, waiting.reference),
    );
    expect((await step(app, stranger.token, early.id, 'submit')).body.errors['formData.searchReference']).toBe(
      COPY_MESSAGES.searchNotCompleted,
    );
    const own = await searcher(app, stranger);
    const other = await createDraft(
      app,
      stranger.token,
      'CERTIFIED_COPY',
      copyForm(entry.registrationNumber, own.search.reference),
    );
    const notFound = await step(app, stranger.token, other.id, 'submit');
    expect(notFound.body.errors['formData.registerEntryNumber']).toBe(
      COPY_MESSAGES.notFoundInSearch(own.search.reference),
    );
    // Not party, and found by no search of theirs: refused as before.
    const plain = await createDraft(app, stranger.token, 'CERTIFIED_COPY', copyForm(entry.registrationNumber, null));
    expect((await step(app, stranger.token, plain.id, 'submit')).body.errors['formData.registerEntryNumber']).toBe(
      COPY_MESSAGES.notParty,
    );
    for (const id of [theirs.id, early.id, other.id, plain.id]) expect((await current(id)).status).toBe('Draft');
  });

  it('an organisation orders copies of an entry its search found, and of no other entry', async () => {
    const { app } = await testContext();
    const church = { token: await tokenOf(app, 'church@demo.test'), userId: '', email: 'church@demo.test' };
    const { entry, spouse } = await uniqueEntry();
    const search = await completedSearch(app, church, spouse);
    const draft = await createDraft(
      app,
      church.token,
      'CERTIFIED_COPY',
      copyForm(entry.registrationNumber, search.reference),
    );
    expect((await step(app, church.token, draft.id, 'submit')).status).toBe(200);
    await markPaid(draft.id);
    const outcome = (await walkTo(app, draft.id, 'Approved')).outcome as CopyOutcome;
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/documents/${outcome.copies[0].documentId}/pdf`,
          token: church.token,
        })
      ).status,
    ).toBe(200);
    const { entry: unfound } = await uniqueEntry();
    const refused = await createDraft(app, church.token, 'CERTIFIED_COPY', copyForm(unfound.registrationNumber, null));
    const answer = await step(app, church.token, refused.id, 'submit');
    expect(answer.status).toBe(400);
    expect(answer.body.errors['formData.registerEntryNumber']).toBe(COPY_MESSAGES.organisationNotFound);
    const other = await newOrganisation(app);
    const foreign = await createDraft(
      app,
      other.token,
      'CERTIFIED_COPY',
      copyForm(entry.registrationNumber, search.reference),
    );
    expect((await step(app, other.token, foreign.id, 'submit')).body.errors['formData.searchReference']).toBe(
      COPY_MESSAGES.notYourSearch,
    );
  });
});
