import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { RECTIFIABLE_FIELDS } from '../../../shared/services/data-rectification.js';
import { users } from './accounts.js';
import { applications, documents } from './applications.js';
import { marriages } from './notices.js';

/**
 * The margin notes of the marriage register (domain section 11, DR): each rectification the
 * Registrar General approved, written beside the entry as a registrar writes in the book's margin:
 * the particular, what it said and what it says now (in words), when, on whose authority, on which
 * application, and the certificate it superseded and the one issued in its place. Never changed.
 */
export const marginNotes = pgTable(
  'margin_notes',
  {
    id: uuid().primaryKey().defaultRandom(),
    marriageId: uuid()
      .notNull()
      .references(() => marriages.id),
    field: text({ enum: RECTIFIABLE_FIELDS }).notNull(),
    oldValue: text().notNull(),
    newValue: text().notNull(),
    amendedAt: timestamp({ withTimezone: true }).notNull(),
    /** The approving Registrar General, named as the note reads: "Esther Wambui, Registrar General". */
    authorityId: uuid()
      .notNull()
      .references(() => users.id),
    authorityName: text().notNull(),
    authorityTitle: text().notNull(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id),
    applicationReference: text().notNull(),
    supersededDocumentId: uuid().references(() => documents.id),
    certificateDocumentId: uuid()
      .notNull()
      .references(() => documents.id),
  },
  (t) => [
    uniqueIndex('margin_notes_application_key').on(t.applicationId),
    index('margin_notes_marriage_idx').on(t.marriageId, t.amendedAt),
  ],
);
