import { describe, expect, it } from 'vitest';
import { institutionRegistrySchema } from '../../src/shared/contracts/institutions.js';
import { createDraft, newCitizen, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';
import { registerEntry } from './letter-support.js';
import { freshId } from './notice-support.js';

async function registryOf(email: string) {
  const { app } = await testContext();
  const response = await call(app, {
    method: 'GET',
    url: '/api/institution/registry',
    token: await tokenOf(app, email),
  });
  expect(response.status).toBe(200);
  return institutionRegistrySchema.parse(response.body.data);
}

describe('the institution’s registry', () => {
  it('the church: its details and its licence (number, validity, status, PDF it can download)', async () => {
    const { app } = await testContext();
    const registry = await registryOf('church@demo.test');
    expect(registry.organisation).toEqual({
      name: "St. Andrew's Presbyterian Church, Nairobi",
      type: 'CHURCH',
      registrationNumber: 'SOC/PCEA/1911',
      licensed: true,
    });
    expect(registry.licences.length).toBeGreaterThan(0);
    const [licence] = registry.licences;
    expect(licence).toMatchObject({ kind: 'PUBLIC_PLACE', status: 'VALID' });
    expect(licence.validUntil.getTime()).toBeGreaterThan(licence.issuedAt.getTime());
    const church = await tokenOf(app, 'church@demo.test');
    expect(
      (await call(app, { method: 'GET', url: `/api/documents/${licence.documentId}/pdf`, token: church })).status,
    ).toBe(200);
    // Another institution cannot read it.
    const court = await tokenOf(app, 'court@demo.test');
    expect(
      (await call(app, { method: 'GET', url: `/api/documents/${licence.documentId}/pdf`, token: court })).status,
    ).toBe(404);
  });

  it('the court: its divorce returns with their statuses, what each is about, and none of another institution’s', async () => {
    const { app } = await testContext();
    const court = await registryOf('court@demo.test');
    expect(court.organisation).toMatchObject({ name: 'Milimani Law Courts', type: 'COURT' });
    const statuses = court.returns.filter((r) => r.serviceCode === 'DIVORCE_RETURN').map((r) => r.status);
    expect(statuses).toEqual(
      expect.arrayContaining(['Draft', 'Submitted', 'Corrections_Requested', 'Declined', 'Approved']),
    );
    // The demo's approved returns say their case and entry (other test files' returns of the court may be listed too); the page words them.
    const approved = court.returns.filter((r) => r.status === 'Approved');
    expect(
      approved.some(
        (r) =>
          /^MILIMANI DIVORCE CAUSE NO\. E\d+ OF 2025$/.test(r.caseNumber ?? '') &&
          /^MC\/047\/\d{4}\/\d{6}$/.test(r.registrationNumber ?? ''),
      ),
    ).toBe(true);
    for (const r of approved)
      expect(r).toMatchObject({
        periodFrom: null,
        periodTo: null,
        caseNumber: expect.any(String),
        registrationNumber: expect.stringMatching(/^MC\/\d{3}\/\d{4}\/\S+$/),
      });
    // A new return of the court is listed for the court only.
    const entry = await registerEntry(freshId());
    const draft = await createDraft(app, await tokenOf(app, 'court@demo.test'), 'DIVORCE_RETURN', {
      caseNumber: 'MILIMANI DIVORCE CAUSE NO. E999 OF 2025',
      court: 'High Court at Nairobi',
      decreeAbsoluteDate: '2026-01-10',
      registrationNumber: entry.registrationNumber,
    });
    expect((await registryOf('court@demo.test')).returns.map((r) => r.applicationId)).toContain(draft.id);
    const church = await registryOf('church@demo.test');
    expect(church.returns.map((r) => r.applicationId)).not.toContain(draft.id);
    // None of the court's returns is the church's (another test file may leave the church a divorce draft made before the courts-only rule).
    const courts = new Set((await registryOf('court@demo.test')).returns.map((r) => r.applicationId));
    expect(church.returns.filter((r) => courts.has(r.applicationId))).toEqual([]);
    expect(church.licences.length).toBeGreaterThan(0);
    expect(court.licences).toEqual([]);
  });

  it('is for institutions only: a citizen and staff are refused, a visitor must sign in', async () => {
    const { app } = await testContext();
    const citizen = await newCitizen(app);
    const refused = await call(app, { method: 'GET', url: '/api/institution/registry', token: citizen.token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only an institution's own accounts can read its registry");
    expect(
      (
        await call(app, {
          method: 'GET',
          url: '/api/institution/registry',
          token: await tokenOf(app, 'officer@demo.test'),
        })
      ).status,
    ).toBe(403);
    expect((await call(app, { method: 'GET', url: '/api/institution/registry' })).status).toBe(401);
  });
});
