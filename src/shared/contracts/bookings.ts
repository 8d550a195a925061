import { z } from 'zod';
import { BOOKING_KINDS, BOOKING_STATUS_VALUES } from '../bookings.js';
import { timestamp } from './applications.js';

/**
 * A booking of the wedding calendar (GET /api/bookings, /api/bookings/:id): a slot of a marriage
 * room, or an officer's visit to the venue of a private-venue special licence (kind VISIT, no room;
 * `place` is the room's name or the venue's).
 */
export const bookingSchema = z.object({
  id: z.string(),
  kind: z.enum(BOOKING_KINDS),
  noticeId: z.string(),
  noticeNumber: z.string(),
  partyAName: z.string(),
  partyBName: z.string(),
  roomId: z.string().nullable(),
  /** The room's name, or the venue's for a visit. */
  roomName: z.string(),
  venueAddress: z.string().nullable(),
  officerId: z.string().nullable(),
  officerName: z.string().nullable(),
  district: z.string(),
  startsAt: timestamp,
  endsAt: timestamp,
  status: z.enum(BOOKING_STATUS_VALUES),
  applicationId: z.string(),
});
export type Booking = z.input<typeof bookingSchema>;

/** A free slot of a marriage room on a day (GET /api/marriage-rooms/:id/free-slots), as ISO instants. */
export const freeSlotSchema = z.object({
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type FreeSlot = z.input<typeof freeSlotSchema>;

/** POST /api/bookings/visits: an officer schedules the visit to a private venue (an officer of the district; the caller by default). */
export const visitBody = z.object({
  noticeId: z.string({ error: 'Name the notice' }).max(64),
  startsAt: z.coerce.date({ error: 'Choose the date and time' }),
  officerId: z.string().max(64).optional().nullable(),
});
