import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { marriages } from '../../src/server/db/schema/index.js';
import { issueDocument } from '../../src/server/modules/documents/service.js';
import { attachRequired, createDraft, current, markPaid, newCitizen, step, type Applicant } from './app-support.js';
import { testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import { registerEntry } from './letter-support.js';

export type RectificationOutcome = {
  registrationNumber: string;
  field: string;
  oldValue: string;
  newValue: string;
  amendedOn: string;
  authority: string;
  certificateNumber: string;
  certificateDocumentId: string;
  supersededCertificateNumber: string | null;
};

/** The form asking to correct party B's occupation (the register's "Teacher") to the value given. */
export const rectificationForm = (registerEntryNumber: string, overrides: Record<string, unknown> = {}) => ({
  registerEntryNumber,
  field: 'PARTY_B_OCCUPATION',
  currentValue: 'Teacher',
  correctValue: 'Secondary school teacher',
  reason: 'The occupation was abbreviated when the entry was made; my employment letter shows it in full.',
  ...overrides,
});

/** A citizen party B to an entry of the register that stands on a marriage certificate (as a celebration leaves it). */
export async function certifiedCitizen(app: FastifyInstance) {
  const applicant = await newCitizen(app);
  const entry = await registerEntry(applicant.idNumber!, {
    district: '047',
    celebratedAt: new Date('2021-03-20T08:00:00Z'),
  });
  const { database } = await testContext();
  const certificate = await database.db.transaction(async (tx) => {
    const doc = await issueDocument(
      tx,
      { files: app.files, publicUrl: app.config.publicUrl, clock: app.clock },
      {
        kind: 'MARRIAGE_CERTIFICATE',
        title: 'Certificate of Marriage',
        number: entry.registrationNumber,
        ownerId: applicant.userId,
        lines: ['Marriage solemnised at Sheria House.'],
      },
    );
    await tx.update(marriages).set({ certificateDocumentId: doc.id }).where(eq(marriages.id, entry.id));
    return doc;
  });
  return { applicant, entry: { ...entry, certificateDocumentId: certificate.id }, certificate };
}

/** A rectification drafted with its evidence attached; not submitted. */
export async function draftRectification(app: FastifyInstance, applicant: Applicant, form: Record<string, unknown>) {
  const draft = await createDraft(app, applicant.token, 'DATA_RECTIFICATION', form);
  await attachRequired(draft.id);
  return draft;
}

/** Who asks: a citizen and an entry they are party to. */
export interface Party {
  applicant: Applicant & { idNumber: string | null };
  entry: { id: string; registrationNumber: string };
}

/** A rectification submitted and paid: waiting in the officer's queue. */
export async function submittedRectification<W extends Party>(
  app: FastifyInstance,
  who?: W,
  overrides: Record<string, unknown> = {},
) {
  const subject = (who ?? (await certifiedCitizen(app))) as W;
  const draft = await draftRectification(
    app,
    subject.applicant,
    rectificationForm(subject.entry.registrationNumber, overrides),
  );
  const submitted = await step(app, subject.applicant.token, draft.id, 'submit');
  if (submitted.status !== 200) throw new Error(`submit failed: ${JSON.stringify(submitted.body)}`);
  if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
  return { ...subject, id: draft.id, reference: draft.reference };
}

export async function approvedRectification<W extends Party>(
  app: FastifyInstance,
  who?: W,
  overrides: Record<string, unknown> = {},
) {
  const submitted = await submittedRectification(app, who, overrides);
  const row = await walkTo(app, submitted.id, 'Approved');
  return { ...submitted, row, outcome: row.outcome as RectificationOutcome };
}
