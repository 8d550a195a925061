import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueCountsAnswer } from '../../../shared/contracts/queues.js';
import { canAccess } from '../../../shared/permissions.js';
import { SERVICES } from '../../../shared/services.js';
import { applications } from '../../db/schema/index.js';
import { requireAccountType } from '../../plugins/auth.js';

/**
 * Per queue page of the back office (section × level), the applications waiting for the caller's
 * level and how many are past their target date. Only the caller's own level is counted.
 */
export default async function queueRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get('/queues/counts', {
    onRequest: app.authenticate,
    schema: { tags: ['applications'], security: [{ bearer: [] }], response: { 200: queueCountsAnswer } },
  }, async (request) => {
    const caller = requireAccountType(request, 'BACKOFFICE');
    const stage = caller.staffRole;
    const services = SERVICES.filter((s) => canAccess(caller, { action: 'work', resource: s.section }) && s.chain.includes(stage as never));
    if (!stage || services.length === 0) return { data: [] };
    const now = app.clock.now();
    const rows = await app.db
      .select({
        serviceCode: applications.serviceCode,
        waiting: sql<number>`count(*)::int`,
        claimedByMe: sql<number>`(count(*) filter (where ${applications.assigneeId} = ${caller.userId}))::int`,
        overdue: sql<number>`(count(*) filter (where ${applications.slaDueAt} <= ${now}))::int`,
      })
      .from(applications)
      .where(and(
        eq(applications.stage, stage as never),
        inArray(applications.status, ['Submitted', 'Pending']),
        inArray(applications.serviceCode, services.map((s) => s.code)),
        caller.district ? eq(applications.district, caller.district) : undefined,
      ))
      .groupBy(applications.serviceCode);
    const bySection = new Map<string, { waiting: number; claimedByMe: number; overdue: number }>();
    for (const service of services) bySection.set(service.section, bySection.get(service.section) ?? { waiting: 0, claimedByMe: 0, overdue: 0 });
    for (const row of rows) {
      const section = SERVICES.find((s) => s.code === row.serviceCode)!.section;
      const total = bySection.get(section)!;
      total.waiting += row.waiting;
      total.claimedByMe += row.claimedByMe;
      total.overdue += row.overdue;
    }
    return { data: [...bySection].map(([section, counts]) => ({ section, stage, ...counts })) };
  });
}
