import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiDateField } from '../../../shared/contracts/common.js';
import { bookingSchema, freeSlotSchema, visitBody } from '../../../shared/contracts/bookings.js';
import { AdjustableClock } from '../../clock.js';
import { sendPage } from '../../http/simpleRest.js';
import { callerOf } from '../../plugins/auth.js';
import { listQueryWith, parseListWith } from '../notices/listParams.js';
import type { CalendarService } from './service.js';

const idParams = z.object({ id: z.string().max(64) });
const BOOKING_FILTERS = ['from', 'to', 'roomId', 'status', 'noticeId'] as const;

/** The wedding calendar: free slots of the rooms, bookings and their cancellation. */
export default async function calendarRoutes(app: FastifyInstance, opts: { calendar: CalendarService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = opts.calendar;
  const tags = ['calendar'];
  const auth = { onRequest: app.authenticate };
  const security = [{ bearer: [] }];

  r.get(
    '/marriage-rooms/:id/free-slots',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        querystring: z.object({ date: apiDateField }),
        security,
        summary: "A room's free slots on a day",
        response: { 200: z.object({ data: z.array(freeSlotSchema) }) },
      },
    },
    async (request) => {
      callerOf(request);
      return { data: await service.freeSlots(request.params.id, request.query.date) };
    },
  );

  r.get(
    '/bookings',
    {
      ...auth,
      schema: {
        tags,
        querystring: listQueryWith(...BOOKING_FILTERS),
        security,
        summary: 'Bookings of the wedding calendar',
        response: { 200: z.array(bookingSchema) },
      },
    },
    async (request, reply) => {
      const list = parseListWith(
        request.query as Record<string, string | undefined>,
        ['startsAt', 'status', 'createdAt'] as const,
        { field: 'startsAt', order: 'ASC' },
        BOOKING_FILTERS,
      );
      const { rows, total } = await service.listBookings(callerOf(request), list);
      return sendPage(reply, 'bookings', list.range, rows, total);
    },
  );

  r.get(
    '/bookings/:id',
    { ...auth, schema: { tags, params: idParams, security, response: { 200: bookingSchema } } },
    async (request) => service.getBooking(callerOf(request), request.params.id),
  );

  r.post(
    '/bookings',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Book a slot for a cleared notice',
        body: z.object({
          noticeId: z.string({ error: 'Name the notice' }).max(64),
          roomId: z.string({ error: 'Choose the room' }).max(64),
          startsAt: z.coerce.date({ error: 'Choose the slot' }),
        }),
        response: { 201: z.object({ data: bookingSchema }) },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await service.book(callerOf(request), request.body) }),
  );

  r.post(
    '/bookings/visits',
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "Schedule an officer's visit to the venue of a private-venue special licence",
        body: visitBody,
        response: { 201: z.object({ data: bookingSchema }) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await service.scheduleVisit(callerOf(request), request.body) }),
  );

  r.post(
    '/bookings/:id/cancel',
    {
      ...auth,
      schema: {
        tags,
        params: idParams,
        security,
        body: z
          .object({ reason: z.string().trim().max(500, 'Use at most 500 characters').optional().nullable() })
          .optional(),
        response: { 200: z.object({ data: bookingSchema }) },
      },
    },
    async (request) => ({
      data: await service.cancel(callerOf(request), request.params.id, request.body?.reason?.trim() || null),
    }),
  );
}

/** Test only (NODE_ENV=test with an adjustable clock): moves the clock forward and runs the lapsing sweep. */
export async function devClockRoutes(app: FastifyInstance, opts: { sweep(): Promise<unknown> }) {
  const clock = app.clock;
  if (!(clock instanceof AdjustableClock)) return;
  app.withTypeProvider<ZodTypeProvider>().post(
    '/dev/clock',
    {
      schema: {
        tags: ['development'],
        body: z
          .object({
            advanceDays: z.number().min(0).max(3650).optional(),
            advanceMs: z
              .number()
              .int()
              .min(0)
              .max(3650 * 86_400_000)
              .optional(),
          })
          .optional(),
      },
    },
    async (request) => {
      const ms = (request.body?.advanceDays ?? 0) * 86_400_000 + (request.body?.advanceMs ?? 0);
      clock.advance(Math.round(ms));
      await opts.sweep();
      await app.outbox.kick();
      return { data: { now: clock.now().toISOString() } };
    },
  );
}
