import { sql } from 'drizzle-orm';
import { recordedAt } from './columns.js';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { LOCALES } from '../../../shared/i18n/locales.js';
import { STAFF_ROLES } from '../../../shared/accounts.js';

const timestamps = {
  createdAt: recordedAt(),
  updatedAt: recordedAt(),
};

export const organisations = pgTable(
  'organisations',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    type: text({ enum: ['CHURCH', 'MOSQUE', 'TEMPLE', 'COURT', 'LICENSED_ORGANISATION'] }).notNull(),
    registrationNumber: text().notNull(),
    licensed: boolean().notNull().default(false),
    /**
     * Whether the registry has checked that the institution is what its account says (issue 19): a
     * sign-up is a request (UNVERIFIED, then SUBMITTED with its evidence) until registry staff verify
     * it (VERIFIED) or refuse it with a reason (REJECTED, new evidence submits it again).
     */
    verification: text({ enum: ['UNVERIFIED', 'SUBMITTED', 'VERIFIED', 'REJECTED'] })
      .notNull()
      .default('UNVERIFIED'),
    submittedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: uuid(),
    decisionReason: text(),
    /** Grows with every change of its verification, so a decision taken on a stale page answers 409. */
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('organisations_registration_number_key').on(t.type, t.registrationNumber),
    index('organisations_verification_idx').on(t.verification, t.submittedAt),
  ],
);

/** The documents an institution sends the registry as evidence of what it is (a court's letter, a registration certificate). */
export const organisationEvidence = pgTable(
  'organisation_evidence',
  {
    id: uuid().primaryKey().defaultRandom(),
    organisationId: uuid()
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    sha256: text().notNull(),
    uploadedBy: uuid().notNull(),
    createdAt: recordedAt(),
    deletedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('organisation_evidence_organisation_idx').on(t.organisationId, t.kind),
    index('organisation_evidence_sha256_idx').on(t.sha256),
    index('organisation_evidence_uploaded_by_idx').on(t.uploadedBy),
  ],
);

/**
 * The words an account is searched by (name, e-mail, phone, ID number), lower-cased: the accounts
 * list searches this expression and a trigram index covers it.
 */
export function accountSearchText(t: {
  firstName: unknown;
  middleName: unknown;
  lastName: unknown;
  email: unknown;
  phone: unknown;
  idNumber: unknown;
}) {
  return sql`lower(${t.firstName} || ' ' || coalesce(${t.middleName}, '') || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || ${t.phone} || ' ' || coalesce(${t.idNumber}, ''))`;
}

export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    accountType: text({ enum: ['BACKOFFICE', 'ORGANIZATION', 'INDIVIDUAL'] }).notNull(),
    /** PENDING until a password is set; ACTIVE afterwards; DISABLED by an administrator. */
    status: text({ enum: ['PENDING', 'ACTIVE', 'DISABLED'] })
      .notNull()
      .default('PENDING'),
    email: text().notNull(),
    phone: text().notNull(),
    passwordHash: text(),
    firstName: text().notNull(),
    middleName: text(),
    lastName: text().notNull(),
    idType: text({ enum: ['NATIONAL_ID', 'PASSPORT', 'ALIEN_ID'] }),
    idNumber: text(),
    dateOfBirth: date({ mode: 'string' }),
    sex: text({ enum: ['F', 'M'] }),
    staffRole: text({ enum: STAFF_ROLES }),
    district: text(),
    organisationId: uuid().references(() => organisations.id),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    failedLoginCount: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    /** Grows with every change an administrator makes, so that a change made on a stale page answers 409. */
    version: integer().notNull().default(1),
    /** The language the user reads the portal in: their e-mails, texts and issued documents follow it. */
    locale: text({ enum: LOCALES }).notNull().default('en'),
    /**
     * The second factor (modules/accounts/secondFactor.ts): the authenticator's shared secret,
     * encrypted; set when turning it on starts, in force from `totpEnabledAt`. The time step of the
     * last code taken (a code is taken once) and the hashes of the recovery codes not yet used.
     */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    totpLastStep: bigint({ mode: 'number' }),
    totpRecovery: jsonb().$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_key').on(t.phone),
    uniqueIndex('users_id_number_key').on(t.idType, t.idNumber),
    // The accounts of the parties a register entry names (to tell them, to let them read it): by ID number as written.
    index('users_id_number_upper_idx').on(sql`upper(${t.idNumber})`),
    index('users_organisation_idx').on(t.organisationId),
    // The accounts list of the administrators: filtered by type and role, district, status; searched by words.
    index('users_type_role_idx').on(t.accountType, t.staffRole),
    index('users_district_idx').on(t.district),
    index('users_status_idx').on(t.status),
    index('users_search_trgm_idx')
      .using('gin', sql`${accountSearchText(t)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['REGISTRATION', 'RESET_PASSWORD', 'ACTIVATE_EMAIL', 'ACTIVATE_PHONE'] }).notNull(),
    channel: text({ enum: ['EMAIL', 'SMS'] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: recordedAt(),
  },
  (t) => [index('one_time_codes_user_idx').on(t.userId, t.purpose)],
);

/** One row per sign-in: the hashed refresh token and its idle expiry. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshTokenHash: text().notNull(),
    createdAt: recordedAt(),
    lastUsedAt: recordedAt(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [uniqueIndex('sessions_refresh_token_key').on(t.refreshTokenHash), index('sessions_user_idx').on(t.userId)],
);
