import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';

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
