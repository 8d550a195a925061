import { describe, expect, it } from 'vitest';
import { marriages, registerBooks } from '../../src/server/db/schema/index.js';
import { searchRegister } from '../../src/server/modules/register/search.js';
import { nairobiInstant } from '../../src/shared/dates.js';
import { attachRequired, createDraft, current, markPaid, newCitizen, STAFF, step, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';

const tag = String(Date.now() % 100_000);
const her = `Zelipha Andeyo Mukoshi${tag}`;
const him = `Tobias Kwendo Lusweti${tag}`;

/** One entry of our own, among the demo register's hundreds. */
async function entry(names = { a: her, b: him, n: '', district: '042' }) {
  const { database } = await testContext();
  const [book] = await database.db
    .insert(registerBooks)
    .values({
      district: names.district,
      year: 2011,
      bookNumber: `${names.district}/2011/T${tag}${names.n}`,
      entriesUsed: 1,
    })
    .returning();
  const person = (name: string, idNumber: string) => ({
    name,
    idType: 'NATIONAL_ID',
    idNumber,
    age: 30,
    condition: 'NEVER_MARRIED',
    occupation: 'Teacher',
    residence: 'Kisumu',
    father: 'F',
    mother: 'M',
  });
  const [row] = await database.db
    .insert(marriages)
    .values({
      registrationNumber: `MC/${names.district}/2011/T${tag}${names.n}`,
      bookId: book.id,
      entryNumber: 1,
      district: names.district,
      partyA: person(names.a, `5${tag}0${names.n}1`),
      partyB: person(names.b, `5${tag}0${names.n}2`),
      partyAIdNumber: `5${tag}0${names.n}1`,
      partyBIdNumber: `5${tag}0${names.n}2`,
      celebratedAt: nairobiInstant('2011-05-14', '10:00'),
      venueName: 'Huduma Centre, Kisumu',
      officiantName: 'Registrar',
      witnesses: ['A', 'B'],
    })
    .returning();
  return row;
}

const found = await entry();
/** A second couple whose bride's name is spelt as the first search below misspells the first's. */
const spelt = await entry({ a: `Zelifa Mukoshi${tag}`, b: `Erick Barasa${tag}`, n: '7', district: '047' });
const numbers = async (criteria: Parameters<typeof searchRegister>[1]) => {
  const { database } = await testContext();
  return (await searchRegister(database.db, criteria)).map((m) => m.registrationNumber);
};

describe('the register search finds entries as people remember them', () => {
  it('by a name as written, misspelt, or in another order', async () => {
    expect(await numbers({ partyName: her })).toContain(found.registrationNumber);
    expect(await numbers({ partyName: `Zelifa Mukoshi${tag}` })).toContain(found.registrationNumber);
    expect(await numbers({ partyName: `Mukoshi${tag} Zelipha` })).toContain(found.registrationNumber);
    expect(await numbers({ partyName: `MUKOSHI${tag}, zelipha` })).toContain(found.registrationNumber);
    expect(await numbers({ partyName: 'Gerald Nyakundi Ombati' })).not.toContain(found.registrationNumber);
  });

  it('every word asked must be there, in any order, the middle name may be left out', async () => {
    expect(await numbers({ partyName: `Lusweti${tag} Tobias` })).toContain(found.registrationNumber);
    expect(await numbers({ partyName: `Andeyo Zelipha` })).toContain(found.registrationNumber);
    // Another given name with the same surname is another person.
    expect(await numbers({ partyName: `Gerald Mukoshi${tag}` })).not.toContain(found.registrationNumber);
    // A name asked is one party's: words of both parties' names together are not a name.
    expect(await numbers({ partyName: `Zelipha Lusweti${tag}` })).not.toContain(found.registrationNumber);
    // Two names: one each party's, either way round.
    expect(await numbers({ partyName: `Tobias Lusweti${tag}`, otherPartyName: 'Zelipha Andeyo' })).toContain(
      found.registrationNumber,
    );
    expect(await numbers({ partyName: `Zelipha Tobias`, otherPartyName: `Lusweti${tag}` })).not.toContain(
      found.registrationNumber,
    );
    // Too short to be a name: an initial alone finds nothing.
    expect(await numbers({ partyName: 'Z M' })).toEqual([]);
  });

  it('the exact spelling comes before a close one', async () => {
    const asked = await numbers({ partyName: `Zelifa Mukoshi${tag}` });
    expect(asked.slice(0, 2)).toEqual([spelt.registrationNumber, found.registrationNumber]);
    const other = await numbers({ partyName: `Zelipha Mukoshi${tag}` });
    expect(other.slice(0, 2)).toEqual([found.registrationNumber, spelt.registrationNumber]);
  });

  it('with both names: each must be found', async () => {
    expect(await numbers({ partyName: `Zelipha Mukoshi${tag}`, otherPartyName: `Tobias Luswetti${tag}` })).toContain(
      found.registrationNumber,
    );
    expect(await numbers({ partyName: `Zelipha Mukoshi${tag}`, otherPartyName: 'Gerald Nyakundi Ombati' })).toEqual([]);
  });

  it('within the date range and the district', async () => {
    expect(await numbers({ partyName: her, from: '2011-05-14', to: '2011-05-14' })).toContain(found.registrationNumber);
    expect(await numbers({ partyName: her, from: '2011-01-01', to: '2011-12-31', district: '042' })).toContain(
      found.registrationNumber,
    );
    expect(await numbers({ partyName: her, from: '2011-05-15' })).toEqual([]);
    expect(await numbers({ partyName: her, to: '2011-05-13' })).toEqual([]);
    expect(await numbers({ partyName: her, district: '047' })).toEqual([]);
  });

  it('answers only what the law makes public, at most twenty, closest first', async () => {
    const { database } = await testContext();
    const [first] = await searchRegister(database.db, { partyName: her });
    expect(first).toEqual({
      id: found.id,
      registrationNumber: found.registrationNumber,
      partyAName: her,
      partyBName: him,
      celebratedOn: '2011-05-14',
      districtName: 'Kisumu',
    });
    // A common name across the demo register.
    expect((await numbers({ partyName: 'Kamau' })).length).toBeLessThanOrEqual(20);
  });
});

describe('a register search application', () => {
  it('is paid, proposed to the officer, confirmed, and its result shown to the applicant', async () => {
    const { app } = await testContext();
    const citizen = await newCitizen(app);
    const refused = await createDraft(app, citizen.token, 'REGISTER_SEARCH', {
      partyName: her,
      from: '2012-01-01',
      to: '2011-01-01',
      purpose: 'Succession of my late mother',
    });
    await attachRequired(refused.id);
    const wrongRange = await step(app, citizen.token, refused.id, 'submit');
    expect(wrongRange.status).toBe(400);
    expect(wrongRange.body.errors['formData.to']).toMatch(/cannot be before its start/);

    const draft = await createDraft(app, citizen.token, 'REGISTER_SEARCH', {
      partyName: `Mukoshi${tag} Zelipha`,
      district: '042',
      from: '2010-01-01',
      to: '2012-12-31',
      purpose: 'Succession of my late mother',
    });
    expect((await step(app, citizen.token, draft.id, 'submit')).status).toBe(200);
    expect((await current(draft.id)).status).toBe('Payment_Confirmation');
    await markPaid(draft.id);
    const url = `/api/applications/${draft.id}/register-matches`;
    expect((await call(app, { method: 'GET', url, token: citizen.token })).status).toBe(403);
    expect((await call(app, { method: 'GET', url, token: (await newCitizen(app)).token })).status).toBe(404);
    expect((await call(app, { method: 'GET', url, token: await tokenOf(app, STAFF.FINANCE) })).status).toBe(404);
    const officer = await tokenOf(app, STAFF.OFFICER);
    const proposed = await call(app, { method: 'GET', url, token: officer });
    expect(proposed.status).toBe(200);
    expect(proposed.body.data.map((m: { registrationNumber: string }) => m.registrationNumber)).toEqual([
      found.registrationNumber,
    ]);
    await step(app, officer, draft.id, 'claim');
    expect((await step(app, officer, draft.id, 'approve')).status).toBe(200);
    const mine = await call(app, { method: 'GET', url: `/api/applications/${draft.id}`, token: citizen.token });
    expect(mine.body.status).toBe('Approved');
    expect(mine.body.outcome.matches).toEqual([
      {
        registrationNumber: found.registrationNumber,
        partyAName: her,
        partyBName: him,
        celebratedOn: '2011-05-14',
        districtName: 'Kisumu',
      },
    ]);
    expect(JSON.stringify(mine.body.outcome)).not.toContain(`5${tag}01`);
  });
});
