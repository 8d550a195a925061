import { describe, expect, it } from 'vitest';
import { STAFF, tokenOf } from './app-support.js';
import { call, statementsSent, testContext } from './helpers.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Every page of the portal asks for the caller's profile (GET /api/users/me): its statements are named
 * ones, parsed once per connection, never a select of two whole tables built and planned anew at each
 * request (that was half of the request's cost: docs/performance.md, issue 22's fifth step).
 */
describe.skipIf(!onPostgres)("the caller's profile from statements built once (PostgreSQL)", () => {
  it('GET /api/users/me: the session check and the profile, both named', async () => {
    const { app } = await testContext();
    const token = await tokenOf(app, STAFF.OFFICER);
    expect((await call(app, { method: 'GET', url: '/api/users/me', token })).status).toBe(200);
    const sent = await statementsSent(async () => {
      const answer = await call(app, { method: 'GET', url: '/api/users/me', token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ staffRole: 'OFFICER', email: STAFF.OFFICER });
    });
    // (What else runs meanwhile, a sweep or the outbox, is not this request's and is left out.)
    expect(sent.map((s) => s.name)).toEqual(expect.arrayContaining(['session_check', 'profile_row']));
    expect(sent.filter((s) => !s.name && s.text.includes('left join "organisations"'))).toEqual([]);
  });
});
