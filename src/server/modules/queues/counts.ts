import { and, eq, inArray, sql } from 'drizzle-orm';
import { canAccess } from '../../../shared/permissions.js';
import { SERVICES } from '../../../shared/services.js';
import { WAITING_STATUSES } from '../../../shared/statuses.js';
import type { DbOrTx } from '../../db/client.js';
import { applications } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';

/** The services whose queues the caller works at their own level. */
export function workedServices(caller: Pick<Caller, 'accountType' | 'staffRole'>) {
  return SERVICES.filter(
    (s) => canAccess(caller, { action: 'work', resource: s.section }) && s.chain.includes(caller.staffRole as never),
  );
}

/**
 * Per queue page of the back office (section × level), the applications waiting for the caller's
 * level and how many are past their target date. Only the caller's own level is counted.
 */
export async function queueCounts(db: DbOrTx, caller: Caller, now: Date) {
  const stage = caller.staffRole;
  const services = workedServices(caller);
  if (!stage || services.length === 0) return [];
  const rows = await db
    .select({
      serviceCode: applications.serviceCode,
      waiting: sql<number>`count(*)::int`,
      claimedByMe: sql<number>`(count(*) filter (where ${applications.assigneeId} = ${caller.userId}))::int`,
      overdue: sql<number>`(count(*) filter (where ${applications.slaDueAt} <= ${now}))::int`,
    })
    .from(applications)
    .where(
      and(
        eq(applications.stage, stage as never),
        inArray(applications.status, [...WAITING_STATUSES]),
        inArray(
          applications.serviceCode,
          services.map((s) => s.code),
        ),
        caller.district ? eq(applications.district, caller.district) : undefined,
      ),
    )
    .groupBy(applications.serviceCode);
  const bySection = new Map<string, { waiting: number; claimedByMe: number; overdue: number }>();
  for (const service of services)
    bySection.set(service.section, bySection.get(service.section) ?? { waiting: 0, claimedByMe: 0, overdue: 0 });
  for (const row of rows) {
    const section = SERVICES.find((s) => s.code === row.serviceCode)!.section;
    const total = bySection.get(section)!;
    total.waiting += row.waiting;
    total.claimedByMe += row.claimedByMe;
    total.overdue += row.overdue;
  }
  return [...bySection].map(([section, counts]) => ({ section, stage, ...counts }));
}
