import type { FastifyInstance } from 'fastify';
import searchRoutes from './routes.js';

/** Register searches and their reports. */
export default async function searchesModule(app: FastifyInstance) {
  await app.register(searchRoutes);
}
