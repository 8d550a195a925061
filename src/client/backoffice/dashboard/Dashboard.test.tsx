import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardData } from '../../../shared/contracts/dashboard.js';
import Dashboard from '../Dashboard.js';
import { backofficeSwahiliMessages, englishShown } from '../swahiliTesting.js';
import { json, renderBackoffice, signInAs, stubApi } from '../testing.js';

const TODAY = '2026-11-25';

function serve(data: Partial<DashboardData>) {
  return stubApi((call) => {
    if (call.path === '/api/dashboard')
      return json(200, { data: { today: TODAY, blocks: Object.keys(data), ...data } });
    if (call.path === '/api/dashboard/today') return json(200, { data: { weddingsToday: [], recentActivity: [] } });
    return undefined;
  });
}

beforeEach(() => {
  // The charts measure their box; jsdom has no layout.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the dashboard page', () => {
  it("shows finance the money in words and links today's failed payments to the filtered transactions", async () => {
    signInAs('FINANCE', null);
    serve({
      revenue: {
        currency: 'KES',
        today: 3300,
        thisMonth: 1234567.5,
        paymentsToday: 2,
        byService: [{ serviceCode: 'MARRIAGE_NOTICE', amount: 1234567.5, payments: 3 }],
      },
      failedPayments: {
        today: 1,
        thisMonth: 4,
        latest: [
          {
            id: 'p1',
            reference: 'MN-2026-000001',
            serviceCode: 'MARRIAGE_NOTICE',
            amount: 550,
            currency: 'KES',
            failureReason: 'Your card was declined',
            payerName: 'Wanjiku Kamau',
            createdAt: '2026-11-25T07:05:00.000Z',
          },
        ],
      },
    });
    renderBackoffice(<Dashboard />);
    expect(await screen.findByTestId('revenue-today')).toHaveTextContent('KES 3,300.00');
    expect(screen.getByTestId('revenue-month')).toHaveTextContent('KES 1,234,567.50');
    expect(screen.getByText('2 payments today')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Revenue by service this month/ });
    expect(within(table).getByRole('row', { name: 'Notice of marriage KES 1,234,567.50' })).toBeInTheDocument();
    expect(screen.getByTestId('failed-today')).toHaveTextContent('1');
    expect(screen.getByTestId('failed-month')).toHaveTextContent('4');
    const filter = encodeURIComponent(JSON.stringify({ status: 'FAILED', from: TODAY, to: TODAY }));
    expect(screen.getByRole('link', { name: "Open today's failed payments" })).toHaveAttribute(
      'href',
      `/backoffice/billing/transactions?filter=${filter}`,
    );
    expect(screen.getByRole('link', { name: 'MN-2026-000001 · KES 550.00 · Wanjiku Kamau' })).toBeInTheDocument();
    expect(screen.getByText('25-11-2026 10:05 · Your card was declined')).toBeInTheDocument();
    expect(screen.queryByTestId(/^queue-/)).toBeNull();
  });

  it('issue 20 #11: names the staff member\'s district, never its code, and "national" for national staff', async () => {
    signInAs('OFFICER', '047');
    serve({});
    const { unmount } = renderBackoffice(<Dashboard />);
    expect(await screen.findByTestId('staff-district')).toHaveTextContent('District: Nairobi');
    expect(screen.queryByText(/\b047\b/)).toBeNull();
    unmount();
    signInAs('DIRECTOR', null);
    renderBackoffice(<Dashboard />);
    expect(await screen.findByTestId('staff-district')).not.toHaveTextContent(/\d{3}/);
  });

  it('shows the officer the queues and the oldest overdue application, linked', async () => {
    signInAs('OFFICER');
    serve({
      queues: [{ section: 'marital-status', stage: 'OFFICER', waiting: 7, claimedByMe: 1, overdue: 2 }],
      overdue: {
        total: 2,
        oldest: [
          {
            id: 'a1',
            reference: 'MSL-2026-000001',
            serviceCode: 'MARITAL_STATUS_LETTER',
            section: 'marital-status',
            status: 'Submitted',
            slaDueAt: '2026-11-20T20:59:59.999Z',
          },
        ],
      },
    });
    renderBackoffice(<Dashboard />);
    expect(await screen.findByTestId('queue-marital-status')).toHaveTextContent('7');
    expect(screen.getByText('2 overdue')).toBeInTheDocument();
    expect(screen.getByTestId('overdue-total')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'MSL-2026-000001' })).toHaveAttribute(
      'href',
      '/backoffice/marital-status/details/a1',
    );
    expect(screen.getByText('Marital status letter · due 20-11-2026')).toBeInTheDocument();
  });

  it('shows the administrator accounts and settings changes in words', async () => {
    signInAs('ADMIN', null);
    serve({
      accounts: {
        byType: [
          { accountType: 'INDIVIDUAL', count: 12 },
          { accountType: 'BACKOFFICE', count: 7 },
        ],
        staffByRole: [{ staffRole: 'FINANCE', count: 2 }],
        locked: {
          count: 1,
          latest: [
            {
              id: 'u1',
              name: 'Peter Otieno',
              accountType: 'INDIVIDUAL',
              staffRole: null,
              districtName: null,
              at: '2026-11-25T09:00:00.000Z',
            },
          ],
        },
        invited: {
          count: 1,
          latest: [
            {
              id: 'u2',
              name: 'Ann Chebet',
              accountType: 'BACKOFFICE',
              staffRole: 'OFFICER',
              districtName: 'Nakuru',
              at: '2026-11-24T06:00:00.000Z',
            },
          ],
        },
      },
      settingsChanges: [
        {
          id: 9,
          at: '2026-11-24T12:30:00.000Z',
          action: 'settings.updated',
          table: 'marriage-rooms',
          actorName: 'Grace Muthoni',
        },
      ],
    });
    renderBackoffice(<Dashboard />);
    expect(await screen.findByTestId('accounts-INDIVIDUAL')).toHaveTextContent('12');
    expect(screen.getByText('Citizens and residents')).toBeInTheDocument();
    expect(screen.getByTestId('staff-FINANCE')).toHaveTextContent('2');
    expect(screen.getByText('Finance officer')).toBeInTheDocument();
    expect(screen.getByText('locked until 25-11-2026 12:00')).toBeInTheDocument();
    expect(screen.getByText('Registration officer · Nakuru · invited 24-11-2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Marriage rooms · changed' })).toHaveAttribute(
      'href',
      '/backoffice/settings/marriage-rooms',
    );
    expect(screen.getByText('24-11-2026 15:30 · Grace Muthoni')).toBeInTheDocument();
  });

  it('gives the trend chart a table of its twelve months', async () => {
    signInAs('REGISTRAR_GENERAL', null);
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `20${i < 1 ? '25-12' : `26-${String(i).padStart(2, '0')}`}`,
      received: i,
      decided: i > 0 ? i - 1 : 0,
      licencesIssued: 1,
    }));
    serve({ trend: months, licences: { issuedThisMonth: 3, inForce: 9 } });
    renderBackoffice(<Dashboard />);
    const table = await screen.findByRole('table', { name: /The last twelve months/ });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(table).getByRole('row', { name: 'Dec 2025 0 0 1' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Nov 2026 11 10 1' })).toBeInTheDocument();
    expect(screen.getByTestId('licences-in-force')).toHaveTextContent('9');
  });

  it('in Swahili: the blocks, their lines, the chart and its table speak Swahili', async () => {
    signInAs('ADMIN', null);
    const months = Array.from({ length: 12 }, (_, i) => ({
      month: `20${i < 1 ? '25-12' : `26-${String(i).padStart(2, '0')}`}`,
      received: i,
      decided: i > 0 ? i - 1 : 0,
      licencesIssued: 1,
    }));
    serve({
      accounts: {
        byType: [
          { accountType: 'INDIVIDUAL', count: 12 },
          { accountType: 'BACKOFFICE', count: 7 },
        ],
        staffByRole: [{ staffRole: 'FINANCE', count: 2 }],
        locked: {
          count: 1,
          latest: [
            {
              id: 'u1',
              name: 'Peter Otieno',
              accountType: 'INDIVIDUAL',
              staffRole: null,
              districtName: null,
              at: '2026-11-25T09:00:00.000Z',
            },
          ],
        },
        invited: {
          count: 1,
          latest: [
            {
              id: 'u2',
              name: 'Ann Chebet',
              accountType: 'BACKOFFICE',
              staffRole: 'OFFICER',
              districtName: 'Nakuru',
              at: '2026-11-24T06:00:00.000Z',
            },
          ],
        },
      },
      settingsChanges: [
        {
          id: 9,
          at: '2026-11-24T12:30:00.000Z',
          action: 'settings.updated',
          table: 'marriage-rooms',
          actorName: 'Grace Muthoni',
        },
      ],
      trend: months,
      licences: { issuedThisMonth: 3, inForce: 9 },
    });
    const { container } = renderBackoffice(<Dashboard />, { swahili: backofficeSwahiliMessages });
    expect(await screen.findByText('Raia na wakazi')).toBeInTheDocument();
    expect(screen.getByText('Afisa wa fedha')).toBeInTheDocument();
    expect(screen.getByText('imefungwa hadi 25-11-2026 12:00')).toBeInTheDocument();
    expect(screen.getByText('Afisa wa usajili · Nakuru · alialikwa 24-11-2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kumbi za ndoa · imebadilishwa' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Miezi kumi na miwili iliyopita/ });
    expect(within(table).getByRole('row', { name: 'Des 2025 0 0 1' })).toBeInTheDocument();
    expect(englishShown(container)).toEqual([]);
  }, 30_000);
});
