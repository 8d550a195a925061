import type { FastifyInstance } from 'fastify';
import duplicateRoutes from './routes.js';
import { DuplicatesService } from './service.js';

/** Possible duplicates (issue 24): found before the officer's queue (screening.ts, run by the engine), decided here. */
export default async function duplicatesModule(app: FastifyInstance) {
  const duplicates = new DuplicatesService({ db: app.db, clock: app.clock, notified: () => void app.outbox.nudge() });
  await app.register(duplicateRoutes, { duplicates });
}
