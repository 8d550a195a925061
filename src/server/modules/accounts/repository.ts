import { eq, inArray, sql } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Profile } from '../../../shared/accounts.js';
import type { DbOrTx } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { organisations, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** The e-mail address (lower-cased) or E.164 phone number that phoneOrEmail stands for. */
export function identifierOf(
  phoneOrEmail: string,
  defaultCountry: string,
): { email: string } | { phone: string } | null {
  const value = phoneOrEmail.trim();
  if (value.includes('@')) return { email: value.toLowerCase() };
  const phone = parsePhoneNumberFromString(value, defaultCountry as never);
  return phone?.isValid() ? { phone: phone.number } : null;
}

export async function findUserByIdentifier(
  db: DbOrTx,
  phoneOrEmail: string,
  defaultCountry: string,
): Promise<UserRow | null> {
  const id = identifierOf(phoneOrEmail, defaultCountry);
  if (!id) return null;
  const condition = 'email' in id ? sql`lower(${users.email}) = ${id.email}` : eq(users.phone, id.phone);
  const [row] = await db.select().from(users).where(condition).limit(1);
  return row ?? null;
}

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function emailTaken(db: DbOrTx, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row ?? null;
}

export async function phoneTaken(db: DbOrTx, phone: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row ?? null;
}

/**
 * The account with its organisation, built once (every page of the portal asks for the caller's
 * profile: building this select of two whole tables was a quarter of the CPU of GET /api/users/me).
 */
const profileRow = prepared('profile_row', (db) =>
  db
    .select({ user: users, organisation: organisations })
    .from(users)
    .leftJoin(organisations, eq(organisations.id, users.organisationId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1),
);

export async function loadProfile(db: DbOrTx, userId: string): Promise<Profile | null> {
  const [row] = await profileRow(db, { userId });
  if (!row) return null;
  const { user, organisation } = row;
  return {
    userId: user.id,
    accountType: user.accountType,
    idNumber: user.idNumber,
    idType: user.idType,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    staffRole: user.staffRole,
    district: user.district,
    organisation: organisation
      ? {
          id: organisation.id,
          name: organisation.name,
          type: organisation.type,
          registrationNumber: organisation.registrationNumber,
          verification: organisation.verification,
        }
      : null,
    locale: user.locale,
    secondFactorOn: Boolean(user.totpEnabledAt),
  };
}

/** A staff account waiting for its password (invited, or the first administrator): PENDING, no password. */
export async function insertStaffAccount(
  tx: DbOrTx,
  input: {
    email: string;
    phone: string;
    firstName: string;
    middleName?: string | null;
    lastName: string;
    staffRole: NonNullable<UserRow['staffRole']>;
    district: string | null;
  },
  now: Date,
): Promise<UserRow> {
  const [user] = await tx
    .insert(users)
    .values({
      accountType: 'BACKOFFICE',
      email: input.email,
      phone: input.phone,
      firstName: input.firstName,
      middleName: input.middleName,
      lastName: input.lastName,
      staffRole: input.staffRole,
      district: input.district,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return user;
}

/** The full names of these accounts, by id (an account not found is absent). */
export async function namesById(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
}
