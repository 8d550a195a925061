import { describe, expect, it } from 'vitest';
import { canonicalConfirmation, NotGenuineError, SandboxGateway, sandboxCardOutcome } from './gateway.js';

const gateway = new SandboxGateway('a-test-secret-a-test-secret-a-test-secret');

describe('SandboxGateway', () => {
  it('opens checkouts with unguessable ids on its own relative page', async () => {
    const a = await gateway.createCheckout({
      paymentId: 'p',
      amount: 550,
      currency: 'KES',
      merchantReference: 'INV-1',
      description: 'x',
    });
    const b = await gateway.createCheckout({
      paymentId: 'p',
      amount: 550,
      currency: 'KES',
      merchantReference: 'INV-1',
      description: 'x',
    });
    expect(a.checkoutId).toMatch(/^cs_[a-z0-9]{24}$/);
    expect(a.checkoutId).not.toBe(b.checkoutId);
    expect(a.redirectUrl).toBe(`/sandbox-gateway/checkout/${a.checkoutId}`);
  });

  it('verifies what it signed, also when the amount arrives as a query-string text', () => {
    const signed = gateway.signed({ checkoutId: 'cs_1', status: 'SUCCEEDED', amount: 550, cardLast4: '4242' });
    expect(gateway.verifyConfirmation(signed)).toEqual({
      checkoutId: 'cs_1',
      status: 'SUCCEEDED',
      amount: 550,
      cardLast4: '4242',
    });
    expect(gateway.verifyConfirmation({ ...signed, amount: '550.00' }).amount).toBe(550);
  });

  it('refuses any change to a signed field, another secret, and garbage', () => {
    const signed = gateway.signed({
      checkoutId: 'cs_1',
      status: 'FAILED',
      amount: 550,
      cardLast4: '0002',
      reason: 'Your card was declined',
    });
    for (const tampered of [
      { ...signed, amount: 549.99 },
      { ...signed, status: 'SUCCEEDED' },
      { ...signed, reason: 'ok' },
      { ...signed, cardLast4: '4242' },
      { ...signed, checkoutId: 'cs_2' },
      { ...signed, signature: `${signed.signature[0] === '0' ? '1' : '0'}${signed.signature.slice(1)}` },
      {},
      null,
      'x',
    ]) {
      expect(() => gateway.verifyConfirmation(tampered)).toThrow(NotGenuineError);
    }
    const other = new SandboxGateway('another-secret-another-secret-another');
    expect(() => other.verifyConfirmation(signed)).toThrow('The payment confirmation is not genuine');
  });

  it('signs every field in a fixed order', () => {
    expect(canonicalConfirmation({ checkoutId: 'cs_1', status: 'SUCCEEDED', amount: 1050.5 })).toBe(
      'v1|cs_1|SUCCEEDED|1050.50||',
    );
  });
});

describe('sandbox test cards', () => {
  it('pays with 4242…, declines 4000…0002, knows no other card', () => {
    expect(sandboxCardOutcome('4242 4242 4242 4242')).toEqual({ status: 'SUCCEEDED', cardLast4: '4242' });
    expect(sandboxCardOutcome('4000-0000-0000-0002')).toEqual({
      status: 'FAILED',
      cardLast4: '0002',
      reason: 'Your card was declined',
    });
    expect(sandboxCardOutcome('5555555555554444')).toEqual({ status: 'UNKNOWN_CARD' });
  });
});
