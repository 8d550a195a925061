import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationEvents,
  applications,
  attachments,
  auditEvents,
  invoices,
  outbox,
  users,
} from '../../src/server/db/schema/index.js';
import { draftRemovalAt } from '../../src/server/modules/retention/schedule.js';
import { RETENTION_ACTIONS, runRetention } from '../../src/server/modules/retention/sweep.js';
import { toDisplayDate } from '../../src/shared/dates.js';
import { createDraft, newCitizen } from './app-support.js';
import { registerUser, testContext } from './helpers.js';

/**
 * The retention schedule (issue 23): an untouched draft's applicant is told 14 days before it goes,
 * the draft then goes with its uploads, and a sign-up never finished goes after 7 days; each
 * audited, and nothing else is touched. The rows are aged by hand; the sweep runs at the real now.
 */

const DAY = 24 * 60 * 60 * 1000;
const PORTAL = 'https://portal.example';

async function age(id: string, days: number) {
  const { database } = await testContext();
  const at = new Date(Date.now() - days * DAY);
  await database.db.update(applications).set({ updatedAt: at, createdAt: at }).where(eq(applications.id, id));
  return at;
}

async function sweep(now = new Date()) {
  const { app, database } = await testContext();
  return runRetention(database.db, app.files, now, PORTAL);
}

async function auditOf(id: string, action: string) {
  const { database } = await testContext();
  return database.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entityId, id), eq(auditEvents.action, action)));
}

async function exists(id: string) {
  const { database } = await testContext();
  return (
    (await database.db.select({ id: applications.id }).from(applications).where(eq(applications.id, id))).length > 0
  );
}

describe('retention of drafts', () => {
  it('tells the applicant 14 days before, then removes the draft with its uploads; audited, once', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    const citizen = await newCitizen(app);
    const old = await createDraft(app, citizen.token, 'MARITAL_STATUS_LETTER');
    const recent = await createDraft(app, citizen.token, 'MARITAL_STATUS_LETTER');
    const billed = await createDraft(app, citizen.token, 'MARITAL_STATUS_LETTER');
    // An upload of the old draft, its bytes in the file store.
    const content = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(64)]);
    const stored = await app.files.put(content);
    await db.insert(attachments).values({
      applicationId: old.id,
      kind: 'ID_COPY',
      fileName: 'id.pdf',
      contentType: 'application/pdf',
      size: stored.size,
      sha256: stored.sha256,
      uploadedBy: citizen.userId,
    });
    const changedAt = await age(old.id, 80);
    await age(recent.id, 60);
    await age(billed.id, 120);
    // A draft an invoice names is not one nobody has seen: kept for a person to look at.
    await db.insert(invoices).values({
      number: `INV-RET-${randomBytes(4).toString('hex')}`,
      applicationId: billed.id,
      payerId: citizen.userId,
      amount: 100,
      lines: [],
      status: 'UNPAID',
    });

    const toldAt = new Date();
    const first = await sweep(toldAt);
    expect(first.warned).toBeGreaterThanOrEqual(1);
    expect(await auditOf(old.id, RETENTION_ACTIONS.draftWarned)).toHaveLength(1);
    expect(await auditOf(recent.id, RETENTION_ACTIONS.draftWarned)).toHaveLength(0);
    expect(await auditOf(billed.id, RETENTION_ACTIONS.draftWarned)).toHaveLength(0);
    const told = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.userId, citizen.userId), eq(outbox.kind, 'RETENTION_DRAFT_WARNING')));
    expect(told.map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    // Untouched for 80 days when told: the full 14 days' notice from then, not 90 days from the change.
    const removalOn = toDisplayDate(new Date(toldAt.getTime() + 14 * DAY));
    const email = told.find((m) => m.channel === 'EMAIL')!;
    expect(email.subject).toBe(`Your draft ${old.reference} will be removed on ${removalOn}`);
    expect(email.body).toContain(`has not changed since ${toDisplayDate(changedAt)}`);
    expect(email.body).toContain(PORTAL);

    // Told once: the next sweep neither tells again nor removes (the notice has 14 days to run).
    await sweep();
    expect(await auditOf(old.id, RETENTION_ACTIONS.draftWarned)).toHaveLength(1);
    expect(
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.userId, citizen.userId), eq(outbox.kind, 'RETENTION_DRAFT_WARNING'))),
    ).toHaveLength(2);
    expect(await exists(old.id)).toBe(true);

    // Ten days on (the draft untouched for 90, the notice 10 days old): still kept.
    await age(old.id, 90);
    const [warning] = await auditOf(old.id, RETENTION_ACTIONS.draftWarned);
    await db
      .update(auditEvents)
      .set({ at: new Date(Date.now() - 10 * DAY) })
      .where(eq(auditEvents.id, warning.id));
    await sweep();
    expect(await exists(old.id)).toBe(true);

    // The notice run out: removed with its history and upload rows, the bytes released, audited.
    await db
      .update(auditEvents)
      .set({ at: new Date(Date.now() - 15 * DAY) })
      .where(eq(auditEvents.id, warning.id));
    const removed = await sweep();
    expect(removed.draftsRemoved).toBeGreaterThanOrEqual(1);
    expect(await exists(old.id)).toBe(false);
    expect(await db.select().from(attachments).where(eq(attachments.applicationId, old.id))).toEqual([]);
    expect(await db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, old.id))).toEqual([]);
    expect(await app.files.has(stored.sha256)).toBe(false);
    const [entry] = await auditOf(old.id, RETENTION_ACTIONS.draftRemoved);
    expect(entry.actorId).toBeNull();
    expect(entry.before).toMatchObject({ reference: old.reference, service: 'MARITAL_STATUS_LETTER' });
    // Nothing personal is kept of the removed draft in its audit entry.
    expect(JSON.stringify(entry.before)).not.toContain(citizen.email);

    // The others are as they were.
    expect(await exists(recent.id)).toBe(true);
    expect(await exists(billed.id)).toBe(true);
  });

  it('a draft changed after its notice is told again, and only that notice counts', async () => {
    const { app, database } = await testContext();
    const citizen = await newCitizen(app);
    const draft = await createDraft(app, citizen.token, 'MARITAL_STATUS_LETTER');
    const backdate = (id: number, days: number) =>
      database.db
        .update(auditEvents)
        .set({ at: new Date(Date.now() - days * DAY) })
        .where(eq(auditEvents.id, id));
    await age(draft.id, 200);
    await sweep();
    const [first] = await auditOf(draft.id, RETENTION_ACTIONS.draftWarned);
    await backdate(first.id, 120);
    // The applicant went on with it after that notice (100 days ago): the old notice no longer counts.
    await age(draft.id, 100);
    await sweep();
    expect(await exists(draft.id)).toBe(true);
    const warnings = await auditOf(draft.id, RETENTION_ACTIONS.draftWarned);
    expect(warnings).toHaveLength(2);
    // Its new notice run out: removed.
    await backdate(warnings.find((w) => w.id !== first.id)!.id, 15);
    await sweep();
    expect(await exists(draft.id)).toBe(false);
  });

  it('a sweep that ran late still gives the full notice', () => {
    const changed = new Date('2026-01-01T09:00:00Z');
    expect(draftRemovalAt(changed, null)).toEqual(new Date('2026-04-01T09:00:00Z'));
    // Told on 1 June (the draft untouched for 151 days): removed 14 days after, not at once.
    expect(draftRemovalAt(changed, new Date('2026-06-01T09:00:00Z'))).toEqual(new Date('2026-06-15T09:00:00Z'));
    // Told on time: 90 days after the change.
    expect(draftRemovalAt(changed, new Date('2026-03-18T09:00:00Z'))).toEqual(new Date('2026-04-01T09:00:00Z'));
  });
});

describe('retention of sign-ups', () => {
  it('removes a sign-up never finished after 7 days, audited without the person; keeps the rest', async () => {
    const { app, database } = await testContext();
    const db = database.db;
    const stale = await registerUser(app);
    const fresh = await registerUser(app);
    const finished = await newCitizen(app);
    const ageUser = (id: string, days: number) =>
      db
        .update(users)
        .set({ createdAt: new Date(Date.now() - days * DAY) })
        .where(eq(users.id, id));
    await ageUser(stale.userId, 8);
    await ageUser(fresh.userId, 6);
    await ageUser(finished.userId, 30);

    const outcome = await sweep();
    expect(outcome.signUpsRemoved).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [stale.userId, fresh.userId, finished.userId]));
    expect(left.map((u) => u.id).sort()).toEqual([fresh.userId, finished.userId].sort());
    const [entry] = await auditOf(stale.userId, RETENTION_ACTIONS.signUpRemoved);
    expect(entry.before).toMatchObject({ accountType: 'INDIVIDUAL' });
    expect(JSON.stringify(entry)).not.toContain(stale.email);
    expect(JSON.stringify(entry)).not.toContain(stale.phone);
  });
});
