// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { licences, marriages } from '../../src/server/db/schema/index.js';
import { documentOf, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';
import {
  couple,
  formOf,
  getLicence,
  issuedLicence,
  listUrl,
  startNow,
  submittedLicence,
  venueForm,
} from './licence-support.js';
import {
  book,
  clearNotice,
  dateIn,
  nextSlot,
  noticeForm,
  nowMs,
  publishedNotice,
  submitNotice,
} from './notice-support.js';

const celebration = {
  officiantName: 'Mercy Atieno, Registrar of Marriages',
  witnessesPresent: ['John Kamau', 'Jane Achieng'],
};
let started = 0;

async function verify(code: string) {
  const { app } = await testContext();
  return call(app, { method: 'GET', url: `/api/verify/${code}` });
}

describe('submit checks of the special licences', () => {
  it.each(['SPECIAL_LICENCE_NOTICE_WAIVER', 'SPECIAL_LICENCE_PRIVATE_VENUE'] as const)(
    '%s: ages, distinct IDs, bigamy and the 90 days are checked at submit',
    async (service) => {
      const { app } = await testContext();
      const expectRefused = async (form: Record<string, unknown>, field: string, message: RegExp) => {
        // The field's own message, as the submit answer names it.
        await expect(submittedLicence(app, service, form)).rejects.toThrow(
          new RegExp(`"${field.replace(/\./g, '\\.')}":"[^"]*${message.source}`),
        );
      };
      const base = formOf(service);
      await expectRefused(
        { ...base, partyA: { ...(base.partyA as object), dateOfBirth: dateIn(-17 * 365) } },
        'formData.partyA.dateOfBirth',
        /at least 18/,
      );
      await expectRefused(
        { ...base, partyB: { ...(base.partyB as object), idNumber: (base.partyA as { idNumber: string }).idNumber } },
        'formData.partyB.idNumber',
        /same ID number/,
      );
      await expectRefused({ ...base, intendedDate: dateIn(120) }, 'formData.intendedDate', /runs 90 days/);
      await expectRefused({ ...base, intendedDate: dateIn(0) }, 'formData.intendedDate', /after today/);
      // A party already married in the register.
      const married = await issuedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER');
      const notice = await publishedNotice(
        app,
        noticeForm({
          ...couple(),
          ...{ partyA: married.form.partyA, partyB: married.form.partyB },
          intendedDate: dateIn(3),
          specialLicenceReference: married.outcome.licenceNumber,
        }),
        married.applicant,
      );
      const booking = await book(
        app,
        married.applicant.token,
        notice.notice.id,
        (await nextSlot(40)).room.id,
        (await nextSlot(40)).startsAt,
      );
      expect(booking.status).toBe(201);
      await startNow(booking.body.data.id, ++started);
      expect(
        (
          await call(app, {
            method: 'POST',
            url: `/api/bookings/${booking.body.data.id}/celebrate`,
            token: await tokenOf(app, STAFF.OFFICER),
            payload: celebration,
          })
        ).status,
      ).toBe(200);
      await expectRefused({ ...base, partyA: married.form.partyA }, 'formData.partyA.idNumber', /subsisting marriage/);
    },
  );

  it('a place that holds a valid licence is not licensed twice in its district', async () => {
    const { app } = await testContext();
    const first = await issuedLicence(app, 'PUBLIC_PLACE_LICENCE');
    await expect(
      submittedLicence(app, 'PUBLIC_PLACE_LICENCE', {
        ...formOf('PUBLIC_PLACE_LICENCE'),
        placeName: String(first.form.placeName).toUpperCase(),
      }),
    ).rejects.toThrow(/already holds a valid licence/);
    // Another district may have a place of the same name.
    const elsewhere = await submittedLicence(app, 'PUBLIC_PLACE_LICENCE', {
      ...formOf('PUBLIC_PLACE_LICENCE'),
      placeName: first.form.placeName,
      district: '001',
    });
    expect(elsewhere.id).toBeTruthy();
  });
});

describe('the notice-waiver licence', () => {
  it('is issued by the minister with a PDF verifiable on /verify, and read by its holder', async () => {
    const { app } = await testContext();
    const { applicant, outcome, id } = await issuedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER');
    expect(outcome.licenceNumber).toMatch(/^SLW\/\d{4}\/\d{6}$/);
    const doc = await documentOf(outcome.documentId);
    expect(doc).toMatchObject({
      kind: 'LICENCE',
      number: outcome.licenceNumber,
      title: 'Special licence (notice waiver)',
      applicationId: id,
    });
    const checked = await verify(doc.code);
    expect(checked.body.data).toMatchObject({ genuine: true, number: outcome.licenceNumber, revoked: false });
    const mine = await getLicence(app, applicant.token, outcome.licenceId);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      kind: 'NOTICE_WAIVER',
      status: 'VALID',
      number: outcome.licenceNumber,
      districtName: 'Nairobi',
    });
    expect((await getLicence(app, (await newCitizen(app)).token, outcome.licenceId)).status).toBe(404);
    const pdf = await call(app, {
      method: 'GET',
      url: `/api/documents/${outcome.documentId}/pdf`,
      token: applicant.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('lets a notice that names it be booked at once, and serves one marriage', async () => {
    const { app } = await testContext();
    const licence = await issuedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER');
    const form = noticeForm({
      partyA: licence.form.partyA,
      partyB: licence.form.partyB,
      intendedDate: dateIn(5),
      specialLicenceReference: licence.outcome.licenceNumber,
    });
    // Without the licence the date is inside the notice period.
    expect(
      (await submitNotice(app, licence.applicant, { ...form, specialLicenceReference: null })).response.status,
    ).toBe(400);
    // Someone else cannot name it; nor can other parties.
    const stranger = await submitNotice(app, await newCitizen(app), form);
    expect(stranger.response.body.errors['formData.specialLicenceReference']).toMatch(
      /not an approved notice-waiver special licence of yours/,
    );
    const others = await submitNotice(app, licence.applicant, { ...form, ...couple() });
    expect(others.response.body.errors['formData.specialLicenceReference']).toMatch(/issued for other parties/);
    const published = await publishedNotice(app, form, licence.applicant);
    expect(published.notice.waiverLicenceId).toBe(licence.outcome.licenceId);
    // Not held for the notice period: its objection period ended when it was approved.
    expect(published.notice.noticeEndsAt.getTime()).toBeLessThanOrEqual(nowMs());
    // Booked at once, inside what would have been the notice period.
    const slot = await nextSlot(2);
    const booked = await book(app, licence.applicant.token, published.notice.id, slot.room.id, slot.startsAt);
    expect(booked.status).toBe(201);
    // A second notice cannot name it while the first stands.
    const again = await submitNotice(app, licence.applicant, form);
    expect(again.response.body.errors['formData.specialLicenceReference']).toMatch(/already named by notice/);
    await startNow(booked.body.data.id, ++started);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/bookings/${booked.body.data.id}/celebrate`,
          token: await tokenOf(app, STAFF.OFFICER),
          payload: celebration,
        })
      ).status,
    ).toBe(200);
    const used = await getLicence(app, licence.applicant.token, licence.outcome.licenceId);
    expect(used.body.data).toMatchObject({ status: 'USED', usedByRegistrationNumber: expect.stringMatching(/^MC\//) });
  });
});

describe('a special licence that no longer stands', () => {
  it('cannot be named once expired or revoked, and a marriage is not celebrated under a licence revoked after booking', async () => {
    const { app, database } = await testContext();
    const expired = await issuedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER');
    await database.db
      .update(licences)
      .set({ validUntil: new Date(nowMs() - 60_000) })
      .where(eq(licences.id, expired.outcome.licenceId));
    const late = await submitNotice(
      app,
      expired.applicant,
      noticeForm({
        partyA: expired.form.partyA,
        partyB: expired.form.partyB,
        intendedDate: dateIn(5),
        specialLicenceReference: expired.outcome.licenceNumber,
      }),
    );
    expect(late.response.body.errors['formData.specialLicenceReference']).toMatch(/expired on \d{2}-\d{2}-\d{4}/);

    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    const venue = await issuedLicence(app, 'SPECIAL_LICENCE_PRIVATE_VENUE');
    const form = noticeForm({
      partyA: venue.form.partyA,
      partyB: venue.form.partyB,
      intendedDate: dateIn(40),
      venue: { type: 'SPECIAL_LICENCE_VENUE', name: 'x', licenceReference: venue.outcome.licenceNumber },
    });
    const published = await publishedNotice(app, form, venue.applicant);
    await clearNotice(published.notice.id);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const when = new Date(Math.ceil((nowMs() + 11 * 86_400_000) / 3_600_000) * 3_600_000 + 17 * 60_000).toISOString();
    const visit = await call(app, {
      method: 'POST',
      url: '/api/bookings/visits',
      token: officer,
      payload: { noticeId: published.notice.id, startsAt: when },
    });
    expect(visit.status).toBe(201);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/licences/${venue.outcome.licenceId}/revoke`,
          token: rg,
          payload: { reason: 'The venue is closed for renovation works.' },
        })
      ).status,
    ).toBe(200);
    await startNow(visit.body.data.id, ++started);
    const refused = await call(app, {
      method: 'POST',
      url: `/api/bookings/${visit.body.data.id}/celebrate`,
      token: officer,
      payload: celebration,
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/is revoked/);
    expect(await database.db.select().from(marriages).where(eq(marriages.noticeId, published.notice.id))).toEqual([]);
    const again = await submitNotice(app, venue.applicant, form);
    expect(again.response.body.errors['formData.venue.licenceReference']).toMatch(/was revoked/);
  });
});

describe('the private-venue licence', () => {
  it('names the venue; the notice is celebrated there on an officer visit, not in a room', async () => {
    const { app, database } = await testContext();
    const licence = await issuedLicence(app, 'SPECIAL_LICENCE_PRIVATE_VENUE', venueForm({ intendedDate: dateIn(40) }));
    expect(licence.outcome.licenceNumber).toMatch(/^SLP\//);
    const noVenue = await submitNotice(
      app,
      licence.applicant,
      noticeForm({
        partyA: licence.form.partyA,
        partyB: licence.form.partyB,
        venue: { type: 'SPECIAL_LICENCE_VENUE', name: 'Ward 4', licenceReference: null },
      }),
    );
    expect(noVenue.response.body.errors['formData.venue.licenceReference']).toMatch(/private-venue special licence/);
    const form = noticeForm({
      partyA: licence.form.partyA,
      partyB: licence.form.partyB,
      intendedDate: dateIn(40),
      venue: { type: 'SPECIAL_LICENCE_VENUE', name: 'Ward 4', licenceReference: licence.outcome.licenceNumber },
    });
    const published = await publishedNotice(app, form, licence.applicant);
    expect(published.notice).toMatchObject({
      venueLicenceId: licence.outcome.licenceId,
      venueName: 'Nairobi Hospital, Ward 4',
    });
    await clearNotice(published.notice.id);
    const slot = await nextSlot(5);
    const room = await book(app, licence.applicant.token, published.notice.id, slot.room.id, slot.startsAt);
    expect(room.status).toBe(409);
    expect(room.body.message).toMatch(/schedules a visit/);
    const startsAt = new Date(Date.parse(slot.startsAt) + 86_400_000).toISOString();
    const officer = await tokenOf(app, STAFF.OFFICER);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/bookings/visits',
          token: licence.applicant.token,
          payload: { noticeId: published.notice.id, startsAt },
        })
      ).status,
    ).toBe(403);
    const visit = await call(app, {
      method: 'POST',
      url: '/api/bookings/visits',
      token: officer,
      payload: { noticeId: published.notice.id, startsAt },
    });
    expect(visit.status).toBe(201);
    expect(visit.body.data).toMatchObject({
      kind: 'VISIT',
      roomId: null,
      roomName: 'Nairobi Hospital, Ward 4',
      officerName: expect.any(String),
      status: 'BOOKED',
    });
    const listed = await call(app, {
      method: 'GET',
      url: listUrl('/api/bookings', { noticeId: published.notice.id }),
      token: licence.applicant.token,
    });
    expect(listed.body).toEqual([expect.objectContaining({ id: visit.body.data.id, kind: 'VISIT' })]);
    await startNow(visit.body.data.id, ++started);
    const celebrated = await call(app, {
      method: 'POST',
      url: `/api/bookings/${visit.body.data.id}/celebrate`,
      token: officer,
      payload: celebration,
    });
    expect(celebrated.status).toBe(200);
    const [entry] = await database.db.select().from(marriages).where(eq(marriages.noticeId, published.notice.id));
    expect(entry.venueName).toBe('Nairobi Hospital, Ward 4');
    expect((await getLicence(app, licence.applicant.token, licence.outcome.licenceId)).body.data.status).toBe('USED');
  });

  it('refuses a visit for a notice without a private venue, and an officer busy at that time', async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const plain = await publishedNotice(app);
    await clearNotice(plain.notice.id);
    const at = new Date(nowMs() + 5 * 86_400_000).toISOString();
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/bookings/visits',
          token: officer,
          payload: { noticeId: plain.notice.id, startsAt: at },
        })
      ).status,
    ).toBe(409);
    const one = await issuedLicence(app, 'SPECIAL_LICENCE_PRIVATE_VENUE');
    const two = await issuedLicence(app, 'SPECIAL_LICENCE_PRIVATE_VENUE');
    const visits = [];
    for (const licence of [one, two]) {
      const n = await publishedNotice(
        app,
        noticeForm({
          partyA: licence.form.partyA,
          partyB: licence.form.partyB,
          intendedDate: dateIn(30),
          venue: { type: 'SPECIAL_LICENCE_VENUE', name: 'x', licenceReference: licence.outcome.licenceNumber },
        }),
        licence.applicant,
      );
      await clearNotice(n.notice.id);
      visits.push(n.notice.id);
    }
    const firstVisit = await call(app, {
      method: 'POST',
      url: '/api/bookings/visits',
      token: officer,
      payload: { noticeId: visits[0], startsAt: '2099-01-01T00:00:00Z' },
    });
    expect(firstVisit.status).toBe(400);
    const when = new Date(Math.ceil((nowMs() + 9 * 86_400_000) / 3_600_000) * 3_600_000).toISOString();
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/bookings/visits',
          token: officer,
          payload: { noticeId: visits[0], startsAt: when },
        })
      ).status,
    ).toBe(201);
    const clash = await call(app, {
      method: 'POST',
      url: '/api/bookings/visits',
      token: officer,
      payload: { noticeId: visits[1], startsAt: new Date(Date.parse(when) + 30 * 60_000).toISOString() },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errors.startsAt).toMatch(/another visit/);
  });
});

describe('the public place licence', () => {
  it('lists the place as a venue for a year; a notice may name it; the RG revokes it with a reason', async () => {
    const { app } = await testContext();
    const licence = await issuedLicence(app, 'PUBLIC_PLACE_LICENCE');
    const citizen = await newCitizen(app);
    const places = async (filter: Record<string, unknown>, token = citizen.token) =>
      call(app, { method: 'GET', url: listUrl('/api/licensed-places', filter), token });
    const offered = await places({ district: '047', q: String(licence.form.placeName) });
    expect(offered.status).toBe(200);
    expect(offered.headers['content-range']).toMatch(/^licensed-places 0-0\/1$/);
    const [place] = offered.body;
    expect(place).toMatchObject({
      licenceNumber: licence.outcome.licenceNumber,
      name: licence.form.placeName,
      status: 'VALID',
      districtName: 'Nairobi',
      placeType: 'CHURCH',
    });
    const year = (Date.parse(place.validUntil) - Date.parse(place.licensedOn)) / 86_400_000;
    expect(year).toBeGreaterThan(364);
    expect(year).toBeLessThan(366);
    const venue = {
      type: 'LICENSED_PLACE',
      name: String(licence.form.placeName),
      licenceReference: licence.outcome.licenceNumber,
    };
    // Named in another district's notice: refused.
    const wrongDistrict = await submitNotice(app, citizen, noticeForm({ district: '001', venue }));
    expect(wrongDistrict.response.body.errors['formData.venue.licenceReference']).toMatch(/another district/);
    expect((await submitNotice(app, citizen, noticeForm({ venue }))).response.status).toBe(200);

    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    const url = `/api/licences/${licence.outcome.licenceId}/revoke`;
    for (const who of [STAFF.OFFICER, STAFF.DIRECTOR, STAFF.MINISTER, STAFF.ADMIN]) {
      expect(
        (
          await call(app, {
            method: 'POST',
            url,
            token: await tokenOf(app, who),
            payload: { reason: 'Fire safety certificate withdrawn by the county' },
          })
        ).status,
      ).toBe(403);
    }
    expect(
      (
        await call(app, {
          method: 'POST',
          url,
          token: citizen.token,
          payload: { reason: 'Fire safety certificate withdrawn by the county' },
        })
      ).status,
    ).toBe(403);
    const short = await call(app, { method: 'POST', url, token: rg, payload: { reason: 'no' } });
    expect(short.status).toBe(400);
    expect(short.body.errors.reason).toMatch(/at least 10/);
    const revoked = await call(app, {
      method: 'POST',
      url,
      token: rg,
      payload: { reason: 'Fire safety certificate withdrawn by the county' },
    });
    expect(revoked.status).toBe(200);
    expect(revoked.body.data).toMatchObject({
      status: 'REVOKED',
      revokedReason: 'Fire safety certificate withdrawn by the county',
      revokedByName: expect.any(String),
    });
    expect(
      (
        await call(app, {
          method: 'POST',
          url,
          token: rg,
          payload: { reason: 'Fire safety certificate withdrawn by the county' },
        })
      ).status,
    ).toBe(409);
    const doc = await documentOf(licence.outcome.documentId);
    expect((await verify(doc.code)).body.data).toMatchObject({
      genuine: true,
      revoked: true,
      revokedReason: 'Fire safety certificate withdrawn by the county',
    });
    expect((await places({ district: '047', q: String(licence.form.placeName) })).body).toEqual([]);
    // Staff can still find it among the revoked.
    const staffView = await places(
      { q: String(licence.form.placeName), status: 'REVOKED' },
      await tokenOf(app, STAFF.OFFICER),
    );
    expect(staffView.body).toEqual([expect.objectContaining({ status: 'REVOKED' })]);
    const refused = await submitNotice(app, citizen, noticeForm({ venue }));
    expect(refused.response.body.errors['formData.venue.licenceReference']).toMatch(/was revoked/);
  });
});

describe('the licence registries', () => {
  it('filter by kind, status and words; read by registry staff only; a district officer sees the district', async () => {
    const { app, database } = await testContext();
    const waiver = await issuedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER');
    const place = await issuedLicence(app, 'PUBLIC_PLACE_LICENCE');
    const coast = await issuedLicence(app, 'SPECIAL_LICENCE_PRIVATE_VENUE', venueForm({ district: '001' }));
    await database.db
      .update(licences)
      .set({ validUntil: new Date(nowMs() - 86_400_000) })
      .where(eq(licences.id, coast.outcome.licenceId));
    const director = await tokenOf(app, STAFF.DIRECTOR);
    const list = (filter: Record<string, unknown>, token = director) =>
      call(app, { method: 'GET', url: listUrl('/api/licences', filter), token });
    const special = await list({ kind: ['NOTICE_WAIVER', 'PRIVATE_VENUE'] });
    expect(special.status).toBe(200);
    const numbers = special.body.map((l: { number: string }) => l.number);
    expect(numbers).toContain(waiver.outcome.licenceNumber);
    expect(numbers).toContain(coast.outcome.licenceNumber);
    expect(numbers).not.toContain(place.outcome.licenceNumber);
    expect(special.headers['content-range']).toMatch(/^licences /);
    const expired = await list({ status: 'EXPIRED', q: coast.outcome.licenceNumber });
    expect(expired.body).toEqual([
      expect.objectContaining({
        number: coast.outcome.licenceNumber,
        status: 'EXPIRED',
        venueName: 'Nairobi Hospital, Ward 4',
        districtName: 'Mombasa',
      }),
    ]);
    const byName = await list({
      q: String((waiver.form.partyA as { lastName: string }).lastName),
      kind: 'NOTICE_WAIVER',
    });
    expect(byName.body.length).toBeGreaterThan(0);
    expect((await list({ kind: 'DRIVING' })).status).toBe(400);
    expect((await list({ status: 'LOST' })).status).toBe(400);
    expect((await list({}, await tokenOf(app, STAFF.MINISTER))).status).toBe(200);
    expect((await list({}, await tokenOf(app, STAFF.FINANCE))).status).toBe(403);
    expect((await list({}, waiver.applicant.token)).status).toBe(403);
    // A Nairobi officer does not see the Mombasa licence.
    const nairobiOfficer = await newCitizen(app);
    const { setStaffRole } = await import('./app-support.js');
    await setStaffRole(nairobiOfficer.userId, 'OFFICER', '047');
    const scoped = await list({ q: coast.outcome.licenceNumber }, nairobiOfficer.token);
    expect(scoped.status).toBe(200);
    expect(scoped.body).toEqual([]);
  });
});

describe('licence applications are decided level by level', () => {
  it('step(): the approval chain is OFFICER → DIRECTOR → RG → MINISTER for each licence', async () => {
    const { app } = await testContext();
    for (const service of [
      'SPECIAL_LICENCE_NOTICE_WAIVER',
      'SPECIAL_LICENCE_PRIVATE_VENUE',
      'PUBLIC_PLACE_LICENCE',
    ] as const) {
      const { id } = await submittedLicence(app, service);
      const officer = await tokenOf(app, STAFF.OFFICER);
      await step(app, officer, id, 'claim');
      expect((await step(app, officer, id, 'approve')).status).toBe(200);
      const { current } = await import('./app-support.js');
      expect((await current(id)).stage).toBe('DIRECTOR');
    }
  });
});
