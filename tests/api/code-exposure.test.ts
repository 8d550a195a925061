import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';
import { issueCode } from '../../src/server/modules/accounts/codes.js';
import { registrationCodeMessage } from '../../src/server/modules/accounts/messages.js';
import { enqueue } from '../../src/server/modules/notifications/outbox.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import { STAFF } from './app-support.js';
import {
  activeUser,
  auditActions,
  call,
  DEMO_PASSWORD,
  extraApp,
  latestCode,
  nationalForm,
  post,
  PRODUCTION_KEYS,
  PRODUCTION_PAYMENTS,
  registerUser,
  registrationCodes,
  signIn,
  testContext,
  TEST_PASSWORD,
  userRowByEmail,
} from './helpers.js';

/**
 * Who can read the one-time codes the portal sends. The shared test app runs under NODE_ENV=test,
 * where the test-only GET /api/dev/outbox exists; this file builds the app as `npm start` does
 * (NODE_ENV unset, i.e. development) and as a demo (DEMO_SIGNUP_CODES=on) over the same database.
 */
let development: FastifyInstance;
let demo: FastifyInstance;

beforeAll(async () => {
  development = await extraApp();
  demo = await extraApp({ DEMO_SIGNUP_CODES: 'on' });
});

afterAll(async () => {
  await development?.close();
  await demo?.close();
});

/** Every code an anonymous visitor of this app can read for the recipient, by any route that shows codes. */
async function codesAnyoneReads(app: FastifyInstance, recipient: string): Promise<string[]> {
  const codes: string[] = [];
  for (const url of [
    `/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`,
    `/api/demo/signup-codes?recipient=${encodeURIComponent(recipient)}`,
  ]) {
    const response = await call(app, { method: 'GET', url });
    if (response.status === 200)
      codes.push(...response.body.data.map((row: { code: string | null }) => row.code).filter(Boolean));
  }
  return codes;
}

/** The takeover: ask for a password reset of the account, read the code, set a password of ours. */
async function tryTakeover(app: FastifyInstance, email: string) {
  const { app: tests } = await testContext();
  const asked = await post(app, 'users/auth/request-reset-password-token', { phoneOrEmail: email });
  expect(asked.status).toBe(200);
  await tests.outbox.kick();
  const leaked = await codesAnyoneReads(app, email);
  const reset = await post(app, 'users/auth/reset-password', {
    phoneOrEmail: email,
    code: leaked[0] ?? '000000',
    password: 'Taken-over-2026',
  });
  return { leaked, reset };
}

describe('codes in the default configuration (NODE_ENV unset)', () => {
  it('runs as development, and no route shows a code to anyone: /api/dev/outbox and /api/demo/signup-codes are 404', async () => {
    expect(development.config.NODE_ENV).toBe('development');
    expect(development.config.DEMO_SIGNUP_CODES).toBe('off');
    const user = await registerUser(development);
    const { token } = await signIn(development, STAFF.ADMIN);
    for (const url of [
      '/api/dev/outbox',
      `/api/dev/outbox?recipient=${encodeURIComponent(user.email)}`,
      `/api/demo/signup-codes?recipient=${encodeURIComponent(user.email)}`,
    ]) {
      for (const auth of [undefined, token]) {
        const response = await call(development, { method: 'GET', url, token: auth });
        expect(response.status).toBe(404);
        expect(response.body.message).toMatch(/^No such API route: GET \/api\/(dev|demo)\//);
      }
    }
    expect(await codesAnyoneReads(development, user.email)).toEqual([]);
    expect(await codesAnyoneReads(development, user.phone)).toEqual([]);
  });

  it('refuses the takeover of admin@demo.test: the reset code cannot be read, the password stays', async () => {
    const before = await userRowByEmail(STAFF.ADMIN);
    const { leaked, reset } = await tryTakeover(development, STAFF.ADMIN);
    expect(leaked).toEqual([]);
    expect(reset.status).toBe(400);
    expect((await userRowByEmail(STAFF.ADMIN)).passwordHash).toBe(before.passwordHash);
    expect(await auditActions(before.id)).not.toContain('auth.password-reset');
    // The password still signs in (with the second factor the demo's staff have).
    await expect(signIn(development, STAFF.ADMIN, DEMO_PASSWORD)).resolves.toMatchObject({ token: expect.any(String) });
  });
});

describe('DEMO_SIGNUP_CODES=on', () => {
  it('shows the sign-up codes of an account that has not set a password, by e-mail or phone, newest per channel', async () => {
    const { app: tests } = await testContext();
    const user = await registerUser(demo);
    // Signing up again (a lost code) replaces both codes: only the new ones are shown.
    await post(demo, 'users/auth/register', {
      firstName: 'Test',
      lastName: 'Person',
      accountType: 'INDIVIDUAL',
      email: user.email,
      phone: user.phone,
    });
    const sent = await registrationCodes(tests, user);
    for (const recipient of [user.email, user.email.toUpperCase(), user.phone, nationalForm(user.phone)]) {
      const response = await call(demo, {
        method: 'GET',
        url: `/api/demo/signup-codes?recipient=${encodeURIComponent(recipient)}`,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual([
        { channel: 'EMAIL', recipient: user.email, code: sent.email, createdAt: expect.any(String) },
        { channel: 'SMS', recipient: user.phone, code: sent.sms, createdAt: expect.any(String) },
      ]);
    }
    // The code works: the demo visitor finishes the sign-up, and from then on nothing is shown.
    const verified = await post(demo, 'users/auth/verify-otp', { phoneOrEmail: user.email, code: sent.email });
    expect(verified.status).toBe(200);
    expect(await codesAnyoneReads(demo, user.email)).toHaveLength(1);
    expect(
      (
        await post(demo, 'users/auth/set-password', {
          verificationToken: verified.body.data.verificationToken,
          password: TEST_PASSWORD,
        })
      ).status,
    ).toBe(200);
    expect(await codesAnyoneReads(demo, user.email)).toEqual([]);
    expect(await codesAnyoneReads(demo, user.phone)).toEqual([]);
  });

  it('never shows a password-reset code, even of a pending account', async () => {
    const { app: tests } = await testContext();
    const user = await registerUser(demo);
    const sent = await registrationCodes(tests, user);
    expect((await post(demo, 'users/auth/request-reset-password-token', { phoneOrEmail: user.email })).status).toBe(
      200,
    );
    const resetCode = await latestCode(tests, user.email);
    expect(resetCode).not.toBe(sent.email);
    const shown = await codesAnyoneReads(demo, user.email);
    expect(shown.sort()).toEqual([sent.email, sent.sms].sort());
    expect(shown).not.toContain(resetCode);
  });

  it('never shows codes of staff accounts or of accounts that have a password: the takeover of admin@demo.test and of a citizen fails', async () => {
    const { app: tests } = await testContext();
    for (const email of [STAFF.ADMIN, STAFF.FINANCE, STAFF.OFFICER]) {
      const before = await userRowByEmail(email);
      const { leaked, reset } = await tryTakeover(demo, email);
      expect(leaked).toEqual([]);
      expect(reset.status).toBe(400);
      expect((await userRowByEmail(email)).passwordHash).toBe(before.passwordHash);
    }
    const citizen = await activeUser(tests);
    const { leaked, reset } = await tryTakeover(demo, citizen.email);
    expect(leaked).toEqual([]);
    expect(reset.status).toBe(400);
    expect(
      (await post(demo, 'users/auth/login', { phoneOrEmail: citizen.email, password: citizen.password })).status,
    ).toBe(200);

    // A staff account created by an ADMIN has no password until its member sets one; even with a
    // sign-up code on file (none is ever sent to staff), it is never shown.
    const { token } = await signIn(tests, STAFF.ADMIN);
    const stamp = String(Date.now()).slice(-5);
    const staff = await call(tests, {
      method: 'POST',
      url: '/api/users/back-office',
      token,
      payload: {
        firstName: 'New',
        lastName: 'Officer',
        email: `new-officer-${stamp}@demo.test`,
        phone: `+2547229${stamp}`,
        staffRole: 'OFFICER',
      },
    });
    expect(staff.status).toBe(201);
    const pendingStaff = await userRowByEmail(staff.body.data.email);
    expect(pendingStaff).toMatchObject({ status: 'PENDING', passwordHash: null });
    const { database } = await testContext();
    await database.db.transaction(async (tx) => {
      const code = await issueCode(
        tx,
        tests.config.jwtSecret,
        tests.clock.now(),
        pendingStaff.id,
        'REGISTRATION',
        'EMAIL',
      );
      await enqueue(
        tx,
        registrationCodeMessage('EMAIL', pendingStaff.email, code, pendingStaff.id, tests.config.publicUrl),
      );
    });
    expect((await tryTakeover(demo, pendingStaff.email)).leaked).toEqual([]);
  });

  it('leaves /api/dev/outbox closed', async () => {
    const user = await registerUser(demo);
    expect(
      (await call(demo, { method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(user.email)}` })).status,
    ).toBe(404);
  });

  it('answers an unknown recipient with no codes, and a missing or malformed one with 400', async () => {
    const unknown = await call(demo, { method: 'GET', url: '/api/demo/signup-codes?recipient=nobody%40example.test' });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: [] });
    for (const query of ['', '?recipient=', `?recipient=${'a'.repeat(255)}`]) {
      const response = await call(demo, { method: 'GET', url: `/api/demo/signup-codes${query}` });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(Object.keys(response.body.errors)).toEqual(['recipient']);
    }
  });
});

describe('the DEMO_SIGNUP_CODES setting', () => {
  const base = {
    DATA_DIR: '/tmp/marriages-api-tests',
    JWT_SECRET: 'production-secret-production-secret-0123456789',
    PUBLIC_URL: 'https://marriages.example.test',
    ...PRODUCTION_PAYMENTS,
    ...PRODUCTION_KEYS,
  };

  it('is off unless set, and is refused with NODE_ENV=production', () => {
    expect(loadConfig(base).DEMO_SIGNUP_CODES).toBe('off');
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).DEMO_SIGNUP_CODES).toBe('off');
    expect(loadConfig({ ...base, DEMO_SIGNUP_CODES: 'on' }).DEMO_SIGNUP_CODES).toBe('on');
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEMO_SIGNUP_CODES: 'on' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', DEMO_SIGNUP_CODES: 'on' })).toThrow(
      'Invalid configuration:\n  DEMO_SIGNUP_CODES: DEMO_SIGNUP_CODES=on shows sign-up codes to anyone and is refused when NODE_ENV=production',
    );
    expect(() => loadConfig({ ...base, DEMO_SIGNUP_CODES: 'yes' })).toThrow('DEMO_SIGNUP_CODES must be on or off');
  });
});
