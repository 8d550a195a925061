import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardAnswer } from '../../../shared/contracts/dashboard.js';
import { callerOf } from '../../plugins/auth.js';
import type { DashboardService } from './service.js';

/** GET /api/dashboard: the back-office home's figures, only the blocks the caller's role reads. */
export default async function dashboardRoutes(app: FastifyInstance, opts: { dashboard: DashboardService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/dashboard',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary:
          "The figures of the caller's dashboard: queues, approvals, licences, trend, revenue, failed payments, accounts, settings changes (by role)",
        response: { 200: dashboardAnswer },
      },
    },
    async (request) => ({ data: await opts.dashboard.forCaller(callerOf(request)) }),
  );
}
