// Depends on the date: CI runs this file again at each clock edge (scripts/ci-passes.mjs).
import { describe, expect, it } from 'vitest';
import { newCitizen, setStaffRole, STAFF, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';

/** GET /api/civil-marriages?filter={"bookId":…}: one register book's entries, for the register book page. */

interface Book {
  id: string;
  bookNumber: string;
  district: string;
  entriesUsed: number;
}
interface Entry {
  id: string;
  bookId: string;
  entryNumber: number;
  district: string;
}

const q = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();

async function get(token: string, path: string) {
  const { app } = await testContext();
  return call(app, { method: 'GET', url: `/api/${path}`, token });
}
const totalOf = (response: { headers: Record<string, unknown> }) =>
  Number(String(response.headers['content-range']).split('/')[1]);

describe('the book filter of the marriage register', () => {
  it("answers exactly one book's entries, in entry order and paged, whatever other books hold", async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const books = (await get(officer, `register-books?${q({ range: [0, 99], sort: ['bookNumber', 'ASC'] })}`))
      .body as Book[];
    const used = books.filter((b) => b.entriesUsed > 0);
    expect(used.length).toBeGreaterThan(1);
    for (const book of used) {
      const response = await get(
        officer,
        `civil-marriages?${q({ filter: { bookId: book.id }, sort: ['entryNumber', 'ASC'], range: [0, 999] })}`,
      );
      expect(response.status).toBe(200);
      const entries = response.body as Entry[];
      expect(totalOf(response)).toBe(book.entriesUsed);
      expect(entries.every((e) => e.bookId === book.id)).toBe(true);
      expect(entries.map((e) => e.entryNumber)).toEqual([...entries.map((e) => e.entryNumber)].sort((a, b) => a - b));
    }
    // A page of a book: the second entry on its own.
    const book = used.find((b) => b.entriesUsed > 1)!;
    const second = await get(
      officer,
      `civil-marriages?${q({ filter: { bookId: book.id }, sort: ['entryNumber', 'ASC'], range: [1, 1] })}`,
    );
    expect(second.body).toHaveLength(1);
    expect(second.body[0]).toMatchObject({ bookId: book.id, entryNumber: 2 });
    expect(totalOf(second)).toBe(book.entriesUsed);
  });

  it('refuses a book id that is not one (400) and finds nothing for an unknown book', async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const bad = await get(officer, `civil-marriages?${q({ filter: { bookId: 'book-1' } })}`);
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual({ 'filter.bookId': 'Not a valid id' });
    const unknown = await get(
      officer,
      `civil-marriages?${q({ filter: { bookId: '00000000-0000-4000-8000-000000000000' } })}`,
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
  });

  it("shows staff of a district none of another district's book", async () => {
    const { app } = await testContext();
    const officer = await tokenOf(app, STAFF.OFFICER);
    const books = (await get(officer, `register-books?${q({ range: [0, 99] })}`)).body as Book[];
    const book = books.find((b) => b.entriesUsed > 0)!;
    const other =
      books.find((b) => b.district !== book.district)?.district ?? (book.district === '001' ? '002' : '001');
    const person = await newCitizen(app);
    await setStaffRole(person.userId, 'OFFICER', other);
    const local = await get(person.token, `civil-marriages?${q({ filter: { bookId: book.id } })}`);
    expect(local.status).toBe(200);
    expect(local.body).toEqual([]);
    await setStaffRole(person.userId, 'OFFICER', book.district);
    expect(totalOf(await get(person.token, `civil-marriages?${q({ filter: { bookId: book.id } })}`))).toBe(
      book.entriesUsed,
    );
  });
});
