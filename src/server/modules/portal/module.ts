import type { FastifyInstance } from 'fastify';
import { workerNumber } from '../../cluster.js';
import portalRoutes from './routes.js';

/** The portal's own pages' data (the home page's figures, the terms) and the health check of each process. */
export default async function portalModule(app: FastifyInstance) {
  await app.register(portalRoutes);
  // For load balancers (any 200 is healthy), and to tell several API processes apart.
  app.get('/health', { schema: { hide: true } }, async () => ({
    data: {
      status: 'ok',
      database: app.database.kind,
      worker: workerNumber() ?? 1,
      pid: process.pid,
      scheduler: app.scheduler.holding,
      sweeps: app.lapsing.scheduledRuns,
    },
  }));
}
