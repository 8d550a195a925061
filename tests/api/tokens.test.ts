// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { sessions, users } from '../../src/server/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/server/modules/accounts/messages.js';
import { REFRESH_IDLE_MS } from '../../src/server/modules/accounts/service.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import {
  auditActions,
  expectNothingWritten,
  expectWritten,
  get,
  post,
  registerUser,
  registrationCodes,
  rowCounts,
  sessionRows,
  signedInUser,
  testContext,
} from './helpers.js';

/** POST /api/users/refresh-token, POST /api/users/auth/logout and GET /api/users/me. */

const expired = { statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.sessionExpired };

/** A hand-made JWT: HS256 with this secret, or unsigned ("alg": "none") without one. */
function jwt(claims: object, secret?: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${part({ alg: secret ? 'HS256' : 'none', typ: 'JWT' })}.${part({ iat: now, exp: now + 300, ...claims })}`;
  return `${unsigned}.${secret ? createHmac('sha256', secret).update(unsigned).digest('base64url') : ''}`;
}

const me = async (token?: string) => get((await testContext()).app, 'users/me', token ? { token } : {});
const refresh = async (refreshToken: unknown) =>
  post((await testContext()).app, 'users/refresh-token', { refreshToken });

describe('POST /api/users/refresh-token', () => {
  it('answers a "Bearer ..." access token that opens GET /users/me, and records the use', async () => {
    const { app, clock } = await testContext();
    const user = await signedInUser(app);
    clock.advance(1000);
    const before = await rowCounts();
    const response = await refresh(user.refreshToken);
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data)).toEqual(['token']);
    expect(response.body.data.token).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    await expectNothingWritten(before);
    const [session] = await sessionRows(user.userId);
    expect(session.lastUsedAt.getTime()).toBeGreaterThan(session.createdAt.getTime());

    const profile = await me(response.body.data.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data.userId).toBe(user.userId);
  });

  it('refuses an unknown refresh token with 401', async () => {
    const before = await rowCounts();
    const response = await refresh('x'.repeat(43));
    expect(response.status).toBe(401);
    expect(response.body).toEqual(expired);
    await expectNothingWritten(before);
  });

  it('refuses a missing, too short or non-string refresh token with 400', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    for (const payload of [
      {},
      { refreshToken: 'short' },
      { refreshToken: 12345678901 },
      { refreshToken: 'x'.repeat(201) },
    ]) {
      const response = await post(app, 'users/refresh-token', payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(Object.keys(response.body.errors)).toEqual(['refreshToken']);
    }
    const missing = await post(app, 'users/refresh-token', {});
    expect(missing.body.errors).toEqual({ refreshToken: 'The refresh token is missing' });
    const noBody = await post(app, 'users/refresh-token');
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toBe('The request body is missing or malformed');
    await expectNothingWritten(before);
  });

  it(`keeps a session alive while it is used, and refuses it after ${REFRESH_IDLE_MS / 3_600_000} idle hours`, async () => {
    const { app, clock } = await testContext();
    const user = await signedInUser(app);
    const hour = 60 * 60 * 1000;
    clock.advance(REFRESH_IDLE_MS - hour);
    expect((await refresh(user.refreshToken)).status).toBe(200);
    clock.advance(REFRESH_IDLE_MS - hour);
    expect((await refresh(user.refreshToken)).status).toBe(200);

    clock.advance(REFRESH_IDLE_MS + 1000);
    const before = await rowCounts();
    const [session] = await sessionRows(user.userId);
    const response = await refresh(user.refreshToken);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(expired);
    await expectNothingWritten(before);
    const [after] = await sessionRows(user.userId);
    expect(after.lastUsedAt).toEqual(session.lastUsedAt);
  });

  it('refuses the refresh token of a DISABLED account', async () => {
    const { app, database } = await testContext();
    const user = await signedInUser(app);
    await database.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.userId));
    expect((await refresh(user.refreshToken)).body).toEqual(expired);
    expect((await me(user.token)).status).toBe(401);
  });
});

describe('POST /api/users/auth/logout', () => {
  it('with the bearer token: revokes the session, so refresh and the old access token answer 401', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const before = await rowCounts();
    const response = await post(app, 'users/auth/logout', undefined, { token: user.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { message: AUTH_MESSAGES.loggedOut } });
    await expectWritten(before, { auditEvents: 1 });
    const [session] = await sessionRows(user.userId);
    expect(session.revokedAt).toBeInstanceOf(Date);
    expect(await auditActions(session.id)).toEqual(['auth.login', 'auth.logout']);

    expect((await refresh(user.refreshToken)).body).toEqual(expired);
    const profile = await me(user.token);
    expect(profile.status).toBe(401);
    expect(profile.body).toEqual(expired);
  });

  it('with only the refresh token in the body: revokes that session', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const response = await post(app, 'users/auth/logout', { refreshToken: user.refreshToken });
    expect(response.status).toBe(200);
    expect(response.body.data.message).toBe(AUTH_MESSAGES.loggedOut);
    expect((await refresh(user.refreshToken)).status).toBe(401);
    expect((await me(user.token)).status).toBe(401);
  });

  it('with both, or with a stale bearer and the refresh token: revokes once', async () => {
    const { app } = await testContext();
    const both = await signedInUser(app);
    let before = await rowCounts();
    expect(
      (await post(app, 'users/auth/logout', { refreshToken: both.refreshToken }, { token: both.token })).status,
    ).toBe(200);
    await expectWritten(before, { auditEvents: 1 });
    expect((await refresh(both.refreshToken)).status).toBe(401);

    const stale = await signedInUser(app);
    before = await rowCounts();
    const response = await post(
      app,
      'users/auth/logout',
      { refreshToken: stale.refreshToken },
      { token: 'Bearer not.a.token' },
    );
    expect(response.status).toBe(200);
    await expectWritten(before, { auditEvents: 1 });
    expect((await refresh(stale.refreshToken)).status).toBe(401);
  });

  it('revokes only the session signed out: another sign-in of the same account stays valid', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const second = await post(app, 'users/auth/login', { phoneOrEmail: user.email, password: user.password });
    await post(app, 'users/auth/logout', undefined, { token: user.token });
    expect((await refresh(second.body.data.refreshToken)).status).toBe(200);
  });

  it('answers 200 and writes nothing when there is nothing to sign out (no token, unknown or already revoked)', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    await post(app, 'users/auth/logout', undefined, { token: user.token });
    const before = await rowCounts();
    for (const [payload, token] of [
      [undefined, undefined],
      [{}, undefined],
      [{ refreshToken: 'y'.repeat(43) }, undefined],
      [{ refreshToken: user.refreshToken }, user.token],
    ] as const) {
      const response = await post(app, 'users/auth/logout', payload, token ? { token } : {});
      expect(response.status).toBe(200);
      expect(response.body.data.message).toBe(AUTH_MESSAGES.loggedOut);
    }
    await expectNothingWritten(before);
  });

  it('refuses a malformed refresh token in the body with 400', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    const response = await post(app, 'users/auth/logout', { refreshToken: 42 });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(VALIDATION_MESSAGE);
    expect(Object.keys(response.body.errors)).toEqual(['refreshToken']);
    await expectNothingWritten(before);
  });
});

describe('GET /api/users/me', () => {
  it('answers the profile of the caller', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app, { firstName: 'Imani', middleName: null, lastName: 'Chege' });
    const response = await me(user.token);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: {
        userId: user.userId,
        accountType: 'INDIVIDUAL',
        idNumber: null,
        idType: null,
        firstName: 'Imani',
        middleName: null,
        lastName: 'Chege',
        email: user.email,
        phone: user.phone,
        staffRole: null,
        district: null,
        organisation: null,
        locale: 'en',
        secondFactorOn: false,
      },
    });
    expect(JSON.stringify(response.body)).not.toMatch(/password|hash/i);
  });

  it('refuses a request without an Authorization header', async () => {
    const response = await me();
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: 'Sign in to continue' });
  });

  it('refuses garbage, tampered, foreign and non-access tokens with 401', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const pending = await registerUser(app);
    const verified = await post(app, 'users/auth/verify-otp', {
      phoneOrEmail: pending.phone,
      code: (await registrationCodes(app, pending)).sms,
    });
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const foreign = jwt(
      { sub: user.userId, sid: claims.sid, typ: 'access' },
      'another-secret-another-secret-another-0123',
    );
    const forged = jwt({ sub: user.userId, sid: claims.sid, typ: 'access' });
    const otherClaims = Buffer.from(JSON.stringify({ ...claims, sub: pending.userId })).toString('base64url');
    const tampered = user.token.replace(payload, otherClaims);
    // The hand-made token is well formed: signed with the portal's own secret it is accepted.
    expect(
      (await me(`Bearer ${jwt({ sub: user.userId, sid: claims.sid, typ: 'access' }, app.config.jwtSecret)}`)).status,
    ).toBe(200);
    for (const token of [
      'Bearer garbage',
      `Bearer ${foreign}`,
      `Bearer ${forged}`,
      tampered,
      `Bearer ${verified.body.data.verificationToken}`,
    ]) {
      const response = await me(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(expired);
    }
    for (const token of [
      'Bearer',
      user.token.slice('Bearer '.length),
      `Basic ${Buffer.from('a:b').toString('base64')}`,
    ]) {
      const response = await me(token);
      expect(response.status).toBe(401);
      expect(response.body.message).toBe('Sign in to continue');
    }
  });

  it('refuses the token of a revoked session, even while the JWT itself is unexpired (and was accepted before)', async () => {
    const { app, database } = await testContext();
    const user = await signedInUser(app);
    expect((await me(user.token)).status).toBe(200);
    await database.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, user.userId));
    const response = await me(user.token);
    expect(response.status).toBe(401);
    expect(response.body).toEqual(expired);
  });

  it('refuses a token accepted before once its own expiry has passed (the verifier keeps no token past it)', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const [, payload] = user.token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const token = `Bearer ${jwt({ sub: user.userId, sid: claims.sid, typ: 'access', iat: now, exp: now + 5 }, app.config.jwtSecret)}`;
    expect((await me(token)).status).toBe(200);
    expect((await me(token)).status).toBe(200);
    const later = Date.now() + 10_000;
    const wall = vi.spyOn(Date, 'now').mockImplementation(() => later);
    try {
      const response = await me(token);
      expect(response.status).toBe(401);
      expect(response.body).toEqual(expired);
    } finally {
      wall.mockRestore();
    }
  });
});
