import { describe, expect, it } from 'vitest';
import { attachRequired, createDraft, current, markPaid, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { call, testContext } from './helpers.js';

const form = {
  partyName: 'Wanjiru Grace Kamau',
  otherPartyName: null,
  from: '1995-01-01',
  to: '1995-12-31',
  district: '047',
  purpose: 'Succession of my late grandmother',
};

async function submittedSearch(app: Parameters<typeof createDraft>[0]) {
  const applicant = await newCitizen(app);
  const draft = await createDraft(app, applicant.token, 'REGISTER_SEARCH', form);
  await attachRequired(draft.id);
  const submitted = await step(app, applicant.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  await markPaid(draft.id);
  return { applicant, id: draft.id };
}

describe('REGISTER_SEARCH: every role at its level', () => {
  // Searches are the searches section's: the minister and finance do not see them.
  itWorksOnlyAtItsLevel({
    chain: ['OFFICER'],
    submitted: (app) => submittedSearch(app),
    readers: { OFFICER: 200, DIRECTOR: 200, REGISTRAR_GENERAL: 200, MINISTER: 404, ADMIN: 200, FINANCE: 404 },
  });

  it('the proposed entries: registry staff of the section only; the applicant sees the result once confirmed', async () => {
    const { app } = await testContext();
    const { applicant, id } = await submittedSearch(app);
    const url = `/api/applications/${id}/register-matches`;
    const allowed: Record<Role, number> = {
      OFFICER: 200,
      DIRECTOR: 200,
      REGISTRAR_GENERAL: 200,
      MINISTER: 404,
      ADMIN: 200,
      FINANCE: 404,
    };
    for (const role of ROLES) {
      const answer = await call(app, { method: 'GET', url, token: await tokenOf(app, STAFF[role]) });
      expect({ role, status: answer.status }).toEqual({ role, status: allowed[role] });
    }
    expect((await call(app, { method: 'GET', url, token: applicant.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url })).status).toBe(401);
    expect((await current(id)).outcome).toBeNull();
  });
});
