import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filedReturnSchema, missingReturnsSchema, remindersSentSchema } from '../../../shared/contracts/returns.js';
import { canRemindMissingReturns } from '../../../shared/permissions.js';
import { closedMonths, isMonth } from '../../../shared/returns.js';
import { refusalFor, serviceByCode } from '../../../shared/services.js';
import { allow, callerOf, guard } from '../../plugins/auth.js';
import { badRequest, NOT_ALLOWED, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import { filedReturns } from './checks.js';
import { LISTED_MONTHS, missingReturns, remindMissingReturns } from './missing.js';

/** The reminders reach every institution in the country: a district's staff do not send them. */
export const NATIONWIDE_ONLY = 'The reminders go to every institution in the country: only national staff send them';

/** The back office's missing marriage returns (domain section 11, MR) and the reminders about them. */
export default async function returnRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['marriage-returns'];
  const security = [{ bearer: [] }];

  r.get(
    '/marriage-returns/missing',
    {
      onRequest: app.authenticate,
      preValidation: allow('read', 'marriage-returns', NOT_ALLOWED),
      schema: {
        tags,
        security,
        summary: 'Licensed institutions with no marriage return for a closed month',
        querystring: z.object({ month: z.string().max(7).optional() }),
        response: { 200: z.object({ data: missingReturnsSchema }) },
      },
    },
    async (request) => {
      const months = closedMonths(LISTED_MONTHS, app.clock.now());
      const month = request.query.month ?? months[0];
      if (!isMonth(month) || !months.includes(month))
        throw badRequest(VALIDATION_MESSAGE, { month: 'Choose one of the last twelve closed months' });
      return { data: { month, months, institutions: await missingReturns(app.db, month) } };
    },
  );

  r.get(
    '/marriage-returns/filed',
    {
      onRequest: app.authenticate,
      // An institution that may file marriage returns (the service's own rule).
      preValidation: guard(
        (caller) =>
          refusalFor(caller, serviceByCode('MARRIAGE_RETURN')!) ?? (caller.organisationId ? null : NOT_ALLOWED),
      ),
      schema: {
        tags,
        security,
        summary: "The caller's institution's returns still standing for the closed months a return may be filed for",
        response: { 200: z.object({ data: z.array(filedReturnSchema) }) },
      },
    },
    async (request) => {
      const organisationId = callerOf(request).organisationId!;
      return { data: await filedReturns(app.db, organisationId, closedMonths(LISTED_MONTHS, app.clock.now())) };
    },
  );

  r.post(
    '/marriage-returns/missing/reminders',
    {
      onRequest: app.authenticate,
      preValidation: [
        allow('work', 'marriage-returns', NOT_ALLOWED),
        guard((caller) => (canRemindMissingReturns(caller) ? null : NATIONWIDE_ONLY)),
      ],
      schema: {
        tags,
        security,
        summary: 'Remind now every institution missing a recent return (once per month)',
        response: { 200: z.object({ data: remindersSentSchema }) },
      },
    },
    async () => {
      const sent = await remindMissingReturns(app.db, app.clock.now());
      if (sent) void app.outbox.kick();
      return { data: { sent } };
    },
  );
}
