import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications, users } from '../../db/schema/index.js';

/** What public tracking shows of an application: service, reference, status, stage and dates, nothing personal. */
export async function trackedByNumber(db: Db, trackingId: string) {
  const [row] = await db
    .select({
      service: applications.serviceCode,
      reference: applications.reference,
      status: applications.status,
      stage: applications.stage,
      submittedAt: applications.submittedAt,
      decidedAt: applications.decidedAt,
      createdAt: applications.createdAt,
      updatedAt: applications.updatedAt,
    })
    .from(applications)
    .where(eq(applications.trackingId, trackingId))
    .limit(1);
  return row;
}

/** The full names of these accounts, by id (an account not found is absent). */
export async function namesById(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const people = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...ids]));
  return new Map(people.map((p) => [p.id, `${p.firstName} ${p.lastName}`]));
}
