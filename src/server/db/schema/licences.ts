import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns.js';
import { LICENCE_KINDS } from '../../../shared/licences.js';
import { PLACE_TYPES } from '../../../shared/services/public-place-licence.js';
import { organisations, users } from './accounts.js';
import { applications, documents } from './applications.js';
import { districts } from './reference.js';

/**
 * Licences the minister issues (domain section 11): special licences (notice waiver, private
 * venue) for one couple and one marriage, and public place licences for a year. The status is
 * read from the dates: revoked, used, expired (validUntil passed) or valid.
 */
export const licences = pgTable(
  'licences',
  {
    id: uuid().primaryKey().defaultRandom(),
    kind: text({ enum: LICENCE_KINDS }).notNull(),
    number: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id),
    holderId: uuid()
      .notNull()
      .references(() => users.id),
    district: text()
      .notNull()
      .references(() => districts.code),
    partyAName: text(),
    partyBName: text(),
    /** Upper-cased ID numbers of a special licence's couple: a notice naming the licence must be theirs. */
    partyAIdNumber: text(),
    partyBIdNumber: text(),
    venueName: text(),
    venueAddress: text(),
    placeType: text({ enum: PLACE_TYPES }),
    denomination: text(),
    capacity: integer(),
    organisationId: uuid().references(() => organisations.id),
    documentId: uuid().references(() => documents.id),
    issuedBy: uuid().references(() => users.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    usedByMarriageId: uuid(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: uuid().references(() => users.id),
    revokedReason: text(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('licences_number_key').on(t.number),
    uniqueIndex('licences_application_key').on(t.applicationId),
    index('licences_kind_issued_idx').on(t.kind, t.issuedAt),
    index('licences_district_idx').on(t.district, t.kind),
    index('licences_holder_idx').on(t.holderId),
  ],
);
