import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations, users } from './accounts.js';
import { applications, documents } from './applications.js';
import { marriages } from './notices.js';

/**
 * The decrees absolute courts returned (domain section 11, DV), one per approved divorce return:
 * the case, the court, the day the decree was made absolute, the entry it dissolved, the filing
 * court and the acknowledgement issued to it. A register entry is dissolved once; never changed.
 */
export const divorceDecrees = pgTable(
  'divorce_decrees',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id),
    marriageId: uuid()
      .notNull()
      .references(() => marriages.id),
    registrationNumber: text().notNull(),
    organisationId: uuid().references(() => organisations.id),
    caseNumber: text().notNull(),
    court: text().notNull(),
    decreeAbsoluteOn: date({ mode: 'string' }).notNull(),
    acknowledgementNumber: text().notNull(),
    documentId: uuid()
      .notNull()
      .references(() => documents.id),
    approvedBy: uuid()
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('divorce_decrees_application_key').on(t.applicationId),
    uniqueIndex('divorce_decrees_marriage_key').on(t.marriageId),
    uniqueIndex('divorce_decrees_ack_key').on(t.acknowledgementNumber),
    index('divorce_decrees_organisation_idx').on(t.organisationId, t.recordedAt),
  ],
);
