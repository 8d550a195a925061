import { eq } from 'drizzle-orm';
import { BIRTH_IN_FUTURE_MESSAGE } from '../../src/shared/contracts/auth.js';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema/index.js';
import { AUTH_MESSAGES } from '../../src/server/modules/accounts/messages.js';
import { DETAILS_MISMATCH, ID_NOT_FOUND } from '../../src/server/modules/identity/registry.js';
import { IDENTITY_CHECKS_PER_HOUR, IDENTITY_MESSAGES } from '../../src/server/modules/identity/routes.js';
import { SAMPLE_CITIZENS } from '../../src/server/modules/identity/sample-citizens.js';
import { VALIDATION_MESSAGE } from '../../src/server/plugins/errors.js';
import { MESSAGES } from '../../src/shared/contracts/common.js';
import {
  auditActions,
  expectNothingWritten,
  expectWritten,
  post,
  rowCounts,
  signedInUser,
  signIn,
  testContext,
  userRow,
} from './helpers.js';

/**
 * POST /api/iprs/verify and POST /api/users/register (onboarding).
 *
 * Sample citizens used by this file (the registry is shared by every test file):
 *  - 29174652 Achieng Onyango  - identity checks only (nothing is written with it)
 *  - 25938416 Kipchoge Rotich  - onboarded once here
 *  - 28817340 Mwangi Githinji  - a second onboarding attempt that must be refused
 *  - 33460195 Amina Abdi       - mismatching details (refused)
 *  - 30295871 Chebet Kiprono   - callers that may not onboard (refused)
 *  - 27583910 Wanjiku Kamau    - the demo citizen's ID: attempts to claim it (refused)
 * Never 31846207: it is reserved for newcitizen@demo.test.
 */
const citizen = (idNumber: string) => {
  const found = SAMPLE_CITIZENS.find((c) => c.idNumber === idNumber);
  if (!found) throw new Error(`no sample citizen ${idNumber}`);
  return found;
};
const database = async () => (await testContext()).database.db;
const details = (idNumber: string) => {
  const { firstName, lastName, dateOfBirth } = citizen(idNumber);
  return { idNumber, firstName, lastName, dateOfBirth };
};

const ACHIENG = '29174652';
const KIPCHOGE = '25938416';
const MWANGI = '28817340';
const AMINA = '33460195';
const CHEBET = '30295871';
const WANJIKU = '27583910';

describe('POST /api/iprs/verify', () => {
  it('verifies a citizen of the registry (names in any case and spacing) and writes nothing', async () => {
    const { app } = await testContext();
    const { token } = await signedInUser(app);
    const before = await rowCounts();
    const response = await post(
      app,
      'iprs/verify',
      { ...details(ACHIENG), firstName: '  achieng ', lastName: 'ONYANGO' },
      { token },
    );
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { verified: true, ...citizen(ACHIENG) } });
    await expectNothingWritten(before);
  });

  it('issue 20 #3: says a date of birth in the future is so, not that the details do not match', async () => {
    const { app } = await testContext();
    const { token } = await signedInUser(app);
    const before = await rowCounts();
    const response = await post(app, 'iprs/verify', { ...details(ACHIENG), dateOfBirth: '2030-01-15' }, { token });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({ dateOfBirth: BIRTH_IN_FUTURE_MESSAGE });
    expect(response.body.message).not.toBe(DETAILS_MISMATCH);
    await expectNothingWritten(before);
  });

  it('refuses an unknown ID number with 400 errors.idNumber', async () => {
    const { app } = await testContext();
    const { token } = await signedInUser(app);
    const response = await post(app, 'iprs/verify', { ...details(ACHIENG), idNumber: '12345678' }, { token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: DETAILS_MISMATCH,
      errors: { idNumber: ID_NOT_FOUND },
    });
  });

  it('refuses a wrong name or date of birth with 400 and the mismatching fields', async () => {
    const { app } = await testContext();
    const { token } = await signedInUser(app);
    const cases: [object, Record<string, string>][] = [
      [{ firstName: 'Grace' }, { firstName: DETAILS_MISMATCH }],
      [{ lastName: 'Otieno' }, { lastName: DETAILS_MISMATCH }],
      [{ dateOfBirth: '1996-11-03' }, { dateOfBirth: DETAILS_MISMATCH }],
      [
        { firstName: 'Grace', lastName: 'Otieno', dateOfBirth: '1990-01-01' },
        { firstName: DETAILS_MISMATCH, lastName: DETAILS_MISMATCH, dateOfBirth: DETAILS_MISMATCH },
      ],
    ];
    for (const [change, errors] of cases) {
      const response = await post(app, 'iprs/verify', { ...details(ACHIENG), ...change }, { token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(DETAILS_MISMATCH);
      expect(response.body.errors).toEqual(errors);
    }
  });

  it('refuses malformed input with 400 and field errors', async () => {
    const { app } = await testContext();
    const { token } = await signedInUser(app);
    const cases: [object, Record<string, string>][] = [
      [
        {},
        {
          idNumber: 'Enter the ID number',
          firstName: MESSAGES.required,
          lastName: MESSAGES.required,
          dateOfBirth: MESSAGES.required,
        },
      ],
      [{ ...details(ACHIENG), idNumber: '12' }, { idNumber: 'Enter the ID number as printed on the card' }],
      [{ ...details(ACHIENG), idNumber: 29174652 }, { idNumber: 'Enter the ID number' }],
      [{ ...details(ACHIENG), dateOfBirth: '02/11/1996' }, { dateOfBirth: MESSAGES.date }],
      [{ ...details(ACHIENG), dateOfBirth: '1996-02-30' }, { dateOfBirth: MESSAGES.date }],
    ];
    for (const [payload, errors] of cases) {
      const response = await post(app, 'iprs/verify', payload, { token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(VALIDATION_MESSAGE);
      expect(response.body.errors).toEqual(errors);
    }
  });

  it('answers only an individual account still to be onboarded: 403 for organisations, staff and onboarded individuals, writing nothing', async () => {
    const { app } = await testContext();
    const cases: [string, string][] = [
      ['church@demo.test', IDENTITY_MESSAGES.onlyOnboarding],
      ['court@demo.test', IDENTITY_MESSAGES.onlyOnboarding],
      ['officer@demo.test', IDENTITY_MESSAGES.onlyOnboarding],
      ['admin@demo.test', IDENTITY_MESSAGES.onlyOnboarding],
      ['citizen@demo.test', IDENTITY_MESSAGES.alreadyOnboarded],
    ];
    for (const [email, message] of cases) {
      const { token } = await signIn(app, email);
      const before = await rowCounts();
      // Details that the registry holds: a check would answer them.
      const response = await post(app, 'iprs/verify', details(ACHIENG), { token });
      expect(response.status).toBe(403);
      expect(response.body).toEqual({ statusCode: 403, error: 'Forbidden', message });
      await expectNothingWritten(before);
    }
  });

  it('refuses an individual once onboarded (403)', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    await database().then((db) =>
      db
        .update(users)
        .set({ idType: 'NATIONAL_ID', idNumber: `9${String(Date.now()).slice(-7)}` })
        .where(eq(users.id, user.userId)),
    );
    const response = await post(app, 'iprs/verify', details(ACHIENG), { token: user.token });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(IDENTITY_MESSAGES.alreadyOnboarded);
  });

  it(`allows one account ${IDENTITY_CHECKS_PER_HOUR} identity checks an hour, onboarding attempts included, then 429; other accounts are not held up`, async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < IDENTITY_CHECKS_PER_HOUR; i += 1) {
      // Someone combing the registry: a new ID number each time, through both routes that ask it.
      const idNumber = String(40000000 + i);
      const path = i % 2 ? 'users/register' : 'iprs/verify';
      statuses.push((await post(app, path, { ...details(ACHIENG), idNumber }, { token: user.token })).status);
    }
    expect(statuses).toEqual(Array(IDENTITY_CHECKS_PER_HOUR).fill(400));
    const before = await rowCounts();
    for (const path of ['iprs/verify', 'users/register']) {
      const limited = await post(app, path, details(ACHIENG), { token: user.token });
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual({
        statusCode: 429,
        error: 'Too Many Requests',
        message: expect.stringMatching(
          /^Too many identity checks from this account\. Try again in \d+ (hour|minutes)\.$/,
        ),
      });
    }
    await expectNothingWritten(before);
    // Counted per account, not per address: another account from the same address is answered.
    const other = await signedInUser(app);
    expect((await post(app, 'iprs/verify', details(ACHIENG), { token: other.token })).status).toBe(200);
  });

  it('refuses a caller without a token with 401', async () => {
    const { app } = await testContext();
    const response = await post(app, 'iprs/verify', details(ACHIENG));
    expect(response.status).toBe(401);
    expect(response.body.message).toBe('Sign in to continue');
    const garbage = await post(app, 'iprs/verify', details(ACHIENG), { token: 'Bearer nope' });
    expect(garbage.status).toBe(401);
  });
});

describe('POST /api/users/register (onboarding)', () => {
  it("stores the verified identity with the registry's names, then refuses a second onboarding (409)", async () => {
    const { app } = await testContext();
    const user = await signedInUser(app, { firstName: 'Kip', middleName: null, lastName: 'R' });
    const before = await rowCounts();
    const response = await post(
      app,
      'users/register',
      { ...details(KIPCHOGE), firstName: 'kipchoge', lastName: 'ROTICH' },
      { token: user.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      userId: user.userId,
      accountType: 'INDIVIDUAL',
      idType: 'NATIONAL_ID',
      idNumber: KIPCHOGE,
      firstName: 'Kipchoge',
      middleName: 'Samuel',
      lastName: 'Rotich',
      email: user.email,
      phone: user.phone,
      staffRole: null,
      district: null,
      organisation: null,
      locale: 'en',
      secondFactorOn: false,
    });
    await expectWritten(before, { auditEvents: 1 });
    expect(await userRow(user.userId)).toMatchObject({
      idType: 'NATIONAL_ID',
      idNumber: KIPCHOGE,
      dateOfBirth: '1990-01-19',
      sex: 'M',
    });
    expect((await auditActions(user.userId)).at(-1)).toBe('account.onboarded');

    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: user.token } });
    expect(me.json().data.idNumber).toBe(KIPCHOGE);

    const row = await userRow(user.userId);
    const again = await rowCounts();
    const second = await post(app, 'users/register', details(MWANGI), { token: user.token });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(AUTH_MESSAGES.alreadyOnboarded);
    await expectNothingWritten(again);
    expect(await userRow(user.userId)).toEqual(row);
  });

  it('refuses an already onboarded account (the demo citizen) with 409', async () => {
    const { app } = await testContext();
    const { token } = await signIn(app, 'citizen@demo.test');
    const before = await rowCounts();
    const response = await post(app, 'users/register', details(WANJIKU), { token });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(AUTH_MESSAGES.alreadyOnboarded);
    await expectNothingWritten(before);
  });

  it('refuses an ID number that another account holds (409 errors.idNumber), writing nothing', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const before = await rowCounts();
    const response = await post(app, 'users/register', details(WANJIKU), { token: user.token });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(AUTH_MESSAGES.idTaken);
    expect(response.body.errors).toEqual({ idNumber: AUTH_MESSAGES.idTaken });
    await expectNothingWritten(before);
    expect(await userRow(user.userId)).toMatchObject({ idNumber: null, idType: null });
  });

  // Server bug (see the report): the "ID held by another account" check and the unique index
  // compare (idType, idNumber), but the registry checks the number whatever idType says, so the
  // same national ID is linked to a second account by sending idType PASSPORT or ALIEN_ID.
  it('refuses the same ID number sent with another ID type', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const before = await rowCounts();
    const response = await post(
      app,
      'users/register',
      { ...details(WANJIKU), idType: 'PASSPORT' },
      { token: user.token },
    );
    expect(response.status).toBe(409);
    expect(response.body.errors).toEqual({ idNumber: AUTH_MESSAGES.idTaken });
    await expectNothingWritten(before);
    expect(await userRow(user.userId)).toMatchObject({ idNumber: null, idType: null });
  });

  it('refuses mismatching details with 400 and writes nothing', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    const row = await userRow(user.userId);
    const before = await rowCounts();
    const mismatch = await post(
      app,
      'users/register',
      { ...details(AMINA), dateOfBirth: '1998-07-06' },
      { token: user.token },
    );
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(DETAILS_MISMATCH);
    expect(mismatch.body.errors).toEqual({ dateOfBirth: DETAILS_MISMATCH });

    const unknown = await post(
      app,
      'users/register',
      { ...details(AMINA), idNumber: '99999999' },
      { token: user.token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ idNumber: ID_NOT_FOUND });

    const badType = await post(
      app,
      'users/register',
      { ...details(AMINA), idType: 'DRIVING_LICENCE' },
      { token: user.token },
    );
    expect(badType.status).toBe(400);
    expect(badType.body.message).toBe(VALIDATION_MESSAGE);
    expect(Object.keys(badType.body.errors)).toEqual(['idType']);

    const empty = await post(app, 'users/register', {}, { token: user.token });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['dateOfBirth', 'firstName', 'idNumber', 'lastName']);
    await expectNothingWritten(before);
    expect(await userRow(user.userId)).toEqual(row);
  });

  it('refuses organisation and staff callers with 403, writing nothing', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    for (const email of ['church@demo.test', 'officer@demo.test']) {
      const { token } = await signIn(app, email);
      const counts = await rowCounts();
      // Refused before the identity check's limit counts it: past the hour's checks, still 403, never 429.
      for (let attempt = 0; attempt <= IDENTITY_CHECKS_PER_HOUR + 1; attempt++) {
        const response = await post(app, 'users/register', details(CHEBET), { token });
        expect({ attempt, status: response.status }).toEqual({ attempt, status: 403 });
        expect(response.body.message).toBe(AUTH_MESSAGES.onlyIndividuals);
      }
      await expectNothingWritten(counts);
    }
    await expectWritten(before, { sessions: 2, auditEvents: 2 });
  });

  it('refuses a caller without a valid token with 401', async () => {
    const { app } = await testContext();
    const before = await rowCounts();
    for (const extra of [{}, { token: 'Bearer nope' }]) {
      const response = await post(app, 'users/register', details(CHEBET), extra);
      expect(response.status).toBe(401);
    }
    await expectNothingWritten(before);
  });
});
