import type { FastifyInstance } from 'fastify';
import applicationRoutes from './routes.js';

/** Applications of every service: drafts, submission and the approval chain (the engine). */
export default async function applicationsModule(app: FastifyInstance) {
  await app.register(applicationRoutes, { applications: app.applications });
}
