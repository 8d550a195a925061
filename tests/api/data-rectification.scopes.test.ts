import { describe, expect, it } from 'vitest';
import { newCitizen, STAFF, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { call, testContext } from './helpers.js';
import { approvedRectification, submittedRectification } from './rectification-support.js';

// Rectifications are their own section: the minister and finance do not see them (domain section 1).
const READERS: Record<Role, number> = {
  OFFICER: 200,
  DIRECTOR: 200,
  REGISTRAR_GENERAL: 200,
  MINISTER: 404,
  ADMIN: 200,
  FINANCE: 404,
};

describe('DATA_RECTIFICATION: every role at every level', () => {
  itWorksOnlyAtItsLevel({
    chain: ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL'],
    submitted: (app) => submittedRectification(app),
    readers: READERS,
  });

  it("the new certificate: downloaded by its applicant and the section's staff, never by another citizen", async () => {
    const { app } = await testContext();
    const { applicant, outcome } = await approvedRectification(app);
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      expect({
        role,
        status: (await call(app, { method: 'GET', url: `/api/documents/${outcome.certificateDocumentId}/pdf`, token }))
          .status,
      }).toEqual({ role, status: READERS[role] });
    }
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/documents/${outcome.certificateDocumentId}/pdf`,
          token: applicant.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/documents/${outcome.certificateDocumentId}/pdf`,
          token: (await newCitizen(app)).token,
        })
      ).status,
    ).toBe(404);
  });
});
