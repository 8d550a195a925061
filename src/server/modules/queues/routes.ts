import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { queueCountsAnswer } from '../../../shared/contracts/queues.js';
import { requireAccountType } from '../../plugins/auth.js';
import { queueCounts } from './counts.js';

/** The counts of the caller's queues (the dashboard answers them too, in GET /api/dashboard). */
export default async function queueRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/queues/counts',
    {
      onRequest: app.authenticate,
      schema: { tags: ['applications'], security: [{ bearer: [] }], response: { 200: queueCountsAnswer } },
    },
    async (request) => ({
      data: await queueCounts(app.db, requireAccountType(request, 'BACKOFFICE'), app.clock.now()),
    }),
  );
}
