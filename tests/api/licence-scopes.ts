import { describe, expect, it } from 'vitest';
import { newCitizen, STAFF, tokenOf } from './app-support.js';
import { itWorksOnlyAtItsLevel, ROLES, type Role } from './chain-scopes.js';
import { call, testContext } from './helpers.js';
import { getLicence, LEVELS, submittedLicence, walkTo, type LicenceService } from './licence-support.js';

/**
 * Every role at every level of a licence's chain: who reads the application, who may claim and
 * approve it (only the level's own role; never the applicant or another citizen), and who reads and
 * revokes the licence it issues. Each refusal changes nothing.
 */
export function describeLicenceScopes(service: LicenceService) {
  describe(`${service}: every role at every level`, () => {
    itWorksOnlyAtItsLevel({
      chain: LEVELS,
      submitted: (app) => submittedLicence(app, service),
      readers: { OFFICER: 200, DIRECTOR: 200, REGISTRAR_GENERAL: 200, MINISTER: 200, ADMIN: 200, FINANCE: 404 },
    });

    it('the licence issued: read by registry staff and its holder, revoked by the Registrar General only', async () => {
      const { app } = await testContext();
      const { applicant, id } = await submittedLicence(app, service);
      const approved = await walkTo(app, id, 'Approved');
      const licenceId = String((approved.outcome as { licenceId: string }).licenceId);
      const readers: Record<Role, number> = {
        OFFICER: 200,
        DIRECTOR: 200,
        REGISTRAR_GENERAL: 200,
        MINISTER: 200,
        ADMIN: 200,
        FINANCE: 404,
      };
      for (const role of ROLES) {
        expect({ role, status: (await getLicence(app, await tokenOf(app, STAFF[role]), licenceId)).status }).toEqual({
          role,
          status: readers[role],
        });
      }
      expect((await getLicence(app, applicant.token, licenceId)).status).toBe(200);
      expect((await getLicence(app, (await newCitizen(app)).token, licenceId)).status).toBe(404);
      const reason = { reason: 'Issued on a forged letter, as the police confirmed.' };
      for (const role of ROLES.filter((r) => r !== 'REGISTRAR_GENERAL')) {
        const refused = await call(app, {
          method: 'POST',
          url: `/api/licences/${licenceId}/revoke`,
          token: await tokenOf(app, STAFF[role]),
          payload: reason,
        });
        expect({ role, status: refused.status }).toEqual({ role, status: 403 });
      }
      expect(
        (
          await call(app, {
            method: 'POST',
            url: `/api/licences/${licenceId}/revoke`,
            token: applicant.token,
            payload: reason,
          })
        ).status,
      ).toBe(403);
      expect((await getLicence(app, applicant.token, licenceId)).body.data.status).toBe('VALID');
      const revoked = await call(app, {
        method: 'POST',
        url: `/api/licences/${licenceId}/revoke`,
        token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
        payload: reason,
      });
      expect(revoked.status).toBe(200);
      expect(revoked.body.data.status).toBe('REVOKED');
    });
  });
}
