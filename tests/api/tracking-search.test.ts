// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { applicationEventSchema } from '../../src/shared/contracts/applications.js';
import { trackedApplicationSchema, trackingSearchRowSchema } from '../../src/shared/contracts/tracking.js';
import { users } from '../../src/server/db/schema/index.js';
import {
  applicationIn,
  createDraft,
  current,
  newCitizen,
  setStaffRole,
  STAFF,
  step,
  tokenOf,
  type Applicant,
} from './app-support.js';
import { call, signedInUser, testContext } from './helpers.js';
import { submittedLicence, waiverForm } from './licence-support.js';
import { freshId, party } from './notice-support.js';

/**
 * Back-office tracking (domain section 12): staff who may read `tracking` find any application by
 * reference, tracking id, applicant name, a party's name or an ID number, and read it with its
 * timeline; a district's staff only their district's; nobody else.
 */

type Role = keyof typeof STAFF;
const ROLES = Object.keys(STAFF) as Role[];
const TRACKERS: Role[] = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'ADMIN'];

/** A word no other test's data holds: letters only, so that it is one word of a name. */
function uniqueWord(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
  return `${prefix}${letters}`;
}
const capital = (word: string) => word[0].toUpperCase() + word.slice(1);

function search(app: FastifyInstance, token: string, q: unknown, extra = '') {
  return call(app, {
    method: 'GET',
    url: `/api/tracking-search?filter=${encodeURIComponent(JSON.stringify({ q }))}${extra}`,
    token,
  });
}

const ids = (body: unknown) => (body as { id: string }[]).map((r) => r.id);

function expectDecodes(schema: z.ZodType, body: unknown): void {
  const result = schema.safeDecode(body);
  expect(
    result.success,
    result.success ? '' : `${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 500)}`,
  ).toBe(true);
}

/** A citizen whose account carries the given names and ID number. */
async function namedCitizen(
  app: FastifyInstance,
  firstName: string,
  lastName: string,
  idNumber: string,
): Promise<Applicant> {
  const { database } = await testContext();
  const citizen = await newCitizen(app);
  await database.db
    .update(users)
    .set({ firstName, lastName, idType: 'NATIONAL_ID', idNumber })
    .where(eq(users.id, citizen.userId));
  return citizen;
}

/** A staff member of the given role, limited to a district (or national). */
async function staffOf(app: FastifyInstance, role: Role, district: string | null): Promise<string> {
  const user = await signedInUser(app);
  // The caller is read from the account on every request: the token carries the new role.
  await setStaffRole(user.userId, role, district);
  return user.token;
}

describe('GET /api/tracking-search: who may search', () => {
  it('OFFICER, DIRECTOR, RG and ADMIN search; FINANCE, MINISTER, citizens and institutions are refused; nobody unsigned', async () => {
    const { app } = await testContext();
    const citizen = await newCitizen(app);
    const id = await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Submitted');
    const { reference } = await current(id);
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      const found = await search(app, token, reference);
      const one = await call(app, { method: 'GET', url: `/api/tracking-search/${id}`, token });
      const allowed = TRACKERS.includes(role);
      const rows = found.status === 200 ? ids(found.body) : null;
      expect({ role, search: found.status, one: one.status, rows }).toEqual({
        role,
        search: allowed ? 200 : 403,
        one: allowed ? 200 : 403,
        rows: allowed ? [id] : null,
      });
    }
    for (const token of [citizen.token, await tokenOf(app, 'church@demo.test')]) {
      expect((await search(app, token, reference)).status).toBe(403);
      expect((await call(app, { method: 'GET', url: `/api/tracking-search/${id}`, token })).status).toBe(403);
    }
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/tracking-search?filter=${encodeURIComponent(JSON.stringify({ q: reference }))}`,
        })
      ).status,
    ).toBe(401);
  });

  it('finds nothing when nothing is asked; a non-text or overlong query is a field error', async () => {
    const { app } = await testContext();
    const token = await tokenOf(app, STAFF.OFFICER);
    for (const url of [
      '/api/tracking-search',
      `/api/tracking-search?filter=${encodeURIComponent('{"q":"   "}')}`,
      '/api/tracking-search?q=%20',
    ]) {
      const none = await call(app, { method: 'GET', url, token });
      expect({ url, status: none.status, body: none.body }).toEqual({ url, status: 200, body: [] });
    }
    const notText = await search(app, token, 42);
    expect({ status: notText.status, errors: notText.body.errors }).toEqual({
      status: 400,
      errors: { 'filter.q': 'Enter a reference, tracking number, name or ID number' },
    });
    expect((await search(app, token, 'x'.repeat(101))).body.errors).toEqual({
      'filter.q': 'Use at most 100 characters',
    });
    // Still only for those who may track.
    expect(
      (await call(app, { method: 'GET', url: '/api/tracking-search', token: await tokenOf(app, STAFF.FINANCE) }))
        .status,
    ).toBe(403);
  });
});

describe('GET /api/tracking-search: each way of finding', () => {
  it('by reference and by tracking id, exactly and in any case; a part of either finds nothing', async () => {
    const { app } = await testContext();
    const citizen = await newCitizen(app);
    const id = await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Pending');
    const { reference, trackingId } = await current(id);
    const token = await tokenOf(app, STAFF.DIRECTOR);
    expect(ids((await search(app, token, reference)).body)).toEqual([id]);
    expect(ids((await search(app, token, ` ${reference.toLowerCase()} `)).body)).toEqual([id]);
    expect(ids((await search(app, token, trackingId.toLowerCase())).body)).toEqual([id]);
    expect(ids((await search(app, token, reference.slice(0, -1))).body)).not.toContain(id);
    expect(ids((await search(app, token, trackingId.slice(0, 10))).body)).toEqual([]);
    const found = await search(app, token, reference);
    expect(found.headers['content-range']).toBe('tracking-search 0-0/1');
    const [row] = found.body;
    expect(row).toMatchObject({
      reference,
      trackingId,
      serviceCode: 'MARITAL_STATUS_LETTER',
      status: 'Pending',
      stage: 'OFFICER',
      assigneeName: 'Mercy Atieno',
    });
  });

  it("by the applicant's name, word by word in any order and from a word's start, and by the applicant's ID number", async () => {
    const { app } = await testContext();
    const first = uniqueWord('zeb');
    const last = uniqueWord('kwa');
    const idNumber = `A${freshId()}`;
    const citizen = await namedCitizen(app, capital(first), capital(last), idNumber);
    const id = await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Submitted');
    const token = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    for (const q of [
      `${capital(first)} ${capital(last)}`,
      `${last} ${first}`,
      last.toUpperCase(),
      `${first.slice(0, 6)} ${last.slice(0, 5)}`,
    ]) {
      expect({ q, found: ids((await search(app, token, q)).body) }).toEqual({ q, found: [id] });
    }
    // Every word must match, each from the start of a word of a name.
    for (const q of [`${first} ${uniqueWord('nobody')}`, last.slice(2), first.slice(1, 6)]) {
      expect({ q, found: ids((await search(app, token, q)).body) }).toEqual({ q, found: [] });
    }
    expect(ids((await search(app, token, idNumber.toLowerCase())).body)).toEqual([id]);
    expect(ids((await search(app, token, idNumber.slice(0, -1))).body)).toEqual([]);
    const [row] = (await search(app, token, idNumber)).body;
    expect(row.applicantName).toBe(`${capital(first)} ${capital(last)}`);
  });

  it("by a party's name and by a party's ID number in the form", async () => {
    const { app } = await testContext();
    const bride = uniqueWord('wan');
    const groom = uniqueWord('och');
    const brideId = freshId();
    const groomId = `P${freshId()}`;
    const form = waiverForm({
      partyA: party({ firstName: capital(bride), middleName: null, lastName: 'Njeri-Wairimu', idNumber: brideId }),
      partyB: party({
        firstName: capital(groom),
        middleName: null,
        lastName: 'Otieno',
        sex: 'M',
        dateOfBirth: '1990-01-01',
        idType: 'PASSPORT',
        idNumber: groomId,
      }),
    });
    const { id } = await submittedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER', form);
    const token = await tokenOf(app, STAFF.ADMIN);
    expect(ids((await search(app, token, `${bride} njeri`)).body)).toEqual([id]);
    // A hyphenated surname is two words.
    expect(ids((await search(app, token, `wairimu ${bride}`)).body)).toEqual([id]);
    expect(ids((await search(app, token, `${groom} otieno`)).body)).toEqual([id]);
    expect(ids((await search(app, token, brideId)).body)).toEqual([id]);
    expect(ids((await search(app, token, groomId.toLowerCase())).body)).toEqual([id]);
    const [row] = (await search(app, token, groomId)).body;
    expect(row.partyNames).toContain(`${capital(groom)} Otieno`);
  });

  it("a place licence by its responsible person's ID number", async () => {
    const { app } = await testContext();
    const responsibleId = `R${freshId()}`;
    const { id } = await submittedLicence(app, 'PUBLIC_PLACE_LICENCE', {
      placeName: `Tracking Chapel ${uniqueWord('t')}`,
      placeType: 'CHURCH',
      denomination: 'Interdenominational',
      district: '047',
      physicalAddress: 'Ngong Road, Nairobi',
      capacity: 120,
      responsiblePerson: {
        fullName: 'Ruth Moraa',
        idNumber: responsibleId,
        role: 'Secretary',
        phone: '+254712345671',
        email: 'ruth@example.test',
      },
      officiants: [{ fullName: 'Rev. Amos Kiprop', idNumber: freshId() }],
    });
    expect(ids((await search(app, await tokenOf(app, STAFF.OFFICER), responsibleId)).body)).toEqual([id]);
  });

  it('never a draft: it stays private to its applicant', async () => {
    const { app } = await testContext();
    const name = uniqueWord('dra');
    const citizen = await namedCitizen(app, capital(name), 'Draftson', `D${freshId()}`);
    const draft = await createDraft(app, citizen.token, 'MARITAL_STATUS_LETTER');
    const token = await tokenOf(app, STAFF.OFFICER);
    expect(ids((await search(app, token, draft.reference)).body)).toEqual([]);
    expect(ids((await search(app, token, name)).body)).toEqual([]);
    expect((await call(app, { method: 'GET', url: `/api/tracking-search/${draft.id}`, token })).status).toBe(404);
  });
});

describe('GET /api/tracking-search: district scope', () => {
  it("a district's staff find only their district's applications; national staff find all", async () => {
    const { app } = await testContext();
    const name = uniqueWord('dis');
    const citizen = await namedCitizen(app, capital(name), 'Scoped', `S${freshId()}`);
    const nairobi = await submittedLicence(
      app,
      'SPECIAL_LICENCE_NOTICE_WAIVER',
      waiverForm({ district: '047' }),
      citizen,
    );
    const mombasa = await submittedLicence(
      app,
      'SPECIAL_LICENCE_NOTICE_WAIVER',
      waiverForm({ district: '001' }),
      citizen,
    );
    const national = await tokenOf(app, STAFF.OFFICER);
    expect(new Set(ids((await search(app, national, name)).body))).toEqual(new Set([nairobi.id, mombasa.id]));
    for (const role of TRACKERS) {
      const inNairobi = await staffOf(app, role, '047');
      const found = await search(app, inNairobi, name);
      expect({ role, found: ids(found.body) }).toEqual({ role, found: [nairobi.id] });
      expect(found.headers['content-range']).toBe('tracking-search 0-0/1');
      expect((await search(app, inNairobi, (await current(mombasa.id)).reference)).body).toEqual([]);
      expect(
        (await call(app, { method: 'GET', url: `/api/tracking-search/${mombasa.id}`, token: inNairobi })).status,
      ).toBe(404);
      expect(
        (await call(app, { method: 'GET', url: `/api/tracking-search/${nairobi.id}`, token: inNairobi })).status,
      ).toBe(200);
    }
    // The timeline follows the same rule.
    const inNairobi = await staffOf(app, 'OFFICER', '047');
    const events = (applicationId: string) =>
      call(app, {
        method: 'GET',
        url: `/api/application-events?filter=${encodeURIComponent(JSON.stringify({ applicationId }))}`,
        token: inNairobi,
      });
    expect((await events(nairobi.id)).status).toBe(200);
    expect((await events(mombasa.id)).status).toBe(404);
  });
});

describe('the tracking answers decode with the shared contracts', () => {
  it('rows, one application with its names, and its timeline', async () => {
    const { app } = await testContext();
    const citizen = await newCitizen(app);
    const id = await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Pending');
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, id, 'comment', 'Called the applicant about the purpose.');
    const { reference } = await current(id);
    const token = await tokenOf(app, STAFF.ADMIN);
    const found = await search(
      app,
      token,
      reference,
      `&range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["reference","ASC"]')}`,
    );
    expect(found.status).toBe(200);
    expect(found.body).toHaveLength(1);
    for (const row of found.body) expectDecodes(trackingSearchRowSchema, row);
    const one = await call(app, { method: 'GET', url: `/api/tracking-search/${id}`, token });
    expect(one.status).toBe(200);
    expectDecodes(trackedApplicationSchema, one.body);
    expect(one.body).toMatchObject({
      id,
      reference,
      status: 'Pending',
      stage: 'OFFICER',
      assigneeName: 'Mercy Atieno',
      formData: { purpose: expect.any(String) },
    });
    expect(one.body.applicantName).toBeTruthy();
    expect(one.body).not.toHaveProperty('allowedActions');
    const timeline = await call(app, {
      method: 'GET',
      url: `/api/application-events?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
      token,
    });
    expect(timeline.status).toBe(200);
    for (const event of timeline.body) expectDecodes(applicationEventSchema, event);
    expect(timeline.body.map((e: { action: string }) => e.action)).toEqual(
      expect.arrayContaining(['submit', 'claim', 'comment']),
    );
    expect((await call(app, { method: 'GET', url: '/api/tracking-search/not-an-id', token })).status).toBe(404);
  });
});
