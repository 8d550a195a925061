import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceEntry } from '../../shared/contracts/prices.js';
import { json, renderInPortal } from '../components/testing.js';
import { PriceList } from './PriceList.js';

const NOTICE: PriceEntry = {
  code: 'MARRIAGE_NOTICE',
  name: 'Notice of marriage',
  description: 'Give notice.',
  audience: ['INDIVIDUAL'],
  chain: ['OFFICER'],
  fee: { amount: 3300, currency: 'KES', effectiveFrom: '2026-01-01' },
  taxHeads: [
    { code: 'MARRIAGE_FEES', name: 'Marriage fees', percentage: 95, amount: 3135 },
    { code: 'CONVENIENCE_FEE', name: 'Convenience fee', percentage: 5, amount: 165 },
  ],
  billables: [
    {
      code: 'EXTRA_MARRIAGE_CERTIFICATE',
      name: 'Extra copy of the marriage certificate',
      amount: 1050,
      maxQuantity: 4,
    },
  ],
};
const RETURNS: PriceEntry = {
  ...NOTICE,
  code: 'MARRIAGE_RETURN',
  name: 'Marriage returns',
  audience: ['ORGANIZATION'],
  fee: { amount: 0, currency: 'KES', effectiveFrom: '2026-01-01' },
  billables: [],
};
const SEARCH: PriceEntry = {
  ...NOTICE,
  code: 'REGISTER_SEARCH',
  name: 'Register search',
  chain: ['OFFICER', 'DIRECTOR'],
  fee: null,
  billables: [],
};

const fetchMock = vi.fn<(url: string) => Promise<Response>>();
/** Money as the screen reader reads it: Intl puts a no-break space after the currency code. */
const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

function renderList() {
  return renderInPortal(<PriceList />, '/');
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PriceList', () => {
  it('shows each service with its fee in KES, who applies, who approves and its extras', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [NOTICE, RETURNS, SEARCH] }));
    renderList();
    const notice = await screen.findByRole('article', { name: 'Notice of marriage' });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/prices');
    expect(text(within(notice).getByTestId('fee-MARRIAGE_NOTICE'))).toBe('Fee: KES 3,300.00');
    expect(within(notice).getByText('since 01-01-2026')).toBeInTheDocument();
    expect(within(notice).getByText('Citizens and residents')).toBeInTheDocument();
    expect(within(notice).getByText('Registration officer')).toBeInTheDocument();
    expect(within(notice).getByText('Extra copy of the marriage certificate')).toBeInTheDocument();
    expect(text(within(notice).getByText(/KES 1,050.00/))).toBe('KES 1,050.00 · up to 4');

    const returns = screen.getByRole('article', { name: 'Marriage returns' });
    expect(within(returns).getByText('Free of charge')).toBeInTheDocument();
    expect(within(returns).queryByRole('button')).toBeNull();
    const search = screen.getByRole('article', { name: 'Register search' });
    expect(within(search).getByText('Fee not yet set')).toBeInTheDocument();
    expect(within(search).getByText('Director')).toBeInTheDocument();
  });

  it('shows the tax-head split on demand, with the button telling whether it is open', async () => {
    fetchMock.mockResolvedValue(json(200, { data: [NOTICE] }));
    renderList();
    const button = await screen.findByRole('button', { name: 'Show how the fee is split' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'fee-split-MARRIAGE_NOTICE');
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Hide how the fee is split');
    const table = screen.getByRole('table', { name: 'How the fee of Notice of marriage is split into tax heads' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => text(row));
    expect(rows).toEqual(['Tax headShareAmount', 'Marriage fees95%KES 3,135.00', 'Convenience fee5%KES 165.00']);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('says when the list cannot be loaded and offers to try again', async () => {
    fetchMock.mockResolvedValueOnce(json(500, { message: 'Something went wrong on our side. Please try again.' }));
    renderList();
    expect(await screen.findByText(/The price list could not be loaded/)).toBeInTheDocument();
    fetchMock.mockResolvedValueOnce(json(200, { data: [NOTICE] }));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Notice of marriage' })).toBeInTheDocument();
  });
});
