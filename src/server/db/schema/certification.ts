import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Certificate stamps (domain sections 5 and 8): the image the Registrar General uploads (PNG or
 * JPEG, its bytes in the file store by sha256) and the signatory named under it. None is ever
 * replaced: the newest is the current one, the earlier ones stay for the record.
 */
export const certificateStamps = pgTable(
  'certificate_stamps',
  {
    id: uuid().primaryKey().defaultRandom(),
    contentType: text({ enum: ['image/png', 'image/jpeg'] }).notNull(),
    sha256: text().notNull(),
    size: integer().notNull(),
    signatoryName: text().notNull(),
    signatoryTitle: text().notNull(),
    uploadedBy: uuid().references(() => users.id),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('certificate_stamps_uploaded_idx').on(t.uploadedAt),
    index('certificate_stamps_sha256_idx').on(t.sha256),
  ],
);
