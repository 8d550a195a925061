import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marriageRooms, notices } from '../../src/server/db/schema/index.js';
import {
  attachRequired,
  createDraft,
  current,
  declareBoth,
  markPaid,
  newCitizen,
  STAFF,
  step,
  tokenOf,
  type Applicant,
} from './app-support.js';
import { addDays, isoWeekday, nairobiInstant, nairobiToday } from '../../src/shared/dates.js';
import { call, testContext } from './helpers.js';
import { freshId, freshWord } from './ids.js';
import { marriageNoticeSchema } from '../../src/shared/services/marriage-notice.js';

const noticeFormComplete = (form: Record<string, unknown>) => marriageNoticeSchema.safeParse(form).success;

const DAY = 86_400_000;

// Dates follow the shared app's clock (other test files move it forward).
const { clock } = await testContext();
export const nowMs = () => clock.now().getTime();

export { freshId };

/** yyyy-mm-dd, `days` after today in Nairobi by the shared app's clock (the registry's day). */
export function dateIn(days: number): string {
  return addDays(nairobiToday(clock), days);
}

export function party(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Amani',
    middleName: freshWord(),
    lastName: 'Wekesa',
    idType: 'NATIONAL_ID',
    idNumber: freshId(),
    nationality: 'KE',
    dateOfBirth: '1994-05-10',
    sex: 'F',
    condition: 'NEVER_MARRIED',
    occupation: 'Teacher',
    residenceDistrict: '047',
    fatherName: 'Juma Wekesa',
    motherName: 'Mary Wekesa',
    phone: '+254712345678',
    email: 'amani@example.test',
    ...overrides,
  };
}

export function noticeForm(overrides: Record<string, unknown> = {}) {
  return {
    partyA: party(),
    partyB: party({
      firstName: 'Baraka',
      lastName: 'Otieno',
      sex: 'M',
      dateOfBirth: '1992-02-01',
      fatherName: 'Peter Otieno',
      motherName: 'Ann Otieno',
      phone: '+254723456789',
      email: 'baraka@example.test',
    }),
    intendedDate: dateIn(40),
    district: '047',
    venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House, Nairobi', licenceReference: null },
    witnesses: [
      { fullName: 'John Kamau', idNumber: freshId(), phone: '+254734567890' },
      { fullName: 'Jane Achieng', idNumber: freshId(), phone: '+254745678901' },
    ],
    specialLicenceReference: null,
    ...overrides,
  };
}

/** A draft notice with its documents, declared by both parties and submitted: answers the submit response and the id. */
export async function submitNotice(
  app: FastifyInstance,
  applicant: Applicant,
  form: Record<string, unknown> = noticeForm(),
  { declared = true }: { declared?: boolean } = {},
) {
  const draft = await createDraft(app, applicant.token, 'MARRIAGE_NOTICE', form);
  await attachRequired(draft.id);
  // A form that does not parse cannot be declared: its submit answers the field messages as before.
  if (declared && noticeFormComplete(form)) await declareBoth(app, applicant, draft.id);
  const response = await step(app, applicant.token, draft.id, 'submit');
  return { id: draft.id, response };
}

/** A notice submitted (paid) and approved by the officer: published. */
export async function publishedNotice(
  app: FastifyInstance,
  form: Record<string, unknown> = noticeForm(),
  applicant?: Applicant,
) {
  const who = applicant ?? (await newCitizen(app));
  const { id, response } = await submitNotice(app, who, form);
  if (response.status !== 200) throw new Error(`submit failed: ${JSON.stringify(response.body)}`);
  if ((await current(id)).status === 'Payment_Confirmation') await markPaid(id);
  const officer = await tokenOf(app, STAFF.OFFICER);
  await step(app, officer, id, 'claim');
  const approved = await step(app, officer, id, 'approve');
  if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  const { database } = await testContext();
  const [notice] = await database.db.select().from(notices).where(eq(notices.applicationId, id));
  return { applicant: who, applicationId: id, notice };
}

/** Moves a notice's period into the past (as if published 22 days ago): cleared unless an objection is open. */
export async function clearNotice(noticeId: string) {
  const { database } = await testContext();
  const now = nowMs();
  await database.db
    .update(notices)
    .set({
      publishedAt: new Date(now - 22 * DAY),
      noticeEndsAt: new Date(now - DAY),
      validUntil: new Date(now + 68 * DAY),
    })
    .where(eq(notices.id, noticeId));
}

export async function roomNamed(name: string) {
  const { database } = await testContext();
  const [room] = await database.db.select().from(marriageRooms).where(eq(marriageRooms.name, name));
  return room;
}

let slotCounter = 0;
/**
 * A distinct future slot of Sheria House Marriage Room 2 (Monday-Saturday 09:00-16:00, hourly):
 * each call answers another one.
 */
export async function nextSlot(offsetDays = 3) {
  const room = await roomNamed('Sheria House Marriage Room 2');
  for (;;) {
    const n = slotCounter++;
    const date = dateIn(offsetDays + Math.floor(n / 7));
    if (isoWeekday(date) === 7) continue;
    const hour = 9 + (n % 7);
    return { room, startsAt: nairobiInstant(date, `${String(hour).padStart(2, '0')}:00`).toISOString() };
  }
}

export async function book(app: FastifyInstance, token: string, noticeId: string, roomId: string, startsAt: string) {
  return call(app, { method: 'POST', url: '/api/bookings', token, payload: { noticeId, roomId, startsAt } });
}
