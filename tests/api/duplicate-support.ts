import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nairobiInstant } from '../../src/shared/dates.js';
import { marriages } from '../../src/server/db/schema/index.js';
import { possibleDuplicates } from '../../src/server/modules/duplicates/schema.js';
import { nextRegisterPlace } from '../../src/server/modules/register/service.js';
import { STAFF, tokenOf } from './app-support.js';
import { call, testContext } from './helpers.js';

/** The possible duplicates of an application (issue 24), oldest first, as the table holds them. */
export async function duplicatesOf(applicationId: string, status?: 'OPEN' | 'DUPLICATE' | 'NOT_DUPLICATE' | 'SETTLED') {
  const { database } = await testContext();
  const rows = await database.db
    .select()
    .from(possibleDuplicates)
    .where(
      and(
        eq(possibleDuplicates.applicationId, applicationId),
        status ? eq(possibleDuplicates.status, status) : undefined,
      ),
    )
    .orderBy(possibleDuplicates.createdAt, possibleDuplicates.id);
  return rows;
}

/** The officer's decision on a possible duplicate, with the version it was read at (or the one given). */
export async function decideDuplicate(
  app: FastifyInstance,
  id: string,
  decision: 'DUPLICATE' | 'NOT_DUPLICATE',
  reason = 'Compared both records side by side with the documents on file.',
  options: { token?: string; version?: number } = {},
) {
  const { database } = await testContext();
  const [row] = await database.db.select().from(possibleDuplicates).where(eq(possibleDuplicates.id, id));
  return call(app, {
    method: 'POST',
    url: `/api/possible-duplicates/${id}/decide`,
    token: options.token ?? (await tokenOf(app, STAFF.OFFICER)),
    payload: { decision, reason, version: options.version ?? row?.version ?? 1 },
  });
}

/** Every open possible duplicate of an application decided "not a duplicate": it goes on to the queue. */
export async function clearDuplicates(app: FastifyInstance, applicationId: string) {
  for (const row of await duplicatesOf(applicationId, 'OPEN')) {
    const decided = await decideDuplicate(app, row.id, 'NOT_DUPLICATE');
    if (decided.status !== 200) throw new Error(`decision failed: ${JSON.stringify(decided.body)}`);
  }
}

export interface RegisteredParty {
  name: string;
  id: string;
  age: number;
}

/** A subsisting register entry of the couple given, celebrated on the Nairobi day given. */
export async function registeredCouple(a: RegisteredParty, b: RegisteredParty, date: string, district = '047') {
  const { database } = await testContext();
  const party = (p: RegisteredParty) => ({
    name: p.name,
    idType: 'NATIONAL_ID',
    idNumber: p.id,
    age: p.age,
    condition: 'NEVER_MARRIED',
    occupation: 'Teacher',
    residence: 'Nairobi',
    father: 'Joseph Mwangi',
    mother: 'Esther Mwangi',
  });
  return database.db.transaction(async (tx) => {
    const { bookId, entryNumber, registrationNumber } = await nextRegisterPlace(
      tx,
      district,
      Number(date.slice(0, 4)),
      new Date(),
    );
    const [row] = await tx
      .insert(marriages)
      .values({
        registrationNumber,
        bookId,
        entryNumber,
        district,
        partyA: party(a),
        partyB: party(b),
        partyAIdNumber: a.id,
        partyBIdNumber: b.id,
        celebratedAt: nairobiInstant(date, '11:00'),
        venueName: 'All Saints Cathedral',
        officiantName: 'Rev. Test',
        witnesses: ['Paul Otieno', 'Mary Njeri'],
        status: 'SUBSISTING',
      })
      .returning();
    return row;
  });
}
