import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nContextProvider } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en.js';
import { CardPaymentComplete } from './CardPaymentComplete.js';

const leave = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../../components/payments/leaveForGateway.js', () => ({ leaveForGateway: leave }));

const i18n = polyglotI18nProvider(() => ({ ...englishMessages, ...en }), 'en', [{ locale: 'en', name: 'English' }], {
  onMissingKey: (key: string) => {
    throw new Error(`Missing translation for "${key}"`);
  },
});

const outcome = (status: 'SUCCEEDED' | 'FAILED', extra: Record<string, unknown> = {}) => ({
  status,
  message: status === 'FAILED' ? 'Your card was declined' : 'Payment received.',
  paymentId: 'p1',
  checkoutId: 'cs_1',
  applicationId: 'a1',
  reference: 'RS-2026-000001',
  serviceCode: 'REGISTER_SEARCH',
  invoiceNumber: 'INV-RS-2026-000001',
  amount: 550,
  currency: 'KES',
  receiptNumber: status === 'SUCCEEDED' ? 'RCT-2026-000007' : null,
  documentId: null,
  paidAt: null,
  cardLast4: '4242',
  ...extra,
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nContextProvider value={i18n}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="/user/card-payment/complete" element={<CardPaymentComplete area="user" />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </MemoryRouter>
      </I18nContextProvider>
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const RETURN =
  '/user/card-payment/complete?checkoutId=cs_1&status=FAILED&amount=550.00&cardLast4=0002&reason=Your+card+was+declined&signature=abc';

afterEach(() => {
  vi.unstubAllGlobals();
  leave.mockReset();
});

describe('CardPaymentComplete', () => {
  it('hands the signed query to the registry and shows a decline with a "Try again" that opens a new checkout', async () => {
    const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(async (url, init) => {
      if (url === '/api/payments/confirm') return json({ data: outcome('FAILED') });
      if (url === '/api/payments/checkout')
        return json(
          {
            data: {
              paymentId: 'p2',
              redirectUrl: '/sandbox-gateway/checkout/cs_2',
              checkoutId: 'cs_2',
              amount: 550,
              currency: 'KES',
            },
          },
          201,
        );
      throw new Error(`unexpected ${url} ${init?.method}`);
    });
    vi.stubGlobal('fetch', fetchMock);
    renderAt(RETURN);
    expect(await screen.findByText('Your card was declined')).toBeInTheDocument();
    expect(screen.getByText('The payment did not go through')).toBeInTheDocument();
    const sent = JSON.parse(String(fetchMock.mock.calls[0][1]?.body));
    expect(sent).toEqual({
      checkoutId: 'cs_1',
      status: 'FAILED',
      amount: '550.00',
      cardLast4: '0002',
      reason: 'Your card was declined',
      signature: 'abc',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/sandbox-gateway/checkout/cs_2'));
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ applicationId: 'a1' });
  });

  it('goes to the payment-success page with the receipt number when the payment succeeded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<() => Promise<Response>>(async () => json({ data: outcome('SUCCEEDED') })),
    );
    renderAt(RETURN.replace('FAILED', 'SUCCEEDED'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/user/payment-success?receipt=RCT-2026-000007');
  });

  it('says what went wrong when the query is incomplete or the registry refuses it', async () => {
    const fetchMock = vi.fn<() => Promise<Response>>(async () =>
      json({ statusCode: 400, error: 'Bad Request', message: 'The payment confirmation is not genuine' }, 400),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { unmount } = renderAt('/user/card-payment/complete?checkoutId=cs_1');
    expect(screen.getByText(/This page needs the answer of the payment page/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
    renderAt(RETURN);
    expect(await screen.findByText('The payment confirmation is not genuine')).toBeInTheDocument();
  });
});
