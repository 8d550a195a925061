import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { recordedAt } from '../../db/schema/columns.js';
import { applications, marriages, users } from '../../db/schema/index.js';
import {
  DUPLICATE_CANDIDATE_KINDS,
  DUPLICATE_STATUSES,
  type ComparedMarriage,
  type DuplicateRule,
} from '../../../shared/duplicates.js';

/**
 * The marriages of applications in flight (a notice, an institution marriage, each line of a return
 * that would enter the register), as the duplicate rules compare them, written when the application
 * is submitted: later submissions look them up by ID number (btree) and by name words (GIN) instead
 * of reading every form. Whether the application is still in flight is read from `applications`.
 */
export const duplicateKeys = pgTable(
  'duplicate_keys',
  {
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The line of a return (0 for the first); -1 for an application of one marriage. */
    line: integer().notNull(),
    partyAIdNumber: text().notNull(),
    partyBIdNumber: text().notNull(),
    partyAWords: text().array().notNull(),
    partyBWords: text().array().notNull(),
    words: text().array().notNull(),
    marriageDate: date({ mode: 'string' }).notNull(),
    particulars: jsonb().$type<ComparedMarriage>().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.line] }),
    index('duplicate_keys_party_a_idx').on(t.partyAIdNumber),
    index('duplicate_keys_party_b_idx').on(t.partyBIdNumber),
    index('duplicate_keys_words_idx').using('gin', t.words).with({ fastupdate: false }),
  ],
);

/**
 * A possible duplicate: a submission (an application, or one line of a return) and the earlier
 * record it may repeat, the rules met, and the officer's decision. The two records are kept as they
 * were compared, so the review shows what the rules saw.
 */
export const possibleDuplicates = pgTable(
  'possible_duplicates',
  {
    id: uuid().primaryKey().defaultRandom(),
    applicationId: uuid()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The line of a return (0 for the first); null: the whole application (one marriage). */
    line: integer(),
    /** The subject application's district: a district's staff see their district's. */
    district: text(),
    candidateKind: text({ enum: DUPLICATE_CANDIDATE_KINDS }).notNull(),
    candidateMarriageId: uuid().references(() => marriages.id),
    candidateApplicationId: uuid().references(() => applications.id, { onDelete: 'cascade' }),
    candidateLine: integer(),
    rules: jsonb().$type<DuplicateRule[]>().notNull(),
    subject: jsonb().$type<ComparedMarriage>().notNull(),
    candidate: jsonb().$type<ComparedMarriage>().notNull(),
    status: text({ enum: DUPLICATE_STATUSES }).notNull().default('OPEN'),
    reason: text(),
    decidedBy: uuid().references(() => users.id),
    decidedAt: timestamp({ withTimezone: true }),
    version: integer().notNull().default(1),
    createdAt: recordedAt(),
  },
  (t) => [
    uniqueIndex('possible_duplicates_pair_key').on(
      t.applicationId,
      sql`coalesce(${t.line}, -1)`,
      sql`coalesce(${t.candidateMarriageId}, ${t.candidateApplicationId})`,
      sql`coalesce(${t.candidateLine}, -1)`,
    ),
    index('possible_duplicates_status_idx').on(t.status, t.createdAt),
    index('possible_duplicates_district_idx').on(t.district, t.status, t.createdAt),
    index('possible_duplicates_application_idx').on(t.applicationId, t.status),
  ],
);
