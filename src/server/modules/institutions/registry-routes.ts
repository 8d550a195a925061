import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { institutionRegistrySchema } from '../../../shared/contracts/institutions.js';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { callerOf } from '../../plugins/auth.js';
import { institutionRegistry } from './registry.js';

/** The signed-in institution's own registry (domain section 12). */
export default async function institutionRegistryRoutes(app: FastifyInstance, opts: { db: Db; clock: Clock }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/institution/registry',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['institutions'],
        security: [{ bearer: [] }],
        summary: "The institution's own registry: details, licences, marriages registered, returns filed",
        response: { 200: z.object({ data: institutionRegistrySchema }) },
      },
    },
    async (request) => ({ data: await institutionRegistry(opts.db, callerOf(request), opts.clock.now()) }),
  );
}
