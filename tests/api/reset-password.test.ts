import { describe, expect, it } from 'vitest';
import { CODE_MESSAGES, CODE_TTL_MS } from '../../src/server/modules/accounts/codes.js';
import { AUTH_MESSAGES } from '../../src/server/modules/accounts/messages.js';
import { MAX_FAILED_LOGINS } from '../../src/server/modules/accounts/service.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import { MESSAGES } from '../../src/shared/contracts/common.js';
import {
  activeUser,
  auditActions,
  codeRows,
  expectNothingWritten,
  expectWritten,
  get,
  latestCode,
  nationalForm,
  otherCode,
  outboxRows,
  post,
  registerUser,
  registrationCodes,
  rowCounts,
  signedInUser,
  testContext,
  uniqueContact,
  userRow,
} from './helpers.js';

/** POST /api/users/auth/request-reset-password-token and POST /api/users/auth/reset-password. */

const NEW_PASSWORD = 'Brand-new-pass-7';

const requestReset = async (phoneOrEmail: unknown) =>
  post((await testContext()).app, 'users/auth/request-reset-password-token', { phoneOrEmail });
const reset = async (payload: object) => post((await testContext()).app, 'users/auth/reset-password', payload);
const login = async (phoneOrEmail: string, password: string) =>
  post((await testContext()).app, 'users/auth/login', { phoneOrEmail, password });

describe('POST /api/users/auth/request-reset-password-token', () => {
  it('sends a code by e-mail when asked by e-mail address', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    const before = await rowCounts();
    const response = await requestReset(user.email.toUpperCase());
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { message: AUTH_MESSAGES.resetRequested } });
    await expectWritten(before, { oneTimeCodes: 1, outbox: 1, auditEvents: 1 });
    const message = (await outboxRows(user.userId)).at(-1)!;
    expect(message).toMatchObject({ channel: 'EMAIL', recipient: user.email, kind: 'RESET_PASSWORD_CODE' });
    expect((await codeRows(user.userId)).at(-1)).toMatchObject({
      purpose: 'RESET_PASSWORD',
      channel: 'EMAIL',
      consumedAt: null,
    });
    expect(await latestCode(app, user.email)).toMatch(/^\d{6}$/);
    expect((await auditActions(user.userId)).at(-1)).toBe('auth.reset-requested');
  });

  it('sends a code by SMS when asked by phone number (E.164 or national form)', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    for (const phoneOrEmail of [user.phone, nationalForm(user.phone)]) {
      const before = await rowCounts();
      const response = await requestReset(phoneOrEmail);
      expect(response.status).toBe(200);
      expect(response.body.data.message).toBe(AUTH_MESSAGES.resetRequested);
      await expectWritten(before, { oneTimeCodes: 1, outbox: 1, auditEvents: 1 });
      expect((await outboxRows(user.userId)).at(-1)).toMatchObject({
        channel: 'SMS',
        recipient: user.phone,
        kind: 'RESET_PASSWORD_CODE',
      });
    }
    // A new request replaces the earlier code.
    const live = (await codeRows(user.userId)).filter((c) => c.purpose === 'RESET_PASSWORD' && c.consumedAt === null);
    expect(live).toHaveLength(1);
  });

  it('answers an unknown account with the same 200 message and writes nothing', async () => {
    const before = await rowCounts();
    for (const phoneOrEmail of [uniqueContact().email, uniqueContact().phone, 'not a phone']) {
      const response = await requestReset(phoneOrEmail);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ data: { message: AUTH_MESSAGES.resetRequested } });
    }
    await expectNothingWritten(before);
  });

  it('refuses a missing or malformed phoneOrEmail with 400, writing nothing', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    for (const payload of [{}, { phoneOrEmail: 12 }, { phoneOrEmail: 'ab' }, { phoneOrEmail: 'x'.repeat(255) }]) {
      const response = await post(app, 'users/auth/request-reset-password-token', payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(response.body.errors).toEqual({ phoneOrEmail: MESSAGES.phoneOrEmail });
    }
    await expectNothingWritten(before);
  });
});

describe('POST /api/users/auth/reset-password', () => {
  it('sets the new password and revokes every existing session', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    await requestReset(user.email);
    const code = await latestCode(app, user.email);
    const oldHash = (await userRow(user.userId)).passwordHash;

    const before = await rowCounts();
    const response = await reset({ phoneOrEmail: user.email, code, password: NEW_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { message: AUTH_MESSAGES.passwordSet } });
    await expectWritten(before, { auditEvents: 1 });
    expect((await userRow(user.userId)).passwordHash).not.toBe(oldHash);
    expect((await auditActions(user.userId)).at(-1)).toBe('auth.password-reset');

    // The sessions from before are gone: refresh and the old access token answer 401.
    expect((await post(app, 'users/refresh-token', { refreshToken: user.refreshToken })).status).toBe(401);
    expect((await get(app, 'users/me', { token: user.token })).status).toBe(401);
    // Only the new password signs in.
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
    // The code is spent.
    const again = await reset({ phoneOrEmail: user.email, code, password: 'Third-pass-33' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(CODE_MESSAGES.wrong);
  });

  it('unlocks a locked account', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    for (let i = 0; i < MAX_FAILED_LOGINS; i += 1) await login(user.email, 'Wrong-pass-1');
    expect((await login(user.email, user.password)).status).toBe(423);

    await requestReset(user.phone);
    const response = await reset({
      phoneOrEmail: user.phone,
      code: await latestCode(app, user.phone),
      password: NEW_PASSWORD,
    });
    expect(response.status).toBe(200);
    expect(await userRow(user.userId)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong code with 400, leaving the password and the sessions as they were', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    await requestReset(user.email);
    const code = await latestCode(app, user.email);
    const row = await userRow(user.userId);
    const before = await rowCounts();
    const response = await reset({ phoneOrEmail: user.email, code: otherCode(code), password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CODE_MESSAGES.wrong);
    expect(response.body.errors).toEqual({ code: CODE_MESSAGES.wrong });
    await expectNothingWritten(before);
    expect((await userRow(user.userId)).passwordHash).toBe(row.passwordHash);
    expect((await post(app, 'users/refresh-token', { refreshToken: user.refreshToken })).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const { app, clock } = await testContext();
    const user = await activeUser(app);
    await requestReset(user.email);
    const code = await latestCode(app, user.email);
    clock.advance(CODE_TTL_MS + 1000);
    const hash = (await userRow(user.userId)).passwordHash;
    const before = await rowCounts();
    const response = await reset({ phoneOrEmail: user.email, code, password: NEW_PASSWORD });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(CODE_MESSAGES.expired);
    await expectNothingWritten(before);
    expect((await userRow(user.userId)).passwordHash).toBe(hash);
  });

  it('refuses a registration code, and an unknown account, like a wrong code', async () => {
    const { app } = await testContext();
    const pending = await registerUser(app);
    const codes = await registrationCodes(app, pending);
    const before = await rowCounts();
    for (const payload of [
      { phoneOrEmail: pending.phone, code: codes.sms, password: NEW_PASSWORD },
      { phoneOrEmail: pending.email, code: codes.email, password: NEW_PASSWORD },
      { phoneOrEmail: uniqueContact().email, code: '123456', password: NEW_PASSWORD },
    ]) {
      const response = await reset(payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(CODE_MESSAGES.wrong);
    }
    await expectNothingWritten(before);
    expect(await userRow(pending.userId)).toMatchObject({ status: 'PENDING', passwordHash: null });
  });

  it('refuses a weak password and missing fields with 400, writing nothing', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    await requestReset(user.email);
    const code = await latestCode(app, user.email);
    const hash = (await userRow(user.userId)).passwordHash;
    const before = await rowCounts();
    const cases: [object, Record<string, string>][] = [
      [{ phoneOrEmail: user.email, code, password: 'weak' }, { password: MESSAGES.password }],
      [{ phoneOrEmail: user.email, code, password: 'nodigitshere' }, { password: MESSAGES.password }],
      [{ phoneOrEmail: user.email, code: '1234', password: NEW_PASSWORD }, { code: MESSAGES.code }],
      [{}, { phoneOrEmail: MESSAGES.phoneOrEmail, code: MESSAGES.required, password: MESSAGES.required }],
    ];
    for (const [payload, errors] of cases) {
      const response = await reset(payload);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(response.body.errors).toEqual(errors);
    }
    await expectNothingWritten(before);
    expect((await userRow(user.userId)).passwordHash).toBe(hash);
    // The code was not spent by the refused requests.
    expect((await reset({ phoneOrEmail: user.email, code, password: NEW_PASSWORD })).status).toBe(200);
  });
});
