import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { recordedAt } from './columns.js';
import { sql } from 'drizzle-orm';
import { organisations, users } from './accounts.js';

/**
 * The officiants of a licensed institution (domain section 12): the people who celebrate its
 * marriages, each with the officiant licence number the registry knows them by. The institution
 * keeps the list itself; an officiant who leaves is deactivated, never deleted, so that the
 * marriages they registered keep their name.
 */
export const officiants = pgTable(
  'officiants',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisations.id),
    fullName: text().notNull(),
    licenceNumber: text().notNull(),
    active: boolean().notNull().default(true),
    createdBy: uuid().references(() => users.id),
    createdAt: recordedAt(),
    updatedAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('officiants_licence_key').on(t.organisationId, sql`upper(${t.licenceNumber})`),
    index('officiants_organisation_idx').on(t.organisationId, t.active),
  ],
);
