// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { AdjustableClock } from '../../src/server/clock.js';
import { loadConfig } from '../../src/server/config.js';
import { applicationEvents, bookings, notices, objections, outbox } from '../../src/server/db/schema/index.js';
import { newCitizen, STAFF, tokenOf } from './app-support.js';
import { call, PRODUCTION_KEYS, PRODUCTION_PAYMENTS, testContext } from './helpers.js';
import {
  book,
  clearNotice,
  dateIn,
  noticeForm,
  nowMs,
  nextSlot,
  publishedNotice,
  roomNamed,
} from './notice-support.js';

const HOUR = 3_600_000;

async function db() {
  return (await testContext()).database.db;
}

async function clearedNotice(form?: Record<string, unknown>) {
  const { app } = await testContext();
  const published = await publishedNotice(app, form);
  await clearNotice(published.notice.id);
  return published;
}

/** The next date (from `days` ahead) the room is open on. */
function openDate(weekdays: number[], days = 2): string {
  for (let d = days; ; d += 1) {
    const date = dateIn(d);
    if (weekdays.includes(new Date(`${date}T00:00:00Z`).getUTCDay() || 7)) return date;
  }
}

describe('free slots', () => {
  it("answers the room's grid minus booked slots, none on a closed day", async () => {
    const { app } = await testContext();
    const room = await roomNamed('Nakuru Registrar Marriage Room'); // Tuesdays and Thursdays, 09:00-15:00, hourly
    const { applicant, notice } = await clearedNotice(noticeForm({ district: '032' })); // a Nakuru notice: booked in a Nakuru room
    const date = openDate(room.weekdays, 3);
    const free = await call(app, {
      method: 'GET',
      url: `/api/marriage-rooms/${room.id}/free-slots?date=${date}`,
      token: applicant.token,
    });
    expect(free.status).toBe(200);
    expect(free.body.data).toHaveLength(6);
    expect(free.body.data[0]).toEqual({
      startsAt: new Date(`${date}T09:00:00+03:00`).toISOString(),
      endsAt: new Date(`${date}T10:00:00+03:00`).toISOString(),
    });
    expect((await book(app, applicant.token, notice.id, room.id, `${date}T10:00:00+03:00`)).status).toBe(201);
    const after = await call(app, {
      method: 'GET',
      url: `/api/marriage-rooms/${room.id}/free-slots?date=${date}`,
      token: applicant.token,
    });
    expect(after.body.data).toHaveLength(5);
    expect(after.body.data.map((s: { startsAt: string }) => s.startsAt)).not.toContain(
      new Date(`${date}T10:00:00+03:00`).toISOString(),
    );
    const closed = openDate([1], 3); // a Monday
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/marriage-rooms/${room.id}/free-slots?date=${closed}`,
          token: applicant.token,
        })
      ).body.data,
    ).toEqual([]);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/marriage-rooms/${room.id}/free-slots?date=nope`,
          token: applicant.token,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call(app, { method: 'GET', url: `/api/marriage-rooms/${room.id}/free-slots?date=${date}` })).status,
    ).toBe(401);
  });
});

describe('booking a wedding', () => {
  it('refuses a notice still in its period, and one with an open objection', async () => {
    const { app } = await testContext();
    const { applicant, notice } = await publishedNotice(app);
    const slot = await nextSlot(30);
    const early = await book(app, applicant.token, notice.id, slot.room.id, slot.startsAt);
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/notice period runs until/);
    await clearNotice(notice.id);
    await (await db()).insert(objections).values({
      noticeId: notice.id,
      reference: `OBJ-C-${Date.now()}`,
      objectorName: 'X',
      objectorContact: 'x@example.test',
      grounds: 'Some grounds that are long enough.',
    });
    const blocked = await book(app, applicant.token, notice.id, slot.room.id, slot.startsAt);
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toMatch(/objection/);
    expect(await (await db()).select().from(bookings).where(eq(bookings.noticeId, notice.id))).toEqual([]);
  });

  it('refuses a time off the grid, in the past, or after the validity', async () => {
    const { app } = await testContext();
    const { applicant, notice } = await clearedNotice();
    const room = await roomNamed('Sheria House Marriage Room 2');
    const date = openDate(room.weekdays, 4);
    const offGrid = await book(app, applicant.token, notice.id, room.id, `${date}T09:30:00+03:00`);
    expect(offGrid.status).toBe(400);
    expect(offGrid.body.errors.startsAt).toMatch(/slots/);
    const sunday = openDate([7], 2);
    expect((await book(app, applicant.token, notice.id, room.id, `${sunday}T10:00:00+03:00`)).status).toBe(400);
    const past = openDate(room.weekdays, -8);
    const inPast = await book(app, applicant.token, notice.id, room.id, `${past}T10:00:00+03:00`);
    expect(inPast.status).toBe(400);
    expect(inPast.body.errors.startsAt).toMatch(/future/);
    await (await db())
      .update(notices)
      .set({ validUntil: new Date(`${date}T00:00:00+03:00`) })
      .where(eq(notices.id, notice.id));
    const late = await book(app, applicant.token, notice.id, room.id, `${date}T10:00:00+03:00`);
    expect(late.status).toBe(400);
    expect(late.body.errors.startsAt).toMatch(/valid until/);
  });

  it('lets only an officer or the applicant book', async () => {
    const { app } = await testContext();
    const { notice } = await clearedNotice();
    const slot = await nextSlot(30);
    expect((await book(app, (await newCitizen(app)).token, notice.id, slot.room.id, slot.startsAt)).status).toBe(404);
    expect((await book(app, await tokenOf(app, STAFF.DIRECTOR), notice.id, slot.room.id, slot.startsAt)).status).toBe(
      403,
    );
    const byOfficer = await book(app, await tokenOf(app, STAFF.OFFICER), notice.id, slot.room.id, slot.startsAt);
    expect(byOfficer.status).toBe(201);
    expect(byOfficer.body.data).toMatchObject({
      noticeId: notice.id,
      roomId: slot.room.id,
      status: 'BOOKED',
      roomName: slot.room.name,
      noticeNumber: notice.noticeNumber,
    });
    const second = await nextSlot(30);
    expect(
      (await book(app, await tokenOf(app, STAFF.OFFICER), notice.id, second.room.id, second.startsAt)).status,
    ).toBe(409);
  });

  it('gives one slot to exactly one of two concurrent bookings', async () => {
    const { app } = await testContext();
    const first = await clearedNotice();
    const second = await clearedNotice();
    const slot = await nextSlot(30);
    const answers = await Promise.all([
      book(app, first.applicant.token, first.notice.id, slot.room.id, slot.startsAt),
      book(app, second.applicant.token, second.notice.id, slot.room.id, slot.startsAt),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe('This slot is already taken');
    const rows = await (await db())
      .select()
      .from(bookings)
      .where(and(eq(bookings.roomId, slot.room.id), eq(bookings.startsAt, new Date(slot.startsAt))));
    expect(rows).toHaveLength(1);
  });

  it('confirms the booking to the applicant, lists it, and lets it be cancelled once', async () => {
    const { app } = await testContext();
    const { applicant, notice, applicationId } = await clearedNotice();
    const slot = await nextSlot(30);
    const booked = await book(app, applicant.token, notice.id, slot.room.id, slot.startsAt);
    expect(booked.status).toBe(201);
    const database = await db();
    expect(
      (
        await database
          .select()
          .from(outbox)
          .where(and(eq(outbox.userId, applicant.userId), eq(outbox.kind, 'BOOKING_CONFIRMED')))
      ).length,
    ).toBe(2);
    expect(
      (await database.select().from(applicationEvents).where(eq(applicationEvents.applicationId, applicationId))).map(
        (e) => e.action,
      ),
    ).toContain('booked');
    const mine = await call(app, { method: 'GET', url: '/api/bookings', token: applicant.token });
    expect(mine.body.map((b: { id: string }) => b.id)).toEqual([booked.body.data.id]);
    const day = slot.startsAt.slice(0, 10);
    const staff = await call(app, {
      method: 'GET',
      url: `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ from: day, to: day, roomId: slot.room.id, status: 'BOOKED' }))}`,
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(staff.status).toBe(200);
    expect(staff.body.map((b: { id: string }) => b.id)).toContain(booked.body.data.id);
    expect(staff.headers['content-range']).toMatch(/^bookings /);
    expect(
      (await call(app, { method: 'GET', url: '/api/bookings', token: await tokenOf(app, STAFF.FINANCE) })).status,
    ).toBe(403);
    const cancelled = await call(app, {
      method: 'POST',
      url: `/api/bookings/${booked.body.data.id}/cancel`,
      token: applicant.token,
      payload: { reason: 'We moved the date' },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.status).toBe('CANCELLED');
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/bookings/${booked.body.data.id}/cancel`,
          token: applicant.token,
          payload: {},
        })
      ).status,
    ).toBe(409);
    // The slot is free again.
    expect((await book(app, applicant.token, notice.id, slot.room.id, slot.startsAt)).status).toBe(201);
  });
});

describe("a notice's wedding is booked in its own district (security review, finding 6)", () => {
  it('a Nairobi notice cannot book a Mombasa room, by the couple or by an officer (400 with a field message, nothing written)', async () => {
    const { app } = await testContext();
    const mombasa = await roomNamed('Mombasa Registrar Marriage Hall'); // Monday-Friday, 09:00-15:00, hourly
    const { applicant, notice, applicationId } = await clearedNotice(); // a Nairobi (047) notice
    const date = openDate(mombasa.weekdays, 6);
    const written = async () => ({
      bookings: (await (await db()).select().from(bookings).where(eq(bookings.noticeId, notice.id))).length,
      events: (
        await (
          await db()
        )
          .select()
          .from(applicationEvents)
          .where(and(eq(applicationEvents.applicationId, applicationId), eq(applicationEvents.action, 'booked')))
      ).length,
    });
    for (const token of [applicant.token, await tokenOf(app, STAFF.OFFICER)]) {
      const refused = await book(app, token, notice.id, mombasa.id, `${date}T10:00:00+03:00`);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ roomId: "Choose a marriage room of the notice's district" });
      expect(await written()).toEqual({ bookings: 0, events: 0 });
    }
    // A Nairobi room takes it.
    const slot = await nextSlot(30);
    expect((await book(app, applicant.token, notice.id, slot.room.id, slot.startsAt)).status).toBe(201);
  });
});

describe('a room whose slot length changed (security review, finding 5)', () => {
  it('refuses a booking overlapping a live one of another length (409, nothing written) and offers no overlapping slot', async () => {
    const { app } = await testContext();
    const admin = await tokenOf(app, STAFF.ADMIN);
    const created = await call(app, {
      method: 'POST',
      url: '/api/marriage-rooms',
      token: admin,
      payload: {
        name: `Overlap Test Room ${Date.now()}`,
        district: '047',
        capacity: 10,
        opensAt: '09:00',
        closesAt: '16:00',
        slotMinutes: 60,
        weekdays: [1, 2, 3, 4, 5, 6, 7],
      },
    });
    expect(created.status).toBe(201);
    const room = created.body;
    const date = dateIn(5);
    const at = (time: string) => new Date(`${date}T${time}:00+03:00`).toISOString();
    const first = await clearedNotice();
    expect((await book(app, first.applicant.token, first.notice.id, room.id, at('10:00'))).status).toBe(201);
    // The administrator lengthens the room's slots: 09:00-10:30 and 10:30-12:00 both overlap the 10:00-11:00 wedding.
    expect(
      (
        await call(app, {
          method: 'PUT',
          url: `/api/marriage-rooms/${room.id}`,
          token: admin,
          payload: { ...room, slotMinutes: 90 },
        })
      ).status,
    ).toBe(200);
    const free = await call(app, {
      method: 'GET',
      url: `/api/marriage-rooms/${room.id}/free-slots?date=${date}`,
      token: first.applicant.token,
    });
    expect(free.body.data.map((s: { startsAt: string }) => s.startsAt)).toEqual([at('12:00'), at('13:30')]);
    const second = await clearedNotice();
    const roomBookings = async () => (await db()).select().from(bookings).where(eq(bookings.roomId, room.id));
    const booked = async () =>
      (
        await (
          await db()
        )
          .select()
          .from(applicationEvents)
          .where(and(eq(applicationEvents.applicationId, second.applicationId), eq(applicationEvents.action, 'booked')))
      ).length;
    const before = await roomBookings();
    for (const time of ['09:00', '10:30']) {
      const refused = await book(app, second.applicant.token, second.notice.id, room.id, at(time));
      expect({
        time,
        status: refused.status,
        message: refused.body.message,
        field: refused.body.errors?.startsAt,
      }).toEqual({
        time,
        status: 409,
        message: 'This time overlaps another wedding booked in this room',
        field: 'This time overlaps another wedding booked in this room',
      });
    }
    expect(await roomBookings()).toEqual(before);
    expect(await booked()).toBe(0);
    expect((await book(app, second.applicant.token, second.notice.id, room.id, at('12:00'))).status).toBe(201);
  });
});

describe('the test clock', () => {
  it('exists in the test app and answers the time; not in a production app', async () => {
    const { app, database } = await testContext();
    const now = await call(app, { method: 'POST', url: '/api/dev/clock', payload: {} });
    expect(now.status).toBe(200);
    expect(Math.abs(Date.parse(now.body.data.now) - nowMs())).toBeLessThan(60_000);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATA_DIR: '/tmp/marriages-api-tests',
      JWT_SECRET: app.config.jwtSecret,
      PUBLIC_URL: 'https://marriages.example.test',
      ...PRODUCTION_PAYMENTS,
      ...PRODUCTION_KEYS,
    });
    const production = await buildApp({ config, database, clock: new AdjustableClock() });
    await production.ready();
    try {
      expect(
        (await call(production, { method: 'POST', url: '/api/dev/clock', payload: { advanceDays: 1 } })).status,
      ).toBe(404);
    } finally {
      await production.close();
    }
  });
});

/**
 * Lapsing, last in this file: a separate app over the same database with its own clock, so that
 * moving time forward does not move the shared app's clock.
 */
describe('lapsing', () => {
  let later: FastifyInstance | null = null;
  afterAll(async () => {
    await later?.close();
  });

  it('marks a passed booking MISSED and a notice past its validity LAPSED (its booking cancelled), telling the applicant', async () => {
    const { app, database } = await testContext();
    const missed = await clearedNotice();
    const room = await roomNamed('Sheria House Marriage Room 2');
    const date = openDate(room.weekdays, 1);
    const booked = await book(app, missed.applicant.token, missed.notice.id, room.id, `${date}T15:00:00+03:00`);
    expect(booked.status).toBe(201);
    const lapsing = await clearedNotice();
    const slot = await nextSlot(20);
    const lapsingBooking = await book(app, lapsing.applicant.token, lapsing.notice.id, slot.room.id, slot.startsAt);
    expect(lapsingBooking.status).toBe(201);
    const endOfSlot = Date.parse(`${date}T16:00:00+03:00`);
    await database.db
      .update(notices)
      .set({ validUntil: new Date(endOfSlot + HOUR) })
      .where(eq(notices.id, lapsing.notice.id));

    const clock = new AdjustableClock();
    later = await buildApp({ config: app.config, database, clock });
    await later.ready();
    const advanced = await call(later, {
      method: 'POST',
      url: '/api/dev/clock',
      payload: { advanceMs: Math.max(0, endOfSlot + 2 * HOUR - Date.now()) },
    });
    expect(advanced.status).toBe(200);
    expect(Date.parse(advanced.body.data.now)).toBeGreaterThan(endOfSlot + HOUR);

    const rows = database.db;
    const [missedRow] = await rows.select().from(bookings).where(eq(bookings.id, booked.body.data.id));
    expect(missedRow.status).toBe('MISSED');
    const [lapsedNotice] = await rows.select().from(notices).where(eq(notices.id, lapsing.notice.id));
    expect(lapsedNotice.status).toBe('LAPSED');
    const [cancelled] = await rows.select().from(bookings).where(eq(bookings.id, lapsingBooking.body.data.id));
    expect(cancelled.status).toBe('CANCELLED');
    const kinds = async (userId: string) =>
      (await rows.select().from(outbox).where(eq(outbox.userId, userId))).map((m) => m.kind);
    expect(await kinds(missed.applicant.userId)).toContain('BOOKING_MISSED');
    expect(await kinds(lapsing.applicant.userId)).toContain('NOTICE_LAPSED');
    const events = await rows
      .select()
      .from(applicationEvents)
      .where(eq(applicationEvents.applicationId, lapsing.applicationId));
    expect(events.map((e) => e.action)).toContain('lapsed');

    const staff = await tokenOf(app, STAFF.OFFICER);
    const uncelebrated = await call(app, {
      method: 'GET',
      url: `/api/bookings?filter=${encodeURIComponent(JSON.stringify({ status: 'MISSED' }))}&range=${encodeURIComponent('[0,999]')}`,
      token: staff,
    });
    expect(uncelebrated.body.map((b: { id: string }) => b.id)).toContain(booked.body.data.id);
    const lapsedList = await call(app, {
      method: 'GET',
      url: `/api/notices?filter=${encodeURIComponent(JSON.stringify({ status: 'LAPSED' }))}&range=${encodeURIComponent('[0,999]')}`,
      token: staff,
    });
    expect(lapsedList.body.map((n: { id: string }) => n.id)).toContain(lapsing.notice.id);
    // A second sweep finds nothing more to do.
    expect(await later.calendar.sweep()).toMatchObject({ missed: 0, lapsed: 0 });
  });
});
