// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationIn,
  attachRequired,
  createDraft,
  current,
  markPaid,
  newCitizen,
  setStaffRole,
  STAFF,
  step,
  tokenOf,
} from './app-support.js';
import { call, signedInUser, testContext } from './helpers.js';

const WAITING = ['Submitted', 'Pending'];

/**
 * The rows of queue_counts that differ from counting the applications themselves (in one snapshot);
 * a possible duplicate held without a level counts under the stage '' (migration 0031).
 */
async function countersDisagree() {
  const { database } = await testContext();
  const result = await database.db.execute(sql`
    with kept as (select service_code, stage, status, district, waiting from queue_counts where waiting <> 0),
    counted as (
      select service_code, coalesce(stage, '') as stage, status, coalesce(district, '') as district, count(*)::int as waiting
      from applications where status in ('Submitted', 'Pending') group by 1, 2, 3, 4
    )
    select coalesce(k.service_code, c.service_code) as service, coalesce(k.stage, c.stage) as stage, coalesce(k.status, c.status) as status,
           coalesce(k.district, c.district) as district, k.waiting as kept, c.waiting as counted
    from kept k full join counted c using (service_code, stage, status, district)
    where k.waiting is distinct from c.waiting`);
  return result.rows;
}

/** The total of a list's Content-Range. */
async function totalOf(token: string, filter: Record<string, unknown>): Promise<number> {
  const { app } = await testContext();
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(['slaDueAt', 'ASC']),
    range: '[0,4]',
  });
  const response = await call(app, { method: 'GET', url: `/api/applications?${query}`, token });
  expect(response.status).toBe(200);
  const range = String(response.headers['content-range']);
  expect(range).toMatch(/^applications \d+-\d+\/\d+$/);
  return Number(range.split('/')[1]);
}

/**
 * The queue figures an officer reads (from the counters), each next to the same list counted on its
 * rows (a created-since filter that every application passes sends the count to the rows).
 */
async function queueFigures(token: string) {
  const lists = {
    officerQueue: { section: 'marital-status', stage: 'OFFICER', status: WAITING },
    officerSubmitted: { section: 'marital-status', stage: 'OFFICER', status: 'Submitted' },
    officerPending: { section: 'marital-status', stage: 'OFFICER', status: ['Pending'] },
    officerNairobi: { serviceCode: 'MARITAL_STATUS_LETTER', stage: 'OFFICER', status: WAITING, district: '047' },
    directorQueue: { section: 'marital-status', stage: 'DIRECTOR', status: WAITING },
  };
  const figures: Record<string, number> = {};
  for (const [name, filter] of Object.entries(lists)) {
    figures[name] = await totalOf(token, filter);
    expect(await totalOf(token, { ...filter, createdFrom: '2000-01-01' }), `${name} counted on the rows`).toBe(
      figures[name],
    );
  }
  expect(await countersDisagree()).toEqual([]);
  return figures;
}

describe('queue totals kept by the database', () => {
  it('stay exact through submit, payment, claim, release, corrections, resubmit, approve, decline, withdraw and delete', async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const director = await tokenOf(app, STAFF.DIRECTOR);
    const citizen = await newCitizen(app);
    let expected = await queueFigures(officer);
    const expectChange = async (change: Partial<Record<keyof typeof expected, number>>) => {
      expected = { ...expected };
      for (const [name, delta] of Object.entries(change)) expected[name] += delta!;
      expect(await queueFigures(officer)).toEqual(expected);
    };

    const draft = await createDraft(app, citizen.token, 'MARITAL_STATUS_LETTER');
    await attachRequired(draft.id);
    await expectChange({});
    expect((await step(app, citizen.token, draft.id, 'submit')).status).toBe(200);
    if ((await current(draft.id)).status === 'Payment_Confirmation') {
      await expectChange({});
      await markPaid(draft.id);
    }
    await expectChange({ officerQueue: 1, officerSubmitted: 1, officerNairobi: 1 });

    expect((await step(app, officer, draft.id, 'claim')).status).toBe(200);
    await expectChange({ officerSubmitted: -1, officerPending: 1 });
    expect((await step(app, officer, draft.id, 'release')).status).toBe(200);
    await expectChange({ officerSubmitted: 1, officerPending: -1 });
    expect((await step(app, officer, draft.id, 'claim')).status).toBe(200);
    expect((await step(app, officer, draft.id, 'request-corrections', 'Attach a clearer copy of the ID')).status).toBe(
      200,
    );
    await expectChange({ officerQueue: -1, officerSubmitted: -1, officerNairobi: -1 });
    expect((await step(app, citizen.token, draft.id, 'resubmit')).status).toBe(200);
    await expectChange({ officerQueue: 1, officerSubmitted: 1, officerNairobi: 1 });

    expect((await step(app, officer, draft.id, 'claim')).status).toBe(200);
    expect((await step(app, officer, draft.id, 'approve')).status).toBe(200);
    await expectChange({ officerQueue: -1, officerSubmitted: -1, officerNairobi: -1, directorQueue: 1 });
    expect((await step(app, director, draft.id, 'claim')).status).toBe(200);
    await expectChange({});
    expect((await step(app, director, draft.id, 'decline', 'The purpose does not need a letter')).status).toBe(200);
    await expectChange({ directorQueue: -1 });

    // Sent back, then withdrawn by the applicant; a draft deleted: no queue holds them.
    const returned = await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Corrections_Requested');
    await expectChange({});
    expect((await step(app, citizen.token, returned, 'withdraw')).status).toBe(200);
    await expectChange({});
    const pending = await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Pending');
    await expectChange({ officerQueue: 1, officerPending: 1, officerNairobi: 1 });
    expect((await step(app, officer, pending, 'decline', 'The purpose does not need a letter')).status).toBe(200);
    await expectChange({ officerQueue: -1, officerPending: -1, officerNairobi: -1 });
    const unsent = await createDraft(app, citizen.token, 'MARITAL_STATUS_LETTER');
    const deleted = await call(app, {
      method: 'DELETE',
      url: `/api/applications/${unsent.id}?version=${unsent.version}`,
      token: citizen.token,
    });
    expect(deleted.status).toBe(200);
    await expectChange({});
  });

  it('a step refused or rolled back leaves them as they were', async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const citizen = await newCitizen(app);
    const id = await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Submitted');
    const before = await queueFigures(officer);
    // A stale version is refused in the transaction after the row was locked.
    const stale = await call(app, {
      method: 'POST',
      url: `/api/applications/${id}/claim`,
      token: officer,
      payload: { version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(await queueFigures(officer)).toEqual(before);
  });

  it('a district officer counts only the district, as the rows do', async () => {
    const { app } = await testContext();
    const citizen = await newCitizen(app);
    await applicationIn(app, citizen, 'MARITAL_STATUS_LETTER', 'Submitted');
    const county = await signedInUser(app);
    await setStaffRole(county.userId, 'OFFICER', '047');
    const filter = { section: 'marital-status', stage: 'OFFICER', status: WAITING };
    const total = await totalOf(county.token, filter);
    expect(total).toBeGreaterThan(0);
    expect(await totalOf(county.token, { ...filter, createdFrom: '2000-01-01' })).toBe(total);
    expect(await totalOf(county.token, { ...filter, district: '001' })).toBe(0);
    expect(await countersDisagree()).toEqual([]);
  });
});
