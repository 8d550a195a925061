import type { FastifyInstance } from 'fastify';
import noticeRoutes from './routes.js';
import { NoticesService } from './service.js';

/** Notices of marriage: checks, publication, the public board and objections. */
export default async function noticesModule(app: FastifyInstance) {
  await app.register(noticeRoutes, {
    notices: new NoticesService({
      db: app.db,
      clock: app.clock,
      applications: app.applications,
      publicUrl: app.config.publicUrl,
      notified: () => void app.outbox.nudge(),
    }),
  });
}
