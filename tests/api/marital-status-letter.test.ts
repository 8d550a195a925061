// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maritalStatusLetters } from '../../src/server/modules/letters/schema.js';
import { addDays, addMonths, endOfNairobiDay, nairobiDate } from '../../src/shared/dates.js';
import { maritalStatusLetterSchema } from '../../src/shared/services/marital-status-letter/api.js';
import {
  attachRequired,
  createDraft,
  current,
  documentOf,
  newCitizen,
  setStaffRole,
  STAFF,
  step,
  tokenOf,
} from './app-support.js';
import { call, outboxRows, testContext } from './helpers.js';
import { listUrl, walkTo } from './licence-support.js';
import { dissolve, issuedLetter, letterForm, registerEntry, submittedLetter } from './letter-support.js';

describe('submitting a marital status letter', () => {
  it('is refused to an applicant without a verified ID number, pointing to onboarding, and nothing moves', async () => {
    const { app } = await testContext();
    const unverified = await newCitizen(app, { verified: false });
    const draft = await createDraft(app, unverified.token, 'MARITAL_STATUS_LETTER', letterForm());
    await attachRequired(draft.id);
    const refused = await step(app, unverified.token, draft.id, 'submit');
    expect(refused.status).toBe(400);
    expect(refused.body.errors.identity).toMatch(/your own verified identity.*ID number.*onboarding/);
    expect((await current(draft.id)).status).toBe('Draft');
  });

  it('asks for the registry office, the copy of the ID and the passport photo', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const draft = await createDraft(app, applicant.token, 'MARITAL_STATUS_LETTER', { purpose: 'Visa for Canada' });
    const refused = await step(app, applicant.token, draft.id, 'submit');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(expect.arrayContaining(['formData.district']));
    const complete = await createDraft(app, applicant.token, 'MARITAL_STATUS_LETTER', letterForm());
    const missing = await step(app, applicant.token, complete.id, 'submit');
    expect(missing.body.errors).toMatchObject({
      'attachments.APPLICANT_ID': 'Attach this document',
      'attachments.APPLICANT_PHOTO': 'Attach this document',
    });
    expect(missing.body.errors.identity).toBeUndefined();
  });
});

describe('the letter issued on the director’s approval', () => {
  it('no entry: numbered MSL/yyyy/nnnnnn, valid three months to the end of the Nairobi day, verifiable, the applicant told', async () => {
    const { app } = await testContext();
    const { applicant, id } = await submittedLetter(app);
    // The officer's approval sends it to the director: no letter yet.
    const atDirector = await walkTo(app, id, 'DIRECTOR');
    expect(atDirector.outcome).toBeNull();
    const row = await walkTo(app, id, 'Approved');
    const outcome = row.outcome as Record<string, string | null>;
    expect(outcome).toMatchObject({
      finding: 'NONE',
      registrationNumber: null,
      marriedOn: null,
      marriageDistrict: null,
    });
    expect(outcome.letterNumber).toMatch(/^MSL\/\d{4}\/\d{6}$/);
    const doc = await documentOf(String(outcome.documentId));
    expect(doc).toMatchObject({
      kind: 'MARITAL_STATUS_LETTER',
      number: outcome.letterNumber,
      applicationId: id,
      ownerId: applicant.userId,
    });
    const issuedOn = nairobiDate(doc.issuedAt);
    expect(outcome.validUntil).toBe(endOfNairobiDay(addDays(addMonths(issuedOn, 3), -1)).toISOString());
    const verified = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
    expect(verified.body.data).toMatchObject({
      genuine: true,
      kind: 'MARITAL_STATUS_LETTER',
      number: outcome.letterNumber,
      revoked: false,
    });
    const told = (await outboxRows(applicant.userId)).filter((m) => m.kind === 'MARITAL_STATUS_LETTER_ISSUED');
    expect(told.length).toBeGreaterThan(0);
    expect(JSON.stringify(told[0])).toContain('the register holds no marriage of yours');
    // The applicant downloads it.
    const download = await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf`, token: applicant.token });
    expect(download.status).toBe(200);
    // The holder reads the letter as the registry keeps it.
    const [letter] = await (await testContext()).database.db
      .select()
      .from(maritalStatusLetters)
      .where(eq(maritalStatusLetters.applicationId, id));
    expect(letter).toMatchObject({ idNumber: applicant.idNumber, finding: 'NONE', district: '047' });
    const own = await call(app, {
      method: 'GET',
      url: `/api/marital-status-letters/${letter.id}`,
      token: applicant.token,
    });
    expect(own.status).toBe(200);
    expect(maritalStatusLetterSchema.parse(own.body.data)).toMatchObject({
      number: outcome.letterNumber,
      status: 'VALID',
      finding: 'NONE',
      districtName: 'Nairobi',
    });
  });

  it('married: the subsisting entry (registration number, date, district) as the register holds it at approval', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { id } = await submittedLetter(app, applicant);
    await walkTo(app, id, 'DIRECTOR');
    // Married while the letter waited at the director: the letter states the register at approval.
    const entry = await registerEntry(applicant.idNumber!, {
      district: '001',
      celebratedAt: new Date('2021-03-20T07:30:00Z'),
    });
    const row = await walkTo(app, id, 'Approved');
    expect(row.outcome).toMatchObject({
      finding: 'MARRIED',
      registrationNumber: entry.registrationNumber,
      marriedOn: '2021-03-20',
      marriageDistrict: '001',
    });
    const told = (await outboxRows(applicant.userId)).find((m) => m.kind === 'MARITAL_STATUS_LETTER_ISSUED');
    expect(JSON.stringify(told)).toContain(`your marriage ${entry.registrationNumber} of 20-03-2021 in Mombasa`);
  });

  it('dissolved: only a dissolved entry; a subsisting one after it makes the letter say married', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const first = await registerEntry(applicant.idNumber!, { celebratedAt: new Date('2012-02-11T08:00:00Z') });
    await dissolve(first.id);
    const dissolved = await issuedLetter(app, applicant);
    expect(dissolved.outcome).toMatchObject({
      finding: 'DISSOLVED',
      registrationNumber: first.registrationNumber,
      marriedOn: '2012-02-11',
      marriageDistrict: '047',
    });
    const second = await registerEntry(applicant.idNumber!, { celebratedAt: new Date('2020-09-05T08:00:00Z') });
    const married = await issuedLetter(app, applicant);
    expect(married.outcome).toMatchObject({
      finding: 'MARRIED',
      registrationNumber: second.registrationNumber,
      marriedOn: '2020-09-05',
    });
    // The first letter is not changed by the later marriage: it said what the register held then.
    const { database } = await testContext();
    const [kept] = await database.db
      .select()
      .from(maritalStatusLetters)
      .where(eq(maritalStatusLetters.applicationId, dissolved.id));
    expect(kept.finding).toBe('DISSOLVED');
  });
});

describe('GET /api/marital-status-letters', () => {
  it('lists the letters issued with their finding and standing; filters, search and bad filters', async () => {
    const { app, database } = await testContext();
    const married = await newCitizen(app);
    await registerEntry(married.idNumber!);
    const a = await issuedLetter(app, married);
    const b = await issuedLetter(app, undefined, letterForm({ district: '001' }));
    // b has run out.
    await database.db
      .update(maritalStatusLetters)
      .set({ validUntil: new Date(Date.now() - 86_400_000) })
      .where(eq(maritalStatusLetters.applicationId, b.id));
    const officer = await tokenOf(app, STAFF.OFFICER);
    const list = (filter: Record<string, unknown>) =>
      call(app, { method: 'GET', url: listUrl('/api/marital-status-letters', filter), token: officer });
    const byNumber = await list({ q: a.outcome.letterNumber });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body).toHaveLength(1);
    expect(maritalStatusLetterSchema.parse(byNumber.body[0])).toMatchObject({
      finding: 'MARRIED',
      status: 'VALID',
      districtName: 'Nairobi',
      marriageDistrictName: 'Nairobi',
      purpose: letterForm().purpose,
    });
    expect((await list({ q: married.idNumber })).body.map((r: { number: string }) => r.number)).toEqual([
      a.outcome.letterNumber,
    ]);
    const expired = (await list({ status: 'EXPIRED' })).body.map((r: { number: string }) => r.number);
    expect(expired).toContain(b.outcome.letterNumber);
    expect(expired).not.toContain(a.outcome.letterNumber);
    const marriedOnes = (await list({ finding: 'MARRIED' })).body;
    expect(marriedOnes.every((r: { finding: string }) => r.finding === 'MARRIED')).toBe(true);
    expect((await list({ district: '001' })).body.every((r: { district: string }) => r.district === '001')).toBe(true);
    expect((await list({ finding: 'SINGLE' })).status).toBe(400);
    expect((await list({ status: 'REVOKED' })).body.errors).toEqual({ 'filter.status': 'Choose a status' });
    const range = await call(app, { method: 'GET', url: '/api/marital-status-letters?range=[0,0]', token: officer });
    expect(range.headers['content-range']).toMatch(/^marital-status-letters 0-0\/\d+$/);
  });

  it('district staff see their registry office’s letters; citizens and finance are refused', async () => {
    const { app } = await testContext();
    const coastLetter = await issuedLetter(app, undefined, letterForm({ district: '001' }));
    const nairobiLetter = await issuedLetter(app);
    const coast = await newCitizen(app, { verified: false });
    await setStaffRole(coast.userId, 'OFFICER', '001');
    const seen = await call(app, {
      method: 'GET',
      url: listUrl('/api/marital-status-letters', {}),
      token: coast.token,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.every((r: { district: string }) => r.district === '001')).toBe(true);
    expect(seen.body.map((r: { number: string }) => r.number)).toContain(coastLetter.outcome.letterNumber);
    const { database } = await testContext();
    const [nairobi] = await database.db
      .select()
      .from(maritalStatusLetters)
      .where(eq(maritalStatusLetters.applicationId, nairobiLetter.id));
    expect(
      (await call(app, { method: 'GET', url: `/api/marital-status-letters/${nairobi.id}`, token: coast.token })).status,
    ).toBe(404);
    expect(
      (await call(app, { method: 'GET', url: '/api/marital-status-letters', token: nairobiLetter.applicant.token }))
        .status,
    ).toBe(403);
    expect(
      (await call(app, { method: 'GET', url: '/api/marital-status-letters', token: await tokenOf(app, STAFF.FINANCE) }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: '/api/marital-status-letters/not-an-id',
          token: await tokenOf(app, STAFF.OFFICER),
        })
      ).status,
    ).toBe(404);
  });
});
