import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licences, organisations, users } from '../../src/server/db/schema/index.js';
import { addDays, nairobiToday } from '../../src/shared/dates.js';
import {
  attachRequired,
  createDraft,
  current,
  FORMS,
  markPaid,
  newCitizen,
  step,
  type Applicant,
} from './app-support.js';
import { call, signedInUser, testContext } from './helpers.js';
import { issuedLicence } from './licence-support.js';
import { freshId, party } from './notice-support.js';

export interface Institution extends Applicant {
  organisationId: string;
  licenceNumber: string;
  venueName: string;
  officiant: { id: string; fullName: string; licenceNumber: string };
}

let officiantCount = 0;

/** yyyy-mm-dd, `days` from today in Nairobi by the shared app's clock. */
export async function dayIn(days: number): Promise<string> {
  const { clock } = await testContext();
  return addDays(nairobiToday(clock), days);
}

/**
 * A licensed institution as the registry knows one: a place licensed by the minister (the whole
 * licence chain), its organisation, an account of that organisation (a church member), and one
 * active officiant on its list.
 */
export async function newInstitution(app: FastifyInstance): Promise<Institution> {
  const { outcome } = await issuedLicence(app, 'PUBLIC_PLACE_LICENCE', FORMS.PUBLIC_PLACE_LICENCE);
  const { database } = await testContext();
  // Licensed some months ago, as a church that has celebrated marriages for a while.
  const { clock } = await testContext();
  const [licence] = await database.db
    .update(licences)
    .set({ issuedAt: new Date(clock.now().getTime() - 120 * 86_400_000) })
    .where(eq(licences.id, outcome.licenceId))
    .returning();
  const member = await signedInUser(app);
  await database.db
    .update(users)
    .set({ accountType: 'ORGANIZATION', organisationId: licence.organisationId })
    .where(eq(users.id, member.userId));
  officiantCount += 1;
  const added = await call(app, {
    method: 'POST',
    url: '/api/officiants',
    token: member.token,
    payload: {
      fullName: `Rev. Officiant ${officiantCount}`,
      licenceNumber: `OFF/2026/${String(officiantCount).padStart(4, '0')}${freshId().slice(0, 3)}`,
    },
  });
  if (added.status !== 201) throw new Error(`officiant failed: ${added.status} ${JSON.stringify(added.body)}`);
  return {
    token: member.token,
    userId: member.userId,
    email: member.email,
    organisationId: licence.organisationId!,
    licenceNumber: licence.number,
    venueName: licence.venueName!,
    officiant: added.body.data,
  };
}

/** A court's account (an organisation of another kind, with no place licence). */
export async function newCourtMember(app: FastifyInstance): Promise<Applicant & { organisationId: string }> {
  const { database } = await testContext();
  const [court] = await database.db
    .insert(organisations)
    .values({
      name: `Test Law Courts ${freshId()}`,
      type: 'COURT',
      registrationNumber: `JUD/${freshId()}`,
      licensed: true,
      verification: 'VERIFIED',
    })
    .returning();
  const member = await signedInUser(app);
  await database.db
    .update(users)
    .set({ accountType: 'ORGANIZATION', organisationId: court.id })
    .where(eq(users.id, member.userId));
  return { token: member.token, userId: member.userId, email: member.email, organisationId: court.id };
}

export async function imForm(institution: Institution, overrides: Record<string, unknown> = {}) {
  return {
    partyA: party({ firstName: 'Achieng', lastName: 'Odhiambo' }),
    partyB: party({
      firstName: 'Kiprono',
      lastName: 'Langat',
      sex: 'M',
      dateOfBirth: '1991-03-12',
      fatherName: 'Paul Langat',
      motherName: 'Ruth Langat',
      phone: '+254723456789',
      email: 'kiprono@example.test',
    }),
    celebrationDate: await dayIn(-3),
    venueLicenceNumber: institution.licenceNumber,
    venueName: institution.venueName,
    district: '047',
    officiantLicenceNumber: institution.officiant.licenceNumber,
    officiantName: institution.officiant.fullName,
    witnesses: [
      { fullName: 'John Kamau', idNumber: freshId(), phone: '+254734567890' },
      { fullName: 'Jane Achieng', idNumber: freshId(), phone: '+254745678901' },
    ],
    lateReason: null,
    ...overrides,
  };
}

/** A draft with its documents, submitted: the submit response and the id. */
export async function submitIm(app: FastifyInstance, institution: Institution, form: Record<string, unknown>) {
  const draft = await createDraft(app, institution.token, 'INSTITUTION_MARRIAGE', form);
  await attachRequired(draft.id);
  const response = await step(app, institution.token, draft.id, 'submit');
  return { id: draft.id, response };
}

/** Submitted and paid: waiting in the officers' queue. */
export async function paidIm(app: FastifyInstance, institution: Institution, form: Record<string, unknown>) {
  const { id, response } = await submitIm(app, institution, form);
  if (response.status !== 200) throw new Error(`submit failed: ${JSON.stringify(response.body)}`);
  if ((await current(id)).status === 'Payment_Confirmation') await markPaid(id);
  return id;
}

export { newCitizen, party, freshId };
