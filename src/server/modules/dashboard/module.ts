import type { FastifyInstance } from 'fastify';
import dashboardRoutes from './routes.js';
import { DashboardService } from './service.js';

/** The back office's dashboard. */
export default async function dashboardModule(app: FastifyInstance) {
  await app.register(dashboardRoutes, { dashboard: new DashboardService({ db: app.db, clock: app.clock }) });
}
