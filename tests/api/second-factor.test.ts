import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/server/db/schema/index.js';
import { codeAt } from '../../src/server/modules/accounts/secondFactor.js';
import { hashPassword } from '../../src/server/modules/accounts/service.js';
import { STAFF, tokenOf } from './app-support.js';
import { call, signedInUser, signIn, TEST_PASSWORD, testContext, uniqueContact } from './helpers.js';

/**
 * The second factor (issue 23): an account turns on an authenticator app (RFC 6238) with a first
 * right code and gets ten recovery codes; from then on a sign-in asks for a code, takes each code
 * once, counts a wrong code as a failed attempt, and the secret is kept encrypted.
 */

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const CODE_WRONG = 'This code is not right or was already used. Enter the code your authenticator app shows now.';

const login = (app: FastifyInstance, phoneOrEmail: string, code?: string) =>
  call(app, {
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { phoneOrEmail, password: TEST_PASSWORD, ...(code === undefined ? {} : { code }) },
  });

/** A signed-in citizen who turned the second factor on: the secret (as their app holds it) and the recovery codes. */
async function withSecondFactor(app: FastifyInstance) {
  const user = await signedInUser(app);
  const started = await call(app, { method: 'POST', url: '/api/users/me/second-factor', token: user.token });
  expect(started.status).toBe(200);
  const secret = (started.body.data.secret as string).replace(/\s/g, '');
  const confirmed = await call(app, {
    method: 'POST',
    url: '/api/users/me/second-factor/confirm',
    token: user.token,
    payload: { code: codeAt(secret, app.clock.now()) },
  });
  expect(confirmed.status).toBe(200);
  return { ...user, secret, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

/** A code of a later 30-second step than any taken so far (the app's next code). */
const nextCode = (app: FastifyInstance, secret: string, steps: number) =>
  codeAt(secret, new Date(app.clock.now().getTime() + steps * 30_000));

describe('turning the second factor on', () => {
  it('gives a secret, its otpauth address and QR code; a right first code turns it on with ten recovery codes', async () => {
    const { app, database } = await testContext();
    const user = await signedInUser(app);
    const before = await call(app, { method: 'GET', url: '/api/users/me/second-factor', token: user.token });
    expect(before.body.data).toEqual({ on: false, since: null, recoveryCodesLeft: 0 });

    const started = await call(app, { method: 'POST', url: '/api/users/me/second-factor', token: user.token });
    expect(started.status).toBe(200);
    const { secret, uri, qrSvg } = started.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Marriages%20Portal%20Kenya:.*secret=[A-Z2-7]+/);
    expect(uri).toContain(encodeURIComponent(user.email));
    expect(qrSvg).toMatch(/^<svg/);
    // Kept encrypted: the database does not hold the secret as the app does.
    const [row] = await database.db.select().from(users).where(eq(users.id, user.userId));
    const plain = secret.replace(/\s/g, '');
    expect(row.totpSecret).toBeTruthy();
    expect(row.totpSecret).not.toContain(plain);
    expect(row.totpEnabledAt).toBeNull();

    const wrong = await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/confirm',
      token: user.token,
      payload: { code: codeAt(plain, new Date(app.clock.now().getTime() + 10 * 60_000)) },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ code: CODE_WRONG });

    const right = await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/confirm',
      token: user.token,
      payload: { code: codeAt(plain, app.clock.now()) },
    });
    expect(right.status).toBe(200);
    expect(right.body.data.recoveryCodes).toHaveLength(10);
    for (const code of right.body.data.recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    const after = await call(app, { method: 'GET', url: '/api/users/me/second-factor', token: user.token });
    expect(after.body.data).toMatchObject({ on: true, recoveryCodesLeft: 10 });
    const actions = (
      await database.db
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.entityId, user.userId))
    ).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['account.second-factor-started', 'account.second-factor-on']));

    // Once on, starting again is refused (turn it off first).
    const again = await call(app, { method: 'POST', url: '/api/users/me/second-factor', token: user.token });
    expect(again.status).toBe(409);
  });

  it('refuses bad input and a visitor', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const long = await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/confirm',
      token: user.token,
      payload: { code: '1'.repeat(40) },
    });
    expect(long.status).toBe(400);
    expect(long.body.errors.code).toBe('Enter the 6 digits, or a recovery code');
    // Confirming before starting.
    const early = await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/confirm',
      token: user.token,
      payload: { code: '123456' },
    });
    expect(early.status).toBe(409);
    expect((await call(app, { method: 'POST', url: '/api/users/me/second-factor' })).status).toBe(401);
  });
});

describe('signing in with the second factor', () => {
  it('asks for the code without counting a failure, takes each code once, and takes recovery codes once', async () => {
    const { app, database } = await testContext();
    const user = await withSecondFactor(app);

    const asked = await login(app, user.email);
    expect(asked.status).toBe(401);
    expect(asked.body.errors).toEqual({ code: CODE_NEEDED });
    const [counted] = await database.db
      .select({ failed: users.failedLoginCount })
      .from(users)
      .where(eq(users.id, user.userId));
    expect(counted.failed).toBe(0);

    // The confirmation took the current step: the app's next code signs in, once.
    const code = nextCode(app, user.secret, 1);
    const first = await login(app, user.email, code);
    expect(first.status).toBe(200);
    expect(first.body.data.refreshToken).toEqual(expect.any(String));
    const replayed = await login(app, user.email, code);
    expect(replayed.status).toBe(401);
    expect(replayed.body.errors).toEqual({ code: CODE_WRONG });

    // A recovery code (typed in lower case, without its dash) works once.
    const recovery = user.recoveryCodes[0];
    const typed = recovery.replace('-', '').toLowerCase();
    expect((await login(app, user.email, typed)).status).toBe(200);
    expect((await login(app, user.email, recovery)).status).toBe(401);
    const status = await call(app, { method: 'GET', url: '/api/users/me/second-factor', token: user.token });
    expect(status.body.data.recoveryCodesLeft).toBe(9);

    const signedIn = await database.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, user.userId), eq(auditEvents.action, 'auth.login')));
    expect(signedIn.map((e) => (e.after as { secondFactor?: string }).secondFactor)).toEqual(
      expect.arrayContaining(['authenticator', 'recovery code']),
    );
  });

  it('a wrong code is a failed attempt: the fifth locks the account', async () => {
    const { app, database } = await testContext();
    const user = await withSecondFactor(app);
    const wrong = codeAt(user.secret, new Date(app.clock.now().getTime() + 60 * 60_000));
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await login(app, user.email, wrong);
      expect(answer.status).toBe(401);
      expect(answer.body.errors).toEqual({ code: CODE_WRONG });
    }
    expect((await login(app, user.email, wrong)).status).toBe(423);
    // Locked: even the right code is refused for the lock's time.
    expect((await login(app, user.email, nextCode(app, user.secret, 1))).status).toBe(423);
    const failures = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, user.userId), eq(auditEvents.action, 'auth.second-factor-failed')));
    expect(failures.length).toBe(4);
  });
});

describe('turning the second factor off', () => {
  it('a citizen turns it off with a code; the next sign-in asks for the password only', async () => {
    const { app } = await testContext();
    const user = await withSecondFactor(app);
    const refused = await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/off',
      token: user.token,
      payload: { code: '000000' },
    });
    expect(refused.status).toBe(400);
    const off = await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/off',
      token: user.token,
      payload: { code: nextCode(app, user.secret, 1) },
    });
    expect(off.status).toBe(200);
    expect((await login(app, user.email)).status).toBe(200);
  });

  it('registry staff keep theirs; an administrator resets it, audited, and their sessions end', async () => {
    const { app, database } = await testContext();
    const contact = uniqueContact();
    const [staff] = await database.db
      .insert(users)
      .values({
        accountType: 'BACKOFFICE',
        status: 'ACTIVE',
        ...contact,
        firstName: 'Atieno',
        lastName: 'Ochieng',
        staffRole: 'OFFICER',
        passwordHash: await hashPassword(TEST_PASSWORD),
      })
      .returning({ id: users.id });
    const { token } = await signIn(app, contact.email, TEST_PASSWORD);
    const started = await call(app, { method: 'POST', url: '/api/users/me/second-factor', token });
    const secret = (started.body.data.secret as string).replace(/\s/g, '');
    await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/confirm',
      token,
      payload: { code: codeAt(secret, app.clock.now()) },
    });
    const off = await call(app, {
      method: 'POST',
      url: '/api/users/me/second-factor/off',
      token,
      payload: { code: nextCode(app, secret, 1) },
    });
    expect(off.status).toBe(403);
    expect((await login(app, contact.email)).status).toBe(401);

    // Lost phone: the administrator resets it (another officer may not).
    const account = async () =>
      (await call(app, { method: 'GET', url: `/api/accounts/${staff.id}`, token: admin })).body;
    const admin = await tokenOf(app, STAFF.ADMIN);
    const shown = await account();
    expect(shown.secondFactor).toBe(true);
    const reset = (token: string, version: number) =>
      call(app, {
        method: 'POST',
        url: `/api/accounts/${staff.id}/reset-second-factor`,
        token,
        payload: { version },
      });
    expect((await reset(await tokenOf(app, STAFF.OFFICER), shown.version)).status).toBe(403);
    const done = await reset(admin, shown.version);
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ secondFactor: false, activeSessions: 0 });
    // Its session ended at once.
    expect((await call(app, { method: 'GET', url: '/api/users/me', token })).status).toBe(401);
    const [entry] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, staff.id), eq(auditEvents.action, 'account.second-factor-reset')));
    expect(entry.after).toMatchObject({ secondFactor: false, sessionsEnded: 1 });
    expect((await login(app, contact.email)).status).toBe(200);
    // Nothing left to reset.
    const again = await reset(admin, done.body.data.version);
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ secondFactor: 'This account has no second factor to reset' });
  });
});
