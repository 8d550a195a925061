import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  callbackReceivedAnswer,
  checkoutAnswer,
  invoiceListRowSchema,
  paymentOutcomeAnswer,
  transactionSchema,
} from '../../../shared/contracts/payments.js';
import { canAccess } from '../../../shared/permissions.js';
import { listQuery, parseList, sendPage } from '../../http/simpleRest.js';
import { callerOf, allow, ROLE_REFUSED } from '../../plugins/auth.js';
import { badRequest, forbidden, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import {
  INVOICE_SORTS,
  isOwnApplication,
  listInvoices,
  listTransactions,
  TRANSACTION_SORTS,
  transactionTotals,
} from './repository.js';
import { transactionTotalsAnswer } from '../../../shared/contracts/billing.js';
import type { PaymentsService } from './service.js';
import { isUuid } from '../../http/ids.js';
import { isPushGateway } from './mpesa.js';

/** The confirmation fields; the service verifies the signature over them (a bad one is a 400). */
const confirmationBody = z.object({
  checkoutId: z.string({ error: 'The checkout id is missing' }).max(100),
  status: z.string({ error: 'The status is missing' }).max(20),
  amount: z.union([z.number(), z.string().max(20)], { error: 'The amount is missing' }),
  cardLast4: z.string().max(4).optional(),
  reason: z.string().max(200).optional(),
  signature: z.string({ error: 'The signature is missing' }).max(200),
});

/**
 * Card payments: checkout, the payer's confirmation from the return page, the gateway's callback,
 * receipts; and the billing lists (transactions, invoices).
 */
export default async function paymentRoutes(app: FastifyInstance, opts: { payments: PaymentsService }) {
  const service = opts.payments;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['payments'];
  const auth = { onRequest: app.authenticate };

  r.post(
    '/payments/checkout',
    {
      ...auth,
      schema: {
        tags,
        summary: 'Open a checkout for the unpaid invoice of an application waiting for payment',
        description:
          "With the sandbox: a card checkout (redirectUrl: its page). With M-Pesa: a payment prompt pushed to `phone` (a Kenyan mobile number; the account's phone when absent), status PENDING, and redirectUrl the portal page that waits for GET /payments/{paymentId}/status.",
        security: [{ bearer: [] }],
        body: z.object({
          applicationId: z.string({ error: 'Name the application' }).uuid('No such application'),
          phone: z.string({ error: 'Enter a Kenyan mobile number' }).max(25, 'Enter a Kenyan mobile number').optional(),
        }),
        response: { 201: checkoutAnswer },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await service.checkout(callerOf(request), request.body.applicationId, { phone: request.body.phone }),
      }),
  );

  r.get(
    '/payments/:paymentId/status',
    {
      ...auth,
      schema: {
        tags,
        summary: "The payer's own payment: PENDING, SUCCEEDED (with the receipt) or FAILED (with the reason)",
        description:
          "An M-Pesa payment still pending 20 seconds after the prompt is checked with M-Pesa's transaction status query first.",
        security: [{ bearer: [] }],
        params: z.object({ paymentId: z.string().max(40) }),
        response: { 200: paymentOutcomeAnswer },
      },
    },
    async (request) => ({ data: await service.status(callerOf(request), request.params.paymentId) }),
  );

  const gateway = app.paymentGateway;
  if (isPushGateway(gateway)) {
    // Daraja's callbacks are unsigned: the secret path segment keeps strangers out, and what a
    // callback says is only recorded; the status query decides (PaymentsService.reconcile).
    r.post(
      '/payments/mpesa/callback/:token',
      {
        schema: { hide: true, params: z.object({ token: z.string().max(200) }), body: z.unknown() },
      },
      async (request, reply) => {
        if (!gateway.callbackTokenMatches(request.params.token)) throw notFound('Not found');
        try {
          await service.recordCallback(request.body);
        } catch (error) {
          // Recorded or not, Daraja is told it arrived; the sweep and the payer's poll reconcile later.
          request.log.warn({ err: error }, 'M-Pesa callback: reconciliation failed');
        }
        return reply.code(200).send({ ResultCode: 0, ResultDesc: 'Accepted' });
      },
    );
  }

  r.post(
    '/payments/confirm',
    {
      ...auth,
      schema: {
        tags,
        summary: "The payer's browser hands over the gateway's signed confirmation from the return URL",
        description:
          'A declined card answers 200 with status FAILED and the message, so the page can show it and offer to try again.',
        security: [{ bearer: [] }],
        body: confirmationBody,
        response: { 200: paymentOutcomeAnswer },
      },
    },
    async (request) => ({ data: await service.confirm(request.body, callerOf(request)) }),
  );

  r.post(
    '/payments/callback',
    {
      schema: {
        tags,
        summary: "The gateway's server-to-server confirmation (signature only, no session)",
        body: confirmationBody,
        response: { 200: callbackReceivedAnswer },
      },
    },
    async (request) => {
      const result = await service.confirm(request.body, null);
      return { data: { received: true as const, status: result.status } };
    },
  );

  r.get(
    '/payments/receipts/:receiptNumber',
    {
      ...auth,
      schema: {
        tags,
        security: [{ bearer: [] }],
        params: z.object({ receiptNumber: z.string().max(40) }),
        response: { 200: paymentOutcomeAnswer },
      },
    },
    async (request) => ({ data: await service.receipt(callerOf(request), request.params.receiptNumber) }),
  );

  r.get(
    '/transactions',
    {
      ...auth,
      preValidation: allow('read', 'billing'),
      schema: {
        tags: ['billing'],
        querystring: listQuery,
        security: [{ bearer: [] }],
        response: { 200: z.array(transactionSchema) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, Object.keys(TRANSACTION_SORTS) as (keyof typeof TRANSACTION_SORTS)[], {
        field: 'createdAt',
        order: 'DESC',
      });
      const { rows, total } = await listTransactions(app.db, list.filter, list.sort, list.range);
      return sendPage(reply, 'transactions', list.range, rows, total);
    },
  );

  r.get(
    '/transactions/totals',
    {
      ...auth,
      preValidation: allow('read', 'billing'),
      schema: {
        tags: ['billing'],
        summary: 'Totals of the transactions the same filter as GET /transactions selects',
        querystring: listQuery.pick({ filter: true }),
        security: [{ bearer: [] }],
        response: { 200: transactionTotalsAnswer },
      },
    },
    async (request) => {
      // The list's own checks of the filter (days, ids); sort and range mean nothing for totals.
      const list = parseList(
        { filter: request.query.filter },
        Object.keys(TRANSACTION_SORTS) as (keyof typeof TRANSACTION_SORTS)[],
        { field: 'createdAt', order: 'DESC' },
      );
      return { data: await transactionTotals(app.db, list.filter) };
    },
  );

  r.get(
    '/invoices',
    {
      ...auth,
      schema: {
        tags: ['billing'],
        querystring: listQuery,
        security: [{ bearer: [] }],
        response: { 200: z.array(invoiceListRowSchema) },
      },
    },
    async (request, reply) => {
      const caller = callerOf(request);
      const list = parseList(request.query, Object.keys(INVOICE_SORTS) as (keyof typeof INVOICE_SORTS)[], {
        field: 'createdAt',
        order: 'DESC',
      });
      if (!canAccess(caller, { action: 'read', resource: 'billing' })) {
        // Everyone else sees the invoices of one application of theirs.
        const applicationId = list.filter.applicationId;
        if (!isUuid(applicationId)) {
          if (caller.accountType === 'BACKOFFICE') throw forbidden(ROLE_REFUSED);
          throw badRequest(VALIDATION_MESSAGE, { 'filter.applicationId': 'Name the application' });
        }
        if (!(await isOwnApplication(app.db, caller, applicationId))) throw notFound('No such application');
      }
      const { rows, total } = await listInvoices(app.db, list.filter, list.sort, list.range);
      return sendPage(reply, 'invoices', list.range, rows, total);
    },
  );
}
