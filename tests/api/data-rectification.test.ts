import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, marginNotes, marriages } from '../../src/server/db/schema/index.js';
import { myRegisterEntrySchema } from '../../src/shared/contracts/certification.js';
import { verificationSchema } from '../../src/shared/contracts/documents.js';
import { entryHistorySchema } from '../../src/shared/contracts/rectification.js';
import { dataRectification, RECTIFICATION_MESSAGES } from '../../src/shared/services/data-rectification.js';
import { current, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { auditActions, call, testContext } from './helpers.js';
import { pdfText } from './pdf-text.js';
import { currentStampRow } from '../../src/server/modules/certification/stamps.js';
import { walkTo } from './licence-support.js';
import { registerEntry } from './letter-support.js';
import {
  approvedRectification,
  certifiedCitizen,
  draftRectification,
  rectificationForm,
  submittedRectification,
} from './rectification-support.js';

async function submit(
  app: Awaited<ReturnType<typeof testContext>>['app'],
  token: string,
  form: Record<string, unknown>,
  who: { token: string; userId: string; email: string },
) {
  const draft = await draftRectification(app, who, form);
  return { draft, answer: await step(app, token, draft.id, 'submit') };
}

describe('the rectification form and its checks at submit', () => {
  it("lists the applicant's own entries with what each particular holds, in words", async () => {
    const { app } = await testContext();
    const { applicant, entry } = await certifiedCitizen(app);
    const mine = await call(app, { method: 'GET', url: '/api/my-register-entries', token: applicant.token });
    expect(mine.status).toBe(200);
    const [listed] = mine.body.data.map((e: unknown) => myRegisterEntrySchema.parse(e));
    expect(listed.registrationNumber).toBe(entry.registrationNumber);
    expect(listed.particulars).toMatchObject({
      PARTY_B_NAME: 'The applicant',
      PARTY_B_OCCUPATION: 'Teacher',
      PARTY_B_AGE: '30',
      PARTY_B_CONDITION: 'Bachelor/Spinster',
      PARTY_A_RESIDENCE: 'Nairobi',
    });
  });

  it('checks the correct value per particular with the shared rule (an age in whole years, a full name, a condition in words, the same value)', () => {
    const parse = (overrides: Record<string, unknown>) =>
      dataRectification.form.safeParse(rectificationForm('MC/047/2021/000001', overrides));
    const issue = (overrides: Record<string, unknown>) => {
      const result = parse(overrides);
      return result.success ? null : result.error.issues.find((i) => i.path[0] === 'correctValue')?.message;
    };
    expect(parse({}).success).toBe(true);
    expect(issue({ field: 'PARTY_A_AGE', currentValue: '30', correctValue: '3O' })).toBe(RECTIFICATION_MESSAGES.age);
    expect(issue({ field: 'PARTY_A_AGE', currentValue: '30', correctValue: '16' })).toBe(RECTIFICATION_MESSAGES.age);
    expect(issue({ field: 'PARTY_A_AGE', currentValue: '30', correctValue: '31' })).toBeNull();
    expect(issue({ field: 'PARTY_B_NAME', currentValue: 'Jane Doe', correctValue: 'Jane' })).toBe(
      RECTIFICATION_MESSAGES.name,
    );
    expect(issue({ field: 'PARTY_B_NAME', currentValue: 'Jane Doe', correctValue: 'Jane D0e' })).toBe(
      RECTIFICATION_MESSAGES.name,
    );
    expect(issue({ field: 'PARTY_B_CONDITION', currentValue: 'Bachelor/Spinster', correctValue: 'DIVORCED' })).toBe(
      RECTIFICATION_MESSAGES.condition,
    );
    expect(
      issue({ field: 'PARTY_B_CONDITION', currentValue: 'Bachelor/Spinster', correctValue: 'Divorced' }),
    ).toBeNull();
    expect(issue({ correctValue: ' Teacher ' })).toBe(RECTIFICATION_MESSAGES.sameValue);
    expect(parse({ field: 'PARTY_A_ID_NUMBER' }).success).toBe(false);
    expect(parse({ field: 'registrationNumber' }).success).toBe(false);
  });

  it('refuses an applicant without a verified ID number, and an entry they are not party to, with field messages; nothing moves', async () => {
    const { app } = await testContext();
    const { entry } = await certifiedCitizen(app);
    const stranger = await newCitizen(app);
    const refused = await submit(app, stranger.token, rectificationForm(entry.registrationNumber), stranger);
    expect(refused.answer.status).toBe(400);
    expect(refused.answer.body.errors['formData.registerEntryNumber']).toBe(RECTIFICATION_MESSAGES.notParty);
    expect((await current(refused.draft.id)).status).toBe('Draft');
    const unverified = await newCitizen(app, { verified: false });
    const none = await submit(app, unverified.token, rectificationForm(entry.registrationNumber), unverified);
    expect(none.answer.status).toBe(400);
    expect(none.answer.body.errors.identity).toBe(RECTIFICATION_MESSAGES.needsIdentity);
  });

  it("refuses a particular the list does not offer, a value equal to the register's, and a value seen that the register no longer holds", async () => {
    const { app } = await testContext();
    const { applicant, entry } = await certifiedCitizen(app);
    const idField = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: applicant.token,
      payload: {
        serviceCode: 'DATA_RECTIFICATION',
        formData: rectificationForm(entry.registrationNumber, { field: 'PARTY_B_ID_NUMBER' }),
      },
    });
    expect(idField.status).toBe(400);
    expect(idField.body.errors['formData.field']).toBe('Choose the particular to correct');
    const same = await submit(
      app,
      applicant.token,
      rectificationForm(entry.registrationNumber, { currentValue: 'Trader', correctValue: 'Teacher' }),
      applicant,
    );
    expect(same.answer.status).toBe(400);
    // The value seen ("Trader") is not what the register holds ("Teacher"): the field is to be chosen again.
    expect(same.answer.body.errors['formData.field']).toBe(RECTIFICATION_MESSAGES.staleValue);
    // The same age written otherwise is no correction: the shared rule refuses it as soon as the draft holds it.
    const ageSame = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: applicant.token,
      payload: {
        serviceCode: 'DATA_RECTIFICATION',
        formData: rectificationForm(entry.registrationNumber, {
          field: 'PARTY_B_AGE',
          currentValue: '30',
          correctValue: '030',
        }),
      },
    });
    expect(ageSame.status).toBe(400);
    expect(ageSame.body.errors['formData.correctValue']).toBe(RECTIFICATION_MESSAGES.sameValue);
    const nowhere = await submit(
      app,
      applicant.token,
      rectificationForm(entry.registrationNumber, {
        field: 'PARTY_B_RESIDENCE',
        currentValue: 'Nairobi',
        correctValue: 'Atlantis',
      }),
      applicant,
    );
    expect(nowhere.answer.status).toBe(400);
    expect(nowhere.answer.body.errors['formData.correctValue']).toBe(RECTIFICATION_MESSAGES.district);
    for (const { draft } of [same, nowhere]) expect((await current(draft.id)).status).toBe('Draft');
  });

  it('asks for the evidence', async () => {
    const { app } = await testContext();
    const { applicant, entry } = await certifiedCitizen(app);
    const draft = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: applicant.token,
      payload: { serviceCode: 'DATA_RECTIFICATION', formData: rectificationForm(entry.registrationNumber) },
    });
    const refused = await step(app, applicant.token, draft.body.id, 'submit');
    expect(refused.status).toBe(400);
    expect(refused.body.errors['attachments.SUPPORTING_EVIDENCE']).toBe('Attach this document');
  });

  it('refuses (409) a second live rectification of the same particular of the same entry, by the applicant or the other party; another particular passes', async () => {
    const { app, database } = await testContext();
    const who = await certifiedCitizen(app);
    const first = await submittedRectification(app, who);
    const again = await submit(
      app,
      who.applicant.token,
      rectificationForm(who.entry.registrationNumber, { correctValue: 'Head teacher' }),
      who.applicant,
    );
    expect(again.answer.status).toBe(409);
    expect(again.answer.body.message).toBe(RECTIFICATION_MESSAGES.duplicate(first.reference));
    expect((await current(again.draft.id)).status).toBe('Draft');
    // The spouse, party A of the same entry, asks for the same particular.
    const spouse = await newCitizen(app);
    await database.db.update(marriages).set({ partyAIdNumber: spouse.idNumber! }).where(eq(marriages.id, who.entry.id));
    const bySpouse = await submit(
      app,
      spouse.token,
      rectificationForm(who.entry.registrationNumber.toLowerCase()),
      spouse,
    );
    expect(bySpouse.answer.status).toBe(409);
    expect(bySpouse.answer.body.message).toBe(RECTIFICATION_MESSAGES.duplicateByOther);
    const other = await submit(
      app,
      who.applicant.token,
      rectificationForm(who.entry.registrationNumber, { field: 'PARTY_B_AGE', currentValue: '30', correctValue: '31' }),
      who.applicant,
    );
    expect(other.answer.status).toBe(200);
    // Once the first is decided (declined), the particular may be asked for again.
    const officer = await tokenOf(app, STAFF.OFFICER);
    expect((await step(app, officer, first.id, 'claim')).status).toBe(200);
    expect(
      (await step(app, officer, first.id, 'decline', 'The employment letter does not name the occupation')).status,
    ).toBe(200);
    expect((await step(app, who.applicant.token, again.draft.id, 'submit')).status).toBe(200);
  });
});

describe("the Registrar General's approval", () => {
  it('amends the entry, writes the margin note, issues a new certificate carrying it and supersedes the old one on /verify', async () => {
    const { app, database } = await testContext();
    const who = await certifiedCitizen(app);
    const atRg = await submittedRectification(app, who);
    expect((await walkTo(app, atRg.id, 'REGISTRAR_GENERAL')).outcome).toBeNull();
    // Nothing changes before the last level.
    expect(
      (await database.db.select().from(marriages).where(eq(marriages.id, who.entry.id)))[0].partyB.occupation,
    ).toBe('Teacher');
    const row = await walkTo(app, atRg.id, 'Approved');
    const outcome = dataRectification.outcome.parse(row.outcome);
    expect(outcome).toMatchObject({
      registrationNumber: who.entry.registrationNumber,
      field: 'PARTY_B_OCCUPATION',
      oldValue: 'Teacher',
      newValue: 'Secondary school teacher',
      authority: 'Esther Wambui, Registrar General',
      certificateNumber: `${who.entry.registrationNumber}-R1`,
      supersededCertificateNumber: who.entry.registrationNumber,
    });
    const [entry] = await database.db.select().from(marriages).where(eq(marriages.id, who.entry.id));
    expect(entry.partyB.occupation).toBe('Secondary school teacher');
    expect(entry.partyB.idNumber).toBe(who.applicant.idNumber);
    expect(entry.certificateDocumentId).toBe(outcome.certificateDocumentId);
    const [note] = await database.db.select().from(marginNotes).where(eq(marginNotes.marriageId, entry.id));
    expect(note).toMatchObject({
      field: 'PARTY_B_OCCUPATION',
      oldValue: 'Teacher',
      newValue: 'Secondary school teacher',
      authorityName: 'Esther Wambui',
      applicationId: atRg.id,
      applicationReference: atRg.reference,
      supersededDocumentId: who.certificate.id,
    });
    const [old] = await database.db.select().from(documents).where(eq(documents.id, who.certificate.id));
    expect(old.supersededById).toBe(outcome.certificateDocumentId);
    expect(old.revokedAt).toBeNull();
    const oldCheck = verificationSchema.parse(
      (await call(app, { method: 'GET', url: `/api/verify/${old.code}` })).body.data,
    );
    expect(oldCheck).toMatchObject({
      genuine: true,
      revoked: false,
      superseded: true,
      supersededByNumber: outcome.certificateNumber,
    });
    const [issued] = await database.db.select().from(documents).where(eq(documents.id, outcome.certificateDocumentId));
    expect(
      verificationSchema.parse((await call(app, { method: 'GET', url: `/api/verify/${issued.code}` })).body.data),
    ).toMatchObject({
      kind: 'MARRIAGE_CERTIFICATE',
      number: outcome.certificateNumber,
      superseded: false,
      revoked: false,
    });
    // The applicant downloads the new certificate from the application.
    const listed = await call(app, {
      method: 'GET',
      url: `/api/documents?filter=${encodeURIComponent(JSON.stringify({ applicationId: atRg.id }))}`,
      token: who.applicant.token,
    });
    expect(listed.body.map((d: { number: string }) => d.number)).toEqual([outcome.certificateNumber]);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/documents/${issued.id}/pdf`,
      headers: { authorization: who.applicant.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    // issue 20 #11: the entry holds its day only (no registry booking): the new certificate prints the day, no invented 00:00.
    const shown = pdfText(pdf.rawPayload);
    expect(shown).toContain('20-03-2021');
    expect(shown).not.toMatch(/\d{2}-\d{2}-\d{4} 00:00/);
    expect(shown).not.toContain('Date and time');
    // issue 20 #21: the certificate bears the registry's seal and its signatory, as a certified copy does.
    const stampRow = await currentStampRow(database.db);
    expect(stampRow, 'the demo uploads a certificate stamp').not.toBeNull();
    expect(shown).toContain(stampRow!.signatoryName);
    expect(await auditActions(entry.id)).toContain('marriage.rectified');
    expect(await auditActions(old.id)).toContain('document.superseded');
    // The registry reads the entry's history: the margin note and the certificate it stands on now.
    const history = await call(app, {
      method: 'GET',
      url: `/api/civil-marriages/${entry.id}/history`,
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(history.status).toBe(200);
    expect(entryHistorySchema.parse(history.body.data)).toMatchObject({
      certificate: { documentId: outcome.certificateDocumentId, number: outcome.certificateNumber },
      marginNotes: [
        {
          field: 'PARTY_B_OCCUPATION',
          oldValue: 'Teacher',
          newValue: 'Secondary school teacher',
          authority: 'Esther Wambui, Registrar General',
          applicationReference: atRg.reference,
          certificateNumber: outcome.certificateNumber,
          supersededCertificateNumber: who.entry.registrationNumber,
        },
      ],
    });
  });

  it('a second rectification of the entry issues -R2 carrying both notes, and supersedes -R1', async () => {
    const { app, database } = await testContext();
    const who = await certifiedCitizen(app);
    const first = await approvedRectification(app, who);
    const second = await approvedRectification(app, who, {
      field: 'PARTY_B_CONDITION',
      currentValue: 'Bachelor/Spinster',
      correctValue: 'Divorced',
    });
    expect(second.outcome).toMatchObject({
      certificateNumber: `${who.entry.registrationNumber}-R2`,
      supersededCertificateNumber: first.outcome.certificateNumber,
      oldValue: 'Bachelor/Spinster',
      newValue: 'Divorced',
    });
    const [entry] = await database.db.select().from(marriages).where(eq(marriages.id, who.entry.id));
    expect(entry.partyB.condition).toBe('DIVORCED');
    const history = await call(app, {
      method: 'GET',
      url: `/api/civil-marriages/${entry.id}/history`,
      token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
    });
    expect(history.body.data.marginNotes.map((n: { field: string }) => n.field)).toEqual([
      'PARTY_B_OCCUPATION',
      'PARTY_B_CONDITION',
    ]);
    const [r1] = await database.db
      .select()
      .from(documents)
      .where(eq(documents.id, first.outcome.certificateDocumentId));
    expect(r1.supersededById).toBe(second.outcome.certificateDocumentId);
  });

  it("an entry without a certificate gets one; the residence is kept as the district's name; the age as a number", async () => {
    const { app, database } = await testContext();
    const applicant = await newCitizen(app);
    const entry = await registerEntry(applicant.idNumber!, { district: '001' });
    const who = { applicant, entry };
    const residence = await approvedRectification(app, who, {
      field: 'PARTY_B_RESIDENCE',
      currentValue: 'Nairobi',
      correctValue: 'mombasa',
    });
    expect(residence.outcome).toMatchObject({
      newValue: 'Mombasa',
      supersededCertificateNumber: null,
      certificateNumber: `${entry.registrationNumber}-R1`,
    });
    const age = await approvedRectification(app, who, { field: 'PARTY_B_AGE', currentValue: '30', correctValue: '32' });
    expect(age.outcome.newValue).toBe('32');
    const [row] = await database.db.select().from(marriages).where(eq(marriages.id, entry.id));
    expect(row.partyB).toMatchObject({ residence: 'Mombasa', age: 32 });
  });

  it('refuses (409) when the register changed since the submission, and nothing is amended or issued', async () => {
    const { app, database } = await testContext();
    const who = await certifiedCitizen(app);
    const { id } = await submittedRectification(app, who);
    await walkTo(app, id, 'REGISTRAR_GENERAL');
    const [entry] = await database.db.select().from(marriages).where(eq(marriages.id, who.entry.id));
    await database.db
      .update(marriages)
      .set({ partyB: { ...entry.partyB, occupation: 'Lecturer' } })
      .where(eq(marriages.id, entry.id));
    const rg = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    expect((await step(app, rg, id, 'claim')).status).toBe(200);
    const refused = await step(app, rg, id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(RECTIFICATION_MESSAGES.changedSinceSubmit('Lecturer', 'Teacher'));
    const row = await current(id);
    expect({ status: row.status, stage: row.stage, outcome: row.outcome }).toEqual({
      status: 'Pending',
      stage: 'REGISTRAR_GENERAL',
      outcome: null,
    });
    expect(await database.db.select().from(marginNotes).where(eq(marginNotes.applicationId, id))).toEqual([]);
    expect(
      (await database.db.select().from(documents).where(eq(documents.id, who.certificate.id)))[0].supersededAt,
    ).toBeNull();
    expect(await database.db.select().from(documents).where(eq(documents.applicationId, id))).toEqual([]);
    // Declining it is still possible.
    expect((await step(app, rg, id, 'decline', 'The register was corrected meanwhile')).status).toBe(200);
  });

  it("the history is the registry's: citizens are refused, a district officer sees only their district's entries", async () => {
    const { app } = await testContext();
    const { applicant, entry } = await certifiedCitizen(app);
    expect(
      (await call(app, { method: 'GET', url: `/api/civil-marriages/${entry.id}/history`, token: applicant.token }))
        .status,
    ).toBe(403);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/civil-marriages/${entry.id}/history`,
          token: await tokenOf(app, STAFF.FINANCE),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: '/api/civil-marriages/not-an-id/history',
          token: await tokenOf(app, STAFF.OFFICER),
        })
      ).status,
    ).toBe(404);
    const fresh = await call(app, {
      method: 'GET',
      url: `/api/civil-marriages/${entry.id}/history`,
      token: await tokenOf(app, STAFF.MINISTER),
    });
    expect(fresh.status).toBe(200);
    expect(fresh.body.data).toMatchObject({ certificate: { number: entry.registrationNumber }, marginNotes: [] });
  });
});
