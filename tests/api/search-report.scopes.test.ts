import { describe, expect, it } from 'vitest';
import { newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { call, testContext } from './helpers.js';
import { issuedReport, submittedReport } from './report-support.js';

// Reports are the searches section's: the minister and finance do not see them.
const READERS: Record<Role, number> = {
  OFFICER: 200,
  DIRECTOR: 200,
  REGISTRAR_GENERAL: 200,
  MINISTER: 404,
  ADMIN: 200,
  FINANCE: 404,
};

describe('SEARCH_REPORT: every role at both levels', () => {
  itWorksOnlyAtItsLevel({ chain: ['OFFICER', 'DIRECTOR'], submitted: (app) => submittedReport(app), readers: READERS });

  it("the search reported on: read by the report's readers; the report itself asked only by the search's applicant", async () => {
    const { app } = await testContext();
    const { applicant, id } = await submittedReport(app);
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      expect({
        role,
        status: (await call(app, { method: 'GET', url: `/api/applications/${id}/reported-search`, token })).status,
      }).toEqual({ role, status: READERS[role] });
    }
    expect(
      (await call(app, { method: 'GET', url: `/api/applications/${id}/reported-search`, token: applicant.token }))
        .status,
    ).toBe(200);
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}/reported-search` })).status).toBe(401);
    // Staff never apply for one.
    const officer = await tokenOf(app, STAFF.OFFICER);
    const created = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: officer,
      payload: { serviceCode: 'SEARCH_REPORT', formData: {} },
    });
    expect(created.status).toBe(403);
    expect((await step(app, applicant.token, id, 'approve')).status).toBe(403);
  });

  it("the report issued: downloaded by its applicant and the section's staff, never by another citizen", async () => {
    const { app } = await testContext();
    const { applicant, outcome } = await issuedReport(app);
    const url = `/api/documents/${outcome.documentId}/pdf`;
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      expect({ role, status: (await call(app, { method: 'GET', url, token })).status }).toEqual({
        role,
        status: READERS[role],
      });
    }
    expect((await call(app, { method: 'GET', url, token: applicant.token })).status).toBe(200);
    expect((await call(app, { method: 'GET', url, token: (await newCitizen(app)).token })).status).toBe(404);
  });
});
