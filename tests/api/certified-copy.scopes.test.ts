import { describe, expect, it } from 'vitest';
import { newCitizen, STAFF, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { issuedCopies, submittedCopy } from './copy-support.js';
import { call, testContext } from './helpers.js';

describe('CERTIFIED_COPY: every role at both levels', () => {
  // The copies are the certification section's: the minister and finance do not see them.
  itWorksOnlyAtItsLevel({
    chain: ['OFFICER', 'DIRECTOR'],
    submitted: (app) => submittedCopy(app, 1),
    readers: { OFFICER: 200, DIRECTOR: 200, REGISTRAR_GENERAL: 200, MINISTER: 404, ADMIN: 200, FINANCE: 404 },
  });

  it("each copy issued: downloaded by its applicant and the section's staff, never by another citizen", async () => {
    const { app } = await testContext();
    const { applicant, outcome } = await issuedCopies(app, 2);
    const readers: Record<Role, number> = {
      OFFICER: 200,
      DIRECTOR: 200,
      REGISTRAR_GENERAL: 200,
      MINISTER: 404,
      ADMIN: 200,
      FINANCE: 404,
    };
    for (const copy of outcome.copies) {
      for (const role of ROLES) {
        const token = await tokenOf(app, STAFF[role]);
        expect({
          role,
          status: (await call(app, { method: 'GET', url: `/api/documents/${copy.documentId}/pdf`, token })).status,
        }).toEqual({ role, status: readers[role] });
      }
      expect(
        (await call(app, { method: 'GET', url: `/api/documents/${copy.documentId}/pdf`, token: applicant.token }))
          .status,
      ).toBe(200);
      expect(
        (
          await call(app, {
            method: 'GET',
            url: `/api/documents/${copy.documentId}/pdf`,
            token: (await newCitizen(app)).token,
          })
        ).status,
      ).toBe(404);
    }
  });
});
