import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { organisations } from './accounts.js';

/**
 * The reminders sent to licensed institutions for a closed month without a marriage return (domain
 * section 11, MR): one per institution and month, whatever the number of sweeps that find it missing.
 */
export const marriageReturnReminders = pgTable(
  'marriage_return_reminders',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisations.id),
    /** The month (yyyy-mm) the return is missing for. */
    month: text().notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('marriage_return_reminders_key').on(t.organisationId, t.month)],
);
