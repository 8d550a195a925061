import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../src/server/db/schema/index.js';
import { lockedMessage } from '../../src/server/modules/accounts/messages.js';
import { LOCK_MS, MAX_FAILED_LOGINS } from '../../src/server/modules/accounts/service.js';
import {
  activeUser,
  expectWritten,
  extraApp,
  post,
  rowCounts,
  secondConnection,
  sessionRows,
  testContext,
  userRow,
} from './helpers.js';

/**
 * The five-failure lock against sign-ins sent all at once: 19 wrong passwords and the right one,
 * spread over two app instances (two API processes; on PostgreSQL each with its own connection pool).
 * However they interleave, at most five passwords are checked before the lock, at most five failures
 * are counted, and no session is created once the account is locked.
 */
let first: FastifyInstance;
let second: FastifyInstance;
let closeSecond: () => Promise<void>;

beforeAll(async () => {
  const connection = await secondConnection();
  closeSecond = connection.close;
  first = (await testContext()).app;
  second = await extraApp({ NODE_ENV: 'test' }, connection.database);
});

afterAll(async () => {
  await second?.close();
  await closeSecond?.();
});

/** What the sign-ins of this account left in the audit trail (failures, locks, sign-ins), oldest first. */
async function signInTrail(userId: string) {
  const { db } = (await testContext()).database;
  const rows = await db.select().from(auditEvents).where(eq(auditEvents.actorId, userId)).orderBy(asc(auditEvents.id));
  return rows.filter((row) => row.action.startsWith('auth.'));
}

async function parallelTrial(trial: number) {
  const { app } = await testContext();
  const user = await activeUser(app);
  const passwords = [...Array.from({ length: 19 }, (_, i) => `Wrong-pass-${i}`), user.password];
  // Its own client address, so that the rate limit of the sign-in route never answers instead.
  const remoteAddress = `198.51.100.${50 + trial}`;
  const responses = await Promise.all(
    passwords.map((password, i) =>
      post(i % 2 ? second : first, 'users/auth/login', { phoneOrEmail: user.email, password }, { remoteAddress }),
    ),
  );
  const wrong = responses.slice(0, 19).map((r) => r.status);
  const right = responses[19];

  // Wrong passwords are refused (401) until the lock, then locked out (423); never more than four plain failures.
  expect(wrong.every((status) => status === 401 || status === 423)).toBe(true);
  expect(wrong.filter((status) => status === 401).length).toBeLessThanOrEqual(MAX_FAILED_LOGINS - 1);

  const trail = await signInTrail(user.userId);
  const locks = trail.filter((row) => row.action === 'auth.account-locked');
  expect(locks).toHaveLength(1);
  // Failures counted: every failed check, including the one that locked (a lock by an attempt beyond the
  // fifth checks no password). At most five.
  const attemptOf = (row: (typeof trail)[number]) => (row.after as { attempt?: number } | null)?.attempt ?? 0;
  const failures = trail.filter(
    (row) =>
      row.action === 'auth.login-failed' ||
      (row.action === 'auth.account-locked' && attemptOf(row) <= MAX_FAILED_LOGINS),
  );
  expect(failures.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);

  const sessions = await sessionRows(user.userId);
  // Two outcomes are right: the right password won only by coming before the lock, with fewer than
  // five failures before it (one sign-in, one session); or it was refused as locked (none).
  const signedIn = trail.findIndex((row) => row.action === 'auth.login');
  const failuresBefore =
    signedIn < 0 ? 0 : trail.slice(0, signedIn).filter((row) => row.action === 'auth.login-failed').length;
  const outcome = {
    status: right.status,
    sessions: sessions.length,
    signIns: trail.filter((row) => row.action === 'auth.login').length,
    signedInBeforeLock: signedIn >= 0 && signedIn < trail.indexOf(locks[0]),
    fewerThanFiveFailuresBefore: failuresBefore < MAX_FAILED_LOGINS,
  };
  expect([
    { status: 200, sessions: 1, signIns: 1, signedInBeforeLock: true, fewerThanFiveFailuresBefore: true },
    { status: 423, sessions: 0, signIns: 0, signedInBeforeLock: false, fewerThanFiveFailuresBefore: true },
  ]).toContainEqual(outcome);

  // The account stays locked: the right password is refused on both instances, and no session appears.
  expect((await userRow(user.userId)).lockedUntil).toBeInstanceOf(Date);
  for (const instance of [first, second])
    expect(
      (
        await post(
          instance,
          'users/auth/login',
          { phoneOrEmail: user.email, password: user.password },
          { remoteAddress },
        )
      ).status,
    ).toBe(423);
  expect(await sessionRows(user.userId)).toHaveLength(sessions.length);
  return right.status;
}

describe('the five-failure lock under parallel sign-ins', () => {
  it(`checks at most ${MAX_FAILED_LOGINS} passwords of 19 wrong and 1 right sent together to two instances, and refuses the right one after the lock`, async () => {
    const rightOnes: number[] = [];
    for (let trial = 0; trial < 3; trial += 1) rightOnes.push(await parallelTrial(trial));
    expect(rightOnes.every((status) => status === 200 || status === 423)).toBe(true);
  });

  it('refuses an attempt beyond the fifth reservation unchecked, even with the right password, and locks the account for 15 minutes', async () => {
    const { app, clock, database } = await testContext();
    const user = await activeUser(app);
    // Five attempts reserved and not finished: still being checked elsewhere, or left by a process that stopped.
    await database.db.update(users).set({ failedLoginCount: MAX_FAILED_LOGINS }).where(eq(users.id, user.userId));
    const before = await rowCounts();
    const sentAt = clock.now().getTime();
    const refused = await post(second, 'users/auth/login', { phoneOrEmail: user.email, password: user.password });
    expect(refused.status).toBe(423);
    expect(refused.body.message).toBe(lockedMessage((await userRow(user.userId)).lockedUntil!));
    await expectWritten(before, { auditEvents: 1 });
    const trail = await signInTrail(user.userId);
    expect(trail.map((row) => [row.action, (row.after as { attempt: number }).attempt])).toEqual([
      ['auth.account-locked', MAX_FAILED_LOGINS + 1],
    ]);
    const locked = await userRow(user.userId);
    expect(locked.failedLoginCount).toBe(0);
    expect(locked.lockedUntil!.getTime()).toBeGreaterThanOrEqual(sentAt + LOCK_MS);
    expect(locked.lockedUntil!.getTime()).toBeLessThanOrEqual(clock.now().getTime() + LOCK_MS);
    expect(await sessionRows(user.userId)).toEqual([]);

    clock.advance(LOCK_MS + 1000);
    expect((await post(first, 'users/auth/login', { phoneOrEmail: user.email, password: user.password })).status).toBe(
      200,
    );
    expect(await userRow(user.userId)).toMatchObject({ failedLoginCount: 0, lockedUntil: null });
  });
});
