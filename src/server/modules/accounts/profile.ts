import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Profile } from '../../../shared/accounts.js';
import type { AppLocale } from '../../../shared/i18n/locales.js';
import type {
  createStaffInput,
  identityCheckInput,
  onboardInput,
  updateContactsInput,
} from '../../../shared/contracts/auth.js';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../plugins/errors.js';
import type { Caller } from '../../plugins/auth.js';
import type { IdentityRegistry } from '../identity/registry.js';
import { enqueue } from '../notifications/outbox.js';
import { issueCode, retireCodes } from './codes.js';
import { activationCodeMessage, AUTH_MESSAGES, INVITATION_TTL_MS, staffInvitationMessage } from './messages.js';
import { knownDistrict } from './admin.js';
import { ACCOUNT_MESSAGES } from '../../../shared/contracts/accounts-admin.js';
import { emailTaken, insertStaffAccount, loadProfile, phoneTaken } from './repository.js';

export interface ProfileDeps {
  db: Db;
  clock: Clock;
  secret: string;
  publicUrl: string;
  identity: IdentityRegistry;
  notified(): void;
}

export class ProfileService {
  constructor(private readonly deps: ProfileDeps) {}

  async me(caller: Caller): Promise<Profile> {
    const profile = await loadProfile(this.deps.db, caller.userId);
    if (!profile) throw notFound('Your account no longer exists');
    return profile;
  }

  async verifyIdentity(input: z.infer<typeof identityCheckInput>) {
    const result = await this.deps.identity.verify(input);
    if (!result.verified) throw new ApiError(400, 'These details do not match the identity registry', result.errors);
    return { verified: true as const, ...result.citizen };
  }

  /** Onboarding: the identity is checked against the registry again here, never taken on trust. */
  async onboard(caller: Caller, input: z.infer<typeof onboardInput>): Promise<Profile> {
    if (caller.accountType !== 'INDIVIDUAL') throw forbidden(AUTH_MESSAGES.onlyIndividuals);
    if ((await loadProfile(this.deps.db, caller.userId))?.idNumber) throw conflict(AUTH_MESSAGES.alreadyOnboarded);
    const citizen = await this.verifyIdentity(input);
    await this.deps.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, caller.userId)).for('update');
      if (user.idNumber) throw conflict(AUTH_MESSAGES.alreadyOnboarded);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.idNumber, citizen.idNumber), ne(users.id, caller.userId)))
        .limit(1);
      if (other) throw conflict(AUTH_MESSAGES.idTaken, { idNumber: AUTH_MESSAGES.idTaken });
      const after = {
        // The identity registry verifies national ID numbers: that is the document on file.
        idType: 'NATIONAL_ID' as const,
        idNumber: citizen.idNumber,
        firstName: citizen.firstName,
        middleName: citizen.middleName,
        lastName: citizen.lastName,
        dateOfBirth: citizen.dateOfBirth,
        sex: citizen.sex,
      };
      await tx
        .update(users)
        .set({ ...after, updatedAt: this.deps.clock.now() })
        .where(eq(users.id, caller.userId));
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.onboarded',
        entity: 'user',
        entityId: caller.userId,
        before: { idNumber: null, firstName: user.firstName, lastName: user.lastName },
        after,
      });
    });
    return this.me(caller);
  }

  async updateContacts(caller: Caller, input: z.infer<typeof updateContactsInput>): Promise<Profile> {
    const now = this.deps.clock.now();
    await this.deps.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, caller.userId)).for('update');
      const changes: Partial<typeof users.$inferInsert> = {};
      const errors: Record<string, string> = {};
      if (input.email && input.email !== user.email.toLowerCase()) {
        const holder = await emailTaken(tx, input.email);
        if (holder && holder.id !== user.id) errors.email = AUTH_MESSAGES.emailTaken;
        Object.assign(changes, { email: input.email, emailVerifiedAt: null });
      }
      if (input.phone && input.phone !== user.phone) {
        const holder = await phoneTaken(tx, input.phone);
        if (holder && holder.id !== user.id) errors.phone = AUTH_MESSAGES.phoneTaken;
        Object.assign(changes, { phone: input.phone, phoneVerifiedAt: null });
      }
      if (Object.keys(errors).length) throw conflict(Object.values(errors)[0], errors);
      if (Object.keys(changes).length === 0) return;
      await tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, user.id));
      if (changes.email) {
        await retireCodes(tx, user.id, 'EMAIL', now);
        const code = await issueCode(tx, this.deps.secret, now, user.id, 'ACTIVATE_EMAIL', 'EMAIL');
        await enqueue(tx, activationCodeMessage('EMAIL', changes.email, code, user.id));
      }
      if (changes.phone) {
        await retireCodes(tx, user.id, 'SMS', now);
        const code = await issueCode(tx, this.deps.secret, now, user.id, 'ACTIVATE_PHONE', 'SMS');
        await enqueue(tx, activationCodeMessage('SMS', changes.phone, code, user.id));
      }
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.contacts-updated',
        entity: 'user',
        entityId: user.id,
        before: { email: user.email, phone: user.phone },
        after: { email: changes.email ?? user.email, phone: changes.phone ?? user.phone },
      });
    });
    this.deps.notified();
    return this.me(caller);
  }

  /** The caller chooses the language of their e-mails, texts and issued documents: their own account only. */
  async setLanguage(caller: Caller, locale: AppLocale): Promise<Profile> {
    await this.deps.db.transaction(async (tx) => {
      const [user] = await tx
        .select({ id: users.id, locale: users.locale })
        .from(users)
        .where(eq(users.id, caller.userId))
        .for('update');
      if (!user) throw notFound('Your account no longer exists');
      if (user.locale === locale) return;
      await tx.update(users).set({ locale, updatedAt: this.deps.clock.now() }).where(eq(users.id, user.id));
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.language-changed',
        entity: 'user',
        entityId: user.id,
        before: { locale: user.locale },
        after: { locale },
      });
    });
    return this.me(caller);
  }

  async createStaff(caller: Caller, input: z.infer<typeof createStaffInput>): Promise<Profile> {
    const userId = await this.deps.db.transaction(async (tx) => {
      const errors: Record<string, string> = {};
      if (await emailTaken(tx, input.email)) errors.email = AUTH_MESSAGES.emailTaken;
      if (await phoneTaken(tx, input.phone)) errors.phone = AUTH_MESSAGES.phoneTaken;
      if (Object.keys(errors).length) throw conflict(Object.values(errors)[0], errors);
      if (input.district && !(await knownDistrict(tx, input.district)))
        throw badRequest(ACCOUNT_MESSAGES.unknownDistrict, { district: ACCOUNT_MESSAGES.unknownDistrict });
      const user = await insertStaffAccount(tx, { ...input, district: input.district ?? null }, this.deps.clock.now());
      const code = await issueCode(
        tx,
        this.deps.secret,
        this.deps.clock.now(),
        user.id,
        'RESET_PASSWORD',
        'EMAIL',
        INVITATION_TTL_MS,
      );
      await enqueue(
        tx,
        staffInvitationMessage(user.email, user.firstName, input.staffRole, this.deps.publicUrl, user.id, code),
      );
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.staff-created',
        entity: 'user',
        entityId: user.id,
        after: { email: user.email, phone: user.phone, staffRole: user.staffRole, district: user.district },
      });
      return user.id;
    });
    this.deps.notified();
    const profile = await loadProfile(this.deps.db, userId);
    return profile!;
  }
}
