import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { TIME_ZONE } from '../../../shared/dates.js';
import { checkPhone } from '../../../shared/phone.js';
import {
  NotGenuineError,
  type Checkout,
  type CheckoutRequest,
  type Confirmation,
  type PaymentGateway,
} from './gateway.js';

/**
 * M-Pesa Express (STK push) through Safaricom's Daraja API: the portal asks Daraja to push a
 * payment prompt to the payer's phone, Daraja calls back with the outcome (unsigned) and answers
 * a transaction status query. The callback is never credited on its word: the service credits
 * only what the status query confirms (src/server/modules/payments/service.ts, reconcile).
 */

export const MPESA_GATEWAY_NAME = 'MPESA';

/** Daraja's result codes the portal words itself; any other is shown with Daraja's own description. */
export const MPESA_RESULT_MESSAGES: Record<number, string> = {
  1: 'The M-Pesa balance was not enough for this payment; nothing was taken',
  1032: 'You cancelled the M-Pesa payment on your phone; nothing was taken',
  1037: 'Your phone could not be reached or the M-Pesa prompt was not answered in time; nothing was taken',
  2001: 'The M-Pesa PIN entered was wrong; nothing was taken',
};

/** The words for a Daraja result code that is not success. */
export function mpesaFailureMessage(code: number, description?: string): string {
  return (
    MPESA_RESULT_MESSAGES[code] ??
    `M-Pesa did not take the payment (${(description ?? `result ${code}`).slice(0, 150)}); nothing was taken`
  );
}

export const WHOLE_SHILLINGS_MESSAGE =
  'M-Pesa takes whole shillings only, and this fee has cents: pay it another way or ask the registry';
export const MPESA_PHONE_MESSAGE = 'Enter a Kenyan mobile number, like 0712 345 678';
export const MPESA_UNAVAILABLE = 'M-Pesa could not be reached; nothing was taken. Try again in a minute.';

/** Daraja's timestamp: yyyyMMddHHmmss in Nairobi time. */
export function darajaTimestamp(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** Daraja's password of an STK push or query: base64(shortcode + passkey + timestamp). */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/** A Kenyan mobile number as Daraja wants it (2547XXXXXXXX or 2541XXXXXXXX), or null. */
export function mpesaPhone(input: string): string | null {
  const checked = checkPhone(input.trim(), 'KE', { allowedCountries: ['KE'] });
  if (!checked.ok) return null;
  const digits = checked.e164.replace(/^\+/, '');
  return /^254[17]\d{8}$/.test(digits) ? digits : null;
}

/** AccountReference: at most 12 characters of the invoice number (its end, where the serial is). */
export function accountReference(invoiceNumber: string): string {
  const compact = invoiceNumber.replace(/[^A-Za-z0-9]/g, '');
  return compact.length <= 12 ? compact : compact.slice(-12);
}

/** A refusal before anything is asked of M-Pesa (the payer can act on it). */
export class PushRefused extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** M-Pesa was unreachable or refused the request. */
export class GatewayUnavailable extends Error {}

export interface PushRequest extends CheckoutRequest {
  /** 2547XXXXXXXX */
  phone: string;
}

export interface PushCheckout {
  checkoutId: string;
  merchantRequestId: string;
  customerMessage: string;
}

export type PushStatus =
  | { state: 'PENDING' }
  | { state: 'SUCCEEDED' }
  | { state: 'FAILED'; code: number; reason: string };

/** What a callback says, as parsed; recorded, never credited on its own. */
export interface PushCallback {
  checkoutId: string;
  merchantRequestId: string;
  resultCode: number;
  resultDesc: string;
  amount: number | null;
  receipt: string | null;
  transactionDate: string | null;
  phone: string | null;
}

/** A gateway that pushes a prompt to a phone and confirms through a status query (M-Pesa Express). */
export interface PushGateway extends PaymentGateway {
  readonly push: true;
  pushPayment(request: PushRequest): Promise<PushCheckout>;
  queryStatus(checkoutId: string): Promise<PushStatus>;
  parseCallback(body: unknown): PushCallback | null;
  /** Whether `token` is the secret path segment of the callback URL. */
  callbackTokenMatches(token: string): boolean;
}

export function isPushGateway(gateway: PaymentGateway): gateway is PushGateway {
  return (gateway as Partial<PushGateway>).push === true;
}

export interface MpesaSettings {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  callbackToken: string;
  /** The portal's public address; the callback URL is built from it. */
  publicUrl: string;
  timeoutMs?: number;
  now?: () => Date;
}

const callbackItem = z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() });
const callbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      ResultCode: z.union([z.number(), z.string()]),
      ResultDesc: z.string().max(500).default(''),
      CallbackMetadata: z.object({ Item: z.array(callbackItem).max(20) }).optional(),
    }),
  }),
});

const tokenAnswer = z.object({ access_token: z.string().min(1), expires_in: z.union([z.string(), z.number()]) });
const pushAnswer = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string().min(1),
  ResponseCode: z.union([z.string(), z.number()]),
  CustomerMessage: z.string().optional(),
});
const queryAnswer = z.object({
  ResponseCode: z.union([z.string(), z.number()]).optional(),
  ResultCode: z.union([z.string(), z.number()]),
  ResultDesc: z.string().optional(),
});
const errorAnswer = z.object({ errorCode: z.string().optional(), errorMessage: z.string().optional() });

export const STILL_PROCESSING = /being processed/i;

/** Safaricom Daraja's M-Pesa Express, configured by MPESA_* (src/server/config.ts). */
export class MpesaGateway implements PushGateway {
  readonly name = MPESA_GATEWAY_NAME;
  readonly push = true as const;
  private token: { value: string; renewAt: number } | null = null;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(private readonly settings: MpesaSettings) {
    this.timeoutMs = settings.timeoutMs ?? 15_000;
    this.now = settings.now ?? (() => new Date());
  }

  get callbackUrl(): string {
    return `${this.settings.publicUrl.replace(/\/+$/, '')}/api/payments/mpesa/callback/${this.settings.callbackToken}`;
  }

  callbackTokenMatches(token: string): boolean {
    const given = Buffer.from(token);
    const expected = Buffer.from(this.settings.callbackToken);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The hosted-checkout flow does not apply: M-Pesa's outcome comes through reconcile(). */
  async createCheckout(_request: CheckoutRequest): Promise<Checkout> {
    throw new Error('M-Pesa payments start with pushPayment');
  }

  verifyConfirmation(_payload: unknown): Confirmation {
    throw new NotGenuineError();
  }

  private url(path: string) {
    return `${this.settings.baseUrl.replace(/\/+$/, '')}${path}`;
  }

  private async call(path: string, init: RequestInit): Promise<{ status: number; body: unknown }> {
    let response: Response;
    try {
      response = await fetch(this.url(path), { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new GatewayUnavailable(`M-Pesa did not answer ${path}: ${(error as Error).message}`);
    }
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: response.status, body };
  }

  /** An OAuth access token, cached until a minute before it expires. */
  async accessToken(): Promise<string> {
    const now = this.now().getTime();
    if (this.token && now < this.token.renewAt) return this.token.value;
    const basic = Buffer.from(`${this.settings.consumerKey}:${this.settings.consumerSecret}`).toString('base64');
    const { status, body } = await this.call('/oauth/v1/generate?grant_type=client_credentials', {
      method: 'GET',
      headers: { authorization: `Basic ${basic}` },
    });
    const parsed = tokenAnswer.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new GatewayUnavailable(`M-Pesa refused the credentials (HTTP ${status})`);
    const seconds = Number(parsed.data.expires_in) || 3599;
    this.token = { value: parsed.data.access_token, renewAt: now + Math.max(0, seconds - 60) * 1000 };
    return this.token.value;
  }

  private async authorised(path: string, payload: Record<string, unknown>) {
    const token = await this.accessToken();
    const answer = await this.call(path, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    // A token Daraja no longer takes is renewed on the next call.
    if (answer.status === 401) this.token = null;
    return answer;
  }

  private credentials() {
    const timestamp = darajaTimestamp(this.now());
    return {
      BusinessShortCode: this.settings.shortcode,
      Password: darajaPassword(this.settings.shortcode, this.settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  async pushPayment(request: PushRequest): Promise<PushCheckout> {
    if (!Number.isInteger(request.amount) || request.amount <= 0) throw new PushRefused(WHOLE_SHILLINGS_MESSAGE);
    const phone = mpesaPhone(request.phone);
    if (!phone) throw new PushRefused(MPESA_PHONE_MESSAGE, 'phone');
    const { status, body } = await this.authorised('/mpesa/stkpush/v1/processrequest', {
      ...this.credentials(),
      TransactionType: 'CustomerPayBillOnline',
      Amount: request.amount,
      PartyA: phone,
      PartyB: this.settings.shortcode,
      PhoneNumber: phone,
      CallBackURL: this.callbackUrl,
      AccountReference: accountReference(request.merchantReference),
      // Daraja takes at most 13 characters here; the invoice is named by AccountReference.
      TransactionDesc: (request.description.trim() || 'Registry fee').slice(0, 13),
    });
    const parsed = pushAnswer.safeParse(body);
    if (status !== 200 || !parsed.success || String(parsed.data.ResponseCode) !== '0') {
      const error = errorAnswer.safeParse(body);
      throw new GatewayUnavailable(
        `M-Pesa refused the payment request (HTTP ${status}${error.success && error.data.errorMessage ? `: ${error.data.errorMessage}` : ''})`,
      );
    }
    return {
      checkoutId: parsed.data.CheckoutRequestID,
      merchantRequestId: parsed.data.MerchantRequestID,
      customerMessage: parsed.data.CustomerMessage ?? '',
    };
  }

  async queryStatus(checkoutId: string): Promise<PushStatus> {
    const { status, body } = await this.authorised('/mpesa/stkpushquery/v1/query', {
      ...this.credentials(),
      CheckoutRequestID: checkoutId,
    });
    const error = errorAnswer.safeParse(body);
    if (error.success && error.data.errorMessage && STILL_PROCESSING.test(error.data.errorMessage))
      return { state: 'PENDING' };
    const parsed = queryAnswer.safeParse(body);
    if (status !== 200 || !parsed.success)
      throw new GatewayUnavailable(`M-Pesa did not answer the status query (HTTP ${status})`);
    const code = Number(parsed.data.ResultCode);
    if (code === 0) return { state: 'SUCCEEDED' };
    if (!Number.isFinite(code)) throw new GatewayUnavailable('M-Pesa answered the status query without a result code');
    return { state: 'FAILED', code, reason: mpesaFailureMessage(code, parsed.data.ResultDesc) };
  }

  parseCallback(body: unknown): PushCallback | null {
    return parseMpesaCallback(body);
  }
}

/** The fields of Daraja's STK callback, or null when the body is not one. */
export function parseMpesaCallback(body: unknown): PushCallback | null {
  const parsed = callbackBody.safeParse(body);
  if (!parsed.success) return null;
  const cb = parsed.data.Body.stkCallback;
  const resultCode = Number(cb.ResultCode);
  if (!Number.isFinite(resultCode)) return null;
  const item = (name: string) => cb.CallbackMetadata?.Item.find((i) => i.Name === name)?.Value;
  const amount = item('Amount');
  const receipt = item('MpesaReceiptNumber');
  const date = item('TransactionDate');
  const phone = item('PhoneNumber');
  return {
    checkoutId: cb.CheckoutRequestID,
    merchantRequestId: cb.MerchantRequestID,
    resultCode,
    resultDesc: cb.ResultDesc,
    amount: amount === undefined || !Number.isFinite(Number(amount)) ? null : Number(amount),
    receipt: receipt === undefined ? null : String(receipt).slice(0, 40),
    transactionDate: date === undefined ? null : String(date).slice(0, 20),
    phone: phone === undefined ? null : String(phone).slice(0, 20),
  };
}
