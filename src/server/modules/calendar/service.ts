import { and, count, eq, gt, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { listOrder, pageOf } from '../../db/paged.js';
import type { FastifyBaseLogger } from 'fastify';
import {
  isApiDate,
  isoWeekday,
  nairobiDate,
  nairobiDayBounds,
  nairobiInstant,
  toDisplayDateTime,
} from '../../../shared/dates.js';
import { canManageWeddings } from '../../../shared/noticePermissions.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { applications, bookings, licences, marriageRooms, notices, objections, users } from '../../db/schema/index.js';
import { VISIT_MINUTES } from '../../../shared/bookings.js';
import { licenceStatus } from '../../../shared/licences.js';
import { idFilter, type ParsedList } from '../../http/simpleRest.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { isOwner } from '../applications/access.js';
import { applicationEvent, notifyUser } from '../notices/common.js';
import { bookingQuery, readsMarriages } from '../notices/service.js';

export type BookingRow = typeof bookings.$inferSelect;
type Room = typeof marriageRooms.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const SLOT_TAKEN = 'This slot is already taken';
/** Slots of different lengths (a room's slot length changed in the settings) may overlap without starting together. */
export const SLOT_OVERLAPS = 'This time overlaps another wedding booked in this room';
/** A notice's wedding is booked in a room of the notice's district. */
export const ROOM_OF_ANOTHER_DISTRICT = "Choose a marriage room of the notice's district";
/** The bookings that hold a room's time. */
const LIVE_ROOM_BOOKINGS: BookingRow['status'][] = ['BOOKED', 'CELEBRATED'];

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/** The room's slots on a day (Nairobi time), whatever is booked: empty when the room is closed. */
export function slotGrid(
  room: Pick<Room, 'opensAt' | 'closesAt' | 'slotMinutes' | 'weekdays' | 'active'>,
  date: string,
): { startsAt: Date; endsAt: Date }[] {
  if (!isApiDate(date) || !room.active || !room.weekdays.includes(isoWeekday(date)) || room.slotMinutes <= 0) return [];
  const midnight = nairobiInstant(date).getTime();
  const slots: { startsAt: Date; endsAt: Date }[] = [];
  for (let m = minutesOf(room.opensAt); m + room.slotMinutes <= minutesOf(room.closesAt); m += room.slotMinutes) {
    slots.push({
      startsAt: new Date(midnight + m * 60_000),
      endsAt: new Date(midnight + (m + room.slotMinutes) * 60_000),
    });
  }
  return slots;
}

/** A Postgres-wide key of the lapsing sweep's advisory lock ("MARRIAGE" in hex digits, folded). */
const SWEEP_LOCK_KEY = 0x4d415252;

export interface CalendarDeps {
  db: Db;
  clock: Clock;
  notified(): void;
}

export class CalendarService {
  constructor(private readonly deps: CalendarDeps) {}

  private now() {
    return this.deps.clock.now();
  }

  private async room(id: string): Promise<Room> {
    if (!UUID.test(id)) throw notFound('No such marriage room');
    const [room] = await this.deps.db.select().from(marriageRooms).where(eq(marriageRooms.id, id));
    if (!room) throw notFound('No such marriage room');
    return room;
  }

  async freeSlots(roomId: string, date: string) {
    const room = await this.room(roomId);
    const now = this.now();
    const grid = slotGrid(room, date);
    if (!grid.length) return [];
    // Every live booking that overlaps the day's grid, whatever its length: a slot it overlaps is not free.
    const taken = await this.deps.db
      .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.roomId, room.id),
          inArray(bookings.status, LIVE_ROOM_BOOKINGS),
          lt(bookings.startsAt, grid[grid.length - 1].endsAt),
          gt(bookings.endsAt, grid[0].startsAt),
        ),
      );
    const overlapsTaken = (slot: { startsAt: Date; endsAt: Date }) =>
      taken.some((t) => t.startsAt.getTime() < slot.endsAt.getTime() && t.endsAt.getTime() > slot.startsAt.getTime());
    return grid
      .filter((s) => s.startsAt.getTime() > now.getTime() && !overlapsTaken(s))
      .map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() }));
  }

  async listBookings(caller: Caller, list: ParsedList<'startsAt' | 'status' | 'createdAt'>) {
    let scope: SQL | undefined;
    if (caller.accountType === 'BACKOFFICE') {
      if (!readsMarriages(caller)) throw forbidden('Your role cannot see the wedding calendar');
      scope = caller.district ? eq(notices.district, caller.district) : undefined;
    } else {
      scope = sql`${notices.applicationId} in (select a.id from applications a where ${
        caller.accountType === 'ORGANIZATION' && caller.organisationId
          ? sql`a.organisation_id = ${caller.organisationId}`
          : sql`a.applicant_id = ${caller.userId}`
      })`;
    }
    const f = list.filter;
    const days = nairobiDayBounds(f.from, f.to);
    const statuses = [f.status]
      .flat()
      .filter(
        (s): s is BookingRow['status'] =>
          typeof s === 'string' && ['BOOKED', 'CELEBRATED', 'CANCELLED', 'MISSED'].includes(s),
      );
    const where = and(
      scope,
      idFilter(f, bookings.id),
      days.start ? gte(bookings.startsAt, days.start) : undefined,
      days.end ? lt(bookings.startsAt, days.end) : undefined,
      typeof f.roomId === 'string' && UUID.test(f.roomId) ? eq(bookings.roomId, f.roomId) : undefined,
      typeof f.noticeId === 'string' && UUID.test(f.noticeId) ? eq(bookings.noticeId, f.noticeId) : undefined,
      statuses.length ? inArray(bookings.status, statuses) : undefined,
    );
    const column = { startsAt: bookings.startsAt, status: bookings.status, createdAt: bookings.createdAt }[
      list.sort.field
    ];
    return pageOf(
      bookingQuery(this.deps.db).where(where).$dynamic(),
      this.deps.db
        .select({ total: count() })
        .from(bookings)
        .innerJoin(notices, eq(notices.id, bookings.noticeId))
        .where(where),
      listOrder(list, column, bookings.id),
      list.range,
    );
  }

  async getBooking(caller: Caller, id: string) {
    if (!UUID.test(id)) throw notFound('No such booking');
    const [row] = await bookingQuery(this.deps.db).where(eq(bookings.id, id));
    if (!row) throw notFound('No such booking');
    const [application] = await this.deps.db.select().from(applications).where(eq(applications.id, row.applicationId));
    const staff =
      caller.accountType === 'BACKOFFICE' &&
      readsMarriages(caller) &&
      (!caller.district || caller.district === application?.district);
    if (!staff && !(application && isOwner(caller, application))) throw notFound('No such booking');
    return row;
  }

  /** Books a slot of a room for a cleared notice (an officer, or the notice's applicant). */
  async book(caller: Caller, input: { noticeId: string; roomId: string; startsAt: Date }) {
    if (!UUID.test(input.noticeId)) throw badRequest(VALIDATION_MESSAGE, { noticeId: 'No such notice' });
    const known = await this.room(input.roomId).catch(() => {
      throw badRequest(VALIDATION_MESSAGE, { roomId: 'No such marriage room' });
    });
    const now = this.now();
    try {
      const booking = await this.deps.db.transaction(async (tx) => {
        const [notice] = await tx.select().from(notices).where(eq(notices.id, input.noticeId)).for('update');
        // The room's bookings are made one at a time: its row is locked (in the order notice, room) and
        // read again, so the slot length is the one in force and no other booking of the room is being made.
        const [room] = await tx.select().from(marriageRooms).where(eq(marriageRooms.id, known.id)).for('update');
        if (!room) throw badRequest(VALIDATION_MESSAGE, { roomId: 'No such marriage room' });
        const [application] = notice
          ? await tx.select().from(applications).where(eq(applications.id, notice.applicationId))
          : [];
        if (!notice || !application) throw notFound('No such notice');
        const officer = canManageWeddings(caller) && (!caller.district || caller.district === notice.district);
        if (!officer && !isOwner(caller, application)) {
          if (caller.accountType === 'BACKOFFICE' && readsMarriages(caller))
            throw forbidden('Only an officer or the couple books a wedding');
          throw notFound('No such notice');
        }
        if (notice.status !== 'PUBLISHED')
          throw conflict(`A notice that is ${notice.status.toLowerCase()} cannot be booked`);
        if (notice.venueLicenceId)
          throw conflict(
            'This marriage is celebrated at the venue of its special licence: an officer schedules a visit there instead of a room slot',
          );
        // A notice is given to one district's registrar, who celebrates the marriage in that district's rooms.
        if (room.district !== notice.district)
          throw badRequest(VALIDATION_MESSAGE, { roomId: ROOM_OF_ANOTHER_DISTRICT });
        if (now.getTime() < notice.noticeEndsAt.getTime())
          throw conflict(`The notice period runs until ${toDisplayDateTime(notice.noticeEndsAt)}; book after it`);
        const [open] = await tx
          .select({ n: count() })
          .from(objections)
          .where(and(eq(objections.noticeId, notice.id), eq(objections.status, 'OPEN')));
        if (open.n > 0)
          throw conflict('An objection to this notice is open; it must be decided before the wedding is booked');
        const [existing] = await tx
          .select({ id: bookings.id })
          .from(bookings)
          .where(and(eq(bookings.noticeId, notice.id), eq(bookings.status, 'BOOKED')));
        if (existing) throw conflict('This notice already has a booking; cancel it before booking another slot');
        const slot = slotGrid(room, nairobiDate(input.startsAt)).find(
          (s) => s.startsAt.getTime() === input.startsAt.getTime(),
        );
        if (!slot) throw badRequest(VALIDATION_MESSAGE, { startsAt: "Choose one of the room's slots" });
        if (slot.startsAt.getTime() <= now.getTime())
          throw badRequest(VALIDATION_MESSAGE, { startsAt: 'Choose a time in the future' });
        if (slot.endsAt.getTime() > notice.validUntil.getTime())
          throw badRequest(VALIDATION_MESSAGE, {
            startsAt: `The notice is valid until ${toDisplayDateTime(notice.validUntil)}; choose an earlier slot`,
          });
        // No two live weddings in one room at once, whatever the lengths of their slots.
        const [clash] = await tx
          .select({ startsAt: bookings.startsAt })
          .from(bookings)
          .where(
            and(
              eq(bookings.roomId, room.id),
              inArray(bookings.status, LIVE_ROOM_BOOKINGS),
              lt(bookings.startsAt, slot.endsAt),
              gt(bookings.endsAt, slot.startsAt),
            ),
          )
          .limit(1);
        if (clash) {
          const message = clash.startsAt.getTime() === slot.startsAt.getTime() ? SLOT_TAKEN : SLOT_OVERLAPS;
          throw conflict(message, { startsAt: message });
        }
        const [created] = await tx
          .insert(bookings)
          .values({
            noticeId: notice.id,
            roomId: room.id,
            startsAt: slot.startsAt,
            endsAt: slot.endsAt,
            status: 'BOOKED',
            bookedBy: caller.userId,
            createdAt: now,
          })
          .returning();
        await audit(tx, {
          actorId: caller.userId,
          action: 'booking.created',
          entity: 'booking',
          entityId: created.id,
          after: { noticeId: notice.id, roomId: room.id, startsAt: slot.startsAt },
        });
        await applicationEvent(
          tx,
          application,
          caller.userId,
          'booked',
          `${room.name}, ${toDisplayDateTime(slot.startsAt)}`,
          now,
        );
        await notifyUser(tx, application.applicantId, 'BOOKING_CONFIRMED', {
          subject: `Your wedding is booked: ${toDisplayDateTime(slot.startsAt)}`,
          body: `Your wedding (notice ${notice.noticeNumber}) is booked in ${room.name} on ${toDisplayDateTime(slot.startsAt)} (Nairobi time). Come with both parties, your two witnesses and your original IDs 30 minutes early.`,
          sms: `Wedding booked: ${room.name}, ${toDisplayDateTime(slot.startsAt)}. Notice ${notice.noticeNumber}. Bring both IDs and two witnesses.`,
        });
        return created;
      });
      this.deps.notified();
      return this.getBookingRow(booking.id);
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(SLOT_TAKEN, { startsAt: SLOT_TAKEN });
      throw error;
    }
  }

  /**
   * An officer schedules the visit to the venue of a private-venue special licence (domain section
   * 11): the notice must be cleared, the time in the future and inside the notice's validity, and
   * the officer (the caller unless another officer of the district is named) free at that time.
   */
  async scheduleVisit(caller: Caller, input: { noticeId: string; startsAt: Date; officerId?: string | null }) {
    if (!canManageWeddings(caller)) throw forbidden('Only an officer schedules a visit');
    if (!UUID.test(input.noticeId)) throw badRequest(VALIDATION_MESSAGE, { noticeId: 'No such notice' });
    const officerId = input.officerId || caller.userId;
    if (!UUID.test(officerId)) throw badRequest(VALIDATION_MESSAGE, { officerId: 'Choose an officer' });
    const now = this.now();
    const startsAt = new Date(Math.floor(input.startsAt.getTime() / 60_000) * 60_000);
    const endsAt = new Date(startsAt.getTime() + VISIT_MINUTES * 60_000);
    const visit = await this.deps.db.transaction(async (tx) => {
      const [notice] = await tx.select().from(notices).where(eq(notices.id, input.noticeId)).for('update');
      if (!notice || (caller.district && caller.district !== notice.district)) throw notFound('No such notice');
      const [application] = await tx.select().from(applications).where(eq(applications.id, notice.applicationId));
      if (!notice.venueLicenceId) throw conflict('This notice names no private venue: book a slot in a marriage room');
      if (notice.status !== 'PUBLISHED')
        throw conflict(`A notice that is ${notice.status.toLowerCase()} cannot be booked`);
      if (now.getTime() < notice.noticeEndsAt.getTime())
        throw conflict(`The notice period runs until ${toDisplayDateTime(notice.noticeEndsAt)}; book after it`);
      const [open] = await tx
        .select({ n: count() })
        .from(objections)
        .where(and(eq(objections.noticeId, notice.id), eq(objections.status, 'OPEN')));
      if (open.n > 0)
        throw conflict('An objection to this notice is open; it must be decided before the wedding is booked');
      const [existing] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(and(eq(bookings.noticeId, notice.id), eq(bookings.status, 'BOOKED')));
      if (existing) throw conflict('This notice already has a booking; cancel it before booking another');
      if (startsAt.getTime() <= now.getTime())
        throw badRequest(VALIDATION_MESSAGE, { startsAt: 'Choose a time in the future' });
      if (endsAt.getTime() > notice.validUntil.getTime())
        throw badRequest(VALIDATION_MESSAGE, {
          startsAt: `The notice is valid until ${toDisplayDateTime(notice.validUntil)}; choose an earlier time`,
        });
      const [officer] = await tx
        .select({ staffRole: users.staffRole, district: users.district, status: users.status })
        .from(users)
        .where(eq(users.id, officerId));
      if (
        !officer ||
        officer.staffRole !== 'OFFICER' ||
        officer.status !== 'ACTIVE' ||
        (officer.district && officer.district !== notice.district)
      ) {
        throw badRequest(VALIDATION_MESSAGE, { officerId: 'Choose an active officer of the district' });
      }
      const [busy] = await tx
        .select({ id: bookings.id })
        .from(bookings)
        .where(
          and(
            eq(bookings.officerId, officerId),
            eq(bookings.status, 'BOOKED'),
            lt(bookings.startsAt, endsAt),
            gt(bookings.endsAt, startsAt),
          ),
        )
        .limit(1);
      if (busy)
        throw conflict('The officer has another visit at that time', {
          startsAt: 'The officer has another visit at that time',
        });
      const [licence] = await tx.select().from(licences).where(eq(licences.id, notice.venueLicenceId));
      const status = licence ? licenceStatus(licence, now) : 'REVOKED';
      if (status !== 'VALID') throw conflict(`The venue's special licence is ${status.toLowerCase()}`);
      const [created] = await tx
        .insert(bookings)
        .values({
          noticeId: notice.id,
          kind: 'VISIT',
          roomId: null,
          venueName: licence.venueName,
          venueAddress: licence.venueAddress,
          officerId,
          startsAt,
          endsAt,
          status: 'BOOKED',
          bookedBy: caller.userId,
          createdAt: now,
        })
        .returning();
      await audit(tx, {
        actorId: caller.userId,
        action: 'booking.created',
        entity: 'booking',
        entityId: created.id,
        after: { noticeId: notice.id, kind: 'VISIT', officerId, startsAt },
      });
      await applicationEvent(
        tx,
        application,
        caller.userId,
        'booked',
        `Visit to ${licence.venueName}, ${toDisplayDateTime(startsAt)}`,
        now,
      );
      await notifyUser(tx, application.applicantId, 'BOOKING_CONFIRMED', {
        subject: `Your wedding is booked: ${toDisplayDateTime(startsAt)}`,
        body: `A registrar will celebrate your marriage (notice ${notice.noticeNumber}) at ${licence.venueName}, ${licence.venueAddress ?? ''} on ${toDisplayDateTime(startsAt)} (Nairobi time), under special licence ${licence.number}. Have both parties, your two witnesses and your original IDs ready.`,
        sms: `Wedding booked: registrar visits ${licence.venueName} on ${toDisplayDateTime(startsAt)}. Notice ${notice.noticeNumber}.`,
      });
      return created;
    });
    this.deps.notified();
    return this.getBookingRow(visit.id);
  }

  private async getBookingRow(id: string) {
    const [row] = await bookingQuery(this.deps.db).where(eq(bookings.id, id));
    return row;
  }

  async cancel(caller: Caller, id: string, reason: string | null) {
    await this.getBooking(caller, id);
    const now = this.now();
    await this.deps.db.transaction(async (tx) => {
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
      const [notice] = await tx.select().from(notices).where(eq(notices.id, booking.noticeId));
      const [application] = await tx.select().from(applications).where(eq(applications.id, notice.applicationId));
      if (!canManageWeddings(caller) && !isOwner(caller, application))
        throw forbidden('Only an officer or the couple cancels a booking');
      if (booking.status !== 'BOOKED')
        throw conflict(`A booking that is ${booking.status.toLowerCase()} cannot be cancelled`);
      await tx.update(bookings).set({ status: 'CANCELLED' }).where(eq(bookings.id, id));
      await audit(tx, {
        actorId: caller.userId,
        action: 'booking.cancelled',
        entity: 'booking',
        entityId: id,
        before: { status: 'BOOKED' },
        after: { status: 'CANCELLED', reason },
      });
      await applicationEvent(tx, application, caller.userId, 'booking-cancelled', reason, now);
      if (caller.userId !== application.applicantId) {
        await notifyUser(tx, application.applicantId, 'BOOKING_CANCELLED', {
          subject: 'Your wedding booking is cancelled',
          body: `The registry cancelled your wedding booking of ${toDisplayDateTime(booking.startsAt)} (notice ${notice.noticeNumber}).${reason ? ` The reason: ${reason}` : ''} You can book another slot while the notice is valid.`,
          sms: `Your wedding booking of ${toDisplayDateTime(booking.startsAt)} is cancelled.${reason ? ` ${reason}` : ''}`.slice(
            0,
            300,
          ),
        });
      }
    });
    this.deps.notified();
    return this.getBookingRow(id);
  }

  /**
   * The lapsing sweep: bookings whose slot passed uncelebrated are MISSED; notices past their
   * validity LAPSE (their bookings cancelled). One process at a time (transaction advisory lock).
   */
  async sweep(): Promise<{ missed: number; lapsed: number; skipped: boolean }> {
    const now = this.now();
    const result = await this.deps.db.transaction(async (tx) => {
      const { rows } = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
      )) as unknown as { rows: { locked: boolean }[] };
      if (!rows[0]?.locked) return { missed: 0, lapsed: 0, skipped: true };
      const missed = await tx
        .update(bookings)
        .set({ status: 'MISSED' })
        .where(and(eq(bookings.status, 'BOOKED'), lt(bookings.endsAt, now)))
        .returning();
      for (const booking of missed) await this.tellMissed(tx, booking, now);
      const lapsed = await tx
        .update(notices)
        .set({ status: 'LAPSED' })
        .where(and(eq(notices.status, 'PUBLISHED'), lt(notices.validUntil, now)))
        .returning();
      for (const notice of lapsed) {
        const cancelled = await tx
          .update(bookings)
          .set({ status: 'CANCELLED' })
          .where(and(eq(bookings.noticeId, notice.id), eq(bookings.status, 'BOOKED')))
          .returning({ id: bookings.id });
        for (const b of cancelled)
          await audit(tx, {
            actorId: null,
            action: 'booking.cancelled',
            entity: 'booking',
            entityId: b.id,
            before: { status: 'BOOKED' },
            after: { status: 'CANCELLED', reason: 'The notice lapsed' },
          });
        await audit(tx, {
          actorId: null,
          action: 'notice.lapsed',
          entity: 'notice',
          entityId: notice.id,
          before: { status: 'PUBLISHED' },
          after: { status: 'LAPSED', validUntil: notice.validUntil },
        });
        const [application] = await tx.select().from(applications).where(eq(applications.id, notice.applicationId));
        if (!application) continue;
        await applicationEvent(
          tx,
          application,
          null,
          'lapsed',
          `Notice ${notice.noticeNumber} lapsed on ${toDisplayDateTime(notice.validUntil)}`,
          now,
        );
        await notifyUser(tx, application.applicantId, 'NOTICE_LAPSED', {
          subject: `Your notice of marriage ${notice.noticeNumber} has lapsed`,
          body: `Your notice of marriage ${notice.noticeNumber} was valid until ${toDisplayDateTime(notice.validUntil)} and no marriage was celebrated under it, so it has lapsed. To marry, give a new notice of marriage.`,
          sms: `Notice ${notice.noticeNumber} has lapsed (valid until ${toDisplayDateTime(notice.validUntil)}). Give a new notice to marry.`,
        });
      }
      return { missed: missed.length, lapsed: lapsed.length, skipped: false };
    });
    if (result.missed || result.lapsed) this.deps.notified();
    return result;
  }

  private async tellMissed(tx: Tx, booking: BookingRow, now: Date) {
    await audit(tx, {
      actorId: null,
      action: 'booking.missed',
      entity: 'booking',
      entityId: booking.id,
      before: { status: 'BOOKED' },
      after: { status: 'MISSED' },
    });
    const [notice] = await tx.select().from(notices).where(eq(notices.id, booking.noticeId));
    const [application] = await tx.select().from(applications).where(eq(applications.id, notice.applicationId));
    if (!application) return;
    await applicationEvent(
      tx,
      application,
      null,
      'missed',
      `Booking of ${toDisplayDateTime(booking.startsAt)} missed`,
      now,
    );
    await notifyUser(tx, application.applicantId, 'BOOKING_MISSED', {
      subject: 'Your wedding slot passed without a celebration',
      body: `No marriage was recorded in your booked slot of ${toDisplayDateTime(booking.startsAt)} (notice ${notice.noticeNumber}). While the notice is valid (until ${toDisplayDateTime(notice.validUntil)}) you can book another slot.`,
      sms: `Your wedding slot of ${toDisplayDateTime(booking.startsAt)} was missed. Book again before ${toDisplayDateTime(notice.validUntil)}.`,
    });
  }
}

function isUniqueViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Runs the sweep every minute while the app runs (started in onReady, stopped in onClose). */
export class LapsingSweeper {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly calendar: CalendarService,
    private readonly log: FastifyBaseLogger,
    /** Work that runs after each sweep (the marriage returns' reminders). */
    private readonly after: () => Promise<void> = async () => undefined,
  ) {}

  /** How many timed sweeps this process has run (GET /api/health shows it). */
  scheduledRuns = 0;

  /**
   * Sweeps every `intervalMs`, each time `mayRun` allows it: of several API processes only the one
   * holding the scheduler's lease sweeps (src/server/cluster.ts).
   */
  start(intervalMs = 60_000, mayRun: () => Promise<boolean> = async () => true): void {
    const tick = async () => {
      if (!(await mayRun())) return;
      this.scheduledRuns += 1;
      await this.run();
    };
    this.timer = setInterval(
      () => void tick().catch((error) => this.log.warn({ err: error }, 'lapsing sweep failed')),
      intervalMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One sweep now; concurrent calls share it. */
  run(): Promise<{ missed: number; lapsed: number; skipped: boolean }> {
    this.running ??= this.calendar
      .sweep()
      .then(async (result) => {
        await this.after().catch((error) => this.log.warn({ err: error }, 'after-sweep work failed'));
        return result;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running as Promise<{ missed: number; lapsed: number; skipped: boolean }>;
  }
}
