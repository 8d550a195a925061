import { z } from 'zod';
import { timestamp } from './applications.js';
import { bookingSchema } from './bookings.js';
import { envelope } from './common.js';

export const MARRIAGE_STATUSES = ['SUBSISTING', 'DISSOLVED'] as const;

/**
 * A party as the marriage register records them (at the celebration). The keys are in the order
 * PostgreSQL's jsonb keeps them (shorter first), so that the bytes sent stay the same.
 */
export const registerPartySchema = z.object({
  age: z.number(),
  name: z.string(),
  father: z.string(),
  idType: z.string(),
  mother: z.string(),
  idNumber: z.string(),
  condition: z.string(),
  residence: z.string(),
  occupation: z.string(),
});

/** An entry of the marriage register (GET /civil-marriages, /civil-marriages/:id): the row, its book, district and notice. */
export const marriageEntrySchema = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  bookId: z.string(),
  entryNumber: z.number(),
  district: z.string(),
  noticeId: z.string().nullable(),
  applicationId: z.string().nullable(),
  partyA: registerPartySchema,
  partyB: registerPartySchema,
  partyAIdNumber: z.string(),
  partyBIdNumber: z.string(),
  celebratedAt: timestamp,
  venueName: z.string(),
  officiantName: z.string(),
  witnesses: z.array(z.string()),
  recordedBy: z.string().nullable(),
  certificateDocumentId: z.string().nullable(),
  status: z.enum(MARRIAGE_STATUSES),
  /** A dissolved entry: the day of the decree absolute and the decree as the margin reads. */
  dissolvedOn: z.string().nullable(),
  dissolutionDecree: z.string().nullable(),
  createdAt: timestamp,
  partyAName: z.string(),
  partyBName: z.string(),
  bookNumber: z.string(),
  districtName: z.string(),
  noticeNumber: z.string().nullable(),
});

/** A register book (GET /register-books, /register-books/:id), with its district's name. */
export const registerBookSchema = z.object({
  id: z.string(),
  district: z.string(),
  year: z.number(),
  bookNumber: z.string(),
  capacity: z.number(),
  entriesUsed: z.number(),
  createdAt: timestamp,
  districtName: z.string(),
});

/** POST /bookings/:id/celebrate: where the marriage is entered and its certificate. */
export const celebrationSchema = z.object({
  marriageId: z.string(),
  registrationNumber: z.string(),
  bookNumber: z.string(),
  entryNumber: z.number(),
  certificateDocumentId: z.string(),
});
export const celebrationAnswer = envelope(celebrationSchema);

/** A step lately taken on an application the caller reads (the back-office home). */
export const recentActivitySchema = z.object({
  at: timestamp,
  /** The step or event (an application action or a history event), as the timeline names it. */
  action: z.string(),
  reference: z.string(),
  applicationId: z.string(),
  /** The application's service: its back-office section holds the application's page. */
  serviceCode: z.string(),
  actorName: z.string().nullable(),
});

/** GET /dashboard/today: today's weddings in the caller's district (room slots and visits), and the latest steps. */
export const todaySchema = z.object({
  weddingsToday: z.array(bookingSchema),
  recentActivity: z.array(recentActivitySchema),
});
export const todayAnswer = envelope(todaySchema);

export type RegisterParty = z.input<typeof registerPartySchema>;
export type MarriageEntry = z.input<typeof marriageEntrySchema>;
export type RegisterBook = z.input<typeof registerBookSchema>;
export type CelebrationResult = z.input<typeof celebrationSchema>;
export type RecentActivity = z.input<typeof recentActivitySchema>;
export type Today = z.input<typeof todaySchema>;
