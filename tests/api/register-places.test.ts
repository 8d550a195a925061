import { and, eq, gte, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { registerBooks } from '../../src/server/db/schema/index.js';
import { BOOK_CAPACITY, nextRegisterPlace } from '../../src/server/modules/register/service.js';
import { secondConnection, statementsSent, testContext } from './helpers.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
const DISTRICT = '047';

/** A year of the register no test has entered yet, so that its district has no book. */
async function yearWithoutBook(from: number): Promise<number> {
  const { database } = await testContext();
  for (let year = from; ; year += 1) {
    const books = await database.db
      .select()
      .from(registerBooks)
      .where(and(eq(registerBooks.district, DISTRICT), eq(registerBooks.year, year)));
    if (books.length === 0) return year;
  }
}

/**
 * Two entries into the marriage register at once where a new book must be opened (a district's first
 * entry of a year, or the one after a full book): one transaction opens it, the other waits for it to
 * commit and takes the next entry of the same book. Before, both numbered a new book the same and the
 * second officer's approval answered 409 "This record already exists" (the bench's institution
 * marriages at 4 in flight, issue 22). Two connections at once: PostgreSQL only (PGlite has one).
 */
describe.skipIf(!onPostgres)('a new register book opened by two entries at once (PostgreSQL)', () => {
  // The places taken here commit without an entry: the books are removed after, so that no other file
  // of this worker finds a book whose count of entries its register does not hold.
  afterAll(async () => {
    const { database } = await testContext();
    await database.db
      .delete(registerBooks)
      .where(and(eq(registerBooks.district, DISTRICT), gte(registerBooks.year, 2900)));
  });

  async function bothAtOnce(year: number) {
    const { database } = await testContext();
    const other = await secondConnection();
    try {
      let letGo!: () => void;
      const held = new Promise<void>((resolve) => {
        letGo = resolve;
      });
      let placedFirst!: () => void;
      const firstPlaced = new Promise<void>((resolve) => {
        placedFirst = resolve;
      });
      const now = new Date();
      const first = database.db.transaction(async (tx) => {
        const place = await nextRegisterPlace(tx, DISTRICT, year, now);
        placedFirst();
        await held; // the first keeps its transaction open while the second asks
        return place;
      });
      await firstPlaced;
      const second = other.database.db.transaction((tx) => nextRegisterPlace(tx, DISTRICT, year, now));
      const failed = second.then(
        () => null,
        (error: unknown) => error,
      );
      // The second waits on a lock the first holds (the book's, or the unique number's before).
      for (;;) {
        const { rows } = await database.db.execute<{ waiting: number }>(
          sql`select count(*)::int as waiting from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (rows[0].waiting > 0) break;
        if ((await Promise.race([failed, Promise.resolve('pending')])) !== 'pending') break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      letGo();
      return { first: await first, second: await second };
    } finally {
      await other.close();
    }
  }

  it("a district's first two entries of a year: one book, entries 1 and 2", async () => {
    const year = await yearWithoutBook(2900);
    const { first, second } = await bothAtOnce(year);
    expect(second.bookId).toBe(first.bookId);
    expect([first.entryNumber, second.entryNumber]).toEqual([1, 2]);
    expect(first.registrationNumber).not.toBe(second.registrationNumber);
    const { database } = await testContext();
    const books = await database.db
      .select()
      .from(registerBooks)
      .where(and(eq(registerBooks.district, DISTRICT), eq(registerBooks.year, year)));
    expect(books.map((b) => [b.bookNumber, b.entriesUsed])).toEqual([[`${DISTRICT}/${year}/1`, 2]]);
  });

  it('the two entries after a full book: one new book, its entries 1 and 2', async () => {
    const year = await yearWithoutBook(2950);
    const { database } = await testContext();
    await database.db.insert(registerBooks).values({
      district: DISTRICT,
      year,
      bookNumber: `${DISTRICT}/${year}/1`,
      capacity: BOOK_CAPACITY,
      entriesUsed: BOOK_CAPACITY,
      createdAt: new Date(Date.now() - 60_000),
    });
    const { first, second } = await bothAtOnce(year);
    expect(second.bookId).toBe(first.bookId);
    expect([first.entryNumber, second.entryNumber]).toEqual([1, 2]);
    const books = await database.db
      .select()
      .from(registerBooks)
      .where(and(eq(registerBooks.district, DISTRICT), eq(registerBooks.year, year)));
    expect(books.map((b) => b.bookNumber).sort()).toEqual([`${DISTRICT}/${year}/1`, `${DISTRICT}/${year}/2`]);
  });

  it('a place is taken in one statement (book, entry number and registration number), a new book too', async () => {
    const year = await yearWithoutBook(2980);
    const { database } = await testContext();
    for (const expected of [1, 2]) {
      let place: Awaited<ReturnType<typeof nextRegisterPlace>> | undefined;
      const sent = await statementsSent(() =>
        database.db.transaction(async (tx) => {
          place = await nextRegisterPlace(tx, DISTRICT, year, new Date());
        }),
      );
      expect(place).toMatchObject({ bookNumber: `${DISTRICT}/${year}/1`, entryNumber: expected });
      expect(place!.registrationNumber).toMatch(new RegExp(`^MC/${DISTRICT}/${year}/\\d{6}$`));
      expect(sent.map((s) => s.text).filter((t) => t !== 'begin' && t !== 'commit')).toHaveLength(1);
    }
  });
});
