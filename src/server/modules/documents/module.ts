import type { FastifyInstance } from 'fastify';
import documentRoutes from './routes.js';

/** The documents the portal issues: downloads and public verification. */
export default async function documentsModule(app: FastifyInstance) {
  await app.register(documentRoutes);
}
