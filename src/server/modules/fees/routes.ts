import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { priceListSchema } from '../../../shared/contracts/prices.js';
import { apiDateParam } from '../../../shared/contracts/common.js';
import { nairobiToday } from '../../../shared/dates.js';
import { priceList } from './priceList.js';

const priceQuery = z.object({
  onDate: apiDateParam.optional(),
});

/** GET /api/prices: the public price list (seed: /services-prices, /user/prices, /institution/prices). */
export default async function feeRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/prices',
    {
      schema: {
        tags: ['fees'],
        summary:
          'The fee of every active service on a date (today unless onDate is given), with its tax-head split and extras',
        querystring: priceQuery,
        response: { 200: priceListSchema },
      },
    },
    async (request) => ({ data: await priceList(app.db, request.query.onDate ?? nairobiToday(app.clock)) }),
  );
}
