// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationEvents,
  bookings,
  documents,
  marriages,
  notices,
  outbox,
} from '../../src/server/db/schema/index.js';
import { attachRequired, createDraft, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { nairobiToday, startOfNairobiDay } from '../../src/shared/dates.js';
import { call, testContext } from './helpers.js';
import { book, clearNotice, nextSlot, nowMs, noticeForm, party, publishedNotice } from './notice-support.js';

const HOUR = 3_600_000;
let underWay = 0;

/** A cleared notice booked in a slot that has just begun (the booking is moved into the past directly). */
async function weddingUnderWay() {
  const { app, database } = await testContext();
  const published = await publishedNotice(app);
  await clearNotice(published.notice.id);
  const slot = await nextSlot(30);
  const booked = await book(app, published.applicant.token, published.notice.id, slot.room.id, slot.startsAt);
  expect(booked.status).toBe(201);
  underWay += 1;
  // Begun within the Nairobi day (never before its midnight), and off the minute so it cannot land on
  // another booking's slot in the same room (slots start on whole minutes).
  const now = nowMs();
  const sinceMidnight = now - startOfNairobiDay(nairobiToday(now)).getTime();
  const back = Math.min(HOUR / 2 + 17_000 + underWay * 1_000, sinceMidnight / 2 + underWay * 7);
  const startsAt = new Date(now - back);
  await database.db
    .update(bookings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + HOUR) })
    .where(eq(bookings.id, booked.body.data.id));
  return { ...published, bookingId: booked.body.data.id as string };
}

const celebration = {
  officiantName: 'Mercy Atieno, Registrar of Marriages',
  witnessesPresent: ['John Kamau', 'Jane Achieng'],
};

describe('celebration and the register', () => {
  it('records the marriage: register entry, certificate verifiable by its code, booking and notice celebrated', async () => {
    const { app, database } = await testContext();
    const wedding = await weddingUnderWay();
    const url = `/api/bookings/${wedding.bookingId}/celebrate`;
    expect(
      (await call(app, { method: 'POST', url, token: await tokenOf(app, STAFF.DIRECTOR), payload: celebration }))
        .status,
    ).toBe(403);
    expect(
      (await call(app, { method: 'POST', url, token: wedding.applicant.token, payload: celebration })).status,
    ).toBe(403);
    const bad = await call(app, {
      method: 'POST',
      url,
      token: await tokenOf(app, STAFF.OFFICER),
      payload: { ...celebration, witnessesPresent: ['Only One'] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.witnessesPresent).toBeTruthy();

    const done = await call(app, {
      method: 'POST',
      url,
      token: await tokenOf(app, STAFF.OFFICER),
      payload: celebration,
    });
    expect(done.status).toBe(200);
    const result = done.body.data;
    expect(result.registrationNumber).toMatch(/^MC\/047\/\d{4}\/\d{6}$/);
    expect(result.bookNumber).toMatch(/^047\/\d{4}\/\d+$/);
    expect(result.entryNumber).toBeGreaterThan(0);

    const db = database.db;
    const [entry] = await db.select().from(marriages).where(eq(marriages.id, result.marriageId));
    expect(entry).toMatchObject({
      status: 'SUBSISTING',
      noticeId: wedding.notice.id,
      certificateDocumentId: result.certificateDocumentId,
      witnesses: celebration.witnessesPresent,
    });
    // The test parties carry a made-up middle name of their own (tests/api/ids.ts, freshWord).
    expect(entry.partyA.name).toMatch(/^Amani [A-Z][a-z]+ Wekesa$/);
    const [bookingRow] = await db.select().from(bookings).where(eq(bookings.id, wedding.bookingId));
    expect(bookingRow.status).toBe('CELEBRATED');
    const [noticeRow] = await db.select().from(notices).where(eq(notices.id, wedding.notice.id));
    expect(noticeRow.status).toBe('CELEBRATED');
    const [certificate] = await db.select().from(documents).where(eq(documents.id, result.certificateDocumentId));
    expect(certificate).toMatchObject({
      kind: 'MARRIAGE_CERTIFICATE',
      number: result.registrationNumber,
      applicationId: wedding.applicationId,
    });
    const verified = await call(app, { method: 'GET', url: `/api/verify/${certificate.code}` });
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      genuine: true,
      kind: 'MARRIAGE_CERTIFICATE',
      number: result.registrationNumber,
      revoked: false,
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/documents/${certificate.id}/pdf`,
      headers: { authorization: wedding.applicant.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(
      (
        await db
          .select()
          .from(outbox)
          .where(and(eq(outbox.userId, wedding.applicant.userId), eq(outbox.kind, 'CERTIFICATE_ISSUED')))
      ).length,
    ).toBe(2);
    expect(
      (await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, wedding.applicationId))).map(
        (e) => e.action,
      ),
    ).toContain('celebrated');

    const again = await call(app, {
      method: 'POST',
      url,
      token: await tokenOf(app, STAFF.OFFICER),
      payload: celebration,
    });
    expect(again.status).toBe(409);

    const officer = await tokenOf(app, STAFF.OFFICER);
    const register = await call(app, {
      method: 'GET',
      url: `/api/civil-marriages?filter=${encodeURIComponent(JSON.stringify({ q: entry.partyAIdNumber }))}`,
      token: officer,
    });
    expect(register.status).toBe(200);
    expect(register.body.map((m: { id: string }) => m.id)).toEqual([result.marriageId]);
    expect(register.body[0]).toMatchObject({
      registrationNumber: result.registrationNumber,
      partyAName: expect.stringMatching(/^Amani [A-Z][a-z]+ Wekesa$/),
      bookNumber: result.bookNumber,
    });
    const one = await call(app, {
      method: 'GET',
      url: `/api/civil-marriages/${result.marriageId}`,
      token: await tokenOf(app, STAFF.MINISTER),
    });
    expect(one.body).toMatchObject({ id: result.marriageId, entryNumber: result.entryNumber });
    expect(
      (await call(app, { method: 'GET', url: '/api/civil-marriages', token: wedding.applicant.token })).status,
    ).toBe(403);
    const books = await call(app, { method: 'GET', url: '/api/register-books', token: officer });
    expect(books.headers['content-range']).toMatch(/^register-books /);
    expect(books.body.find((b: { bookNumber: string }) => b.bookNumber === result.bookNumber)).toMatchObject({
      district: '047',
      capacity: 500,
    });

    // The bigamy check now refuses a new notice by either party.
    for (const id of [entry.partyAIdNumber, entry.partyBIdNumber]) {
      const applicant = await newCitizen(app);
      const draft = await createDraft(
        app,
        applicant.token,
        'MARRIAGE_NOTICE',
        noticeForm({ partyA: party({ idNumber: id }) }),
      );
      await attachRequired(draft.id);
      const refused = await step(app, applicant.token, draft.id, 'submit');
      expect(refused.status).toBe(400);
      expect(refused.body.errors['formData.partyA.idNumber']).toMatch(/subsisting marriage/);
    }
  });

  it('refuses to record a wedding whose slot has not begun', async () => {
    const { app } = await testContext();
    const published = await publishedNotice(app);
    await clearNotice(published.notice.id);
    const slot = await nextSlot(30);
    const booked = await book(app, published.applicant.token, published.notice.id, slot.room.id, slot.startsAt);
    const early = await call(app, {
      method: 'POST',
      url: `/api/bookings/${booked.body.data.id}/celebrate`,
      token: await tokenOf(app, STAFF.OFFICER),
      payload: celebration,
    });
    expect(early.status).toBe(409);
  });
});

describe("the back office's day", () => {
  it("lists today's weddings and the recent activity", async () => {
    const { app } = await testContext();
    const wedding = await weddingUnderWay();
    const today = await call(app, {
      method: 'GET',
      url: '/api/dashboard/today',
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(today.status).toBe(200);
    const row = today.body.data.weddingsToday.find((b: { id: string }) => b.id === wedding.bookingId);
    expect(row).toMatchObject({ noticeId: wedding.notice.id, status: 'BOOKED', applicationId: wedding.applicationId });
    expect(today.body.data.recentActivity.length).toBeGreaterThan(0);
    expect(Object.keys(today.body.data.recentActivity[0]).sort()).toEqual([
      'action',
      'actorName',
      'applicationId',
      'at',
      'reference',
      'serviceCode',
    ]);
    expect(
      (await call(app, { method: 'GET', url: '/api/dashboard/today', token: wedding.applicant.token })).status,
    ).toBe(403);
  });
});
