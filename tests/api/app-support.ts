import { eq, sql } from 'drizzle-orm';
import { DEMO_SECOND_FACTOR_KEPT } from '../../src/server/modules/accounts/secondFactor.js';
import type { FastifyInstance } from 'fastify';
import { applicationEvents, applications, attachments, documents, users } from '../../src/server/db/schema/index.js';
import { requiredAttachments } from '../../src/shared/services/index.js';
import type { ServiceCode } from '../../src/shared/services.js';
import { call, signIn, signedInUser, testContext, tokenCache } from './helpers.js';
import { freshId } from './ids.js';
import { PARTY_PARTICULARS } from '../../src/shared/declarations.js';

const tokensOf = new WeakMap<FastifyInstance, (email: string) => Promise<string>>();

/**
 * A cached, still valid access token of a demo account (they are never locked by these tests), kept
 * for the app that signed it in: another app may stand on another database or secret.
 */
export function tokenOf(app: FastifyInstance, email: string): Promise<string> {
  let tokens = tokensOf.get(app);
  if (!tokens) {
    tokens = tokenCache((who: string) => signIn(app, who).then((s) => s.token));
    tokensOf.set(app, tokens);
  }
  return tokens(email);
}

export const STAFF = {
  OFFICER: 'officer@demo.test',
  DIRECTOR: 'director@demo.test',
  REGISTRAR_GENERAL: 'rg@demo.test',
  MINISTER: 'minister@demo.test',
  ADMIN: 'admin@demo.test',
  FINANCE: 'finance@demo.test',
} as const;

let placeCount = 0;

export const FORMS: Partial<Record<ServiceCode, Record<string, unknown>>> = {
  MARITAL_STATUS_LETTER: {
    purpose: 'To marry abroad: required by the registrar in London',
    destinationCountry: 'GB',
    district: '047',
  },
  REGISTER_SEARCH: {
    partyName: 'Wanjiku Kamau',
    approximateYear: 2019,
    district: '047',
    purpose: 'Confirm a marriage entry for a land succession case',
  },
  // A new place each time: a place holding a valid licence is not licensed twice.
  get PUBLIC_PLACE_LICENCE() {
    placeCount += 1;
    return {
      placeName: `Kilimani Gardens Chapel ${placeCount}`,
      placeType: 'CHURCH',
      denomination: 'Interdenominational',
      district: '047',
      physicalAddress: 'Argwings Kodhek Road, Kilimani, Nairobi',
      capacity: 250,
      responsiblePerson: {
        fullName: 'Grace Wambui Njoroge',
        idNumber: '22334466',
        role: 'Chair of the trustees',
        phone: '+254712345670',
        email: 'trustees@example.test',
      },
      officiants: [{ fullName: 'Rev. Peter Njoroge', idNumber: '22334455' }],
    };
  },
};

export interface Applicant {
  token: string;
  userId: string;
  email: string;
}

/**
 * A new signed-in citizen holding a verified ID number, as onboarding leaves one (a fresh number the
 * register does not know). `verified: false` leaves the account without one, as before onboarding.
 */
export async function newCitizen(
  app: FastifyInstance,
  { verified = true, idNumber: given }: { verified?: boolean; idNumber?: string } = {},
): Promise<Applicant & { idNumber: string | null }> {
  const user = await signedInUser(app);
  const idNumber = verified ? (given ?? freshId()) : null;
  if (idNumber) {
    const { database } = await testContext();
    await database.db.update(users).set({ idType: 'NATIONAL_ID', idNumber }).where(eq(users.id, user.userId));
  }
  return { token: user.token, userId: user.userId, email: user.email, idNumber };
}

export async function createDraft(
  app: FastifyInstance,
  token: string,
  serviceCode: ServiceCode,
  formData = FORMS[serviceCode] ?? {},
) {
  const response = await call(app, {
    method: 'POST',
    url: '/api/applications',
    token,
    payload: { serviceCode, formData },
  });
  if (response.status !== 201) throw new Error(`draft failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as { id: string; version: number; reference: string; trackingId: string; status: string };
}

export async function current(id: string) {
  const { database } = await testContext();
  const [row] = await database.db.select().from(applications).where(eq(applications.id, id));
  return row;
}

/** An issued document's row as the database holds it now. */
export async function documentOf(id: string) {
  const { database } = await testContext();
  const [doc] = await database.db.select().from(documents).where(eq(documents.id, id));
  return doc;
}

export async function eventCount(id: string) {
  const { database } = await testContext();
  return (await database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id))).length;
}

export async function step(app: FastifyInstance, token: string, id: string, action: string, comment?: string) {
  const row = await current(id);
  return call(app, {
    method: 'POST',
    url: `/api/applications/${id}/${action}`,
    token,
    payload: { version: row.version, comment },
  });
}

/** Files the attachments a service needs straight into the table (the upload route has its own tests). */
export async function attachRequired(id: string) {
  const { database } = await testContext();
  const row = await current(id);
  const kinds = requiredAttachments(row.serviceCode as ServiceCode, row.formData);
  for (const kind of kinds) {
    await database.db.insert(attachments).values({
      applicationId: id,
      kind,
      fileName: `${kind}.pdf`,
      contentType: 'application/pdf',
      size: 10,
      sha256: '0'.repeat(64),
      uploadedBy: row.applicantId,
    });
  }
}

/** Confirms the invoice as the payment gateway would, in one transaction. */
export async function markPaid(id: string) {
  const { app, database } = await testContext();
  await database.db.transaction((tx) => app.applications.paymentConfirmed(tx, id, null));
}

/** Every particular of a party, confirmed (the declaration's checklist, all ticked). */
export const ALL_PARTICULARS = [...PARTY_PARTICULARS];

const partyAccounts = new Map<string, Promise<Applicant>>();
/**
 * The citizen account of the person with this ID number (verified, as sign-up verifies it against the
 * identity registry): one per ID number for the worker's run, as a person has one account.
 */
export function partyAccount(app: FastifyInstance, idNumber: string): Promise<Applicant> {
  const key = idNumber.trim().toUpperCase();
  let account = partyAccounts.get(key);
  if (!account) {
    account = newCitizen(app, { idNumber });
    partyAccounts.set(key, account);
  }
  return account;
}

/**
 * Both parties declare the notice as it now reads (issue 24): the applicant invites each party by
 * text, each signs in to their own account and declares with every particular confirmed.
 */
export async function declareBoth(app: FastifyInstance, applicant: Applicant, id: string) {
  const row = await current(id);
  const form = row.formData as Record<string, { idNumber: string }>;
  for (const party of ['partyA', 'partyB'] as const) {
    const own = (applicant as { idNumber?: string | null }).idNumber;
    const account =
      own && own.toUpperCase() === form[party].idNumber.toUpperCase()
        ? applicant
        : await partyAccount(app, form[party].idNumber);
    const seen = await call(app, { method: 'GET', url: `/api/notice-declarations/${id}`, token: account.token });
    const state = seen.status === 200 ? seen.body.data.parties.find((p: { party: string }) => p.party === party) : null;
    if (state?.state === 'DECLARED' && state.current) continue;
    if (account !== applicant && (seen.status !== 200 || !['INVITED', 'DECLARED'].includes(state?.state))) {
      const invited = await call(app, {
        method: 'POST',
        url: `/api/notice-declarations/${id}/invite`,
        token: applicant.token,
        payload: { party, channel: 'SMS', version: row.version },
      });
      if (invited.status !== 200) throw new Error(`invite failed: ${invited.status} ${JSON.stringify(invited.body)}`);
    }
    const declared = await call(app, {
      method: 'POST',
      url: `/api/notice-declarations/${id}/declare`,
      token: account.token,
      payload: { party, version: row.version, confirmed: ALL_PARTICULARS, noImpediment: true, particularsTrue: true },
    });
    if (declared.status !== 200) throw new Error(`declare failed: ${declared.status} ${JSON.stringify(declared.body)}`);
  }
}

/** Drives a new application of the service to the given status at the first level. */
export async function applicationIn(
  app: FastifyInstance,
  applicant: Applicant,
  serviceCode: ServiceCode,
  status:
    | 'Draft'
    | 'Payment_Confirmation'
    | 'Submitted'
    | 'Pending'
    | 'Corrections_Requested'
    | 'Approved'
    | 'Declined',
) {
  const draft = await createDraft(app, applicant.token, serviceCode);
  // A draft ready to submit: its documents are attached.
  await attachRequired(draft.id);
  if (status === 'Draft') return draft.id;
  // A notice is submitted once both its parties have declared it (issue 24).
  if (serviceCode === 'MARRIAGE_NOTICE') await declareBoth(app, applicant, draft.id);
  const submitted = await step(app, applicant.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if (status === 'Payment_Confirmation') return draft.id;
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  if (status === 'Submitted') return draft.id;
  const officer = await tokenOf(app, STAFF.OFFICER);
  await step(app, officer, draft.id, 'claim');
  if (status === 'Pending') return draft.id;
  if (status === 'Corrections_Requested') {
    await step(app, officer, draft.id, 'request-corrections', 'Attach a clearer copy of the ID');
    return draft.id;
  }
  if (status === 'Declined') {
    await step(app, officer, draft.id, 'decline', 'The purpose does not need a letter');
    return draft.id;
  }
  // Approved: walk the whole chain with the demo staff of each level.
  for (;;) {
    const row = await current(draft.id);
    if (row.status === 'Approved') return draft.id;
    const token = await tokenOf(app, STAFF[row.stage as keyof typeof STAFF]);
    if (row.status === 'Submitted') await step(app, token, draft.id, 'claim');
    const approved = await step(app, token, draft.id, 'approve');
    if (approved.status !== 200) throw new Error(`approve failed: ${JSON.stringify(approved.body)}`);
  }
}

export async function setStaffRole(
  userId: string,
  staffRole: (typeof users.$inferSelect)['staffRole'],
  district: string | null = null,
) {
  const { database } = await testContext();
  // Registry staff work with a second factor set up (issue 23): the demo's published key.
  await database.db
    .update(users)
    .set({
      accountType: 'BACKOFFICE',
      staffRole,
      district,
      totpSecret: sql`case when ${users.totpEnabledAt} is null then ${DEMO_SECOND_FACTOR_KEPT} else ${users.totpSecret} end`,
      totpEnabledAt: sql`coalesce(${users.totpEnabledAt}, now())`,
    })
    .where(eq(users.id, userId));
}
