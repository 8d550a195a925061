import { recordAccess } from '../../audit/access.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { divorceEntryQuery, divorceEntrySchema } from '../../../shared/contracts/divorces.js';
import { canAccess } from '../../../shared/permissions.js';
import { refusalFor, serviceByCode } from '../../../shared/services.js';
import { DIVORCE_MESSAGES } from '../../../shared/services/divorce-return.js';
import type { Db } from '../../db/client.js';
import { badRequest, NOT_ALLOWED, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { callerOf, guard } from '../../plugins/auth.js';
import { findEntries } from './outcomes.js';

/**
 * The register entries a divorce return may name: a court (the service's own rule) or staff of the
 * divorce-returns queues find them by entry number or by the parties' names.
 */
export default async function divorceRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/divorce-returns/entries',
    {
      onRequest: app.authenticate,
      // Staff who read the divorce-returns queues, and the courts that file the returns.
      preValidation: guard((caller) =>
        caller.accountType === 'BACKOFFICE'
          ? canAccess(caller, { action: 'read', resource: 'divorce-returns' })
            ? null
            : NOT_ALLOWED
          : refusalFor(caller, serviceByCode('DIVORCE_RETURN')!),
      ),
      schema: {
        tags: ['divorce-returns'],
        security: [{ bearer: [] }],
        summary: 'Register entries a divorce return may name',
        querystring: divorceEntryQuery,
        response: { 200: z.object({ data: z.array(divorceEntrySchema) }) },
      },
    },
    async (request) => {
      const q = request.query;
      const words = `${q.partyName ?? ''}${q.otherPartyName ?? ''}`.replace(/[^\p{L}]/gu, '');
      if (!q.registrationNumber && words.length < 3)
        throw badRequest(VALIDATION_MESSAGE, { registrationNumber: DIVORCE_MESSAGES.askSomething });
      const data = await findEntries(opts.db, q);
      await recordAccess(opts.db, request, callerOf(request), {
        kind: 'register-search',
        resultIds: data.map((e) => e.id),
      });
      return { data: data.map(({ id: _id, ...entry }) => entry) };
    },
  );
}
