import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en.js';
import { PaymentSuccess } from './PaymentSuccess.js';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [{ locale: 'en', name: 'English' }]);

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('PaymentSuccess', () => {
  it('shows when the payment was made as the receipt prints it: Nairobi dd-mm-yyyy HH:mm, whatever the browser’s zone', async () => {
    // The unit tests run in New York (tests/setup/unit.ts): 22:30 UTC is 17:30 on the 22nd there, 01:30 on the 23rd in Nairobi.
    expect(process.env.TZ).toBe('America/New_York');
    expect(new Date('2026-11-22T22:30:00Z').getHours()).toBe(17);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url !== '/api/payments/receipts/RCT-2026-000007') throw new Error(`unexpected ${url}`);
        return json({
          data: {
            status: 'SUCCEEDED',
            message: 'Payment received.',
            paymentId: 'p1',
            checkoutId: 'cs_1',
            applicationId: 'a1',
            reference: 'RS-2026-000001',
            serviceCode: 'REGISTER_SEARCH',
            invoiceNumber: 'INV-RS-2026-000001',
            amount: 550,
            currency: 'KES',
            receiptNumber: 'RCT-2026-000007',
            documentId: null,
            paidAt: '2026-11-22T22:30:00.000Z',
            cardLast4: '4242',
          },
        });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nContextProvider value={i18n}>
          <MemoryRouter initialEntries={['/user/payment-success?receipt=RCT-2026-000007']}>
            <PaymentSuccess area="user" />
          </MemoryRouter>
        </I18nContextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('paid-at')).toHaveTextContent(/^23-11-2026 01:30$/);
  });

  it('names M-Pesa and its receipt number for an M-Pesa payment', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<() => Promise<Response>>(async () =>
        json({
          data: {
            status: 'SUCCEEDED',
            message: 'Payment received.',
            paymentId: 'p1',
            checkoutId: 'ws_CO_1',
            applicationId: 'a1',
            reference: 'RS-2026-000001',
            serviceCode: 'REGISTER_SEARCH',
            invoiceNumber: 'INV-RS-2026-000001',
            amount: 550,
            currency: 'KES',
            receiptNumber: 'RCT-2026-000008',
            documentId: null,
            paidAt: '2026-11-22T22:30:00.000Z',
            cardLast4: null,
            gateway: 'MPESA',
            gatewayReceipt: 'TKR4ABC123',
          },
        }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <I18nContextProvider value={i18n}>
          <MemoryRouter initialEntries={['/user/payment-success?receipt=RCT-2026-000008']}>
            <PaymentSuccess area="user" />
          </MemoryRouter>
        </I18nContextProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('paid-with')).toHaveTextContent('M-Pesa, receipt TKR4ABC123');
  });
});
