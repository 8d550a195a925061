import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  billingPriceListAnswer,
  cancelledPriceAnswer,
  priceScheduleInput,
  servicePriceAnswer,
} from '../../../shared/contracts/billing.js';
import { nairobiToday } from '../../../shared/dates.js';
import { allow, callerOf } from '../../plugins/auth.js';
import { notFound } from '../../plugins/errors.js';
import { billingPriceList, cancelScheduledPrice, schedulePrice } from './prices.js';

const idParams = z.object({ id: z.string().uuid('No such price') });

/** The billing section's price list (domain section 12): everyone in billing reads it, FINANCE schedules and cancels prices. */
export default async function billingRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];
  const security = [{ bearer: [] }];

  // Who may call each route: the finance office's permission on billing (the shared table).
  const reading = { onRequest: app.authenticate, preValidation: allow('read', 'billing') };
  const writing = { onRequest: app.authenticate, preValidation: allow('write', 'billing') };
  const who = (request: FastifyRequest) => ({ userId: callerOf(request).userId, ip: request.ip ?? null });

  const shaped = async (id: string, today: string) => {
    const price = (await billingPriceList(app.db, today))
      .flatMap((e) => [e.current, ...e.scheduled, ...e.history])
      .find((p) => p?.id === id);
    if (!price) throw notFound('No such price');
    return price;
  };

  r.get(
    '/billing/price-list',
    {
      ...reading,
      schema: {
        tags,
        security,
        summary:
          'Per service: the price in force today (Nairobi), the scheduled prices and the earlier ones, each with its tax-head split',
        response: { 200: billingPriceListAnswer },
      },
    },
    async () => {
      const today = nairobiToday(app.clock);
      return { data: await billingPriceList(app.db, today), today };
    },
  );

  r.post(
    '/billing/price-schedules',
    {
      ...writing,
      schema: {
        tags,
        security,
        summary: 'Schedule a new price for a service from a future day (FINANCE)',
        body: priceScheduleInput,
        response: { 201: servicePriceAnswer },
      },
    },
    async (request, reply) => {
      const today = nairobiToday(app.clock);
      const row = await schedulePrice(app.db, who(request), request.body, today);
      return reply.code(201).send({ data: await shaped(row.id, today) });
    },
  );

  r.delete(
    '/billing/price-schedules/:id',
    {
      ...writing,
      schema: {
        tags,
        security,
        params: idParams,
        summary: 'Cancel a scheduled price that has not come into force (FINANCE)',
        response: { 200: cancelledPriceAnswer },
      },
    },
    async (request) => {
      const row = await cancelScheduledPrice(app.db, who(request), request.params.id, nairobiToday(app.clock));
      return { data: { id: row.id, cancelled: true as const } };
    },
  );
}
