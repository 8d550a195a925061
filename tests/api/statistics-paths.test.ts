import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { attachRequired, createDraft, current, markPaid, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { call, seededDemo, testContext } from './helpers.js';
import { walkTo } from './licence-support.js';
import { registerEntry } from './letter-support.js';
import { approvedRectification } from './rectification-support.js';
import { freshId } from './notice-support.js';

/**
 * The vital statistics' aggregate follows the register through the engine's own outcomes, in the
 * approving transaction: a data rectification amends a party (its age group and previous status
 * move), a divorce return dissolves an entry (a divorce by duration appears). Entries of 1975 and
 * 1977 in Isiolo (011): no other test writes there.
 */
const ISIOLO = '011';

async function tables(query: string) {
  const { app } = await testContext();
  const res = await call(app, {
    method: 'GET',
    url: `/api/statistics?${query}&county=${ISIOLO}`,
    token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const partiesIn = (rows: { women: number; men: number; notStated: number }[]) =>
  rows.map((r) => r.women + r.men + r.notStated);

describe('the aggregate in the approving transaction of the register’s services', () => {
  it('a data rectification of a party’s age and condition moves the entry’s parties between groups', async () => {
    const { app } = await testContext();
    const applicant = await newCitizen(app);
    const entry = await registerEntry(applicant.idNumber!, {
      district: ISIOLO,
      celebratedAt: new Date('1975-04-12T08:00:00Z'),
    });
    const before = await tables('year=1975');
    const band = (s: typeof before, b: string) => s.byAge.find((r: { band: string }) => r.band === b);
    const status = (s: typeof before, c: string) => s.byPreviousStatus.find((r: { status: string }) => r.status === c);
    await approvedRectification(
      app,
      { applicant, entry },
      { field: 'PARTY_B_AGE', currentValue: '30', correctValue: '42' },
    );
    await approvedRectification(
      app,
      { applicant, entry },
      { field: 'PARTY_B_CONDITION', currentValue: 'Bachelor/Spinster', correctValue: 'Widower/Widow' },
    );
    const after = await tables('year=1975');
    expect(after.marriages).toBe(before.marriages);
    const moved = (s: typeof before) => ({
      thirties: partiesIn([band(s, '30_34')])[0],
      forties: partiesIn([band(s, '40_44')])[0],
      never: partiesIn([status(s, 'NEVER_MARRIED')])[0],
      widowed: partiesIn([status(s, 'WIDOWED')])[0],
    });
    expect(moved(after)).toEqual({
      thirties: moved(before).thirties - 1,
      forties: moved(before).forties + 1,
      never: moved(before).never - 1,
      widowed: moved(before).widowed + 1,
    });
  });

  it('a divorce return approved by the director adds a divorce by its duration, by the day of the decree', async () => {
    const { app } = await testContext();
    const spouse = await newCitizen(app);
    const entry = await registerEntry(spouse.idNumber!, {
      district: ISIOLO,
      celebratedAt: new Date('1975-03-10T08:00:00Z'),
    });
    const before = await tables('year=1977');
    const court = await tokenOf(app, 'court@demo.test');
    const draft = await createDraft(app, court, 'DIVORCE_RETURN', {
      caseNumber: `ISIOLO DIVORCE CAUSE NO. E${freshId().slice(0, 3)} OF 1977`,
      court: 'High Court of Kenya at Meru',
      decreeAbsoluteDate: '1977-06-01',
      registrationNumber: entry.registrationNumber,
    });
    await attachRequired(draft.id);
    expect((await step(app, court, draft.id, 'submit')).status).toBe(200);
    if ((await current(draft.id)).status === 'Payment_Confirmation') await markPaid(draft.id);
    // At the officer and the director the entry subsists; the statistics have no divorce yet.
    await walkTo(app, draft.id, 'DIRECTOR');
    expect((await tables('year=1977')).divorces).toBe(before.divorces);
    await walkTo(app, draft.id, 'Approved');
    const after = await tables('year=1977');
    expect(after.divorces).toBe(before.divorces + 1);
    // Two completed years (10-03-1975 to 01-06-1977): the "1 to 4 years" column.
    const isiolo = (s: typeof before) => s.divorcesByDuration.rows[0].counts as number[];
    expect(isiolo(after)[1]).toBe(isiolo(before)[1] + 1);
    // The marriage itself stays a marriage of 1975.
    expect((await tables('year=1975')).marriages).toBeGreaterThanOrEqual(2);
  });

  it('each way into the register records the ceremony, place and sexes the tables read (the demo, written through the services)', async () => {
    const { db } = await seededDemo();
    const rows = (
      await db.execute(sql`
        select a.service_code as "service", m.ceremony, m.denomination, m.place,
               m.party_a ->> 'sex' as "a", m.party_b ->> 'sex' as "b"
        from marriages m join applications a on a.id = m.application_id
        where a.service_code in ('MARRIAGE_NOTICE', 'INSTITUTION_MARRIAGE', 'MARRIAGE_RETURN')`)
    ).rows as { service: string; ceremony: string; denomination: string | null; place: string; a: string; b: string }[];
    const of = (service: string) => rows.filter((r) => r.service === service);
    // A registrar's celebration: civil, in a marriage room, the notice's sexes.
    expect(of('MARRIAGE_NOTICE').length).toBeGreaterThan(0);
    for (const r of of('MARRIAGE_NOTICE')) {
      expect(r).toMatchObject({ ceremony: 'CIVIL', place: 'REGISTRY' });
      expect([r.a, r.b].sort()).toEqual(['F', 'M']);
    }
    // The church's marriages: Christian, its licence's denomination, a place of worship; the temple's Hindu.
    expect(of('INSTITUTION_MARRIAGE')).toContainEqual(
      expect.objectContaining({
        ceremony: 'CHRISTIAN',
        denomination: 'Presbyterian Church of East Africa',
        place: 'PLACE_OF_WORSHIP',
        a: 'F',
        b: 'M',
      }),
    );
    expect(of('INSTITUTION_MARRIAGE')).toContainEqual(
      expect.objectContaining({ ceremony: 'HINDU', place: 'PLACE_OF_WORSHIP' }),
    );
    // A return's new entry: its church's licensed venue tells the ceremony and denomination; the return gives no sex.
    expect(of('MARRIAGE_RETURN')).toContainEqual(
      expect.objectContaining({
        ceremony: 'CHRISTIAN',
        denomination: 'Presbyterian Church of East Africa',
        place: 'PLACE_OF_WORSHIP',
        a: null,
        b: null,
      }),
    );
  });
});
