import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { statisticsAnswer } from '../../src/shared/contracts/statistics.js';
import { nairobiDate, nairobiInstant } from '../../src/shared/dates.js';
import {
  ageBand,
  completedYears,
  durationBand,
  timelinessBand,
  type CeremonyType,
  type MarriagePlace,
} from '../../src/shared/statistics.js';
import { marriages, registerBooks, type RegisterParty } from '../../src/server/db/schema/index.js';
import { setStaffRole, STAFF, tokenOf } from './app-support.js';
import { call, signedInUser, testContext } from './helpers.js';
import { as, lastAudit } from './settings-support.js';
import { foldStatistics } from '../../src/server/modules/statistics/repository.js';

/**
 * The vital statistics (issue 24) over a small hand-counted register of 1973 (before the demo's
 * register and every other test's entries) in two counties: Lamu (005) and Tana River (004).
 */
const LAMU = '005';
const TANA = '004';
const at = (day: string, time: string) => nairobiInstant(day, time);
const tag = () => randomUUID().slice(0, 8).toUpperCase();

interface Fixture {
  county: string;
  celebrated: Date;
  registered: Date;
  a: Partial<RegisterParty>;
  b: Partial<RegisterParty>;
  ceremony?: CeremonyType;
  denomination?: string | null;
  place?: MarriagePlace;
  dissolvedOn?: string;
}

const ids: Record<string, string> = {};

async function entry(name: string, f: Fixture) {
  const { db } = (await testContext()).database;
  const t = tag();
  const year = Number(nairobiDate(f.celebrated).slice(0, 4));
  const [book] = await db
    .insert(registerBooks)
    .values({ district: f.county, year, bookNumber: `VS/${f.county}/${year}/${t}`, entriesUsed: 1 })
    .returning();
  const party = (side: string, p: Partial<RegisterParty>): RegisterParty => ({
    name: `Statistics ${side} ${t}`,
    idType: 'NATIONAL_ID',
    idNumber: `VS${t}${side}`,
    age: 30,
    condition: 'NEVER_MARRIED',
    occupation: 'Fisher',
    residence: 'Lamu',
    father: 'Father',
    mother: 'Mother',
    ...p,
  });
  const [a, b] = [party('A', f.a), party('B', f.b)];
  const [row] = await db
    .insert(marriages)
    .values({
      registrationNumber: `MC/${f.county}/${year}/VS${t}`,
      bookId: book.id,
      entryNumber: 1,
      district: f.county,
      partyA: a,
      partyB: b,
      partyAIdNumber: a.idNumber,
      partyBIdNumber: b.idNumber,
      celebratedAt: f.celebrated,
      venueName: 'A venue',
      officiantName: 'An officiant',
      witnesses: ['One', 'Two'],
      status: f.dissolvedOn ? 'DISSOLVED' : 'SUBSISTING',
      dissolvedOn: f.dissolvedOn ?? null,
      ceremony: f.ceremony ?? 'CIVIL',
      denomination: f.denomination ?? null,
      place: f.place ?? 'REGISTRY',
      createdAt: f.registered,
    })
    .returning();
  ids[name] = row.id;
}

beforeAll(async () => {
  // 23:59 on 31 January in Nairobi is January there; registered 30 Nairobi days later (2 March, 23:59): current.
  await entry('e1', {
    county: LAMU,
    celebrated: at('1973-01-31', '23:59'),
    registered: at('1973-03-02', '23:59'),
    a: { sex: 'F', age: 19, condition: 'NEVER_MARRIED' },
    b: { sex: 'M', age: 24, condition: 'DIVORCED' },
    ceremony: 'CHRISTIAN',
    denomination: 'Anglican Church of Kenya',
    place: 'PLACE_OF_WORSHIP',
  });
  // 00:00 on 1 February in Nairobi (21:00 UTC on 31 January) is February; registered 31 days later: late.
  await entry('e2', {
    county: LAMU,
    celebrated: at('1973-02-01', '00:00'),
    registered: at('1973-03-04', '00:00'),
    a: { sex: 'F', age: 30, condition: 'WIDOWED' },
    b: { sex: 'M', age: 60, condition: 'NEVER_MARRIED' },
    ceremony: 'ISLAMIC',
    place: 'PLACE_OF_WORSHIP',
  });
  // A return's entry: no age, condition "not stated"; registered a year and more later: delayed.
  await entry('e3', {
    county: TANA,
    celebrated: at('1973-02-15', '10:00'),
    registered: at('1974-03-01', '10:00'),
    a: { sex: 'F', age: 0, condition: 'Not stated in the return' },
    b: { age: 45, condition: 'NEVER_MARRIED' },
    ceremony: 'CIVIL',
    place: 'REGISTRY',
  });
  // 23:30 on 31 December in Nairobi (20:30 UTC) is still 1973.
  await entry('e4', {
    county: TANA,
    celebrated: at('1973-12-31', '23:30'),
    registered: at('1973-12-31', '23:45'),
    a: { sex: 'F', age: 25 },
    b: { sex: 'M', age: 29 },
    ceremony: 'CHRISTIAN',
    denomination: null,
    place: 'LICENSED_PLACE',
  });
  // 00:10 on 1 January 1974 in Nairobi (21:10 UTC on 31 December 1973) is 1974: not in 1973.
  await entry('e5', {
    county: TANA,
    celebrated: at('1974-01-01', '00:10'),
    registered: at('1974-01-01', '09:00'),
    a: { sex: 'F', age: 22 },
    b: { sex: 'M', age: 22 },
    ceremony: 'CUSTOMARY',
    place: 'PRIVATE_VENUE',
  });
  // Divorces of 1973 (by the day of the decree absolute) of older marriages: 12, 0 and 5 completed years.
  await entry('d1', {
    county: LAMU,
    celebrated: at('1960-06-10', '11:00'),
    registered: at('1960-06-10', '12:00'),
    a: { sex: 'F' },
    b: { sex: 'M' },
    dissolvedOn: '1973-06-09',
  });
  await entry('d2', {
    county: TANA,
    celebrated: at('1972-08-01', '11:00'),
    registered: at('1972-08-01', '12:00'),
    a: { sex: 'F' },
    b: { sex: 'M' },
    dissolvedOn: '1973-07-31',
  });
  await entry('d3', {
    county: TANA,
    celebrated: at('1968-05-05', '11:00'),
    registered: at('1968-05-05', '12:00'),
    a: { sex: 'F' },
    b: { sex: 'M' },
    dissolvedOn: '1973-05-05',
  });
  // Populations to divide by, set as the administrator sets them.
  for (const [code, population] of [
    [LAMU, 1000],
    [TANA, 4000],
  ] as const) {
    const res = await as('ADMIN', 'PUT', `districts/${code}`, { population, populationYear: 2019 });
    if (res.status !== 200) throw new Error(`PUT districts/${code}: ${JSON.stringify(res.body)}`);
  }
});

async function tables(query: string, email: string = STAFF.REGISTRAR_GENERAL) {
  const { app } = await testContext();
  const res = await call(app, { method: 'GET', url: `/api/statistics?${query}`, token: await tokenOf(app, email) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(statisticsAnswer.safeParse(res.body).success).toBe(true);
  return res.body.data;
}

const countyRow = (grid: { rows: { county: string }[] }, code: string) => grid.rows.find((r) => r.county === code);

describe('GET /api/statistics: each table against the hand-counted register of 1973', () => {
  it('marriages by month and county, the Nairobi month of each (23:59 and 00:00 at a month’s edge)', async () => {
    const s = await tables('year=1973');
    expect(s.filters).toMatchObject({ from: '1973-01', to: '1973-12', county: null });
    expect(s.filters.months).toHaveLength(12);
    expect(s.marriages).toBe(4);
    expect(countyRow(s.byMonthAndCounty, LAMU)).toMatchObject({
      countyName: 'Lamu',
      counts: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      total: 2,
    });
    expect(countyRow(s.byMonthAndCounty, TANA)).toMatchObject({
      countyName: 'Tana River',
      counts: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
      total: 2,
    });
    expect(s.byMonthAndCounty.totals).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    // Every county is listed, at zero too (47 counties).
    expect(s.byMonthAndCounty.rows).toHaveLength(47);
    // The marriage at 00:10 on 1 January 1974 in Nairobi is 1974's.
    expect((await tables('year=1974')).byMonthAndCounty.totals[0]).toBeGreaterThanOrEqual(1);
  });

  it('parties by age group and sex (an age of 0 is not stated; a party without a recorded sex apart)', async () => {
    const s = await tables('year=1973');
    const band = (b: string) => s.byAge.find((r: { band: string }) => r.band === b);
    expect(band('UNDER_20')).toEqual({ band: 'UNDER_20', women: 1, men: 0, notStated: 0 });
    expect(band('20_24')).toEqual({ band: '20_24', women: 0, men: 1, notStated: 0 });
    expect(band('25_29')).toEqual({ band: '25_29', women: 1, men: 1, notStated: 0 });
    expect(band('30_34')).toEqual({ band: '30_34', women: 1, men: 0, notStated: 0 });
    expect(band('45_49')).toEqual({ band: '45_49', women: 0, men: 0, notStated: 1 });
    expect(band('60_PLUS')).toEqual({ band: '60_PLUS', women: 0, men: 1, notStated: 0 });
    expect(band('NOT_STATED')).toEqual({ band: 'NOT_STATED', women: 1, men: 0, notStated: 0 });
    expect(s.byAge).toHaveLength(11);
  });

  it('parties by previous marital status and sex', async () => {
    const s = await tables('year=1973');
    expect(s.byPreviousStatus).toEqual([
      { status: 'NEVER_MARRIED', women: 2, men: 2, notStated: 1 },
      { status: 'DIVORCED', women: 0, men: 1, notStated: 0 },
      { status: 'WIDOWED', women: 1, men: 0, notStated: 0 },
      { status: 'NOT_STATED', women: 1, men: 0, notStated: 0 },
    ]);
  });

  it('marriages by type of ceremony, Christian ones by denomination, and by place', async () => {
    const s = await tables('year=1973');
    expect(s.byCeremony).toEqual([
      { ceremony: 'CIVIL', count: 1 },
      { ceremony: 'CHRISTIAN', count: 2 },
      { ceremony: 'ISLAMIC', count: 1 },
      { ceremony: 'HINDU', count: 0 },
      { ceremony: 'CUSTOMARY', count: 0 },
      { ceremony: 'NOT_STATED', count: 0 },
    ]);
    expect(s.byDenomination).toEqual([
      { denomination: 'Anglican Church of Kenya', count: 1 },
      { denomination: null, count: 1 },
    ]);
    expect(s.byPlace).toEqual([
      { place: 'REGISTRY', count: 1 },
      { place: 'PLACE_OF_WORSHIP', count: 2 },
      { place: 'LICENSED_PLACE', count: 1 },
      { place: 'PRIVATE_VENUE', count: 0 },
      { place: 'NOT_STATED', count: 0 },
    ]);
  });

  it('registration timeliness in Nairobi days: 30 days current, 31 late, a year and more delayed', async () => {
    const s = await tables('year=1973');
    expect(s.timeliness).toEqual([
      { band: 'WITHIN_30_DAYS', count: 2 },
      { band: 'LATE', count: 1 },
      { band: 'DELAYED', count: 1 },
    ]);
  });

  it('divorces by completed years of marriage and county, by the day of the decree absolute', async () => {
    const s = await tables('year=1973');
    expect(s.divorces).toBe(3);
    // Columns: under 1, 1–4, 5–9, 10–14, 15–19, 20–24, 25 and over.
    expect(countyRow(s.divorcesByDuration, LAMU)).toMatchObject({ counts: [0, 0, 0, 1, 0, 0, 0], total: 1 });
    expect(countyRow(s.divorcesByDuration, TANA)).toMatchObject({ counts: [1, 0, 1, 0, 0, 0, 0], total: 2 });
    expect(s.divorcesByDuration.totals).toEqual([1, 0, 1, 1, 0, 0, 0]);
  });

  it('marriages a year per 1,000 population, a part of a year scaled to twelve months', async () => {
    const year = await tables('year=1973');
    expect(countyRow(year.rates, LAMU)).toEqual({
      county: LAMU,
      countyName: 'Lamu',
      marriages: 2,
      population: 1000,
      populationYear: 2019,
      perThousand: 2,
    });
    expect(countyRow(year.rates, TANA)).toMatchObject({ marriages: 2, population: 4000, perThousand: 0.5 });
    const population = year.rates.rows.reduce(
      (s: number, r: { population: number | null }) => s + (r.population ?? 0),
      0,
    );
    expect(year.rates.population).toBe(population);
    expect(year.rates.perThousand).toBe(Math.round((4 / population) * 1000 * 100) / 100);
    // Six months: 2 marriages in Lamu are 4 a year.
    const half = await tables('from=1973-01&to=1973-06');
    expect(countyRow(half.rates, LAMU)).toMatchObject({ marriages: 2, perThousand: 4 });
  });

  it('a range of months and one county', async () => {
    const s = await tables(`from=1973-02&to=1973-12&county=${LAMU}`);
    expect(s.filters).toMatchObject({ from: '1973-02', to: '1973-12', county: LAMU, countyName: 'Lamu' });
    expect(s.byMonthAndCounty.rows).toHaveLength(1);
    expect(s.byMonthAndCounty.rows[0].counts).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(s.timeliness).toEqual([
      { band: 'WITHIN_30_DAYS', count: 0 },
      { band: 'LATE', count: 1 },
      { band: 'DELAYED', count: 0 },
    ]);
    expect(s.divorces).toBe(1);
  });
});

describe('the aggregate follows the register as it changes (in the writer’s statement)', () => {
  it('a rectified condition, a dissolution and a removed entry move their counts', async () => {
    const { db } = (await testContext()).database;
    const [e2] = await db.select().from(marriages).where(eq(marriages.id, ids.e2));
    await db
      .update(marriages)
      .set({ partyA: { ...e2.partyA, condition: 'DIVORCED' } })
      .where(eq(marriages.id, ids.e2));
    await db.update(marriages).set({ status: 'DISSOLVED', dissolvedOn: '1973-11-30' }).where(eq(marriages.id, ids.e1));
    const s = await tables('year=1973');
    expect(s.byPreviousStatus.find((r: { status: string }) => r.status === 'WIDOWED').women).toBe(0);
    expect(s.byPreviousStatus.find((r: { status: string }) => r.status === 'DIVORCED').women).toBe(1);
    expect(countyRow(s.divorcesByDuration, LAMU)).toMatchObject({ counts: [1, 0, 0, 1, 0, 0, 0], total: 2 });
    expect(s.marriages).toBe(4);
    // Put back as they were, and take away a marriage of 1974 that was never there.
    await db.update(marriages).set({ partyA: e2.partyA }).where(eq(marriages.id, ids.e2));
    await db.update(marriages).set({ status: 'SUBSISTING', dissolvedOn: null }).where(eq(marriages.id, ids.e1));
    const before = (await tables('year=1974')).marriages;
    await db.delete(marriages).where(eq(marriages.id, ids.e5));
    expect((await tables('year=1974')).marriages).toBe(before - 1);
    const again = await tables('year=1973');
    expect(again.divorces).toBe(3);
    expect(again.byPreviousStatus[2]).toEqual({ status: 'WIDOWED', women: 1, men: 0, notStated: 0 });
  });

  it('the writer only appends deltas; the answer is the same before and after the sweep folds them, each delta once', async () => {
    const { db } = (await testContext()).database;
    const deltas = async () =>
      Number(((await db.execute(sql`select count(*)::int as n from statistics_deltas`)).rows[0] as { n: number }).n);
    await foldStatistics(db);
    expect(await deltas()).toBe(0);
    const [e3] = await db.select().from(marriages).where(eq(marriages.id, ids.e3));
    await db.update(marriages).set({ status: 'DISSOLVED', dissolvedOn: '1973-12-31' }).where(eq(marriages.id, ids.e3));
    // The aggregate's rows were not touched by the writer: the change waits as deltas…
    expect(await deltas()).toBeGreaterThan(0);
    const before = await tables('year=1973');
    // …which two folds at once (two API processes' sweeps) move exactly once between them.
    const waiting = await deltas();
    const moved = await Promise.all([foldStatistics(db), foldStatistics(db)]);
    expect(moved[0] + moved[1]).toBe(waiting);
    expect(await deltas()).toBe(0);
    expect(await tables('year=1973')).toEqual(before);
    expect(await foldStatistics(db)).toBe(0);
    await db.update(marriages).set({ status: e3.status, dissolvedOn: e3.dissolvedOn }).where(eq(marriages.id, ids.e3));
    expect((await tables('year=1973')).divorces).toBe(before.divorces - 1);
  });

  it('holds what a recount of the whole register gives (demo celebrations, institutions, returns, rectifications, divorces)', async () => {
    const { db } = (await testContext()).database;
    // What the sweep has not folded in yet goes in first: the aggregate itself then holds the recount.
    await foldStatistics(db);
    const entries = await db.select().from(marriages);
    const recount = new Map<string, number>();
    const add = (measure: string, month: string, county: string, sex: string, category: string) => {
      // The category tables are kept for the whole country (county '') as well.
      for (const where of measure === 'MARRIAGES' || measure === 'DIVORCES' ? [county] : [county, '']) {
        const key = [measure, month, where, sex, category].join('|');
        recount.set(key, (recount.get(key) ?? 0) + 1);
      }
    };
    const sexOf = (p: RegisterParty) => (p.sex === 'F' || p.sex === 'M' ? p.sex : 'X');
    const conditionOf = (p: RegisterParty) =>
      ['NEVER_MARRIED', 'DIVORCED', 'WIDOWED'].includes(p.condition) ? p.condition : 'NOT_STATED';
    for (const m of entries) {
      const day = nairobiDate(m.celebratedAt);
      const month = `${day.slice(0, 7)}-01`;
      const days = Math.round((Date.parse(nairobiDate(m.createdAt)) - Date.parse(day)) / 86_400_000);
      add('MARRIAGES', month, m.district, '', '');
      add('CEREMONY', month, m.district, '', m.ceremony);
      if (m.ceremony === 'CHRISTIAN') add('DENOMINATION', month, m.district, '', m.denomination ?? '');
      add('PLACE', month, m.district, '', m.place);
      add('TIMELINESS', month, m.district, '', timelinessBand(days));
      for (const p of [m.partyA, m.partyB]) {
        add('AGE', month, m.district, sexOf(p), ageBand(typeof p.age === 'number' ? p.age : null));
        add('CONDITION', month, m.district, sexOf(p), conditionOf(p));
      }
      if (m.status === 'DISSOLVED' && m.dissolvedOn)
        add(
          'DIVORCES',
          `${m.dissolvedOn.slice(0, 7)}-01`,
          m.district,
          '',
          durationBand(completedYears(day, m.dissolvedOn)),
        );
    }
    const kept = (
      await db.execute(
        sql`select measure, to_char(month, 'YYYY-MM-DD') as month, county, sex, category, count from statistics_months where count <> 0`,
      )
    ).rows as { measure: string; month: string; county: string; sex: string; category: string; count: number }[];
    const keptMap = new Map(kept.map((r) => [[r.measure, r.month, r.county, r.sex, r.category].join('|'), r.count]));
    expect(entries.length).toBeGreaterThan(500);
    expect(keptMap).toEqual(recount);
    expect((await db.execute(sql`select 1 from statistics_deltas limit 1`)).rows).toHaveLength(0);
  });
});

describe('who may read the statistics, and what is refused', () => {
  it('the Registrar General, the minister and the administrator; every other role and account 403; no session 401', async () => {
    const { app } = await testContext();
    const expected: [string, number][] = [
      [STAFF.REGISTRAR_GENERAL, 200],
      [STAFF.MINISTER, 200],
      [STAFF.ADMIN, 200],
      [STAFF.OFFICER, 403],
      [STAFF.DIRECTOR, 403],
      [STAFF.FINANCE, 403],
      ['citizen@demo.test', 403],
      ['church@demo.test', 403],
    ];
    for (const [email, status] of expected) {
      const token = await tokenOf(app, email);
      for (const url of ['/api/statistics?year=1973', '/api/statistics/export?year=1973&format=json']) {
        const res = await call(app, { method: 'GET', url, token });
        expect(res.status, `${email} ${url}`).toBe(status);
      }
    }
    expect((await call(app, { method: 'GET', url: '/api/statistics' })).status).toBe(401);
    expect((await call(app, { method: 'GET', url: '/api/statistics/export' })).status).toBe(401);
  });

  it('a county’s staff see their county only: another county is refused, none means theirs', async () => {
    const { app } = await testContext();
    const user = await signedInUser(app);
    await setStaffRole(user.userId, 'REGISTRAR_GENERAL', LAMU);
    const other = await call(app, {
      method: 'GET',
      url: `/api/statistics?year=1973&county=${TANA}`,
      token: user.token,
    });
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('You see the statistics of your own county only');
    const own = await call(app, { method: 'GET', url: '/api/statistics?year=1973', token: user.token });
    expect(own.status).toBe(200);
    expect(own.body.data.filters).toMatchObject({ county: LAMU, countyName: 'Lamu' });
    expect(own.body.data.marriages).toBe(2);
  });

  it.each([
    ['year=73', 'year', 'Enter a year as four digits'],
    ['from=1973-13', 'from', 'Enter a month as yyyy-mm'],
    ['to=1973-1', 'to', 'Enter a month as yyyy-mm'],
    ['year=1973&from=1973-01', 'year', 'Choose a year or a range of months, not both'],
    ['from=1973-06&to=1973-01', 'to', 'The first month must not be after the last'],
    ['from=1960-01&to=1973-01', 'from', 'Choose a range of at most 120 months (ten years)'],
    ['county=5', 'county', 'Choose a county by its code'],
    ['county=999', 'county', 'No such county'],
  ])('refuses %s with 400 and the field named', async (query, field, message) => {
    const { app } = await testContext();
    const token = await tokenOf(app, STAFF.REGISTRAR_GENERAL);
    for (const url of [`/api/statistics?${query}`, `/api/statistics/export?${query}`]) {
      const res = await call(app, { method: 'GET', url, token });
      expect(res.status, url).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });

  it('refuses an unknown export format', async () => {
    const { app } = await testContext();
    const res = await call(app, {
      method: 'GET',
      url: '/api/statistics/export?year=1973&format=xml',
      token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('Choose csv or json');
  });
});

describe('GET /api/statistics/export: the statistics office’s file', () => {
  it('CSV in words (counties by name, months and categories spelled out), every table', async () => {
    const { app } = await testContext();
    const res = await call(app, {
      method: 'GET',
      url: '/api/statistics/export?year=1973',
      token: await tokenOf(app, STAFF.MINISTER),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="vital-statistics-1973-01-to-1973-12.csv"');
    const text = String(res.body).replace(/^\uFEFF/, '');
    const lines = text.trim().split('\n');
    expect(lines[0]).toBe('"Table","County","Month","Sex","Category","Count"');
    expect(lines).toContain('"Marriages by month and county","Lamu","January 1973","","","1"');
    expect(lines).toContain('"Marriages by month and county","Tana River","December 1973","","","1"');
    expect(lines).toContain('"Parties by age group","Kenya","","Women","Under 20","1"');
    expect(lines).toContain('"Parties by previous marital status","Kenya","","Men","Divorced","1"');
    expect(lines).toContain('"Marriages by type of ceremony","Kenya","","","Religious: Christian","2"');
    expect(lines).toContain('"Christian marriages by denomination","Kenya","","","Anglican Church of Kenya","1"');
    expect(lines).toContain('"Christian marriages by denomination","Kenya","","","Denomination not stated","1"');
    expect(lines).toContain('"Marriages by place of celebration","Kenya","","","Church, mosque or temple","2"');
    expect(lines).toContain('"Registration timeliness","Kenya","","","31 to 365 days","1"');
    expect(lines).toContain('"Divorces by duration of marriage and county","Lamu","","","10 to 14 years","1"');
    expect(lines).toContain('"Marriages a year per 1,000 population","Lamu","","","","2.00"');
    // No code of the register in the file people read.
    expect(text).not.toMatch(/NEVER_MARRIED|PLACE_OF_WORSHIP|WITHIN_30_DAYS|CHRISTIAN/);
  });

  it('JSON with the same rows and each category’s code, for a county', async () => {
    const { app } = await testContext();
    const res = await call(app, {
      method: 'GET',
      url: `/api/statistics/export?year=1973&format=json&county=${TANA}`,
      token: await tokenOf(app, STAFF.REGISTRAR_GENERAL),
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['content-disposition']).toContain('vital-statistics-1973-01-to-1973-12-county-004.json');
    const { body } = res;
    expect(body.filters).toMatchObject({ county: TANA, countyName: 'Tana River' });
    expect(body.rows).toContainEqual({
      table: 'Registration timeliness',
      county: 'Tana River',
      month: '',
      sex: '',
      category: 'More than a year',
      code: 'DELAYED',
      count: 1,
    });
    expect(body.rows).toContainEqual(
      expect.objectContaining({ table: 'Divorces by duration of marriage and county', code: 'UNDER_1', count: 1 }),
    );
  });
});

describe('the counties’ populations in the settings', () => {
  it('the administrator sets a population and its year, audited; bad input is 400 with the field and changes nothing', async () => {
    const changed = await as('ADMIN', 'PUT', `districts/${LAMU}`, { population: 1000, populationYear: 2019 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ code: LAMU, population: 1000, populationYear: 2019 });
    expect(await lastAudit('districts', LAMU)).toMatchObject({ after: expect.objectContaining({ population: 1000 }) });
    for (const [body, field] of [
      [{ population: -5, populationYear: 2019 }, 'population'],
      [{ population: 12.5, populationYear: 2019 }, 'population'],
      [{ population: 'many', populationYear: 2019 }, 'population'],
      [{ population: 1000, populationYear: 19 }, 'populationYear'],
      [{ population: 1000, populationYear: null }, 'populationYear'],
    ] as const) {
      const res = await as('ADMIN', 'PUT', `districts/${LAMU}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(field);
    }
    const s = await tables('year=1973');
    expect(countyRow(s.rates, LAMU)).toMatchObject({ population: 1000 });
    expect((await as('REGISTRAR_GENERAL', 'PUT', `districts/${LAMU}`, { population: 5 })).status).toBe(403);
  });
});
