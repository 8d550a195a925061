import { sql } from 'drizzle-orm';
import { recordedAt } from './columns.js';
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { applications, documents } from './applications.js';
import { districts, marriageRooms } from './reference.js';
import { BOOKING_KINDS } from '../../../shared/bookings.js';
import { NOTICE_STATUSES, OBJECTION_STATUSES } from '../../../shared/notices.js';
import { CEREMONY_TYPES, MARRIAGE_PLACES } from '../../../shared/statistics.js';

export { NOTICE_STATUSES, OBJECTION_STATUSES };
export const BOOKING_STATUSES = ['BOOKED', 'CELEBRATED', 'CANCELLED', 'MISSED'] as const;
export const MARRIAGE_STATUSES = ['SUBSISTING', 'DISSOLVED'] as const;

/** The notice book: one published notice per approved MARRIAGE_NOTICE application. */
export const notices = pgTable(
  'notices',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id),
    noticeNumber: text().notNull(),
    district: text()
      .notNull()
      .references(() => districts.code),
    partyAName: text().notNull(),
    partyBName: text().notNull(),
    intendedDate: date({ mode: 'string' }).notNull(),
    venueName: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull(),
    noticeEndsAt: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: NOTICE_STATUSES }).notNull().default('PUBLISHED'),
    voidReason: text(),
    /** A notice-waiver special licence: the notice is not held for the notice period. */
    waiverLicenceId: uuid(),
    /** A private-venue special licence: the marriage is celebrated there, on an officer's visit. */
    venueLicenceId: uuid(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('notices_application_key').on(t.applicationId),
    uniqueIndex('notices_number_key').on(t.noticeNumber),
    index('notices_status_idx').on(t.status, t.noticeEndsAt),
    index('notices_district_idx').on(t.district, t.publishedAt),
  ],
);

export const objections = pgTable(
  'objections',
  {
    id: uuid().primaryKey().defaultRandom(),
    noticeId: uuid()
      .notNull()
      .references(() => notices.id),
    reference: text().notNull(),
    objectorName: text().notNull(),
    objectorContact: text().notNull(),
    grounds: text().notNull(),
    status: text({ enum: OBJECTION_STATUSES }).notNull().default('OPEN'),
    decidedBy: uuid().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    decisionReason: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('objections_reference_key').on(t.reference),
    index('objections_notice_idx').on(t.noticeId, t.status),
    index('objections_status_idx').on(t.status, t.createdAt),
  ],
);

export const bookings = pgTable(
  'bookings',
  {
    id: uuid().primaryKey().defaultRandom(),
    noticeId: uuid()
      .notNull()
      .references(() => notices.id),
    /** ROOM: a slot of a marriage room; VISIT: an officer goes to the venue of a private-venue licence. */
    kind: text({ enum: BOOKING_KINDS }).notNull().default('ROOM'),
    roomId: uuid().references(() => marriageRooms.id),
    venueName: text(),
    venueAddress: text(),
    officerId: uuid().references(() => users.id),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: BOOKING_STATUSES }).notNull().default('BOOKED'),
    bookedBy: uuid()
      .notNull()
      .references(() => users.id),
    createdAt: recordedAt(),
  },
  (t) => [
    // A room never holds two weddings in one slot.
    uniqueIndex('bookings_room_slot_key').on(t.roomId, t.startsAt).where(sql`${t.status} in ('BOOKED', 'CELEBRATED')`),
    // One live booking per notice.
    uniqueIndex('bookings_notice_booked_key').on(t.noticeId).where(sql`${t.status} = 'BOOKED'`),
    index('bookings_starts_idx').on(t.startsAt),
    index('bookings_officer_idx').on(t.officerId, t.startsAt),
    index('bookings_status_idx').on(t.status, t.endsAt),
  ],
);

export const registerBooks = pgTable(
  'register_books',
  {
    id: uuid().primaryKey().defaultRandom(),
    district: text()
      .notNull()
      .references(() => districts.code),
    year: integer().notNull(),
    bookNumber: text().notNull(),
    capacity: integer().notNull().default(500),
    entriesUsed: integer().notNull().default(0),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('register_books_number_key').on(t.bookNumber),
    index('register_books_district_idx').on(t.district, t.year),
  ],
);

/**
 * Every word of a name in the register, once (filled by the triggers of migration 0010): the
 * register search looks up a word's close spellings here (trigrams, edit distance) before asking the
 * entries' word index. Words are never removed: one no entry holds any more finds nothing.
 */
export const registerWords = pgTable('register_words', { word: text().primaryKey() }, (t) => [
  index('register_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`).with({ fastupdate: false }),
  index('register_words_initial_idx').on(sql`left(${t.word}, 1)`, sql`length(${t.word})`),
]);

/** A party as the register records them. */
export interface RegisterParty {
  name: string;
  idType: string;
  idNumber: string;
  age: number;
  condition: string;
  occupation: string;
  residence: string;
  father: string;
  mother: string;
  /** F or M, from the notice or the institution's form; entries made before the register kept it have none. */
  sex?: 'F' | 'M';
}

/** The marriage register: one entry per celebrated civil marriage. */
export const marriages = pgTable(
  'marriages',
  {
    id: uuid().primaryKey().defaultRandom(),
    registrationNumber: text().notNull(),
    bookId: uuid()
      .notNull()
      .references(() => registerBooks.id),
    entryNumber: integer().notNull(),
    district: text()
      .notNull()
      .references(() => districts.code),
    noticeId: uuid().references(() => notices.id),
    applicationId: uuid().references(() => applications.id),
    partyA: jsonb().$type<RegisterParty>().notNull(),
    partyB: jsonb().$type<RegisterParty>().notNull(),
    partyAIdNumber: text().notNull(),
    partyBIdNumber: text().notNull(),
    celebratedAt: timestamp({ withTimezone: true }).notNull(),
    venueName: text().notNull(),
    officiantName: text().notNull(),
    witnesses: jsonb().$type<string[]>().notNull(),
    recordedBy: uuid().references(() => users.id),
    certificateDocumentId: uuid().references(() => documents.id),
    status: text({ enum: MARRIAGE_STATUSES }).notNull().default('SUBSISTING'),
    /** A dissolved entry: the day the decree was made absolute and the decree, as the margin reads ("Decree absolute, case …, court"). */
    dissolvedOn: date({ mode: 'string' }),
    dissolutionDecree: text(),
    /** The type of ceremony and the place, for the vital statistics (src/shared/statistics.ts). */
    ceremony: text({ enum: CEREMONY_TYPES }).notNull().default('NOT_STATED'),
    /** A religious ceremony's denomination as its licensed place names it ("Anglican Church of Kenya"). */
    denomination: text(),
    place: text({ enum: MARRIAGE_PLACES }).notNull().default('NOT_STATED'),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('marriages_registration_key').on(t.registrationNumber),
    uniqueIndex('marriages_book_entry_key').on(t.bookId, t.entryNumber),
    uniqueIndex('marriages_notice_key').on(t.noticeId),
    // Every lookup by a party's ID number or by a registration number compares them as written (upper case).
    index('marriages_party_a_idx').on(sql`upper(${t.partyAIdNumber})`),
    index('marriages_party_b_idx').on(sql`upper(${t.partyBIdNumber})`),
    index('marriages_registration_upper_idx').on(sql`upper(${t.registrationNumber})`),
    index('marriages_celebrated_idx').on(t.celebratedAt),
  ],
);

/**
 * What the register search reads (domain section 11, RS), one narrow row per register entry, kept by
 * the triggers of migration 0010 from `marriages`: each party's name words (lower case, letters and
 * digits), both together for the GIN index, the date and the district. Narrow so that the thousands
 * of candidates a common name has are read from a few pages; the 20 entries answered are then read
 * from `marriages`.
 */
export const registerSearch = pgTable(
  'register_search',
  {
    marriageId: uuid()
      .primaryKey()
      .references(() => marriages.id, { onDelete: 'cascade' }),
    partyAWords: text().array().notNull(),
    partyBWords: text().array().notNull(),
    searchWords: text().array().notNull(),
    celebratedAt: timestamp({ withTimezone: true }).notNull(),
    district: text().notNull(),
  },
  (t) => [
    index('register_search_words_idx').using('gin', t.searchWords).with({ fastupdate: false }),
    index('register_search_celebrated_idx').on(t.celebratedAt),
  ],
);
