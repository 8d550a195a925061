import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { createStaffInput } from '../../../shared/contracts/auth.js';
import { audit } from '../../audit.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { issueCode } from './codes.js';
import { AUTH_MESSAGES } from './messages.js';
import { emailTaken, insertStaffAccount, phoneTaken } from './repository.js';

/** How long the first administrator's link works: the operator hands it over the same day. */
export const FIRST_ADMIN_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export const firstAdminInput = createStaffInput.pick({
  firstName: true,
  middleName: true,
  lastName: true,
  email: true,
  phone: true,
});
export type FirstAdminInput = z.infer<typeof firstAdminInput>;

export type FirstAdminResult =
  | { created: true; userId: string; link: string; expiresAt: Date }
  | { created: false; errors: Record<string, string> };

/**
 * `npm run admin:create`: the portal's first administrator, on a database that has none. The account
 * waits for its password (no password is ever chosen or printed by the server): the answer is a
 * one-time link to the set-password page, valid for 24 hours, for the operator to hand over. Every
 * later administrator is invited from the portal's accounts page. Audited, with the portal as actor.
 */
export async function createFirstAdministrator(
  db: Db,
  raw: unknown,
  deps: { secret: string; now: Date; publicUrl: string },
): Promise<FirstAdminResult> {
  const parsed = firstAdminInput.safeParse(raw);
  if (!parsed.success) {
    return {
      created: false,
      errors: Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'input'), i.message])),
    };
  }
  const input = parsed.data;
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.accountType, 'BACKOFFICE'), eq(users.staffRole, 'ADMIN'), ne(users.status, 'DISABLED')))
      .limit(1);
    if (existing) {
      return {
        created: false as const,
        errors: {
          admin:
            'The portal already has an administrator: further administrators are invited from the accounts page (Settings, Staff accounts).',
        },
      };
    }
    const errors: Record<string, string> = {};
    if (await emailTaken(tx, input.email)) errors.email = AUTH_MESSAGES.emailTaken;
    if (await phoneTaken(tx, input.phone)) errors.phone = AUTH_MESSAGES.phoneTaken;
    if (Object.keys(errors).length) return { created: false as const, errors };
    const user = await insertStaffAccount(tx, { ...input, staffRole: 'ADMIN', district: null }, deps.now);
    const code = await issueCode(
      tx,
      deps.secret,
      deps.now,
      user.id,
      'RESET_PASSWORD',
      'EMAIL',
      FIRST_ADMIN_LINK_TTL_MS,
    );
    await audit(tx, {
      actorId: null,
      action: 'account.first-admin-created',
      entity: 'user',
      entityId: user.id,
      after: { email: user.email, phone: input.phone, staffRole: 'ADMIN', district: null },
    });
    return {
      created: true as const,
      userId: user.id,
      link: `${deps.publicUrl}/auth/account-password?for=${encodeURIComponent(user.email)}&code=${code}`,
      expiresAt: new Date(deps.now.getTime() + FIRST_ADMIN_LINK_TTL_MS),
    };
  });
}
