import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { STAFF, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** The statements any pg client of this process sends while `work` runs: their names (none: built and parsed anew) and texts. */
async function sentDuring(work: () => Promise<unknown>): Promise<{ name: string | null; text: string }[]> {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  const seen: { name: string | null; text: string }[] = [];
  proto.query = function traced(this: unknown, ...a: unknown[]) {
    const first = a[0] as string | { text?: string; name?: string };
    seen.push(
      typeof first === 'string'
        ? { name: null, text: first }
        : { name: first?.name ?? null, text: (first?.text ?? '').replace(/\s+/g, ' ').trim() },
    );
    return original.apply(this, a);
  };
  try {
    await work();
  } finally {
    proto.query = original;
  }
  return seen;
}

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
    const sent = await sentDuring(async () => {
      const answer = await call(app, { method: 'GET', url: '/api/users/me', token });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ staffRole: 'OFFICER', email: STAFF.OFFICER });
    });
    // (What else runs meanwhile, a sweep or the outbox, is not this request's and is left out.)
    expect(sent.map((s) => s.name)).toEqual(expect.arrayContaining(['session_check', 'profile_row']));
    expect(sent.filter((s) => !s.name && s.text.includes('left join "organisations"'))).toEqual([]);
  });
});
