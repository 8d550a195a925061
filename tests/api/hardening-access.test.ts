import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applications, attachments, auditEvents, users } from '../../src/server/db/schema/index.js';
import { certifiedCitizen, rectificationForm } from './rectification-support.js';
import { call, testContext } from './helpers.js';
import { freshId } from './ids.js';
import { registerEntry } from './letter-support.js';
import {
  applicationIn,
  attachRequired,
  createDraft,
  current,
  eventCount,
  newCitizen,
  STAFF,
  step,
  tokenOf,
} from './app-support.js';

/** A divorce return naming a fresh entry of the register (an entry is named by one return at a time). */
async function divorceForm() {
  const entry = await registerEntry(freshId(), { spouse: 'Peter Kamau Njoroge' });
  return {
    caseNumber: 'MILIMANI DIVORCE CAUSE NO. E201 OF 2026',
    court: 'High Court of Kenya at Nairobi (Milimani)',
    decreeAbsoluteDate: '2026-09-14',
    registrationNumber: entry.registrationNumber,
  };
}

describe('divorce returns are for courts only (domain section 2)', () => {
  it('a church is refused with a clear 403 at creation and nothing is written', async () => {
    const { app, database } = await testContext();
    const church = await tokenOf(app, 'church@demo.test');
    const before = (await database.db.select().from(applications)).length;
    const refused = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: church,
      payload: { serviceCode: 'DIVORCE_RETURN', formData: await divorceForm() },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a court can file a divorce return');
    expect((await database.db.select().from(applications)).length).toBe(before);
  });

  it('a court files one', async () => {
    const { app } = await testContext();
    const court = await tokenOf(app, 'court@demo.test');
    const created = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: court,
      payload: { serviceCode: 'DIVORCE_RETURN', formData: await divorceForm() },
    });
    expect(created.status).toBe(201);
    await attachRequired(created.body.id);
    expect((await step(app, court, created.body.id, 'submit')).status).toBe(200);
  });

  it('a church holding a divorce draft (made before the rule) cannot submit it', async () => {
    const { app, database } = await testContext();
    const court = await tokenOf(app, 'court@demo.test');
    const created = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: court,
      payload: { serviceCode: 'DIVORCE_RETURN', formData: await divorceForm() },
    });
    const [church] = await database.db.select().from(users).where(eq(users.email, 'church@demo.test'));
    await database.db
      .update(applications)
      .set({ applicantId: church.id, organisationId: church.organisationId })
      .where(eq(applications.id, created.body.id));
    await attachRequired(created.body.id);
    const before = await current(created.body.id);
    const refused = await step(app, await tokenOf(app, 'church@demo.test'), created.body.id, 'submit');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only a court can file a divorce return');
    expect(await current(created.body.id)).toEqual(before);
  });

  it('the church is not offered the divorce return; the court is', async () => {
    const { servicesFor } = await import('../../src/shared/services.js');
    expect(
      servicesFor({
        accountType: 'ORGANIZATION',
        organisationType: 'CHURCH',
        organisationVerification: 'VERIFIED',
      }).map((s) => s.code),
    ).not.toContain('DIVORCE_RETURN');
    expect(
      servicesFor({ accountType: 'ORGANIZATION', organisationType: 'COURT', organisationVerification: 'VERIFIED' }).map(
        (s) => s.code,
      ),
    ).toContain('DIVORCE_RETURN');
  });
});

describe('the minister reads licences and registries, not rectifications (domain section 1)', () => {
  it('neither the rectification application nor its evidence is readable by the minister', async () => {
    const { app, database } = await testContext();
    // A rectification is asked by a party to the entry.
    const { applicant: owner, entry } = await certifiedCitizen(app);
    const { id } = await createDraft(
      app,
      owner.token,
      'DATA_RECTIFICATION',
      rectificationForm(entry.registrationNumber),
    );
    await attachRequired(id);
    expect((await step(app, owner.token, id, 'submit')).status).toBe(200);
    const [evidence] = await database.db.select().from(attachments).where(eq(attachments.applicationId, id));
    const minister = await tokenOf(app, STAFF.MINISTER);
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}`, token: minister })).status).toBe(404);
    expect((await call(app, { method: 'GET', url: `/api/attachments/${evidence.id}`, token: minister })).status).toBe(
      404,
    );
    expect(
      (await call(app, { method: 'GET', url: `/api/attachments/${evidence.id}/content`, token: minister })).status,
    ).toBe(404);
    const list = await call(app, {
      method: 'GET',
      url: `/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'DATA_RECTIFICATION' }))}`,
      token: minister,
    });
    expect(list.status === 200 ? list.body : []).toEqual([]);
    // The registrar general, who decides rectifications, still reads it.
    expect(
      (
        await call(app, {
          method: 'GET',
          url: `/api/applications/${id}`,
          token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
        })
      ).status,
    ).toBe(200);
    // And the minister still reads the licences of the minister queues.
    const licence = await applicationIn(app, owner, 'PUBLIC_PLACE_LICENCE', 'Submitted');
    expect((await call(app, { method: 'GET', url: `/api/applications/${licence}`, token: minister })).status).toBe(200);
  });
});

describe('four eyes after a correction round (domain section 1)', () => {
  it('the officer who approved the officer level may work that level again; nobody decides two levels', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Pending');
    const officer = await tokenOf(app, STAFF.OFFICER);
    const director = await tokenOf(app, STAFF.DIRECTOR);
    expect((await step(app, officer, id, 'approve')).status).toBe(200);
    expect((await step(app, director, id, 'claim')).status).toBe(200);
    expect(
      (await step(app, director, id, 'request-corrections', 'The purpose must name the receiving authority')).status,
    ).toBe(200);
    expect((await step(app, owner.token, id, 'resubmit')).status).toBe(200);
    expect(await current(id)).toMatchObject({ status: 'Submitted', stage: 'OFFICER' });
    // A one-officer district is not stuck: the same officer re-works the officer level.
    expect((await step(app, officer, id, 'claim')).status).toBe(200);
    expect((await step(app, officer, id, 'approve')).status).toBe(200);
    // The director, who never approved another level, decides the director level.
    expect((await step(app, director, id, 'claim')).status).toBe(200);
    expect((await step(app, director, id, 'approve')).status).toBe(200);
    expect((await current(id)).status).toBe('Approved');
  });
});

describe('the read-only administrator does not comment (security review, finding 1)', () => {
  it('is refused the comment step with 403, nothing written, and is not offered it; those who work the application comment', async () => {
    const { app, database } = await testContext();
    const owner = await newCitizen(app);
    const admin = await tokenOf(app, STAFF.ADMIN);
    const audited = async (id: string) =>
      (
        await database.db
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.entity, 'application'), eq(auditEvents.entityId, id)))
      ).length;
    for (const status of ['Payment_Confirmation', 'Submitted', 'Pending', 'Corrections_Requested'] as const) {
      const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', status);
      const detail = await call(app, { method: 'GET', url: `/api/applications/${id}`, token: admin });
      expect(detail.status).toBe(200);
      expect({ status, offered: detail.body.allowedActions }).toEqual({ status, offered: [] });
      const before = { row: await current(id), events: await eventCount(id), audit: await audited(id) };
      const refused = await step(app, admin, id, 'comment', 'The administrator should not be able to write this');
      expect({ status, code: refused.status, message: refused.body.message }).toEqual({
        status,
        code: 403,
        message: 'Only staff who work on this application can comment on it',
      });
      expect({ row: await current(id), events: await eventCount(id), audit: await audited(id) }).toEqual(before);
    }
    // The officer, who works the section, comments; so does the applicant.
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Submitted');
    const officer = await tokenOf(app, STAFF.OFFICER);
    expect(
      (await call(app, { method: 'GET', url: `/api/applications/${id}`, token: officer })).body.allowedActions,
    ).toContain('comment');
    expect((await step(app, officer, id, 'comment', 'Called the applicant about the purpose.')).status).toBe(200);
    expect((await step(app, owner.token, id, 'comment', 'The purpose is a marriage in London.')).status).toBe(200);
  });
});
