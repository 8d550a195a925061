import type { FastifyInstance } from 'fastify';
import reportRoutes from './routes.js';
import { ReportsService } from './service.js';

/** The reports of the back office. */
export default async function reportsModule(app: FastifyInstance) {
  await app.register(reportRoutes, { reports: new ReportsService({ db: app.db, clock: app.clock }) });
}
