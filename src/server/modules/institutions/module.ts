import type { FastifyInstance } from 'fastify';
import { OfficiantsService } from './officiants.js';
import institutionRegistryRoutes from './registry-routes.js';
import institutionRoutes from './routes.js';
import verificationRoutes from './verification-routes.js';
import { VerificationService } from './verification.js';

/** Institutions: their officiants and venues, their own registry, and the registry's verification of them. */
export default async function institutionsModule(app: FastifyInstance) {
  await app.register(institutionRoutes, { officiants: new OfficiantsService({ db: app.db, clock: app.clock }) });
  await app.register(institutionRegistryRoutes, { db: app.db, clock: app.clock });
  await app.register(verificationRoutes, {
    verification: new VerificationService({
      db: app.db,
      secret: app.config.jwtSecret,
      clock: app.clock,
      files: app.files,
      publicUrl: app.config.publicUrl,
      notified: () => void app.outbox.nudge(),
    }),
  });
}
