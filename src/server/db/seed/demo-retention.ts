import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import { applicationEvents, applications, users } from '../schema/index.js';
import { runRetention } from '../../modules/retention/sweep.js';
import { daysBefore } from '../../modules/retention/schedule.js';
import type { FileStore } from '../../storage/files.js';

/**
 * The retention schedule at work in the demo: one of the demo citizen's drafts left untouched for 80
 * days (its applicant told, by e-mail and SMS, when it goes) and a sign-up abandoned 9 days ago
 * (removed, in the audit log). The schedule's own sweep does both, at the demo's now.
 */
export async function seedDemoRetention(db: Db, files: FileStore, now: Date, publicUrl: string): Promise<void> {
  const [draft] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.applicantId))
    .where(and(eq(applications.status, 'Draft'), inArray(users.email, ['citizen@demo.test', 'omondi@demo.test'])))
    .orderBy(asc(users.email), asc(applications.createdAt))
    .limit(1);
  if (draft) {
    const untouched = daysBefore(now, 80);
    await db
      .update(applications)
      .set({ createdAt: untouched, updatedAt: untouched })
      .where(eq(applications.id, draft.id));
    await db.update(applicationEvents).set({ at: untouched }).where(eq(applicationEvents.applicationId, draft.id));
  }
  await db.insert(users).values({
    accountType: 'INDIVIDUAL',
    status: 'PENDING',
    email: 'unfinished-sign-up@demo.test',
    phone: '+254712100099',
    firstName: 'Wanjiku',
    lastName: 'Kamau',
    createdAt: daysBefore(now, 9),
    updatedAt: daysBefore(now, 9),
  });
  await runRetention(db, files, now, publicUrl);
}
