// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { AdjustableClock } from '../../src/server/clock.js';
import { applications, notices, outbox, services } from '../../src/server/db/schema/index.js';
import type { SandboxGateway } from '../../src/server/modules/payments/gateway.js';
import { applicationIn, current, newCitizen, STAFF, step, tokenOf, type Applicant } from './app-support.js';
import { call, testContext } from './helpers.js';
import { pdfText as shownText } from './pdf-text.js';
import { book, clearNotice, nextSlot, noticeForm, publishedNotice, submitNotice } from './notice-support.js';

/**
 * The registry's day is the Nairobi day (UTC+3): at 22:30 UTC it is already 01:30 tomorrow there, and
 * at 23:50 UTC on 31 December it is next year. Each block runs its own app over the shared database
 * with a clock set to such an instant (always ahead of the real time, so no date goes stale); the
 * expected days are worked out here by hand (UTC + 3 h), not by the code under test.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FEE = 550;

/** yyyy-mm-dd of a UTC instant's calendar day. */
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** yyyy-mm-dd of the Nairobi day holding an instant, by hand. */
const eatDay = (ms: number) => utcDay(ms + 3 * HOUR);
/** dd-mm-yyyy of a yyyy-mm-dd day. */
const shown = (day: string) => day.split('-').reverse().join('-');
/** The last millisecond of a Nairobi day (23:59:59.999 EAT), as ISO. */
const endOfEatDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY - 3 * HOUR - 1).toISOString();

const opened: FastifyInstance[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
});

/** A second app over the shared database whose clock reads `at` now (and runs on from there). */
async function appAt(at: number) {
  const { app, database } = await testContext();
  const clock = new AdjustableClock();
  clock.advance(at - Date.now());
  const timed = await buildApp({ config: app.config, database, clock });
  await timed.ready();
  opened.push(timed);
  return { app: timed, clock };
}

/** 22:30 UTC on a day at least two days ahead of the real time. */
function lateEvening(): number {
  const day = utcDay(Date.now() + 2 * DAY);
  return Date.parse(`${day}T22:30:00Z`);
}

/** 23:50 UTC on the next 31 December that is still ahead. */
function newYearsEve(): number {
  const year = new Date().getUTCFullYear();
  const thisYear = Date.UTC(year, 11, 31, 23, 50);
  return thisYear > Date.now() + HOUR ? thisYear : Date.UTC(year + 1, 11, 31, 23, 50);
}

/** Pays a citizen's register search through the app's sandbox gateway: answers the confirmation. */
async function payRegisterSearch(app: FastifyInstance, owner: Applicant) {
  const id = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Payment_Confirmation');
  const checkout = await call(app, {
    method: 'POST',
    url: '/api/payments/checkout',
    token: owner.token,
    payload: { applicationId: id },
  });
  expect(checkout.status).toBe(201);
  const gateway = app.paymentGateway as SandboxGateway;
  const confirmation = gateway.signed({
    checkoutId: checkout.body.data.checkoutId,
    status: 'SUCCEEDED',
    amount: FEE,
    cardLast4: '4242',
  });
  const answer = await call(app, {
    method: 'POST',
    url: '/api/payments/confirm',
    token: owner.token,
    payload: confirmation,
  });
  expect(answer.status).toBe(200);
  return {
    id,
    outcome: answer.body.data as { receiptNumber: string; documentId: string; paidAt: string; reference: string },
  };
}

async function transactions(app: FastifyInstance, filter: object) {
  const finance = await tokenOf(app, STAFF.FINANCE);
  const list = await call(app, {
    method: 'GET',
    url: `/api/transactions?filter=${encodeURIComponent(JSON.stringify(filter))}`,
    token: finance,
  });
  expect(list.status).toBe(200);
  return list.body as { receiptNumber: string | null }[];
}

/** The text the PDF of a document shows. */
async function pdfText(app: FastifyInstance, token: string, documentId: string): Promise<string> {
  const pdf = await app.inject({
    method: 'GET',
    url: `/api/documents/${documentId}/pdf`,
    headers: { authorization: token },
  });
  expect(pdf.statusCode).toBe(200);
  return shownText(pdf.rawPayload);
}

describe('at 22:30 UTC (01:30 the next day in Nairobi)', () => {
  it('dates a payment, its receipt and the billing filters by the Nairobi day', async () => {
    const at = lateEvening();
    const { app } = await appAt(at);
    const nairobi = eatDay(at);
    expect(nairobi).not.toBe(utcDay(at));
    const owner = await newCitizen(app);
    const { id, outcome } = await payRegisterSearch(app, owner);
    expect(eatDay(Date.parse(outcome.paidAt))).toBe(nairobi);

    const mine = (rows: { receiptNumber: string | null }[]) =>
      rows.filter((r) => r.receiptNumber === outcome.receiptNumber);
    expect(mine(await transactions(app, { q: outcome.receiptNumber, from: nairobi, to: nairobi }))).toHaveLength(1);
    expect(mine(await transactions(app, { q: outcome.receiptNumber, from: utcDay(at), to: utcDay(at) }))).toHaveLength(
      0,
    );
    expect(mine(await transactions(app, { q: outcome.receiptNumber, to: utcDay(at) }))).toHaveLength(0);

    // The receipt prints the same day and time as the page: 01:30 in Nairobi, 24-hour clock.
    const text = await pdfText(app, owner.token, outcome.documentId);
    expect(text).toContain(`${shown(nairobi)} 01:30 EAT`);
    expect(text).toContain(shown(nairobi));

    // The applications list filters whole Nairobi days too.
    const list = async (filter: object) => {
      const answer = await call(app, {
        method: 'GET',
        url: `/api/applications?filter=${encodeURIComponent(JSON.stringify(filter))}`,
        token: owner.token,
      });
      expect(answer.status).toBe(200);
      return (answer.body as { id: string }[]).map((a) => a.id);
    };
    expect(await list({ submittedFrom: nairobi, submittedTo: nairobi })).toContain(id);
    expect(await list({ createdFrom: nairobi, createdTo: nairobi })).toContain(id);
    expect(await list({ submittedFrom: utcDay(at), submittedTo: utcDay(at) })).not.toContain(id);
    expect(await list({ createdTo: utcDay(at) })).not.toContain(id);
  });

  it('puts the officer’s target date at the end of a Nairobi day', async () => {
    const at = lateEvening();
    const { app } = await appAt(at);
    const { id } = await payRegisterSearch(app, await newCitizen(app));
    const { database } = await testContext();
    const [service] = await database.db
      .select({ slaDays: services.slaDays })
      .from(services)
      .where(eq(services.code, 'REGISTER_SEARCH'));
    const days = service.slaDays?.OFFICER ?? 5;
    const row = await current(id);
    expect(row.status).toBe('Submitted');
    expect(row.slaDueAt?.toISOString()).toBe(endOfEatDay(utcDay(Date.parse(`${eatDay(at)}T00:00:00Z`) + days * DAY)));
  });

  it('publishes a notice whose objection and validity deadlines end Nairobi days, and says so in those words', async () => {
    const at = lateEvening();
    const { app } = await appAt(at);
    const today = eatDay(at);
    const dayAfter = (n: number) => utcDay(Date.parse(`${today}T00:00:00Z`) + n * DAY);
    const applicant = await newCitizen(app);

    // The notice period counts from the Nairobi day: 21 days on is too soon, 22 is the first day allowed.
    const tooSoon = await submitNotice(app, applicant, noticeForm({ intendedDate: dayAfter(21) }));
    expect(tooSoon.response.status).toBe(400);
    expect(tooSoon.response.body.errors['formData.intendedDate']).toBe(
      `Choose ${shown(dayAfter(22))} or later: the notice is published for 21 days first (or name your special licence)`,
    );
    const { id, response } = await submitNotice(app, applicant, noticeForm({ intendedDate: dayAfter(22) }));
    expect(response.status).toBe(200);

    const officer = await tokenOf(app, STAFF.OFFICER);
    const { database } = await testContext();
    if ((await current(id)).status === 'Payment_Confirmation') {
      await database.db.transaction((tx) => app.applications.paymentConfirmed(tx, id, null));
    }
    expect((await step(app, officer, id, 'claim')).status).toBe(200);
    const approved = await step(app, officer, id, 'approve');
    expect(approved.status).toBe(200);
    const [notice] = await database.db.select().from(notices).where(eq(notices.applicationId, id));
    expect(eatDay(notice.publishedAt.getTime())).toBe(today);
    expect(notice.noticeEndsAt.toISOString()).toBe(endOfEatDay(dayAfter(21)));
    expect(notice.validUntil.toISOString()).toBe(endOfEatDay(dayAfter(90)));
    const [application] = await database.db.select().from(applications).where(eq(applications.id, id));
    expect(application.outcome).toMatchObject({
      noticeEndsAt: endOfEatDay(dayAfter(21)),
      validUntil: endOfEatDay(dayAfter(90)),
    });

    const mine = await call(app, { method: 'GET', url: `/api/applications/${id}/notice`, token: applicant.token });
    expect(mine.body.data).toMatchObject({
      noticeEndsAt: endOfEatDay(dayAfter(21)),
      validUntil: endOfEatDay(dayAfter(90)),
      cleared: false,
    });
    const board = await call(app, {
      method: 'GET',
      url: `/api/public/notices?filter=${encodeURIComponent(JSON.stringify({ q: notice.noticeNumber }))}`,
    });
    expect(board.body.map((n: { id: string }) => n.id)).toContain(notice.id);

    const [told] = await database.db
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.userId, applicant.userId), eq(outbox.kind, 'NOTICE_PUBLISHED'), eq(outbox.channel, 'EMAIL')),
      );
    expect(told.body).toContain(`Anyone may object until ${shown(dayAfter(21))} 23:59.`);
    expect(told.body).toContain(`the notice is valid until ${shown(dayAfter(90))} 23:59.`);
  });
});

describe('at 22:30 UTC, the settings', () => {
  it('take "today" as the Nairobi day: a price from the UTC date starts yesterday there, and is refused', async () => {
    const at = lateEvening();
    const { app } = await appAt(at);
    const finance = await tokenOf(app, STAFF.FINANCE);
    const past = await call(app, {
      method: 'POST',
      url: '/api/service-costs',
      token: finance,
      payload: { serviceCode: 'REGISTER_SEARCH', amount: 600, currency: 'KES', effectiveFrom: utcDay(at) },
    });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual({
      effectiveFrom: 'A new price cannot start in the past; choose today or a later date',
    });
  });
});

describe('at 23:50 UTC on 31 December (02:50 on New Year’s Day in Nairobi)', () => {
  it('numbers the application and the receipt in the new year and files the payment on 1 January', async () => {
    const at = newYearsEve();
    const { app } = await appAt(at);
    const year = new Date(at).getUTCFullYear() + 1;
    const owner = await newCitizen(app);
    const { outcome } = await payRegisterSearch(app, owner);
    expect(outcome.reference).toMatch(new RegExp(`^RS-${year}-\\d{6}$`));
    expect(outcome.receiptNumber).toMatch(new RegExp(`^RCT-${year}-\\d{6}$`));
    const newYear = `${year}-01-01`;
    const mine = (rows: { receiptNumber: string | null }[]) =>
      rows.filter((r) => r.receiptNumber === outcome.receiptNumber);
    expect(mine(await transactions(app, { q: outcome.receiptNumber, from: newYear, to: newYear }))).toHaveLength(1);
    expect(mine(await transactions(app, { q: outcome.receiptNumber, to: `${year - 1}-12-31` }))).toHaveLength(0);
    expect(await pdfText(app, owner.token, outcome.documentId)).toContain(`01-01-${year} 02:50 EAT`);
  });
});

describe('days at the ends of the calendar', () => {
  it('filters the last day the API takes, refuses days beyond it and a slot in the year 20000, never with a 500', async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const far = (resource: string, filter: object, token = officer) =>
      call(app, { method: 'GET', url: `/api/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`, token });
    const finance = await tokenOf(app, STAFF.FINANCE);
    expect((await far('bookings', { from: '2999-12-31', to: '2999-12-31' })).status).toBe(200);
    expect((await far('civil-marriages', { from: '1900-01-01', to: '2999-12-31' })).status).toBe(200);
    expect((await far('applications', { submittedTo: '2999-12-31', createdTo: '2999-12-31' })).status).toBe(200);
    expect((await far('transactions', { to: '2999-12-31' }, finance)).status).toBe(200);
    for (const [resource, filter, token] of [
      ['bookings', { from: '9999-12-31' }, officer],
      ['civil-marriages', { from: '1000-01-01' }, officer],
      ['transactions', { to: '9999-12-31' }, finance],
    ] as const) {
      const refused = await far(resource, filter, token);
      expect({ resource, status: refused.status }).toEqual({ resource, status: 400 });
    }

    const { applicant, notice } = await publishedNotice(app);
    await clearNotice(notice.id);
    const { room } = await nextSlot(5);
    for (const startsAt of ['+020000-01-01T07:00:00Z', '+275760-09-13T00:00:00Z']) {
      const refused = await book(app, applicant.token, notice.id, room.id, startsAt);
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ startsAt: "Choose one of the room's slots" });
    }
  });
});
