import { z } from 'zod';
import { NOTICE_CHECK_CODES, NOTICE_PARTIES, NOTICE_STATUSES, OBJECTION_STATUSES } from '../notices.js';
import { timestamp } from './applications.js';
import { bookingSchema } from './bookings.js';
import { envelope } from './common.js';

/**
 * The notices API's answers (docs/notices-api.md): the checks and preview of a notice of marriage,
 * the notice book, the public board and objections. The routes declare them as response schemas
 * and the client reads the same types; `z.input` is the wire's shape (timestamps as ISO strings).
 */

/** One check of a notice (GET /applications/:id/checks): passed or not, in words. */
export const noticeCheckSchema = z.object({
  code: z.enum(NOTICE_CHECK_CODES),
  /** The party the check is about (age, subsisting marriage); absent for a check of both. */
  party: z.enum(NOTICE_PARTIES).optional(),
  ok: z.boolean(),
  message: z.string(),
});

/** A party as the notice of marriage shows them. */
export const noticePreviewPartySchema = z.object({
  name: z.string(),
  /** Whole years on the day of the preview; null without a date of birth. */
  age: z.number().nullable(),
  condition: z.string(),
  occupation: z.string(),
  /** The district's name. */
  residence: z.string(),
});

/** GET /applications/:id/notice-preview: the notice as it is (or will be) published; no number or dates before publication. */
export const noticePreviewSchema = z.object({
  noticeNumber: z.string().nullable(),
  district: z.string(),
  districtName: z.string(),
  partyA: noticePreviewPartySchema,
  partyB: noticePreviewPartySchema,
  /** yyyy-mm-dd, or empty while a draft has none. */
  intendedDate: z.string(),
  venueName: z.string(),
  noticePeriodDays: z.number(),
  publishedAt: timestamp.nullable(),
  noticeEndsAt: timestamp.nullable(),
  /** Each party's declaration (issue 24): when made on the notice as it reads, null while missing. */
  declarations: z.array(
    z.object({ party: z.enum(NOTICE_PARTIES), name: z.string(), declaredAt: timestamp.nullable() }),
  ),
});

/** An entry of the notice book (GET /notices), with its state: cleared for booking, and its open objections. */
export const noticeSchema = z.object({
  id: z.string(),
  applicationId: z.string(),
  noticeNumber: z.string(),
  district: z.string(),
  partyAName: z.string(),
  partyBName: z.string(),
  /** yyyy-mm-dd */
  intendedDate: z.iso.date(),
  venueName: z.string(),
  publishedAt: timestamp,
  noticeEndsAt: timestamp,
  validUntil: timestamp,
  status: z.enum(NOTICE_STATUSES),
  voidReason: z.string().nullable(),
  waiverLicenceId: z.string().nullable(),
  venueLicenceId: z.string().nullable(),
  createdAt: timestamp,
  /** The notice-waiver licence it names: not held for the notice period. */
  waiverLicenceNumber: z.string().nullable(),
  /** The private-venue licence it names: celebrated there, on an officer's visit. */
  venueLicenceNumber: z.string().nullable(),
  /** Published, its period over and no objection open: it may be booked. */
  cleared: z.boolean(),
  openObjections: z.number(),
});

/** One notice (GET /notices/:id, /applications/:id/notice), with its live or celebrated booking. */
export const noticeDetailSchema = noticeSchema.extend({
  booking: bookingSchema.nullable(),
});

/** A notice on the public board (GET /public/notices): open for objections. */
export const publicNoticeSchema = z.object({
  id: z.string(),
  noticeNumber: z.string(),
  partyAName: z.string(),
  partyBName: z.string(),
  district: z.string(),
  districtName: z.string(),
  /** yyyy-mm-dd */
  intendedDate: z.iso.date(),
  venueName: z.string(),
  publishedAt: timestamp,
  noticeEndsAt: timestamp,
});

/** POST /public/notices/:id/objections: the objection's reference, and what happens next. */
export const lodgedObjectionSchema = z.object({
  reference: z.string(),
  message: z.string(),
});

/** An objection (GET /objections, /objections/:id, the decisions), with its notice's number, couple and state. */
export const objectionSchema = z.object({
  id: z.string(),
  noticeId: z.string(),
  reference: z.string(),
  objectorName: z.string(),
  objectorContact: z.string(),
  grounds: z.string(),
  status: z.enum(OBJECTION_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: timestamp.nullable(),
  decisionReason: z.string().nullable(),
  createdAt: timestamp,
  noticeNumber: z.string(),
  partyAName: z.string(),
  partyBName: z.string(),
  applicationId: z.string(),
  noticeStatus: z.enum(NOTICE_STATUSES),
});

export const noticeChecksAnswer = envelope(z.array(noticeCheckSchema));
export const noticePreviewAnswer = envelope(noticePreviewSchema);
export const noticeDetailAnswer = envelope(noticeDetailSchema);
export const lodgedObjectionAnswer = envelope(lodgedObjectionSchema);
export const objectionAnswer = envelope(objectionSchema);

/** What the client receives (timestamps as ISO strings). */
export type NoticeCheck = z.input<typeof noticeCheckSchema>;
export type NoticePreviewParty = z.input<typeof noticePreviewPartySchema>;
export type NoticePreview = z.input<typeof noticePreviewSchema>;
export type Notice = z.input<typeof noticeSchema>;
export type NoticeDetail = z.input<typeof noticeDetailSchema>;
export type PublicNotice = z.input<typeof publicNoticeSchema>;
export type LodgedObjection = z.input<typeof lodgedObjectionSchema>;
export type Objection = z.input<typeof objectionSchema>;
