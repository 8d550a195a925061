import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextInSeries } from '../../src/server/modules/notices/common.js';
import { current, markPaid, newCitizen, STAFF, tokenOf } from './app-support.js';
import { submitNotice } from './notice-support.js';
import { call, secondConnection, statementsSent, testContext } from './helpers.js';
import { submittedLetter } from './letter-support.js';
import { submittedLicence, walkTo } from './licence-support.js';

/**
 * What an approval asks of the database (issue 22): the statements a letter's claim and final approval
 * send, the national series numbered without a lock, and the parties' accounts found by an index.
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Every statement's text any pg client of this process sends while `work` runs (PostgreSQL only). */
async function statementsOf(work: () => Promise<unknown>): Promise<string[]> {
  return (await statementsSent(work)).map((s) => s.text);
}

/** A workflow step through the API (the version read beforehand, so that only the request is counted). */
async function act(token: string, id: string, action: string, version: number) {
  const { app } = await testContext();
  return call(app, { method: 'POST', url: `/api/applications/${id}/${action}`, token, payload: { version } });
}

const touches = (statements: string[], table: string) => statements.filter((s) => s.includes(`"${table}"`));

/**
 * Claims an application, then approves it: the approving transaction's statements (to its commit),
 * each with its name (null for a statement PostgreSQL parses each time).
 */
async function claimedAndApprovedSent(token: string, id: string) {
  expect((await act(token, id, 'claim', (await current(id)).version)).status).toBe(200);
  const version = (await current(id)).version;
  // What earlier steps' commits set going (the outbox gathers them for a moment) ends before the count.
  const { app } = await testContext();
  await app.outbox.settled();
  await app.documentRenderer.settled();
  let approved = 0;
  const all = await statementsSent(async () => {
    approved = (await act(token, id, 'approve', version)).status;
  });
  expect(approved).toBe(200);
  return all.slice(0, all.findIndex((s) => s.text === 'commit') + 1);
}

describe.skipIf(!onPostgres)('the statements of a letter approval (PostgreSQL)', () => {
  const HOUR = 60 * 60 * 1000;
  beforeAll(async () => {
    // Nothing of this process looks for messages or documents on its timer while statements are
    // counted (an hour apart), but both answer the nudge after a commit.
    const { app } = await testContext();
    await app.outbox.stop();
    await app.documentRenderer.stop();
    app.outbox.start(HOUR);
    app.documentRenderer.start(HOUR);
    await app.outbox.kick();
    await app.documentRenderer.kick();
  });
  afterAll(async () => {
    const { app } = await testContext();
    await app.outbox.stop();
    await app.documentRenderer.stop();
    app.outbox.start();
    app.documentRenderer.start();
  });

  it('a claim asks nothing of the outbox or the documents; the final approval stays within its statements', async () => {
    const { app } = await testContext();
    const { id } = await submittedLetter(app);
    await walkTo(app, id, 'DIRECTOR');
    const director = await tokenOf(app, STAFF.DIRECTOR);
    await app.outbox.settled();
    await app.documentRenderer.settled();

    let claimed = 0;
    const claimVersion = (await current(id)).version;
    const claim = await statementsOf(async () => {
      claimed = (await act(director, id, 'claim', claimVersion)).status;
      // Whatever the commit set going in the background ends inside the count.
      await app.outbox.settled();
      await app.documentRenderer.settled();
    });
    expect(claimed).toBe(200);
    // The session, the row, the change with its event and audit entry (made only while the row has the
    // version read): one statement each, no transaction around them. A claim queues no message and
    // issues no document, so nothing looks for them after it.
    expect(touches(claim, 'outbox')).toEqual([]);
    expect(touches(claim, 'documents')).toEqual([]);
    expect(claim.filter((s) => s === 'begin' || s === 'commit')).toEqual([]);
    expect(claim.length).toBeLessThanOrEqual(3);

    let approved = 0;
    const approveVersion = (await current(id)).version;
    const all = await statementsOf(async () => {
      approved = (await act(director, id, 'approve', approveVersion)).status;
      await app.outbox.settled();
      await app.documentRenderer.settled();
    });
    expect(approved).toBe(200);
    // The step's own statements end with its commit; the nudged outbox and renderer come after it.
    const approve = all.slice(0, all.indexOf('commit') + 1);
    expect(touches(all.slice(approve.length), 'outbox').length).toBeGreaterThan(0);
    expect(touches(all.slice(approve.length), 'documents').length).toBeGreaterThan(0);
    // The letter's own work: its number without a counter row, the document with its audit entry in
    // one statement, the holder's language and the officer's name read with the locked row (not
    // again, nor the holder's identity), the letter's messages and the applicant's with the step's
    // change (no insert into the outbox of their own).
    expect(approve.filter((s) => s.includes('reference_counters'))).toEqual([]);
    expect(approve.filter((s) => s.includes('next_in_series'))).toHaveLength(1);
    expect(touches(approve, 'audit_events').filter((s) => s.includes('insert into "documents"'))).toHaveLength(1);
    expect(approve.filter((s) => s.startsWith('select (select "users"."locale"'))).toEqual([]);
    const queued = approve.filter((s) => s.startsWith('insert into "outbox"'));
    expect(queued).toEqual([]);
    const change = approve.filter((s) => s.includes('update "applications"'));
    expect(change).toHaveLength(1);
    expect(change[0]).toContain('insert into "outbox"');
    expect(approve.length).toBeLessThanOrEqual(10);
  });

  it("a notice's publication writes the notice, its history line and its audit entry in one statement", async () => {
    const { app } = await testContext();
    const { id, response } = await submitNotice(app, await newCitizen(app));
    expect(response.status).toBe(200);
    if ((await current(id)).status === 'Payment_Confirmation') await markPaid(id);
    const sent = await claimedAndApprovedSent(await tokenOf(app, STAFF.OFFICER), id);
    const approve = sent.map((s) => s.text);
    const published = approve.filter((s) => s.includes('insert into "notices"'));
    expect(published).toHaveLength(1);
    // A named statement, built once and parsed once per connection, not at every approval.
    expect(sent.filter((s) => s.text.includes('insert into "notices"')).map((s) => s.name)).toEqual([
      expect.stringMatching(/^issued_notices_/),
    ]);
    expect(published[0]).toContain('insert into "application_events"');
    expect(published[0]).toContain('insert into "audit_events"');
    // Besides it, the only history line and audit entry are the step's own, in its change.
    expect(approve.filter((s) => s.startsWith('insert into "application_events"'))).toEqual([]);
    expect(approve.filter((s) => s.startsWith('insert into "audit_events"'))).toEqual([]);
    expect(approve.filter((s) => s.startsWith('insert into "outbox"'))).toEqual([]);
  });

  it("a licence's issue writes the licence with its history line and its audit entry in one statement", async () => {
    const { app } = await testContext();
    const { id } = await submittedLicence(app, 'SPECIAL_LICENCE_NOTICE_WAIVER');
    await walkTo(app, id, 'MINISTER');
    const sent = await claimedAndApprovedSent(await tokenOf(app, STAFF.MINISTER), id);
    const approve = sent.map((s) => s.text);
    const issued = approve.filter((s) => s.includes('insert into "licences"'));
    expect(issued).toHaveLength(1);
    expect(sent.filter((s) => s.text.includes('insert into "licences"')).map((s) => s.name)).toEqual([
      expect.stringMatching(/^issued_licences_/),
    ]);
    expect(issued[0]).toContain('insert into "application_events"');
    expect(issued[0]).toContain('insert into "audit_events"');
    // The document's audit entry is in the document's statement; the step's in its change.
    expect(approve.filter((s) => s.startsWith('insert into "application_events"'))).toEqual([]);
    expect(approve.filter((s) => s.startsWith('insert into "audit_events"'))).toEqual([]);
  });

  it('two transactions number one series at once without waiting for each other', async () => {
    const { database } = await testContext();
    const other = await secondConnection();
    const prefix = `TEST-${process.pid}-PARALLEL`;
    try {
      // The series' first use of the year makes its sequence (once a year); then no number waits.
      const opened = await database.db.transaction((tx) => nextInSeries(tx, prefix, 2026));
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let first = 0;
      let taken!: () => void;
      const firstTaken = new Promise<void>((resolve) => {
        taken = resolve;
      });
      const a = database.db.transaction(async (tx) => {
        first = await nextInSeries(tx, prefix, 2026);
        taken();
        await held;
      });
      await firstTaken;
      // While the first transaction is open with its number, the second gets the next one at once: a
      // counter row would hold it until the first commits, and the lock timeout would refuse it.
      const second = await other.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '2s'`);
        return nextInSeries(tx, prefix, 2026);
      });
      release();
      await a;
      expect(first).toBe(opened + 1);
      expect(second).toBe(first + 1);
    } finally {
      await other.close();
    }
  });

  it("a series' first two numbers of a year taken at once: the second waits for the year's sequence, then takes 2", async () => {
    // Before, the second found no sequence after its wait (its view of the catalog was not refreshed by
    // the advisory lock), failed to create it again ("relation already exists") and the officer got a 500.
    const { database } = await testContext();
    const other = await secondConnection();
    const prefix = `TEST-${process.pid}-FIRST-AT-ONCE`;
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let taken!: () => void;
      const firstTaken = new Promise<void>((resolve) => {
        taken = resolve;
      });
      let first = 0;
      const a = database.db.transaction(async (tx) => {
        first = await nextInSeries(tx, prefix, 2027);
        taken();
        await held;
      });
      await firstTaken;
      const b = other.database.db.transaction((tx) => nextInSeries(tx, prefix, 2027));
      const settled = b.then(
        () => 'done',
        () => 'done',
      );
      // The second waits for the first's lock on the new series (an advisory lock), then the first commits.
      for (;;) {
        const { rows } = await database.db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
        );
        if (rows[0].waiting > 0) break;
        if ((await Promise.race([settled, Promise.resolve('pending')])) !== 'pending') break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      release();
      await a;
      expect(first).toBe(1);
      expect(await b).toBe(2);
    } finally {
      await other.close();
    }
  });
});

describe('the national series of issued documents', () => {
  it('continue from the counter row of numbers issued before, and skip a number taken by a failed transaction', async () => {
    const { database } = await testContext();
    const prefix = `TEST-${process.pid}-CONTINUED`;
    await database.db.execute(sql`insert into reference_counters (prefix, year, last) values (${prefix}, 2026, 41)`);
    const next = () => database.db.transaction((tx) => nextInSeries(tx, prefix, 2026));
    expect(await next()).toBe(42);
    await expect(
      database.db.transaction(async (tx) => {
        await nextInSeries(tx, prefix, 2026);
        throw new Error('refused after numbering');
      }),
    ).rejects.toThrow('refused after numbering');
    expect(await next()).toBe(44);
    // Each year its own series, from 1.
    expect(await database.db.transaction((tx) => nextInSeries(tx, prefix, 2027))).toBe(1);
  });

  it('a series whose first use rolled back starts again from its counter', async () => {
    const { database } = await testContext();
    const prefix = `TEST-${process.pid}-ROLLED`;
    await expect(
      database.db.transaction(async (tx) => {
        expect(await nextInSeries(tx, prefix, 2026)).toBe(1);
        throw new Error('the first use failed');
      }),
    ).rejects.toThrow('the first use failed');
    expect(await database.db.transaction((tx) => nextInSeries(tx, prefix, 2026))).toBe(1);
  });
});

describe('the lookups of an approval by ID and registration numbers as written', () => {
  async function planOf(query: ReturnType<typeof sql>) {
    const { database } = await testContext();
    return database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
  }

  it("find the parties' accounts by an index", async () => {
    expect(await planOf(sql`select id from users where upper(id_number) in ('12345678', '23456789')`)).toContain(
      'users_id_number_upper_idx',
    );
  });

  it("find register entries by a party's ID number and by their registration number through indexes", async () => {
    const byParty = await planOf(
      sql`select id from marriages where upper(party_a_id_number) = '12345678' or upper(party_b_id_number) = '12345678'`,
    );
    expect(byParty).toContain('marriages_party_a_idx');
    expect(byParty).toContain('marriages_party_b_idx');
    expect(
      await planOf(sql`select id from marriages where upper(registration_number) = 'MC/047/2026/000001'`),
    ).toContain('marriages_registration_upper_idx');
  });
});
