import type { FastifyInstance } from 'fastify';
import queueRoutes from './routes.js';

/** The back office's queues and their counts. */
export default async function queuesModule(app: FastifyInstance) {
  await app.register(queueRoutes);
}
