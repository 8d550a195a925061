import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/server/modules/accounts/messages.js';
import { LOCK_MS, MAX_FAILED_LOGINS } from '../../src/server/modules/accounts/service.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import { MESSAGES } from '../../src/shared/contracts/common.js';
import { toDisplayDateTime } from '../../src/shared/dates.js';
import {
  activeUser,
  auditActions,
  DEMO_PASSWORD,
  expectNothingWritten,
  expectWritten,
  nationalForm,
  post,
  registerUser,
  rowCounts,
  sessionRows,
  testContext,
  uniqueContact,
  userRow,
} from './helpers.js';

/** POST /api/users/auth/login */
const login = async (phoneOrEmail: unknown, password: unknown, extra = {}) =>
  post((await testContext()).app, 'users/auth/login', { phoneOrEmail, password }, extra);

const expectBadCredentials = (response: { status: number; body: any }) => {
  expect(response.status).toBe(401);
  expect(response.body).toEqual({ statusCode: 401, error: 'Unauthorized', message: AUTH_MESSAGES.badCredentials });
};

const expectLocked = (response: { status: number; body: any }) => {
  expect(response.status).toBe(423);
  // Says when the lock ends, on the registry's clock (dd-mm-yyyy HH:mm in Nairobi).
  expect(response.body).toEqual({
    statusCode: 423,
    error: 'Locked',
    message: expect.stringMatching(
      /^This account is locked after 5 failed sign-in attempts\. Try again after \d{2}-\d{2}-\d{4} \d{2}:\d{2}, or reset your password\.$/,
    ),
  });
};

describe('POST /api/users/auth/login', () => {
  it('signs in by e-mail address (any case): a refresh token, a session row and an audit event', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    const before = await rowCounts();
    const response = await login(`  ${user.email.toUpperCase()} `, user.password, {
      headers: { 'user-agent': 'vitest' },
      remoteAddress: '198.51.100.23',
    });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data)).toEqual(['refreshToken']);
    expect(response.body.data.refreshToken).toMatch(/^[\w-]{40,}$/);
    await expectWritten(before, { sessions: 1, auditEvents: 1 });

    const [session] = await sessionRows(user.userId);
    expect(session).toMatchObject({ revokedAt: null, userAgent: 'vitest', ip: '198.51.100.23' });
    expect(session.refreshTokenHash).not.toBe(response.body.data.refreshToken);
    expect(await auditActions(session.id)).toEqual(['auth.login']);
  });

  it('signs in by phone number, in E.164 and in the national 07... form', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    for (const phoneOrEmail of [user.phone, nationalForm(user.phone), user.phone.slice(1)]) {
      const response = await login(phoneOrEmail, user.password);
      expect(response.status).toBe(200);
    }
    expect(await sessionRows(user.userId)).toHaveLength(3);
    const demo = await post(app, 'users/auth/login', { phoneOrEmail: '0712100001', password: DEMO_PASSWORD });
    expect(demo.status).toBe(200);
  });

  it('answers an unknown account and a wrong password with the SAME 401 message', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);

    let before = await rowCounts();
    for (const phoneOrEmail of [uniqueContact().email, uniqueContact().phone, '0799', 'nobody at all']) {
      expectBadCredentials(await login(phoneOrEmail, user.password));
    }
    await expectNothingWritten(before);

    before = await rowCounts();
    expectBadCredentials(await login(user.email, `${user.password}x`));
    await expectWritten(before, { auditEvents: 1 });
    const row = await userRow(user.userId);
    expect(row.failedLoginCount).toBe(1);
    expect(row.lockedUntil).toBeNull();
    expect((await auditActions(user.userId)).at(-1)).toBe('auth.login-failed');
    expect(await sessionRows(user.userId)).toHaveLength(0);

    // A successful sign-in clears the count of failures.
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await userRow(user.userId)).failedLoginCount).toBe(0);
  });

  it('refuses a PENDING account (no password yet) with the same 401, writing nothing', async () => {
    const { app } = await testContext();
    const pending = await registerUser(app);
    const before = await rowCounts();
    expectBadCredentials(await login(pending.email, 'Whatever-123'));
    expectBadCredentials(await login(pending.phone, 'Whatever-123'));
    await expectNothingWritten(before);
    expect(await userRow(pending.userId)).toMatchObject({ status: 'PENDING', failedLoginCount: 0 });
  });

  it('refuses a DISABLED account with the same 401', async () => {
    const { app, database } = await testContext();
    const user = await activeUser(app);
    await database.db.update(users).set({ status: 'DISABLED' }).where(eq(users.id, user.userId));
    const before = await rowCounts();
    expectBadCredentials(await login(user.email, user.password));
    await expectNothingWritten(before);
    expect(await sessionRows(user.userId)).toHaveLength(0);
  });

  it('issue 20 #23: names what the sign-in asks for (an e-mail address or phone number) and tells an invited person where to begin', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    const wrong = await login(user.email, 'Wrong-pass-1');
    expectBadCredentials(wrong);
    expect(wrong.body.message).toMatch(/^The e-mail address or phone number, or the password, is not right\./);
    expect(wrong.body.message).not.toMatch(/username/i);
    expect(wrong.body.message).toContain('link in your invitation');
  });

  it("issue 20 #23: the lock says when it ends, however long it lasts (the demo's locked account: two hours)", async () => {
    const { app, clock, database } = await testContext();
    const user = await activeUser(app);
    const until = new Date(clock.now().getTime() + 2 * 3_600_000);
    await database.db.update(users).set({ lockedUntil: until }).where(eq(users.id, user.userId));
    const refused = await login(user.email, user.password);
    expectLocked(refused);
    expect(refused.body.message).toContain(`Try again after ${toDisplayDateTime(until)}`);
  });

  it(`locks the account after ${MAX_FAILED_LOGINS} wrong passwords (423), refuses even the right one, and unlocks after 15 minutes`, async () => {
    const { app, clock } = await testContext();
    const user = await activeUser(app);
    for (let i = 1; i < MAX_FAILED_LOGINS; i += 1) expectBadCredentials(await login(user.email, 'Wrong-pass-1'));

    let before = await rowCounts();
    expectLocked(await login(user.email, 'Wrong-pass-1'));
    await expectWritten(before, { auditEvents: 1 });
    expect((await auditActions(user.userId)).at(-1)).toBe('auth.account-locked');
    const locked = await userRow(user.userId);
    expect(locked.lockedUntil).toBeInstanceOf(Date);

    before = await rowCounts();
    expectLocked(await login(user.email, user.password));
    expectLocked(await login(user.phone, user.password));
    expectLocked(await login(user.email, 'Wrong-pass-1'));
    await expectNothingWritten(before);

    clock.advance(LOCK_MS - 60_000);
    expectLocked(await login(user.email, user.password));
    clock.advance(60_000 + 1000);
    const response = await login(user.email, user.password);
    expect(response.status).toBe(200);
    expect(await userRow(user.userId)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });

  it(`answers an address without an account as it would a real one: 401, then 423 at the ${MAX_FAILED_LOGINS}th and for 15 minutes (issue 19: no account discovery)`, async () => {
    const { clock } = await testContext();
    for (const unknown of [uniqueContact().email, uniqueContact().phone]) {
      for (let i = 1; i < MAX_FAILED_LOGINS; i += 1) expectBadCredentials(await login(unknown, 'Wrong-pass-1'));
      expectLocked(await login(unknown, 'Wrong-pass-1'));
      expectLocked(await login(unknown.toUpperCase(), 'Another-pass-2'));
    }
    // The national form of a number counts with its E.164 form, as a real account's does.
    const phone = uniqueContact().phone;
    for (let i = 1; i < MAX_FAILED_LOGINS; i += 1)
      expectBadCredentials(await login(i % 2 ? phone : `0${phone.slice(4)}`, 'Wrong-pass-1'));
    expectLocked(await login(`0${phone.slice(4)}`, 'Wrong-pass-1'));
    // After the lock's 15 minutes, counting starts again.
    clock.advance(LOCK_MS + 1000);
    const again = await login(phone, 'Wrong-pass-1');
    expect(again.status).toBe(401);
    expectBadCredentials(again);
  });

  // Server bug (see the report): login() reads failedLoginCount before the slow password check and
  // writes failures + 1 computed in JavaScript, so on PostgreSQL simultaneous wrong passwords
  // overwrite each other's count and the account never locks (PGlite serialises and passes).
  it('counts simultaneous wrong passwords too: the account is locked after them', async () => {
    const { app } = await testContext();
    const user = await activeUser(app);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(app, 'users/auth/login', { phoneOrEmail: user.email, password: 'Wrong-pass-1' }),
      ),
    );
    expect(responses.every((r) => r.status === 401 || r.status === 423)).toBe(true);
    expectLocked(await login(user.email, user.password));
  });

  it('refuses missing fields and wrong types (400 with field errors), writing nothing', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    const cases: [unknown, Record<string, string>][] = [
      [{}, { phoneOrEmail: MESSAGES.phoneOrEmail, password: 'Enter your password' }],
      [{ phoneOrEmail: 'citizen@demo.test' }, { password: 'Enter your password' }],
      [{ phoneOrEmail: 'citizen@demo.test', password: '' }, { password: 'Enter your password' }],
      [{ phoneOrEmail: 'citizen@demo.test', password: 12345678 }, { password: 'Enter your password' }],
      [{ phoneOrEmail: ['citizen@demo.test'], password: 'x' }, { phoneOrEmail: MESSAGES.phoneOrEmail }],
      [{ phoneOrEmail: 'ab', password: 'x' }, { phoneOrEmail: MESSAGES.phoneOrEmail }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post(app, 'users/auth/login', payload as object);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(response.body.errors).toEqual(errors);
    }
    await expectNothingWritten(before);
  });
});
