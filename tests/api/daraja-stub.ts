import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks Safaricom Daraja's documented M-Pesa Express contract (OAuth, STK push,
 * STK push query), for the portal's contract tests. It checks each request as Daraja does (basic
 * auth, bearer token, password = base64(shortcode + passkey + timestamp), a Nairobi timestamp of
 * now, whole-shilling amounts, 2547XXXXXXXX phones, AccountReference of at most 12 characters) and
 * notes every departure in `problems`, which a test expects empty.
 */
export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

export type QueryAnswer = { kind: 'processing' } | { kind: 'result'; code: number; desc: string } | { kind: 'down' };

export interface StkPush {
  body: Record<string, unknown>;
  checkoutId: string;
  merchantRequestId: string;
}

const NAIROBI_OFFSET_MS = 3 * 3600 * 1000;

/** yyyyMMddHHmmss read as Nairobi time (UTC+3, no daylight saving). */
export function instantOfDarajaTimestamp(stamp: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(stamp);
  if (!m) return Number.NaN;
  return (
    Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])) - NAIROBI_OFFSET_MS
  );
}

export class DarajaStub {
  private server: http.Server | null = null;
  url = '';
  readonly problems: string[] = [];
  readonly pushes: StkPush[] = [];
  readonly queries: string[] = [];
  tokenRequests = 0;
  private tokens = new Set<string>();
  /** What the status query answers, by CheckoutRequestID; a new push is "being processed". */
  readonly answers = new Map<string, QueryAnswer>();
  /** When set, the STK push request itself fails with this HTTP status. */
  pushFailure: number | null = null;

  constructor(readonly credentials: DarajaCredentials) {}

  async start(): Promise<string> {
    this.server = http.createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private send(response: http.ServerResponse, status: number, body: unknown) {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  }

  private error(response: http.ServerResponse, status: number, errorCode: string, errorMessage: string) {
    this.send(response, status, { requestId: randomBytes(6).toString('hex'), errorCode, errorMessage });
  }

  private checkPassword(body: Record<string, unknown>, what: string) {
    const { shortcode, passkey } = this.credentials;
    if (body.BusinessShortCode !== shortcode)
      this.problems.push(`${what}: BusinessShortCode ${String(body.BusinessShortCode)}`);
    const stamp = String(body.Timestamp ?? '');
    const at = instantOfDarajaTimestamp(stamp);
    if (Number.isNaN(at)) this.problems.push(`${what}: Timestamp ${stamp} is not yyyyMMddHHmmss`);
    else if (Math.abs(at - Date.now()) > 120_000)
      this.problems.push(`${what}: Timestamp ${stamp} is not Nairobi time now`);
    const expected = Buffer.from(`${shortcode}${passkey}${stamp}`).toString('base64');
    if (body.Password !== expected)
      this.problems.push(`${what}: Password is not base64(shortcode + passkey + timestamp)`);
    return body.Password === expected;
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://stub');
    const authorization = request.headers.authorization ?? '';

    if (request.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      this.tokenRequests += 1;
      const basic = Buffer.from(`${this.credentials.consumerKey}:${this.credentials.consumerSecret}`).toString(
        'base64',
      );
      if (url.searchParams.get('grant_type') !== 'client_credentials')
        this.problems.push('oauth: grant_type is not client_credentials');
      if (authorization !== `Basic ${basic}`)
        return this.error(response, 400, '400.008.01', 'Invalid Authentication passed');
      const token = randomBytes(12).toString('base64url');
      this.tokens.add(token);
      return this.send(response, 200, { access_token: token, expires_in: '3599' });
    }

    if (request.method !== 'POST') return this.error(response, 404, '404.001.03', 'Invalid Access Token');
    if (!authorization.startsWith('Bearer ') || !this.tokens.has(authorization.slice(7))) {
      this.problems.push(`${url.pathname}: no valid bearer token`);
      return this.error(response, 401, '404.001.03', 'Invalid Access Token');
    }
    if (!String(request.headers['content-type']).startsWith('application/json'))
      this.problems.push(`${url.pathname}: not JSON`);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return this.error(response, 400, '400.002.02', 'Bad Request - Invalid JSON');
    }

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      if (!this.checkPassword(body, 'stkpush'))
        return this.error(response, 400, '400.002.02', 'Bad Request - Invalid Password');
      if (body.TransactionType !== 'CustomerPayBillOnline')
        this.problems.push(`stkpush: TransactionType ${String(body.TransactionType)}`);
      if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1)
        this.problems.push(`stkpush: Amount ${String(body.Amount)} is not whole shillings`);
      for (const field of ['PartyA', 'PhoneNumber'] as const) {
        if (!/^254[17]\d{8}$/.test(String(body[field])))
          this.problems.push(`stkpush: ${field} ${String(body[field])} is not 2547XXXXXXXX`);
      }
      if (body.PartyB !== this.credentials.shortcode) this.problems.push(`stkpush: PartyB ${String(body.PartyB)}`);
      if (!/^https?:\/\/.+\/api\/payments\/mpesa\/callback\/[A-Za-z0-9_-]+$/.test(String(body.CallBackURL)))
        this.problems.push(`stkpush: CallBackURL ${String(body.CallBackURL)}`);
      const reference = String(body.AccountReference ?? '');
      if (reference.length < 1 || reference.length > 12)
        this.problems.push(`stkpush: AccountReference "${reference}" is not 1-12 characters`);
      const desc = String(body.TransactionDesc ?? '');
      if (!desc.trim() || desc.length > 13)
        this.problems.push(`stkpush: TransactionDesc "${desc}" is not 1-13 characters`);
      if (this.pushFailure)
        return this.error(
          response,
          this.pushFailure,
          '500.001.1001',
          'Unable to lock subscriber, a transaction is already in process for the current subscriber',
        );
      const push: StkPush = {
        body,
        checkoutId: `ws_CO_${Date.now()}${randomBytes(4).toString('hex')}`,
        merchantRequestId: `${randomBytes(3).toString('hex')}-${Date.now()}-1`,
      };
      this.pushes.push(push);
      this.answers.set(push.checkoutId, { kind: 'processing' });
      return this.send(response, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }

    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      if (!this.checkPassword(body, 'query'))
        return this.error(response, 400, '400.002.02', 'Bad Request - Invalid Password');
      const checkoutId = String(body.CheckoutRequestID ?? '');
      this.queries.push(checkoutId);
      const answer = this.answers.get(checkoutId);
      if (!answer) return this.error(response, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
      if (answer.kind === 'down') return this.error(response, 503, '503.001.01', 'Service Unavailable');
      if (answer.kind === 'processing')
        return this.error(response, 500, '500.001.1001', 'The transaction is being processed');
      const push = this.pushes.find((p) => p.checkoutId === checkoutId);
      return this.send(response, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push?.merchantRequestId ?? '',
        CheckoutRequestID: checkoutId,
        ResultCode: String(answer.code),
        ResultDesc: answer.desc,
      });
    }
    return this.error(response, 404, '404.001.01', 'Resource not found');
  }

  /** The callback Daraja posts for a push: success with its metadata, or a failure code. */
  callback(
    push: Pick<StkPush, 'checkoutId' | 'merchantRequestId'>,
    code: number,
    desc: string,
    meta?: { amount: number; receipt: string; phone: string },
  ) {
    const stkCallback: Record<string, unknown> = {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutId,
      ResultCode: code,
      ResultDesc: desc,
    };
    if (code === 0 && meta) {
      stkCallback.CallbackMetadata = {
        Item: [
          { Name: 'Amount', Value: meta.amount },
          { Name: 'MpesaReceiptNumber', Value: meta.receipt },
          { Name: 'Balance' },
          { Name: 'TransactionDate', Value: 20261127101530 },
          { Name: 'PhoneNumber', Value: Number(meta.phone) },
        ],
      };
    }
    return { Body: { stkCallback } };
  }
}
