import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, testContext } from './helpers.js';
import { applicationIn, current, eventCount, newCitizen, STAFF, step, tokenOf, type Applicant } from './app-support.js';

/**
 * Every workflow step from every status for every kind of caller, on a two-level service
 * (marital status letter: OFFICER → DIRECTOR). Expectations are written out here, from domain.md
 * section 3, independently of the server's transition table.
 */
const STATUSES = [
  'Draft',
  'Payment_Confirmation',
  'Submitted',
  'Pending',
  'Corrections_Requested',
  'Approved',
  'Declined',
] as const;
type Status = (typeof STATUSES)[number];
const ACTIONS = [
  'submit',
  'claim',
  'release',
  'approve',
  'decline',
  'request-corrections',
  'resubmit',
  'withdraw',
  'comment',
] as const;
type Action = (typeof ACTIONS)[number];
const ACTORS = [
  'owner',
  'otherCitizen',
  'institution',
  'OFFICER',
  'DIRECTOR',
  'REGISTRAR_GENERAL',
  'MINISTER',
  'ADMIN',
  'FINANCE',
] as const;
type ActorName = (typeof ACTORS)[number];

const STAFF_ONLY: Action[] = ['claim', 'release', 'approve', 'decline', 'request-corrections'];
const APPLICANT_ONLY: Action[] = ['submit', 'resubmit', 'withdraw'];
const STAFF_ACTORS: ActorName[] = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'ADMIN', 'FINANCE'];
/** Who reads marital-status applications in the back office. */
const STAFF_READERS: ActorName[] = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'ADMIN'];
const OPEN: Status[] = ['Draft', 'Payment_Confirmation', 'Submitted', 'Pending', 'Corrections_Requested'];
const FROM: Record<Action, Status[]> = {
  submit: ['Draft'],
  claim: ['Submitted'],
  release: ['Pending'],
  approve: ['Pending'],
  decline: ['Pending'],
  'request-corrections': ['Pending'],
  resubmit: ['Corrections_Requested'],
  withdraw: ['Draft', 'Payment_Confirmation', 'Corrections_Requested'],
  comment: OPEN,
};
/** Who comments among them: those who work the section (the read-only ADMIN reads it and comments on nothing). */
const STAFF_COMMENTERS: ActorName[] = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL'];
const readersComment = Object.fromEntries(STAFF_COMMENTERS.map((r) => [r, ['comment']]));
const SUCCEEDS: Record<Status, Partial<Record<ActorName, Action[]>>> = {
  Draft: { owner: ['submit', 'withdraw', 'comment'] },
  Payment_Confirmation: { owner: ['withdraw', 'comment'], ...readersComment },
  Submitted: { owner: ['comment'], ...readersComment, OFFICER: ['claim', 'comment'] },
  Pending: {
    owner: ['comment'],
    ...readersComment,
    OFFICER: ['release', 'approve', 'decline', 'request-corrections', 'comment'],
  },
  Corrections_Requested: { owner: ['resubmit', 'withdraw', 'comment'], ...readersComment },
  Approved: {},
  Declined: {},
};
/** Where a successful step leads. */
const RESULT: Record<Action, (from: Status) => { status: Status; stage: string | null }> = {
  submit: () => ({ status: 'Payment_Confirmation', stage: null }),
  claim: () => ({ status: 'Pending', stage: 'OFFICER' }),
  release: () => ({ status: 'Submitted', stage: 'OFFICER' }),
  approve: () => ({ status: 'Submitted', stage: 'DIRECTOR' }),
  decline: () => ({ status: 'Declined', stage: null }),
  'request-corrections': () => ({ status: 'Corrections_Requested', stage: 'OFFICER' }),
  resubmit: () => ({ status: 'Submitted', stage: 'OFFICER' }),
  withdraw: () => ({ status: 'Declined', stage: null }),
  comment: (from) => ({
    status: from,
    stage: ['Submitted', 'Pending', 'Corrections_Requested'].includes(from) ? 'OFFICER' : null,
  }),
};

function expectedStatus(status: Status, actor: ActorName, action: Action): number {
  const staff = STAFF_ACTORS.includes(actor);
  if (!staff && STAFF_ONLY.includes(action)) return 403;
  if (staff && APPLICANT_ONLY.includes(action)) return 403;
  const sees = actor === 'owner' || (STAFF_READERS.includes(actor) && status !== 'Draft');
  if (!sees) return 404;
  if (SUCCEEDS[status][actor]?.includes(action)) return 200;
  if (!FROM[action].includes(status)) return 409;
  return 403;
}

const NEEDS_REASON: Action[] = ['decline', 'request-corrections', 'comment'];

async function tokens(app: FastifyInstance, owner: Applicant): Promise<Record<ActorName, string>> {
  const other = await newCitizen(app);
  const entries = await Promise.all(
    ACTORS.map(async (actor): Promise<[ActorName, string]> => {
      if (actor === 'owner') return [actor, owner.token];
      if (actor === 'otherCitizen') return [actor, other.token];
      if (actor === 'institution') return [actor, await tokenOf(app, 'church@demo.test')];
      return [actor, await tokenOf(app, STAFF[actor])];
    }),
  );
  return Object.fromEntries(entries) as Record<ActorName, string>;
}

describe('workflow steps from every status, for every caller', () => {
  for (const status of STATUSES) {
    it(`from ${status}: refusals change nothing, allowed steps lead where domain.md says`, async () => {
      const { app } = await testContext();
      const owner = await newCitizen(app);
      const by = await tokens(app, owner);
      const shared = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', status);
      // The allowed steps are each taken on a fresh application, after the refusals.
      const allowed: { actor: ActorName; action: Action; comment: string | undefined }[] = [];
      for (const actor of ACTORS) {
        for (const action of ACTIONS) {
          const expected = expectedStatus(status, actor, action);
          const comment = NEEDS_REASON.includes(action) ? 'Checked against the register' : undefined;
          if (expected === 200) {
            allowed.push({ actor, action, comment });
            continue;
          }
          const before = await current(shared);
          const events = await eventCount(shared);
          const response = await step(app, by[actor], shared, action, comment);
          expect({ actor, action, status: response.status }).toEqual({ actor, action, status: expected });
          expect(typeof response.body.message).toBe('string');
          const after = await current(shared);
          expect(after).toEqual(before);
          expect(await eventCount(shared)).toBe(events);
        }
      }
      for (const { actor, action, comment } of allowed) {
        const fresh = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', status);
        const before = await current(fresh);
        const response = await step(app, by[actor], fresh, action, comment);
        expect({ actor, action, status: response.status }).toEqual({ actor, action, status: 200 });
        const after = await current(fresh);
        expect({ actor, action, status: after.status, stage: after.stage }).toEqual({
          actor,
          action,
          ...RESULT[action](status),
        });
        expect(after.version).toBe(before.version + 1);
      }
      expect(allowed.length).toBe(Object.values(SUCCEEDS[status]).flat().length);
    });
  }
});

describe('what the engine refuses with a clear message', () => {
  it('a stale version answers 409 and changes nothing', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Submitted');
    const before = await current(id);
    const response = await call(app, {
      method: 'POST',
      url: `/api/applications/${id}/claim`,
      token: await tokenOf(app, STAFF.OFFICER),
      payload: { version: before.version - 1 },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe('This application was changed by someone else. Reload it and try again.');
    expect(await current(id)).toEqual(before);
  });

  it('decline and corrections need a reason', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Pending');
    const officer = await tokenOf(app, STAFF.OFFICER);
    for (const action of ['decline', 'request-corrections']) {
      const before = await current(id);
      const response = await step(app, officer, id, action, '  ');
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ comment: 'Give the reason' });
      expect(await current(id)).toEqual(before);
    }
  });

  it('an unknown step, a malformed id and a missing version are 400/404, never 500', async () => {
    const { app } = await testContext();
    const owner = await newCitizen(app);
    const id = await applicationIn(app, owner, 'MARITAL_STATUS_LETTER', 'Draft');
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/applications/${id}/publish`,
          token: owner.token,
          payload: { version: 1 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(app, {
          method: 'POST',
          url: `/api/applications/not-a-uuid/submit`,
          token: owner.token,
          payload: { version: 1 },
        })
      ).status,
    ).toBe(400);
    const missing = await call(app, {
      method: 'POST',
      url: `/api/applications/${id}/submit`,
      token: owner.token,
      payload: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors.version).toBe('The version is required');
    expect(
      (await call(app, { method: 'POST', url: `/api/applications/${id}/submit`, payload: { version: 1 } })).status,
    ).toBe(401);
  });
});
