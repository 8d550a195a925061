import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { applicationEvents, marriages } from '../../src/server/db/schema/index.js';
import {
  DUPLICATE_MESSAGES,
  duplicateReviewSchema,
  possibleDuplicateSchema,
} from '../../src/shared/contracts/duplicates.js';
import { addDays } from '../../src/shared/dates.js';
import { current, markPaid, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { decideDuplicate, duplicatesOf, registeredCouple } from './duplicate-support.js';
import { auditActions, call, expectNothingWritten, outboxRows, rowCounts, testContext } from './helpers.js';
import { freshId, freshWord } from './ids.js';
import { dayIn, imForm, newInstitution, paidIm, party } from './im-support.js';
import { walkTo } from './licence-support.js';
import { noticeForm, submitNotice } from './notice-support.js';
import {
  dayOf,
  MONTH,
  newInstitution as newReturnInstitution,
  submitReturn,
  unknownLine,
  type ReturnOutcome,
} from './return-support.js';

const { app, database } = await testContext();
const church = await newInstitution(app);

/** A person's two names, made up for this test: nobody else in the register carries them. */
const person = () => ({ firstName: freshWord(), middleName: null, lastName: freshWord() });
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;
/** One letter of a word changed (not the first): a slip of the pen. */
const slip = (word: string) => `${word.slice(0, 4)}${word[4] === 'a' ? 'e' : 'a'}${word.slice(5)}`;
const entriesOf = (applicationId: string) =>
  database.db.select().from(marriages).where(eq(marriages.applicationId, applicationId));

/** A couple registered in 2020 as the register holds them (ages, no dates of birth), and an institution's marriage of them now. */
async function registeredAndRegisteredAgain(overrides: { aBorn?: string } = {}) {
  const [a, b] = [person(), person()];
  const entry = await registeredCouple(
    { name: fullName(a), id: freshId(), age: 30 },
    { name: fullName(b), id: freshId(), age: 32 },
    '2020-06-15',
  );
  // Spelt with a slip, the names in the other order; born as the register's ages say.
  const form = await imForm(church, {
    partyA: party({
      firstName: slip(a.lastName),
      middleName: null,
      lastName: a.firstName,
      dateOfBirth: overrides.aBorn ?? '1990-01-10',
    }),
    partyB: party({ ...b, sex: 'M', dateOfBirth: '1988-03-03' }),
  });
  return { entry, id: await paidIm(app, church, form) };
}

describe('the rules, each on a fixture and not on a near miss', () => {
  it('ID_NUMBER: an institution marriage naming a party of a notice in flight is held; one digit off is not', async () => {
    const citizen = await newCitizen(app);
    const shared = freshId();
    const notice = await submitNotice(app, citizen, noticeForm({ partyA: party({ idNumber: shared }) }));
    expect(notice.response.status).toBe(200);
    if ((await current(notice.id)).status === 'Payment_Confirmation') await markPaid(notice.id);
    expect((await current(notice.id)).stage).toBe('OFFICER');

    const held = await paidIm(app, church, await imForm(church, { partyA: party({ ...person(), idNumber: shared }) }));
    expect(await current(held)).toMatchObject({ status: 'Submitted', stage: null, slaDueAt: null });
    const [found] = await duplicatesOf(held);
    expect(found).toMatchObject({
      status: 'OPEN',
      rules: ['ID_NUMBER'],
      candidateKind: 'APPLICATION',
      candidateApplicationId: notice.id,
      line: null,
    });

    const nearId = `${shared.slice(0, -1)}${shared.endsWith('1') ? '2' : '1'}`;
    const near = await paidIm(app, church, await imForm(church, { partyA: party({ ...person(), idNumber: nearId }) }));
    expect(await duplicatesOf(near)).toEqual([]);
    expect((await current(near)).stage).toBe('OFFICER');
  });

  it('NAMES_AND_BIRTH_DATES: a couple in the register, spelt with a slip and in another order, born as its ages say; three years off is not', async () => {
    const { entry, id } = await registeredAndRegisteredAgain();
    const [found] = await duplicatesOf(id);
    expect(found).toMatchObject({
      rules: ['NAMES_AND_BIRTH_DATES'],
      candidateKind: 'REGISTER_ENTRY',
      candidateMarriageId: entry.id,
    });
    expect((await current(id)).stage).toBeNull();

    const near = await registeredAndRegisteredAgain({ aBorn: '1987-01-10' });
    expect(await duplicatesOf(near.id)).toEqual([]);
    expect((await current(near.id)).stage).toBe('OFFICER');
  });

  it('COUPLE_AND_MARRIAGE_DATE: a return line of a couple the register holds 20 days apart; 75 days apart is not', async () => {
    const institution = await newReturnInstitution(app);
    const [a, b, c, d] = [person(), person(), person(), person()];
    const day = dayOf(10);
    const close = await registeredCouple(
      { name: fullName(a), id: freshId(), age: 40 },
      { name: fullName(b), id: freshId(), age: 41 },
      addDays(day, 20),
    );
    await registeredCouple(
      { name: fullName(c), id: freshId(), age: 40 },
      { name: fullName(d), id: freshId(), age: 41 },
      addDays(day, -75),
    );
    // The return lists them the other way round, with other ID numbers and ages (no birth rule).
    const lines = [
      unknownLine({ partyAName: fullName(b), partyBName: fullName(a), date: day }),
      unknownLine({ partyAName: fullName(d), partyBName: fullName(c), date: day }),
    ];
    const filed = await submitReturn(app, institution, { month: MONTH, lines });
    expect(filed.submitted.status).toBe(200);
    const found = await duplicatesOf(filed.id);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ line: 0, rules: ['COUPLE_AND_MARRIAGE_DATE'], candidateMarriageId: close.id });
    expect(await current(filed.id)).toMatchObject({ status: 'Submitted', stage: null });
  });
});

describe('the hold and the decisions', () => {
  it('held: nobody claims or approves it and no register entry is made before the decision', async () => {
    const { id } = await registeredAndRegisteredAgain();
    const officer = await tokenOf(app, STAFF.OFFICER);
    expect((await step(app, officer, id, 'claim')).status).toBe(403);
    expect((await step(app, officer, id, 'approve')).status).toBe(409);
    expect(await entriesOf(id)).toEqual([]);
    // The institution reads where it stands, and that it waits for the officer.
    const review = await call(app, {
      method: 'GET',
      url: `/api/applications/${id}/duplicate-review`,
      token: church.token,
    });
    expect(review.status).toBe(200);
    expect(duplicateReviewSchema.parse(review.body.data).reviews).toMatchObject([
      { status: 'OPEN', lineNumber: null, earlierKind: 'REGISTER_ENTRY', earlierOwnReference: null },
    ]);
    const stranger = await newCitizen(app);
    expect(
      (await call(app, { method: 'GET', url: `/api/applications/${id}/duplicate-review`, token: stranger.token }))
        .status,
    ).toBe(404);
  });

  it('side by side: both records as compared, references, districts; the officer may decide', async () => {
    const { entry, id } = await registeredAndRegisteredAgain();
    const [found] = await duplicatesOf(id);
    const one = await call(app, {
      method: 'GET',
      url: `/api/possible-duplicates/${found.id}`,
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(one.status).toBe(200);
    const record = possibleDuplicateSchema.parse(one.body);
    expect(record).toMatchObject({
      status: 'OPEN',
      mayDecide: true,
      later: { kind: 'APPLICATION', reference: (await current(id)).reference, serviceCode: 'INSTITUTION_MARRIAGE' },
      earlier: { kind: 'REGISTER_ENTRY', reference: entry.registrationNumber, marriageId: entry.id },
    });
    expect(record.earlier.marriage.partyA).toMatchObject({ name: entry.partyA.name, age: 30, dateOfBirth: null });
    const list = await call(app, {
      method: 'GET',
      url: `/api/possible-duplicates?filter=${encodeURIComponent(JSON.stringify({ status: 'OPEN', id: [found.id] }))}`,
      token: await tokenOf(app, STAFF.OFFICER),
    });
    expect(list.status).toBe(200);
    expect(list.headers['content-range']).toBe('possible-duplicates 0-0/1');
    expect(list.body[0]).toMatchObject({
      id: found.id,
      earlierReference: entry.registrationNumber,
      earlierKind: 'REGISTER_ENTRY',
    });
  });

  it('"Not a duplicate": it goes on to the officer queue, is approved and registered; decided, audited, the institution told', async () => {
    const { id } = await registeredAndRegisteredAgain();
    const [found] = await duplicatesOf(id);
    const decided = await decideDuplicate(
      app,
      found.id,
      'NOT_DUPLICATE',
      'Different people: the birth certificates on file differ.',
    );
    expect(decided.status).toBe(200);
    expect(decided.body.data).toMatchObject({
      status: 'NOT_DUPLICATE',
      mayDecide: false,
      reason: 'Different people: the birth certificates on file differ.',
    });
    const row = await current(id);
    expect(row).toMatchObject({ status: 'Submitted', stage: 'OFFICER' });
    expect(row.slaDueAt).not.toBeNull();
    expect(await auditActions(found.id)).toContain('duplicate.decided');
    const events = await database.db.select().from(applicationEvents).where(eq(applicationEvents.applicationId, id));
    expect(events.map((e) => e.action)).toContain('duplicate-cleared');
    expect((await outboxRows(church.userId)).some((m) => m.kind === 'DUPLICATE_CLEARED')).toBe(true);
    await walkTo(app, id, 'Approved');
    expect(await entriesOf(id)).toHaveLength(1);
  });

  it('"Duplicate": the later is declined, linked to the earlier, with the reason; the institution told what happens next', async () => {
    const { entry, id } = await registeredAndRegisteredAgain();
    const [found] = await duplicatesOf(id);
    const reason = `The same marriage as ${entry.registrationNumber}, registered in 2020.`;
    expect((await decideDuplicate(app, found.id, 'DUPLICATE', reason)).status).toBe(200);
    expect(await current(id)).toMatchObject({ status: 'Declined', stage: null });
    expect(await entriesOf(id)).toEqual([]);
    const [event] = await database.db
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, id), eq(applicationEvents.action, 'duplicate-declined')));
    expect(event).toMatchObject({ fromStatus: 'Submitted', toStatus: 'Declined', comment: reason });
    const told = (await outboxRows(church.userId)).filter((m) => m.kind === 'DUPLICATE_DECLINED');
    expect(told.some((m) => m.body.includes(reason) && m.body.includes('submit a new application'))).toBe(true);
    const review = await call(app, {
      method: 'GET',
      url: `/api/applications/${id}/duplicate-review`,
      token: church.token,
    });
    expect(review.body.data.reviews).toMatchObject([{ status: 'DUPLICATE', reason }]);
  });

  it("a return's line found a duplicate is not entered; the return goes on and its other lines are", async () => {
    const institution = await newReturnInstitution(app);
    const [a, b] = [person(), person()];
    const day = dayOf(12);
    const entry = await registeredCouple(
      { name: fullName(a), id: freshId(), age: 30 },
      { name: fullName(b), id: freshId(), age: 28 },
      day,
    );
    // The church's registration re-entered by its return, with party B's ID number mistyped.
    const lines = [
      unknownLine({
        partyAName: fullName(a),
        partyAIdNumber: entry.partyAIdNumber,
        partyBName: fullName(b),
        date: day,
      }),
      unknownLine({ date: day }),
    ];
    const filed = await submitReturn(app, institution, { month: MONTH, lines });
    const [found] = await duplicatesOf(filed.id, 'OPEN');
    expect(found).toMatchObject({ line: 0, candidateMarriageId: entry.id });
    expect(found.rules).toEqual(expect.arrayContaining(['ID_NUMBER', 'COUPLE_AND_MARRIAGE_DATE']));
    expect(
      (await decideDuplicate(app, found.id, 'DUPLICATE', 'The parish registered this marriage last month already.'))
        .status,
    ).toBe(200);
    expect(await current(filed.id)).toMatchObject({ status: 'Submitted', stage: 'OFFICER' });
    const approved = await walkTo(app, filed.id, 'Approved');
    const outcome = approved.outcome as ReturnOutcome;
    expect(outcome.lines[0]).toMatchObject({ result: 'MISMATCHED', registrationNumber: null });
    expect(outcome.lines[0].differences).toBe(
      `Not entered: the registry found that it repeats ${entry.registrationNumber}`,
    );
    expect(outcome.lines[1].result).toBe('ENTERED');
    expect(await entriesOf(filed.id)).toHaveLength(1);
  });

  it("a return corrected after a line's decision: the decision holds for that marriage only, and a changed one is asked again", async () => {
    const institution = await newReturnInstitution(app);
    const [a, b] = [person(), person()];
    const day = dayOf(14);
    const entry = await registeredCouple(
      { name: fullName(a), id: freshId(), age: 30 },
      { name: fullName(b), id: freshId(), age: 28 },
      day,
    );
    const repeated = unknownLine({
      partyAName: fullName(a),
      partyAIdNumber: entry.partyAIdNumber,
      partyBName: fullName(b),
      date: day,
    });
    const other = unknownLine({ date: day });
    const filed = await submitReturn(app, institution, { month: MONTH, lines: [repeated, other] });
    const [found] = await duplicatesOf(filed.id, 'OPEN');
    expect(
      (await decideDuplicate(app, found.id, 'DUPLICATE', 'The parish registered this one last month.')).status,
    ).toBe(200);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const sendBack = async () => {
      expect((await step(app, officer, filed.id, 'claim')).status).toBe(200);
      expect(
        (await step(app, officer, filed.id, 'request-corrections', 'Check the lines against your book.')).status,
      ).toBe(200);
    };
    const correct = async (lines: object[]) => {
      const saved = await call(app, {
        method: 'PUT',
        url: `/api/applications/${filed.id}`,
        token: institution.token,
        payload: { formData: { month: MONTH, lines }, version: (await current(filed.id)).version },
      });
      expect(saved.status).toBe(200);
      expect((await step(app, institution.token, filed.id, 'resubmit')).status).toBe(200);
    };
    // The repeated line's bride given another wrong ID number: the same couple, asked again.
    await sendBack();
    await correct([{ ...repeated, partyBIdNumber: freshId() }, other]);
    expect(await duplicatesOf(filed.id, 'OPEN')).toMatchObject([{ id: found.id, line: 0 }]);
    expect((await current(filed.id)).stage).toBeNull();
    expect(
      (await decideDuplicate(app, found.id, 'DUPLICATE', 'Still the marriage the parish registered.')).status,
    ).toBe(200);
    // The repeated line taken out: the other marriage is now the first line, and it is entered.
    await sendBack();
    await correct([other]);
    expect((await current(filed.id)).stage).toBe('OFFICER');
    const outcome = (await walkTo(app, filed.id, 'Approved')).outcome as ReturnOutcome;
    expect(outcome.lines).toMatchObject([{ result: 'ENTERED' }]);
  });

  it('a decision made twice, or on a stale version, is 409 and changes nothing', async () => {
    const { id } = await registeredAndRegisteredAgain();
    const [found] = await duplicatesOf(id);
    const stale = await decideDuplicate(app, found.id, 'DUPLICATE', 'Read before someone else changed it.', {
      version: 7,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(DUPLICATE_MESSAGES.stale);
    expect((await decideDuplicate(app, found.id, 'NOT_DUPLICATE')).status).toBe(200);
    const before = await rowCounts();
    const again = await decideDuplicate(app, found.id, 'DUPLICATE', 'A second officer on the same record.', {
      version: 2,
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(DUPLICATE_MESSAGES.decided);
    await expectNothingWritten(before);
    expect((await current(id)).status).toBe('Submitted');
  });

  it('bad input is 400 with field messages and writes nothing; an unknown one is 404', async () => {
    const { id } = await registeredAndRegisteredAgain();
    const [found] = await duplicatesOf(id);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const url = `/api/possible-duplicates/${found.id}/decide`;
    const before = await rowCounts();
    const cases: [Record<string, unknown>, string][] = [
      [{ decision: 'DUPLICATE', version: 1 }, 'reason'],
      [{ decision: 'DUPLICATE', reason: 'Too short', version: 1 }, 'reason'],
      [{ decision: 'MAYBE', reason: 'Compared both records carefully.', version: 1 }, 'decision'],
      [{ decision: 'DUPLICATE', reason: 'Compared both records carefully.', version: 'one' }, 'version'],
      [{ decision: 'DUPLICATE', reason: 'x'.repeat(1001), version: 1 }, 'reason'],
    ];
    for (const [payload, field] of cases) {
      const answer = await call(app, { method: 'POST', url, token: officer, payload });
      expect({ field, status: answer.status }).toEqual({ field, status: 400 });
      expect(answer.body.errors?.[field]).toBeTruthy();
    }
    const extra = await call(app, {
      method: 'POST',
      url,
      token: officer,
      payload: { decision: 'DUPLICATE', reason: 'Compared both records carefully.', version: 1, status: 'SETTLED' },
    });
    expect(extra.status).toBe(400);
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await call(app, {
        method: 'POST',
        url: `/api/possible-duplicates/${missing}/decide`,
        token: officer,
        payload: { decision: 'DUPLICATE', reason: 'Compared both records carefully.', version: 1 },
      });
      expect(answer.status).toBe(404);
      expect(
        (await call(app, { method: 'GET', url: `/api/possible-duplicates/${missing}`, token: officer })).status,
      ).toBe(404);
    }
    const filter = await call(app, {
      method: 'GET',
      url: `/api/possible-duplicates?filter=${encodeURIComponent('{"status":"MAYBE"}')}`,
      token: officer,
    });
    expect(filter.status).toBe(400);
    expect(filter.body.errors['filter.status']).toBeTruthy();
    await expectNothingWritten(before);
    expect((await duplicatesOf(id))[0].status).toBe('OPEN');
  });

  it('a later submission is compared only with what came before it; a declined application is no candidate', async () => {
    const [a, b] = [person(), person()];
    const form = async () =>
      imForm(church, {
        partyA: party({ ...a, dateOfBirth: '1992-05-05' }),
        partyB: party({ ...b, sex: 'M', dateOfBirth: '1991-07-07' }),
        celebrationDate: await dayIn(-2),
      });
    const first = await paidIm(app, church, await form());
    expect(await duplicatesOf(first)).toEqual([]);
    const second = await paidIm(app, church, await form());
    const [found] = await duplicatesOf(second);
    expect(found).toMatchObject({ candidateApplicationId: first });
    expect(found.rules).toEqual(['NAMES_AND_BIRTH_DATES', 'COUPLE_AND_MARRIAGE_DATE']);
    expect(await duplicatesOf(first)).toEqual([]);
    // The first declined by the officer: a third of the couple is compared with nothing in flight.
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, first, 'claim');
    expect((await step(app, officer, first, 'decline', 'The couple asked to withdraw this registration.')).status).toBe(
      200,
    );
    await decideDuplicate(app, found.id, 'DUPLICATE', 'The second filing of the same celebration.');
    const third = await paidIm(app, church, await form());
    expect(await duplicatesOf(third)).toEqual([]);
  });
});
