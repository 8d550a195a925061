import { describe, expect, it } from 'vitest';
import { marriages } from '../../src/server/db/schema/index.js';
import { testContext } from './helpers.js';

/** Two words alike side by side in a name ("Resian Resian Lotee"). */
const repeats = (name: string) => name.split(/\s+/).some((word, i, words) => i > 0 && word.toLowerCase() === words[i - 1].toLowerCase());

describe('the demo register', () => {
  it('issue 20 #22: names every party as a person is named, never the same name twice in a row', async () => {
    const { database } = await testContext();
    const entries = await database.db.select({ number: marriages.registrationNumber, a: marriages.partyA, b: marriages.partyB }).from(marriages);
    expect(entries.length).toBeGreaterThan(100);
    const odd = entries.flatMap((e) => [e.a.name, e.b.name, e.a.father, e.a.mother, e.b.father, e.b.mother].filter((n): n is string => Boolean(n) && repeats(n!)).map((n) => `${e.number}: ${n}`));
    expect(odd).toEqual([]);
  });
});
