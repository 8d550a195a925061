// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  auditEvents,
  documents,
  licences,
  marriages,
  registerBooks,
} from '../../src/server/db/schema/index.js';
import { IM_LATE_AFTER_DAYS, IM_MESSAGES } from '../../src/shared/services/institution-marriage.js';
import { toDisplayDate } from '../../src/shared/dates.js';
import { current, markPaid, STAFF, step, tokenOf } from './app-support.js';
import { call, outboxRows, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import { registerEntry } from './letter-support.js';
import {
  dayIn,
  freshId,
  imForm,
  newCitizen,
  newCourtMember,
  newInstitution,
  paidIm,
  party,
  submitIm,
} from './im-support.js';

const { app } = await testContext();
const church = await newInstitution(app);

async function errorsOf(form: Record<string, unknown>, who = church) {
  const { id, response } = await submitIm(app, who, form);
  expect(response.status).toBe(400);
  expect((await current(id)).status).toBe('Draft');
  return response.body.errors as Record<string, string>;
}

describe('submitting an institution marriage: the checks', () => {
  it('a marriage celebrated three days ago at its licensed venue by its officiant goes to payment (KES 3,300.00 fee)', async () => {
    const { id, response } = await submitIm(app, church, await imForm(church));
    expect(response.status).toBe(200);
    const row = await current(id);
    expect(row).toMatchObject({ status: 'Payment_Confirmation', serviceCode: 'INSTITUTION_MARRIAGE', district: '047' });
    await markPaid(id);
    expect((await current(id)).status).toBe('Submitted');
  });

  it('the date cannot be in the future', async () => {
    const errors = await errorsOf(await imForm(church, { celebrationDate: await dayIn(1) }));
    expect(errors['formData.celebrationDate']).toBe(IM_MESSAGES.future);
  });

  it(`more than ${IM_LATE_AFTER_DAYS} days ago needs a reason of 20 characters; with one it is accepted`, async () => {
    const late = await dayIn(-(IM_LATE_AFTER_DAYS + 1));
    expect((await errorsOf(await imForm(church, { celebrationDate: late })))['formData.lateReason']).toBe(
      IM_MESSAGES.lateReason,
    );
    expect(
      (await errorsOf(await imForm(church, { celebrationDate: late, lateReason: 'Late, sorry' })))[
        'formData.lateReason'
      ],
    ).toBe(IM_MESSAGES.lateReason);
    const { response } = await submitIm(
      app,
      church,
      await imForm(church, {
        celebrationDate: late,
        lateReason: 'The parish secretary was away on medical leave for six weeks',
      }),
    );
    expect(response.status).toBe(200);
    // Exactly 30 days ago is not late.
    const { response: onTime } = await submitIm(
      app,
      church,
      await imForm(church, { celebrationDate: await dayIn(-IM_LATE_AFTER_DAYS) }),
    );
    expect(onTime.status).toBe(200);
  });

  it('the institution must have held a valid place licence on the day: before it was issued, after it expired, after it was revoked', async () => {
    const { database } = await testContext();
    const other = await newInstitution(app);
    const [licence] = await database.db.select().from(licences).where(eq(licences.number, other.licenceNumber));
    const beforeIssue = toDisplayDate(await dayIn(-121));
    const early = await errorsOf(
      await imForm(other, {
        celebrationDate: await dayIn(-121),
        lateReason: 'Registered late because the register was misplaced',
      }),
      other,
    );
    expect(early['formData.celebrationDate']).toBe(IM_MESSAGES.noLicence(beforeIssue));
    expect(early['formData.venueLicenceNumber']).toBe(IM_MESSAGES.venueNotLicensedOn(other.venueName, beforeIssue));
    // Expired five days ago: a marriage of ten days ago was covered, one of two days ago is not.
    const { clock } = await testContext();
    await database.db
      .update(licences)
      .set({ validUntil: new Date(clock.now().getTime() - 5 * 86_400_000) })
      .where(eq(licences.id, licence.id));
    expect(
      (await submitIm(app, other, await imForm(other, { celebrationDate: await dayIn(-10) }))).response.status,
    ).toBe(200);
    const expired = await errorsOf(await imForm(other, { celebrationDate: await dayIn(-2) }), other);
    expect(expired['formData.celebrationDate']).toBe(IM_MESSAGES.noLicence(toDisplayDate(await dayIn(-2))));
    // Revoked a week ago (and valid again by date): nothing after the revocation is covered.
    await database.db
      .update(licences)
      .set({
        validUntil: new Date(clock.now().getTime() + 200 * 86_400_000),
        revokedAt: new Date(clock.now().getTime() - 7 * 86_400_000),
      })
      .where(eq(licences.id, licence.id));
    expect(
      (await errorsOf(await imForm(other, { celebrationDate: await dayIn(-3) }), other))['formData.venueLicenceNumber'],
    ).toMatch(/was not licensed on/);
    expect(
      (await submitIm(app, other, await imForm(other, { celebrationDate: await dayIn(-10) }))).response.status,
    ).toBe(200);
  });

  it('the venue must be one of its own licensed venues, in its district', async () => {
    const other = await newInstitution(app);
    expect(
      (await errorsOf(await imForm(church, { venueLicenceNumber: other.licenceNumber })))[
        'formData.venueLicenceNumber'
      ],
    ).toBe(IM_MESSAGES.notYourVenue);
    expect((await errorsOf(await imForm(church, { district: '001' })))['formData.district']).toBe(
      IM_MESSAGES.venueDistrict,
    );
  });

  it('the officiant must be on its list and active', async () => {
    const other = await newInstitution(app);
    expect(
      (await errorsOf(await imForm(church, { officiantLicenceNumber: other.officiant.licenceNumber })))[
        'formData.officiantLicenceNumber'
      ],
    ).toBe(IM_MESSAGES.officiantUnknown);
    const added = await call(app, {
      method: 'POST',
      url: '/api/officiants',
      token: church.token,
      payload: { fullName: 'Rev. Retired Person', licenceNumber: `OFF/R/${freshId()}` },
    });
    await call(app, {
      method: 'PUT',
      url: `/api/officiants/${added.body.data.id}`,
      token: church.token,
      payload: { fullName: 'Rev. Retired Person', licenceNumber: added.body.data.licenceNumber, active: false },
    });
    expect(
      (await errorsOf(await imForm(church, { officiantLicenceNumber: added.body.data.licenceNumber })))[
        'formData.officiantLicenceNumber'
      ],
    ).toBe(IM_MESSAGES.officiantInactive);
  });

  it('the notice checks: each party at least 18 on the day, two different ID numbers, no subsisting marriage', async () => {
    const young = await errorsOf(await imForm(church, { partyA: party({ dateOfBirth: await dayIn(-(17 * 365)) }) }));
    expect(young['formData.partyA.dateOfBirth']).toBe('Party A must be at least 18 on the day of the celebration');
    const id = freshId();
    const same = await errorsOf(
      await imForm(church, { partyA: party({ idNumber: id }), partyB: party({ idNumber: id, sex: 'M' }) }),
    );
    expect(same['formData.partyB.idNumber']).toBe('The two parties cannot have the same ID number');
    const married = freshId();
    await registerEntry(married);
    const bigamy = await errorsOf(await imForm(church, { partyB: party({ idNumber: married, sex: 'M' }) }));
    expect(bigamy['formData.partyB.idNumber']).toBe('Party B has a subsisting marriage in the register');
  });

  it('one registration of a couple at a time: a second while the first waits is refused, naming it to its own institution only', async () => {
    const form = await imForm(church);
    const first = await paidIm(app, church, form);
    const reference = (await current(first)).reference;
    const again = await errorsOf(await imForm(church, { partyA: form.partyB, partyB: form.partyA }));
    expect(again['formData.partyA.idNumber']).toBe(IM_MESSAGES.alreadyYours(reference));
    const other = await newInstitution(app);
    const elsewhere = await errorsOf(await imForm(other, { partyA: form.partyA, partyB: form.partyB }), other);
    expect(elsewhere['formData.partyA.idNumber']).toBe(IM_MESSAGES.alreadyOther);
    // Declined, it no longer stands in the way.
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, first, 'claim');
    expect(
      (await step(app, officer, first, 'decline', 'The certificate copy attached is of another marriage')).status,
    ).toBe(200);
    expect(
      (await submitIm(app, church, await imForm(church, { partyA: form.partyA, partyB: form.partyB }))).response.status,
    ).toBe(200);
  });

  it('a court neither starts nor submits an institution marriage (403, nothing written); a citizen cannot apply (security review, finding 3)', async () => {
    const { database } = await testContext();
    const court = await newCourtMember(app);
    const refusal =
      'Only an institution that celebrates marriages (a church, mosque, temple or licensed organisation) registers an institution marriage';
    const courtRows = async () => ({
      applications: (
        await database.db
          .select({ id: applications.id })
          .from(applications)
          .where(eq(applications.organisationId, court.organisationId))
      ).length,
      audit: (
        await database.db.select({ id: auditEvents.id }).from(auditEvents).where(eq(auditEvents.actorId, court.userId))
      ).length,
    });
    const before = await courtRows();
    const draft = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: court.token,
      payload: { serviceCode: 'INSTITUTION_MARRIAGE', formData: await imForm(church) },
    });
    expect(draft.status).toBe(403);
    expect(draft.body.message).toBe(refusal);
    expect(await courtRows()).toEqual(before);
    // A draft the court holds from before the rule cannot be submitted.
    const made = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: church.token,
      payload: { serviceCode: 'INSTITUTION_MARRIAGE', formData: await imForm(church) },
    });
    await database.db
      .update(applications)
      .set({ applicantId: court.userId, organisationId: court.organisationId })
      .where(eq(applications.id, made.body.id));
    const held = await current(made.body.id);
    const submitted = await step(app, court.token, made.body.id, 'submit');
    expect(submitted.status).toBe(403);
    expect(submitted.body.message).toBe(refusal);
    expect(await current(made.body.id)).toEqual(held);
    const citizen = await newCitizen(app);
    const denied = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: citizen.token,
      payload: { serviceCode: 'INSTITUTION_MARRIAGE', formData: {} },
    });
    expect(denied.status).toBe(403);
  });

  it('an incomplete form is answered with field messages, never a 500', async () => {
    const draft = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: church.token,
      payload: { serviceCode: 'INSTITUTION_MARRIAGE', formData: { celebrationDate: 'yesterday' } },
    });
    expect(draft.status).toBe(400);
    const empty = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: church.token,
      payload: { serviceCode: 'INSTITUTION_MARRIAGE', formData: {} },
    });
    expect(empty.status).toBe(201);
    const refused = await step(app, church.token, empty.body.id, 'submit');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(
      expect.arrayContaining([
        'formData.partyA',
        'formData.celebrationDate',
        'formData.officiantLicenceNumber',
        'formData.witnesses',
      ]),
    );
  });
});

describe('the officer approves an institution marriage', () => {
  it('enters it in the register (book, entry, registration number) and issues its certificate: the institution and both parties with accounts download it, it verifies', async () => {
    const { database } = await testContext();
    const partyAccount = await newCitizen(app);
    const form = await imForm(church, {
      partyA: party({ firstName: 'Wairimu', lastName: 'Njoroge', idNumber: partyAccount.idNumber }),
    });
    const id = await paidIm(app, church, form);
    const row = await walkTo(app, id, 'Approved');
    const outcome = row.outcome as {
      registrationNumber: string;
      bookNumber: string;
      entryNumber: number;
      marriageId: string;
      certificateDocumentId: string;
    };
    expect(outcome.registrationNumber).toMatch(/^MC\/047\/\d{4}\/\d{6}$/);
    const [entry] = await database.db.select().from(marriages).where(eq(marriages.id, outcome.marriageId));
    const [book] = await database.db.select().from(registerBooks).where(eq(registerBooks.id, entry.bookId));
    expect(book.bookNumber).toBe(outcome.bookNumber);
    expect(entry).toMatchObject({
      registrationNumber: outcome.registrationNumber,
      entryNumber: outcome.entryNumber,
      district: '047',
      applicationId: id,
      noticeId: null,
      status: 'SUBSISTING',
      venueName: church.venueName,
      partyAIdNumber: partyAccount.idNumber,
      certificateDocumentId: outcome.certificateDocumentId,
      officiantName: `${church.officiant.fullName} (officiant licence ${church.officiant.licenceNumber})`,
      witnesses: ['John Kamau', 'Jane Achieng'],
    });
    expect(entry.partyA).toMatchObject({
      name: expect.stringMatching(/^Wairimu [A-Z][a-z]+ Njoroge$/),
      condition: 'NEVER_MARRIED',
      residence: 'Nairobi',
    });
    const [doc] = await database.db.select().from(documents).where(eq(documents.id, outcome.certificateDocumentId));
    expect(doc).toMatchObject({
      kind: 'MARRIAGE_CERTIFICATE',
      number: outcome.registrationNumber,
      applicationId: id,
      ownerId: church.userId,
    });
    const verified = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
    expect(verified.body.data).toMatchObject({
      genuine: true,
      kind: 'MARRIAGE_CERTIFICATE',
      number: outcome.registrationNumber,
      revoked: false,
    });
    // The institution and the party holding an account download it; nobody else.
    expect((await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf`, token: church.token })).status).toBe(
      200,
    );
    expect(
      (await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf`, token: partyAccount.token })).status,
    ).toBe(200);
    expect(
      (await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf`, token: (await newCitizen(app)).token }))
        .status,
    ).toBe(404);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/documents/${doc.id}/pdf`,
          token: (await newInstitution(app)).token,
        })
      ).status,
    ).toBe(404);
    // The party finds it among their register entries, and is told.
    const mine = await call(app, { method: 'GET', url: '/api/my-register-entries', token: partyAccount.token });
    expect(mine.body.data).toEqual([
      expect.objectContaining({ registrationNumber: outcome.registrationNumber, certificateDocumentId: doc.id }),
    ]);
    expect(JSON.stringify(await outboxRows(partyAccount.userId))).toContain(`registered your marriage`);
    expect(JSON.stringify(await outboxRows(church.userId))).toContain(
      `certificate ${outcome.registrationNumber} is issued`,
    );
    const audits = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, entry.id));
    expect(audits.map((a) => a.action)).toContain('marriage.registered');
    // The application's timeline says so, in words.
    const timeline = await database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    expect(timeline.find((e) => e.action === 'marriage-registered')?.comment).toBe(
      `Registered as ${outcome.registrationNumber} (book ${outcome.bookNumber}, entry ${outcome.entryNumber})`,
    );
  });

  it('a party married in the register since submit: approval is refused and nothing is written', async () => {
    const { database } = await testContext();
    const id = await paidIm(app, church, await imForm(church));
    const row = await current(id);
    const idNumber = (row.formData as { partyB: { idNumber: string } }).partyB.idNumber;
    await registerEntry(idNumber);
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, id, 'claim');
    const refused = await step(app, officer, id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Party B has a subsisting marriage in the register');
    expect((await current(id)).status).toBe('Pending');
    expect(await database.db.select().from(marriages).where(eq(marriages.applicationId, id))).toEqual([]);
  });
});

describe('the demo institutions', () => {
  it('the church sees a lived-in area: registrations in every status, the approved ones in the register with a certificate that verifies, its officiants', async () => {
    const token = await tokenOf(app, 'church@demo.test');
    const mine = await call(app, {
      method: 'GET',
      url: `/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'INSTITUTION_MARRIAGE' }))}&range=[0,99]`,
      token,
    });
    const demo = (mine.body as { status: string; serviceCode: string; applicantId: string }[]).filter(
      (a) => a.serviceCode === 'INSTITUTION_MARRIAGE',
    );
    expect(new Set(demo.map((a) => a.status))).toEqual(
      new Set([
        'Draft',
        'Payment_Confirmation',
        'Submitted',
        'Pending',
        'Corrections_Requested',
        'Declined',
        'Approved',
      ]),
    );
    const { database } = await testContext();
    // The demo's own (the year of history before them enters its marriages without certificates).
    const approved = (await database.db.select().from(marriages)).filter(
      (m) => m.venueName === "St. Andrew's Presbyterian Church, Nairobi" && m.certificateDocumentId,
    );
    expect(approved.length).toBeGreaterThanOrEqual(3);
    const [doc] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.id, approved[0].certificateDocumentId!));
    expect((await call(app, { method: 'GET', url: `/api/verify/${doc.code}` })).body.data).toMatchObject({
      genuine: true,
      kind: 'MARRIAGE_CERTIFICATE',
    });
    expect((await call(app, { method: 'GET', url: `/api/documents/${doc.id}/pdf`, token })).status).toBe(200);
    const officiants = await call(app, { method: 'GET', url: '/api/officiants', token });
    expect(officiants.body.filter((o: { active: boolean }) => o.active).length).toBe(3);
    expect(
      officiants.body.filter((o: { active: boolean }) => !o.active).map((o: { fullName: string }) => o.fullName),
    ).toEqual(['Rev. Dr. John Gatu']);
    const venues = await call(app, { method: 'GET', url: '/api/institution-venues', token });
    expect(venues.body.data).toEqual([
      expect.objectContaining({ venueName: "St. Andrew's Presbyterian Church, Nairobi", status: 'VALID' }),
    ]);
    // The temple sees its own only.
    const temple = await tokenOf(app, 'temple@demo.test');
    const templeApps = (await call(app, { method: 'GET', url: '/api/applications?range=[0,99]', token: temple }))
      .body as { applicantId: string }[];
    expect(templeApps.length).toBe(2);
    expect(templeApps.every((a) => !demo.some((d) => d.applicantId === a.applicantId))).toBe(true);
  });
});
