import type { FastifyInstance } from 'fastify';
import attachmentRoutes from './routes.js';
import { AttachmentsService } from './service.js';

/** An application's documents: uploads, downloads and checks. */
export default async function attachmentsModule(app: FastifyInstance) {
  const attachments = new AttachmentsService({
    db: app.db,
    clock: app.clock,
    files: app.files,
    applications: app.applications,
  });
  await app.register(attachmentRoutes, { attachments });
}
