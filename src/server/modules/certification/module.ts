import type { FastifyInstance } from 'fastify';
import certificationRoutes from './routes.js';
import { StampsService } from './stamps.js';

/** Certified copies and the Registrar General's certificate stamps. */
export default async function certificationModule(app: FastifyInstance) {
  await app.register(certificationRoutes, {
    stamps: new StampsService({ db: app.db, clock: app.clock, files: app.files }),
    db: app.db,
  });
}
