import type { FastifyInstance } from 'fastify';
import settingsRoutes from './routes.js';

/** The settings tables of the back office (domain section 8). */
export default async function settingsModule(app: FastifyInstance) {
  await app.register(settingsRoutes);
}
