import { eq } from 'drizzle-orm';
import type { Db } from '../client.js';
import { auditEvents, users } from '../schema/index.js';
import type { DemoAccount } from './demo.js';

/** The demo's staff member who has not signed in yet: the only one without a second factor. */
export const FIRST_SIGN_IN_OFFICER = 'new.officer@demo.test';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/**
 * Staff accounts in every state the accounts page shows (issue 11): an officer of one district, an
 * invited staff member who has not set a password yet, a disabled account and a locked one; and the
 * administrator's audit trail of them.
 */
export async function seedDemoAccounts(db: Db, now: Date, passwordHash: string): Promise<DemoAccount[]> {
  const active = {
    status: 'ACTIVE' as const,
    passwordHash,
    emailVerifiedAt: now,
    phoneVerifiedAt: now,
    accountType: 'BACKOFFICE' as const,
  };
  const at = (ago: number) => new Date(now.getTime() - ago);
  return db.transaction(async (tx) => {
    const [admin] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    const [nakuru, invited, disabled, locked, firstSignIn] = await tx
      .insert(users)
      .values([
        {
          ...active,
          email: 'nakuru.officer@demo.test',
          phone: '+254722100011',
          firstName: 'Peter',
          lastName: 'Kariuki',
          staffRole: 'OFFICER',
          district: '032',
          createdAt: at(40 * DAY),
          updatedAt: at(10 * DAY),
          version: 2,
        },
        {
          accountType: 'BACKOFFICE',
          status: 'PENDING',
          email: 'invited.finance@demo.test',
          phone: '+254722100012',
          firstName: 'Achieng',
          lastName: 'Owino',
          staffRole: 'FINANCE',
          district: null,
          createdAt: at(2 * DAY),
          updatedAt: at(2 * DAY),
        },
        {
          ...active,
          status: 'DISABLED',
          email: 'former.officer@demo.test',
          phone: '+254722100013',
          firstName: 'Kevin',
          lastName: 'Mutiso',
          staffRole: 'OFFICER',
          district: '001',
          createdAt: at(300 * DAY),
          updatedAt: at(5 * DAY),
          version: 2,
        },
        // Locked after five failed sign-ins (for a day in the demo, so that the state stays to be seen).
        {
          ...active,
          email: 'locked.director@demo.test',
          phone: '+254722100014',
          firstName: 'Ruth',
          lastName: 'Chebet',
          staffRole: 'DIRECTOR',
          district: null,
          lockedUntil: new Date(now.getTime() + DAY),
          createdAt: at(90 * DAY),
          updatedAt: at(90 * DAY),
        },
        // Set a password from the invitation this morning and has not signed in yet: the first
        // sign-in sets up the second factor before anything else of the back office (issue 23).
        {
          ...active,
          email: FIRST_SIGN_IN_OFFICER,
          phone: '+254722100015',
          firstName: 'Halima',
          lastName: 'Abdi',
          staffRole: 'OFFICER',
          district: '001',
          createdAt: at(DAY),
          updatedAt: at(3 * HOUR),
        },
      ])
      .returning({ id: users.id });
    const actorId = admin?.id ?? null;
    await tx.insert(auditEvents).values([
      {
        actorId,
        action: 'account.staff-created',
        entity: 'user',
        entityId: disabled.id,
        after: { email: 'former.officer@demo.test', staffRole: 'OFFICER', district: '001' },
        at: at(300 * DAY),
      },
      {
        actorId,
        action: 'account.staff-created',
        entity: 'user',
        entityId: nakuru.id,
        after: { email: 'nakuru.officer@demo.test', staffRole: 'OFFICER', district: null },
        at: at(40 * DAY),
      },
      {
        actorId,
        action: 'account.district-changed',
        entity: 'user',
        entityId: nakuru.id,
        before: { district: null },
        after: { district: '032' },
        at: at(10 * DAY),
      },
      {
        actorId,
        action: 'account.disabled',
        entity: 'user',
        entityId: disabled.id,
        before: { status: 'ACTIVE' },
        after: { status: 'DISABLED', sessionsEnded: 1 },
        at: at(5 * DAY),
      },
      {
        actorId,
        action: 'account.staff-created',
        entity: 'user',
        entityId: invited.id,
        after: { email: 'invited.finance@demo.test', staffRole: 'FINANCE', district: null },
        at: at(2 * DAY),
      },
      {
        actorId,
        action: 'account.staff-created',
        entity: 'user',
        entityId: firstSignIn.id,
        after: { email: FIRST_SIGN_IN_OFFICER, staffRole: 'OFFICER', district: '001' },
        at: at(DAY),
      },
      {
        actorId: firstSignIn.id,
        action: 'auth.password-reset',
        entity: 'user',
        entityId: firstSignIn.id,
        at: at(3 * HOUR),
      },
      {
        actorId: locked.id,
        action: 'auth.account-locked',
        entity: 'user',
        entityId: locked.id,
        after: { attempt: 5, lockedUntil: new Date(now.getTime() + DAY).toISOString() },
        at: at(HOUR),
      },
    ]);
    return [
      {
        email: 'nakuru.officer@demo.test',
        phone: '+254722100011',
        what: 'back office: OFFICER of Nakuru (sees only Nakuru work)',
      },
      {
        email: 'invited.finance@demo.test',
        phone: '+254722100012',
        what: 'back office: FINANCE, invited (no password yet)',
      },
      { email: 'former.officer@demo.test', phone: '+254722100013', what: 'back office: OFFICER, disabled' },
      {
        email: 'locked.director@demo.test',
        phone: '+254722100014',
        what: 'back office: DIRECTOR, locked after failed sign-ins',
      },
      {
        email: FIRST_SIGN_IN_OFFICER,
        phone: '+254722100015',
        what: 'back office: OFFICER of Mombasa, password set, sets up the second factor at the first sign-in',
      },
    ];
  });
}
