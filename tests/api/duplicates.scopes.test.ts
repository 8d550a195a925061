import { describe, expect, it } from 'vitest';
import { current, newCitizen, setStaffRole, STAFF, tokenOf } from './app-support.js';
import { ROLES, type Role } from './chain-scopes.js';
import { decideDuplicate, duplicatesOf } from './duplicate-support.js';
import { call, expectNothingWritten, rowCounts, signedInUser, testContext } from './helpers.js';
import { freshWord } from './ids.js';
import { imForm, newInstitution, paidIm, party } from './im-support.js';

const { app } = await testContext();
const church = await newInstitution(app);

/** Two institution marriages of one couple: the second is held as a possible duplicate of the first (district 047). */
async function heldDuplicate() {
  const [a, b] = [
    { firstName: freshWord(), middleName: null, lastName: freshWord() },
    { firstName: freshWord(), middleName: null, lastName: freshWord() },
  ];
  const form = () =>
    imForm(church, { partyA: party({ ...a }), partyB: party({ ...b, sex: 'M', dateOfBirth: '1990-02-02' }) });
  await paidIm(app, church, await form());
  const id = await paidIm(app, church, await form());
  const [held] = await duplicatesOf(id, 'OPEN');
  return { id, held };
}

const READS: Record<Role, number> = {
  OFFICER: 200,
  DIRECTOR: 200,
  REGISTRAR_GENERAL: 200,
  ADMIN: 200,
  MINISTER: 403,
  FINANCE: 403,
};
const DECIDES: Role[] = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL'];

describe('possible duplicates: who reads the queue and who decides (canAccess, section "duplicates")', () => {
  it.each(ROLES)('%s', async (role) => {
    const { id, held } = await heldDuplicate();
    const token = await tokenOf(app, STAFF[role]);
    const list = await call(app, { method: 'GET', url: '/api/possible-duplicates', token });
    expect(list.status).toBe(READS[role]);
    const one = await call(app, { method: 'GET', url: `/api/possible-duplicates/${held.id}`, token });
    const decides = DECIDES.includes(role);
    expect({ status: one.status, mayDecide: one.body.mayDecide }).toEqual({
      status: READS[role],
      mayDecide: READS[role] === 200 ? decides : undefined,
    });
    const before = await rowCounts();
    const decided = await decideDuplicate(app, held.id, 'NOT_DUPLICATE', undefined, { token });
    // Who may not decide changes nothing; who may sends the application on to the officer's queue.
    await (decides ? Promise.resolve() : expectNothingWritten(before));
    expect({ status: decided.status, stage: (await current(id)).stage }).toEqual(
      decides ? { status: 200, stage: 'OFFICER' } : { status: 403, stage: null },
    );
  });

  it('citizens and institutions are refused (403), the anonymous asked to sign in (401), and nothing is written', async () => {
    const { held } = await heldDuplicate();
    const citizen = await newCitizen(app);
    const before = await rowCounts();
    for (const token of [citizen.token, church.token]) {
      expect((await call(app, { method: 'GET', url: '/api/possible-duplicates', token })).status).toBe(403);
      expect((await call(app, { method: 'GET', url: `/api/possible-duplicates/${held.id}`, token })).status).toBe(403);
      expect((await decideDuplicate(app, held.id, 'DUPLICATE', undefined, { token })).status).toBe(403);
    }
    expect((await call(app, { method: 'GET', url: '/api/possible-duplicates' })).status).toBe(401);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/possible-duplicates/${held.id}/decide`,
          payload: { decision: 'DUPLICATE', reason: 'No one signed in here.', version: 1 },
        })
      ).status,
    ).toBe(401);
    await expectNothingWritten(before);
  });

  it("a district's officer sees and decides their district's only; another district's are not found", async () => {
    const { held } = await heldDuplicate();
    const nairobi = await signedInUser(app);
    await setStaffRole(nairobi.userId, 'OFFICER', '047');
    const nakuru = await signedInUser(app);
    await setStaffRole(nakuru.userId, 'OFFICER', '032');
    const listed = async (token: string) =>
      (
        await call(app, {
          method: 'GET',
          url: `/api/possible-duplicates?filter=${encodeURIComponent(JSON.stringify({ id: [held.id] }))}`,
          token,
        })
      ).body.map((r: { id: string }) => r.id);
    expect(await listed(nairobi.token)).toEqual([held.id]);
    expect(await listed(nakuru.token)).toEqual([]);
    expect(
      (await call(app, { method: 'GET', url: `/api/possible-duplicates/${held.id}`, token: nakuru.token })).status,
    ).toBe(404);
    const before = await rowCounts();
    expect((await decideDuplicate(app, held.id, 'DUPLICATE', undefined, { token: nakuru.token })).status).toBe(404);
    await expectNothingWritten(before);
    expect((await decideDuplicate(app, held.id, 'DUPLICATE', undefined, { token: nairobi.token })).status).toBe(200);
  });
});
