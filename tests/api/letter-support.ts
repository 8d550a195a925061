import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marriages, type RegisterParty } from '../../src/server/db/schema/index.js';
import { nextRegisterPlace } from '../../src/server/modules/register/service.js';
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
import { testContext } from './helpers.js';
import { freshId } from './ids.js';
import { walkTo } from './licence-support.js';

export const letterForm = (overrides: Record<string, unknown> = {}) => ({
  ...FORMS.MARITAL_STATUS_LETTER,
  ...overrides,
});

export type LetterOutcome = {
  letterNumber: string;
  documentId: string;
  validUntil: string;
  finding: 'NONE' | 'MARRIED' | 'DISSOLVED';
  registrationNumber: string | null;
  marriedOn: string | null;
  marriageDistrict: string | null;
};

/** A letter application with its documents, submitted and paid: waiting in the officer's queue. */
export async function submittedLetter(
  app: FastifyInstance,
  applicant?: Applicant & { idNumber?: string | null },
  form = letterForm(),
) {
  const who: Applicant & { idNumber?: string | null } = applicant ?? (await newCitizen(app));
  const draft = await createDraft(app, who.token, 'MARITAL_STATUS_LETTER', form);
  await attachRequired(draft.id);
  const submitted = await step(app, who.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  return { applicant: who, id: draft.id };
}

/** A letter issued: submitted, paid, approved by the officer and the director. */
export async function issuedLetter(
  app: FastifyInstance,
  applicant?: Applicant & { idNumber?: string | null },
  form = letterForm(),
) {
  const submitted = await submittedLetter(app, applicant, form);
  const row = await walkTo(app, submitted.id, 'Approved');
  return { ...submitted, row, outcome: row.outcome as LetterOutcome };
}

const registerParty = (idNumber: string, name: string): RegisterParty => ({
  name,
  idType: 'NATIONAL_ID',
  idNumber,
  age: 30,
  condition: 'NEVER_MARRIED',
  occupation: 'Teacher',
  residence: 'Nairobi',
  father: 'Father',
  mother: 'Mother',
});

/** An entry of the register naming the ID number (as party B), celebrated on the given day. */
export async function registerEntry(
  idNumber: string,
  {
    status = 'SUBSISTING',
    district = '047',
    celebratedAt = new Date('2019-06-15T08:00:00Z'),
    spouse = 'Peter Mwangi Kariuki',
  }: {
    status?: 'SUBSISTING' | 'DISSOLVED';
    district?: string;
    celebratedAt?: Date;
    spouse?: string;
  } = {},
) {
  const { database } = await testContext();
  const spouseId = freshId();
  const year = celebratedAt.getUTCFullYear();
  return database.db.transaction(async (tx) => {
    const { bookId, entryNumber, registrationNumber } = await nextRegisterPlace(tx, district, year, new Date());
    const [entry] = await tx
      .insert(marriages)
      .values({
        registrationNumber,
        bookId,
        entryNumber,
        district,
        partyA: registerParty(spouseId, spouse),
        partyB: registerParty(idNumber, 'The applicant'),
        partyAIdNumber: spouseId,
        partyBIdNumber: idNumber,
        celebratedAt,
        venueName: 'Sheria House',
        officiantName: 'Registrar',
        witnesses: ['A', 'B'],
        status,
      })
      .returning();
    return entry;
  });
}

export async function dissolve(id: string) {
  const { database } = await testContext();
  await database.db.update(marriages).set({ status: 'DISSOLVED' }).where(eq(marriages.id, id));
}
