import { timestamp } from 'drizzle-orm/pg-core';

/**
 * A moment a row records (created, updated, at): written by the portal from its own clock, so the
 * rows it compares with "now" (a sign-up's age, the audit's Nairobi days, the latest invitations)
 * read the same clock on PGlite, where the database shares the process's clock, and on a PostgreSQL
 * server, whose clock may differ. The database's own default stays for rows written by hand.
 */
export const recordedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());
