import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  activateEmailInput,
  activatePhoneInput,
  loginInput,
  registerInput,
  resetPasswordInput,
  setPasswordInput,
  verifyOtpInput,
} from '../../../shared/contracts/auth.js';
import type { Clock } from '../../clock.js';
import type { Db, Tx } from '../../db/client.js';
import { organisations, rateLimits, sessions, users } from '../../db/schema/index.js';
import { audit } from '../../audit.js';
import { ApiError, conflict, unauthorized } from '../../plugins/errors.js';
import { enqueue } from '../notifications/outbox.js';
import { checkCode, issueCode } from './codes.js';
import { deviceTrust, type TakenFactor, takenFactor, trustedDevice } from './secondFactor.js';
import { DEVICE_TRUST_HOURS } from '../../../shared/accounts.js';
import { AUTH_MESSAGES, lockedMessage, registrationCodeMessage, resetCodeMessage } from './messages.js';
import { emailTaken, findUserByIdentifier, identifierOf, phoneTaken, type UserRow } from './repository.js';

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60 * 1000;
/** How long failed sign-ins to an address without a usable account are remembered before the fifth. */
const UNAVAILABLE_COUNT_MS = 30 * 24 * 60 * 60 * 1000;
export const REFRESH_IDLE_MS = 12 * 60 * 60 * 1000;
export const VERIFICATION_TTL_SECONDS = 15 * 60;

export interface AccountsDeps {
  db: Db;
  clock: Clock;
  secret: string;
  defaultCountry: string;
  publicUrl: string;
  signAccessToken(userId: string, sessionId: string): string;
  signVerification(userId: string, channel: string): string;
  readVerification(token: string): { sub: string; ch?: string } | null;
  notified(): void;
}

export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

/** Argon2id (algorithm 2 of @node-rs/argon2) with the OWASP minimum parameters. */
const ARGON2 = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/** Verified against when the account does not exist, so both failures take the same time. */
let dummyHash: Promise<string> | null = null;

export const hashPassword = (password: string) => hash(password, ARGON2);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** How long a sign-up may wait for its codes and password before its e-mail and phone are free again. */
export const SIGN_UP_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A sign-up nobody finished within a day (never given a password: the account was never usable)
 * no longer holds its e-mail address or phone number: otherwise anyone could sign up first with
 * someone else's address and keep it from them for ever. The abandoned account goes (its codes and
 * sessions with it; its organisation when nobody else belongs to it), audited with the portal as actor.
 */
async function releaseAbandonedSignUps(tx: Tx, now: Date, email: string, phone: string): Promise<void> {
  const cutoff = new Date(now.getTime() - SIGN_UP_TTL_MS);
  const abandoned = await removeAbandonedSignUps(
    tx,
    cutoff,
    or(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.phone, phone)),
  );
  for (const account of abandoned) {
    await audit(tx, {
      actorId: null,
      action: 'account.registration-expired',
      entity: 'user',
      entityId: account.id,
      before: { email: account.email, phone: account.phone },
    });
  }
}

/** A sign-up removed because it was never finished: what its audit entry may say of it. */
export interface RemovedSignUp {
  id: string;
  email: string;
  phone: string;
  accountType: string;
  createdAt: Date;
}

/**
 * Removes sign-ups nobody finished before `cutoff` (never given a password, so never usable) among
 * `which` (at most `limit`): the account, its codes and sessions, and its organisation when nobody
 * else belongs to it. Staff accounts, and the accounts of institutions the registry added itself
 * (their invitation lasts three days), are never sign-ups. The caller audits each removal.
 */
export async function removeAbandonedSignUps(
  tx: Tx,
  cutoff: Date,
  which?: SQL,
  limit?: number,
): Promise<RemovedSignUp[]> {
  const abandoned = and(
    which,
    sql`${users.accountType} <> 'BACKOFFICE'`,
    eq(users.status, 'PENDING'),
    isNull(users.passwordHash),
    lte(users.createdAt, cutoff),
    sql`not exists (select 1 from organisations o where o.id = ${users.organisationId} and o.verification = 'VERIFIED')`,
  );
  const removed = await tx
    .delete(users)
    .where(
      limit === undefined
        ? abandoned
        : inArray(
            users.id,
            tx.select({ id: users.id }).from(users).where(abandoned).orderBy(users.createdAt).limit(limit),
          ),
    )
    .returning({
      id: users.id,
      email: users.email,
      phone: users.phone,
      accountType: users.accountType,
      createdAt: users.createdAt,
      organisationId: users.organisationId,
    });
  const organisationIds = [...new Set(removed.flatMap((account) => account.organisationId ?? []))];
  if (organisationIds.length) {
    await tx
      .delete(organisations)
      .where(
        and(
          inArray(organisations.id, organisationIds),
          sql`not exists (select 1 from users where organisation_id = ${organisations.id})`,
        ),
      );
  }
  return removed;
}

/** Marks the second factor of a sign-in used: its time step (later codes only) or its recovery code (gone). */
async function takeSecondFactor(tx: Tx, userId: string, taken: TakenFactor): Promise<boolean> {
  const [row] =
    taken.step !== null
      ? await tx
          .update(users)
          .set({ totpLastStep: taken.step })
          .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), sql`${users.totpLastStep} < ${taken.step}`)))
          .returning({ id: users.id })
      : await tx
          .update(users)
          .set({ totpRecovery: sql`${users.totpRecovery} - ${taken.recovery}::text` })
          .where(and(eq(users.id, userId), sql`${users.totpRecovery} ? ${taken.recovery}::text`))
          .returning({ id: users.id });
  return Boolean(row);
}

export class AccountsService {
  constructor(private readonly deps: AccountsDeps) {}

  private get db() {
    return this.deps.db;
  }

  /** Runs a transaction whose refusal must still keep what it recorded (spent code attempts). */
  private async withRecordedFailure<T>(
    work: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T | ApiError>,
  ): Promise<T> {
    const outcome = await this.db.transaction(work);
    if (outcome instanceof ApiError) throw outcome;
    return outcome;
  }

  async register(input: z.infer<typeof registerInput>, meta: RequestMeta) {
    const now = this.deps.clock.now();
    const result = await this.db.transaction(async (tx) => {
      // Sign-ups with the same e-mail or phone wait for each other, so the second one sees the first.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`email:${input.email}`})), pg_advisory_xact_lock(hashtext(${`phone:${input.phone}`}))`,
      );
      await releaseAbandonedSignUps(tx, now, input.email, input.phone);
      const byEmail = await emailTaken(tx, input.email);
      const byPhone = await phoneTaken(tx, input.phone);
      const resumable =
        byEmail &&
        byPhone &&
        byEmail.id === byPhone.id &&
        byEmail.status === 'PENDING' &&
        !byEmail.passwordHash &&
        byEmail.accountType === input.accountType;
      if (!resumable && (byEmail || byPhone)) {
        const errors: Record<string, string> = {};
        if (byEmail) errors.email = AUTH_MESSAGES.emailTaken;
        if (byPhone) errors.phone = AUTH_MESSAGES.phoneTaken;
        throw conflict(byEmail ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.phoneTaken, errors);
      }
      let user: UserRow;
      if (resumable) {
        [user] = await tx
          .update(users)
          .set({ firstName: input.firstName, middleName: input.middleName, lastName: input.lastName, updatedAt: now })
          .where(eq(users.id, byEmail.id))
          .returning();
      } else {
        let organisationId: string | null = null;
        if (input.accountType === 'ORGANIZATION' && input.organisation) {
          const [org] = await tx
            .insert(organisations)
            .values({ ...input.organisation })
            .onConflictDoNothing()
            .returning();
          if (!org)
            throw conflict('An organisation with this registration number is already registered', {
              'organisation.registrationNumber': 'This registration number is already registered',
            });
          organisationId = org.id;
        }
        [user] = await tx
          .insert(users)
          .values({
            accountType: input.accountType,
            email: input.email,
            phone: input.phone,
            firstName: input.firstName,
            middleName: input.middleName,
            lastName: input.lastName,
            organisationId,
            // Its age decides when an unfinished sign-up frees its contacts: the portal's clock.
            createdAt: now,
            updatedAt: now,
          })
          .returning();
      }
      const smsCode = await issueCode(tx, this.deps.secret, now, user.id, 'REGISTRATION', 'SMS');
      const emailCode = await issueCode(tx, this.deps.secret, now, user.id, 'REGISTRATION', 'EMAIL');
      await enqueue(
        tx,
        registrationCodeMessage('SMS', user.phone, smsCode, user.id, this.deps.publicUrl),
        registrationCodeMessage('EMAIL', user.email, emailCode, user.id, this.deps.publicUrl),
      );
      await audit(tx, {
        actorId: user.id,
        action: resumable ? 'account.registration-resumed' : 'account.registered',
        entity: 'user',
        entityId: user.id,
        after: { email: user.email, phone: user.phone, accountType: user.accountType },
        ip: meta.ip,
      });
      return {
        userId: user.id,
        email: user.email,
        phone: user.phone,
        accountType: user.accountType,
        message: AUTH_MESSAGES.registered,
      };
    });
    this.deps.notified();
    return result;
  }

  async verifyOtp(input: z.infer<typeof verifyOtpInput>) {
    const now = this.deps.clock.now();
    return this.withRecordedFailure(async (tx) => {
      const user = await findUserByIdentifier(tx, input.phoneOrEmail, this.deps.defaultCountry);
      if (!user || user.accountType === 'BACKOFFICE')
        return new ApiError(400, 'The code is incorrect', { code: 'The code is incorrect' });
      const check = await checkCode(tx, this.deps.secret, now, user.id, ['REGISTRATION'], input.code);
      if (!check.ok) return check.error;
      await tx
        .update(users)
        .set(check.channel === 'EMAIL' ? { emailVerifiedAt: now } : { phoneVerifiedAt: now })
        .where(eq(users.id, user.id));
      await audit(tx, {
        actorId: user.id,
        action: 'account.code-verified',
        entity: 'user',
        entityId: user.id,
        after: { channel: check.channel },
      });
      return {
        verificationToken: this.deps.signVerification(user.id, check.channel),
        channel: check.channel,
        userId: user.id,
        passwordSet: Boolean(user.passwordHash),
      };
    });
  }

  async setPassword(input: z.infer<typeof setPasswordInput>) {
    const claims = this.deps.readVerification(input.verificationToken);
    if (!claims)
      throw new ApiError(400, AUTH_MESSAGES.verificationExpired, {
        verificationToken: AUTH_MESSAGES.verificationExpired,
      });
    const passwordHash = await hashPassword(input.password);
    return this.db.transaction(async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, claims.sub)).for('update');
      if (!user)
        throw new ApiError(400, AUTH_MESSAGES.verificationExpired, {
          verificationToken: AUTH_MESSAGES.verificationExpired,
        });
      if (user.passwordHash) throw conflict(AUTH_MESSAGES.passwordAlreadySet);
      await tx
        .update(users)
        .set({ passwordHash, status: 'ACTIVE', updatedAt: this.deps.clock.now() })
        .where(eq(users.id, user.id));
      await audit(tx, {
        actorId: user.id,
        action: 'account.password-set',
        entity: 'user',
        entityId: user.id,
        before: { status: user.status },
        after: { status: 'ACTIVE' },
      });
      return { message: AUTH_MESSAGES.passwordSet };
    });
  }

  async activateChannel(
    channel: 'EMAIL' | 'SMS',
    input: z.infer<typeof activateEmailInput> | z.infer<typeof activatePhoneInput>,
  ) {
    const now = this.deps.clock.now();
    const identifier = 'email' in input ? input.email : input.phone;
    return this.withRecordedFailure(async (tx) => {
      const user = await findUserByIdentifier(tx, identifier, this.deps.defaultCountry);
      if (!user) return new ApiError(400, 'The code is incorrect', { code: 'The code is incorrect' });
      const purpose = channel === 'EMAIL' ? 'ACTIVATE_EMAIL' : 'ACTIVATE_PHONE';
      const check = await checkCode(tx, this.deps.secret, now, user.id, ['REGISTRATION', purpose], input.code, channel);
      if (!check.ok) return check.error;
      const field = channel === 'EMAIL' ? { emailVerifiedAt: now } : { phoneVerifiedAt: now };
      await tx.update(users).set(field).where(eq(users.id, user.id));
      await audit(tx, {
        actorId: user.id,
        action: channel === 'EMAIL' ? 'account.email-activated' : 'account.phone-activated',
        entity: 'user',
        entityId: user.id,
      });
      return { message: channel === 'EMAIL' ? AUTH_MESSAGES.emailActivated : AUTH_MESSAGES.phoneActivated };
    });
  }

  /**
   * Sign-in with the five-failure lock counted atomically, so that parallel guesses cannot outrun it
   * (docs/decisions.md, "The five-failure lock"): every attempt on an unlocked account first reserves
   * an attempt (failed_login_count + 1, one UPDATE) and only an attempt numbered 1-5 has its password
   * checked. A wrong password keeps its reservation; the fifth locks the account; an attempt beyond
   * the fifth locks it without a check; the right password frees them all, unless the account was
   * locked while it was being checked.
   */
  async login(input: z.infer<typeof loginInput>, meta: RequestMeta) {
    const now = this.deps.clock.now();
    const user = await findUserByIdentifier(this.db, input.phoneOrEmail, this.deps.defaultCountry);
    if (!user || !user.passwordHash || user.status !== 'ACTIVE') {
      dummyHash ??= hashPassword('not-a-real-password-1');
      await verify(await dummyHash, input.password).catch(() => false);
      throw await this.unavailableFailure(input.phoneOrEmail, now);
    }
    const unlocked = or(isNull(users.lockedUntil), lte(users.lockedUntil, now));
    const [reserved] = await this.db
      .update(users)
      .set({ failedLoginCount: sql`${users.failedLoginCount} + 1` })
      .where(and(eq(users.id, user.id), eq(users.status, 'ACTIVE'), unlocked))
      .returning({ attempt: users.failedLoginCount, passwordHash: users.passwordHash });
    if (!reserved) throw await this.refusal(user.id, now);
    const lock = async (tx: Tx, attempt: number) => {
      const [locked] = await tx
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: new Date(now.getTime() + LOCK_MS) })
        .where(and(eq(users.id, user.id), unlocked))
        .returning({ lockedUntil: users.lockedUntil });
      if (locked)
        await audit(tx, {
          actorId: user.id,
          action: 'auth.account-locked',
          entity: 'user',
          entityId: user.id,
          after: { attempt, lockedUntil: locked.lockedUntil },
          ip: meta.ip,
        });
      return locked?.lockedUntil ?? null;
    };
    if (reserved.attempt > MAX_FAILED_LOGINS) {
      // Five attempts are already failed or being checked: this one is refused unchecked, and locks.
      await this.db.transaction((tx) => lock(tx, reserved.attempt));
      throw await this.refusal(user.id, now);
    }
    const good =
      Boolean(reserved.passwordHash) && (await verify(reserved.passwordHash!, input.password).catch(() => false));
    // The reservation already counted this failure; the fifth locks the account.
    const failed = async (action: string, answer: ApiError) => {
      await this.db.transaction(async (tx) => {
        if (reserved.attempt >= MAX_FAILED_LOGINS && (await lock(tx, reserved.attempt))) return;
        await audit(tx, {
          actorId: user.id,
          action,
          entity: 'user',
          entityId: user.id,
          after: { attempt: reserved.attempt },
          ip: meta.ip,
        });
      });
      return reserved.attempt >= MAX_FAILED_LOGINS ? await this.refusal(user.id, now) : answer;
    };
    if (!good) throw await failed('auth.login-failed', unauthorized(AUTH_MESSAGES.badCredentials));
    // The second factor, when the account has one: a code of the authenticator app or a recovery code.
    let taken: TakenFactor | null = null;
    // A device the person chose to trust at an earlier sign-in with a code stands for the code.
    const trusted =
      user.totpEnabledAt !== null &&
      trustedDevice(
        input.trustedDevices ?? [],
        { userId: user.id, factorOnSince: user.totpEnabledAt },
        now,
        this.deps.secret,
      );
    if (user.totpEnabledAt && !trusted) {
      const given = input.code?.trim();
      if (!given) {
        // The password was right: not a failed attempt (its reservation is given back); the code is asked for.
        await this.db
          .update(users)
          .set({ failedLoginCount: sql`greatest(${users.failedLoginCount} - 1, 0)` })
          .where(eq(users.id, user.id));
        throw new ApiError(401, AUTH_MESSAGES.codeNeeded, { code: AUTH_MESSAGES.codeNeeded });
      }
      taken = takenFactor(user, given, now, this.deps.secret);
      if (!taken)
        throw await failed(
          'auth.second-factor-failed',
          new ApiError(401, AUTH_MESSAGES.codeWrong, { code: AUTH_MESSAGES.codeWrong }),
        );
    }
    const refreshToken = randomBytes(32).toString('base64url');
    const signedIn = await this.db.transaction(async (tx) => {
      // The right password frees the reservations, but not an account locked while it was checked.
      const [freed] = await tx
        .update(users)
        .set({ failedLoginCount: 0, lockedUntil: null })
        .where(and(eq(users.id, user.id), eq(users.status, 'ACTIVE'), unlocked))
        .returning({ id: users.id });
      if (!freed) return false;
      // The code is taken once: another sign-in that took the same step (or recovery code) meanwhile wins.
      if (taken && !(await takeSecondFactor(tx, user.id, taken))) return 'code-taken' as const;
      const [session] = await tx
        .insert(sessions)
        .values({
          userId: user.id,
          refreshTokenHash: sha256(refreshToken),
          createdAt: now,
          lastUsedAt: now,
          ip: meta.ip,
          userAgent: meta.userAgent?.slice(0, 300) ?? null,
        })
        .returning({ id: sessions.id });
      await audit(tx, {
        actorId: user.id,
        action: 'auth.login',
        entity: 'session',
        entityId: session.id,
        after: taken
          ? { attempt: reserved.attempt, secondFactor: taken.recovery ? 'recovery code' : 'authenticator' }
          : trusted
            ? { attempt: reserved.attempt, secondFactor: 'trusted device' }
            : { attempt: reserved.attempt },
        ip: meta.ip,
      });
      return true;
    });
    if (signedIn === 'code-taken')
      throw await failed(
        'auth.second-factor-failed',
        new ApiError(401, AUTH_MESSAGES.codeWrong, { code: AUTH_MESSAGES.codeWrong }),
      );
    if (!signedIn) throw await this.refusal(user.id, now);
    // Asked for with a code: this device may sign in to this account with the password alone for a working day.
    const deviceTrustAnswer =
      taken && input.trustDevice && user.totpEnabledAt
        ? {
            deviceTrust: deviceTrust(
              user.id,
              user.totpEnabledAt,
              new Date(now.getTime() + DEVICE_TRUST_HOURS * 3_600_000),
              this.deps.secret,
            ),
          }
        : {};
    return { refreshToken, ...deviceTrustAnswer };
  }

  /**
   * A failed sign-in to an address or number that has no usable account answers as a real
   * account's would: 401 four times, then 423 at the fifth and for the lock's 15 minutes (the
   * attempts counted per address, in the database, like the accounts' own), so the answers never
   * tell whether an account exists.
   */
  private async unavailableFailure(phoneOrEmail: string, now: Date): Promise<ApiError> {
    const id = identifierOf(phoneOrEmail, this.deps.defaultCountry);
    const key = `login-unavailable:${sha256(id ? ('email' in id ? id.email : id.phone) : phoneOrEmail.trim().toLowerCase())}`;
    const at = now.toISOString();
    // Counted until the lock, like an account's failures (which only a success or the lock resets).
    const counting = new Date(now.getTime() + UNAVAILABLE_COUNT_MS).toISOString();
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: new Date(counting) })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${at}::timestamptz then ${counting}::timestamptz else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt });
    if (row.hits < MAX_FAILED_LOGINS) return unauthorized(AUTH_MESSAGES.badCredentials);
    if (row.hits === MAX_FAILED_LOGINS) {
      const until = new Date(now.getTime() + LOCK_MS);
      await this.db.update(rateLimits).set({ resetAt: until }).where(eq(rateLimits.key, key));
      return new ApiError(423, lockedMessage(until));
    }
    return new ApiError(423, lockedMessage(row.resetAt));
  }

  /** Why an attempt found the account unavailable: locked (423), or no longer active (401). */
  private async refusal(userId: string, now: Date): Promise<ApiError> {
    const [row] = await this.db
      .select({ status: users.status, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.status === 'ACTIVE' && row.lockedUntil && row.lockedUntil > now)
      return new ApiError(423, lockedMessage(row.lockedUntil));
    return unauthorized(AUTH_MESSAGES.badCredentials);
  }

  async refresh(refreshToken: string) {
    const now = this.deps.clock.now();
    const [row] = await this.db
      .select({ session: sessions, status: users.status })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.refreshTokenHash, sha256(refreshToken)))
      .limit(1);
    if (
      !row ||
      row.session.revokedAt ||
      row.status !== 'ACTIVE' ||
      row.session.lastUsedAt.getTime() + REFRESH_IDLE_MS < now.getTime()
    ) {
      throw unauthorized(AUTH_MESSAGES.sessionExpired);
    }
    await this.db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.session.id));
    return { token: `Bearer ${this.deps.signAccessToken(row.session.userId, row.session.id)}` };
  }

  async logout(sessionId: string | null, refreshToken: string | undefined, actorId: string | null) {
    const now = this.deps.clock.now();
    await this.db.transaction(async (tx) => {
      const revoked = [];
      if (sessionId) {
        revoked.push(
          ...(await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id, userId: sessions.userId })),
        );
      }
      if (refreshToken) {
        revoked.push(
          ...(await tx
            .update(sessions)
            .set({ revokedAt: now })
            .where(and(eq(sessions.refreshTokenHash, sha256(refreshToken)), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id, userId: sessions.userId })),
        );
      }
      for (const session of revoked) {
        await audit(tx, {
          actorId: actorId ?? session.userId,
          action: 'auth.logout',
          entity: 'session',
          entityId: session.id,
        });
      }
    });
    return { message: AUTH_MESSAGES.loggedOut };
  }

  async requestPasswordReset(phoneOrEmail: string, meta: RequestMeta) {
    const now = this.deps.clock.now();
    await this.db.transaction(async (tx) => {
      const user = await findUserByIdentifier(tx, phoneOrEmail, this.deps.defaultCountry);
      if (!user || user.status === 'DISABLED') return;
      const channel = phoneOrEmail.includes('@') ? 'EMAIL' : 'SMS';
      const code = await issueCode(tx, this.deps.secret, now, user.id, 'RESET_PASSWORD', channel);
      await enqueue(tx, resetCodeMessage(channel, channel === 'EMAIL' ? user.email : user.phone, code, user.id));
      await audit(tx, {
        actorId: user.id,
        action: 'auth.reset-requested',
        entity: 'user',
        entityId: user.id,
        ip: meta.ip,
      });
    });
    this.deps.notified();
    return { message: AUTH_MESSAGES.resetRequested };
  }

  async resetPassword(input: z.infer<typeof resetPasswordInput>) {
    const now = this.deps.clock.now();
    const passwordHash = await hashPassword(input.password);
    return this.withRecordedFailure(async (tx) => {
      const user = await findUserByIdentifier(tx, input.phoneOrEmail, this.deps.defaultCountry);
      if (!user || user.status === 'DISABLED')
        return new ApiError(400, 'The code is incorrect', { code: 'The code is incorrect' });
      const check = await checkCode(tx, this.deps.secret, now, user.id, ['RESET_PASSWORD'], input.code);
      if (!check.ok) return check.error;
      const verified =
        check.channel === 'EMAIL'
          ? { emailVerifiedAt: user.emailVerifiedAt ?? now }
          : { phoneVerifiedAt: user.phoneVerifiedAt ?? now };
      await tx
        .update(users)
        .set({ passwordHash, status: 'ACTIVE', failedLoginCount: 0, lockedUntil: null, updatedAt: now, ...verified })
        .where(eq(users.id, user.id));
      await tx
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
      await audit(tx, {
        actorId: user.id,
        action: 'auth.password-reset',
        entity: 'user',
        entityId: user.id,
        before: { status: user.status },
        after: { status: 'ACTIVE' },
      });
      return { message: AUTH_MESSAGES.passwordSet };
    });
  }
}
