import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackingAnswer } from '../../../shared/contracts/tracking.js';
import { applications } from '../../db/schema/index.js';
import { notFound } from '../../plugins/errors.js';
import { normalTrackingId } from '../../../shared/tracking.js';

export const TRACKING_NOT_FOUND = 'No application has this tracking number';

/** Public tracking: service, reference, status, stage and dates only, nothing personal. */
export default async function trackingRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tracking/:trackingId',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['tracking'],
        params: z.object({ trackingId: z.string().max(64) }),
        response: { 200: trackingAnswer },
      },
    },
    async (request) => {
      // Numbers given before the alphabet lost its vowels and look-alikes are still found.
      const trackingId = normalTrackingId(request.params.trackingId);
      if (!/^[A-Z0-9]{16}$/.test(trackingId)) throw notFound(TRACKING_NOT_FOUND);
      const [row] = await app.db
        .select({
          service: applications.serviceCode,
          reference: applications.reference,
          status: applications.status,
          stage: applications.stage,
          submittedAt: applications.submittedAt,
          decidedAt: applications.decidedAt,
          createdAt: applications.createdAt,
          updatedAt: applications.updatedAt,
        })
        .from(applications)
        .where(eq(applications.trackingId, trackingId))
        .limit(1);
      if (!row) throw notFound(TRACKING_NOT_FOUND);
      return { data: row };
    },
  );
}
