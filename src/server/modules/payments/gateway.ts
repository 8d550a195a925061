import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** What the portal asks a gateway to collect. */
export interface CheckoutRequest {
  paymentId: string;
  amount: number;
  currency: string;
  /** The invoice number, shown on the gateway's page and kept by the gateway. */
  merchantReference: string;
  description: string;
}

export interface Checkout {
  checkoutId: string;
  /** Where the payer's browser goes to pay. */
  redirectUrl: string;
}

export type ConfirmationStatus = 'SUCCEEDED' | 'FAILED';

/** A gateway's verified word on one checkout. */
export interface Confirmation {
  checkoutId: string;
  status: ConfirmationStatus;
  amount: number;
  cardLast4?: string;
  reason?: string;
}

/** The confirmation as it travels: on the return URL's query and in the server-to-server callback. */
export const confirmationPayload = z.object({
  checkoutId: z.string().min(1, 'The checkout id is missing').max(100),
  status: z.enum(['SUCCEEDED', 'FAILED'], { error: 'The status must be SUCCEEDED or FAILED' }),
  amount: z.coerce.number({ error: 'The amount must be a number' }).nonnegative().max(10_000_000),
  cardLast4: z
    .string()
    .regex(/^\d{4}$/, 'Four digits')
    .optional(),
  reason: z.string().max(200).optional(),
  signature: z.string().min(1, 'The signature is missing').max(200),
});
export type ConfirmationPayload = z.infer<typeof confirmationPayload>;

/** The confirmation was not signed by the gateway (forged, altered or garbled). */
export class NotGenuineError extends Error {
  constructor() {
    super('The payment confirmation is not genuine');
  }
}

/**
 * A card payment gateway: it opens a hosted checkout for a payment and later confirms the outcome
 * with a signed message. The built-in SandboxGateway serves its own checkout page; a real gateway
 * (a bank's or a mobile-money aggregator's) plugs in behind the same two methods.
 */
export interface PaymentGateway {
  readonly name: string;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Answers the confirmation when its signature is the gateway's, otherwise throws NotGenuineError. */
  verifyConfirmation(payload: unknown): Confirmation;
}

export const SANDBOX_CARDS = {
  SUCCEEDS: '4242424242424242',
  DECLINED: '4000000000000002',
} as const;

export type CardOutcome =
  | { status: 'SUCCEEDED'; cardLast4: string }
  | { status: 'FAILED'; cardLast4: string; reason: string }
  | { status: 'UNKNOWN_CARD' };

export const DECLINED_MESSAGE = 'Your card was declined';

/** What the sandbox does with a card number: one always pays, one is always declined. */
export function sandboxCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.SUCCEEDS) return { status: 'SUCCEEDED', cardLast4: digits.slice(-4) };
  if (digits === SANDBOX_CARDS.DECLINED)
    return { status: 'FAILED', cardLast4: digits.slice(-4), reason: DECLINED_MESSAGE };
  return { status: 'UNKNOWN_CARD' };
}

const CHECKOUT_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** The string that is signed: every field of the confirmation, in a fixed order. */
export function canonicalConfirmation(c: Confirmation): string {
  return ['v1', c.checkoutId, c.status, c.amount.toFixed(2), c.cardLast4 ?? '', c.reason ?? ''].join('|');
}

/**
 * The built-in gateway: a test checkout page served by the portal at /sandbox-gateway/checkout/:id.
 * No money moves. Its confirmations are signed with HMAC-SHA256 under SANDBOX_GATEWAY_SECRET.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'SANDBOX';

  constructor(private readonly secret: string) {}

  async createCheckout(_request: CheckoutRequest): Promise<Checkout> {
    const checkoutId = `cs_${Array.from(randomBytes(24), (b) => CHECKOUT_ALPHABET[b % 36]).join('')}`;
    // Relative: the sandbox is the portal itself, so the browser stays on the portal's own origin.
    return { checkoutId, redirectUrl: `/sandbox-gateway/checkout/${checkoutId}` };
  }

  sign(confirmation: Confirmation): string {
    return createHmac('sha256', this.secret).update(canonicalConfirmation(confirmation)).digest('hex');
  }

  /** The confirmation and its signature, ready for a query string or a callback body. */
  signed(confirmation: Confirmation): ConfirmationPayload {
    const payload: ConfirmationPayload = {
      checkoutId: confirmation.checkoutId,
      status: confirmation.status,
      amount: confirmation.amount,
      signature: this.sign(confirmation),
    };
    if (confirmation.cardLast4) payload.cardLast4 = confirmation.cardLast4;
    if (confirmation.reason) payload.reason = confirmation.reason;
    return payload;
  }

  verifyConfirmation(payload: unknown): Confirmation {
    const parsed = confirmationPayload.safeParse(payload);
    if (!parsed.success) throw new NotGenuineError();
    const { signature, ...fields } = parsed.data;
    const confirmation: Confirmation = { checkoutId: fields.checkoutId, status: fields.status, amount: fields.amount };
    if (fields.cardLast4) confirmation.cardLast4 = fields.cardLast4;
    if (fields.reason) confirmation.reason = fields.reason;
    const expected = Buffer.from(this.sign(confirmation), 'hex');
    const given = /^[0-9a-f]{64}$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new NotGenuineError();
    return confirmation;
  }
}
