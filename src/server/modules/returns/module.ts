import type { FastifyInstance } from 'fastify';
import returnRoutes from './routes.js';

/** The marriage returns of licensed institutions and the registry's reminders. */
export default async function returnsModule(app: FastifyInstance) {
  await app.register(returnRoutes);
}
