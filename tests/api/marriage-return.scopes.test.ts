import { describe, expect, it } from 'vitest';
import { newCitizen, STAFF, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { call, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import { MONTH, newInstitution, submitReturn, unknownLine, type ReturnOutcome } from './return-support.js';

async function filedReturn(app: Parameters<typeof newInstitution>[0]) {
  const applicant = await newInstitution(app);
  const { id, submitted } = await submitReturn(app, applicant, { month: MONTH, lines: [unknownLine()] });
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  return { applicant, id };
}

describe('MARRIAGE_RETURN: every role at its one level', () => {
  // The returns are the marriage-returns section's: the minister and finance do not see them.
  itWorksOnlyAtItsLevel({
    chain: ['OFFICER'],
    submitted: filedReturn,
    readers: { OFFICER: 200, DIRECTOR: 200, REGISTRAR_GENERAL: 200, MINISTER: 404, ADMIN: 200, FINANCE: 404 },
  });

  it('an institution sees only its own returns and acknowledgements; a citizen cannot file one; a court cannot file one', async () => {
    const { app } = await testContext();
    const { applicant, id } = await filedReturn(app);
    const row = await walkTo(app, id, 'Approved');
    const { documentId } = row.outcome as ReturnOutcome;
    const other = await newInstitution(app);
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}`, token: other.token })).status).toBe(404);
    const list = await call(app, { method: 'GET', url: '/api/applications?range=[0,99]', token: other.token });
    expect(list.status).toBe(200);
    expect((list.body as { id: string }[]).some((a) => a.id === id)).toBe(false);
    const own = await call(app, { method: 'GET', url: '/api/applications?range=[0,99]', token: applicant.token });
    expect((own.body as { id: string }[]).some((a) => a.id === id)).toBe(true);
    expect(
      (await call(app, { method: 'GET', url: `/api/documents/${documentId}/pdf`, token: other.token })).status,
    ).toBe(404);
    expect(
      (await call(app, { method: 'GET', url: `/api/documents/${documentId}/pdf`, token: applicant.token })).status,
    ).toBe(200);
    const readers: Record<Role, number> = {
      OFFICER: 200,
      DIRECTOR: 200,
      REGISTRAR_GENERAL: 200,
      MINISTER: 404,
      ADMIN: 200,
      FINANCE: 404,
    };
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      expect({
        role,
        status: (await call(app, { method: 'GET', url: `/api/documents/${documentId}/pdf`, token })).status,
      }).toEqual({ role, status: readers[role] });
    }
    const citizen = await newCitizen(app);
    const byCitizen = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: citizen.token,
      payload: { serviceCode: 'MARRIAGE_RETURN', formData: { month: MONTH, lines: [] } },
    });
    expect(byCitizen.status).toBe(403);
    const court = await newInstitution(app, { type: 'COURT' });
    const byCourt = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: court.token,
      payload: { serviceCode: 'MARRIAGE_RETURN', formData: { month: MONTH, lines: [] } },
    });
    expect(byCourt.status).toBe(403);
  });
});
