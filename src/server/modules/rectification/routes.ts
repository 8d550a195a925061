import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { entryHistoryAnswer } from '../../../shared/contracts/rectification.js';
import { callerOf } from '../../plugins/auth.js';
import { entryHistory } from './history.js';

const idParams = z.object({ id: z.string().max(64) });

/** The rectifications of the register as the registry reads them: an entry's margin notes and current certificate. */
export default async function rectificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/civil-marriages/:id/history',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['register'],
        params: idParams,
        security: [{ bearer: [] }],
        summary:
          "A register entry's margin notes (its rectifications, oldest first) and the certificate it stands on now",
        response: { 200: entryHistoryAnswer },
      },
    },
    async (request) => ({ data: await entryHistory(app.db, callerOf(request), request.params.id) }),
  );
}
