// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { and, eq } from 'drizzle-orm';
import { CONTACT_MESSAGE } from '../../src/shared/phone.js';
import { describe, expect, it } from 'vitest';
import {
  applicationEvents,
  bookings,
  marriages,
  notices,
  objections,
  outbox,
  registerBooks,
} from '../../src/server/db/schema/index.js';
import { attachRequired, createDraft, current, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { call, expectNothingWritten, rowCounts, testContext } from './helpers.js';
import { issuedLicence } from './licence-support.js';
import { OTHER_NOTICE_MESSAGES } from '../../src/server/modules/notices/checks.js';
import {
  book,
  clearNotice,
  dateIn,
  nextSlot,
  noticeForm,
  party,
  publishedNotice,
  submitNotice,
} from './notice-support.js';

const DAY = 86_400_000;

async function db() {
  return (await testContext()).database.db;
}

async function expectRefused(form: Record<string, unknown>, field: string, message: RegExp) {
  const { app } = await testContext();
  const applicant = await newCitizen(app);
  const draft = await createDraft(app, applicant.token, 'MARRIAGE_NOTICE', form);
  await attachRequired(draft.id);
  const id = draft.id;
  const before = await rowCounts();
  const response = await step(app, applicant.token, id, 'submit');
  expect(response.status).toBe(400);
  expect(response.body.errors[field]).toMatch(message);
  const row = await current(id);
  expect(row.status).toBe('Draft');
  expect(row.version).toBe(1);
  await expectNothingWritten(before);
  return id;
}

describe('checks of a notice of marriage at submit', () => {
  it('refuses a party under the minimum age on the intended date', async () => {
    const intended = dateIn(40);
    const dob = `${Number(intended.slice(0, 4)) - 18}${intended.slice(4, 8)}${String(Number(intended.slice(8)) + 0).padStart(2, '0')}`;
    // One day short of 18 on the intended date.
    const young = new Date(Date.parse(`${dob}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
    expect(
      await expectRefused(
        noticeForm({ intendedDate: intended, partyB: party({ dateOfBirth: young, sex: 'M' }) }),
        'formData.partyB.dateOfBirth',
        /at least 18/,
      ),
    ).toBeTruthy();
  });

  it('accepts a party who turns 18 on the intended date', async () => {
    const { app } = await testContext();
    const intended = dateIn(40);
    const dob = `${Number(intended.slice(0, 4)) - 18}${intended.slice(4)}`;
    const { response } = await submitNotice(
      app,
      await newCitizen(app),
      noticeForm({ intendedDate: intended, partyA: party({ dateOfBirth: dob }) }),
    );
    expect(response.status).toBe(dob.endsWith('02-29') ? response.status : 200);
  });

  it('refuses the same ID number for both parties', async () => {
    const form = noticeForm();
    (form.partyB as { idNumber: string }).idNumber = (form.partyA as { idNumber: string }).idNumber;
    const id = await expectRefused(form, 'formData.partyB.idNumber', /same ID number/);
    expect(id).toBeTruthy();
  });

  it('refuses a party with a subsisting marriage in the register', async () => {
    const database = await db();
    const form = noticeForm();
    const married = (form.partyA as { idNumber: string }).idNumber;
    const [bookRow] = await database
      .insert(registerBooks)
      .values({ district: '047', year: 1999, bookNumber: `047/1999/${married}`, entriesUsed: 1 })
      .returning();
    const entry = {
      name: 'Earlier Spouse',
      idType: 'NATIONAL_ID',
      idNumber: married,
      age: 30,
      condition: 'NEVER_MARRIED',
      occupation: 'Farmer',
      residence: 'Nairobi',
      father: 'F',
      mother: 'M',
    };
    await database.insert(marriages).values({
      registrationNumber: `MC/047/1999/${married}`,
      bookId: bookRow.id,
      entryNumber: 1,
      district: '047',
      partyA: entry,
      partyB: { ...entry, idNumber: '99999999' },
      partyAIdNumber: married,
      partyBIdNumber: '99999999',
      celebratedAt: new Date('1999-06-01T10:00:00Z'),
      venueName: 'Sheria House',
      officiantName: 'Registrar',
      witnesses: ['A', 'B'],
    });
    await expectRefused(form, 'formData.partyA.idNumber', /subsisting marriage/);
    // A dissolved marriage does not stand in the way.
    await database.update(marriages).set({ status: 'DISSOLVED' }).where(eq(marriages.partyAIdNumber, married));
    const { app } = await testContext();
    const { response } = await submitNotice(app, await newCitizen(app), {
      ...form,
      partyA: { ...form.partyA, idNumber: married },
    });
    expect(response.status).toBe(200);
  });

  it('refuses an intended date inside the notice period, unless a notice-waiver licence of the applicant is named', async () => {
    await expectRefused(
      noticeForm({ intendedDate: dateIn(10) }),
      'formData.intendedDate',
      /notice is published for 21 days/,
    );
    const { app } = await testContext();
    const licence = await issuedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER');
    const form: Record<string, unknown> = noticeForm({
      partyA: licence.form.partyA,
      partyB: licence.form.partyB,
      intendedDate: dateIn(5),
    });
    // An unknown number, and another person's licence, do not count.
    const unknown = await submitNotice(app, licence.applicant, { ...form, specialLicenceReference: 'SLW/1999/000001' });
    expect(unknown.response.body.errors['formData.specialLicenceReference']).toMatch(
      /not an approved notice-waiver special licence/,
    );
    const refusedOther = await submitNotice(app, await newCitizen(app), {
      ...form,
      specialLicenceReference: licence.outcome.licenceNumber,
    });
    expect(refusedOther.response.status).toBe(400);
    // The number as people type it: lower case, spaces.
    const { id, response } = await submitNotice(app, licence.applicant, {
      ...form,
      specialLicenceReference: ` ${licence.outcome.licenceNumber.toLowerCase()} `,
    });
    expect(response.status).toBe(200);
    const checks = await call(app, {
      method: 'GET',
      url: `/api/applications/${id}/checks`,
      token: licence.applicant.token,
    });
    expect(checks.status).toBe(200);
    expect(checks.body.data.find((c: { code: string }) => c.code === 'NOTICE_PERIOD')).toMatchObject({
      ok: true,
      message: expect.stringContaining(licence.outcome.licenceNumber),
    });
  });

  it('shows the checks to the applicant and to staff, not to others', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { id } = await submitNotice(app, applicant);
    const mine = await call(app, { method: 'GET', url: `/api/applications/${id}/checks`, token: applicant.token });
    expect(mine.status).toBe(200);
    expect(
      mine.body.data.map((c: { code: string; party?: string }) => `${c.code}${c.party ? `:${c.party}` : ''}`),
    ).toEqual([
      'MINIMUM_AGE:partyA',
      'MINIMUM_AGE:partyB',
      'DISTINCT_IDS',
      'NO_OTHER_NOTICE',
      'NO_SUBSISTING_MARRIAGE:partyA',
      'NO_SUBSISTING_MARRIAGE:partyB',
      'NOTICE_PERIOD',
    ]);
    expect(mine.body.data.every((c: { ok: boolean }) => c.ok)).toBe(true);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/applications/${id}/checks`,
          token: await tokenOf(app, STAFF.OFFICER),
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(app, { method: 'GET', url: `/api/applications/${id}/checks`, token: (await newCitizen(app)).token }))
        .status,
    ).toBe(404);
  });
});

describe('issue 20 #5: one notice per couple', () => {
  it('a second notice of the same two people is refused at submit while the first waits or stands published, in either order, by anyone; once the first is withdrawn it may be given', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const form = noticeForm();
    const first = await submitNotice(app, applicant, form);
    expect(first.response.status).toBe(200);
    const reference = (await current(first.id)).reference;
    // Same applicant, the parties swapped: the couple is the same.
    const again = await submitNotice(app, applicant, { ...noticeForm(), partyA: form.partyB, partyB: form.partyA });
    expect(again.response.status).toBe(400);
    expect(again.response.body.errors['formData.partyA.idNumber']).toBe(OTHER_NOTICE_MESSAGES.yours(reference));
    expect((await current(again.id)).status).toBe('Draft');
    // Someone else: told it stands, not given the reference.
    const stranger = await submitNotice(app, await newCitizen(app), {
      ...noticeForm(),
      partyA: form.partyA,
      partyB: form.partyB,
    });
    expect(stranger.response.body.errors['formData.partyA.idNumber']).toBe(OTHER_NOTICE_MESSAGES.other);
    // The officer's checks of the second draft say so too.
    const checks = await call(app, {
      method: 'GET',
      url: `/api/applications/${again.id}/checks`,
      token: applicant.token,
    });
    expect(checks.body.data.find((c: { code: string }) => c.code === 'NO_OTHER_NOTICE')).toMatchObject({ ok: false });
    // Withdrawn, the first no longer stands.
    expect((await step(app, applicant.token, first.id, 'withdraw')).status).toBe(200);
    expect((await step(app, applicant.token, again.id, 'submit')).status).toBe(200);
  });

  it('a published notice also stands in the way of a second', async () => {
    const { app } = await testContext();
    const form = noticeForm();
    const { applicant } = await publishedNotice(app, form);
    const second = await submitNotice(app, applicant, { ...noticeForm(), partyA: form.partyA, partyB: form.partyB });
    expect(second.response.status).toBe(400);
    expect(second.response.body.errors['formData.partyA.idNumber']).toMatch(
      /^You have already given notice of this couple's marriage/,
    );
  });
});

describe('publication on approval', () => {
  it('enters the notice in the notice book with its number and dates from the settings, and tells the applicant', async () => {
    const { app } = await testContext();
    const { applicant, applicationId, notice } = await publishedNotice(app);
    expect(notice.noticeNumber).toMatch(/^NB\/047\/\d{4}\/\d{6}$/);
    expect(notice.status).toBe('PUBLISHED');
    // Deadlines fall at the end of a Nairobi day (23:59:59.999 EAT), 21 and 90 days after the day of publication.
    const eat = (at: Date) => new Date(at.getTime() + 3 * 3_600_000).toISOString();
    const days = (from: Date, to: Date) =>
      (Date.parse(eat(to).slice(0, 10)) - Date.parse(eat(from).slice(0, 10))) / DAY;
    expect(eat(notice.noticeEndsAt).slice(11)).toBe('23:59:59.999Z');
    expect(eat(notice.validUntil).slice(11)).toBe('23:59:59.999Z');
    expect(days(notice.publishedAt, notice.noticeEndsAt)).toBe(21);
    expect(days(notice.publishedAt, notice.validUntil)).toBe(90);
    const row = await current(applicationId);
    expect(row.status).toBe('Approved');
    expect(row.outcome).toEqual({
      noticeNumber: notice.noticeNumber,
      noticeEndsAt: notice.noticeEndsAt.toISOString(),
      validUntil: notice.validUntil.toISOString(),
    });
    const database = await db();
    const events = await database
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    expect(events.map((e) => e.action)).toContain('notice-published');
    const sent = await database
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, applicant.userId), eq(outbox.kind, 'NOTICE_PUBLISHED')));
    expect(sent.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(sent[0].body).toContain(notice.noticeNumber);
    const [y, m, d] = eat(notice.noticeEndsAt).slice(0, 10).split('-');
    expect(sent.find((s) => s.channel === 'EMAIL')!.body).toContain(`Anyone may object until ${d}-${m}-${y} 23:59.`);

    const mine = await call(app, {
      method: 'GET',
      url: `/api/applications/${applicationId}/notice`,
      token: applicant.token,
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      id: notice.id,
      noticeNumber: notice.noticeNumber,
      status: 'PUBLISHED',
      cleared: false,
      openObjections: 0,
      booking: null,
    });

    const preview = await call(app, {
      method: 'GET',
      url: `/api/applications/${applicationId}/notice-preview`,
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      noticeNumber: notice.noticeNumber,
      district: '047',
      districtName: 'Nairobi',
      noticePeriodDays: 21,
      venueName: 'Sheria House, Nairobi',
    });
    expect(preview.body.data.partyA).toMatchObject({
      name: expect.stringMatching(/^Amani [A-Z][a-z]+ Wekesa$/),
      condition: 'NEVER_MARRIED',
      occupation: 'Teacher',
      residence: 'Nairobi',
    });
    expect(typeof preview.body.data.partyA.age).toBe('number');

    const pdf = await app.inject({
      method: 'GET',
      url: `/api/applications/${applicationId}/notice-preview/pdf`,
      headers: { authorization: applicant.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('has no notice before approval (404) and a preview without a number', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { id } = await submitNotice(app, applicant);
    expect(
      (await call(app, { method: 'GET', url: `/api/applications/${id}/notice`, token: applicant.token })).status,
    ).toBe(404);
    const preview = await call(app, {
      method: 'GET',
      url: `/api/applications/${id}/notice-preview`,
      token: applicant.token,
    });
    expect(preview.body.data).toMatchObject({ noticeNumber: null, publishedAt: null, noticeEndsAt: null });
  });
});

describe('the public notice board', () => {
  it('shows published notices in their period, hides void and past ones, and filters', async () => {
    const { app } = await testContext();
    const open = await publishedNotice(app);
    const voided = await publishedNotice(app);
    const past = await publishedNotice(app);
    const database = await db();
    await database.update(notices).set({ status: 'VOID', voidReason: 'test' }).where(eq(notices.id, voided.notice.id));
    await clearNotice(past.notice.id);
    const board = await call(app, { method: 'GET', url: `/api/public/notices?range=${encodeURIComponent('[0,999]')}` });
    expect(board.status).toBe(200);
    expect(board.headers['content-range']).toMatch(/^notices \d+-\d+\/\d+$/);
    const ids = board.body.map((n: { id: string }) => n.id);
    expect(ids).toContain(open.notice.id);
    expect(ids).not.toContain(voided.notice.id);
    expect(ids).not.toContain(past.notice.id);
    const row = board.body.find((n: { id: string }) => n.id === open.notice.id);
    expect(Object.keys(row).sort()).toEqual([
      'district',
      'districtName',
      'id',
      'intendedDate',
      'noticeEndsAt',
      'noticeNumber',
      'partyAName',
      'partyBName',
      'publishedAt',
      'venueName',
    ]);
    const byNumber = await call(app, {
      method: 'GET',
      url: `/api/public/notices?filter=${encodeURIComponent(JSON.stringify({ q: open.notice.noticeNumber }))}`,
    });
    expect(byNumber.body.map((n: { id: string }) => n.id)).toEqual([open.notice.id]);
    const plain = await call(app, {
      method: 'GET',
      url: `/api/public/notices?q=${encodeURIComponent(open.notice.noticeNumber)}&district=001`,
    });
    expect(plain.body).toEqual([]);
  });
});

describe('objections', () => {
  const lodge = async (noticeId: string, payload: Record<string, unknown>, remoteAddress: string) => {
    const { app } = await testContext();
    return call(app, { method: 'POST', url: `/api/public/notices/${noticeId}/objections`, payload, remoteAddress });
  };
  const valid = {
    objectorName: 'Concerned Neighbour',
    objectorContact: '+254711000111',
    grounds: 'Party A is already married to my sister under customary law since 2015.',
  };

  it('validates, records the objection, refuses after the period and limits the rate per address', async () => {
    const { notice } = await publishedNotice((await testContext()).app);
    const before = await rowCounts();
    const bad = await lodge(notice.id, { ...valid, grounds: 'short' }, '198.51.100.1');
    expect(bad.status).toBe(400);
    expect(bad.body.errors.grounds).toBeTruthy();
    await expectNothingWritten(before);
    const ok = await lodge(notice.id, valid, '198.51.100.1');
    expect(ok.status).toBe(201);
    expect(ok.body.data.reference).toMatch(/^OBJ-\d{4}-\d{6}$/);
    expect(ok.body.data.message).toContain(notice.noticeNumber);
    const [stored] = await (await db())
      .select()
      .from(objections)
      .where(eq(objections.reference, ok.body.data.reference));
    expect(stored).toMatchObject({ status: 'OPEN', noticeId: notice.id, objectorName: valid.objectorName });
    expect((await lodge('00000000-0000-4000-8000-000000000000', valid, '198.51.100.1')).status).toBe(404);

    const late = await publishedNotice((await testContext()).app);
    await clearNotice(late.notice.id);
    const refused = await lodge(late.notice.id, valid, '198.51.100.2');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('This notice is not open for objections');

    for (let i = 0; i < 5; i += 1) await lodge(notice.id, { ...valid, grounds: 'x' }, '198.51.100.3');
    expect((await lodge(notice.id, valid, '198.51.100.3')).status).toBe(429);
    expect((await lodge(notice.id, { ...valid, grounds: 'x' }, '198.51.100.4')).status).toBe(400);
  });

  it('issue 20 #8: takes a contact as Kenyans write it, keeps the number in E.164, and refuses what cannot reach anyone', async () => {
    const { notice } = await publishedNotice((await testContext()).app);
    for (const [written, kept] of [
      ['0712 345 678', '+254712345678'],
      ['+254 712-345-678', '+254712345678'],
      ['Wanjiru.K@Example.test', 'wanjiru.k@example.test'],
    ]) {
      const ok = await lodge(notice.id, { ...valid, objectorContact: written }, '198.51.100.21');
      expect(ok.status, written).toBe(201);
      const [stored] = await (await db())
        .select()
        .from(objections)
        .where(eq(objections.reference, ok.body.data.reference));
      expect(stored.objectorContact).toBe(kept);
    }
    const before = await rowCounts();
    for (const nonsense of ['call me', '12345', 'someone@', '0712 345']) {
      const refused = await lodge(notice.id, { ...valid, objectorContact: nonsense }, '198.51.100.22');
      expect(refused.status, nonsense).toBe(400);
      expect(refused.body.errors.objectorContact).toBe(CONTACT_MESSAGE);
    }
    await expectNothingWritten(before);
  });

  it('is decided by a director or the Registrar General: uphold voids the notice and cancels its booking', async () => {
    const { app } = await testContext();
    const { applicant, applicationId, notice } = await publishedNotice(app);
    await clearNotice(notice.id);
    const slot = await nextSlot();
    const booked = await book(app, applicant.token, notice.id, slot.room.id, slot.startsAt);
    expect(booked.status).toBe(201);
    // An objection that came in during the period (inserted directly: the period is over in this test).
    const database = await db();
    const [objection] = await database
      .insert(objections)
      .values({
        noticeId: notice.id,
        reference: `OBJ-T-${Date.now()}`,
        objectorName: 'Ex',
        objectorContact: 'ex@example.test',
        grounds: 'Already married elsewhere, see the attached decree.',
      })
      .returning();

    const escalations = await call(app, {
      method: 'GET',
      url: `/api/objections?filter=${encodeURIComponent(JSON.stringify({ status: 'OPEN', q: notice.noticeNumber }))}`,
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(escalations.status).toBe(200);
    expect(escalations.body).toHaveLength(1);
    expect(escalations.body[0]).toMatchObject({
      id: objection.id,
      noticeNumber: notice.noticeNumber,
      noticeId: notice.id,
      applicationId,
      partyAName: notice.partyAName,
    });
    const one = await call(app, {
      method: 'GET',
      url: `/api/objections/${objection.id}`,
      token: await tokenOf(app, STAFF.DIRECTOR),
    });
    expect(one.body).toMatchObject({ id: objection.id, status: 'OPEN' });
    expect((await call(app, { method: 'GET', url: '/api/objections', token: applicant.token })).status).toBe(403);
    // issue 20 #9: the notice book and the notice count the open objection the escalations list shows.
    const director = await tokenOf(app, STAFF.DIRECTOR);
    const noticeBook = await call(app, {
      method: 'GET',
      url: `/api/notices?filter=${encodeURIComponent(JSON.stringify({ q: notice.noticeNumber }))}`,
      token: director,
    });
    expect(noticeBook.body).toEqual([expect.objectContaining({ id: notice.id, openObjections: 1, cleared: false })]);
    const shown = await call(app, { method: 'GET', url: `/api/notices/${notice.id}`, token: director });
    expect(shown.body).toMatchObject({ id: notice.id, openObjections: 1, cleared: false });
    const mine = await call(app, {
      method: 'GET',
      url: `/api/applications/${applicationId}/notice`,
      token: applicant.token,
    });
    expect(mine.body.data).toMatchObject({ openObjections: 1 });

    const reason = 'The decree shows a subsisting marriage of party A';
    const before = await rowCounts();
    const byOfficer = await call(app, {
      method: 'POST',
      url: `/api/objections/${objection.id}/uphold`,
      token: await tokenOf(app, STAFF.OFFICER),
      payload: { reason },
    });
    expect(byOfficer.status).toBe(403);
    await expectNothingWritten(before);

    const upheld = await call(app, {
      method: 'POST',
      url: `/api/objections/${objection.id}/uphold`,
      token: await tokenOf(app, STAFF.DIRECTOR),
      payload: { reason },
    });
    expect(upheld.status).toBe(200);
    expect(upheld.body.data).toMatchObject({ status: 'UPHELD', decisionReason: reason });
    const [voided] = await database.select().from(notices).where(eq(notices.id, notice.id));
    expect(voided).toMatchObject({ status: 'VOID', voidReason: reason });
    const [cancelled] = await database.select().from(bookings).where(eq(bookings.id, booked.body.data.id));
    expect(cancelled.status).toBe('CANCELLED');
    const told = await database
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, applicant.userId), eq(outbox.kind, 'OBJECTION_UPHELD')));
    expect(told).toHaveLength(2);
    expect(told[0].body).toContain(reason);
    const events = await database
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, applicationId));
    expect(events.map((e) => e.action)).toContain('objection-upheld');

    const again = await call(app, {
      method: 'POST',
      url: `/api/objections/${objection.id}/dismiss`,
      token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
      payload: { reason },
    });
    expect(again.status).toBe(409);
  });

  it('lets the Registrar General dismiss an objection; the notice stays published', async () => {
    const { app } = await testContext();
    const { notice } = await publishedNotice(app);
    const lodged = await lodge(notice.id, valid, '198.51.100.9');
    const [objection] = await (await db())
      .select()
      .from(objections)
      .where(eq(objections.reference, lodged.body.data.reference));
    const noReason = await call(app, {
      method: 'POST',
      url: `/api/objections/${objection.id}/dismiss`,
      token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
      payload: {},
    });
    expect(noReason.status).toBe(400);
    const dismissed = await call(app, {
      method: 'POST',
      url: `/api/objections/${objection.id}/dismiss`,
      token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
      payload: { reason: 'The objector gave no evidence' },
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.data.status).toBe('DISMISSED');
    const [still] = await (await db()).select().from(notices).where(eq(notices.id, notice.id));
    expect(still.status).toBe('PUBLISHED');
  });
});

describe('the notice book', () => {
  it('lists notices with cleared and open objections for staff, and not for citizens', async () => {
    const { app } = await testContext();
    const { notice, applicant } = await publishedNotice(app);
    await clearNotice(notice.id);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const list = await call(app, {
      method: 'GET',
      url: `/api/notices?filter=${encodeURIComponent(JSON.stringify({ q: notice.noticeNumber, status: 'PUBLISHED' }))}`,
      token: officer,
    });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ id: notice.id, cleared: true, openObjections: 0 });
    const one = await call(app, { method: 'GET', url: `/api/notices/${notice.id}`, token: officer });
    expect(one.body).toMatchObject({ id: notice.id, noticeNumber: notice.noticeNumber, cleared: true });
    expect((await call(app, { method: 'GET', url: '/api/notices', token: applicant.token })).status).toBe(403);
    expect(
      (await call(app, { method: 'GET', url: `/api/notices/${notice.id}`, token: await tokenOf(app, STAFF.FINANCE) }))
        .status,
    ).toBe(403);
  });
});
