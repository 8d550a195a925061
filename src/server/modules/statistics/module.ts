import type { FastifyInstance } from 'fastify';
import statisticsRoutes from './routes.js';
import { StatisticsService } from './service.js';

/** The vital statistics of marriage and divorce (issue 24). */
export default async function statisticsModule(app: FastifyInstance) {
  await app.register(statisticsRoutes, { statistics: new StatisticsService({ db: app.db, clock: app.clock }) });
}
