import { expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { ApprovalLevel } from '../../src/shared/services.js';
import { current, newCitizen, STAFF, step, tokenOf, type Applicant } from './app-support.js';
import { call, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';

export type Role = keyof typeof STAFF;
export const ROLES = Object.keys(STAFF) as Role[];

export interface ChainScopes {
  /** The service's approval chain, in order (its catalogue entry). */
  chain: readonly ApprovalLevel[];
  /** A new application, submitted and paid: waiting at the chain's first level. */
  submitted(app: FastifyInstance): Promise<{ applicant: Applicant; id: string }>;
  /** What each staff role gets reading the application (200, or 404 for a role outside the service's section). */
  readers: Record<Role, number>;
}

/**
 * Every role at every level of a service's approval chain (one test per level): who reads the
 * application, who may claim and approve it (only the level's own role; never the applicant or
 * another citizen), and that each refusal changes nothing. A role that cannot read the application
 * is told it does not exist (404) rather than refused (403).
 */
export function itWorksOnlyAtItsLevel({ chain, submitted, readers }: ChainScopes) {
  it.each(chain)('waiting at %s: only that level claims and approves', async (level) => {
    const { app } = await testContext();
    const { applicant, id } = await submitted(app);
    await walkTo(app, id, level);
    const stranger = await newCitizen(app);
    for (const role of ROLES) {
      const token = await tokenOf(app, STAFF[role]);
      expect({
        role,
        status: (await call(app, { method: 'GET', url: `/api/applications/${id}`, token })).status,
      }).toEqual({ role, status: readers[role] });
    }
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}`, token: applicant.token })).status).toBe(
      200,
    );
    expect((await call(app, { method: 'GET', url: `/api/applications/${id}`, token: stranger.token })).status).toBe(
      404,
    );
    const before = await current(id);
    const hidden = (role: Role, visible: number) => (readers[role] === 404 ? 404 : visible);
    for (const role of ROLES.filter((r) => r !== level)) {
      const token = await tokenOf(app, STAFF[role]);
      expect({ role, status: (await step(app, token, id, 'claim')).status }).toEqual({
        role,
        status: hidden(role, 403),
      });
      // Nobody approves what is not claimed: the application is not Pending.
      expect({ role, status: (await step(app, token, id, 'approve')).status }).toEqual({
        role,
        status: hidden(role, 409),
      });
    }
    for (const token of [applicant.token, stranger.token]) {
      expect((await step(app, token, id, 'claim')).status).toBe(403);
      expect((await step(app, token, id, 'approve')).status).toBe(403);
    }
    const after = await current(id);
    expect({ status: after.status, stage: after.stage, version: after.version, assigneeId: after.assigneeId }).toEqual({
      status: before.status,
      stage: before.stage,
      version: before.version,
      assigneeId: before.assigneeId,
    });
    const own = await tokenOf(app, STAFF[level]);
    expect((await step(app, own, id, 'claim')).status).toBe(200);
    // Claimed: every other role is refused each decision.
    for (const role of ROLES.filter((r) => r !== level)) {
      const token = await tokenOf(app, STAFF[role]);
      for (const action of ['approve', 'release', 'decline', 'request-corrections']) {
        expect({ role, action, status: (await step(app, token, id, action, 'Not for you to decide')).status }).toEqual({
          role,
          action,
          status: hidden(role, 403),
        });
      }
    }
    for (const token of [applicant.token, stranger.token])
      expect((await step(app, token, id, 'approve')).status).toBe(403);
    expect((await current(id)).status).toBe('Pending');
    expect((await step(app, own, id, 'approve')).status).toBe(200);
    const next = await current(id);
    const last = chain.indexOf(level) === chain.length - 1;
    expect(next.stage).toBe(last ? null : chain[chain.indexOf(level) + 1]);
    expect(next.status).toBe(last ? 'Approved' : 'Submitted');
  });
}
