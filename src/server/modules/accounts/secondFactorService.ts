import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import { audit } from '../../audit.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { badRequest, conflict, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { AUTH_MESSAGES } from './messages.js';
import {
  acceptedStep,
  enrolmentUri,
  newRecoveryCodes,
  newSecret,
  openSecret,
  recoveryHash,
  sealSecret,
  takenFactor,
} from './secondFactor.js';

export interface SecondFactorDeps {
  db: Db;
  clock: Clock;
  secret: string;
}

/** The caller's own second factor: whether it is on, turning it on (secret, QR, first code), turning it off. */
export class SecondFactorService {
  constructor(private readonly deps: SecondFactorDeps) {}

  private async row(userId: string) {
    const [user] = await this.deps.db
      .select({
        email: users.email,
        accountType: users.accountType,
        totpSecret: users.totpSecret,
        totpEnabledAt: users.totpEnabledAt,
        totpLastStep: users.totpLastStep,
        totpRecovery: users.totpRecovery,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) throw notFound('Your account no longer exists');
    return user;
  }

  async status(caller: Caller) {
    const user = await this.row(caller.userId);
    return {
      on: Boolean(user.totpEnabledAt),
      since: user.totpEnabledAt?.toISOString() ?? null,
      recoveryCodesLeft: user.totpEnabledAt ? user.totpRecovery.length : 0,
    };
  }

  /** Starts turning it on: a new secret (replacing one not yet confirmed), its otpauth address and QR code. */
  async start(caller: Caller) {
    const user = await this.row(caller.userId);
    if (user.totpEnabledAt) throw conflict('The second factor is already on');
    const secret = newSecret();
    const uri = enrolmentUri(secret, user.email);
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: sealSecret(secret, this.deps.secret), totpLastStep: null, totpRecovery: [] })
        .where(eq(users.id, caller.userId));
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.second-factor-started',
        entity: 'user',
        entityId: caller.userId,
      });
    });
    const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    // Grouped by four, as a person types it into an app that cannot read the QR code.
    return { secret: secret.match(/.{1,4}/g)!.join(' '), uri, qrSvg };
  }

  /** Turns it on with a first right code: from now on a sign-in asks for it. Answers the recovery codes, once. */
  async confirm(caller: Caller, code: string) {
    const now = this.deps.clock.now();
    const user = await this.row(caller.userId);
    if (user.totpEnabledAt) throw conflict('The second factor is already on');
    const secret = user.totpSecret ? openSecret(user.totpSecret, this.deps.secret) : null;
    if (!secret) throw conflict('Start turning on the second factor first');
    const step = acceptedStep(secret, code, now, null);
    if (step === null) throw badRequest(VALIDATION_MESSAGE, { code: AUTH_MESSAGES.codeWrong });
    const recoveryCodes = newRecoveryCodes();
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpEnabledAt: now, totpLastStep: step, totpRecovery: recoveryCodes.map(recoveryHash) })
        .where(eq(users.id, caller.userId));
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.second-factor-on',
        entity: 'user',
        entityId: caller.userId,
        after: { enabled: true },
      });
    });
    return { recoveryCodes };
  }

  /** Turns it off with a right code (or a recovery code). Registry staff keep theirs: an administrator resets it. */
  async turnOff(caller: Caller, code: string) {
    const now = this.deps.clock.now();
    const user = await this.row(caller.userId);
    if (!user.totpEnabledAt) throw conflict('Turn on the second factor first');
    if (user.accountType === 'BACKOFFICE')
      throw forbidden('Registry staff keep the second factor on; an administrator can reset it');
    if (!takenFactor(user, code, now, this.deps.secret))
      throw badRequest(VALIDATION_MESSAGE, { code: AUTH_MESSAGES.codeWrong });
    await this.deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpRecovery: [] })
        .where(eq(users.id, caller.userId));
      await audit(tx, {
        actorId: caller.userId,
        action: 'account.second-factor-off',
        entity: 'user',
        entityId: caller.userId,
        before: { enabled: true },
        after: { enabled: false },
      });
    });
    return { message: AUTH_MESSAGES.secondFactorOff };
  }
}
