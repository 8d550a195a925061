import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { applications, users } from '../../db/schema/index.js';
import { LOCALES } from '../../../shared/i18n/locales.js';
import { NOTICE_PARTIES } from '../../../shared/notices.js';
import { DECLARATION_STATUSES, INVITATION_CHANNELS, type PartyParticular } from '../../../shared/declarations.js';

/**
 * Each party's declaration on a notice of marriage (issue 24): one row per party once the applicant
 * invites them (or a party who is the applicant declares). `formDigest` fixes what was declared: the
 * notice as it read then; a change to it makes the declaration no longer current.
 */
export const noticeDeclarations = pgTable(
  'notice_declarations',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    party: text({ enum: NOTICE_PARTIES }).notNull(),
    status: text({ enum: DECLARATION_STATUSES }).notNull(),
    /**
     * The party's ID number (upper case) as the notice gave it when they were last invited: the party's
     * own list finds the notice by it, and checks that the notice still names them.
     */
    idNumber: text().notNull(),
    /** The account that declared, declined or withdrew: the party's own, verified. */
    userId: uuid().references(() => users.id),
    invitedAt: timestamp({ withTimezone: true }),
    invitedVia: text({ enum: INVITATION_CHANNELS }),
    /** Where the invitation went (the party's phone or e-mail as the notice gives it). */
    invitedTo: text(),
    declaredAt: timestamp({ withTimezone: true }),
    /** The language the party read the notice and made the declaration in. */
    declaredIn: text({ enum: LOCALES }),
    confirmed: jsonb().$type<PartyParticular[]>().notNull().default([]),
    formDigest: text(),
    declinedAt: timestamp({ withTimezone: true }),
    withdrawnAt: timestamp({ withTimezone: true }),
    reason: text(),
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notice_declarations_party_key').on(t.applicationId, t.party),
    index('notice_declarations_user_idx').on(t.userId),
    index('notice_declarations_id_number_idx').on(t.idNumber),
  ],
);
