// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, divorceDecrees, documents, marriages } from '../../src/server/db/schema/index.js';
import { divorceEntrySchema } from '../../src/shared/contracts/divorces.js';
import { addDays, nairobiDate, nairobiToday } from '../../src/shared/dates.js';
import {
  attachRequired,
  createDraft,
  current,
  declareBoth,
  markPaid,
  newCitizen,
  step,
  tokenOf,
} from './app-support.js';
import { call, outboxRows, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import { issuedLetter, registerEntry } from './letter-support.js';
import { freshId, noticeForm, party } from './notice-support.js';

const COURT = 'court@demo.test';
const CHURCH = 'church@demo.test';

const divorceForm = (registrationNumber: string, overrides: Record<string, unknown> = {}) => ({
  caseNumber: `MILIMANI DIVORCE CAUSE NO. E${freshId().slice(0, 3)} OF 2025`,
  court: 'High Court of Kenya at Nairobi (Milimani), Family Division',
  decreeAbsoluteDate: '2026-01-15',
  registrationNumber,
  ...overrides,
});

async function submitReturn(form: Record<string, unknown>) {
  const { app } = await testContext();
  const token = await tokenOf(app, COURT);
  const draft = await createDraft(app, token, 'DIVORCE_RETURN', form);
  await attachRequired(draft.id);
  const response = await step(app, token, draft.id, 'submit');
  return { id: draft.id, response, token };
}

/** A return submitted and paid, waiting in the officer's queue. */
async function submittedReturn(form: Record<string, unknown>) {
  const submitted = await submitReturn(form);
  if (submitted.response.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.response.body)}`);
  if ((await current(submitted.id)).status === 'Payment_Confirmation') await markPaid(submitted.id);
  return submitted;
}

async function entryRow(id: string) {
  const { database } = await testContext();
  const [row] = await database.db.select().from(marriages).where(eq(marriages.id, id));
  return row;
}

describe('who files a divorce return', () => {
  it('a church is refused with 403 and a clear message, and cannot look entries up', async () => {
    const { app } = await testContext();
    const church = await tokenOf(app, CHURCH);
    const entry = await registerEntry(freshId());
    const refused = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: church,
      payload: { serviceCode: 'DIVORCE_RETURN', formData: divorceForm(entry.registrationNumber) },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a court can file a divorce return');
    const lookup = await call(app, {
      method: 'GET',
      url: `/api/divorce-returns/entries?registrationNumber=${encodeURIComponent(entry.registrationNumber)}`,
      token: church,
    });
    expect(lookup.status).toBe(403);
    expect(lookup.body.message).toBe('Only a court can file a divorce return');
  });

  it('a citizen is refused too', async () => {
    const { app } = await testContext();
    const citizen = await newCitizen(app);
    const refused = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: citizen.token,
      payload: { serviceCode: 'DIVORCE_RETURN', formData: {} },
    });
    expect(refused.status).toBe(403);
  });
});

describe('finding the marriage', () => {
  it('by entry number (any case) or by the parties’ names, with its standing; nothing asked is a 400', async () => {
    const { app } = await testContext();
    const court = await tokenOf(app, COURT);
    const entry = await registerEntry(freshId(), { spouse: 'Zablon Kipchumba Torotich' });
    const byNumber = await call(app, {
      method: 'GET',
      url: `/api/divorce-returns/entries?registrationNumber=${encodeURIComponent(entry.registrationNumber.toLowerCase())}`,
      token: court,
    });
    expect(byNumber.status).toBe(200);
    expect(byNumber.body.data).toHaveLength(1);
    expect(divorceEntrySchema.parse(byNumber.body.data[0])).toMatchObject({
      registrationNumber: entry.registrationNumber,
      partyAName: 'Zablon Kipchumba Torotich',
      status: 'SUBSISTING',
      dissolvedOn: null,
      districtName: 'Nairobi',
    });
    const byName = await call(app, {
      method: 'GET',
      url: `/api/divorce-returns/entries?partyName=${encodeURIComponent('Zablon Torotich')}`,
      token: court,
    });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((e: { registrationNumber: string }) => e.registrationNumber)).toContain(
      entry.registrationNumber,
    );
    const unknown = await call(app, {
      method: 'GET',
      url: '/api/divorce-returns/entries?registrationNumber=NO%2FSUCH%2FENTRY',
      token: court,
    });
    expect(unknown.body.data).toEqual([]);
    const nothing = await call(app, { method: 'GET', url: '/api/divorce-returns/entries?partyName=ab', token: court });
    expect(nothing.status).toBe(400);
    expect(nothing.body.errors.registrationNumber).toMatch(/entry number, or the name/);
    // Staff of the divorce-returns queues look entries up too.
    const director = await tokenOf(app, 'director@demo.test');
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/divorce-returns/entries?registrationNumber=${encodeURIComponent(entry.registrationNumber)}`,
          token: director,
        })
      ).status,
    ).toBe(200);
  });
});

describe('submit checks', () => {
  it('asks for every field and the decree', async () => {
    const { app } = await testContext();
    const court = await tokenOf(app, COURT);
    const draft = await createDraft(app, court, 'DIVORCE_RETURN', {});
    const refused = await step(app, court, draft.id, 'submit');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(
      expect.arrayContaining([
        'formData.caseNumber',
        'formData.court',
        'formData.decreeAbsoluteDate',
        'formData.registrationNumber',
      ]),
    );
    const entry = await registerEntry(freshId());
    const noDecree = await createDraft(app, court, 'DIVORCE_RETURN', divorceForm(entry.registrationNumber));
    const missing = await step(app, court, noDecree.id, 'submit');
    expect(missing.body.errors).toMatchObject({ 'attachments.DECREE': 'Attach this document' });
  });

  it('refuses an unknown entry, a decree dated in the future or before the marriage, and nothing moves', async () => {
    const { clock } = await testContext();
    const unknown = await submitReturn(divorceForm('MC/047/2019/NOSUCH'));
    expect(unknown.response.status).toBe(400);
    expect(unknown.response.body.errors['formData.registrationNumber']).toMatch(/No register entry has this number/);
    expect((await current(unknown.id)).status).toBe('Draft');
    const entry = await registerEntry(freshId(), { celebratedAt: new Date('2019-06-15T08:00:00Z') });
    const future = await submitReturn(
      divorceForm(entry.registrationNumber, { decreeAbsoluteDate: addDays(nairobiToday(clock), 1) }),
    );
    expect(future.response.status).toBe(400);
    expect(future.response.body.errors['formData.decreeAbsoluteDate']).toBe(
      'The decree absolute cannot be dated in the future',
    );
    const before = await submitReturn(divorceForm(entry.registrationNumber, { decreeAbsoluteDate: '2019-06-14' }));
    expect(before.response.body.errors['formData.decreeAbsoluteDate']).toBe(
      'The decree absolute cannot be dated before the marriage (15-06-2019)',
    );
    // Today is accepted.
    const today = await submitReturn(
      divorceForm(entry.registrationNumber, { decreeAbsoluteDate: nairobiToday(clock) }),
    );
    expect(today.response.status).toBe(200);
  });

  it('refuses an entry already dissolved, and a second return for an entry already with the registry', async () => {
    const dissolved = await registerEntry(freshId(), { status: 'DISSOLVED' });
    const refused = await submitReturn(divorceForm(dissolved.registrationNumber));
    expect(refused.response.status).toBe(400);
    expect(refused.response.body.errors['formData.registrationNumber']).toMatch(/already marked dissolved/);
    const entry = await registerEntry(freshId());
    const first = await submittedReturn(divorceForm(entry.registrationNumber));
    const second = await submitReturn(divorceForm(entry.registrationNumber));
    expect(second.response.status).toBe(400);
    expect(second.response.body.errors['formData.registrationNumber']).toContain((await current(first.id)).reference);
  });
});

describe('the director’s approval', () => {
  it('marks the entry dissolved (date, decree), keeps the decree, issues a verifiable acknowledgement and tells the court and the parties', async () => {
    const { app, database } = await testContext();
    const spouse = await newCitizen(app);
    const entry = await registerEntry(spouse.idNumber!, { celebratedAt: new Date('2018-04-07T08:00:00Z') });
    const form = divorceForm(entry.registrationNumber, { decreeAbsoluteDate: '2025-11-20' });
    const { id, token } = await submittedReturn(form);
    // The officer's approval sends it on to the director: the entry still subsists.
    const atDirector = await walkTo(app, id, 'DIRECTOR');
    expect(atDirector.status).toBe('Submitted');
    expect((await entryRow(entry.id)).status).toBe('SUBSISTING');
    const row = await walkTo(app, id, 'Approved');
    const outcome = row.outcome as Record<string, string>;
    expect(outcome).toMatchObject({
      registrationNumber: entry.registrationNumber,
      dissolvedOn: '2025-11-20',
      partyBName: 'The applicant',
    });
    expect(outcome.acknowledgementNumber).toMatch(/^DVA\/\d{4}\/\d{6}$/);
    const dissolved = await entryRow(entry.id);
    expect(dissolved).toMatchObject({ status: 'DISSOLVED', dissolvedOn: '2025-11-20' });
    expect(dissolved.dissolutionDecree).toBe(`Decree absolute of 20-11-2025, case ${form.caseNumber}, ${form.court}`);
    const [decree] = await database.db.select().from(divorceDecrees).where(eq(divorceDecrees.applicationId, id));
    expect(decree).toMatchObject({
      marriageId: entry.id,
      caseNumber: form.caseNumber,
      court: form.court,
      decreeAbsoluteOn: '2025-11-20',
      acknowledgementNumber: outcome.acknowledgementNumber,
    });
    const [doc] = await database.db.select().from(documents).where(eq(documents.id, outcome.documentId));
    expect(doc).toMatchObject({
      kind: 'DIVORCE_ACKNOWLEDGEMENT',
      number: outcome.acknowledgementNumber,
      applicationId: id,
    });
    const verified = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
    expect(verified.body.data).toMatchObject({ genuine: true, number: outcome.acknowledgementNumber, revoked: false });
    expect((await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf`, token })).status).toBe(200);
    const audits = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entry.id));
    expect(audits.map((a) => a.action)).toContain('marriage.dissolved');
    const told = (await outboxRows(spouse.userId)).filter((m) => m.kind === 'MARRIAGE_DISSOLVED');
    expect(told.length).toBeGreaterThan(0);
    // The register's entry reads dissolved, with the day and the decree.
    const director = await tokenOf(app, 'director@demo.test');
    const read = await call(app, { method: 'GET', url: `/api/civil-marriages/${entry.id}`, token: director });
    expect(read.status).toBe(200);
    expect(read.body.data ?? read.body).toMatchObject({
      status: 'DISSOLVED',
      dissolvedOn: '2025-11-20',
      dissolutionDecree: dissolved.dissolutionDecree,
    });
    // The lookup now shows it dissolved.
    const lookup = await call(app, {
      method: 'GET',
      url: `/api/divorce-returns/entries?registrationNumber=${encodeURIComponent(entry.registrationNumber)}`,
      token,
    });
    expect(lookup.body.data[0]).toMatchObject({ status: 'DISSOLVED', dissolvedOn: '2025-11-20' });
  });

  it('the parties follow: a notice naming one passes the bigamy check, and their marital status letter says dissolved', async () => {
    const { app } = await testContext();
    const person = await newCitizen(app);
    const entry = await registerEntry(person.idNumber!);
    // Before: a notice naming them fails the bigamy check.
    const notice = noticeForm({ partyA: party({ idNumber: person.idNumber, condition: 'DIVORCED' }) });
    const beforeDraft = await createDraft(app, person.token, 'MARRIAGE_NOTICE', notice);
    const checksBefore = await call(app, {
      method: 'GET',
      url: `/api/applications/${beforeDraft.id}/checks`,
      token: person.token,
    });
    const bigamy = (checks: { body: { data: { code: string; party?: string; ok: boolean }[] } }) =>
      checks.body.data.find((c) => c.code === 'NO_SUBSISTING_MARRIAGE' && c.party === 'partyA')!;
    expect(bigamy(checksBefore).ok).toBe(false);
    const { id } = await submittedReturn(divorceForm(entry.registrationNumber));
    await walkTo(app, id, 'Approved');
    const checksAfter = await call(app, {
      method: 'GET',
      url: `/api/applications/${beforeDraft.id}/checks`,
      token: person.token,
    });
    expect(bigamy(checksAfter).ok).toBe(true);
    await attachRequired(beforeDraft.id);
    await declareBoth(app, person, beforeDraft.id);
    const submitted = await step(app, person.token, beforeDraft.id, 'submit');
    expect(submitted.status).toBe(200);
    const letter = await issuedLetter(app, person);
    expect(letter.outcome).toMatchObject({
      finding: 'DISSOLVED',
      registrationNumber: entry.registrationNumber,
      marriedOn: nairobiDate(entry.celebratedAt),
    });
  });

  it('a second decree approved for an entry dissolved since is refused at approval and changes nothing', async () => {
    const { app } = await testContext();
    const entry = await registerEntry(freshId());
    const { id } = await submittedReturn(divorceForm(entry.registrationNumber));
    await walkTo(app, id, 'DIRECTOR');
    // Dissolved by another way meanwhile (a decree entered by the registry).
    const { database } = await testContext();
    await database.db
      .update(marriages)
      .set({ status: 'DISSOLVED', dissolvedOn: '2025-01-01' })
      .where(eq(marriages.id, entry.id));
    const director = await tokenOf(app, 'director@demo.test');
    await step(app, director, id, 'claim');
    const approved = await step(app, director, id, 'approve');
    expect(approved.status).toBe(409);
    expect(approved.body.message).toMatch(/already marked dissolved \(on 01-01-2025\)/);
    expect((await current(id)).status).toBe('Pending');
    expect((await entryRow(entry.id)).dissolvedOn).toBe('2025-01-01');
  });
});
