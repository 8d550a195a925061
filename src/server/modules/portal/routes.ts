import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { portalStatusAnswer } from '../../../shared/contracts/portal.js';
import { hasDemoAccounts } from '../../exposure.js';

/** How long one process keeps its answer: the demo accounts come and go with a seed or a clean-up, not by the second. */
const DEMO_CHECK_MS = 60_000;

/**
 * GET /api/portal (anyone): whether this portal is a demonstration, i.e. holds the demo accounts,
 * whose password is published. Every area shows a banner while it is.
 */
export default async function portalRoutes(app: FastifyInstance) {
  let known: { demo: boolean; at: number } | null = null;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/portal',
    {
      schema: {
        tags: ['portal'],
        summary: 'Whether this portal is a demonstration (it holds the demo accounts)',
        response: { 200: portalStatusAnswer },
      },
    },
    async () => {
      const now = Date.now();
      if (!known || now - known.at >= DEMO_CHECK_MS) known = { demo: await hasDemoAccounts(app.db), at: now };
      return { data: { demo: known.demo } };
    },
  );
}
