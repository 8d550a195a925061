import type { FastifyInstance } from 'fastify';
import divorceRoutes from './routes.js';

/** Divorce returns: the register entries a decree dissolves. */
export default async function divorcesModule(app: FastifyInstance) {
  await app.register(divorceRoutes, { db: app.db });
}
