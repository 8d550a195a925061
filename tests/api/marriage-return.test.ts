// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documents, marriageReturnReminders, marriages, outbox } from '../../src/server/db/schema/index.js';
import { missingReturnsSchema } from '../../src/shared/contracts/returns.js';
import { monthWords } from '../../src/shared/returns.js';
import { RETURN_MESSAGES } from '../../src/shared/services/marriage-return.js';
import { nairobiToday } from '../../src/shared/dates.js';
import { current, STAFF, step, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';
import { clearDuplicates, duplicatesOf } from './duplicate-support.js';
import { walkTo } from './licence-support.js';
import { printed } from './report-support.js';
import {
  dayOf,
  entryOf,
  freshId,
  lineFor,
  MONTH,
  newInstitution,
  submitReturn,
  unknownLine,
  type ReturnOutcome,
} from './return-support.js';

async function approved(id: string) {
  const { app } = await testContext();
  const row = await walkTo(app, id, 'Approved');
  return { row, outcome: row.outcome as ReturnOutcome };
}

describe('marriage return: the checks at submit', () => {
  it('an institution without a licence cannot file; a court cannot even start one (403)', async () => {
    const { app } = await testContext();
    const unlicensed = await newInstitution(app, { licensed: false });
    const { submitted } = await submitReturn(app, unlicensed, { month: MONTH, lines: [] });
    expect(submitted.status).toBe(400);
    expect(submitted.body.errors.institution).toBe(RETURN_MESSAGES.notLicensed);
    const court = await newInstitution(app, { type: 'COURT' });
    const draft = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: court.token,
      payload: { serviceCode: 'MARRIAGE_RETURN', formData: { month: MONTH, lines: [] } },
    });
    expect(draft.status).toBe(403);
    expect(draft.body.message).toBe(
      'A court does not celebrate marriages: it files divorce returns, not marriage returns',
    );
  });

  it('the month must be over: the current month is refused with its name', async () => {
    const { app } = await testContext();
    const church = await newInstitution(app);
    const thisMonth = nairobiToday().slice(0, 7);
    const { submitted } = await submitReturn(app, church, { month: thisMonth, lines: [] });
    expect(submitted.status).toBe(400);
    expect(submitted.body.errors['formData.month']).toBe(RETURN_MESSAGES.monthNotClosed(thisMonth));
    expect(submitted.body.errors['formData.month']).toContain(monthWords(thisMonth));
  });

  it('a second live return for the same month is a conflict (409) naming the first; once the first is declined a new one may be filed', async () => {
    const { app } = await testContext();
    const church = await newInstitution(app);
    const first = await submitReturn(app, church, { month: MONTH, lines: [unknownLine()] });
    expect(first.submitted.status).toBe(200);
    const second = await submitReturn(app, church, { month: MONTH, lines: [] });
    expect(second.submitted.status).toBe(409);
    expect(second.submitted.body.message).toBe(RETURN_MESSAGES.duplicate(MONTH, first.reference));
    expect((await current(second.id)).status).toBe('Draft');
    // issue 20 #2: the form asks which months are filed, and offers only the others.
    const filed = await call(app, { method: 'GET', url: '/api/marriage-returns/filed', token: church.token });
    expect(filed.status).toBe(200);
    expect(filed.body.data).toEqual([
      { month: MONTH, applicationId: first.id, reference: first.reference, status: 'Submitted' },
    ]);
    expect(
      (
        await call(app, {
          method: 'GET',
          url: '/api/marriage-returns/filed',
          token: (await newInstitution(app, { type: 'COURT' })).token,
        })
      ).status,
    ).toBe(403);
    expect(
      (await call(app, { method: 'GET', url: '/api/marriage-returns/filed', token: await tokenOf(app, STAFF.OFFICER) }))
        .status,
    ).toBe(403);
    // Another institution's return for the month is no conflict.
    expect((await submitReturn(app, await newInstitution(app), { month: MONTH, lines: [] })).submitted.status).toBe(
      200,
    );
    const officer = await tokenOf(app, STAFF.OFFICER);
    await step(app, officer, first.id, 'claim');
    expect((await step(app, officer, first.id, 'decline', 'Filed for the wrong institution')).status).toBe(200);
    expect((await step(app, church.token, second.id, 'submit')).status).toBe(200);
    expect(
      (await call(app, { method: 'GET', url: '/api/marriage-returns/filed', token: church.token })).body.data,
    ).toEqual([expect.objectContaining({ month: MONTH, applicationId: second.id })]);
  });

  it('lines: an unknown entry number, a date outside the month, a line twice, missing particulars, the same ID twice: each a field message', async () => {
    const { app } = await testContext();
    const church = await newInstitution(app);
    const known = await entryOf();
    // The form first: a marriage not in the register needs its particulars.
    const bare = await submitReturn(app, church, {
      month: MONTH,
      lines: [lineFor(known), { ...unknownLine(), venueName: '', witness2: null, partyAAge: '' }],
    });
    expect(bare.submitted.status).toBe(400);
    expect(bare.submitted.body.errors).toEqual({
      'formData.lines.1.venueName': RETURN_MESSAGES.particular('the venue'),
      'formData.lines.1.witness2': RETURN_MESSAGES.particular('the second witness'),
      'formData.lines.1.partyAAge': RETURN_MESSAGES.particular("party A's age"),
    });
    // Then across the lines: a date outside the month, a marriage twice.
    const { submitted } = await submitReturn(app, church, {
      month: MONTH,
      lines: [{ ...unknownLine(), date: '2019-01-01' }, lineFor(known), lineFor(known)],
    });
    expect(submitted.status).toBe(400);
    expect(submitted.body.errors).toEqual({
      'formData.lines.0.date': RETURN_MESSAGES.dateOutsideMonth(MONTH),
      'formData.lines.2.registrationNumber': RETURN_MESSAGES.repeated,
    });
    // The same ID number for both parties is wrong even in a draft.
    const same = await call(app, {
      method: 'POST',
      url: '/api/applications',
      token: church.token,
      payload: {
        serviceCode: 'MARRIAGE_RETURN',
        formData: { month: MONTH, lines: [{ ...unknownLine(), partyBIdNumber: 'ABC123', partyAIdNumber: 'abc123' }] },
      },
    });
    expect(same.status).toBe(400);
    expect(same.body.errors['formData.lines.0.partyBIdNumber']).toBe(RETURN_MESSAGES.sameId);
    // The register is asked once the form itself is right.
    const again = await submitReturn(app, church, {
      month: MONTH,
      lines: [
        { ...lineFor(known), registrationNumber: 'MC/047/2026/NOSUCH' },
        { ...unknownLine(), district: 'XX9' },
      ],
    });
    expect(again.submitted.status).toBe(400);
    expect(again.submitted.body.errors['formData.lines.0.registrationNumber']).toBe(RETURN_MESSAGES.unknownEntry);
    expect(again.submitted.body.errors['formData.lines.1.district']).toBe('Choose the district from the list');
  });
});

describe('marriage return: the officer approves and each line is reconciled', () => {
  it('matched, entered into the register, flagged as mismatched (saying what differs), and the acknowledgement verifies', async () => {
    const { app, database } = await testContext();
    const church = await newInstitution(app);
    const matching = await entryOf();
    const differing = await entryOf({ date: dayOf(20) });
    const fresh = unknownLine();
    const byParticulars = await entryOf({ date: dayOf(9) });
    const filed = await submitReturn(app, church, {
      month: MONTH,
      lines: [
        lineFor(matching),
        { ...lineFor(differing), partyBName: 'Someone Else Entirely', date: dayOf(21) },
        fresh,
        // No number, but the couple is in the register on that day: matched, not entered twice.
        {
          ...unknownLine(),
          partyAName: byParticulars.b.name,
          partyAIdNumber: byParticulars.b.id,
          partyBName: byParticulars.a.name,
          partyBIdNumber: byParticulars.a.id,
          date: dayOf(9),
        },
      ],
    });
    expect(filed.submitted.status).toBe(200);
    const { row, outcome } = await approved(filed.id);
    expect(row.status).toBe('Approved');
    expect({ matched: outcome.matched, entered: outcome.entered, mismatched: outcome.mismatched }).toEqual({
      matched: 2,
      entered: 1,
      mismatched: 1,
    });
    expect(outcome.lines.map((l) => l.result)).toEqual(['MATCHED', 'MISMATCHED', 'ENTERED', 'MATCHED']);
    expect(outcome.lines[3].registrationNumber).toBe(byParticulars.entry.registrationNumber);
    const flagged = outcome.lines[1];
    expect(flagged.registrationNumber).toBe(differing.entry.registrationNumber);
    expect(flagged.differences).toContain(
      `Party B's name: the return says "Someone Else Entirely", the register says "${differing.b.name}"`,
    );
    expect(flagged.differences).toContain(`Date: the return says ${dayOf(21).split('-').reverse().join('-')}`);
    // The unknown marriage is in the register now, as the return gave it.
    const [entered] = await database.db
      .select()
      .from(marriages)
      .where(eq(marriages.registrationNumber, outcome.lines[2].registrationNumber!));
    expect(entered).toMatchObject({
      partyAIdNumber: fresh.partyAIdNumber,
      partyBIdNumber: fresh.partyBIdNumber,
      venueName: fresh.venueName,
      officiantName: fresh.officiantName,
      district: '047',
      status: 'SUBSISTING',
      applicationId: filed.id,
    });
    expect(entered.partyA).toMatchObject({ name: fresh.partyAName, age: 29 });
    // The mismatched entry is left as it was.
    const [unchanged] = await database.db.select().from(marriages).where(eq(marriages.id, differing.entry.id));
    expect(unchanged.partyB).toEqual(differing.entry.partyB);
    // The acknowledgement: a document of the application, verifiable, stating each result.
    const [doc] = await database.db.select().from(documents).where(eq(documents.id, outcome.documentId));
    expect(doc).toMatchObject({
      kind: 'RETURN_ACKNOWLEDGEMENT',
      number: outcome.acknowledgementNumber,
      applicationId: filed.id,
    });
    expect(outcome.acknowledgementNumber).toMatch(/^MRA\/\d{4}\/\d{6}$/);
    const verified = await call(app, { method: 'GET', url: `/api/verify/${doc.code}` });
    expect(verified.status).toBe(200);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/documents/${doc.id}/pdf`,
      headers: { authorization: church.token },
    });
    expect(pdf.statusCode).toBe(200);
    expect(printed(pdf.rawPayload, 'Flagged as mismatched')).toBe(true);
    expect(printed(pdf.rawPayload, monthWords(MONTH))).toBe(true);
    // The institution is told.
    const told = await database.db
      .select()
      .from(outbox)
      .where(sql`${outbox.kind} = 'MARRIAGE_RETURN_RECONCILED' and ${outbox.userId} = ${church.userId}`);
    expect(told.length).toBeGreaterThan(0);
  });

  it('a marriage one of whose parties is married to someone else is flagged, not entered over the subsisting entry', async () => {
    const { app, database } = await testContext();
    const church = await newInstitution(app);
    const existing = await entryOf({ date: '2015-03-14' });
    const line = unknownLine({ partyAName: existing.a.name, partyAIdNumber: existing.a.id, partyBIdNumber: freshId() });
    const filed = await submitReturn(app, church, { month: MONTH, lines: [line] });
    // Party A's ID number is the entry's: a possible duplicate (issue 24) holds the return until the
    // officer finds it is not one (party B is someone else); then reconciliation refuses to enter it.
    const [held] = await duplicatesOf(filed.id, 'OPEN');
    expect(held).toMatchObject({ line: 0, rules: ['ID_NUMBER'], candidateMarriageId: existing.entry.id });
    await clearDuplicates(app, filed.id);
    const { outcome } = await approved(filed.id);
    expect(outcome.lines[0]).toMatchObject({
      result: 'MISMATCHED',
      registrationNumber: existing.entry.registrationNumber,
    });
    expect(outcome.lines[0].differences).toContain('already married under entry');
    expect(
      await database.db.select().from(marriages).where(eq(marriages.partyBIdNumber, line.partyBIdNumber)),
    ).toHaveLength(0);
  });

  it('a nil return (no marriages that month) is accepted and acknowledged', async () => {
    const { app } = await testContext();
    const filed = await submitReturn(app, await newInstitution(app), { month: MONTH, lines: [] });
    expect(filed.submitted.status).toBe(200);
    const { outcome } = await approved(filed.id);
    expect({
      matched: outcome.matched,
      entered: outcome.entered,
      mismatched: outcome.mismatched,
      lines: outcome.lines,
    }).toEqual({ matched: 0, entered: 0, mismatched: 0, lines: [] });
  });
});

describe('missing returns and their reminders', () => {
  it('lists a licensed institution with no return for a closed month, not once it has filed; reminds it once per month', async () => {
    const { app, database } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const silent = await newInstitution(app);
    const filer = await newInstitution(app);
    const unlicensed = await newInstitution(app, { licensed: false });
    const court = await newInstitution(app, { type: 'COURT' });
    await submitReturn(app, filer, { month: MONTH, lines: [] });
    const listed = await call(app, {
      method: 'GET',
      url: `/api/marriage-returns/missing?month=${MONTH}`,
      token: officer,
    });
    expect(listed.status).toBe(200);
    const body = missingReturnsSchema.parse(listed.body.data);
    const ids = body.institutions.map((i) => i.organisationId);
    expect(ids).toContain(silent.organisationId);
    for (const absent of [filer, unlicensed, court]) expect(ids).not.toContain(absent.organisationId);
    expect(body.month).toBe(MONTH);
    expect(body.months[0]).toBe(MONTH);
    const remind = () =>
      call(app, { method: 'POST', url: '/api/marriage-returns/missing/reminders', token: officer, payload: {} });
    const first = await remind();
    expect(first.status).toBe(200);
    expect(first.body.data.sent).toBeGreaterThan(0);
    const reminders = async () =>
      (
        await database.db
          .select()
          .from(outbox)
          .where(sql`${outbox.kind} = 'MARRIAGE_RETURN_REMINDER' and ${outbox.userId} = ${silent.userId}`)
      ).filter((m) => m.subject.includes(monthWords(MONTH)));
    expect((await reminders()).map((m) => m.channel).sort()).toEqual(['EMAIL', 'SMS']);
    expect((await reminders())[0].subject).toBe(`Your marriage return for ${monthWords(MONTH)} is due`);
    await remind();
    // The sweep reminds too, but never twice for one month.
    await call(app, { method: 'POST', url: '/api/dev/clock', payload: {} });
    expect(await reminders()).toHaveLength(2);
    const after = missingReturnsSchema.parse(
      (await call(app, { method: 'GET', url: `/api/marriage-returns/missing?month=${MONTH}`, token: officer })).body
        .data,
    );
    expect(after.institutions.find((i) => i.organisationId === silent.organisationId)?.remindedAt).toBeTruthy();
    expect(after.institutions.some((i) => i.organisationId === filer.organisationId)).toBe(false);
  });

  it('only back-office readers of the returns list them; only workers send reminders; a month not closed is refused', async () => {
    const { app } = await testContext();
    const church = await newInstitution(app);
    expect((await call(app, { method: 'GET', url: '/api/marriage-returns/missing', token: church.token })).status).toBe(
      403,
    );
    expect((await call(app, { method: 'GET', url: '/api/marriage-returns/missing' })).status).toBe(401);
    for (const role of ['MINISTER', 'FINANCE'] as const) {
      expect({
        role,
        status: (
          await call(app, {
            method: 'GET',
            url: '/api/marriage-returns/missing',
            token: await tokenOf(app, STAFF[role]),
          })
        ).status,
      }).toEqual({ role, status: 403 });
    }
    const admin = await tokenOf(app, STAFF.ADMIN);
    expect((await call(app, { method: 'GET', url: '/api/marriage-returns/missing', token: admin })).status).toBe(200);
    expect(
      (await call(app, { method: 'POST', url: '/api/marriage-returns/missing/reminders', token: admin, payload: {} }))
        .status,
    ).toBe(403);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const open = await call(app, {
      method: 'GET',
      url: `/api/marriage-returns/missing?month=${nairobiToday().slice(0, 7)}`,
      token: officer,
    });
    expect(open.status).toBe(400);
    expect(open.body.errors.month).toBe('Choose one of the last twelve closed months');
  });
});

describe('a district officer does not send the nationwide reminders (security review, finding 2)', () => {
  it('the Nakuru officer is refused with 403 and nothing is written; a national officer sends them', async () => {
    const { app, database } = await testContext();
    const silent = await newInstitution(app);
    const remindersOf = async () =>
      (
        await database.db
          .select()
          .from(marriageReturnReminders)
          .where(eq(marriageReturnReminders.organisationId, silent.organisationId))
      ).length;
    const messagesOf = async () =>
      (
        await database.db
          .select()
          .from(outbox)
          .where(sql`${outbox.kind} = 'MARRIAGE_RETURN_REMINDER' and ${outbox.userId} = ${silent.userId}`)
      ).length;
    const nakuru = await tokenOf(app, 'nakuru.officer@demo.test');
    const refused = await call(app, {
      method: 'POST',
      url: '/api/marriage-returns/missing/reminders',
      token: nakuru,
      payload: {},
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'The reminders go to every institution in the country: only national staff send them',
    );
    expect({ reminders: await remindersOf(), messages: await messagesOf() }).toEqual({ reminders: 0, messages: 0 });
    const sent = await call(app, {
      method: 'POST',
      url: '/api/marriage-returns/missing/reminders',
      token: await tokenOf(app, STAFF.OFFICER),
      payload: {},
    });
    expect(sent.status).toBe(200);
    expect(await remindersOf()).toBeGreaterThan(0);
  });
});

describe('the demo returns', () => {
  it('the church has returns matched, with an entry entered, with a mismatch, one waiting; the missing month lists it, a mosque and a temple', async () => {
    const { app, database } = await testContext();
    const church = await tokenOf(app, 'church@demo.test');
    const listed = await call(app, {
      method: 'GET',
      url: `/api/applications?filter=${encodeURIComponent(JSON.stringify({ serviceCode: 'MARRIAGE_RETURN' }))}&range=[0,99]`,
      token: church,
    });
    expect(listed.status).toBe(200);
    const ids = (listed.body as { id: string; status: string }[]).map((a) => a.id);
    const rows = await Promise.all(ids.map((id) => current(id)));
    const demo = rows.filter((r) => r.serviceCode === 'MARRIAGE_RETURN');
    expect(demo.map((r) => r.status).sort()).toEqual(expect.arrayContaining(['Approved', 'Approved', 'Submitted']));
    const results = demo.flatMap((r) => ((r.outcome as ReturnOutcome | null)?.lines ?? []).map((l) => l.result));
    expect(new Set(results)).toEqual(new Set(['MATCHED', 'ENTERED', 'MISMATCHED']));
    const officer = await tokenOf(app, STAFF.OFFICER);
    const { months } = missingReturnsSchema.parse(
      (await call(app, { method: 'GET', url: '/api/marriage-returns/missing', token: officer })).body.data,
    );
    const fourAgo = missingReturnsSchema.parse(
      (await call(app, { method: 'GET', url: `/api/marriage-returns/missing?month=${months[3]}`, token: officer })).body
        .data,
    );
    const names = fourAgo.institutions.map((i) => i.name);
    expect(names).toEqual(
      expect.arrayContaining([
        "St. Andrew's Presbyterian Church, Nairobi",
        'Jamia Mosque, Nairobi',
        'Shree Swaminarayan Temple, Nairobi',
      ]),
    );
    expect(fourAgo.institutions.find((i) => i.name.startsWith("St. Andrew's"))?.remindedAt).toBeTruthy();
    expect(await database.db.select().from(marriages).where(eq(marriages.partyAIdNumber, '25987310'))).toHaveLength(1);
  });
});
