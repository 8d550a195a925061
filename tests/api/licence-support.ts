import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { nairobiDate, nairobiDayBounds } from '../../src/shared/dates.js';
import type { ServiceCode } from '../../src/shared/services.js';
import { applications, bookings } from '../../src/server/db/schema/index.js';
import {
  attachRequired,
  createDraft,
  current,
  FORMS,
  markPaid,
  newCitizen,
  STAFF,
  step,
  tokenOf,
  type Applicant,
} from './app-support.js';
import { call, testContext } from './helpers.js';
import { dateIn, nowMs, noticeForm, party } from './notice-support.js';

export type LicenceService = 'SPECIAL_LICENCE_NOTICE_WAIVER' | 'SPECIAL_LICENCE_PRIVATE_VENUE' | 'PUBLIC_PLACE_LICENCE';
export const LEVELS = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'] as const;

/** A couple as a notice names them (fresh ID numbers each time). */
export function couple() {
  const form = noticeForm();
  return { partyA: form.partyA, partyB: form.partyB };
}

export function waiverForm(overrides: Record<string, unknown> = {}) {
  return {
    ...couple(),
    intendedDate: dateIn(7),
    district: '047',
    urgency: 'POSTING_ABROAD',
    reason: 'Party B is posted to the embassy in Tokyo from next month and cannot wait three weeks.',
    ...overrides,
  };
}

export function venueForm(overrides: Record<string, unknown> = {}) {
  return {
    ...couple(),
    intendedDate: dateIn(30),
    district: '047',
    venue: { name: 'Nairobi Hospital, Ward 4', physicalAddress: 'Argwings Kodhek Road, Nairobi' },
    venueReason: 'ILLNESS',
    reason: 'Party A is in hospital after surgery and cannot leave the ward for some weeks.',
    ...overrides,
  };
}

export function formOf(service: LicenceService, overrides: Record<string, unknown> = {}) {
  if (service === 'SPECIAL_LICENCE_NOTICE_WAIVER') return waiverForm(overrides);
  if (service === 'SPECIAL_LICENCE_PRIVATE_VENUE') return venueForm(overrides);
  return { ...FORMS.PUBLIC_PLACE_LICENCE, ...overrides };
}

/** A licence application with its documents, submitted and paid: waiting in the officer's queue. */
export async function submittedLicence(
  app: FastifyInstance,
  service: LicenceService,
  form: Record<string, unknown> = formOf(service),
  applicant?: Applicant,
) {
  const who = applicant ?? (await newCitizen(app));
  const draft = await createDraft(app, who.token, service as ServiceCode, form);
  await attachRequired(draft.id);
  const submitted = await step(app, who.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  return { applicant: who, id: draft.id };
}

/** Claims and approves at each level with the demo staff until the application waits at `level` (or is approved). */
export async function walkTo(app: FastifyInstance, id: string, level: (typeof LEVELS)[number] | 'Approved') {
  for (;;) {
    const row = await current(id);
    if (row.status === 'Approved' || row.stage === level) return row;
    const token = await tokenOf(app, STAFF[row.stage as keyof typeof STAFF]);
    if (row.status === 'Submitted') expect((await step(app, token, id, 'claim')).status).toBe(200);
    const approved = await step(app, token, id, 'approve');
    if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  }
}

/** A licence issued: submitted, paid and approved at all four levels. Answers the outcome. */
export async function issuedLicence(
  app: FastifyInstance,
  service: LicenceService,
  form: Record<string, unknown> = formOf(service),
  applicant?: Applicant,
) {
  const submitted = await submittedLicence(app, service, form, applicant);
  const row = await walkTo(app, submitted.id, 'Approved');
  const outcome = row.outcome as { licenceId: string; licenceNumber: string; validUntil: string; documentId: string };
  return { ...submitted, form, outcome };
}

export async function getLicence(app: FastifyInstance, token: string, id: string) {
  return call(app, { method: 'GET', url: `/api/licences/${id}`, token });
}

export function listUrl(path: string, filter: Record<string, unknown>, range = '[0,99]') {
  return `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}`;
}

let startNowBase: number | undefined;

/** Moves a booking's slot so that it has just begun (the celebration can be recorded). */
export async function startNow(bookingId: string, n: number) {
  const { database } = await testContext();
  // Minutes 5 to 20 before the first move (other files move their bookings to 30 minutes before,
  // in the same room), and off the minute so that it never lands on a booked slot of the room
  // (slots start on whole minutes). Counted from one instant per process: counted from each call's
  // own "now", the n-th move after a minute had passed landed on the (n-1)-th's slot.
  startNowBase ??= Math.floor((nowMs() - 5 * 60_000) / 60_000) * 60_000;
  const startsAt = new Date(startNowBase - n * 60_000 - 23_000);
  await database.db
    .update(bookings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .where(eq(bookings.id, bookingId));
}

/**
 * Moves a booking to today, in Nairobi: n minutes and 23 seconds after the day's midnight (off the
 * minute, so never on a booked slot of the room), whatever the hour, as early as 00:00 Nairobi
 * (21:00 UTC), when "a few minutes ago" is still yesterday.
 */
export async function startToday(bookingId: string, n: number) {
  const { database } = await testContext();
  const today = nairobiDate(new Date(nowMs()));
  const startsAt = new Date(nairobiDayBounds(today, today).start!.getTime() + n * 60_000 + 23_000);
  await database.db
    .update(bookings)
    .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
    .where(eq(bookings.id, bookingId));
}

export async function applicationRow(id: string) {
  const { database } = await testContext();
  const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export { party };
