import type { FastifyInstance, FastifyReply } from 'fastify';
import { AREA_HOMES } from '../../../shared/accounts.js';
import { sandboxCardOutcome, type Confirmation, type SandboxGateway } from './gateway.js';
import { checkoutView, returnPathFor } from './repository.js';
import { checkoutPage, closedPage, type CheckoutPageModel } from './sandboxPage.js';
import { startOfNairobiDay } from '../../../shared/dates.js';

const SECURITY_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const CHECKOUT_ID = /^cs_[a-z0-9]{24}$/;
export const CANCELLED_MESSAGE = 'You cancelled the payment';

type CardForm = { action?: string; cardName?: string; cardNumber?: string; expiry?: string; cvc?: string };

function checkCard(form: CardForm, now: Date): CheckoutPageModel['errors'] {
  const errors: NonNullable<CheckoutPageModel['errors']> = {};
  if (!form.cardName?.trim()) errors.cardName = 'Enter the name on the card';
  const digits = (form.cardNumber ?? '').replace(/[\s-]/g, '');
  if (!digits) errors.cardNumber = 'Enter the card number';
  else if (sandboxCardOutcome(digits).status === 'UNKNOWN_CARD') errors.cardNumber = 'Use a sandbox test card';
  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry ?? '');
  if (!expiry || Number(expiry[1]) < 1 || Number(expiry[1]) > 12) errors.expiry = 'Enter the expiry date as MM/YY';
  else {
    const [year, month] = [2000 + Number(expiry[2]), Number(expiry[1])];
    const endOfMonth = startOfNairobiDay(
      month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`,
    );
    if (endOfMonth <= now) errors.expiry = 'This card has expired';
  }
  if (!/^\d{3,4}$/.test((form.cvc ?? '').trim())) errors.cvc = 'Enter the 3 or 4 digits of the CVC';
  return errors;
}

/**
 * The sandbox gateway's hosted checkout, served by the portal itself outside /api. Paying signs
 * the outcome, delivers it to POST /api/payments/callback in-process (the server-to-server leg a
 * real gateway makes over the network) and sends the browser to the payer's return URL with the
 * same signed fields on the query.
 */
/** A signed confirmation on the return URL's query, as the payer's page reads it. */
const confirmationQuery = (signed: object) =>
  new URLSearchParams(
    Object.entries(signed).map(([k, v]) => [k, typeof v === 'number' ? v.toFixed(2) : String(v)]),
  ).toString();

export default async function sandboxGatewayRoutes(app: FastifyInstance, opts: { gateway: SandboxGateway }) {
  const gateway = opts.gateway;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).headers(SECURITY_HEADERS).send(page);

  async function open(checkoutId: string, reply: FastifyReply) {
    const view = CHECKOUT_ID.test(checkoutId) ? await checkoutView(app.db, gateway.name, checkoutId) : null;
    if (!view) {
      html(
        reply,
        404,
        closedPage(
          'No such checkout',
          'This checkout does not exist. Start the payment again from your application.',
          '/',
        ),
      );
      return null;
    }
    if (view.status === 'SUCCEEDED') {
      // Paid already (a second click on Pay, a reload, the back button): the payer is sent to the
      // receipt, as the first click would have sent them, with the same signed word of the gateway.
      const paid = gateway.signed({
        checkoutId,
        status: 'SUCCEEDED',
        amount: view.amount,
        ...(view.cardLast4 ? { cardLast4: view.cardLast4 } : {}),
      });
      reply.redirect(`${returnPathFor(view.payerAccountType)}?${confirmationQuery(paid)}`, 303);
      return null;
    }
    if (view.status !== 'PENDING') {
      html(
        reply,
        409,
        closedPage(
          'This checkout is closed',
          'This checkout is closed. Start the payment again from your application.',
          AREA_HOMES[view.payerAccountType],
        ),
      );
      return null;
    }
    return view;
  }

  app.get<{ Params: { checkoutId: string } }>(
    '/checkout/:checkoutId',
    { schema: { hide: true } },
    async (request, reply) => {
      const view = await open(request.params.checkoutId, reply);
      if (!view) return reply;
      return html(reply, 200, checkoutPage({ ...view, checkoutId: request.params.checkoutId }));
    },
  );

  app.post<{ Params: { checkoutId: string }; Body: CardForm }>(
    '/checkout/:checkoutId',
    { schema: { hide: true } },
    async (request, reply) => {
      const { checkoutId } = request.params;
      const view = await open(checkoutId, reply);
      if (!view) return reply;
      const form: CardForm = typeof request.body === 'object' && request.body ? request.body : {};
      let confirmation: Confirmation;
      if (form.action === 'cancel') {
        confirmation = { checkoutId, status: 'FAILED', amount: view.amount, reason: CANCELLED_MESSAGE };
      } else {
        const errors = checkCard(form, app.clock.now());
        if (errors && Object.keys(errors).length) {
          return html(
            reply,
            400,
            checkoutPage({ ...view, checkoutId, values: { cardName: form.cardName, expiry: form.expiry }, errors }),
          );
        }
        const card = sandboxCardOutcome(form.cardNumber ?? '');
        if (card.status === 'UNKNOWN_CARD') throw new Error('unreachable: checked above');
        confirmation =
          card.status === 'SUCCEEDED'
            ? { checkoutId, status: 'SUCCEEDED', amount: view.amount, cardLast4: card.cardLast4 }
            : { checkoutId, status: 'FAILED', amount: view.amount, cardLast4: card.cardLast4, reason: card.reason };
      }
      const signed = gateway.signed(confirmation);
      // The server-to-server leg: the same signed confirmation to the portal's callback endpoint.
      const callback = await app.inject({ method: 'POST', url: '/api/payments/callback', payload: signed });
      if (callback.statusCode !== 200)
        request.log.warn(
          { status: callback.statusCode, body: callback.body, checkoutId },
          'sandbox callback was refused',
        );
      return reply.redirect(`${returnPathFor(view.payerAccountType)}?${confirmationQuery(signed)}`, 303);
    },
  );
}
