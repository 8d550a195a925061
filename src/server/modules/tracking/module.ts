import type { FastifyInstance } from 'fastify';
import trackingRoutes from './routes.js';
import trackingSearchRoutes from './search.js';

/** Public tracking of an application, and the back office's tracking search. */
export default async function trackingModule(app: FastifyInstance) {
  await app.register(trackingRoutes);
  await app.register(trackingSearchRoutes, { applications: app.applications });
}
