import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nairobiDate, startOfNairobiDay } from '../../src/shared/dates.js';
import { bookings, marriages, notices, payments } from '../../src/server/db/schema/index.js';
import { tokenOf } from './app-support.js';
import { call, seededDemo, testContext } from './helpers.js';

/** Two words alike side by side in a name ("Resian Resian Lotee"). */
const repeats = (name: string) =>
  name.split(/\s+/).some((word, i, words) => i > 0 && word.toLowerCase() === words[i - 1].toLowerCase());

describe('the demo register', () => {
  it('issue 20 #22: names every party as a person is named, never the same name twice in a row', async () => {
    const { database } = await testContext();
    const entries = await database.db
      .select({ number: marriages.registrationNumber, a: marriages.partyA, b: marriages.partyB })
      .from(marriages);
    expect(entries.length).toBeGreaterThan(100);
    const odd = entries.flatMap((e) =>
      [e.a.name, e.b.name, e.a.father, e.a.mother, e.b.father, e.b.mother]
        .filter((n): n is string => Boolean(n) && repeats(n!))
        .map((n) => `${e.number}: ${n}`),
    );
    expect(odd).toEqual([]);
  });

  it('issue 20 #22: names every witness as a person, never "Witness One"', async () => {
    const database = await seededDemo();
    const entries = await database.db
      .select({ number: marriages.registrationNumber, witnesses: marriages.witnesses })
      .from(marriages);
    const unnamed = entries.flatMap((e) =>
      (e.witnesses ?? [])
        .filter((w) => !/^\p{Lu}[\p{L}'-]+( \p{Lu}[\p{L}'-]+)+$/u.test(w) || /^Witness\b/i.test(w) || repeats(w))
        .map((w) => `${e.number}: ${w}`),
    );
    expect(unnamed).toEqual([]);
    expect(new Set(entries.flatMap((e) => e.witnesses ?? [])).size).toBeGreaterThan(50);
  });
});

describe('the demo notices', () => {
  it('issue 20 #22: publishes every notice before its wedding, and books the wedding after the publication', async () => {
    const database = await seededDemo();
    const rows = await database.db
      .select({
        reference: notices.noticeNumber,
        publishedAt: notices.publishedAt,
        intendedDate: notices.intendedDate,
        startsAt: bookings.startsAt,
      })
      .from(notices)
      .leftJoin(bookings, eq(bookings.noticeId, notices.id));
    expect(rows.length).toBeGreaterThan(10);
    const late = rows
      .filter((r) => nairobiDate(r.publishedAt) > r.intendedDate || (r.startsAt && r.startsAt <= r.publishedAt))
      .map(
        (r) =>
          `${r.reference}: published ${r.publishedAt.toISOString()}, wedding ${r.intendedDate}${r.startsAt ? ` booked ${r.startsAt.toISOString()}` : ''}`,
      );
    expect(late).toEqual([]);
  });
});

describe('the demo payments', () => {
  it('issue 20 #22: are spread over the days before today, not all stamped when the demo was seeded', async () => {
    const database = await seededDemo();
    const today = startOfNairobiDay(nairobiDate(new Date()));
    const [{ before }] = await database.db
      .select({ before: sql<number>`count(*)::int` })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'SUCCEEDED'),
          gte(payments.confirmedAt, new Date(today.getTime() - 30 * 86_400_000)),
          lt(payments.confirmedAt, today),
        ),
      );
    // The month before today holds a working month's payments (a day's revenue is never the month's).
    expect(before).toBeGreaterThan(15);
  });
});

describe('the demo calendar', () => {
  it('issue 20 #20: holds a wedding under way when seeded, that an officer can record at once for the next hour and a half, at any hour', async () => {
    const { database } = await testContext();
    const rows = await database.db
      .select({ booking: bookings, publishedAt: notices.publishedAt })
      .from(bookings)
      .innerJoin(notices, eq(notices.id, bookings.noticeId))
      // Its status is not asked: the files before this one in the worker may have moved the clock and
      // swept the calendar (it is the seed's times that say it was under way).
      .where(eq(notices.partyAName, 'Halima Juma Mwachiro'));
    expect(rows).toHaveLength(1);
    const [{ booking, publishedAt }] = rows;
    // Published 28 days before the seed ran: the instant the demo was seeded.
    const seededAt = publishedAt.getTime() + 28 * 24 * 3_600_000;
    expect(booking.startsAt.getTime()).toBeLessThanOrEqual(seededAt);
    expect(booking.endsAt.getTime() - seededAt).toBeGreaterThanOrEqual(90 * 60_000);
    // On the seed's Nairobi day, so it is among the weddings of the day.
    expect(nairobiDate(booking.startsAt)).toBe(nairobiDate(new Date(seededAt)));
  });
});

describe('the demo institutions', () => {
  it('issue 20 #10: the garden venue whose licence the README calls revoked sees it revoked and is no longer licensed', async () => {
    const { app } = await testContext();
    const registry = await call(app, {
      method: 'GET',
      url: '/api/institution/registry',
      token: await tokenOf(app, 'gardens@demo.test'),
    });
    expect(registry.status).toBe(200);
    expect(registry.body.data.organisation).toMatchObject({ name: 'Nyali Beach Gardens', licensed: false });
    expect(registry.body.data.licences.map((l: { status: string }) => l.status)).toEqual(['REVOKED']);
    // Its marriages celebrated while the licence stood are registered.
    expect(registry.body.data.marriages.some((m: { entry: unknown }) => m.entry)).toBe(true);
  });
});
