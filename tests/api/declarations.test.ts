import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, auditEvents, outbox, users } from '../../src/server/db/schema/index.js';
import { noticeDeclarations } from '../../src/server/modules/declarations/schema.js';
import { DECLARATION_MESSAGES, INVITATION_INTERVAL_MS } from '../../src/server/modules/declarations/service.js';
import { DECLARATIONS_MISSING, DECLARATIONS_MISSING_AT_APPROVAL } from '../../src/shared/declarations.js';
import {
  ALL_PARTICULARS,
  attachRequired,
  createDraft,
  current,
  declareBoth,
  markPaid,
  newCitizen,
  partyAccount,
  STAFF,
  step,
  tokenOf,
  type Applicant,
} from './app-support.js';
import { call, expectNothingWritten, rowCounts, testContext } from './helpers.js';
import { noticeForm, party } from './notice-support.js';
import { pdfText } from './pdf-text.js';

async function db() {
  return (await testContext()).database.db;
}

type Party = 'partyA' | 'partyB';

async function draftNotice(applicant: Applicant, form = noticeForm()) {
  const { app } = await testContext();
  const draft = await createDraft(app, applicant.token, 'MARRIAGE_NOTICE', form);
  await attachRequired(draft.id);
  return { id: draft.id, form: form as unknown as Record<string, { idNumber: string; firstName: string }> };
}

async function seen(token: string, id: string) {
  const { app } = await testContext();
  return call(app, { method: 'GET', url: `/api/notice-declarations/${id}`, token });
}

async function invite(token: string, id: string, party: Party, channel = 'SMS', version?: number) {
  const { app } = await testContext();
  return call(app, {
    method: 'POST',
    url: `/api/notice-declarations/${id}/invite`,
    token,
    payload: { party, channel, version: version ?? (await current(id)).version },
  });
}

async function declare(token: string, id: string, party: Party, extra: Record<string, unknown> = {}, headers = {}) {
  const { app } = await testContext();
  return call(app, {
    method: 'POST',
    url: `/api/notice-declarations/${id}/declare`,
    token,
    headers,
    payload: {
      party,
      version: (await current(id)).version,
      confirmed: ALL_PARTICULARS,
      noImpediment: true,
      particularsTrue: true,
      ...extra,
    },
  });
}

async function partyStep(token: string, id: string, action: 'decline' | 'withdraw', party: Party, reason: string) {
  const { app } = await testContext();
  return call(app, {
    method: 'POST',
    url: `/api/notice-declarations/${id}/${action}`,
    token,
    payload: { party, version: (await current(id)).version, reason },
  });
}

const stateOf = (body: { data: { parties: { party: string }[] } }, party: Party) =>
  body.data.parties.find((p) => p.party === party) as unknown as {
    state: string;
    current: boolean;
    declaredAt: string | null;
  };

describe('both parties declare a notice of marriage (issue 24)', () => {
  it('cannot be submitted (and so paid) until each party has declared from their own account', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { id, form } = await draftNotice(applicant);
    const before = await rowCounts();
    const refused = await step(app, applicant.token, id, 'submit');
    expect(refused.status).toBe(400);
    expect(refused.body.errors['declarations.partyA']).toMatch(/has not made their declaration/);
    expect(refused.body.errors['declarations.partyB']).toMatch(/has not made their declaration/);
    await expectNothingWritten(before);
    expect((await current(id)).status).toBe('Draft');

    // Party B cannot see the notice before the applicant asks them.
    const partyB = await partyAccount(app, form.partyB.idNumber);
    expect((await seen(partyB.token, id)).status).toBe(404);
    expect((await declare(partyB.token, id, 'partyB')).status).toBe(404);

    // The applicant invites both (neither party is the applicant here); a text goes to party B's phone.
    expect((await invite(applicant.token, id, 'partyB')).status).toBe(200);
    const [text] = await (await db())
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.kind, 'DECLARATION_INVITED'),
          eq(outbox.recipient, '+254723456789'),
          like(outbox.body, `%${id}%`),
        ),
      );
    expect(text?.body).toContain(`/user/declarations/${id}`);
    expect((await invite(applicant.token, id, 'partyA', 'EMAIL')).status).toBe(200);

    // Party B sees it now, and it is in their list.
    const view = await seen(partyB.token, id);
    expect(view.status).toBe(200);
    expect(view.body.data.you).toBe('partyB');
    expect(view.body.data.isApplicant).toBe(false);
    expect(view.body.data.actions).toEqual({ invite: [], declare: true, decline: true, withdraw: false });
    const mine = await call(app, { method: 'GET', url: '/api/notice-declarations', token: partyB.token });
    expect(mine.body.data.map((d: { applicationId: string }) => d.applicationId)).toContain(id);

    // Someone else (another citizen) neither sees it nor declares for a party.
    const stranger = await newCitizen(app);
    expect((await seen(stranger.token, id)).status).toBe(404);
    expect((await declare(stranger.token, id, 'partyB')).status).toBe(404);
    // Party B cannot declare for party A, nor the applicant for anyone.
    expect((await declare(partyB.token, id, 'partyA')).status).toBe(403);
    expect((await declare(applicant.token, id, 'partyB')).status).toBe(403);

    // Every particular confirmed and both statements made, or 400 with the field's message.
    const partial = await declare(partyB.token, id, 'partyB', { confirmed: ALL_PARTICULARS.slice(1) });
    expect(partial.status).toBe(400);
    expect(partial.body.errors.confirmed).toBe('Confirm each of your particulars');
    const noStatement = await declare(partyB.token, id, 'partyB', { noImpediment: false });
    expect(noStatement.status).toBe(400);
    // A stale version of the notice: 409.
    expect((await declare(partyB.token, id, 'partyB', { version: 1000 })).status).toBe(409);

    const declared = await declare(partyB.token, id, 'partyB', {}, { 'accept-language': 'sw' });
    expect(declared.status).toBe(200);
    expect(stateOf(declared.body, 'partyB')).toMatchObject({ state: 'DECLARED', current: true });
    expect(declared.body.data.missing).toEqual(['partyA']);
    const [row] = await (await db())
      .select()
      .from(noticeDeclarations)
      .where(and(eq(noticeDeclarations.applicationId, id), eq(noticeDeclarations.party, 'partyB')));
    expect(row.declaredIn).toBe('sw');
    expect(row.userId).toBe(partyB.userId);
    // The applicant is told.
    const told = await (await db())
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'DECLARATION_MADE'), eq(outbox.userId, applicant.userId)));
    expect(told.length).toBe(2);

    // Still one missing: submit refused, naming party A only.
    const stillRefused = await step(app, applicant.token, id, 'submit');
    expect(stillRefused.status).toBe(400);
    expect(Object.keys(stillRefused.body.errors)).toEqual(['declarations.partyA']);

    const partyA = await partyAccount(app, form.partyA.idNumber);
    expect((await declare(partyA.token, id, 'partyA')).status).toBe(200);
    const submitted = await step(app, applicant.token, id, 'submit');
    expect(submitted.status).toBe(200);
    expect((await current(id)).status).toBe('Payment_Confirmation');
    // Each declaration leaves an audit event.
    const audited = await (await db())
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.entityId, id));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(['declaration.invited', 'declaration.declared', 'application.submit']),
    );
  });

  it('a party who is the applicant declares on their own page; the notice changed after a declaration is declared again', async () => {
    const { app } = await testContext();
    const form = noticeForm();
    const applicant = await newCitizen(app, { idNumber: (form.partyA as { idNumber: string }).idNumber });
    const { id } = await draftNotice(applicant, form);
    const view = await seen(applicant.token, id);
    expect(view.body.data).toMatchObject({ you: 'partyA', isApplicant: true });
    expect(view.body.data.actions.invite).toEqual(['partyB']);
    expect(view.body.data.actions.declare).toBe(true);
    // Nobody invites themself.
    const self = await invite(applicant.token, id, 'partyA');
    expect(self.status).toBe(409);
    expect(self.body.message).toBe(DECLARATION_MESSAGES.ownInvitation);
    expect((await declare(applicant.token, id, 'partyA')).status).toBe(200);
    expect((await invite(applicant.token, id, 'partyB')).status).toBe(200);
    // A second text to the same party waits ten minutes.
    expect((await invite(applicant.token, id, 'partyB')).status).toBe(429);
    const partyB = await partyAccount(app, (form.partyB as { idNumber: string }).idNumber);
    expect((await declare(partyB.token, id, 'partyB')).status).toBe(200);

    // The applicant changes the intended venue: both declarations were made on other particulars.
    const row = await current(id);
    const changed = await call(app, {
      method: 'PUT',
      url: `/api/applications/${id}`,
      token: applicant.token,
      payload: {
        formData: {
          ...(row.formData as object),
          venue: { type: 'REGISTRAR_OFFICE', name: 'Mombasa', licenceReference: null },
        },
        version: row.version,
      },
    });
    expect(changed.status).toBe(200);
    const after = await seen(applicant.token, id);
    expect(stateOf(after.body, 'partyB')).toMatchObject({ state: 'DECLARED', current: false });
    expect(after.body.data.missing).toEqual(['partyA', 'partyB']);
    expect((await step(app, applicant.token, id, 'submit')).status).toBe(400);
    // Each declares the notice as it now reads, without a new invitation.
    expect((await declare(applicant.token, id, 'partyA')).status).toBe(200);
    expect((await declare(partyB.token, id, 'partyB')).status).toBe(200);
    expect((await step(app, applicant.token, id, 'submit')).status).toBe(200);
    // Declarations close once submitted.
    const late = await declare(partyB.token, id, 'partyB');
    expect(late.status).toBe(409);
  });

  it('an invited party declines with a reason: the applicant is told and is asked again later', async () => {
    const { app, clock } = await testContext();
    const applicant = await newCitizen(app);
    const { id, form } = await draftNotice(applicant);
    const partyB = await partyAccount(app, form.partyB.idNumber);
    expect((await invite(applicant.token, id, 'partyB')).status).toBe(200);
    expect((await partyStep(partyB.token, id, 'decline', 'partyB', 'short')).status).toBe(400);
    const declined = await partyStep(partyB.token, id, 'decline', 'partyB', 'My date of birth is wrong in this notice');
    expect(declined.status).toBe(200);
    expect(stateOf(declined.body, 'partyB').state).toBe('DECLINED');
    const [told] = await (await db())
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.kind, 'DECLARATION_DECLINED'), eq(outbox.userId, applicant.userId), eq(outbox.channel, 'EMAIL')),
      );
    expect(told.body).toContain('My date of birth is wrong in this notice');
    // Declining again, or declaring, without being asked again: refused.
    expect((await partyStep(partyB.token, id, 'decline', 'partyB', 'My date of birth is wrong')).status).toBe(409);
    expect((await declare(partyB.token, id, 'partyB')).status).toBe(409);
    // The applicant asks again once the interval has passed; party B can declare then.
    clock.advance(INVITATION_INTERVAL_MS + 1000);
    expect((await invite(applicant.token, id, 'partyB', 'EMAIL')).status).toBe(200);
    expect((await declare(partyB.token, id, 'partyB')).status).toBe(200);
  });

  it('either party withdraws before publication: a paid notice is withdrawn with the declaration and cannot be paid', async () => {
    const { app, clock } = await testContext();
    const applicant = await newCitizen(app);
    const { id, form } = await draftNotice(applicant);
    await declareBoth(app, applicant, id);
    const partyB = await partyAccount(app, form.partyB.idNumber);
    // Withdrawn while with the applicant: the declaration only; the notice cannot be submitted without it.
    const taken = await partyStep(partyB.token, id, 'withdraw', 'partyB', 'I want to read it again first');
    expect(taken.status).toBe(200);
    expect(stateOf(taken.body, 'partyB').state).toBe('WITHDRAWN');
    expect((await step(app, applicant.token, id, 'submit')).status).toBe(400);
    // The applicant asks party B again (ten minutes on), and B declares.
    clock.advance(INVITATION_INTERVAL_MS + 1000);
    await declareBoth(app, applicant, id);
    expect((await step(app, applicant.token, id, 'submit')).status).toBe(200);
    expect((await current(id)).status).toBe('Payment_Confirmation');

    // Party A withdraws while it waits for payment: the notice is withdrawn, and can no longer be paid.
    const partyA = await partyAccount(app, form.partyA.idNumber);
    const withdrawn = await partyStep(partyA.token, id, 'withdraw', 'partyA', 'I no longer consent to this marriage');
    expect(withdrawn.status).toBe(200);
    const row = await current(id);
    expect(row.status).toBe('Declined');
    const pay = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: applicant.token,
      payload: { applicationId: id },
    });
    expect(pay.status).toBe(409);
    expect(pay.body.message).toBe('This application is not waiting for payment');
    // A decided notice cannot be withdrawn again.
    expect((await partyStep(partyB.token, id, 'withdraw', 'partyB', 'Withdrawing it a second time')).status).toBe(409);
  });

  it('a party withdraws a notice already with the registry; the officer cannot publish a notice without both declarations', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { id, form } = await draftNotice(applicant);
    await declareBoth(app, applicant, id);
    expect((await step(app, applicant.token, id, 'submit')).status).toBe(200);
    await markPaid(id);
    const officer = await tokenOf(app, STAFF.OFFICER);
    expect((await step(app, officer, id, 'claim')).status).toBe(200);
    const partyB = await partyAccount(app, form.partyB.idNumber);
    const withdrawn = await partyStep(partyB.token, id, 'withdraw', 'partyB', 'We have decided not to marry');
    expect(withdrawn.status).toBe(200);
    expect((await current(id)).status).toBe('Declined');

    // A notice waiting for payment whose declarations are lost (data from before the rule) is not paid for.
    const unpaidBy = await newCitizen(app);
    const unpaid = await draftNotice(unpaidBy);
    await declareBoth(app, unpaidBy, unpaid.id);
    expect((await step(app, unpaidBy.token, unpaid.id, 'submit')).status).toBe(200);
    await (await db()).delete(noticeDeclarations).where(eq(noticeDeclarations.applicationId, unpaid.id));
    const payment = await call(app, {
      method: 'POST',
      url: '/api/payments/checkout',
      token: unpaidBy.token,
      payload: { applicationId: unpaid.id },
    });
    expect(payment.status).toBe(409);
    expect(payment.body.message).toBe(DECLARATIONS_MISSING);
    expect(Object.keys(payment.body.errors)).toEqual(['declarations.partyA', 'declarations.partyB']);

    // A notice in the queue whose declaration was lost (data from before the rule): publication refused.
    const other = await newCitizen(app);
    const second = await draftNotice(other);
    await declareBoth(app, other, second.id);
    expect((await step(app, other.token, second.id, 'submit')).status).toBe(200);
    await markPaid(second.id);
    expect((await step(app, officer, second.id, 'claim')).status).toBe(200);
    await (await db()).delete(noticeDeclarations).where(eq(noticeDeclarations.applicationId, second.id));
    const approved = await step(app, officer, second.id, 'approve');
    expect(approved.status).toBe(409);
    expect(approved.body.message).toBe(DECLARATIONS_MISSING_AT_APPROVAL);
    expect((await current(second.id)).status).toBe('Pending');
  });

  it('the notice PDF names both declarations with their dates', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { id, form } = await draftNotice(
      applicant,
      noticeForm({ partyB: party({ firstName: 'Zawadi', lastName: 'Mwangi', sex: 'M', dateOfBirth: '1991-03-03' }) }),
    );
    const pdfOf = async () =>
      pdfText(
        (
          await app.inject({
            method: 'GET',
            url: `/api/applications/${id}/notice-preview/pdf`,
            headers: { authorization: applicant.token },
          })
        ).rawPayload,
      );
    expect(await pdfOf()).toMatch(/Zawadi .*Mwangi: not yet declared/);
    await declareBoth(app, applicant, id);
    const preview = await call(app, {
      method: 'GET',
      url: `/api/applications/${id}/notice-preview`,
      token: applicant.token,
    });
    expect(preview.body.data.declarations.map((d: { declaredAt: string | null }) => Boolean(d.declaredAt))).toEqual([
      true,
      true,
    ]);
    const text = await pdfOf();
    expect(text).toContain('Declarations');
    expect(text).toMatch(new RegExp(`Zawadi .*Mwangi declared on \\d{2}-\\d{2}-\\d{4}`));
    expect(text).toContain(`${form.partyA.firstName}`);
  });

  it('refuses bad input with field messages and answers 404 for what the caller may not see', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const { id } = await draftNotice(applicant);
    const bad = await call(app, {
      method: 'POST',
      url: `/api/notice-declarations/${id}/invite`,
      token: applicant.token,
      payload: { party: 'partyC', channel: 'PIGEON', version: 'x' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['channel', 'party', 'version']);
    expect((await seen(applicant.token, 'not-a-uuid')).status).toBe(404);
    expect((await seen(applicant.token, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // A letter is not a notice.
    const letter = await createDraft(app, applicant.token, 'MARITAL_STATUS_LETTER');
    expect((await seen(applicant.token, letter.id)).status).toBe(404);
    // Staff read the declarations of a submitted notice, and cannot declare.
    const { database } = await testContext();
    const [officerUser] = await database.db.select().from(users).where(eq(users.email, STAFF.OFFICER));
    expect(officerUser).toBeTruthy();
    const officer = await tokenOf(app, STAFF.OFFICER);
    expect((await seen(officer, id)).status).toBe(404); // a draft is the applicant's alone
    expect((await declare(officer, id, 'partyA')).status).toBe(404);
    const counted = await database.db.select({ id: applications.id }).from(applications).where(eq(applications.id, id));
    expect(counted.length).toBe(1);
    expect(DECLARATIONS_MISSING).toMatch(/Both parties/);
  });

  it('the demo shows it at work: Hawa has declared her notice, Otieno is asked to declare it', async () => {
    const { app } = await testContext();
    const otieno = await tokenOf(app, 'otieno@demo.test');
    const mine = await call(app, { method: 'GET', url: '/api/notice-declarations', token: otieno });
    expect(mine.status).toBe(200);
    const waiting = mine.body.data.find((d: { applicantName: string }) => d.applicantName === 'Hawa Abdalla');
    expect(waiting).toMatchObject({
      party: 'partyB',
      state: 'INVITED',
      status: 'Draft',
      otherPartyName: 'Hawa Zuhura Abdalla',
    });
    const hawa = await tokenOf(app, 'hawa@demo.test');
    const view = await seen(hawa, waiting.applicationId);
    expect(view.body.data).toMatchObject({ you: 'partyA', isApplicant: true, missing: ['partyB'] });
    expect(stateOf(view.body, 'partyA')).toMatchObject({ state: 'DECLARED', current: true });
    // Her notice cannot be submitted yet; Otieno's page offers him the declaration and the refusal.
    expect((await seen(otieno, waiting.applicationId)).body.data.actions).toEqual({
      invite: [],
      declare: true,
      decline: true,
      withdraw: false,
    });
  });
});
