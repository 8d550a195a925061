import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, auditEvents } from '../../src/server/db/schema/index.js';
import { current, STAFF, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';
import { submittedLetter } from './letter-support.js';

/**
 * A claim and a release are one statement each, outside a transaction (issue 22): the change is made
 * only while the row has the version the step read, and its event and audit entry only with it. Two
 * officers claiming one application at once: one has it, the other is told it changed, and the
 * history holds one claim.
 */
describe('a claim and a release as one statement', () => {
  const step = async (token: string, id: string, action: string, version: number) => {
    const { app } = await testContext();
    return call(app, { method: 'POST', url: `/api/applications/${id}/${action}`, token, payload: { version } });
  };
  const written = async (id: string, action: string) => {
    const { database } = await testContext();
    const events = await database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.action, action)));
    const audits = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, `application.${action}`)));
    return { events: events.length, audits: audits.length };
  };

  it('claims at once: one officer has it, the other is refused as stale, one claim in the history', async () => {
    const { app } = await testContext();
    const { id } = await submittedLetter(app);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const before = await current(id);
    expect(before).toMatchObject({ status: 'Submitted', stage: 'OFFICER', assigneeId: null });

    const answers = await Promise.all([1, 2, 3].map(() => step(officer, id, 'claim', before.version)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe('This application was changed by someone else. Reload it and try again.');
    expect(refused.body.errors).toEqual({ version: `The current version is ${before.version + 1}` });
    const after = await current(id);
    expect(after).toMatchObject({ status: 'Pending', version: before.version + 1 });
    expect(await written(id, 'claim')).toEqual({ events: 1, audits: 1 });

    // The audit entry says what changed, as a locked step's does.
    const { database } = await testContext();
    const [entry] = await database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, 'application.claim')));
    expect(entry.before).toEqual({ status: 'Submitted', stage: 'OFFICER', assigneeId: null, version: before.version });
    expect(entry.after).toMatchObject({ status: 'Pending', stage: 'OFFICER', version: before.version + 1 });

    // A release with the old version changes nothing; with the current one it puts it back.
    expect((await step(officer, id, 'release', before.version)).status).toBe(409);
    expect(await written(id, 'release')).toEqual({ events: 0, audits: 0 });
    const released = await step(officer, id, 'release', after.version);
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({ status: 'Submitted', assigneeId: null, version: after.version + 1 });
    expect(await written(id, 'release')).toEqual({ events: 1, audits: 1 });
  });
});
