// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { freeSlotSchema } from '../../src/shared/contracts/bookings.js';
import {
  lodgedObjectionAnswer,
  noticeChecksAnswer,
  noticeDetailAnswer,
  noticeDetailSchema,
  noticePreviewAnswer,
  noticeSchema,
  objectionAnswer,
  objectionSchema,
  publicNoticeSchema,
} from '../../src/shared/contracts/notices.js';
import { todayAnswer } from '../../src/shared/contracts/register.js';
import { notices, objections } from '../../src/server/db/schema/index.js';
import { createDraft, newCitizen, STAFF, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';
import { couple, issuedLicence, listUrl, startToday, venueForm, waiverForm } from './licence-support.js';
import { book, clearNotice, dateIn, nextSlot, noticeForm, publishedNotice } from './notice-support.js';

/**
 * The notices routes (checks, preview, the notice book, the public board, objections) and the
 * back-office day answer the shared schemas the client reads: real answers decode, timestamps are
 * ISO strings, and nothing the server keeps of a notice or an objection is left out of the answer.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function expectDecodes(schema: z.ZodType, body: unknown): void {
  const result = schema.safeDecode(body);
  expect(
    result.success,
    result.success ? '' : `${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 500)}`,
  ).toBe(true);
}

function expectRows(schema: z.ZodType, rows: unknown, atLeast = 1): void {
  expect(Array.isArray(rows), JSON.stringify(rows).slice(0, 300)).toBe(true);
  expect((rows as unknown[]).length).toBeGreaterThanOrEqual(atLeast);
  for (const row of rows as unknown[]) expectDecodes(schema, row);
}

/** Every column of the stored row is in the answer (a response schema drops the keys it does not name). */
function expectEveryColumn(row: Record<string, unknown>, body: Record<string, unknown>): void {
  expect(Object.keys(body)).toEqual(expect.arrayContaining(Object.keys(row)));
}

const objection = {
  objectorName: 'Wanjiru Kariuki',
  objectorContact: '+254712000111',
  grounds: 'Party A is already married to my sister under customary law.',
};

describe('the notices routes answer their shared contracts', () => {
  it('a notice naming a notice-waiver and a private-venue licence: checks, the notice and the notice book decode with both licence numbers', async () => {
    const { app, database } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const applicant = await newCitizen(app);
    const pair = couple();
    const waiver = await issuedLicence(
      app,
      'SPECIAL_LICENCE_NOTICE_WAIVER',
      waiverForm({ ...pair, intendedDate: dateIn(7) }),
      applicant,
    );
    const venue = await issuedLicence(
      app,
      'SPECIAL_LICENCE_PRIVATE_VENUE',
      venueForm({ ...pair, intendedDate: dateIn(7) }),
      applicant,
    );
    const form = noticeForm({
      ...pair,
      intendedDate: dateIn(7),
      specialLicenceReference: waiver.outcome.licenceNumber,
      venue: { type: 'SPECIAL_LICENCE_VENUE', name: 'Ward 4', licenceReference: venue.outcome.licenceNumber },
    });
    const published = await publishedNotice(app, form, applicant);

    const checks = await call(app, {
      method: 'GET',
      url: `/api/applications/${published.applicationId}/checks`,
      token: applicant.token,
    });
    expect(checks.status).toBe(200);
    expectDecodes(noticeChecksAnswer, checks.body);
    expect(checks.body.data.map((c: { code: string }) => c.code)).toEqual([
      'MINIMUM_AGE',
      'MINIMUM_AGE',
      'DISTINCT_IDS',
      'NO_OTHER_NOTICE',
      'NO_SUBSISTING_MARRIAGE',
      'NO_SUBSISTING_MARRIAGE',
      'NOTICE_PERIOD',
      'VENUE_LICENCE',
    ]);
    expect(checks.body.data.filter((c: { party?: string }) => c.party).map((c: { party: string }) => c.party)).toEqual([
      'partyA',
      'partyB',
      'partyA',
      'partyB',
    ]);
    // The same findings in Swahili for a reader of Swahili: every message translated, the licence numbers kept.
    const inSwahili = await call(app, {
      method: 'GET',
      url: `/api/applications/${published.applicationId}/checks`,
      token: applicant.token,
      headers: { 'accept-language': 'sw' },
    });
    const english = checks.body.data as { code: string; message: string }[];
    const swahili = inSwahili.body.data as { code: string; message: string }[];
    expect(swahili.map((c) => c.code)).toEqual(english.map((c) => c.code));
    expect(swahili.filter((c, i) => c.message === english[i].message)).toEqual([]);
    expect(swahili.map((c) => c.message).join(' ')).toContain(waiver.outcome.licenceNumber);

    const mine = await call(app, {
      method: 'GET',
      url: `/api/applications/${published.applicationId}/notice`,
      token: applicant.token,
    });
    expect(mine.status).toBe(200);
    expectDecodes(noticeDetailAnswer, mine.body);
    expect(mine.body.data).toMatchObject({
      waiverLicenceNumber: waiver.outcome.licenceNumber,
      venueLicenceNumber: venue.outcome.licenceNumber,
      booking: null,
      cleared: true,
    });
    expect(mine.body.data.publishedAt).toMatch(ISO);

    const [row] = await database.db.select().from(notices).where(eq(notices.id, published.notice.id));
    const one = await call(app, { method: 'GET', url: `/api/notices/${published.notice.id}`, token: officer });
    expect(one.status).toBe(200);
    expectDecodes(noticeDetailSchema, one.body);
    expectEveryColumn(row, one.body);
    expect(one.body).toMatchObject({
      waiverLicenceId: waiver.outcome.licenceId,
      venueLicenceId: venue.outcome.licenceId,
      waiverLicenceNumber: waiver.outcome.licenceNumber,
      venueLicenceNumber: venue.outcome.licenceNumber,
    });

    const noticeBook = await call(app, {
      method: 'GET',
      url: listUrl('/api/notices', { q: published.notice.noticeNumber }),
      token: officer,
    });
    expect(noticeBook.status).toBe(200);
    expect(noticeBook.headers['content-range']).toMatch(/^notices 0-0\/1$/);
    expectRows(noticeSchema, noticeBook.body);
    expectEveryColumn(row, noticeBook.body[0]);
    expect(noticeBook.body[0]).toMatchObject({
      id: published.notice.id,
      venueLicenceNumber: venue.outcome.licenceNumber,
      validUntil: expect.stringMatching(ISO),
    });
  });

  it('the preview decodes before publication (no number, no dates) and after', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const draft = await createDraft(app, applicant.token, 'MARRIAGE_NOTICE', {});
    const empty = await call(app, {
      method: 'GET',
      url: `/api/applications/${draft.id}/notice-preview`,
      token: applicant.token,
    });
    expect(empty.status).toBe(200);
    expectDecodes(noticePreviewAnswer, empty.body);
    expect(empty.body.data).toMatchObject({
      noticeNumber: null,
      publishedAt: null,
      noticeEndsAt: null,
      partyA: { age: null },
    });
    const checks = await call(app, {
      method: 'GET',
      url: `/api/applications/${draft.id}/checks`,
      token: applicant.token,
    });
    expect(checks.status).toBe(200);
    expectDecodes(noticeChecksAnswer, checks.body);
    expect(checks.body.data.every((c: { ok: boolean }) => !c.ok)).toBe(true);

    const published = await publishedNotice(app);
    const preview = await call(app, {
      method: 'GET',
      url: `/api/applications/${published.applicationId}/notice-preview`,
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(preview.status).toBe(200);
    expectDecodes(noticePreviewAnswer, preview.body);
    expect(preview.body.data).toMatchObject({
      noticeNumber: published.notice.noticeNumber,
      districtName: 'Nairobi',
      publishedAt: expect.stringMatching(ISO),
      noticeEndsAt: expect.stringMatching(ISO),
    });
    expect(preview.body.data.partyA.age).toEqual(expect.any(Number));
    expect(preview.body.data).not.toHaveProperty('reference');
  });

  it("a booked notice carries its booking; the room's free slots and the back-office day decode", async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const published = await publishedNotice(app);
    await clearNotice(published.notice.id);
    const slot = await nextSlot(4);
    const date = slot.startsAt.slice(0, 10);
    const free = await call(app, {
      method: 'GET',
      url: `/api/marriage-rooms/${slot.room.id}/free-slots?date=${date}`,
      token: published.applicant.token,
    });
    expect(free.status).toBe(200);
    expectDecodes(z.object({ data: z.array(freeSlotSchema) }), free.body);
    const booked = await book(app, published.applicant.token, published.notice.id, slot.room.id, slot.startsAt);
    expect(booked.status).toBe(201);

    const mine = await call(app, {
      method: 'GET',
      url: `/api/applications/${published.applicationId}/notice`,
      token: published.applicant.token,
    });
    expect(mine.status).toBe(200);
    expectDecodes(noticeDetailAnswer, mine.body);
    expect(mine.body.data.booking).toMatchObject({
      id: booked.body.data.id,
      kind: 'ROOM',
      roomId: slot.room.id,
      startsAt: slot.startsAt,
      status: 'BOOKED',
    });
    const one = await call(app, { method: 'GET', url: `/api/notices/${published.notice.id}`, token: officer });
    expect(one.status).toBe(200);
    expectDecodes(noticeDetailSchema, one.body);
    expect(one.body.booking.id).toBe(booked.body.data.id);

    // Today's weddings are those of the Nairobi day: the booking is moved to today, which "41
    // minutes ago" is not between 00:00 and 00:41 in Nairobi (21:00–21:41 UTC).
    await startToday(booked.body.data.id, 41);
    const today = await call(app, { method: 'GET', url: '/api/dashboard/today', token: officer });
    expect(today.status).toBe(200);
    expectDecodes(todayAnswer, today.body);
    expect(today.body.data.weddingsToday.map((b: { id: string }) => b.id)).toContain(booked.body.data.id);
    expect(today.body.data.recentActivity.length).toBeGreaterThan(0);
    expect(today.body.data.recentActivity[0].at).toMatch(ISO);
  });

  it('the public board, lodging an objection, the objections and both decisions decode', async () => {
    const { app, database } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const director = await tokenOf(app, STAFF.DIRECTOR);
    const first = await publishedNotice(app);
    const second = await publishedNotice(app);

    const board = await call(app, {
      method: 'GET',
      url: listUrl('/api/public/notices', { q: first.notice.noticeNumber }, '[0,9]'),
    });
    expect(board.status).toBe(200);
    expect(board.headers['content-range']).toBe('notices 0-0/1');
    expectRows(publicNoticeSchema, board.body);
    expect(board.body[0]).toMatchObject({
      id: first.notice.id,
      districtName: 'Nairobi',
      publishedAt: expect.stringMatching(ISO),
    });

    // An address of its own: objections are limited per address.
    const remoteAddress = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const lodged = await call(app, {
      method: 'POST',
      url: `/api/public/notices/${first.notice.id}/objections`,
      payload: objection,
      remoteAddress,
    });
    expect(lodged.status).toBe(201);
    expectDecodes(lodgedObjectionAnswer, lodged.body);
    expect(lodged.body.data.reference).toMatch(/^OBJ-\d{4}-\d{6}$/);
    const other = await call(app, {
      method: 'POST',
      url: `/api/public/notices/${second.notice.id}/objections`,
      payload: objection,
      remoteAddress,
    });
    expect(other.status).toBe(201);

    const list = await call(app, {
      method: 'GET',
      url: listUrl('/api/objections', { q: first.notice.noticeNumber, status: 'OPEN' }),
      token: officer,
    });
    expect(list.status).toBe(200);
    expectRows(objectionSchema, list.body);
    const listed = list.body[0];
    expect(listed).toMatchObject({
      reference: lodged.body.data.reference,
      noticeNumber: first.notice.noticeNumber,
      noticeStatus: 'PUBLISHED',
      decidedAt: null,
      createdAt: expect.stringMatching(ISO),
    });
    const [row] = await database.db.select().from(objections).where(eq(objections.id, listed.id));
    expectEveryColumn(row, listed);

    const one = await call(app, { method: 'GET', url: `/api/objections/${listed.id}`, token: officer });
    expect(one.status).toBe(200);
    expectDecodes(objectionSchema, one.body);
    expectEveryColumn(row, one.body);

    const upheld = await call(app, {
      method: 'POST',
      url: `/api/objections/${listed.id}/uphold`,
      token: director,
      payload: { reason: 'The earlier marriage is proven.' },
    });
    expect(upheld.status).toBe(200);
    expectDecodes(objectionAnswer, upheld.body);
    expect(upheld.body.data).toMatchObject({
      status: 'UPHELD',
      noticeStatus: 'VOID',
      decidedAt: expect.stringMatching(ISO),
      decisionReason: 'The earlier marriage is proven.',
    });

    const [secondObjection] = await database.db
      .select()
      .from(objections)
      .where(eq(objections.noticeId, second.notice.id));
    const dismissed = await call(app, {
      method: 'POST',
      url: `/api/objections/${secondObjection.id}/dismiss`,
      token: director,
      payload: { reason: 'No impediment was shown.' },
    });
    expect(dismissed.status).toBe(200);
    expectDecodes(objectionAnswer, dismissed.body);
    expect(dismissed.body.data).toMatchObject({ status: 'DISMISSED', noticeStatus: 'PUBLISHED' });

    const voided = await call(app, { method: 'GET', url: `/api/notices/${first.notice.id}`, token: officer });
    expectDecodes(noticeDetailSchema, voided.body);
    expect(voided.body).toMatchObject({
      status: 'VOID',
      voidReason: 'The earlier marriage is proven.',
      cleared: false,
    });
  });
});
