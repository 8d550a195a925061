import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordedAt } from '../../db/schema/columns.js';
import { LETTER_FINDINGS } from '../../../shared/services/marital-status-letter/index.js';
import { applications, documents, districts, marriages, users } from '../../db/schema/index.js';

/**
 * Marital status letters issued (domain section 11, MSL): what the register held for the holder's
 * verified ID number on the day of issue, kept as it was stated (a later marriage or divorce does
 * not change a letter already issued). Valid or expired is read from validUntil.
 */
export const maritalStatusLetters = pgTable(
  'marital_status_letters',
  {
    id: uuid().primaryKey().defaultRandom(),
    number: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id),
    holderId: uuid()
      .notNull()
      .references(() => users.id),
    /** The holder's names and ID number as verified when the letter was issued. */
    holderName: text().notNull(),
    idNumber: text().notNull(),
    /** The registry office that handled the application: district staff see its letters. */
    district: text()
      .notNull()
      .references(() => districts.code),
    finding: text({ enum: LETTER_FINDINGS }).notNull(),
    /** The entry the finding rests on (married: the subsisting one; dissolved: the latest dissolved). */
    marriageId: uuid().references(() => marriages.id),
    registrationNumber: text(),
    marriedOn: date({ mode: 'string' }),
    marriageDistrict: text().references(() => districts.code),
    documentId: uuid()
      .notNull()
      .references(() => documents.id),
    issuedBy: uuid().references(() => users.id),
    issuedAt: timestamp({ withTimezone: true }).notNull(),
    validUntil: timestamp({ withTimezone: true }).notNull(),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('marital_status_letters_number_key').on(t.number),
    uniqueIndex('marital_status_letters_application_key').on(t.applicationId),
    index('marital_status_letters_issued_idx').on(t.issuedAt),
    index('marital_status_letters_district_idx').on(t.district, t.issuedAt),
    index('marital_status_letters_holder_idx').on(t.holderId),
  ],
);
