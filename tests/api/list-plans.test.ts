import { contractOf } from '../../src/shared/services/index.js';
import type { ServiceCode } from '../../src/shared/services.js';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { applications, users } from '../../src/server/db/schema/index.js';
import {
  filterConditions,
  listApplications,
  listColumns,
  listSql,
  SORTABLE,
  type ListFilter,
  type ListSort,
} from '../../src/server/modules/applications/repository.js';
import type { Caller } from '../../src/server/plugins/auth.js';
import { SERVICE_CODES } from '../../src/shared/services.js';
import { testContext } from './helpers.js';

/** A small deterministic generator, so that a failure can be replayed. */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return {
    maybe: (p: number) => next() < p,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)],
  };
}

const applicant = alias(users, 'applicant');
const assignee = alias(users, 'assignee');

/** The list as it was built before the plans were cached: one Drizzle query with inline values. */
async function straightforward(caller: Caller, filter: ListFilter, sort: ListSort, range: [number, number], now: Date) {
  const { database } = await testContext();
  const where = and(...filterConditions(caller, filter, now));
  const column = SORTABLE[sort.field];
  const rows = await database.db
    .select(listColumns)
    .from(applications)
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .leftJoin(assignee, eq(assignee.id, applications.assigneeId))
    .where(where)
    .orderBy(...(sort.order === 'ASC' ? [asc(column), asc(applications.id)] : [desc(column), desc(applications.id)]))
    .limit(range[1] - range[0] + 1)
    .offset(range[0]);
  const [{ total }] = await database.db.select({ total: sql<number>`count(*)::int` }).from(applications).where(where);
  // The list answers the names read from the form, not the form itself.
  return {
    rows: rows.map(({ formData, ...row }) => ({
      ...row,
      partyNames: contractOf(row.serviceCode as ServiceCode)
        .searchText(formData)
        .join(' · '),
    })),
    total,
  };
}

describe('application lists built once per shape', () => {
  it('answer the same rows and totals as the query built afresh, for many callers, filters, sorts and pages', async () => {
    const { database } = await testContext();
    // The demo's accounts that sign in (the year of history's applicants are records only).
    const people = await database.db
      .select()
      .from(users)
      .where(sql`${users.email} like '%@demo.test' and ${users.email} not like 'history-%'`);
    const sample = await database.db.select().from(applications).limit(30);
    expect(people.length).toBeGreaterThan(5);
    expect(sample.length).toBeGreaterThan(5);
    const callers: Caller[] = people.map((u) => ({
      userId: u.id,
      sessionId: 'test',
      accountType: u.accountType,
      staffRole: u.staffRole,
      district: u.district,
      organisationId: u.organisationId,
      organisationType: null,
      organisationVerification: null,
      idNumber: u.idNumber,
      secondFactorOn: true,
    }));
    // County staff too: the same roles limited to a district.
    for (const caller of callers.filter((c) => c.accountType === 'BACKOFFICE'))
      callers.push({ ...caller, district: '047' });
    const random = generator(20261122);
    const now = new Date();
    let answered = 0;
    for (let i = 0; i < 160; i += 1) {
      const caller = random.pick(callers);
      const app = random.pick(sample);
      const filter: ListFilter = {};
      if (random.maybe(0.4))
        filter.section = random.pick([
          'marital-status',
          'marriage-registrations',
          'searches',
          'special-licenses',
          'registry',
          'dashboard',
          'nonsense',
        ]);
      if (random.maybe(0.25))
        filter.serviceCode = random.maybe(0.5)
          ? random.pick(SERVICE_CODES)
          : [random.pick(SERVICE_CODES), random.pick(SERVICE_CODES)];
      if (random.maybe(0.4))
        filter.status = random.maybe(0.5)
          ? random.pick(['Draft', 'Submitted', 'Pending', 'Approved'])
          : ['Submitted', 'Pending'];
      if (random.maybe(0.3)) filter.stage = random.pick(['OFFICER', 'DIRECTOR', ['OFFICER', 'DIRECTOR']]);
      if (random.maybe(0.1)) filter.assigneeId = app.assigneeId ?? app.applicantId;
      if (random.maybe(0.1)) filter.mine = true;
      if (random.maybe(0.2)) filter.district = random.pick(['047', '001']);
      if (random.maybe(0.15)) filter.createdFrom = '2026-01-01';
      if (random.maybe(0.15)) filter.createdTo = '2099-12-31';
      if (random.maybe(0.1)) filter.submittedFrom = '2026-01-01';
      if (random.maybe(0.1)) filter.submittedTo = '2099-12-31';
      if (random.maybe(0.15)) filter.overdue = true;
      if (random.maybe(0.2))
        filter.q = random.pick([
          app.reference.slice(0, 6),
          app.trackingId,
          app.searchText.split(' ')[0] || 'a',
          '50%_\\',
        ]);
      const sort: ListSort = {
        field: random.pick(Object.keys(SORTABLE) as (keyof typeof SORTABLE)[]),
        order: random.pick(['ASC', 'DESC'] as const),
      };
      const range = random.pick<[number, number]>([
        [0, 24],
        [0, 2],
        [3, 5],
        [0, 0],
      ]);
      const cached = await listApplications(database.db, caller, filter, sort, range, now);
      const fresh = await straightforward(caller, filter, sort, range, now);
      const context = JSON.stringify({ filter, sort, range, caller: { ...caller, userId: undefined } });
      expect({ context, rows: cached.rows.map(({ overdue: _overdue, ...row }) => row), total: cached.total }).toEqual({
        context,
        ...fresh,
      });
      if (fresh.total > 0) answered += 1;
    }
    expect(answered).toBeGreaterThan(30);
  }, 120_000);

  it('answer the tracking search (reference, tracking id, ID number, name words) as the query built afresh', async () => {
    const { database } = await testContext();
    const people = await database.db
      .select()
      .from(users)
      .where(sql`${users.email} like '%@demo.test' and ${users.accountType} = 'BACKOFFICE'`);
    const sample = await database.db.select().from(applications).limit(20);
    const now = new Date();
    let answered = 0;
    for (const [i, app] of sample.entries()) {
      const person = people[i % people.length];
      const caller: Caller = {
        userId: person.id,
        sessionId: 'test',
        accountType: 'BACKOFFICE',
        staffRole: person.staffRole,
        district: i % 3 === 0 ? '047' : null,
        organisationId: null,
        organisationType: null,
        organisationVerification: null,
        idNumber: null,
        secondFactorOn: true,
      };
      const party = (app.formData as { partyA?: { idNumber?: string } }).partyA?.idNumber;
      for (const track of [
        app.reference.toLowerCase(),
        app.trackingId,
        party ?? 'X1234567',
        app.searchText.split(/[ |]+/).slice(0, 2).join(' ') || 'amina',
        "o'brien-50%_",
      ]) {
        const sort: ListSort = { field: 'updatedAt', order: 'DESC' };
        const cached = await listApplications(database.db, caller, { track }, sort, [0, 24], now);
        const fresh = await straightforward(caller, { track }, sort, [0, 24], now);
        expect({ track, rows: cached.rows.map(({ overdue: _overdue, ...row }) => row), total: cached.total }).toEqual({
          track,
          ...fresh,
        });
        if (fresh.total > 0) answered += 1;
      }
    }
    expect(answered).toBeGreaterThan(10);
  }, 60_000);

  it('hand the bench the very SQL and values of the list', async () => {
    const { database } = await testContext();
    const [officer] = await database.db.select().from(users).where(eq(users.email, 'officer@demo.test'));
    const caller: Caller = {
      userId: officer.id,
      sessionId: 'test',
      accountType: 'BACKOFFICE',
      staffRole: 'OFFICER',
      district: '047',
      organisationId: null,
      organisationType: null,
      organisationVerification: null,
      idNumber: null,
      secondFactorOn: true,
    };
    const { rows, count } = listSql(
      database.db,
      caller,
      { section: 'marital-status', stage: 'OFFICER', status: ['Submitted', 'Pending'] },
      { field: 'slaDueAt', order: 'ASC' },
      [25, 49],
      new Date(),
    );
    expect(rows.sql).toContain('order by "applications"."sla_due_at" asc, "applications"."id" asc limit $');
    expect(rows.params.slice(-2)).toEqual([25, 25]);
    // A queue's total is summed from the counters the database keeps (migration 0018).
    expect(count.params).toEqual(['MARITAL_STATUS_LETTER', 'Submitted', 'Pending', 'OFFICER', '047']);
    expect(count.sql).toContain('from "queue_counts"');
    expect(count.sql).not.toContain('MARITAL_STATUS_LETTER');
  });
});
