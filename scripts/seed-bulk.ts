/**
 * npm run seed:bulk -- --applications 1000000 [--force] [--batch 100000] [--register 1000000]
 *
 * Fills the database named by DATABASE_URL (or the embedded PGlite database in DATA_DIR) with a
 * realistic volume of applicants, institutions, staff, applications and their events, with
 * set-based SQL (INSERT … SELECT FROM generate_series), one batch per statement. Refuses to run
 * twice on the same database unless --force (which adds another lot). With --register N it also
 * fills the register of marriages with N entries from 1970 to last year (one statement per year;
 * years already filled are skipped, so it can be run again); `--applications 0 --register N`
 * fills only the register. See docs/performance.md.
 *
 * What an application names exists and agrees with it, so that every open application of every
 * service can be given its final approval through the app (scripts/bench.ts --scenario approvals)
 * and its outcome runs in full. Guaranteed, with or without --register, for every lot:
 * - A certified copy, a rectification and a divorce return each name a register entry made for that
 *   application alone, in the same statement: a marriage 2 to 26 years before the application, in
 *   its district, numbered and written into books after the district's and year's existing ones as
 *   the app does (MC/<district>/<year>/NNNNNN, the MC-<district> counter moved on), recorded by no
 *   officer, so that --register (which skips the years holding entries of a bulk officer) still fills
 *   every year. The entry subsists; an approved divorce return's is dissolved on the day of its
 *   decree. An individual's copy or rectification is of their own marriage: party A is the applicant
 *   (their names and verified ID number). A rectification's entry holds the value its form says it
 *   holds (the correct one once approved). No two applications name one entry, so no approval
 *   refuses another (a second divorce of one marriage, a particular changed since submit).
 * - A search report, and a copy ordered by an institution (its form's searchReference), each name a
 *   completed register search made for it alone: of the same owner, completed an hour to ten days
 *   before the application, so no search has two reports. A batch with fewer completed searches than
 *   rows that need one (a batch of a few hundred rows at most) makes the rows left over searches.
 * - Every completed search keeps its outcome (what confirmSearch keeps): the one entry it found, one
 *   of those made above (an institution's copy's: the copy's entry; else an individual's copy, a
 *   rectification or a divorce return of the batch, each found by one search at most), married
 *   before the search, its party A name, district and year in the search's form. In a batch with
 *   fewer of those entries than completed searches (a few hundred rows at most) the searches left
 *   over found none.
 * - A certificate stamp (certified copies bear one): when the database has none, one of a bulk
 *   Registrar General, its image in the database's file store and in the configuration's.
 * The entries' other parties carry ID numbers 8NNNNNNN/9NNNNNNN, named by no form, account (4NNNNNNN)
 * or entry of --register (6NNNNNNN/7NNNNNNN), so no bigamy check of a notice or a return meets them.
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.js';
import { openDatabase, type Db } from '../src/server/db/client.js';
import { certificateStamps, organisations, users } from '../src/server/db/schema/index.js';
import { CONVENIENCE_SHARE, COUNTIES, FEES, TAX_HEADS } from '../src/server/db/seed/reference-data.js';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo.js';
import { sealPng } from '../src/server/db/seed/stamp-image.js';
import { hashPassword } from '../src/server/modules/accounts/service.js';
import { DEMO_SECOND_FACTOR_KEPT } from '../src/server/modules/accounts/secondFactor.js';
import { DatabaseFileStore, fileStoreFor } from '../src/server/storage/databaseFiles.js';
import type { FileStore } from '../src/server/storage/files.js';
import { TIME_ZONE } from '../src/shared/dates.js';
import { DECLARED_SERVICES, PARTY_PARTICULARS } from '../src/shared/declarations.js';
import { noticeDigest } from '../src/server/modules/declarations/digest.js';
import { foldStatistics } from '../src/server/modules/statistics/repository.js';
import { SERVICES } from '../src/shared/services.js';
import { CONDITION_REGISTER_WORDS } from '../src/shared/services/data-rectification.js';
import {
  CORRECTION_REASONS,
  COUNTRIES_ABROAD,
  DECLINE_REASONS,
  DISTRICT_WEIGHTS,
  FEMALE_NAMES,
  IM_LATE_REASONS,
  LAST_NAMES,
  MALE_NAMES,
  OCCUPATIONS,
  PLACE_ROLES,
  PRIVATE_VENUE_REASONS,
  PURPOSES,
  REGISTER_BAPTISMAL_MEN,
  REGISTER_BAPTISMAL_WOMEN,
  REGISTER_MEN,
  REGISTER_SURNAMES,
  REGISTER_WOMEN,
  REGISTRAR_TITLES,
  SERVICE_WEIGHTS,
  STATUS_WEIGHTS,
  WAIVER_REASONS,
} from './bulk-data.js';

export const BULK_DOMAIN = 'bulk.test';
/** Every bulk account signs in with the demo password. */
export const BULK_PASSWORD = DEMO_PASSWORD;

export interface BulkOptions {
  applications: number;
  force?: boolean;
  batch?: number;
  /** "Now" of the data: applications are spread over the three years before it. */
  now?: Date;
  log?: (line: string) => void;
  /**
   * Where the app reads files (fileStoreFor of its configuration): the certificate stamp's image is
   * put there too. It is always kept in the database's store (stored_files).
   */
  files?: FileStore;
}

export interface BulkResult {
  applicants: number;
  organisations: number;
  staff: number;
  applications: number;
  events: number;
  /** Register entries made for the applications: those their copies, rectifications and divorce returns name. */
  entries: number;
  seconds: number;
}

export class AlreadySeededError extends Error {}

const TRACKING_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// ---- SQL text helpers: every value below is ours (constants, numbers, uuids), never user input.
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const textArray = (items: readonly string[]) => `ARRAY[${items.map(lit).join(',')}]::text[]`;
const uuidArray = (items: readonly string[]) =>
  items.length ? `ARRAY[${items.map(lit).join(',')}]::uuid[]` : `ARRAY[]::uuid[]`;
/** Another number in [0,1) drawn from the same random number. */
const other = (r: string) => `(${r} * 7 - floor(${r} * 7))`;
/** 1-based pick from an array literal by a random number in [0,1). */
const pick = (array: string, length: number, r: string) => `(${array})[1 + floor(${r} * ${length})::int]`;
/** A divorce return's case (the same row gives the same text in the form and its search text). */
const DIVORCE_CASE = `('DIVORCE CAUSE NO. E' || floor(r22 * 999)::int || ' OF ' || to_char(created_at, 'YYYY'))`;
/** The day a divorce return's decree was made absolute (yyyy-mm-dd): 10 to 90 days before the return. */
const DECREE_DATE = `to_char(created_at - interval '1 day' * (10 + floor(r22 * 80)), 'YYYY-MM-DD')`;
/** The court of every bulk divorce return. */
const DIVORCE_COURT = 'High Court of Kenya, Family Division';
/** A valid version-4 uuid derived from a salt and a number, so that rows can name each other without lookups. */
const stableUuid = (salt: string, n: string) =>
  `overlay(overlay(md5(${lit(salt)} || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

function weighted(r: string, weights: [string, number][], otherwise: string): string {
  let acc = 0;
  const arms = weights.map(([value, w]) => {
    acc += w;
    return `WHEN ${r} < ${acc.toFixed(6)} THEN ${lit(value)}`;
  });
  return `CASE ${arms.join(' ')} ELSE ${otherwise} END`;
}

function districtExpr(r: string): string {
  const big = DISTRICT_WEIGHTS.map(([code]) => code);
  const rest = COUNTIES.map(([code]) => code).filter((c) => !big.includes(c));
  const share = DISTRICT_WEIGHTS.reduce((s, [, w]) => s + w, 0);
  return weighted(
    r,
    DISTRICT_WEIGHTS,
    `${pick(textArray(rest), rest.length, `((${r} - ${share}) / ${(1 - share).toFixed(6)})`)}`,
  );
}

/** Entries of one register book (register/service.ts BOOK_CAPACITY). */
const REGISTER_BOOK_CAPACITY = 500;

const applicantUuid = (n: string) => stableUuid('bulk-applicant-', n);
/** The invoice of a bulk application, named from its id so that its payments can name it in the same statement. */
const BULK_INVOICE = (id: string) => stableUuid('bulk-invoice-', `${id}::text`);

interface Actors {
  /** Four officers and two directors per district, in district order (001 first). */
  districtOfficers: string[];
  districtDirectors: string[];
  officers: string[];
  directors: string[];
  registrars: string[];
  ministers: string[];
  institutions: { orgId: string; userId: string }[];
  courts: { orgId: string; userId: string }[];
}

const OFFICERS_PER_DISTRICT = 4;
const DIRECTORS_PER_DISTRICT = 2;
const NATIONAL_STAFF: [string, number][] = [
  ['OFFICER', 12],
  ['DIRECTOR', 6],
  ['REGISTRAR_GENERAL', 6],
  ['MINISTER', 3],
  ['ADMIN', 5],
  ['FINANCE', 5],
];
const INSTITUTION_TYPES: [(typeof organisations.$inferInsert)['type'], string, number][] = [
  ['CHURCH', 'Parish', 220],
  ['MOSQUE', 'Jamia Mosque', 50],
  ['TEMPLE', 'Temple', 10],
  ['LICENSED_ORGANISATION', 'Gardens', 20],
  ['COURT', 'Law Courts', 40],
];

/** A row of names for the staff and institution accounts, cycling through the lists. */
const nameAt = (i: number) => ({
  firstName: (i % 2 ? FEMALE_NAMES : MALE_NAMES)[i % 40],
  lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length],
});

async function ensureStaff(db: Db, passwordHash: string, now: Date): Promise<void> {
  const [{ n }] = (
    await db.execute(sql`select count(*)::int as n from users where email like ${`bulk-staff-%@${BULK_DOMAIN}`}`)
  ).rows as { n: number }[];
  if (n > 0) return;
  const rows: (typeof users.$inferInsert)[] = [];
  const add = (role: NonNullable<(typeof users.$inferInsert)['staffRole']>, district: string | null) => {
    const i = rows.length + 1;
    rows.push({
      accountType: 'BACKOFFICE',
      status: 'ACTIVE',
      email: `bulk-staff-${String(i).padStart(4, '0')}@${BULK_DOMAIN}`,
      phone: `+254780${String(i).padStart(6, '0')}`,
      passwordHash,
      ...nameAt(i),
      staffRole: role,
      district,
      emailVerifiedAt: now,
      phoneVerifiedAt: now,
      // The demo's published authenticator key: the bench and the load test sign in with its codes.
      totpSecret: DEMO_SECOND_FACTOR_KEPT,
      totpEnabledAt: now,
      createdAt: now,
      updatedAt: now,
    });
  };
  for (const [code] of COUNTIES) {
    for (let k = 0; k < OFFICERS_PER_DISTRICT; k += 1) add('OFFICER', code);
    for (let k = 0; k < DIRECTORS_PER_DISTRICT; k += 1) add('DIRECTOR', code);
  }
  for (const [role, count] of NATIONAL_STAFF) for (let k = 0; k < count; k += 1) add(role as never, null);
  await db.insert(users).values(rows);
}

async function ensureInstitutions(db: Db, passwordHash: string, now: Date): Promise<void> {
  const [{ n }] = (
    await db.execute(sql`select count(*)::int as n from users where email like ${`bulk-org-%@${BULK_DOMAIN}`}`)
  ).rows as { n: number }[];
  if (n > 0) return;
  const orgs: (typeof organisations.$inferInsert)[] = [];
  const accounts: (typeof users.$inferInsert)[] = [];
  for (const [type, word, count] of INSTITUTION_TYPES) {
    for (let k = 1; k <= count; k += 1) {
      const i = orgs.length + 1;
      const id = randomUUID();
      const county = COUNTIES[(i * 11) % COUNTIES.length][1];
      const name =
        type === 'COURT' ? `${county} ${word} (${k})` : `${LAST_NAMES[i % LAST_NAMES.length]} ${word}, ${county}`;
      orgs.push({
        id,
        name,
        type,
        registrationNumber: `BULK/${type}/${String(k).padStart(4, '0')}`,
        licensed: true,
        createdAt: now,
        updatedAt: now,
      });
      accounts.push({
        accountType: 'ORGANIZATION',
        status: 'ACTIVE',
        email: `bulk-org-${String(i).padStart(4, '0')}@${BULK_DOMAIN}`,
        phone: `+254781${String(i).padStart(6, '0')}`,
        passwordHash,
        ...nameAt(i + 3),
        organisationId: id,
        emailVerifiedAt: now,
        phoneVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
  }
  await db.insert(organisations).values(orgs);
  await db.insert(users).values(accounts);
}

/**
 * The certificate stamp a certified copy (and a marriage certificate) bears: when the database has
 * none, one uploaded by a bulk Registrar General before the first bulk application. Its image goes
 * into the database's file store and into `files` when given.
 */
async function ensureStamp(db: Db, actors: Actors, now: Date, files?: FileStore): Promise<void> {
  const [{ n }] = (await db.execute(sql`select count(*)::int as n from certificate_stamps`)).rows as { n: number }[];
  if (n > 0) return;
  const image = sealPng(160, [0, 92, 51]);
  const stored = await new DatabaseFileStore(db).put(image);
  if (files) await files.put(image);
  const registrar = actors.registrars[0] ?? null;
  const [signatory] = registrar
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(eq(users.id, registrar))
    : [];
  await db.insert(certificateStamps).values({
    contentType: 'image/png',
    sha256: stored.sha256,
    size: stored.size,
    signatoryName: signatory ? `${signatory.firstName} ${signatory.lastName}` : 'Registrar General',
    signatoryTitle: 'Registrar General of Marriages',
    uploadedBy: registrar,
    uploadedAt: new Date(now.getTime() - 1200 * 86_400_000),
  });
}

export async function loadActors(db: Db): Promise<Actors> {
  const staff = (
    await db.execute(sql`
    select id, staff_role as role, district from users where email like ${`bulk-staff-%@${BULK_DOMAIN}`} order by email`)
  ).rows as { id: string; role: string; district: string | null }[];
  const perDistrict = (role: string, k: number) =>
    COUNTIES.flatMap(([code]) => {
      const ids = staff.filter((s) => s.role === role && s.district === code).map((s) => s.id);
      return Array.from({ length: k }, (_, j) => ids[j % ids.length]);
    });
  const national = (role: string) => staff.filter((s) => s.role === role && !s.district).map((s) => s.id);
  const orgs = (
    await db.execute(sql`
    select u.id as user_id, o.id as org_id, o.type from users u join organisations o on o.id = u.organisation_id
    where u.email like ${`bulk-org-%@${BULK_DOMAIN}`} order by u.email`)
  ).rows as { user_id: string; org_id: string; type: string }[];
  const pair = (o: { user_id: string; org_id: string }) => ({ orgId: o.org_id, userId: o.user_id });
  return {
    districtOfficers: perDistrict('OFFICER', OFFICERS_PER_DISTRICT),
    districtDirectors: perDistrict('DIRECTOR', DIRECTORS_PER_DISTRICT),
    officers: national('OFFICER'),
    directors: national('DIRECTOR'),
    registrars: national('REGISTRAR_GENERAL'),
    ministers: national('MINISTER'),
    institutions: orgs.filter((o) => o.type !== 'COURT').map(pair),
    courts: orgs.filter((o) => o.type === 'COURT').map(pair),
  };
}

async function maxApplicant(db: Db): Promise<number> {
  const [{ n }] = (
    await db.execute(sql`
    select coalesce(max(substring(email from '^bulk-([0-9]+)@')::int), 0)::int as n from users where email like ${`bulk-%@${BULK_DOMAIN}`}`)
  ).rows as { n: number }[];
  return n;
}

function applicantsSql(from: number, to: number, passwordHash: string, now: string): string {
  return `
    INSERT INTO users (id, account_type, status, email, phone, password_hash, first_name, last_name, id_type, id_number, date_of_birth, sex,
                       email_verified_at, phone_verified_at, created_at, updated_at)
    SELECT ${applicantUuid('g')}, 'INDIVIDUAL', 'ACTIVE', 'bulk-' || lpad(g::text, 6, '0') || '@${BULK_DOMAIN}', '+25479' || lpad(g::text, 7, '0'),
           ${lit(passwordHash)},
           CASE WHEN r1 < 0.5 THEN ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, 'r2')} ELSE ${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r2')} END,
           ${pick(textArray(LAST_NAMES), LAST_NAMES.length, 'r3')}, 'NATIONAL_ID', (40000000 + g)::text,
           (date '1960-01-01' + floor(r4 * 15700)::int), CASE WHEN r1 < 0.5 THEN 'F' ELSE 'M' END,
           joined, joined, joined, joined
    FROM (SELECT g, random() AS r1, random() AS r2, random() AS r3, random() AS r4,
                 ${now} - interval '1 day' * (1170 + random() * 290) AS joined
          FROM generate_series(${from}, ${to}) AS g) s`;
}

/** The name of the row's district (COUNTIES lists the districts in the order of their codes, 001 first). */
const DISTRICT_NAME = `(${textArray(COUNTIES.map(([, name]) => name))})[district::int]`;

/** How many days before the application an institution's marriage was celebrated: most within the month, some registered late. */
const IM_LATE = 'r0 >= 0.88';
const IM_DAYS_BEFORE = `CASE WHEN ${IM_LATE} THEN 35 + floor((r0 - 0.88) / 0.12 * 60) ELSE 1 + floor(r0 / 0.88 * 25) END`;

/** The private venue of a special licence: the family home, the district's referral hospital or a care home, as its reason says. */
const PRIVATE_VENUE_AT = `(1 + floor(r24 * ${PRIVATE_VENUE_REASONS.length})::int)`;
const PRIVATE_VENUE_NAME = `CASE (${textArray(PRIVATE_VENUE_REASONS.map(([, kind]) => kind))})[${PRIVATE_VENUE_AT}]
      WHEN 'HOSPITAL' THEN ${DISTRICT_NAME} || ' County Referral Hospital, Ward ' || (1 + floor(r23 * 8))::int
      WHEN 'CARE_HOME' THEN 'Cheshire Home, ' || ${DISTRICT_NAME}
      ELSE 'Home of the ' || a_last || ' family' END`;

/** The name a register search asks for: party A's of the entry it found, else the row's. */
const SEARCHED_NAME = `coalesce(entry_a, a_first || ' ' || a_last)`;
/** A marriage return's month: the month before the application. */
const RETURN_MONTH = `(date_trunc('month', created_at) - interval '1 month')`;

/**
 * A rectification of one particular of the entry (RECTIFIABLE_FIELDS): the party's (A or B) name
 * with its surname misspelt, the father's name written as one name, the mother's as a description,
 * the occupation, the age, the residence or the condition, with what the register holds, the
 * correct value (well formed for its kind, and different) and the reason; the form adds the entry's
 * number, and the entry made for the application holds what the form says it holds.
 */
function rectificationExpr(): string {
  const side = `CASE WHEN r20 < 0.5 THEN 'PARTY_A_' ELSE 'PARTY_B_' END`;
  const first = `(CASE WHEN r20 < 0.5 THEN a_first ELSE b_first END)`;
  const last = `(CASE WHEN r20 < 0.5 THEN a_last ELSE b_last END)`;
  // As clerks misspell: the last two letters swapped, or an "h" added when they are the same letter.
  const misspelt = `CASE WHEN right(${last}, 1) <> left(right(${last}, 2), 1) THEN left(${last}, -2) || right(${last}, 1) || left(right(${last}, 2), 1) ELSE ${last} || 'h' END`;
  const n = OCCUPATIONS.length;
  const occupation = (k: string) => `(${textArray(OCCUPATIONS)})[1 + (${k}) % ${n}]`;
  const k = `floor(r21 * ${n})::int`;
  const age = `(22 + floor(r21 * 20)::int)`;
  const districts = COUNTIES.length;
  const one = (field: string, current: string, correct: string, reason: string) =>
    `jsonb_build_object('field', ${side} || ${lit(field)}, 'currentValue', ${current}, 'correctValue', ${correct}, 'reason', ${reason})`;
  return `CASE
      WHEN r24 < 0.35 THEN ${one(
        'NAME',
        `${first} || ' ' || ${misspelt}`,
        `${first} || ' ' || ${last}`,
        lit('The surname was misspelt when the entry was made; the national ID shows the right spelling.'),
      )}
      WHEN r24 < 0.5 THEN ${one(
        'FATHER',
        pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r21'),
        `${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r21')} || ' ' || ${last}`,
        lit("The father's name was written as a single name; his national ID shows his full names."),
      )}
      WHEN r24 < 0.6 THEN ${one(
        'MOTHER',
        `'Mama ' || ${first}`,
        `${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, 'r21')} || ' ' || ${last}`,
        lit("The mother's names were written as a description; her national ID shows her names."),
      )}
      WHEN r24 < 0.75 THEN ${one(
        'OCCUPATION',
        occupation(k),
        occupation(`${k} + 1 + floor(${other('r21')} * ${n - 1})::int`),
        lit(
          'The occupation was copied wrongly from the notice of marriage; the employment letter of that year shows the right one.',
        ),
      )}
      WHEN r24 < 0.85 THEN ${one(
        'AGE',
        `(${age} - 1)::text`,
        `${age}::text`,
        lit(
          'The age was worked out from the year of birth alone; the birth certificate shows the party was a year older on the day.',
        ),
      )}
      WHEN r24 < 0.93 THEN ${one(
        'RESIDENCE',
        DISTRICT_NAME,
        `(${textArray(COUNTIES.map(([, name]) => name))})[1 + (district::int + floor(r21 * ${districts - 1})::int) % ${districts}]`,
        lit(
          'The residence at the time of the marriage was written wrongly; the lease agreement of that year shows it.',
        ),
      )}
      WHEN r21 < 0.7 THEN ${one(
        'CONDITION',
        lit(CONDITION_REGISTER_WORDS.NEVER_MARRIED),
        lit(CONDITION_REGISTER_WORDS.DIVORCED),
        lit('The earlier marriage, dissolved by decree absolute, was left out; the decree shows it.'),
      )}
      ELSE ${one(
        'CONDITION',
        lit(CONDITION_REGISTER_WORDS.NEVER_MARRIED),
        lit(CONDITION_REGISTER_WORDS.WIDOWED),
        lit('The party was widowed before this marriage; the death certificate of the late spouse shows it.'),
      )}
    END`;
}

/**
 * The form of each service, built from the row's names and dates (valid against the service's
 * contract, CONTRACTS[code].form). A copy, a rectification and a divorce return name the entry made
 * for them (`entry_no`); a search report, and a copy ordered by an institution, the completed search
 * made for them (`search_reference`); a completed search, the year of the entry it found.
 */
function formDataExpr(): string {
  const party = (first: string, last: string, sex: string, r: string, n: string) => `jsonb_build_object(
      'firstName', ${first}, 'middleName', null, 'lastName', ${last}, 'idType', 'NATIONAL_ID', 'idNumber', (20000000 + floor(${r} * 15000000)::int)::text,
      'nationality', 'KE', 'dateOfBirth', to_char(date '1965-01-01' + floor(${r} * 12000)::int, 'YYYY-MM-DD'), 'sex', ${sex}, 'condition', 'NEVER_MARRIED',
      'occupation', ${pick(textArray(OCCUPATIONS), OCCUPATIONS.length, r)}, 'residenceDistrict', district,
      'fatherName', ${pick(textArray(MALE_NAMES), MALE_NAMES.length, other(r))} || ' ' || ${last}, 'motherName', ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, other(r))} || ' ' || ${last},
      'phone', '+2547' || lpad((10000000 + floor(${r} * 89999999)::int)::text, 8, '0'), 'email', lower(${first} || '.' || ${last}) || ${n} || '@example.test')`;
  const partyA = party('a_first', 'a_last', 'a_sex', 'r20', "'a'");
  const partyB = party('b_first', 'b_last', "CASE WHEN a_sex = 'F' THEN 'M' ELSE 'F' END", 'r21', "'b'");
  const witness = (r: string) =>
    `jsonb_build_object('fullName', ${pick(textArray(MALE_NAMES), MALE_NAMES.length, r)} || ' ' || ${pick(textArray(LAST_NAMES), LAST_NAMES.length, other(r))}, 'idNumber', (21000000 + floor(${r} * 9000000)::int)::text, 'phone', '+2547' || lpad((20000000 + floor(${r} * 70000000)::int)::text, 8, '0'))`;
  const witnesses = `jsonb_build_array(${witness('r22')}, ${witness('r23')})`;
  // After the 21-day notice period (a notice), inside a special licence's 90 days.
  const eventDate = `to_char(created_at + interval '1 day' * (30 + floor(r22 * 60)), 'YYYY-MM-DD')`;
  // A notice waiver is asked for a wedding inside the notice period: a week to three weeks on, after the day it is submitted.
  const waiverDate = `to_char(created_at + interval '1 day' * (6 + floor(r22 * 14)), 'YYYY-MM-DD')`;
  const purpose = pick(textArray(PURPOSES), PURPOSES.length, 'r24');
  const waiverAt = `(1 + floor(r24 * ${WAIVER_REASONS.length})::int)`;
  const venueAt = PRIVATE_VENUE_AT;
  const phone = (r: string) => `'+2547' || lpad((10000000 + floor(${r} * 89999999)::int)::text, 8, '0')`;
  return `CASE service
    WHEN 'MARRIAGE_NOTICE' THEN jsonb_build_object('partyA', ${partyA}, 'partyB', ${partyB}, 'intendedDate', ${eventDate}, 'district', district,
      'venue', jsonb_build_object('type', 'REGISTRAR_OFFICE', 'name', 'Office of the Registrar of Marriages, ' || ${DISTRICT_NAME}, 'licenceReference', null),
      'witnesses', ${witnesses}, 'specialLicenceReference', null)
    WHEN 'SPECIAL_LICENCE_NOTICE_WAIVER' THEN jsonb_build_object('partyA', ${partyA}, 'partyB', ${partyB}, 'intendedDate', ${waiverDate}, 'district', district,
      'urgency', (${textArray(WAIVER_REASONS.map(([code]) => code))})[${waiverAt}], 'reason', (${textArray(WAIVER_REASONS.map(([, reason]) => reason))})[${waiverAt}])
    WHEN 'SPECIAL_LICENCE_PRIVATE_VENUE' THEN jsonb_build_object('partyA', ${partyA}, 'partyB', ${partyB}, 'intendedDate', ${eventDate}, 'district', district,
      'venue', jsonb_build_object('name', ${PRIVATE_VENUE_NAME},
        'physicalAddress', CASE (${textArray(PRIVATE_VENUE_REASONS.map(([, kind]) => kind))})[${venueAt}] WHEN 'HOSPITAL' THEN 'Hospital Road, ' ELSE 'Plot ' || floor(r23 * 900 + 1)::int || ', ' END || ${DISTRICT_NAME}),
      'venueReason', (${textArray(PRIVATE_VENUE_REASONS.map(([code]) => code))})[${venueAt}], 'reason', (${textArray(PRIVATE_VENUE_REASONS.map(([, , reason]) => reason))})[${venueAt}])
    WHEN 'PUBLIC_PLACE_LICENCE' THEN jsonb_build_object('placeName', place_name, 'placeType', 'CHURCH', 'denomination', 'Interdenominational', 'district', district,
      'physicalAddress', 'Plot ' || floor(r23 * 900 + 1)::int || ', ' || ${DISTRICT_NAME}, 'capacity', 50 + floor(r22 * 400)::int,
      'responsiblePerson', jsonb_build_object('fullName', a_first || ' ' || a_last, 'idNumber', (23000000 + floor(r20 * 9000000)::int)::text,
        'role', ${pick(textArray(PLACE_ROLES), PLACE_ROLES.length, 'r24')}, 'phone', ${phone('r20')}, 'email', lower(a_first || '.' || a_last) || '@example.test'),
      'officiants', jsonb_build_array(jsonb_build_object('fullName', 'Rev. ' || b_first || ' ' || b_last, 'idNumber', (22000000 + floor(r22 * 9000000)::int)::text)))
    WHEN 'MARITAL_STATUS_LETTER' THEN jsonb_build_object('purpose', ${purpose}, 'destinationCountry', CASE WHEN r23 < 0.5 THEN ${pick(textArray(COUNTRIES_ABROAD), COUNTRIES_ABROAD.length, 'r22')} END,
      'district', district)
    WHEN 'DATA_RECTIFICATION' THEN jsonb_build_object('registerEntryNumber', entry_no) || rect
    WHEN 'INSTITUTION_MARRIAGE' THEN jsonb_build_object('partyA', ${partyA}, 'partyB', ${partyB},
      'celebrationDate', to_char(created_at - interval '1 day' * (${IM_DAYS_BEFORE}), 'YYYY-MM-DD'),
      'lateReason', CASE WHEN ${IM_LATE} THEN ${pick(textArray(IM_LATE_REASONS), IM_LATE_REASONS.length, other('r0'))} END,
      -- The place licence (a year long) was issued 5 to 300 days before the celebration.
      'venueLicenceNumber', 'PPL/' || to_char(created_at - interval '1 day' * (${IM_DAYS_BEFORE} + 5 + floor(${other('r9')} * 295)), 'YYYY') || '/' || lpad((1 + floor(r23 * 400))::int::text, 6, '0'),
      'venueName', place_name, 'district', district,
      'officiantLicenceNumber', 'OFF/' || lpad((1 + floor(r23 * 9999))::int::text, 4, '0'),
      'officiantName', 'Rev. ' || ${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r24')} || ' ' || ${pick(textArray(LAST_NAMES), LAST_NAMES.length, other('r24'))},
      'witnesses', ${witnesses})
    WHEN 'MARRIAGE_RETURN' THEN jsonb_build_object('month', to_char(${RETURN_MONTH}, 'YYYY-MM'),
      'lines', jsonb_build_array(jsonb_build_object('registrationNumber', null,
        'partyAName', a_first || ' ' || a_last, 'partyAIdNumber', (20000000 + floor(r20 * 15000000)::int)::text, 'partyAAge', 24 + floor(r22 * 20)::int,
        'partyBName', b_first || ' ' || b_last, 'partyBIdNumber', (35000001 + floor(r21 * 4000000)::int)::text, 'partyBAge', 23 + floor(r23 * 20)::int,
        'date', to_char(${RETURN_MONTH} + floor(r24 * 27)::int * interval '1 day', 'YYYY-MM-DD'),
        'district', district, 'venueName', 'Main sanctuary', 'officiantName', 'Rev. ' || ${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r24')} || ' ' || a_last,
        'witness1', ${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r22')} || ' ' || b_last, 'witness2', ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, 'r23')} || ' ' || a_last)))
    WHEN 'DIVORCE_RETURN' THEN jsonb_build_object('caseNumber', ${DIVORCE_CASE}, 'court', ${lit(DIVORCE_COURT)}, 'decreeAbsoluteDate', ${DECREE_DATE},
      'registrationNumber', entry_no)
    WHEN 'REGISTER_SEARCH' THEN jsonb_build_object('partyName', ${SEARCHED_NAME}, 'approximateYear', coalesce(entry_year, 1990 + floor(r22 * 35)::int),
      'district', district, 'purpose', ${purpose})
    WHEN 'SEARCH_REPORT' THEN jsonb_build_object('searchReference', search_reference, 'purpose', ${purpose})
    ELSE jsonb_build_object('registerEntryNumber', entry_no, 'copies', 1 + floor(r22 * 3)::int, 'purpose', ${purpose})
      || CASE WHEN search_reference IS NOT NULL THEN jsonb_build_object('searchReference', search_reference) ELSE '{}'::jsonb END
  END`;
}

/** searchTextOf(formData), in SQL: what each contract's searchText gives (names, place, venue, entry, reference, month), joined by " | ", lower-cased. */
const SEARCH_TEXT = `CASE
    WHEN service IN ('MARRIAGE_NOTICE', 'SPECIAL_LICENCE_NOTICE_WAIVER', 'INSTITUTION_MARRIAGE')
      THEN lower(a_first || ' ' || a_last || ' | ' || b_first || ' ' || b_last)
    WHEN service = 'SPECIAL_LICENCE_PRIVATE_VENUE' THEN lower(a_first || ' ' || a_last || ' | ' || b_first || ' ' || b_last || ' | ' || ${PRIVATE_VENUE_NAME})
    WHEN service = 'DIVORCE_RETURN' THEN lower(${DIVORCE_CASE} || ' | ' || entry_no)
    WHEN service IN ('DATA_RECTIFICATION', 'CERTIFIED_COPY') THEN lower(entry_no)
    WHEN service = 'REGISTER_SEARCH' THEN lower(${SEARCHED_NAME})
    WHEN service = 'SEARCH_REPORT' THEN lower(search_reference)
    WHEN service = 'MARRIAGE_RETURN' THEN lower(to_char(${RETURN_MONTH}, 'FMMonth YYYY'))
    WHEN service = 'PUBLIC_PLACE_LICENCE' THEN lower(place_name || ' | ' || a_first || ' ' || a_last)
    ELSE '' END`;

function staffExpr(role: string, a: Actors, r1: string, r2: string): string {
  const national = (ids: string[]) => pick(uuidArray(ids), ids.length, r2);
  const inDistrict = (ids: string[], k: number) =>
    `(${uuidArray(ids)})[(district::int - 1) * ${k} + 1 + floor(${r2} * ${k})::int]`;
  return `CASE ${role}
    WHEN 'OFFICER' THEN CASE WHEN ${r1} < 0.8 THEN ${inDistrict(a.districtOfficers, OFFICERS_PER_DISTRICT)} ELSE ${national(a.officers)} END
    WHEN 'DIRECTOR' THEN CASE WHEN ${r1} < 0.7 THEN ${inDistrict(a.districtDirectors, DIRECTORS_PER_DISTRICT)} ELSE ${national(a.directors)} END
    WHEN 'REGISTRAR_GENERAL' THEN ${national(a.registrars)}
    WHEN 'MINISTER' THEN ${national(a.ministers)} END`;
}

/** The share of searches, reports and copies an institution applies for (the rest: individuals). */
const BY_INSTITUTION_SHARE = 0.1;
/**
 * The ID numbers of the parties of the entries made for the applications (other than an applicant):
 * 8NNNNNNN and 9NNNNNNN, used by no form (notices, licences, institution marriages and returns name
 * 2NNNNNNN/3NNNNNNN), no account (4NNNNNNN) and not the register of seedRegister (6NNNNNNN/7NNNNNNN).
 */
const ENTRY_PARTY_A_ID_BASE = 80_000_000;
const ENTRY_PARTY_B_ID_BASE = 90_000_000;
/** How many entries (and so applications) the 8NNNNNNN/9NNNNNNN ranges number. */
const MAX_BULK_APPLICATIONS = 10_000_000;

/**
 * The rows that need a completed register search of their owner (a search report, a copy ordered by
 * an institution, which is not party to the entry) and the rows that give one (a completed search),
 * at the first step, where the service is drawn (by_institution follows the same draw in g2).
 */
const NEEDS_SEARCH = `(service = 'SEARCH_REPORT' OR (service = 'CERTIFIED_COPY' AND r10 < ${BY_INSTITUTION_SHARE}))`;
const GIVES_SEARCH = `(service = 'REGISTER_SEARCH' AND status0 = 'Approved')`;
/**
 * The rows an entry of the register is made for (the entry they name): copies, rectifications and
 * divorce returns. A completed search found one of these entries: the copy's, for a search made for
 * an institution's copy; else that of a copy of an individual, a rectification or a divorce return of
 * the batch, the k-th completed search the k-th of them (FINDS, FOUND).
 */
const ENTRY_SERVICES = `('CERTIFIED_COPY', 'DATA_RECTIFICATION', 'DIVORCE_RETURN')`;
const FINDS = `(service = 'REGISTER_SEARCH' AND status0 = 'Approved' AND for_service IS DISTINCT FROM 'CERTIFIED_COPY')`;
const FOUND = `(service IN ('DATA_RECTIFICATION', 'DIVORCE_RETURN') OR (service = 'CERTIFIED_COPY' AND r10 >= ${BY_INSTITUTION_SHARE}))`;

/**
 * A party of an entry made for an application: names from the row, the ID number given, an age,
 * a condition, an occupation, the district as residence and parents carrying the surname; with the
 * particular a rectification names set to what its form says the entry holds (the correct value
 * once approved: the entry was amended).
 */
function entryPartySql(side: 'A' | 'B', first: string, last: string, id: string, r: (k: number) => string): string {
  const rectValue = `CASE WHEN status = 'Approved' THEN rect ->> 'correctValue' ELSE rect ->> 'currentValue' END`;
  const key = `lower(substr(rect ->> 'field', 9))`;
  const codes = Object.entries(CONDITION_REGISTER_WORDS)
    .map(([code, words]) => `WHEN ${lit(words)} THEN ${lit(code)}`)
    .join(' ');
  const typed = `CASE ${key} WHEN 'age' THEN to_jsonb((${rectValue})::int) WHEN 'condition' THEN to_jsonb(CASE ${rectValue} ${codes} END)
      ELSE to_jsonb(${rectValue}) END`;
  return `jsonb_build_object('name', ${first} || ' ' || ${last}, 'idType', 'NATIONAL_ID', 'idNumber', ${id},
      'age', ${side === 'A' ? 22 : 20} + floor(${r(4)} * 18)::int,
      'condition', CASE WHEN ${r(5)} < 0.9 THEN 'NEVER_MARRIED' WHEN ${r(5)} < 0.97 THEN 'DIVORCED' ELSE 'WIDOWED' END,
      'occupation', ${pick(textArray(OCCUPATIONS), OCCUPATIONS.length, r(6))}, 'residence', ${DISTRICT_NAME},
      'father', ${pick(textArray(MALE_NAMES), MALE_NAMES.length, r(7))} || ' ' || ${last},
      'mother', ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, r(8))} || ' ' || ${last})
    || CASE WHEN left(rect ->> 'field', 8) = 'PARTY_${side}_' THEN jsonb_build_object(${key}, ${typed}) ELSE '{}'::jsonb END`;
}

/**
 * One batch: applications g = from..to, their events, invoices and payments, the register entries
 * and searches they name, and the reference counters, in one statement. `idBase` numbers the ID
 * numbers of the entries' parties after those of earlier lots.
 */
export function applicationsSql(
  from: number,
  to: number,
  applicants: number,
  a: Actors,
  now: string,
  idBase = 0,
): string {
  const randoms = Array.from({ length: 25 }, (_, i) => `random() AS r${i}`).join(', ');
  const randomColumns = (t: string) => Array.from({ length: 25 }, (_, i) => `${t}.r${i}`).join(', ');
  const paid = FEES.filter(([, amount]) => amount > 0).map(([code]) => code);
  const svc = SERVICES.map(
    (s) =>
      `(${lit(s.code)}, ${lit(s.prefix)}, ${textArray(s.chain)}, ${paid.includes(s.code)}, ${lit(s.audience.join(','))})`,
  ).join(',\n      ');
  const orgOnly = SERVICES.filter((s) => !s.audience.includes('INDIVIDUAL')).map((s) => s.code);
  const institution = (field: 'orgId' | 'userId', r: string) =>
    `CASE WHEN service = 'DIVORCE_RETURN' THEN ${pick(uuidArray(a.courts.map((o) => o[field])), a.courts.length, r)}
          ELSE ${pick(uuidArray(a.institutions.map((o) => o[field])), a.institutions.length, r)} END`;
  const headNames = new Map(TAX_HEADS.map(([code, name]) => [code, name]));
  const fees = FEES.filter(([, amount]) => amount > 0)
    .map(
      ([code, amount, head]) => `(${lit(code)}, ${amount}::numeric, ${lit(head)}, ${lit(headNames.get(head) ?? head)})`,
    )
    .join(', ');
  const tracking = `translate(substr(encode(decode(md5(random()::text || g::text), 'hex'), 'base64'), 1, 16), ${lit(BASE64)}, ${lit(TRACKING_ALPHABET + TRACKING_ALPHABET)})`;
  const e = (k: number) => `e${k}`;
  const eOther = (k: number) => other(`e${k}`);
  const entryRandoms = Array.from({ length: 12 }, (_, i) => `random() AS e${i + 1}`).join(', ');
  const nairobiDay = (t: string) => `to_char(${t} AT TIME ZONE ${lit(TIME_ZONE)}, 'YYYY-MM-DD')`;
  return `
WITH g0 AS MATERIALIZED (
  SELECT g, ${randoms} FROM generate_series(${from}, ${to}) AS g
),
g1 AS (
  SELECT g0.*,
    ${weighted('r1', SERVICE_WEIGHTS, "'CERTIFIED_COPY'")} AS service,
    ${weighted('r2', STATUS_WEIGHTS, "'Approved'")} AS status0,
    ${districtExpr('r3')} AS district,
    CASE WHEN r4 < 0.5 THEN 'F' ELSE 'M' END AS a_sex,
    CASE WHEN r4 < 0.5 THEN ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, 'r5')} ELSE ${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r5')} END AS a_first,
    CASE WHEN r4 < 0.5 THEN ${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'r6')} ELSE ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, 'r6')} END AS b_first,
    ${pick(textArray(LAST_NAMES), LAST_NAMES.length, 'r7')} AS a_last,
    ${pick(textArray(LAST_NAMES), LAST_NAMES.length, 'r8')} AS b_last
  FROM g0
),
-- The k-th row that needs a completed search gets the batch's k-th completed search (one each); in a
-- batch with fewer completed searches than that, the row is a register search itself.
pairs AS (
  SELECT p.*,
    CASE WHEN needs_search THEN row_number() OVER (PARTITION BY needs_search ORDER BY g) END AS c_rank,
    CASE WHEN gives_search THEN row_number() OVER (PARTITION BY gives_search ORDER BY g) END AS s_rank,
    count(*) FILTER (WHERE gives_search) OVER () AS searches
  FROM (SELECT g1.*, ${NEEDS_SEARCH} AS needs_search, ${GIVES_SEARCH} AS gives_search FROM g1) p
),
g1p AS (
  -- A search made for an institution's copy is of the copy's district (it found the copy's entry).
  SELECT p.g, ${randomColumns('p')},
    CASE WHEN p.needs_search AND p.c_rank > p.searches THEN 'REGISTER_SEARCH' ELSE p.service END AS service,
    p.status0, CASE WHEN c.service = 'CERTIFIED_COPY' THEN c.district ELSE p.district END AS district,
    p.a_sex, p.a_first AS a_first0, p.b_first AS b_first0, p.a_last AS a_last0, p.b_last,
    c.g AS for_g, c.service AS for_service
  FROM pairs p LEFT JOIN pairs c ON c.c_rank = p.s_rank
),
-- Which entry each completed search found (found_g: the row the entry is made for); the search is of
-- the entry's district. In a batch with fewer entries than completed searches, the searches left
-- over found none.
finds AS (
  SELECT f.*,
    CASE WHEN finder THEN row_number() OVER (PARTITION BY finder ORDER BY g) END AS f_rank,
    CASE WHEN findable THEN row_number() OVER (PARTITION BY findable ORDER BY g) END AS t_rank
  FROM (SELECT g1p.*, ${FINDS} AS finder, ${FOUND} AS findable FROM g1p) f
),
g1f AS (
  SELECT f.g, ${randomColumns('f')}, f.service, f.status0, f.a_sex, f.a_first0, f.b_first0, f.a_last0, f.b_last, f.for_g, f.for_service,
    coalesce(t.district, f.district) AS district,
    CASE WHEN f.for_service = 'CERTIFIED_COPY' THEN f.for_g ELSE t.g END AS found_g
  FROM finds f LEFT JOIN finds t ON t.t_rank = f.f_rank
),
g2 AS (
  SELECT g1f.*, svc.prefix, svc.chain, svc.paid, cardinality(svc.chain) AS levels,
    CASE WHEN status0 = 'Payment_Confirmation' AND NOT svc.paid THEN 'Submitted' ELSE status0 END AS status,
    ${pick(textArray(LAST_NAMES), LAST_NAMES.length, 'r9')} || ' Memorial Church' AS place_name,
    CASE WHEN service IN (${orgOnly.map(lit).join(', ')}) OR (svc.audience LIKE '%ORGANIZATION%' AND r10 < ${BY_INSTITUTION_SHARE}) THEN true ELSE false END AS by_institution
  FROM g1f JOIN (VALUES
      ${svc}
    ) AS svc(code, prefix, chain, paid, audience) ON svc.code = g1f.service
),
g3 AS (
  SELECT g2.*,
    CASE WHEN status = 'Approved' THEN levels
         WHEN status IN ('Submitted', 'Pending', 'Corrections_Requested', 'Declined')
           THEN CASE WHEN levels = 1 OR r11 < 0.6 THEN 1 ELSE 2 + floor((r11 - 0.6) / 0.4 * (levels - 1))::int END
    END AS lvl,
    CASE WHEN status IN ('Approved', 'Declined') THEN ${now} - interval '1 day' * (25 + r12 * 1070)
         WHEN status = 'Draft' THEN ${now} - interval '1 day' * (r12 * 180)
         ELSE ${now} - interval '1 day' * (r12 * r12 * r12 * 14) END AS created_at0
  FROM g2
),
g4 AS (
  SELECT g3.*,
    CASE WHEN status <> 'Draft' THEN created_at0 + least(interval '3 days', (${now} - created_at0) * 0.3) * r13 END AS submitted_at0
  FROM g3
),
g5 AS (
  SELECT g4.*,
    CASE WHEN status NOT IN ('Draft', 'Payment_Confirmation')
      THEN submitted_at0 + CASE WHEN paid THEN least(interval '6 hours', (${now} - submitted_at0) * 0.2) * r14 ELSE interval '0' END END AS queued_at0
  FROM g4
),
g6 AS (
  SELECT g5.*,
    CASE WHEN status IN ('Submitted', 'Pending', 'Corrections_Requested')
      THEN CASE WHEN lvl = 1 THEN queued_at0 ELSE queued_at0 + (${now} - queued_at0) * r15 END END AS entered_at,
    CASE WHEN status IN ('Approved', 'Declined') THEN queued_at0 + interval '1 day' * (0.2 + r15 * 20) END AS decided_at0,
    CASE WHEN status IN ('Submitted', 'Pending', 'Corrections_Requested') THEN chain[lvl] END AS stage,
    CASE WHEN status = 'Submitted' AND lvl > 1 THEN chain[lvl - 1]
         WHEN status IN ('Pending', 'Corrections_Requested', 'Declined', 'Approved') THEN chain[lvl] END AS staff_role
  FROM g5
),
g7 AS (
  SELECT g6.*,
    entered_at + (${now} - entered_at) * r16 AS acted_at,
    ${staffExpr('staff_role', a, 'r17', 'r18')} AS staff_id,
    CASE WHEN by_institution THEN ${institution('userId', 'r19')} ELSE ${applicantUuid(`(1 + floor(r19 * ${applicants})::int)`)} END AS applicant_id0,
    CASE WHEN by_institution THEN ${institution('orgId', 'r19')} END AS organisation_id0
  FROM g6
),
g8 AS (
  -- A search made for a report or a copy is its owner's, completed an hour to ten days before the
  -- application was made (all its times moved together). An individual's copy or rectification is of
  -- their own marriage: party A of the entry is the applicant (their names; the ID number below).
  SELECT g7.*,
    CASE WHEN c.g IS NULL THEN g7.applicant_id0 ELSE c.applicant_id0 END AS applicant_id,
    CASE WHEN c.g IS NULL THEN g7.organisation_id0 ELSE c.organisation_id0 END AS organisation_id,
    CASE WHEN c.g IS NULL THEN interval '0' ELSE c.created_at0 - interval '1 hour' * (1 + g7.r16 * 239) - g7.decided_at0 END AS shift,
    coalesce(u.first_name, g7.a_first0) AS a_first,
    coalesce(u.last_name, g7.a_last0) AS a_last,
    CASE WHEN u.id IS NULL THEN g7.b_first0
         WHEN u.sex = 'F' THEN ${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'g7.r6')}
         ELSE ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, 'g7.r6')} END AS b_first,
    u.id_number AS applicant_id_number
  FROM g7
  LEFT JOIN g7 c ON c.g = g7.for_g
  LEFT JOIN users u ON u.id = g7.applicant_id0 AND g7.service IN ('CERTIFIED_COPY', 'DATA_RECTIFICATION') AND NOT g7.by_institution
),
g9 AS (
  SELECT g8.*, created_at0 + shift AS created_at, submitted_at0 + shift AS submitted_at, queued_at0 + shift AS queued_at,
    decided_at0 + shift AS decided_at, extract(year from created_at0 + shift)::int AS yr
  FROM g8
),
gen AS MATERIALIZED (
  SELECT g9.*, gen_random_uuid() AS id,
    coalesce(rc.last, 0) + row_number() OVER (PARTITION BY g9.prefix, g9.yr ORDER BY g9.created_at, g9.g) AS num,
    ${tracking} AS tracking_id,
    CASE WHEN g9.service = 'DATA_RECTIFICATION' THEN ${rectificationExpr()} END AS rect
  FROM g9 LEFT JOIN reference_counters rc ON rc.prefix = g9.prefix AND rc.year = g9.yr
),
-- The register entries: of a marriage 2 to 26 years before the application, in its district, a day
-- of the year at a working hour; numbered, and written into books, after the district's and year's
-- existing ones as the app does (register/service.ts nextRegisterPlace). Recorded by no officer.
e0 AS MATERIALIZED (
  -- Married two years or more before the application, and before the search that found it.
  SELECT r.g, r.service, r.status, r.district, r.created_at, r.r22, r.a_first, r.a_last, r.b_first, r.b_last, r.rect,
    coalesce(r.applicant_id_number, (${ENTRY_PARTY_A_ID_BASE + idBase} + r.g)::text) AS a_id, (${ENTRY_PARTY_B_ID_BASE + idBase} + r.g)::text AS b_id,
    least(r.yr, coalesce(f.yr, r.yr)) - 2 - floor(r.r23 * 25)::int AS y, ${entryRandoms}
  FROM gen r LEFT JOIN gen f ON f.found_g = r.g
  WHERE r.service IN ${ENTRY_SERVICES}
),
e1 AS (
  SELECT e0.*,
    ((make_date(y, 1, 1) + floor(e1 * (make_date(y + 1, 1, 1) - make_date(y, 1, 1)))::int)
      + make_time(9 + floor(e2 * 7)::int, (floor(e3 * 4) * 15)::int, 0)) AT TIME ZONE ${lit(TIME_ZONE)} AS celebrated_at
  FROM e0
),
enum AS MATERIALIZED (
  SELECT e1.*, row_number() OVER (PARTITION BY district, y ORDER BY celebrated_at, g) AS k FROM e1
),
eprior AS (
  SELECT d.district, d.y,
    (SELECT count(*) FROM register_books b WHERE b.district = d.district AND b.year = d.y)::int AS books,
    coalesce((SELECT rc.last FROM reference_counters rc WHERE rc.prefix = 'MC-' || d.district AND rc.year = d.y), 0) AS last
  FROM (SELECT DISTINCT district, y FROM enum) d
),
ent AS MATERIALIZED (
  SELECT n.g, n.district, n.y, n.celebrated_at, ${DISTRICT_NAME} AS district_name,
    p.books + (n.k - 1) / ${REGISTER_BOOK_CAPACITY} + 1 AS book_no, ((n.k - 1) % ${REGISTER_BOOK_CAPACITY} + 1)::int AS entry_number,
    p.last + n.k AS reg_no, 'MC/' || n.district || '/' || n.y || '/' || lpad((p.last + n.k)::text, 6, '0') AS registration_number,
    ${entryPartySql('A', 'a_first', 'a_last', 'a_id', e)} AS party_a,
    ${entryPartySql('B', 'b_first', 'b_last', 'b_id', eOther)} AS party_b,
    'Registrar of Marriages, ' || ${DISTRICT_NAME} AS venue_name,
    ${pick(textArray(REGISTER_BAPTISMAL_MEN), REGISTER_BAPTISMAL_MEN.length, 'e9')} || ' ' || ${pick(textArray(REGISTER_SURNAMES), REGISTER_SURNAMES.length, other('e9'))}
      || ', ' || ${pick(textArray(REGISTRAR_TITLES), REGISTRAR_TITLES.length, 'e10')} AS officiant_name,
    jsonb_build_array(${pick(textArray(MALE_NAMES), MALE_NAMES.length, 'e11')} || ' ' || ${pick(textArray(LAST_NAMES), LAST_NAMES.length, other('e11'))},
      ${pick(textArray(FEMALE_NAMES), FEMALE_NAMES.length, 'e12')} || ' ' || ${pick(textArray(LAST_NAMES), LAST_NAMES.length, other('e12'))}) AS witnesses,
    -- An approved divorce return has dissolved its marriage, on the day of its decree, as recordDivorce does.
    n.service = 'DIVORCE_RETURN' AND n.status = 'Approved' AS dissolved,
    ${DECREE_DATE} AS decree_date,
    'Decree absolute of ' || to_char((${DECREE_DATE})::date, 'DD-MM-YYYY') || ', case ' || ${DIVORCE_CASE} || ', ' || ${lit(DIVORCE_COURT)} AS decree
  FROM enum n JOIN eprior p USING (district, y)
),
ebooks AS MATERIALIZED (
  SELECT gen_random_uuid() AS id, district, y, book_no, count(*)::int AS used, min(celebrated_at) AS opened FROM ent GROUP BY district, y, book_no
),
ins_ebooks AS (
  INSERT INTO register_books (id, district, year, book_number, capacity, entries_used, created_at)
  SELECT id, district, y, district || '/' || y || '/' || book_no, ${REGISTER_BOOK_CAPACITY}, used, opened FROM ebooks
  RETURNING 1
),
ins_entries AS (
  INSERT INTO marriages (registration_number, book_id, entry_number, district, party_a, party_b, party_a_id_number, party_b_id_number,
                         celebrated_at, venue_name, officiant_name, witnesses, recorded_by, status, dissolved_on, dissolution_decree, created_at)
  SELECT e.registration_number, b.id, e.entry_number, e.district, e.party_a, e.party_b, e.party_a ->> 'idNumber', e.party_b ->> 'idNumber',
    e.celebrated_at, e.venue_name, e.officiant_name, e.witnesses, NULL,
    CASE WHEN e.dissolved THEN 'DISSOLVED' ELSE 'SUBSISTING' END, CASE WHEN e.dissolved THEN e.decree_date::date END,
    CASE WHEN e.dissolved THEN e.decree END, e.celebrated_at + interval '1 hour'
  FROM ent e JOIN ebooks b ON b.district = e.district AND b.y = e.y AND b.book_no = e.book_no
  RETURNING 1
),
ecounters AS (
  INSERT INTO reference_counters (prefix, year, last)
  SELECT 'MC-' || district, y, max(reg_no)::int FROM ent GROUP BY district, y
  ON CONFLICT (prefix, year) DO UPDATE SET last = greatest(reference_counters.last, excluded.last)
  RETURNING 1
),
gen2 AS (
  -- What each application names: the entry made for it (a completed search: the entry it found) and
  -- the search made for it.
  SELECT gen.*, e.registration_number AS entry_no, e.y AS entry_year, e.celebrated_at AS entry_at, e.district_name AS entry_district_name,
    e.party_a ->> 'name' AS entry_a, e.party_b ->> 'name' AS entry_b,
    s.prefix || '-' || s.yr || '-' || lpad(s.num::text, 6, '0') AS search_reference
  FROM gen
  LEFT JOIN ent e ON e.g = coalesce(gen.found_g, gen.g)
  LEFT JOIN gen s ON s.for_g = gen.g
),
ins AS (
  INSERT INTO applications (id, reference, tracking_id, service_code, status, stage, applicant_id, organisation_id, district, form_data, search_text,
                            billables, outcome, assignee_id, sla_due_at, version, submitted_at, decided_at, created_at, updated_at)
  SELECT id, prefix || '-' || yr || '-' || lpad(num::text, 6, '0'), tracking_id, service, status, stage, applicant_id, organisation_id, district,
         ${formDataExpr()}, ${SEARCH_TEXT}, '[]'::jsonb,
         -- A completed search keeps what the officer confirmed (register-search.ts confirmSearch): the entry it found.
         CASE WHEN service = 'REGISTER_SEARCH' AND status = 'Approved' THEN jsonb_build_object(
           'matches', CASE WHEN entry_no IS NULL THEN '[]'::jsonb ELSE jsonb_build_array(jsonb_build_object('registrationNumber', entry_no,
             'partyAName', entry_a, 'partyBName', entry_b, 'celebratedOn', ${nairobiDay('entry_at')}, 'districtName', entry_district_name)) END,
           'searchedAt', to_char(decided_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) END,
         CASE WHEN status = 'Pending' THEN staff_id END,
         CASE WHEN stage IS NOT NULL THEN date_trunc('day', entered_at + interval '1 day' * coalesce((SELECT (s.sla_days ->> stage)::int FROM services s WHERE s.code = service), 5)) + interval '1 day' - interval '1 millisecond' END,
         CASE WHEN status = 'Draft' THEN 1 WHEN status = 'Payment_Confirmation' OR (status = 'Submitted' AND lvl = 1) THEN 2 + (CASE WHEN paid AND status <> 'Payment_Confirmation' THEN 1 ELSE 0 END)
              ELSE 3 + (CASE WHEN paid THEN 1 ELSE 0 END) END,
         submitted_at, decided_at, created_at,
         coalesce(decided_at, CASE WHEN status IN ('Pending', 'Corrections_Requested') THEN acted_at END, entered_at, queued_at, submitted_at, created_at)
  FROM gen2
  RETURNING id
),
ev AS (
  INSERT INTO application_events (application_id, actor_id, action, from_status, to_status, from_stage, to_stage, comment, at)
  SELECT r.id, e.actor, e.action, e.from_status, e.to_status, e.from_stage, e.to_stage, e.comment, e.at
  FROM gen r JOIN ins ON ins.id = r.id
  CROSS JOIN LATERAL (VALUES
    (1, r.applicant_id, 'create', 'Draft', 'Draft', NULL::text, NULL::text, NULL::text, r.created_at, true),
    (2, r.applicant_id, 'submit', 'Draft', CASE WHEN r.paid THEN 'Payment_Confirmation' ELSE 'Submitted' END, NULL, CASE WHEN r.paid THEN NULL ELSE 'OFFICER' END, NULL,
        r.submitted_at, r.status <> 'Draft'),
    (3, NULL::uuid, 'payment-confirmed', 'Payment_Confirmation', 'Submitted', NULL, 'OFFICER', NULL, r.queued_at, r.paid AND r.queued_at IS NOT NULL),
    (4, r.staff_id,
        CASE r.status WHEN 'Submitted' THEN 'approve' WHEN 'Pending' THEN 'claim' WHEN 'Corrections_Requested' THEN 'request-corrections'
                      WHEN 'Approved' THEN 'approve' WHEN 'Declined' THEN 'decline' END,
        CASE WHEN r.status = 'Pending' THEN 'Submitted' ELSE 'Pending' END,
        r.status,
        r.staff_role,
        r.stage,
        CASE r.status WHEN 'Submitted' THEN 'Checked; in order.' WHEN 'Approved' THEN 'Checked; in order.'
                      WHEN 'Corrections_Requested' THEN ${pick(textArray(CORRECTION_REASONS), CORRECTION_REASONS.length, 'r.r20')}
                      WHEN 'Declined' THEN ${pick(textArray(DECLINE_REASONS), DECLINE_REASONS.length, 'r.r20')} END,
        CASE WHEN r.status IN ('Approved', 'Declined') THEN r.decided_at WHEN r.status = 'Submitted' THEN r.entered_at ELSE r.acted_at END,
        r.staff_role IS NOT NULL)
  ) AS e(n, actor, action, from_status, to_status, from_stage, to_stage, comment, at, present)
  WHERE e.present
  ORDER BY r.g, e.n
  RETURNING 1
),
inv AS (
  INSERT INTO invoices (id, number, application_id, payer_id, amount, currency, lines, status, created_at, paid_at)
  SELECT ${BULK_INVOICE('r.id')}, 'INV-' || r.prefix || '-' || r.yr || '-' || lpad(r.num::text, 6, '0'), r.id, r.applicant_id, f.amount, 'KES',
    jsonb_build_array(jsonb_build_object('code', r.service, 'description', r.service, 'quantity', 1, 'unitAmount', f.amount, 'amount', f.amount,
      'taxHeads', jsonb_build_array(
        jsonb_build_object('code', f.head, 'name', f.head_name, 'amount', f.amount - round(f.amount * ${CONVENIENCE_SHARE / 100}, 2)),
        jsonb_build_object('code', 'CONVENIENCE_FEE', 'name', ${lit(TAX_HEADS.find(([code]) => code === 'CONVENIENCE_FEE')![1])}, 'amount', round(f.amount * ${CONVENIENCE_SHARE / 100}, 2))))),
    CASE WHEN r.queued_at IS NOT NULL THEN 'PAID' WHEN r.status = 'Declined' THEN 'CANCELLED' ELSE 'UNPAID' END, r.submitted_at, r.queued_at
  FROM gen r JOIN ins ON ins.id = r.id JOIN (VALUES ${fees}) AS f(code, amount, head, head_name) ON f.code = r.service
  WHERE r.paid AND r.submitted_at IS NOT NULL
  RETURNING 1
),
pay AS (
  -- One card payment per paid invoice, one in ten after a declined card.
  INSERT INTO payments (invoice_id, gateway, checkout_id, amount, currency, status, failure_reason, card_last4, receipt_number, created_at, confirmed_at)
  SELECT ${BULK_INVOICE('r.id')}, 'SANDBOX', 'bulk-' || r.id || '-' || p.n, f.amount, 'KES', p.status,
    CASE WHEN p.status = 'FAILED' THEN 'The card was declined by the issuing bank' END, CASE WHEN p.status = 'FAILED' THEN '0002' ELSE '4242' END,
    CASE WHEN p.status = 'SUCCEEDED' THEN 'RCT-B' || r.yr || '-' || r.id END, p.at - interval '2 minutes', CASE WHEN p.status = 'SUCCEEDED' THEN p.at END
  FROM gen r JOIN ins ON ins.id = r.id JOIN (VALUES ${fees}) AS f(code, amount, head, head_name) ON f.code = r.service
  CROSS JOIN LATERAL (VALUES
    (1, 'FAILED', r.submitted_at + (coalesce(r.queued_at, ${now}) - r.submitted_at) * 0.5, r.r24 < 0.1),
    (2, 'SUCCEEDED', r.queued_at, r.queued_at IS NOT NULL)
  ) AS p(n, status, at, present)
  WHERE r.paid AND r.submitted_at IS NOT NULL AND p.present
  RETURNING 1
),
counters AS (
  INSERT INTO reference_counters (prefix, year, last)
  SELECT prefix, yr, max(num)::int FROM gen GROUP BY prefix, yr
  ON CONFLICT (prefix, year) DO UPDATE SET last = greatest(reference_counters.last, excluded.last)
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins)::int AS applications, (SELECT count(*) FROM ev)::int AS events, (SELECT count(*) FROM inv)::int AS invoices,
       (SELECT count(*) FROM pay)::int AS payments, (SELECT count(*) FROM counters)::int AS counters,
       (SELECT count(*) FROM ins_entries)::int AS entries, (SELECT count(*) FROM ins_ebooks)::int AS books, (SELECT count(*) FROM ecounters)::int AS entry_counters`;
}

const seconds = (since: number) => (performance.now() - since) / 1000;

export async function seedBulk(db: Db, options: BulkOptions): Promise<BulkResult> {
  const log = options.log ?? ((line: string) => console.info(line));
  const started = performance.now();
  const nowDate = options.now ?? new Date();
  const now = `${lit(nowDate.toISOString())}::timestamptz`;
  const batch = Math.max(1000, options.batch ?? 100_000);
  const existing = await maxApplicant(db);
  if (existing > 0 && !options.force) {
    throw new AlreadySeededError(
      `This database already holds bulk data (${existing} bulk applicants); run again with --force to add another lot.`,
    );
  }
  const passwordHash = await hashPassword(BULK_PASSWORD);
  await ensureStaff(db, passwordHash, nowDate);
  await ensureInstitutions(db, passwordHash, nowDate);
  const actors = await loadActors(db);
  await ensureStamp(db, actors, nowDate, options.files);
  // The entries' parties are numbered after every application already there (earlier lots).
  const [{ before }] = (await db.execute(sql`select count(*)::int as before from applications`)).rows as {
    before: number;
  }[];
  if (before + options.applications > MAX_BULK_APPLICATIONS)
    throw new Error('Too many applications for the 8NNNNNNN/9NNNNNNN ID numbers of the register entries they name');

  const applicants = Math.max(1, Math.ceil(options.applications / 20));
  const firstApplicant = existing + 1;
  const lastApplicant = existing + applicants;
  if (lastApplicant > 9_999_999) throw new Error('Too many bulk applicants for the +25479NNNNNNN phone range');
  for (let from = firstApplicant; from <= lastApplicant; from += batch) {
    const to = Math.min(lastApplicant, from + batch - 1);
    await db.execute(sql.raw(applicantsSql(from, to, passwordHash, now)));
  }
  log(
    `applicants: ${applicants} (bulk-${String(firstApplicant).padStart(6, '0')}@${BULK_DOMAIN} …) in ${seconds(started).toFixed(1)} s`,
  );

  let made = 0;
  let events = 0;
  let entries = 0;
  while (made < options.applications) {
    const size = Math.min(batch, options.applications - made);
    const t = performance.now();
    const result = await db.transaction(async (tx) => {
      // Days, years and deadlines of the registry are Nairobi's (src/shared/dates.ts): to_char, extract and date_trunc follow the session's zone.
      await tx.execute(sql.raw(`SET LOCAL TIME ZONE '${TIME_ZONE}'`));
      // The planner's estimates of the statement's many joins of CTEs are far too high: JIT would spend
      // half a minute compiling it for a few seconds of work.
      await tx.execute(sql.raw('SET LOCAL jit = off'));
      return (await tx.execute(sql.raw(applicationsSql(made + 1, made + size, lastApplicant, actors, now, before))))
        .rows[0] as { applications: number; events: number; entries: number };
    });
    made += result.applications;
    events += result.events;
    entries += result.entries;
    log(
      `applications: ${made}/${options.applications}, events: ${events}, register entries named: ${entries} (batch ${seconds(t).toFixed(1)} s, total ${seconds(started).toFixed(1)} s)`,
    );
  }
  const td = performance.now();
  const declared = await declareBulkNotices(db);
  log(`declarations: ${declared} notices declared by both parties (${seconds(td).toFixed(1)} s)`);

  const t = performance.now();
  for (const table of [
    'applications',
    'application_events',
    'invoices',
    'payments',
    'users',
    'organisations',
    'reference_counters',
    'marriages',
    'register_books',
  ]) {
    try {
      await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
    } catch {
      await db.execute(sql.raw(`ANALYZE ${table}`));
    }
  }
  log(`vacuum + analyze: ${seconds(t).toFixed(1)} s`);
  return {
    applicants,
    organisations: actors.institutions.length + actors.courts.length,
    staff: (
      (await db.execute(sql`select count(*)::int as n from users where email like ${`bulk-staff-%@${BULK_DOMAIN}`}`))
        .rows[0] as { n: number }
    ).n,
    applications: made,
    events,
    entries,
    seconds: seconds(started),
  };
}

/**
 * Both parties' declarations (issue 24) on every notice of marriage that has left its applicant's
 * hands: a notice is submitted, paid for and published only once both parties declared it as it
 * reads, so a bulk notice past its draft carries both, made the day its applicant submitted it, with
 * the digest of the notice as it reads (computed here, as the app computes it). Notices already
 * declared are left as they are, so a second lot (--force) declares only its own.
 */
export async function declareBulkNotices(db: Db, batch = 20_000): Promise<number> {
  let after = '00000000-0000-0000-0000-000000000000';
  let declared = 0;
  for (;;) {
    const rows = (
      await db.execute(sql`
        select a.id, a.form_data from applications a
        where a.service_code in (${sql.join(
          DECLARED_SERVICES.map((code) => sql`${code}`),
          sql`, `,
        )}) and a.status <> 'Draft' and a.id > ${after}::uuid
          and not exists (select 1 from notice_declarations d where d.application_id = a.id)
        order by a.id limit ${batch}`)
    ).rows as { id: string; form_data: Record<string, unknown> }[];
    if (!rows.length) return declared;
    after = rows[rows.length - 1].id;
    const digests = JSON.stringify(rows.map((row) => ({ id: row.id, digest: noticeDigest(row.form_data) })));
    await db.execute(sql`
      insert into notice_declarations (application_id, party, status, id_number, user_id, invited_at, invited_via, invited_to,
        declared_at, declared_in, confirmed, form_digest, created_at, updated_at)
      select a.id, p.party, 'DECLARED', upper(trim(a.form_data -> p.party ->> 'idNumber')), u.id, t.at, 'SMS',
        a.form_data -> p.party ->> 'phone', t.at, 'en', ${JSON.stringify(PARTY_PARTICULARS)}::jsonb, x.digest, t.at, t.at
      from jsonb_to_recordset(${digests}::jsonb) as x(id uuid, digest text)
      join applications a on a.id = x.id
      cross join (values ('partyA'), ('partyB')) as p(party)
      cross join lateral (select coalesce(a.submitted_at, a.updated_at) - interval '2 hours' as at) t
      left join users u on upper(u.id_number) = upper(trim(a.form_data -> p.party ->> 'idNumber')) and u.account_type = 'INDIVIDUAL'
      on conflict do nothing`);
    declared += rows.length;
  }
}

// ---- The register of marriages --------------------------------------------------------------

/** The first year of the bulk register; entries run to the end of the year before "now". */
export const REGISTER_FIRST_YEAR = 1970;

export interface RegisterOptions {
  entries: number;
  now?: Date;
  log?: (line: string) => void;
}

export interface RegisterResult {
  /** Entries added now, and years skipped because they already held bulk entries. */
  entries: number;
  books: number;
  skippedYears: number;
  seconds: number;
}

/**
 * How many entries each year gets: three times as many marriages are registered now as in 1970
 * (a linear rise), summing to `total`.
 */
export function registerYears(total: number, lastYear: number): { year: number; entries: number; before: number }[] {
  const years = Array.from({ length: lastYear - REGISTER_FIRST_YEAR + 1 }, (_, i) => REGISTER_FIRST_YEAR + i);
  const weight = (y: number) => 1 + (2 * (y - REGISTER_FIRST_YEAR)) / Math.max(1, lastYear - REGISTER_FIRST_YEAR);
  const sum = years.reduce((s, y) => s + weight(y), 0);
  let before = 0;
  let carried = 0;
  return years.map((year) => {
    const exact = (total * weight(year)) / sum + carried;
    const entries = Math.round(exact);
    carried = exact - entries;
    const row = { year, entries, before };
    before += entries;
    return row;
  });
}

/** A name from a list, the first ones more often (a skewed draw, like the names of a real register). */
const skewed = (items: readonly string[], r: string) =>
  `(${textArray(items)})[1 + floor(power(${r}, 1.7) * ${items.length})::int]`;

/** The type of ceremony of a bulk entry (the vital statistics): Christian 45 %, civil 30 %, customary 10 %, Islamic 9 %, Hindu 3 %, the rest civil. */
const CEREMONY = `(CASE WHEN r22 < 0.45 THEN 'CHRISTIAN' WHEN r22 < 0.75 THEN 'CIVIL' WHEN r22 < 0.85 THEN 'CUSTOMARY'
  WHEN r22 < 0.94 THEN 'ISLAMIC' WHEN r22 < 0.97 THEN 'HINDU' ELSE 'CIVIL' END)`;
const BULK_DENOMINATIONS = [
  'Roman Catholic Church',
  'Anglican Church of Kenya',
  'Presbyterian Church of East Africa',
  'Africa Inland Church',
  'Seventh-day Adventist Church',
  'Methodist Church in Kenya',
  'Pentecostal Assemblies of God',
  'Redeemed Gospel Church',
];

/**
 * One year of the register: `entries` marriages of `year`, spread over the districts by weight,
 * numbered per district and year after the reference counter (MC/<district>/<year>/NNNNNN, as the
 * app numbers them), written into books of 500 numbered after the year's existing books, recorded
 * by an officer of the district; the counters are moved on. `first` numbers the parties' ID numbers.
 */
export function registerYearSql(year: number, entries: number, first: number, a: Actors): string {
  const randoms = Array.from({ length: 27 }, (_, i) => `random() AS r${i}`).join(', ');
  const districtName = `(SELECT d.name FROM districts d WHERE d.code = district)`;
  // Women: "Grace Wanjiku Kamau" or "Wanjiku Grace Kamau"; men: "John Kamau Njoroge"; some carry two names only.
  const full = (baptismal: string, given: string, surname: string, r: string) =>
    `CASE WHEN ${r} < 0.55 THEN ${baptismal} || ' ' || ${given} || ' ' || ${surname}
          WHEN ${r} < 0.8 THEN ${given} || ' ' || ${baptismal} || ' ' || ${surname}
          WHEN ${r} < 0.9 THEN ${given} || ' ' || ${surname}
          ELSE ${baptismal} || ' ' || ${surname} END`;
  const party = (
    name: string,
    id: string,
    age: string,
    r: string,
    surname: string,
    sex: 'F' | 'M',
  ) => `jsonb_build_object(
      'name', ${name}, 'idType', 'NATIONAL_ID', 'idNumber', ${id}, 'age', ${age}, 'sex', '${sex}',
      'condition', CASE WHEN ${r} < 0.9 THEN 'NEVER_MARRIED' WHEN ${r} < 0.97 THEN 'DIVORCED' ELSE 'WIDOWED' END,
      'occupation', ${pick(textArray(OCCUPATIONS), OCCUPATIONS.length, r)}, 'residence', residence,
      'father', ${skewed(REGISTER_BAPTISMAL_MEN, other(r))} || ' ' || ${surname},
      'mother', ${skewed(REGISTER_BAPTISMAL_WOMEN, other(other(r)))} || ' ' || ${surname})`;
  const officer = `(${uuidArray(a.districtOfficers)})[(nb.district::int - 1) * ${OFFICERS_PER_DISTRICT} + 1 + floor(r16 * ${OFFICERS_PER_DISTRICT})::int]`;
  const witness = (r: string) =>
    `${skewed(REGISTER_BAPTISMAL_MEN, r)} || ' ' || ${skewed(REGISTER_SURNAMES, other(r))}`;
  return `
WITH g0 AS MATERIALIZED (
  SELECT g, ${randoms} FROM generate_series(1, ${entries}) AS g
),
g1 AS (
  SELECT g0.*, ${districtExpr('r0')} AS district,
    -- A working day's hour in Nairobi, any day of the year.
    ((make_date(${year}, 1, 1) + floor(r1 * (make_date(${year + 1}, 1, 1) - make_date(${year}, 1, 1)))::int)
      + make_time(9 + floor(r2 * 7)::int, (floor(r3 * 4) * 15)::int, 0)) AT TIME ZONE ${lit(TIME_ZONE)} AS celebrated_at,
    ${skewed(REGISTER_SURNAMES, 'r6')} AS her_surname,
    ${skewed(REGISTER_SURNAMES, 'r7')} AS his_surname
  FROM g0
),
g2 AS (
  SELECT g1.*,
    ${full(skewed(REGISTER_BAPTISMAL_WOMEN, 'r4'), skewed(REGISTER_WOMEN, 'r5'), 'her_surname', 'r8')} AS her_name,
    ${full(skewed(REGISTER_BAPTISMAL_MEN, 'r9'), skewed(REGISTER_MEN, 'r10'), 'his_surname', 'r11')} AS his_name,
    ${districtName} AS residence
  FROM g1
),
num AS MATERIALIZED (
  SELECT g2.*, row_number() OVER (PARTITION BY district ORDER BY celebrated_at, g) AS k FROM g2
),
prior AS (
  SELECT d.code AS district,
    (SELECT count(*) FROM register_books b WHERE b.district = d.code AND b.year = ${year})::int AS books,
    coalesce((SELECT rc.last FROM reference_counters rc WHERE rc.prefix = 'MC-' || d.code AND rc.year = ${year}), 0) AS last
  FROM districts d
),
nb AS MATERIALIZED (
  SELECT num.*, p.books + (k - 1) / ${REGISTER_BOOK_CAPACITY} + 1 AS book_no, ((k - 1) % ${REGISTER_BOOK_CAPACITY} + 1)::int AS entry_number, p.last + k AS reg_no
  FROM num JOIN prior p USING (district)
),
books AS MATERIALIZED (
  SELECT gen_random_uuid() AS id, district, book_no, count(*)::int AS used, min(celebrated_at) AS opened FROM nb GROUP BY district, book_no
),
ins_books AS (
  INSERT INTO register_books (id, district, year, book_number, capacity, entries_used, created_at)
  SELECT id, district, ${year}, district || '/${year}/' || book_no, ${REGISTER_BOOK_CAPACITY}, used, opened FROM books
  RETURNING 1
),
ins AS (
  INSERT INTO marriages (registration_number, book_id, entry_number, district, party_a, party_b, party_a_id_number, party_b_id_number,
                         celebrated_at, venue_name, officiant_name, witnesses, recorded_by, status, dissolved_on, ceremony, denomination, place, created_at)
  SELECT 'MC/' || nb.district || '/${year}/' || lpad(reg_no::text, 6, '0'), b.id, entry_number, nb.district,
    ${party('her_name', `(${60_000_000 + first} + g)::text`, '18 + floor(power(r12, 1.4) * 30)::int', 'r13', 'her_surname', 'F')},
    ${party('his_name', `(${70_000_000 + first} + g)::text`, '21 + floor(power(r14, 1.4) * 40)::int', 'r15', 'his_surname', 'M')},
    (${60_000_000 + first} + g)::text, (${70_000_000 + first} + g)::text,
    celebrated_at,
    CASE ${CEREMONY} WHEN 'CHRISTIAN' THEN 'Parish church, ' || residence WHEN 'ISLAMIC' THEN 'Jamia Mosque, ' || residence
      WHEN 'HINDU' THEN 'Hindu temple, ' || residence WHEN 'CUSTOMARY' THEN 'Family home, ' || residence
      ELSE 'Registrar of Marriages, ' || residence END,
    ${pick(textArray(REGISTER_BAPTISMAL_MEN), REGISTER_BAPTISMAL_MEN.length, 'r17')} || ' ' || ${pick(textArray(REGISTER_SURNAMES), REGISTER_SURNAMES.length, other('r17'))}
      || ', ' || ${pick(textArray(REGISTRAR_TITLES), REGISTRAR_TITLES.length, 'r18')},
    jsonb_build_array(${witness('r19')}, ${witness('r20')}),
    ${officer},
    -- Dissolved by decree since: more of the older marriages.
    CASE WHEN r21 < ${(0.02 + (0.1 * Math.max(0, 2000 - year)) / 30).toFixed(4)} THEN 'DISSOLVED' ELSE 'SUBSISTING' END,
    -- The decree absolute some years after the marriage, never after yesterday.
    CASE WHEN r21 < ${(0.02 + (0.1 * Math.max(0, 2000 - year)) / 30).toFixed(4)}
      THEN least(((celebrated_at AT TIME ZONE ${lit(TIME_ZONE)})::date + floor(r26 * 365 * 25)::int + 30), current_date - 1) END,
    ${CEREMONY},
    CASE WHEN ${CEREMONY} = 'CHRISTIAN' THEN (${textArray(BULK_DENOMINATIONS)})[1 + floor(power(r23, 1.5) * ${BULK_DENOMINATIONS.length})::int] END,
    CASE ${CEREMONY} WHEN 'CIVIL' THEN CASE WHEN r22 < 0.97 THEN 'REGISTRY' ELSE 'LICENSED_PLACE' END
      WHEN 'CUSTOMARY' THEN 'PRIVATE_VENUE' ELSE 'PLACE_OF_WORSHIP' END,
    -- Registered: most within the month, some late, a few years after (the registration timeliness).
    least(celebrated_at + CASE WHEN r24 < 0.85 THEN interval '1 hour' + r25 * interval '25 days'
                               WHEN r24 < 0.96 THEN interval '31 days' + r25 * interval '330 days'
                               ELSE interval '366 days' + r25 * interval '1500 days' END, now())
  FROM nb JOIN books b ON b.district = nb.district AND b.book_no = nb.book_no
  RETURNING 1
),
counters AS (
  INSERT INTO reference_counters (prefix, year, last)
  SELECT 'MC-' || district, ${year}, max(reg_no)::int FROM nb GROUP BY district
  ON CONFLICT (prefix, year) DO UPDATE SET last = greatest(reference_counters.last, excluded.last)
  RETURNING 1
)
SELECT (SELECT count(*) FROM ins)::int AS entries, (SELECT count(*) FROM ins_books)::int AS books, (SELECT count(*) FROM counters)::int AS counters`;
}

/** The years whose register already holds bulk entries (recorded by a bulk officer). */
async function bulkRegisterYears(db: Db): Promise<Set<number>> {
  const rows = (
    await db.execute(sql`
    select distinct b.year from register_books b
    where exists (select 1 from marriages m join users u on u.id = m.recorded_by
                  where m.book_id = b.id and m.entry_number = 1 and u.email like ${`bulk-staff-%@${BULK_DOMAIN}`})`)
  ).rows as { year: number }[];
  return new Set(rows.map((r) => Number(r.year)));
}

/**
 * Fills the register of marriages with `entries` entries from 1970 to last year, one statement
 * (and transaction) per year. A year that already holds bulk entries is skipped: run again, it adds
 * only the years missing (after an interruption), never a second lot.
 */
export async function seedRegister(db: Db, options: RegisterOptions): Promise<RegisterResult> {
  const log = options.log ?? ((line: string) => console.info(line));
  const started = performance.now();
  const nowDate = options.now ?? new Date();
  const passwordHash = await hashPassword(BULK_PASSWORD);
  await ensureStaff(db, passwordHash, nowDate);
  const actors = await loadActors(db);
  const done = await bulkRegisterYears(db);
  const lastYear = Number(new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(nowDate)) - 1;
  let entries = 0;
  let books = 0;
  let skippedYears = 0;
  for (const { year, entries: n, before } of registerYears(options.entries, lastYear)) {
    if (done.has(year)) {
      skippedYears += 1;
      continue;
    }
    if (n === 0) continue;
    const t = performance.now();
    const result = (await db.execute(sql.raw(registerYearSql(year, n, before, actors)))).rows[0] as {
      entries: number;
      books: number;
    };
    entries += result.entries;
    books += result.books;
    log(
      `register ${year}: ${result.entries} entries in ${result.books} books (${seconds(t).toFixed(1)} s; ${entries} added, total ${seconds(started).toFixed(1)} s)`,
    );
  }
  if (skippedYears) log(`register: ${skippedYears} years already held bulk entries and were left as they are`);
  const t = performance.now();
  // statistics_months: the vital statistics' aggregate, from the deltas the register's triggers left (0037).
  await foldStatistics(db);
  for (const table of ['marriages', 'register_books', 'reference_counters', 'statistics_months', 'statistics_deltas']) {
    try {
      await db.execute(sql.raw(`VACUUM (ANALYZE) ${table}`));
    } catch {
      await db.execute(sql.raw(`ANALYZE ${table}`));
    }
  }
  log(`register vacuum + analyze: ${seconds(t).toFixed(1)} s`);
  return { entries, books, skippedYears, seconds: seconds(started) };
}

async function main() {
  const { values } = parseArgs({
    options: {
      applications: { type: 'string', default: '1000000' },
      batch: { type: 'string' },
      force: { type: 'boolean', default: false },
      register: { type: 'string', default: '0' },
    },
  });
  const count = Number(values.applications);
  const register = Number(values.register);
  if (!Number.isInteger(count) || count < 0) throw new Error('--applications must be a whole number');
  if (!Number.isInteger(register) || register < 0 || register > 5_000_000)
    throw new Error('--register must be a whole number up to 5,000,000');
  if (count === 0 && register === 0) throw new Error('Nothing to do: give --applications and/or --register');
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const where = database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
  console.info(
    `Bulk seed of ${count} applications${register ? ` and ${register} register entries` : ''} into ${where}`,
  );
  try {
    if (count > 0) {
      const batch = values.batch ? Number(values.batch) : database.kind === 'pglite' ? 25_000 : 100_000;
      const files = fileStoreFor(config, database.db);
      const result = await seedBulk(database.db, { applications: count, force: values.force, batch, files });
      console.info(
        `Done in ${result.seconds.toFixed(1)} s: ${result.applications} applications, ${result.events} events, ` +
          `${result.entries} register entries named by them, ${result.applicants} applicants, ` +
          `${result.organisations} institutions, ${result.staff} staff (password ${BULK_PASSWORD}).`,
      );
    }
    if (register > 0) {
      const result = await seedRegister(database.db, { entries: register });
      console.info(
        `Register done in ${result.seconds.toFixed(1)} s: ${result.entries} entries added in ${result.books} books${result.skippedYears ? `, ${result.skippedYears} years already there` : ''}.`,
      );
    }
  } catch (error) {
    if (error instanceof AlreadySeededError) {
      console.error(error.message);
      process.exitCode = 2;
    } else throw error;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
