import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { maritalStatusLetters } from '../../src/server/modules/letters/schema.js';
import { newCitizen, STAFF, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { call, testContext } from './helpers.js';
import { issuedLetter, submittedLetter } from './letter-support.js';

describe('MARITAL_STATUS_LETTER: every role at both levels', () => {
  // The letters are the marital-status section's: the minister and finance do not see them.
  itWorksOnlyAtItsLevel({
    chain: ['OFFICER', 'DIRECTOR'],
    submitted: (app) => submittedLetter(app),
    readers: { OFFICER: 200, DIRECTOR: 200, REGISTRAR_GENERAL: 200, MINISTER: 404, ADMIN: 200, FINANCE: 404 },
  });

  it('the letter issued: listed and read by registry readers and its holder only', async () => {
    const { app, database } = await testContext();
    const { applicant, id } = await issuedLetter(app);
    const [letter] = await database.db
      .select()
      .from(maritalStatusLetters)
      .where(eq(maritalStatusLetters.applicationId, id));
    const readers: Record<Role, number> = {
      OFFICER: 200,
      DIRECTOR: 200,
      REGISTRAR_GENERAL: 200,
      MINISTER: 200,
      ADMIN: 200,
      FINANCE: 404,
    };
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      expect({
        role,
        status: (await call(app, { method: 'GET', url: `/api/marital-status-letters/${letter.id}`, token })).status,
      }).toEqual({ role, status: readers[role] });
      expect({
        role,
        list: (await call(app, { method: 'GET', url: '/api/marital-status-letters', token })).status,
      }).toEqual({ role, list: readers[role] === 200 ? 200 : 403 });
    }
    expect(
      (await call(app, { method: 'GET', url: `/api/marital-status-letters/${letter.id}`, token: applicant.token }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/marital-status-letters/${letter.id}`,
          token: (await newCitizen(app)).token,
        })
      ).status,
    ).toBe(404);
  });
});
