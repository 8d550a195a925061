import type { FastifyInstance } from 'fastify';
import licensingRoutes from './routes.js';
import { LicensingService } from './service.js';

/** Licences: the special licences and the organisations' licences. */
export default async function licensingModule(app: FastifyInstance) {
  await app.register(licensingRoutes, {
    licensing: new LicensingService({ db: app.db, clock: app.clock, notified: () => void app.outbox.nudge() }),
  });
}
