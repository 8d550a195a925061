import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackingAnswer } from '../../../shared/contracts/tracking.js';
import { trackedByNumber } from './repository.js';
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
      const row = await trackedByNumber(app.db, trackingId);
      if (!row) throw notFound(TRACKING_NOT_FOUND);
      return { data: row };
    },
  );
}
