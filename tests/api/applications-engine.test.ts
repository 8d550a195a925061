import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.js';
import { ServiceHooks } from '../../src/server/modules/applications/outcomes.js';
import {
  applications,
  auditEvents,
  invoices,
  organisations,
  outbox,
  licences,
} from '../../src/server/db/schema/index.js';
import { call, signedInUser, testContext } from './helpers.js';
import {
  applicationIn,
  attachRequired,
  createDraft,
  current,
  FORMS,
  newCitizen,
  setStaffRole,
  STAFF,
  step,
  tokenOf,
} from './app-support.js';

describe('a four-level licence, approved level by level', () => {
  it('walks OFFICER → DIRECTOR → RG → MINISTER and runs the outcome in the approving transaction', async () => {
    const { app, database } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'PUBLIC_PLACE_LICENCE', 'Submitted');
    const stages: (string | null)[] = [];
    for (const role of ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'] as const) {
      const token = await tokenOf(app, STAFF[role]);
      expect((await current(id)).stage).toBe(role);
      expect((await step(app, token, id, 'claim')).status).toBe(200);
      expect((await current(id)).assigneeId).not.toBeNull();
      expect((await step(app, token, id, 'approve')).status).toBe(200);
      stages.push((await current(id)).stage);
    }
    expect(stages).toEqual(['DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', null]);
    const approved = await current(id);
    expect(approved.status).toBe('Approved');
    expect(approved.decidedAt).not.toBeNull();
    expect(approved.outcome).toMatchObject({ licenceNumber: expect.stringMatching(/^PPL\/\d{4}\/\d{6}$/) });
    const [licence] = await database.db
      .select()
      .from(licences)
      .where(eq(licences.id, String(approved.outcome!.licenceId)));
    expect(licence).toMatchObject({
      kind: 'PUBLIC_PLACE',
      number: approved.outcome!.licenceNumber,
      venueName: expect.stringMatching(/^Kilimani Gardens Chapel \d+$/),
    });
    const [licensed] = await database.db
      .select()
      .from(organisations)
      .where(eq(organisations.id, licence.organisationId!));
    expect(licensed).toMatchObject({
      name: licence.venueName,
      type: 'CHURCH',
      licensed: true,
      registrationNumber: approved.outcome!.licenceNumber,
    });
    const timeline = await call(app, {
      method: 'GET',
      url: `/api/application-events?filter=${encodeURIComponent(JSON.stringify({ applicationId: id }))}`,
      token: owner.token,
    });
    expect(timeline.status).toBe(200);
    expect(timeline.body.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'submit',
      'payment-confirmed',
      'claim',
      'approve',
      'claim',
      'approve',
      'claim',
      'approve',
      'claim',
      'licence-issued',
      'approve',
    ]);
    expect(timeline.headers['content-range']).toBe('application-events 0-11/12');
  });

  it('a failing outcome rolls the approval back', async () => {
    const { app, database } = await testContext();
    const hooks = new ServiceHooks();
    hooks.onApproved('REGISTER_SEARCH', async () => {
      throw new Error('the register is unreachable');
    });
    const other = await buildApp({ config: app.config, database, clock: app.clock, hooks });
    await other.ready();
    try {
      const owner = await newCitizen(app);
      const id = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Pending');
      const before = await current(id);
      const response = await step(other, await tokenOf(app, STAFF.OFFICER), id, 'approve');
      expect(response.status).toBe(500);
      expect(response.body.message).toBe('Something went wrong on our side. Please try again.');
      expect(await current(id)).toEqual(before);
    } finally {
      await other.close();
    }
  });
});

describe('four eyes', () => {
  it('nobody approves the same application at two levels', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const promoted = await signedInUser(app);
    await setStaffRole(promoted.userId, 'OFFICER');
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Submitted');
    expect((await step(app, promoted.token, id, 'claim')).status).toBe(200);
    expect((await step(app, promoted.token, id, 'approve')).status).toBe(200);
    await setStaffRole(promoted.userId, 'DIRECTOR');
    const before = await current(id);
    const refused = await step(app, promoted.token, id, 'claim');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You approved this application at an earlier level; another person must decide this level',
    );
    expect(await current(id)).toEqual(before);
    const detail = await call(app, { method: 'GET', url: `/api/applications/${id}`, token: promoted.token });
    expect(detail.body.allowedActions).toEqual(['comment']);
    expect((await step(app, await tokenOf(app, STAFF.DIRECTOR), id, 'claim')).status).toBe(200);
  });
});

describe('concurrency', () => {
  it('two staff claiming the same application at once: exactly one succeeds', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const second = await signedInUser(app);
    await setStaffRole(second.userId, 'OFFICER');
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Submitted');
    const { version } = await current(id);
    const results = await Promise.all(
      [await tokenOf(app, STAFF.OFFICER), second.token].map((token) =>
        call(app, { method: 'POST', url: `/api/applications/${id}/claim`, token, payload: { version } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await current(id)).version).toBe(version + 1);
  });

  it('two approvals of the same application at once: exactly one succeeds', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Pending');
    const { version } = await current(id);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const results = await Promise.all(
      [1, 2].map(() =>
        call(app, { method: 'POST', url: `/api/applications/${id}/approve`, token: officer, payload: { version } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const after = await current(id);
    expect(after).toMatchObject({ status: 'Submitted', stage: 'DIRECTOR', version: version + 1 });
  });
});

describe('who sees what', () => {
  it('staff of a district see only that district; drafts stay private', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const coast = await signedInUser(app);
    await setStaffRole(coast.userId, 'OFFICER', '001');
    const nairobi = await applicationIn(app, owner, 'REGISTER_SEARCH', 'Submitted');
    const mombasa = await createDraft(app, owner.token, 'REGISTER_SEARCH', {
      ...FORMS.REGISTER_SEARCH,
      district: '001',
    });
    expect(
      (await call(app, { method: 'GET', url: `/api/applications/${mombasa.id}`, token: coast.token })).status,
    ).toBe(404);
    expect((await step(app, owner.token, mombasa.id, 'submit')).status).toBe(200);
    await testContext().then(({ database }) =>
      database.db.transaction((tx) => app.applications.paymentConfirmed(tx, mombasa.id, null)),
    );
    expect(
      (await call(app, { method: 'GET', url: `/api/applications/${mombasa.id}`, token: coast.token })).status,
    ).toBe(200);
    expect((await call(app, { method: 'GET', url: `/api/applications/${nairobi}`, token: coast.token })).status).toBe(
      404,
    );
    expect((await step(app, coast.token, nairobi, 'claim')).status).toBe(404);
    const list = await call(app, {
      method: 'GET',
      url: `/api/applications?filter=${encodeURIComponent('{"serviceCode":"REGISTER_SEARCH"}')}&range=[0,999]`,
      token: coast.token,
    });
    expect(list.body.every((row: { district: string }) => row.district === '001')).toBe(true);
    expect(list.body.some((row: { id: string }) => row.id === mombasa.id)).toBe(true);
  });

  it('citizens list only their own; institutions only their organisation', async () => {
    const { app } = await testContext();
    const one = await newCitizen(app);
    const two = await newCitizen(app);
    const mine = await createDraft(app, one.token, 'REGISTER_SEARCH');
    await createDraft(app, two.token, 'REGISTER_SEARCH');
    const list = await call(app, { method: 'GET', url: '/api/applications?range=[0,99]', token: one.token });
    expect(list.status).toBe(200);
    expect(list.body.map((row: { id: string }) => row.id)).toEqual([mine.id]);
    expect(list.headers['content-range']).toBe('applications 0-0/1');
    expect((await call(app, { method: 'GET', url: `/api/applications/${mine.id}`, token: two.token })).status).toBe(
      404,
    );
    const church = await tokenOf(app, 'church@demo.test');
    const churchDraft = await createDraft(app, church, 'REGISTER_SEARCH');
    const court = await tokenOf(app, 'court@demo.test');
    expect((await call(app, { method: 'GET', url: `/api/applications/${churchDraft.id}`, token: court })).status).toBe(
      404,
    );
    expect((await call(app, { method: 'GET', url: `/api/applications/${churchDraft.id}`, token: church })).status).toBe(
      200,
    );
  });
});

describe('lists follow ra-data-simple-rest', () => {
  it('sorts, pages, filters and counts', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const ids = [];
    for (let i = 0; i < 3; i += 1) ids.push((await createDraft(app, owner.token, 'REGISTER_SEARCH')).id);
    const page = await call(app, {
      method: 'GET',
      url: `/api/applications?sort=${encodeURIComponent('["reference","ASC"]')}&range=[1,2]`,
      token: owner.token,
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-range']).toBe('applications 1-2/3');
    expect(page.body).toHaveLength(2);
    expect(page.body[0].reference < page.body[1].reference).toBe(true);
    const byRef = await call(app, {
      method: 'GET',
      url: `/api/applications?filter=${encodeURIComponent(JSON.stringify({ q: page.body[0].reference }))}`,
      token: owner.token,
    });
    expect(byRef.body.map((r: { id: string }) => r.id)).toEqual([page.body[0].id]);
    const byName = await call(app, {
      method: 'GET',
      url: `/api/applications?filter=${encodeURIComponent(JSON.stringify({ q: 'wanjiku' }))}`,
      token: owner.token,
    });
    expect(byName.body).toHaveLength(3);
    for (const [query, field] of [
      ['sort=["password","ASC"]', 'sort'],
      ['range=[5,2]', 'range'],
      ['filter={bad', 'filter'],
      ['filter={"overdue":"yes"}', 'filter.overdue'],
    ] as const) {
      const bad = await call(app, { method: 'GET', url: `/api/applications?${query}`, token: owner.token });
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toContain(field);
    }
    expect((await call(app, { method: 'GET', url: '/api/applications' })).status).toBe(401);
  });

  it('queue counts show waiting and overdue for the caller level only', async () => {
    const { app, database } = await testContext();
    const owner = await newCitizen(app);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const before = await call(app, { method: 'GET', url: '/api/queues/counts', token: officer });
    const waitingBefore = before.body.data.find((q: { section: string }) => q.section === 'marital-status');
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Submitted');
    await database.db
      .update(applications)
      .set({ slaDueAt: new Date(Date.now() - 86_400_000) })
      .where(eq(applications.id, id));
    const after = await call(app, { method: 'GET', url: '/api/queues/counts', token: officer });
    const waitingAfter = after.body.data.find((q: { section: string }) => q.section === 'marital-status');
    expect(waitingAfter.waiting).toBe(waitingBefore.waiting + 1);
    expect(waitingAfter.overdue).toBe(waitingBefore.overdue + 1);
    expect(waitingAfter.stage).toBe('OFFICER');
    const overdue = await call(app, {
      method: 'GET',
      url: `/api/applications?filter=${encodeURIComponent('{"overdue":true,"section":"marital-status"}')}&range=[0,999]`,
      token: officer,
    });
    expect(overdue.body.some((r: { id: string; overdue: boolean }) => r.id === id && r.overdue)).toBe(true);
    const citizen = await call(app, { method: 'GET', url: '/api/queues/counts', token: owner.token });
    expect(citizen.status).toBe(403);
    const finance = await call(app, {
      method: 'GET',
      url: '/api/queues/counts',
      token: await tokenOf(app, STAFF.FINANCE),
    });
    expect(finance.body.data).toEqual([]);
  });
});

describe('drafts, submit and invoices', () => {
  it('a draft keeps what is typed, refuses what is wrong, and can be deleted', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const wrong = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: owner.token,
      payload: { serviceCode: 'REGISTER_SEARCH', formData: { partyName: '', from: '1800-01-01' } },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ 'formData.from': expect.any(String) });
    const draft = await createDraft(app, owner.token, 'REGISTER_SEARCH', { partyName: 'Otieno' });
    expect(draft.reference).toMatch(/^RS-\d{4}-\d{6}$/);
    expect(draft.trackingId).toMatch(/^[A-Z2-9]{16}$/);
    const stale = await call(app, {
      method: 'PUT',
      url: `/api/applications/${draft.id}`,
      token: owner.token,
      payload: { formData: { partyName: 'Otieno Ouma' }, version: 0 },
    });
    expect(stale.status).toBe(409);
    const saved = await call(app, {
      method: 'PUT',
      url: `/api/applications/${draft.id}`,
      token: owner.token,
      payload: { formData: { partyName: 'Otieno Ouma' }, version: 1 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ version: 2, formData: { partyName: 'Otieno Ouma' } });
    const incomplete = await step(app, owner.token, draft.id, 'submit');
    expect(incomplete.status).toBe(400);
    expect(incomplete.body.errors).toMatchObject({ 'formData.purpose': 'This field is required' });
    expect((await current(draft.id)).status).toBe('Draft');
    const other = await newCitizen(app);
    expect(
      (await call(app, { method: 'DELETE', url: `/api/applications/${draft.id}?version=2`, token: other.token }))
        .status,
    ).toBe(404);
    expect(
      (await call(app, { method: 'DELETE', url: `/api/applications/${draft.id}?version=2`, token: owner.token }))
        .status,
    ).toBe(200);
    expect(await current(draft.id)).toBeUndefined();
  });

  it('refuses services of another audience and staff applicants', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/applications',
          token: owner.token,
          payload: { serviceCode: 'DIVORCE_RETURN', formData: {} },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: '/api/applications',
          token: await tokenOf(app, STAFF.OFFICER),
          payload: { serviceCode: 'REGISTER_SEARCH', formData: {} },
        })
      ).status,
    ).toBe(403);
    const bad = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: owner.token,
      payload: { serviceCode: 'PIZZA', formData: {} },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.serviceCode).toBe('Choose a service');
  });

  it('submit refuses missing documents with a field error per document', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const draft = await createDraft(app, owner.token, 'PUBLIC_PLACE_LICENCE');
    const response = await step(app, owner.token, draft.id, 'submit');
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual({
      'attachments.PROOF_OF_OWNERSHIP': 'Attach this document',
      'attachments.SAFETY_CERTIFICATE': 'Attach this document',
    });
  });

  it('submit raises the invoice from the price in force, split into tax heads, and tells the applicant', async () => {
    const { app, database } = await testContext();
    const owner = await newCitizen(app);
    const draft = await createDraft(app, owner.token, 'MARITAL_STATUS_LETTER');
    await call(app, {
      method: 'PUT',
      url: `/api/applications/${draft.id}`,
      token: owner.token,
      payload: {
        formData: FORMS.MARITAL_STATUS_LETTER,
        billables: [{ code: 'EXPRESS_LETTER', quantity: 1 }],
        version: 1,
      },
    });
    await attachRequired(draft.id);
    expect((await step(app, owner.token, draft.id, 'submit')).status).toBe(200);
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.applicationId, draft.id));
    expect(invoice.amount).toBe(3050);
    expect(invoice.status).toBe('UNPAID');
    expect(invoice.lines).toEqual([
      {
        code: 'MARITAL_STATUS_LETTER',
        description: 'Marital status letter',
        quantity: 1,
        unitAmount: 1050,
        amount: 1050,
        taxHeads: [
          { code: 'CERTIFICATION_FEES', name: 'Certification fees', amount: 997.5 },
          { code: 'CONVENIENCE_FEE', name: 'Convenience fee', amount: 52.5 },
        ],
      },
      {
        code: 'EXPRESS_LETTER',
        description: 'Express processing (2 working days)',
        quantity: 1,
        unitAmount: 2000,
        amount: 2000,
        taxHeads: [
          { code: 'CERTIFICATION_FEES', name: 'Certification fees', amount: 1900 },
          { code: 'CONVENIENCE_FEE', name: 'Convenience fee', amount: 100 },
        ],
      },
    ]);
    const mail = await database.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mail.some((m) => m.kind === 'APPLICATION_PAYMENT_CONFIRMATION' && m.body.includes(draft.reference))).toBe(
      true,
    );
    const audits = await database.db.select().from(auditEvents).where(eq(auditEvents.entityId, draft.id));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['application.created', 'application.updated', 'application.submit']),
    );
    const wrongExtra = await createDraft(app, owner.token, 'REGISTER_SEARCH');
    await call(app, {
      method: 'PUT',
      url: `/api/applications/${wrongExtra.id}`,
      token: owner.token,
      payload: { formData: FORMS.REGISTER_SEARCH, billables: [{ code: 'EXPRESS_LETTER', quantity: 1 }], version: 1 },
    });
    const refused = await step(app, owner.token, wrongExtra.id, 'submit');
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ 'billables.0.code': 'This extra is not offered with this service' });
  });

  it('the applicant is told of corrections with the reason, and of approval', async () => {
    const { app, database } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Corrections_Requested');
    const mail = await database.db.select().from(outbox).where(eq(outbox.recipient, owner.email));
    expect(mail.find((m) => m.kind === 'APPLICATION_CORRECTIONS_REQUESTED')?.body).toContain(
      'Attach a clearer copy of the ID',
    );
    expect((await step(app, owner.token, id, 'resubmit')).status).toBe(200);
    expect(await current(id)).toMatchObject({ status: 'Submitted', stage: 'OFFICER' });
  });
});

describe('public tracking', () => {
  it('shows service, reference, status, stage and dates only', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Submitted');
    const row = await current(id);
    const response = await call(app, { method: 'GET', url: `/api/tracking/${row.trackingId.toLowerCase()}` });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.data).sort()).toEqual([
      'createdAt',
      'decidedAt',
      'reference',
      'service',
      'stage',
      'status',
      'submittedAt',
      'updatedAt',
    ]);
    expect(response.body.data).toMatchObject({
      service: 'MARITAL_STATUS_LETTER',
      status: 'Submitted',
      stage: 'OFFICER',
      reference: row.reference,
    });
    for (const unknown of ['ABCDEFGHJKLMNPQR', 'nope', '../../etc']) {
      const missing = await call(app, { method: 'GET', url: `/api/tracking/${encodeURIComponent(unknown)}` });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('No application has this tracking number');
    }
  });
});
