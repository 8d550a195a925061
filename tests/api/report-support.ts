import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createDraft, current, markPaid, newCitizen, STAFF, step, tokenOf, type Applicant } from './app-support.js';
import { testContext } from './helpers.js';
import { freshId } from './ids.js';
import { verifiedInstitution } from './verification-support.js';
import { walkTo } from './licence-support.js';
import { registerEntry } from './letter-support.js';

export type ReportOutcome = { reportNumber: string; documentId: string; searchReference: string; entriesFound: number };

export { pdfText, printed } from './pdf-text.js';

const word = () => {
  const [consonants, vowels] = ['bdfgjklmnprstvwz', 'aeiou'];
  let w = '';
  for (let i = 0; i < 4; i++) w += consonants[randomInt(consonants.length)] + vowels[randomInt(vowels.length)];
  return w[0].toUpperCase() + w.slice(1);
};

/** A name no one else in the register carries (three random words: no trigram in common to speak of). */
export const uniqueName = () => `${word()} ${word()} ${word()}`;

/** A register entry with names nobody else in the register carries (the spouse, party A, is the one searched). */
export async function uniqueEntry(district = '042') {
  const spouse = uniqueName();
  const entry = await registerEntry(freshId(), {
    district,
    celebratedAt: new Date('2012-03-10T08:00:00Z'),
    spouse,
  });
  return { entry, spouse };
}

/** A new organisation's account (a church), signed in. */
export async function newOrganisation(app: FastifyInstance): Promise<Applicant> {
  const tag = freshId();
  const user = await verifiedInstitution(app, {
    accountType: 'ORGANIZATION',
    organisation: { name: `Test Chapel ${tag}`, type: 'CHURCH', registrationNumber: `SOC/T/${tag}` },
  });
  return { token: user.token, userId: user.userId, email: user.email };
}

/** A register search of the applicant's, paid and confirmed by the officer (its result kept). */
export async function completedSearch(
  app: FastifyInstance,
  applicant: Applicant,
  partyName: string,
  to: 'Approved' | 'Submitted' = 'Approved',
) {
  const draft = await createDraft(app, applicant.token, 'REGISTER_SEARCH', {
    partyName,
    otherPartyName: null,
    from: null,
    to: null,
    district: null,
    purpose: 'Succession of my late uncle',
  });
  const submitted = await step(app, applicant.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`search submit failed: ${JSON.stringify(submitted.body)}`);
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  if (to === 'Approved') {
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, draft.id, 'claim');
    const approved = await step(app, officer, draft.id, 'approve');
    if (approved.status !== 200) throw new Error(`search approve failed: ${JSON.stringify(approved.body)}`);
  }
  const row = await current(draft.id);
  return { id: draft.id, reference: row.reference, row };
}

/** A citizen with a completed search that found one entry of the register. */
export async function searcher(app: FastifyInstance, applicant?: Applicant) {
  const who = applicant ?? (await newCitizen(app));
  const { entry, spouse } = await uniqueEntry();
  const search = await completedSearch(app, who, spouse);
  return { applicant: who, entry, search };
}

/** A search report asked for, submitted (and paid): waiting in the officer's queue. */
export async function submittedReport(
  app: FastifyInstance,
  who?: { applicant: Applicant; search: { reference: string } },
) {
  const { applicant, search } = who ?? (await searcher(app));
  const draft = await createDraft(app, applicant.token, 'SEARCH_REPORT', {
    searchReference: search.reference,
    purpose: 'Probate: the court asks for an official search',
  });
  const submitted = await step(app, applicant.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`report submit failed: ${JSON.stringify(submitted.body)}`);
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  return { applicant, search, id: draft.id };
}

export async function issuedReport(
  app: FastifyInstance,
  who?: { applicant: Applicant; search: { reference: string } },
) {
  const submitted = await submittedReport(app, who);
  const row = await walkTo(app, submitted.id, 'Approved');
  return { ...submitted, row, outcome: row.outcome as ReportOutcome };
}

export { testContext };
