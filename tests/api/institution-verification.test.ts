import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents, organisationEvidence, organisations, outbox, users } from '../../src/server/db/schema/index.js';
import { VERIFICATION_MESSAGES } from '../../src/shared/contracts/institution-verification.js';
import { NOT_VERIFIED_MESSAGE } from '../../src/shared/institutions.js';
import { ORGANISATION_TYPES } from '../../src/shared/accounts.js';
import { SERVICES } from '../../src/shared/services.js';
import { tokenOf } from './app-support.js';
import {
  call,
  expectNothingWritten,
  get,
  post,
  rowCounts,
  signedInUser,
  signIn,
  TEST_PASSWORD,
  testContext,
  uniqueContact,
} from './helpers.js';
import { submitEvidence, unverifiedInstitution, uploadEvidence, verifyAsOfficer } from './verification-support.js';
import { demoPdf } from '../../src/server/db/seed/demo-applications.js';

const ORGANISATION_SERVICES = SERVICES.filter((s) => s.audience.includes('ORGANIZATION')).map((s) => s.code);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');

/** Everything an institution may do, tried by an institution that is not (yet) verified: each refused, nothing written. */
async function expectRefusedEverywhere(token: string) {
  const { app } = await testContext();
  const before = await rowCounts();
  for (const serviceCode of ORGANISATION_SERVICES) {
    const created = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token,
      payload: { serviceCode, formData: {} },
    });
    expect(created.status, serviceCode).toBe(403);
    expect(created.body.message, serviceCode).toBe(NOT_VERIFIED_MESSAGE);
  }
  const entries = await get(app, 'divorce-returns/entries?partyName=Wanjiku', { token });
  expect(entries.status).toBe(403);
  expect(entries.body.message).toBe(NOT_VERIFIED_MESSAGE);
  const officiant = await call(app, {
    method: 'POST',
    url: '/api/officiants',
    token,
    payload: { fullName: 'Rev. Someone', licenceNumber: 'OFF/2026/9999' },
  });
  expect(officiant.status).toBe(403);
  expect((await get(app, 'officiants', { token })).status).toBe(403);
  await expectNothingWritten(before);
}

describe('institutions are verified before they act (issue 19)', () => {
  it('a self-registered organisation of each type can neither file nor read anything an institution may, before and while its evidence waits', async () => {
    const { app } = await testContext();
    for (const type of ORGANISATION_TYPES) {
      const institution = await unverifiedInstitution(app, type);
      const own = await get(app, 'institution-verification', { token: institution.token });
      expect(own.body.data).toMatchObject({
        status: 'UNVERIFIED',
        type,
        submittedAt: null,
        evidence: [],
        missing: own.body.data.required,
      });
      expect((await get(app, 'users/me', { token: institution.token })).body.data.organisation.verification).toBe(
        'UNVERIFIED',
      );
      await expectRefusedEverywhere(institution.token);
      await submitEvidence(app, institution.token, type);
      expect((await get(app, 'institution-verification', { token: institution.token })).body.data.status).toBe(
        'SUBMITTED',
      );
      await expectRefusedEverywhere(institution.token);
    }
  });

  it('the fake court of the security review ends in 403 at every step, and a verified court files', async () => {
    const { app } = await testContext();
    const court = await unverifiedInstitution(app, 'COURT');
    // The register read by name that bypassed the paid search, then the divorce return itself.
    expect((await get(app, 'divorce-returns/entries?partyName=Kamau', { token: court.token })).status).toBe(403);
    expect(
      (await get(app, 'divorce-returns/entries?registrationNumber=MR%2F047%2F2020%2F000001', { token: court.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/applications',
          token: court.token,
          payload: { serviceCode: 'DIVORCE_RETURN', formData: { caseNumber: 'E1/2026' } },
        })
      ).status,
    ).toBe(403);
    // Evidence alone is not trust: still refused until an officer verifies it.
    await submitEvidence(app, court.token, 'COURT');
    expect((await get(app, 'divorce-returns/entries?partyName=Kamau', { token: court.token })).status).toBe(403);
    // A court is never licensed to celebrate marriages.
    const officer = await tokenOf(app, 'officer@demo.test');
    const read = (await get(app, `institution-verifications/${court.organisationId}`, { token: officer })).body;
    const licensedCourt = await post(
      app,
      `institution-verifications/${court.organisationId}/verify`,
      { version: read.version, licensed: true },
      { token: officer },
    );
    expect(licensedCourt.status).toBe(400);
    expect(licensedCourt.body.errors).toEqual({ licensed: VERIFICATION_MESSAGES.courtNotLicensed });
    await verifyAsOfficer(app, court.organisationId);
    expect((await get(app, 'divorce-returns/entries?partyName=Kamau', { token: court.token })).status).toBe(200);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/applications',
          token: court.token,
          payload: { serviceCode: 'DIVORCE_RETURN', formData: {} },
        })
      ).status,
    ).toBe(201);
    // A verified court is still a court: no marriage returns.
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/applications',
          token: court.token,
          payload: { serviceCode: 'MARRIAGE_RETURN', formData: {} },
        })
      ).status,
    ).toBe(403);
  });

  it('takes the evidence its kind needs, checked by content, and sends it only when complete', async () => {
    const { app } = await testContext();
    const church = await unverifiedInstitution(app, 'CHURCH');
    const before = await rowCounts();
    const wrongKind = await uploadEvidence(app, church.token, 'JUDICIARY_LETTER');
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.errors.kind).toBe(VERIFICATION_MESSAGES.wrongKind);
    const html = await uploadEvidence(app, church.token, 'REGISTRATION_CERTIFICATE', HTML);
    expect(html.status).toBe(415);
    await expectNothingWritten(before);
    let own = (await get(app, 'institution-verification', { token: church.token })).body.data;
    const incomplete = await post(
      app,
      'institution-verification/submit',
      { version: own.version },
      { token: church.token },
    );
    expect(incomplete.status).toBe(400);
    expect(Object.keys(incomplete.body.errors)).toEqual([
      'evidence.REGISTRATION_CERTIFICATE',
      'evidence.AUTHORITY_LETTER',
    ]);

    expect((await uploadEvidence(app, church.token, 'REGISTRATION_CERTIFICATE')).status).toBe(201);
    const replaced = await uploadEvidence(app, church.token, 'REGISTRATION_CERTIFICATE');
    expect(replaced.status).toBe(201);
    const letter = await uploadEvidence(app, church.token, 'AUTHORITY_LETTER');
    own = (await get(app, 'institution-verification', { token: church.token })).body.data;
    expect(own.evidence.map((e: { kind: string }) => e.kind)).toEqual(['REGISTRATION_CERTIFICATE', 'AUTHORITY_LETTER']);
    expect(own.evidence[0].id).toBe(replaced.body.id);
    expect(own.missing).toEqual([]);
    // A page read before the last upload is stale.
    expect(
      (await post(app, 'institution-verification/submit', { version: own.version - 1 }, { token: church.token }))
        .status,
    ).toBe(409);
    const sent = await post(app, 'institution-verification/submit', { version: own.version }, { token: church.token });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: 'SUBMITTED', submittedAt: expect.any(String) });
    // Sent: nothing changes until the registry decides.
    expect((await uploadEvidence(app, church.token, 'AUTHORITY_LETTER')).status).toBe(409);
    expect(
      (
        await call(app, {
          method: 'DELETE',
          url: `/api/institution-verification/evidence/${letter.body.id}`,
          token: church.token,
        })
      ).status,
    ).toBe(409);
    expect(await auditActionsOf(church.organisationId)).toEqual(
      expect.arrayContaining(['organisation.evidence-added', 'organisation.verification-submitted']),
    );
  });

  it('forgets a document replaced or removed before the evidence is first sent, with its content; keeps what the registry has seen', async () => {
    const { app, database } = await testContext();
    const church = await unverifiedInstitution(app, 'CHURCH');
    const rows = () =>
      database.db
        .select()
        .from(organisationEvidence)
        .where(eq(organisationEvidence.organisationId, church.organisationId));
    const first = await uploadEvidence(
      app,
      church.token,
      'REGISTRATION_CERTIFICATE',
      demoPdf(`First try ${church.organisationId}`),
    );
    const [{ sha256: firstHash }] = await rows();
    await uploadEvidence(app, church.token, 'REGISTRATION_CERTIFICATE', demoPdf(`Second try ${church.organisationId}`));
    expect((await rows()).map((r) => r.id)).not.toContain(first.body.id);
    expect(await app.files.has(firstHash)).toBe(false);
    const letter = await uploadEvidence(
      app,
      church.token,
      'AUTHORITY_LETTER',
      demoPdf(`Letter ${church.organisationId}`),
    );
    const letterHash = (await rows()).find((r) => r.id === letter.body.id)!.sha256;
    expect(
      (
        await call(app, {
          method: 'DELETE',
          url: `/api/institution-verification/evidence/${letter.body.id}`,
          token: church.token,
        })
      ).status,
    ).toBe(200);
    expect((await rows()).map((r) => r.kind)).toEqual(['REGISTRATION_CERTIFICATE']);
    expect(await app.files.has(letterHash)).toBe(false);

    // Sent and refused: what the registry decided on stays, marked deleted, when the institution replaces it.
    await uploadEvidence(app, church.token, 'AUTHORITY_LETTER', demoPdf(`Letter again ${church.organisationId}`));
    const own = (await get(app, 'institution-verification', { token: church.token })).body.data;
    expect(
      (await post(app, 'institution-verification/submit', { version: own.version }, { token: church.token })).status,
    ).toBe(200);
    const officer = await tokenOf(app, 'officer@demo.test');
    const queued = (await get(app, `institution-verifications/${church.organisationId}`, { token: officer })).body;
    expect(
      (
        await post(
          app,
          `institution-verifications/${church.organisationId}/reject`,
          { version: queued.version, reason: 'The certificate is not legible; send a clearer scan' },
          { token: officer },
        )
      ).status,
    ).toBe(200);
    const [seen] = (await rows()).filter((r) => r.kind === 'REGISTRATION_CERTIFICATE');
    await uploadEvidence(app, church.token, 'REGISTRATION_CERTIFICATE', demoPdf(`Clearer ${church.organisationId}`));
    const kept = (await rows()).find((r) => r.id === seen.id)!;
    expect(kept.deletedAt).toBeInstanceOf(Date);
    expect(await app.files.has(seen.sha256)).toBe(true);
  });

  it("the registry's queue: an officer reads the evidence and verifies; the institution is told and reaches its services", async () => {
    const { app, database } = await testContext();
    const church = await unverifiedInstitution(app, 'CHURCH');
    await submitEvidence(app, church.token, 'CHURCH');
    const officer = await tokenOf(app, 'officer@demo.test');
    const queue = await get(
      app,
      `institution-verifications?filter=${encodeURIComponent(JSON.stringify({ status: 'SUBMITTED' }))}&range=[0,999]`,
      { token: officer },
    );
    expect(queue.status).toBe(200);
    const row = queue.body.find((r: { id: string }) => r.id === church.organisationId);
    expect(row).toMatchObject({ status: 'SUBMITTED', type: 'CHURCH', evidenceCount: 2, applicantName: 'Test Person' });
    expect(queue.body.every((r: { status: string }) => r.status === 'SUBMITTED')).toBe(true);
    // The demo's waiting church and court are in it too.
    expect(queue.body.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Kilimani Baptist Church', 'Kahawa Law Courts']),
    );
    const one = await get(app, `institution-verifications/${church.organisationId}`, { token: officer });
    expect(one.body.members).toEqual([expect.objectContaining({ email: church.email })]);
    const file = await call(app, {
      method: 'GET',
      url: `/api/institution-evidence/${one.body.evidence[0].id}/content`,
      token: officer,
    });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    expect(
      (
        await post(
          app,
          `institution-verifications/${church.organisationId}/verify`,
          { version: one.body.version - 1 },
          { token: officer },
        )
      ).status,
    ).toBe(409);
    expect(one.body.licensed).toBe(false);
    // Its evidence includes its licence to celebrate marriages: verified as licensed, it files marriage returns.
    const verified = await post(
      app,
      `institution-verifications/${church.organisationId}/verify`,
      { version: one.body.version, licensed: true },
      { token: officer },
    );
    expect(verified.status).toBe(200);
    expect(verified.body.data).toMatchObject({
      status: 'VERIFIED',
      licensed: true,
      decidedAt: expect.any(String),
      decisionReason: null,
    });
    // Once decided, not again.
    expect(
      (
        await post(
          app,
          `institution-verifications/${church.organisationId}/verify`,
          { version: verified.body.data.version },
          { token: officer },
        )
      ).body.message,
    ).toBe(VERIFICATION_MESSAGES.notWaiting);
    const [event] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, church.organisationId), eq(auditEvents.action, 'organisation.verified')));
    expect(event.after).toEqual({ verification: 'VERIFIED', reason: null, licensed: true });
    const told = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, church.userId), eq(outbox.kind, 'INSTITUTION_VERIFIED')));
    expect(told.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect(told[0].body).toContain('has verified');
    // Now it files: a marriage return draft, its officiants.
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/applications',
          token: church.token,
          payload: { serviceCode: 'MARRIAGE_RETURN', formData: {} },
        })
      ).status,
    ).toBe(201);
    expect((await get(app, 'users/me', { token: church.token })).body.data.organisation.verification).toBe('VERIFIED');
  });

  it('a refusal needs its reason, tells the institution why, and new evidence sends it again', async () => {
    const { app, database } = await testContext();
    const church = await unverifiedInstitution(app, 'MOSQUE');
    const sent = await submitEvidence(app, church.token, 'MOSQUE');
    const director = await tokenOf(app, 'director@demo.test');
    const before = await rowCounts();
    const noReason = await post(
      app,
      `institution-verifications/${sent.id}/reject`,
      { version: sent.version },
      { token: director },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toBe(VERIFICATION_MESSAGES.reason);
    await expectNothingWritten(before);
    const reason = 'The certificate sent is of another society: send your own.';
    const rejected = await post(
      app,
      `institution-verifications/${sent.id}/reject`,
      { version: sent.version, reason },
      { token: director },
    );
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'REJECTED', decisionReason: reason });
    const told = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, church.userId), eq(outbox.kind, 'INSTITUTION_REJECTED')));
    expect(told).toHaveLength(2);
    expect(told[0].body).toContain(reason);
    await expectRefusedEverywhere(church.token);
    // It sends the right certificate: back in the queue.
    expect((await uploadEvidence(app, church.token, 'REGISTRATION_CERTIFICATE')).status).toBe(201);
    const own = (await get(app, 'institution-verification', { token: church.token })).body.data;
    expect(own).toMatchObject({ status: 'REJECTED', decisionReason: reason, missing: [] });
    expect(
      (await post(app, 'institution-verification/submit', { version: own.version }, { token: church.token })).body.data
        .status,
    ).toBe('SUBMITTED');
  });

  it("only registry staff who work the queue decide; the administrator reads; nobody reads another institution's evidence", async () => {
    const { app } = await testContext();
    const church = await unverifiedInstitution(app, 'TEMPLE');
    const sent = await submitEvidence(app, church.token, 'TEMPLE');
    const evidenceId = (await get(app, 'institution-verification', { token: church.token })).body.data.evidence[0].id;
    const other = await unverifiedInstitution(app, 'CHURCH');
    const citizen = await signedInUser(app);
    const emails = [
      'finance@demo.test',
      'minister@demo.test',
      'admin@demo.test',
      'church@demo.test',
      'citizen@demo.test',
      'officer@demo.test',
    ];
    const tokens = Object.fromEntries(
      await Promise.all(emails.map(async (email) => [email, await tokenOf(app, email)] as const)),
    );
    const before = await rowCounts();
    for (const email of [
      'finance@demo.test',
      'minister@demo.test',
      'admin@demo.test',
      'church@demo.test',
      'citizen@demo.test',
    ]) {
      expect(
        (
          await post(
            app,
            `institution-verifications/${sent.id}/verify`,
            { version: sent.version },
            { token: tokens[email] },
          )
        ).status,
        email,
      ).toBe(403);
    }
    for (const email of ['finance@demo.test', 'minister@demo.test', 'church@demo.test', 'citizen@demo.test']) {
      expect((await get(app, 'institution-verifications', { token: tokens[email] })).status, email).toBe(403);
    }
    expect((await get(app, `institution-verifications/${sent.id}`, { token: tokens['admin@demo.test'] })).status).toBe(
      200,
    );
    expect((await get(app, `institution-evidence/${evidenceId}/content`, { token: other.token })).status).toBe(404);
    expect((await get(app, `institution-evidence/${evidenceId}/content`, { token: church.token })).status).toBe(200);
    expect((await get(app, 'institution-verification', { token: citizen.token })).status).toBe(403);
    expect(
      (
        await get(app, `institution-verifications/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`, {
          token: tokens['officer@demo.test'],
        })
      ).status,
    ).toBe(404);
    await expectNothingWritten(before);
  });

  it('registry staff add a court the registry knows: verified at once, its account holder invited to set a password', async () => {
    const { app, database } = await testContext();
    const officer = await tokenOf(app, 'officer@demo.test');
    const admin = await tokenOf(app, 'admin@demo.test');
    const contact = uniqueContact();
    const tag = contact.email.slice(4, 12);
    const court = {
      name: `Kibera Law Courts ${tag}`,
      type: 'COURT',
      registrationNumber: `JUD/NRB/KBR/${tag}`,
      firstName: 'Ruth',
      lastName: 'Achieng',
      email: contact.email,
      phone: contact.phone,
    };
    const before = await rowCounts();
    expect((await post(app, 'institution-verifications', court, { token: admin })).status).toBe(403);
    const licensedCourt = await post(
      app,
      'institution-verifications',
      { ...court, licensed: true },
      { token: officer },
    );
    expect(licensedCourt.status).toBe(400);
    expect(licensedCourt.body.errors).toEqual({ licensed: VERIFICATION_MESSAGES.courtNotLicensed });
    await expectNothingWritten(before);
    const created = await post(app, 'institution-verifications', court, { token: officer });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: court.name,
      type: 'COURT',
      status: 'VERIFIED',
      licensed: false,
      members: [expect.objectContaining({ email: court.email })],
    });
    expect(await auditActionsOf(created.body.data.id)).toEqual(['organisation.created']);
    // The same court twice, or an address already taken: 409, nothing written.
    const again = await rowCounts();
    expect(
      (
        await post(
          app,
          'institution-verifications',
          { ...court, email: uniqueContact().email, phone: uniqueContact().phone },
          { token: officer },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await post(
          app,
          'institution-verifications',
          { ...court, registrationNumber: `${court.registrationNumber}/2` },
          { token: officer },
        )
      ).status,
    ).toBe(409);
    await expectNothingWritten(again);
    // The account holder sets a password with the e-mailed code and acts as the court.
    const [invitation] = await database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, court.email), eq(outbox.kind, 'INSTITUTION_INVITATION')));
    const code = invitation.body.match(/code to set your password is (\d{6})/)![1];
    expect(
      (await post(app, 'users/auth/reset-password', { phoneOrEmail: court.email, code, password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
    const { token } = await signIn(app, court.email, TEST_PASSWORD);
    expect((await get(app, 'divorce-returns/entries?partyName=Kamau', { token })).status).toBe(200);
  });

  it("an invited account of an institution the registry added is not a squatter's sign-up: a day later its address is still taken", async () => {
    const { app, database, clock } = await testContext();
    const officer = await tokenOf(app, 'officer@demo.test');
    const contact = uniqueContact();
    const created = await post(
      app,
      'institution-verifications',
      {
        name: `Known Chapel ${contact.email.slice(4, 12)}`,
        type: 'CHURCH',
        registrationNumber: `SOC/K/${contact.email.slice(4, 16)}`,
        licensed: true,
        firstName: 'Paul',
        lastName: 'Otieno',
        email: contact.email,
        phone: contact.phone,
      },
      { token: officer },
    );
    expect(created.status).toBe(201);
    expect(created.body.data.licensed).toBe(true);
    await database.db
      .update(users)
      .set({ createdAt: new Date(clock.now().getTime() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(users.email, contact.email));
    const squatter = await post(app, 'users/auth/register', {
      firstName: 'Some',
      lastName: 'One',
      accountType: 'INDIVIDUAL',
      email: contact.email,
      phone: uniqueContact().phone,
    });
    expect(squatter.status).toBe(409);
  });

  it("the demo's institutions are verified; a new sign-up is not", async () => {
    const { database } = await testContext();
    const rows = await database.db
      .select({ name: organisations.name, verification: organisations.verification })
      .from(organisations);
    const of = (name: string) => rows.find((r) => r.name === name)?.verification;
    expect(of("St. Andrew's Presbyterian Church, Nairobi")).toBe('VERIFIED');
    expect(of('Milimani Law Courts')).toBe('VERIFIED');
    expect(of('Kilimani Baptist Church')).toBe('SUBMITTED');
    expect(of('Grace Fellowship Centre')).toBe('REJECTED');
    expect(of('Masjid Noor, Eastleigh')).toBe('UNVERIFIED');
    // Every demo account of an institution the demo uses is of a verified one (the places the registry licensed too).
    for (const email of ['church@demo.test', 'court@demo.test', 'temple@demo.test', 'gardens@demo.test']) {
      const [row] = await database.db
        .select({ verification: organisations.verification })
        .from(users)
        .innerJoin(organisations, eq(organisations.id, users.organisationId))
        .where(eq(users.email, email));
      expect({ email, verification: row?.verification }).toEqual({ email, verification: 'VERIFIED' });
    }
  });
});

async function auditActionsOf(entityId: string): Promise<string[]> {
  const { database } = await testContext();
  return (
    await database.db.select({ action: auditEvents.action }).from(auditEvents).where(eq(auditEvents.entityId, entityId))
  ).map((r) => r.action);
}
