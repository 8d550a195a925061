import type { FastifyInstance } from 'fastify';
import geoRoutes from './routes.js';

/** The counties and districts, countries and places the forms offer. */
export default async function geoModule(app: FastifyInstance) {
  await app.register(geoRoutes);
}
