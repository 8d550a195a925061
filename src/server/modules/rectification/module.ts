import type { FastifyInstance } from 'fastify';
import rectificationRoutes from './routes.js';

/** A register entry's rectifications and margin notes. */
export default async function rectificationModule(app: FastifyInstance) {
  await app.register(rectificationRoutes);
}
