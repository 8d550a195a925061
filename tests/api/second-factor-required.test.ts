import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/server/db/schema/index.js';
import {
  codeAt,
  DEMO_SECOND_FACTOR_KEY,
  deviceTrust,
  takenFactor,
} from '../../src/server/modules/accounts/secondFactor.js';
import { hashPassword } from '../../src/server/modules/accounts/service.js';
import { FIRST_SIGN_IN_OFFICER } from '../../src/server/db/seed/demo-accounts.js';
import { SECOND_FACTOR_SETUP_NEEDED } from '../../src/server/plugins/auth.js';
import { STAFF, tokenOf } from './app-support.js';
import { call, signedInUser, TEST_PASSWORD, testContext, uniqueContact } from './helpers.js';

/**
 * The second factor required of registry staff (issue 23): a back-office account without one signs
 * in to a session that may only set it up (every other back-office route: 403) and opens the back
 * office the moment its first code is checked; a device the person chose to trust at a sign-in with a
 * code asks for the password only for a working day, and only for that account.
 */

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

type LoginFields = { code?: string; trustDevice?: boolean; trustedDevices?: string[]; password?: string };
const login = (app: FastifyInstance, phoneOrEmail: string, fields: LoginFields = {}) =>
  call(app, {
    method: 'POST',
    url: '/api/users/auth/login',
    payload: { phoneOrEmail, password: TEST_PASSWORD, ...fields },
  });

const accessToken = async (app: FastifyInstance, refreshToken: string) =>
  (await call(app, { method: 'POST', url: '/api/users/refresh-token', payload: { refreshToken } })).body.data
    .token as string;

/** A registry officer as the administrator's invitation leaves them: a password, no second factor. */
async function newOfficer(app: FastifyInstance) {
  const { database } = await testContext();
  const contact = uniqueContact();
  const [row] = await database.db
    .insert(users)
    .values({
      accountType: 'BACKOFFICE',
      status: 'ACTIVE',
      ...contact,
      firstName: 'Neema',
      lastName: 'Chepkemoi',
      staffRole: 'OFFICER',
      district: '047',
      passwordHash: await hashPassword(TEST_PASSWORD),
    })
    .returning({ id: users.id });
  const signedIn = await login(app, contact.email);
  expect(signedIn.status).toBe(200);
  return { ...contact, id: row.id, token: await accessToken(app, signedIn.body.data.refreshToken) };
}

/** Sets up the authenticator app on the officer's session: the key as the app holds it (and the recovery codes). */
async function setUp(app: FastifyInstance, token: string) {
  const started = await call(app, { method: 'POST', url: '/api/users/me/second-factor', token });
  expect(started.status).toBe(200);
  const key = (started.body.data.secret as string).replace(/\s/g, '');
  const confirmed = await call(app, {
    method: 'POST',
    url: '/api/users/me/second-factor/confirm',
    token,
    payload: { code: codeAt(key, app.clock.now()) },
  });
  expect(confirmed.status).toBe(200);
  return { key, recoveryCodes: confirmed.body.data.recoveryCodes as string[] };
}

/** A code of a later 30-second step than any taken so far. */
const laterCode = (app: FastifyInstance, key: string, steps: number) =>
  codeAt(key, new Date(app.clock.now().getTime() + steps * 30_000));

describe('registry staff set up the second factor before anything else', () => {
  it('a new officer signs in to a session that only sets it up, and works the moment the first code is checked', async () => {
    const { app } = await testContext();
    const officer = await newOfficer(app);
    const me = await call(app, { method: 'GET', url: '/api/users/me', token: officer.token });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ accountType: 'BACKOFFICE', secondFactorOn: false });

    // The back office refuses them, whatever the route, until it is set up.
    for (const url of ['/api/dashboard', '/api/applications?range=%5B0%2C9%5D', '/api/civil-marriages']) {
      const refused = await call(app, { method: 'GET', url, token: officer.token });
      expect(refused.status, url).toBe(403);
      expect(refused.body.message).toBe(SECOND_FACTOR_SETUP_NEEDED);
    }
    // What the set-up page needs answers: its state, the language, and (below) turning it on.
    expect((await call(app, { method: 'GET', url: '/api/users/me/second-factor', token: officer.token })).status).toBe(
      200,
    );
    const language = await call(app, {
      method: 'PUT',
      url: '/api/profile/language',
      token: officer.token,
      payload: { locale: 'sw' },
    });
    expect(language.status).toBe(200);

    await setUp(app, officer.token);
    // The same session now opens the back office.
    expect((await call(app, { method: 'GET', url: '/api/dashboard', token: officer.token })).status).toBe(200);
    const after = await call(app, { method: 'GET', url: '/api/users/me', token: officer.token });
    expect(after.body.data.secondFactorOn).toBe(true);
    // And a sign-in without the code is refused from now on.
    const without = await login(app, officer.email);
    expect(without.status).toBe(401);
    expect(without.body.errors).toEqual({ code: CODE_NEEDED });
  });

  it('asks it of registry staff only: citizens without one work as before', async () => {
    const { app } = await testContext();
    const citizen = await signedInUser(app);
    const me = await call(app, { method: 'GET', url: '/api/users/me', token: citizen.token });
    expect(me.body.data.secondFactorOn).toBe(false);
    expect(
      (await call(app, { method: 'GET', url: '/api/applications?range=%5B0%2C9%5D', token: citizen.token })).status,
    ).toBe(200);
  });

  it('an administrator’s reset sends the officer back to the set-up at the next sign-in', async () => {
    const { app } = await testContext();
    const officer = await newOfficer(app);
    const { key } = await setUp(app, officer.token);
    const admin = await tokenOf(app, STAFF.ADMIN);
    const shown = (await call(app, { method: 'GET', url: `/api/accounts/${officer.id}`, token: admin })).body;
    const reset = await call(app, {
      method: 'POST',
      url: `/api/accounts/${officer.id}/reset-second-factor`,
      token: admin,
      payload: { version: shown.version },
    });
    expect(reset.status).toBe(200);
    const again = await login(app, officer.email, { code: laterCode(app, key, 1) });
    expect(again.status).toBe(200);
    const token = await accessToken(app, again.body.data.refreshToken);
    expect((await call(app, { method: 'GET', url: '/api/dashboard', token })).status).toBe(403);
  });

  it('the demo’s staff have theirs on, with the published key', async () => {
    const { app, database } = await testContext();
    const staff = await database.db.select().from(users).where(eq(users.accountType, 'BACKOFFICE'));
    const signingIn = staff.filter(
      (s) => s.passwordHash && s.email.endsWith('@demo.test') && s.email !== FIRST_SIGN_IN_OFFICER,
    );
    expect(signingIn.length).toBeGreaterThan(5);
    // The one who has not signed in yet sets it up at the first sign-in.
    expect(staff.find((s) => s.email === FIRST_SIGN_IN_OFFICER)?.totpEnabledAt).toBeNull();
    const now = app.clock.now();
    for (const member of signingIn) {
      expect(member.totpEnabledAt, member.email).not.toBeNull();
      // The key's code of the moment is right for each (taken here only as a check, not a sign-in).
      expect(
        takenFactor({ ...member, totpLastStep: null }, codeAt(DEMO_SECOND_FACTOR_KEY, now), now, app.config.jwtSecret),
      ).not.toBeNull();
    }
  });
});

describe('a trusted device', () => {
  it('is given only with a code when asked for, and stands for the code of that account until it ends', async () => {
    const { app, database } = await testContext();
    const officer = await newOfficer(app);
    const { key, recoveryCodes } = await setUp(app, officer.token);

    // Not asked for (here with a recovery code): none given.
    const plain = await login(app, officer.email, { code: recoveryCodes[0] });
    expect(plain.status).toBe(200);
    expect(plain.body.data.deviceTrust).toBeUndefined();
    const trusted = await login(app, officer.email, { code: laterCode(app, key, 1), trustDevice: true });
    expect(trusted.status).toBe(200);
    const trust = trusted.body.data.deviceTrust as string;
    expect(trust).toMatch(/^t1\./);

    // With it, the password alone signs in (no code), audited as a trusted device.
    const again = await login(app, officer.email, { trustedDevices: ['not-a-trust', trust] });
    expect(again.status).toBe(200);
    expect(again.body.data.deviceTrust).toBeUndefined();
    const logins = await database.db
      .select({ after: auditEvents.after })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, officer.id), eq(auditEvents.action, 'auth.login')));
    expect(logins.map((l) => (l.after as { secondFactor?: string }).secondFactor)).toContain('trusted device');

    // Never instead of the password.
    const wrongPassword = await login(app, officer.email, { trustedDevices: [trust], password: 'Wrong-pass-2026' });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body.errors?.code).toBeUndefined();

    // Another account's trust, a changed one, one that has ended: the code is asked for.
    const other = await newOfficer(app);
    await setUp(app, other.token);
    const asked = async (account: string, trustedDevices: string[]) => {
      const answer = await login(app, account, { trustedDevices });
      expect(answer.status).toBe(401);
      expect(answer.body.errors).toEqual({ code: CODE_NEEDED });
    };
    await asked(other.email, [trust]);
    await asked(officer.email, [`${trust.slice(0, -2)}AA`]);
    const [row] = await database.db.select().from(users).where(eq(users.id, officer.id));
    const now = app.clock.now();
    const secret = app.config.jwtSecret;
    await asked(officer.email, [deviceTrust(officer.id, row.totpEnabledAt!, new Date(now.getTime() - 1000), secret)]);
    // Signed with another key (a forged one): refused.
    const forged = deviceTrust(officer.id, row.totpEnabledAt!, new Date(now.getTime() + 3_600_000), `${secret}-other`);
    await asked(officer.email, [forged]);
    // A good one of the same account and moment, signed by us: accepted.
    const ours = deviceTrust(officer.id, row.totpEnabledAt!, new Date(now.getTime() + 3_600_000), secret);
    expect((await login(app, officer.email, { trustedDevices: [ours] })).status).toBe(200);
  });

  it('ends when the second factor is reset and set up again', async () => {
    const { app } = await testContext();
    const officer = await newOfficer(app);
    const { key } = await setUp(app, officer.token);
    const trusted = await login(app, officer.email, { code: laterCode(app, key, 1), trustDevice: true });
    const trust = trusted.body.data.deviceTrust as string;
    const admin = await tokenOf(app, STAFF.ADMIN);
    const shown = (await call(app, { method: 'GET', url: `/api/accounts/${officer.id}`, token: admin })).body;
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/accounts/${officer.id}/reset-second-factor`,
          token: admin,
          payload: { version: shown.version },
        })
      ).status,
    ).toBe(200);
    const fresh = await login(app, officer.email);
    const token = await accessToken(app, fresh.body.data.refreshToken);
    await setUp(app, token);
    const answer = await login(app, officer.email, { trustedDevices: [trust] });
    expect(answer.status).toBe(401);
    expect(answer.body.errors).toEqual({ code: CODE_NEEDED });
  });

  it('refuses malformed trusts with field messages', async () => {
    const { app } = await testContext();
    const many = await login(app, 'officer@demo.test', { trustedDevices: Array.from({ length: 9 }, () => 'x') });
    expect(many.status).toBe(400);
    expect(many.body.errors.trustedDevices).toBe('At most 8 device trusts');
    const long = await login(app, 'officer@demo.test', { trustedDevices: ['x'.repeat(301)] });
    expect(long.status).toBe(400);
    expect(Object.values(long.body.errors)).toContain('A device trust is at most 300 characters');
    const flag = await call(app, {
      method: 'POST',
      url: '/api/users/auth/login',
      payload: { phoneOrEmail: 'officer@demo.test', password: TEST_PASSWORD, trustDevice: 'yes' },
    });
    expect(flag.status).toBe(400);
    expect(flag.body.errors.trustDevice).toBe('Say whether to trust this device');
  });
});
