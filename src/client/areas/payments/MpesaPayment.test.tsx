import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en.js';
import { MpesaPayment } from './MpesaPayment.js';

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [{ locale: 'en', name: 'English' }], {
  onMissingKey: (key: string) => {
    throw new Error(`Missing translation for "${key}"`);
  },
});

const outcome = (status: 'PENDING' | 'SUCCEEDED' | 'FAILED', message: string) => ({
  status,
  message,
  paymentId: 'p1',
  checkoutId: 'ws_CO_1',
  applicationId: 'a1',
  reference: 'RS-2026-000001',
  serviceCode: 'REGISTER_SEARCH',
  invoiceNumber: 'INV-RS-2026-000001',
  amount: 550,
  currency: 'KES',
  receiptNumber: status === 'SUCCEEDED' ? 'RCT-2026-000009' : null,
  documentId: null,
  paidAt: null,
  cardLast4: null,
  gateway: 'MPESA',
  gatewayReceipt: null,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nContextProvider value={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/user/mpesa-payment/:paymentId" element={<MpesaPayment area="user" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nContextProvider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MpesaPayment', () => {
  it('asks the payer to check the phone while the payment is pending', async () => {
    const fetchMock = vi.fn<(url: string) => Promise<Response>>(async (url) => {
      if (url === '/api/payments/p1/status') return json({ data: outcome('PENDING', 'Waiting') });
      throw new Error(`unexpected ${url}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt('/user/mpesa-payment/p1');
    expect(await screen.findByText('Check your phone…')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/payments/p1/status', expect.anything());
  });

  it('goes to the receipt once M-Pesa confirmed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<() => Promise<Response>>(async () => json({ data: outcome('SUCCEEDED', 'Payment received.') })),
    );
    renderAt('/user/mpesa-payment/p1');
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/user/payment-success?receipt=RCT-2026-000009'),
    );
  });

  it('shows why it failed, in words, with a way to try again', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<() => Promise<Response>>(async () =>
        json({ data: outcome('FAILED', 'You cancelled the M-Pesa payment on your phone; nothing was taken') }),
      ),
    );
    renderAt('/user/mpesa-payment/p1');
    expect(await screen.findByTestId('payment-failure')).toHaveTextContent(
      'You cancelled the M-Pesa payment on your phone; nothing was taken',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
