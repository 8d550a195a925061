import type { FastifyInstance } from 'fastify';
import declarationRoutes from './routes.js';
import { DeclarationsService } from './service.js';

/** Both parties declare a notice of marriage from their own accounts (issue 24). */
export default async function declarationsModule(app: FastifyInstance) {
  await app.register(declarationRoutes, {
    declarations: new DeclarationsService({
      db: app.db,
      clock: app.clock,
      applications: app.applications,
      publicUrl: app.config.publicUrl,
      notified: () => void app.outbox.nudge(),
    }),
  });
}
