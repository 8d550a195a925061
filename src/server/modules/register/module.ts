import type { FastifyInstance } from 'fastify';
import registerRoutes from './routes.js';
import { RegisterService } from './service.js';

/** The marriage register: celebration, entries, books and certificates. */
export default async function registerModule(app: FastifyInstance) {
  const documents = { files: app.files, publicUrl: app.config.publicUrl, clock: app.clock };
  await app.register(registerRoutes, {
    register: new RegisterService({
      db: app.db,
      clock: app.clock,
      documents,
      // After a celebration is recorded: its messages leave and its certificate is drawn.
      notified: () => {
        void app.outbox.nudge();
        void app.documentRenderer.nudge();
      },
    }),
  });
}
