import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import * as OTPAuth from 'otpauth';

/**
 * The second factor of a sign-in (issue 23): a time-based one-time password (RFC 6238: 6 digits,
 * 30 seconds, SHA-1, what every authenticator app reads from an `otpauth://` QR code), or one of ten
 * recovery codes given once when it is turned on.
 *
 * - The shared secret is kept encrypted (AES-256-GCM) under a key derived from JWT_SECRET (HKDF), so
 *   a copy of the database alone does not give anyone the codes.
 * - A code is taken once: the time step of the last one accepted is kept and a code of that step or
 *   an earlier one is refused (RFC 6238, section 5.2), so a code seen over someone's shoulder cannot be
 *   used again. One step either side is accepted for clocks that drift.
 * - Recovery codes are kept as SHA-256 hashes and each works once.
 */

const ISSUER = 'Marriages Portal Kenya';
const PERIOD = 30;
const DIGITS = 6;
export const RECOVERY_CODES = 10;

/** Six digits (spaces allowed as authenticator apps show them: "123 456"). */
export const TOTP_CODE = /^\d{3} ?\d{3}$/;
/** A recovery code as given: ten letters or digits of the base-32 alphabet, in two groups of five. */
export const RECOVERY_CODE = /^[A-Z2-7]{5}-?[A-Z2-7]{5}$/i;

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'marriages-portal', 'second-factor-secret', 32));
}

/** The shared secret as kept: iv, tag and ciphertext, base64url, joined by dots. */
export function sealSecret(base32: string, jwtSecret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(jwtSecret), iv);
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(
    '.',
  );
}

/**
 * The demo's registry staff (and the bulk data's) share one published key, as they share one
 * published password (README): it is kept as the word below, not sealed, so that the demo made at
 * build time works under whatever JWT_SECRET the start has. Production refuses to serve demo
 * accounts (src/server/exposure.ts); every real account's secret is sealed.
 */
export const DEMO_SECOND_FACTOR_KEY = 'JVQXE4TJMFTWK42QN5ZHIYLMIRSW23ZB';
export const DEMO_SECOND_FACTOR_KEPT = 'demo-key';

/** The shared secret back from what is kept; null when it cannot be opened (another key, damaged). */
export function openSecret(kept: string, jwtSecret: string): string | null {
  if (kept === DEMO_SECOND_FACTOR_KEPT) return DEMO_SECOND_FACTOR_KEY;
  const [version, iv, tag, sealed] = kept.split('.');
  if (version !== 'v1' || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(jwtSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** A new shared secret (160 bits, as RFC 4226 recommends), base-32 as authenticator apps take it. */
export const newSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

const totpOf = (base32: string, label = '') =>
  new OTPAuth.TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: DIGITS,
    period: PERIOD,
    secret: OTPAuth.Secret.fromBase32(base32),
  });

/** The `otpauth://` address an authenticator app reads from the QR code, labelled with the account. */
export const enrolmentUri = (base32: string, account: string) => totpOf(base32, account).toString();

/** The code of a secret at a moment (what the person's app shows then). */
export const codeAt = (base32: string, at: Date) => totpOf(base32).generate({ timestamp: at.getTime() });

/** The 30-second step a moment falls in. */
export const stepOf = (at: Date) => Math.floor(at.getTime() / 1000 / PERIOD);

/**
 * The time step of a right code at `now` (one step either side), or null when it is not right or
 * its step is not after the last one accepted (`lastStep`).
 */
export function acceptedStep(base32: string, code: string, now: Date, lastStep: number | null): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(base32).validate({ token, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = stepOf(now) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** Ten recovery codes as the person writes them down ("ABCDE-FGH23"). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const code = new OTPAuth.Secret({ size: 10 }).base32.slice(0, 10);
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** How a recovery code is kept: the SHA-256 of its ten characters, upper case, without the dash. */
export const recoveryHash = (code: string) =>
  createHash('sha256').update(code.replace(/[-\s]/g, '').toUpperCase()).digest('hex');

/** The kept hash a recovery code matches, if any (compared in constant time). */
export function matchingRecovery(kept: readonly string[], code: string): string | null {
  if (!RECOVERY_CODE.test(code.trim())) return null;
  const given = Buffer.from(recoveryHash(code.trim()), 'hex');
  return kept.find((hash) => timingSafeEqual(Buffer.from(hash, 'hex'), given)) ?? null;
}

/** What a sign-in's second factor was: the time step of a code, or the kept hash of a recovery code. */
export interface TakenFactor {
  step: number | null;
  recovery: string | null;
}

/**
 * Whether `code` is a right second factor of an account as kept (its sealed secret, the last step
 * taken, its recovery hashes): the code's time step, else the recovery code it matches; null when neither.
 */
export function takenFactor(
  kept: { totpSecret: string | null; totpLastStep: number | null; totpRecovery: readonly string[] },
  code: string,
  now: Date,
  jwtSecret: string,
): TakenFactor | null {
  const secret = kept.totpSecret ? openSecret(kept.totpSecret, jwtSecret) : null;
  const step = secret ? acceptedStep(secret, code, now, kept.totpLastStep) : null;
  const recovery = step === null ? matchingRecovery(kept.totpRecovery, code) : null;
  return step === null && !recovery ? null : { step, recovery };
}

/**
 * A device trust: what a browser keeps after a sign-in with a code when the person chose "do not ask
 * again on this device", so that for DEVICE_TRUST_HOURS its sign-ins to that account ask for the
 * password only. It holds the account, the moment the account's second factor was turned on (a reset
 * or a new set-up ends every trust given before) and the moment it ends, signed with an HMAC under a
 * key derived from JWT_SECRET: nothing is stored, and nothing in it is secret but the signature.
 */
const trustKey = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'marriages-portal', 'second-factor-device-trust', 32));

const trustMac = (body: string, secret: string) =>
  createHmac('sha256', trustKey(secret)).update(body).digest('base64url');

export function deviceTrust(userId: string, factorOnSince: Date, until: Date, secret: string): string {
  const body = ['t1', userId, factorOnSince.getTime().toString(36), until.getTime().toString(36)].join('.');
  return `${body}.${trustMac(body, secret)}`;
}

/**
 * Whether one of `given` is a good device trust of this account: signed by us, for this user, given
 * since its second factor was last turned on, and not yet ended at `now`.
 */
export function trustedDevice(
  given: readonly string[],
  account: { userId: string; factorOnSince: Date },
  now: Date,
  secret: string,
): boolean {
  return given.some((token) => {
    const parts = token.split('.');
    if (parts.length !== 5 || parts[0] !== 't1') return false;
    const [, userId, since, until, mac] = parts;
    const expected = Buffer.from(trustMac(parts.slice(0, 4).join('.'), secret));
    const got = Buffer.from(mac);
    if (got.length !== expected.length || !timingSafeEqual(got, expected)) return false;
    return (
      userId === account.userId &&
      Number.parseInt(since, 36) === account.factorOnSince.getTime() &&
      Number.parseInt(until, 36) > now.getTime()
    );
  });
}
