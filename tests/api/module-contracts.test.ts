import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  accessTokenAnswer,
  loggedInAnswer,
  messageAnswer,
  otpVerifiedAnswer,
  profileAnswer,
  registeredAnswer,
  verifiedIdentityAnswer,
} from '../../src/shared/contracts/auth.js';
import { attachmentSchema } from '../../src/shared/contracts/attachments.js';
import { detectedCountryAnswer } from '../../src/shared/contracts/geo.js';
import {
  callbackReceivedAnswer,
  checkoutAnswer,
  invoiceListRowSchema,
  paymentOutcomeAnswer,
  transactionSchema,
} from '../../src/shared/contracts/payments.js';
import {
  billableRecord,
  countryRecord,
  dioceseRecord,
  districtRecord,
  marriageConfigRecord,
  marriageRoomRecord,
  serviceCostRecord,
  serviceCostRow,
  serviceRecord,
  serviceTaxHeadsRecord,
  taxHeadRecord,
  taxHeadRow,
} from '../../src/shared/contracts/settings.js';
import { celebrationAnswer, marriageEntrySchema, registerBookSchema } from '../../src/shared/contracts/register.js';
import { queueCountsAnswer } from '../../src/shared/contracts/queues.js';
import { trackingAnswer } from '../../src/shared/contracts/tracking.js';
import { bookings } from '../../src/server/db/schema/index.js';
import { SETTINGS_RESOURCES } from '../../src/server/modules/settings/routes.js';
import { SandboxGateway } from '../../src/server/modules/payments/gateway.js';
import { SAMPLE_CITIZENS } from '../../src/server/modules/identity/sample-citizens.js';
import { call, latestCode, post, signedInUser, testContext, uniqueContact } from './helpers.js';
import { applicationIn, createDraft, current, newCitizen, STAFF, tokenOf } from './app-support.js';
import { book, clearNotice, nextSlot, nowMs, publishedNotice } from './notice-support.js';

/**
 * The answers of the converted modules decode with the shared schemas the client reads (the
 * applications and documents routes have their own file): timestamps arrive as ISO strings and
 * every field the client's type names is there with its type.
 */

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Decodes the body with the schema, naming the fields that do not fit when it fails. */
function expectDecodes(schema: z.ZodType, body: unknown): void {
  const result = schema.safeDecode(body);
  expect(
    result.success,
    result.success ? '' : `${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 500)}`,
  ).toBe(true);
}

function expectRows(schema: z.ZodType, rows: unknown, atLeast = 1): void {
  expect(Array.isArray(rows), JSON.stringify(rows).slice(0, 300)).toBe(true);
  expect((rows as unknown[]).length).toBeGreaterThanOrEqual(atLeast);
  for (const row of rows as unknown[]) expectDecodes(schema, row);
}

describe('the accounts, identity and geography routes answer their shared contracts', () => {
  it('sign-up, code, password, sign-in, refresh, profile and sign-out decode', async () => {
    const { app } = await testContext();
    const contact = uniqueContact();
    const registered = await post(app, 'users/auth/register', {
      firstName: 'Contract',
      lastName: 'Checker',
      accountType: 'INDIVIDUAL',
      ...contact,
    });
    expect(registered.status).toBe(201);
    expectDecodes(registeredAnswer, registered.body);
    const verified = await post(app, 'users/auth/verify-otp', {
      phoneOrEmail: contact.phone,
      code: await latestCode(app, contact.phone),
    });
    expect(verified.status).toBe(200);
    expectDecodes(otpVerifiedAnswer, verified.body);
    const set = await post(app, 'users/auth/set-password', {
      verificationToken: verified.body.data.verificationToken,
      password: 'Contract-pass-2026',
    });
    expect(set.status).toBe(200);
    expectDecodes(messageAnswer, set.body);
    const login = await post(app, 'users/auth/login', { phoneOrEmail: contact.email, password: 'Contract-pass-2026' });
    expect(login.status).toBe(200);
    expectDecodes(loggedInAnswer, login.body);
    const refreshed = await post(app, 'users/refresh-token', { refreshToken: login.body.data.refreshToken });
    expect(refreshed.status).toBe(200);
    expectDecodes(accessTokenAnswer, refreshed.body);
    const me = await call(app, { method: 'GET', url: '/api/users/me', token: refreshed.body.data.token });
    expect(me.status).toBe(200);
    expectDecodes(profileAnswer, me.body);
    const out = await post(app, 'users/auth/logout', { refreshToken: login.body.data.refreshToken });
    expect(out.status).toBe(200);
    expectDecodes(messageAnswer, out.body);
  });

  it('the identity check and the country of the phone inputs decode', async () => {
    const { app } = await testContext();
    const { token } = await signedInUser(app);
    // Achieng Onyango: the sample citizen of identity checks that write nothing.
    const achieng = SAMPLE_CITIZENS.find((c) => c.idNumber === '29174652')!;
    const identity = await post(
      app,
      'iprs/verify',
      {
        idNumber: achieng.idNumber,
        firstName: achieng.firstName,
        lastName: achieng.lastName,
        dateOfBirth: achieng.dateOfBirth,
      },
      { token },
    );
    expect(identity.status).toBe(200);
    expectDecodes(verifiedIdentityAnswer, identity.body);
    const country = await call(app, { method: 'GET', url: '/api/geo/country', headers: { 'cf-ipcountry': 'UG' } });
    expect(country.status).toBe(200);
    expectDecodes(detectedCountryAnswer, country.body);
  });
});

describe('the tracking and queue routes answer their shared contracts', () => {
  it('public tracking sends its dates as ISO strings; queue counts decode', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Submitted');
    const tracked = await call(app, { method: 'GET', url: `/api/tracking/${(await current(id)).trackingId}` });
    expect(tracked.status).toBe(200);
    expectDecodes(trackingAnswer, tracked.body);
    expect(tracked.body.data.submittedAt).toMatch(ISO);
    expect(tracked.body.data.decidedAt).toBeNull();
    const counts = await call(app, {
      method: 'GET',
      url: '/api/queues/counts',
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(counts.status).toBe(200);
    expectDecodes(queueCountsAnswer, counts.body);
    expect(counts.body.data.length).toBeGreaterThan(0);
  });
});

describe('the payments and billing routes answer their shared contracts', () => {
  it('checkout, confirmation, callback, receipt, transactions and invoices decode', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Payment_Confirmation');
    const checkout = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: owner.token,
      payload: { applicationId: id },
    });
    expect(checkout.status).toBe(201);
    expectDecodes(checkoutAnswer, checkout.body);
    const gateway = app.paymentGateway as SandboxGateway;
    const confirmation = gateway.signed({
      checkoutId: checkout.body.data.checkoutId,
      status: 'SUCCEEDED',
      amount: checkout.body.data.amount,
      cardLast4: '4242',
    });
    const confirmed = await call(app, {
      method: 'POST',
      url: '/api/payments/confirm',
      token: owner.token,
      payload: confirmation,
    });
    expect(confirmed.status).toBe(200);
    expectDecodes(paymentOutcomeAnswer, confirmed.body);
    expect(confirmed.body.data.paidAt).toMatch(ISO);
    const again = await call(app, { method: 'POST', url: '/api/payments/callback', payload: confirmation });
    expect(again.status).toBe(200);
    expectDecodes(callbackReceivedAnswer, again.body);
    const receipt = await call(app, {
      method: 'GET',
      url: `/api/payments/receipts/${confirmed.body.data.receiptNumber}`,
      token: owner.token,
    });
    expect(receipt.status).toBe(200);
    expectDecodes(paymentOutcomeAnswer, receipt.body);
    const finance = await tokenOf(app, STAFF.FINANCE);
    const transactions = await call(app, {
      method: 'GET',
      url: `/api/transactions?filter=${encodeURIComponent(JSON.stringify({ q: confirmed.body.data.receiptNumber }))}`,
      token: finance,
    });
    expect(transactions.status).toBe(200);
    expectRows(transactionSchema, transactions.body);
    expect(transactions.body[0].confirmedAt).toMatch(ISO);
    const invoices = await call(app, {
      method: 'GET',
      url: `/api/invoices?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
      token: owner.token,
    });
    expect(invoices.status).toBe(200);
    expectRows(invoiceListRowSchema, invoices.body);
    expect(invoices.body[0].paidAt).toMatch(ISO);
  });
});

/** A one-file multipart/form-data body with the field "kind" first, as the upload form sends it. */
function upload(kind: string, fileName: string, content: Buffer) {
  const boundary = `----contracts${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('the attachments routes answer their shared contract', () => {
  it('upload, list, one and remove decode, dates as ISO strings', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const draft = await createDraft(app, owner.token, 'MARITAL_STATUS_LETTER');
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
    const added = await call(app, {
      method: 'POST',
      url: `/api/applications/${draft.id}/attachments`,
      token: owner.token,
      ...upload('OTHER', 'letter.pdf', pdf),
    });
    expect(added.status).toBe(201);
    expectDecodes(attachmentSchema, added.body);
    expect(added.body.createdAt).toMatch(ISO);
    const list = await call(app, {
      method: 'GET',
      url: `/api/attachments?filter=${encodeURIComponent(JSON.stringify({ applicationId: draft.id }))}`,
      token: owner.token,
    });
    expect(list.status).toBe(200);
    expectRows(attachmentSchema, list.body);
    const one = await call(app, { method: 'GET', url: `/api/attachments/${added.body.id}`, token: owner.token });
    expect(one.status).toBe(200);
    expectDecodes(attachmentSchema, one.body);
    const removed = await call(app, { method: 'DELETE', url: `/api/attachments/${added.body.id}`, token: owner.token });
    expect(removed.status).toBe(200);
    expectDecodes(attachmentSchema, removed.body);
    expect(removed.body.deletedAt).toMatch(ISO);
  });
});

describe('the marriage register routes answer their shared contracts', () => {
  it('the celebration, the register entries and the register books decode', async () => {
    const { app, database } = await testContext();
    // A cleared notice whose booked slot began half an hour ago (moved into the past directly).
    const published = await publishedNotice(app);
    await clearNotice(published.notice.id);
    const slot = await nextSlot(40);
    const booked = await book(app, published.applicant.token, published.notice.id, slot.room.id, slot.startsAt);
    expect(booked.status).toBe(201);
    const startsAt = new Date(Math.floor((nowMs() - 1_800_000) / 60_000) * 60_000 - 7 * 60_000 - 41_000); // off the minute: never on a booked slot
    await database.db
      .update(bookings)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .where(eq(bookings.id, booked.body.data.id));
    const officer = await tokenOf(app, STAFF.OFFICER);
    const celebrated = await call(app, {
      method: 'POST',
      url: `/api/bookings/${booked.body.data.id}/celebrate`,
      token: officer,
      payload: {
        officiantName: 'Mercy Atieno, Registrar of Marriages',
        witnessesPresent: ['John Kamau', 'Jane Achieng'],
      },
    });
    expect(celebrated.status).toBe(200);
    expectDecodes(celebrationAnswer, celebrated.body);
    const register = await call(app, { method: 'GET', url: '/api/civil-marriages', token: officer });
    expect(register.status).toBe(200);
    expectRows(marriageEntrySchema, register.body);
    const one = await call(app, {
      method: 'GET',
      url: `/api/civil-marriages/${celebrated.body.data.marriageId}`,
      token: officer,
    });
    expect(one.status).toBe(200);
    expectDecodes(marriageEntrySchema, one.body);
    expect(one.body.celebratedAt).toMatch(ISO);
    expect(one.body.partyA.name).toBe(one.body.partyAName);
    const books = await call(app, { method: 'GET', url: '/api/register-books', token: officer });
    expect(books.status).toBe(200);
    expectRows(registerBookSchema, books.body);
    const bookOne = await call(app, { method: 'GET', url: `/api/register-books/${one.body.bookId}`, token: officer });
    expect(bookOne.status).toBe(200);
    expectDecodes(registerBookSchema, bookOne.body);
  });
});

/** The answers of each settings resource: GET, POST and PUT answer `record`; DELETE answers `removed` (the row as it was). */
const SETTINGS: Record<string, { record: z.ZodType; removed?: z.ZodType }> = {
  districts: { record: districtRecord },
  countries: { record: countryRecord },
  services: { record: serviceRecord },
  'service-costs': { record: serviceCostRecord, removed: serviceCostRow },
  billables: { record: billableRecord },
  'tax-heads': { record: taxHeadRecord, removed: taxHeadRow },
  'service-tax-heads': { record: serviceTaxHeadsRecord },
  dioceses: { record: dioceseRecord },
  'marriage-rooms': { record: marriageRoomRecord },
  'marriage-configs': { record: marriageConfigRecord },
};

describe('the settings resources answer their shared contracts', () => {
  it('names every settings resource of the API', () => {
    expect(Object.keys(SETTINGS).sort()).toEqual(SETTINGS_RESOURCES.map((r) => r.name).sort());
  });

  it.each(Object.keys(SETTINGS))('GET /api/%s (list and one) decodes', async (name) => {
    const { app } = await testContext();
    const token = await tokenOf(app, STAFF.ADMIN);
    const list = await call(app, { method: 'GET', url: `/api/${name}?range=${encodeURIComponent('[0,9]')}`, token });
    expect(list.status).toBe(200);
    expectRows(SETTINGS[name].record, list.body);
    const one = await call(app, { method: 'GET', url: `/api/${name}/${encodeURIComponent(list.body[0].id)}`, token });
    expect(one.status).toBe(200);
    expectDecodes(SETTINGS[name].record, one.body);
  });

  // A price in force never changes (service costs are written below, as a scheduled price).
  it.each(Object.keys(SETTINGS).filter((name) => name !== 'service-costs'))(
    'PUT /api/%s (unchanged) decodes',
    async (name) => {
      const { app } = await testContext();
      const token = await tokenOf(app, STAFF.ADMIN);
      const [first] = (
        await call(app, { method: 'GET', url: `/api/${name}?range=${encodeURIComponent('[0,0]')}`, token })
      ).body;
      const put = await call(app, {
        method: 'PUT',
        url: `/api/${name}/${encodeURIComponent(first.id)}`,
        token,
        payload: first,
      });
      expect(put.status, JSON.stringify(put.body)).toBe(200);
      expectDecodes(SETTINGS[name].record, put.body);
    },
  );

  const unique = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`;
  const CREATED: Record<string, () => Record<string, unknown>> = {
    'service-costs': () => ({
      serviceCode: 'SEARCH_REPORT',
      amount: 1234.5,
      effectiveFrom: `2097-05-${10 + Math.floor(Math.random() * 18)}`,
    }),
    billables: () => ({ code: `CONTRACT_EXTRA_${unique()}`, name: 'Contract extra', amount: 99.5, maxQuantity: 2 }),
    'tax-heads': () => ({ code: `CONTRACT_HEAD_${unique()}`, name: 'Contract head' }),
    dioceses: () => ({ name: 'Contract diocese', denomination: 'Contract church', district: '047' }),
    'marriage-rooms': () => ({
      name: 'Contract room',
      district: '047',
      capacity: 10,
      opensAt: '09:00',
      closesAt: '12:00',
      slotMinutes: 30,
      weekdays: [1, 3],
    }),
  };

  it.each(Object.keys(CREATED))('POST, PUT and DELETE /api/%s decode', async (name) => {
    const { app } = await testContext();
    const token = await tokenOf(app, STAFF.ADMIN);
    const created = await call(app, { method: 'POST', url: `/api/${name}`, token, payload: CREATED[name]() });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expectDecodes(SETTINGS[name].record, created.body);
    const changed = await call(app, {
      method: 'PUT',
      url: `/api/${name}/${created.body.id}`,
      token,
      payload: { ...created.body, name: 'Contract renamed' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expectDecodes(SETTINGS[name].record, changed.body);
    const removed = await call(app, {
      method: 'DELETE',
      url: `/api/${name}/${created.body.id}`,
      token,
      headers: { 'content-type': 'text/plain' },
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expectDecodes(SETTINGS[name].removed ?? SETTINGS[name].record, removed.body);
  });
});
