import { describe, expect, it } from 'vitest';
import {
  accountReference,
  darajaPassword,
  darajaTimestamp,
  isPushGateway,
  mpesaFailureMessage,
  MpesaGateway,
  mpesaPhone,
  parseMpesaCallback,
  WHOLE_SHILLINGS_MESSAGE,
} from './mpesa.js';
import { SandboxGateway } from './gateway.js';
import { receiptLines } from './receipt.js';

describe("Daraja's timestamp and password", () => {
  it('writes the timestamp as yyyyMMddHHmmss in Nairobi time, whatever the machine zone (midnight edges)', () => {
    // The unit tests run in America/New_York (tests/setup/unit-zone.ts).
    expect(darajaTimestamp(new Date('2026-11-26T20:59:59Z'))).toBe('20261126235959');
    expect(darajaTimestamp(new Date('2026-11-26T21:00:00Z'))).toBe('20261127000000');
    expect(darajaTimestamp(new Date('2026-12-31T21:00:00Z'))).toBe('20270101000000');
    expect(darajaTimestamp(new Date('2026-12-31T20:59:59.999Z'))).toBe('20261231235959');
    expect(darajaTimestamp(new Date('2028-02-28T21:00:00Z'))).toBe('20280229000000');
    expect(darajaTimestamp(new Date('2026-03-08T07:05:09Z'))).toBe('20260308100509');
  });

  it("is base64(shortcode + passkey + timestamp): Daraja's sandbox example", () => {
    const passkey = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
    expect(darajaPassword('174379', passkey, '20160216165627')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMTYwMjE2MTY1NjI3',
    );
    expect(Buffer.from(darajaPassword('600000', 'key', '20261127000000'), 'base64').toString()).toBe(
      '600000key20261127000000',
    );
  });
});

describe('the M-Pesa phone and account reference', () => {
  it('takes Kenyan mobile numbers in any usual writing as 2547XXXXXXXX / 2541XXXXXXXX', () => {
    expect(mpesaPhone('0712 345 678')).toBe('254712345678');
    expect(mpesaPhone('+254 712-345-678')).toBe('254712345678');
    expect(mpesaPhone('254712345678')).toBe('254712345678');
    expect(mpesaPhone('0110 123 456')).toBe('254110123456');
    expect(mpesaPhone('020 123 4567')).toBeNull(); // a Nairobi landline
    expect(mpesaPhone('+255712345678')).toBeNull(); // Tanzania
    expect(mpesaPhone('07123')).toBeNull();
    expect(mpesaPhone('')).toBeNull();
  });

  it('keeps at most 12 characters of the invoice number, its serial end', () => {
    expect(accountReference('INV-2026-000123')).toBe('NV2026000123');
    expect(accountReference('INV-12')).toBe('INV12');
    expect(accountReference('X'.repeat(40))).toHaveLength(12);
  });
});

describe("Daraja's callback", () => {
  it('reads the result and the metadata items', () => {
    const parsed = parseMpesaCallback({
      Body: {
        stkCallback: {
          MerchantRequestID: '29115-34620561-1',
          CheckoutRequestID: 'ws_CO_191220191020363925',
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: {
            Item: [
              { Name: 'Amount', Value: 550 },
              { Name: 'MpesaReceiptNumber', Value: 'NLJ7RT61SV' },
              { Name: 'Balance' },
              { Name: 'TransactionDate', Value: 20191219102115 },
              { Name: 'PhoneNumber', Value: 254708374149 },
            ],
          },
        },
      },
    });
    expect(parsed).toEqual({
      checkoutId: 'ws_CO_191220191020363925',
      merchantRequestId: '29115-34620561-1',
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 550,
      receipt: 'NLJ7RT61SV',
      transactionDate: '20191219102115',
      phone: '254708374149',
    });
    expect(
      parseMpesaCallback({
        Body: {
          stkCallback: {
            MerchantRequestID: 'm',
            CheckoutRequestID: 'c',
            ResultCode: 1032,
            ResultDesc: 'Request cancelled by user',
          },
        },
      }),
    ).toMatchObject({ resultCode: 1032, amount: null, receipt: null });
    expect(parseMpesaCallback({ Body: {} })).toBeNull();
    expect(parseMpesaCallback('x')).toBeNull();
  });

  it('words the results a payer meets', () => {
    expect(mpesaFailureMessage(1032)).toBe('You cancelled the M-Pesa payment on your phone; nothing was taken');
    expect(mpesaFailureMessage(1037)).toMatch(/could not be reached/);
    expect(mpesaFailureMessage(9999, 'Something odd')).toBe(
      'M-Pesa did not take the payment (Something odd); nothing was taken',
    );
  });
});

describe('MpesaGateway', () => {
  const gateway = new MpesaGateway({
    baseUrl: 'http://127.0.0.1:9',
    consumerKey: 'k',
    consumerSecret: 's',
    shortcode: '174379',
    passkey: 'p',
    callbackToken: 'a'.repeat(30),
    publicUrl: 'https://portal.example/',
  });

  it('is a push gateway with its callback URL on PUBLIC_URL; the sandbox is not', () => {
    expect(isPushGateway(gateway)).toBe(true);
    expect(isPushGateway(new SandboxGateway('x'.repeat(40)))).toBe(false);
    expect(gateway.callbackUrl).toBe(`https://portal.example/api/payments/mpesa/callback/${'a'.repeat(30)}`);
    expect(gateway.callbackTokenMatches('a'.repeat(30))).toBe(true);
    expect(gateway.callbackTokenMatches('a'.repeat(29))).toBe(false);
  });

  it('refuses a fee with cents before asking M-Pesa anything', async () => {
    await expect(
      gateway.pushPayment({
        paymentId: 'p',
        amount: 550.5,
        currency: 'KES',
        merchantReference: 'INV-1',
        description: 'x',
        phone: '254712345678',
      }),
    ).rejects.toThrow(WHOLE_SHILLINGS_MESSAGE);
  });
});

describe('the receipt of an M-Pesa payment', () => {
  it('names M-Pesa and its receipt number', () => {
    const lines = receiptLines({
      receiptNumber: 'RCT-2026-000001',
      invoiceNumber: 'INV-1',
      reference: 'R',
      serviceName: 'S',
      payerName: 'P',
      lines: [],
      amount: 550,
      currency: 'KES',
      paidAt: new Date('2026-11-27T08:00:00Z'),
      cardLast4: null,
      gateway: 'MPESA',
      gatewayReceipt: 'NLJ7RT61SV',
    });
    expect(lines).toContainEqual({ label: 'Paid by', value: 'M-Pesa' });
    expect(lines).toContainEqual({ label: 'M-Pesa receipt number', value: 'NLJ7RT61SV' });
  });
});
