import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backofficeSwahiliMessages, englishShown } from '../swahiliTesting.js';
import { eachTestAs, json, renderBackoffice, stubApi, type Call } from '../testing.js';
import ReportsPage from './ReportsPage.js';

const filters = { from: '2025-11-26', to: '2026-11-25', district: '047', districtName: 'Nairobi', period: 'month' };

/** One answer per report, each with figures in two months, so that every table, chart and summary shows. */
const ANSWERS: Record<string, unknown> = {
  applications: {
    filters,
    rows: [
      {
        period: '2026-10-01',
        serviceCode: 'MARRIAGE_NOTICE',
        serviceName: 'Notice of marriage',
        status: 'Approved',
        count: 3,
      },
      {
        period: '2026-11-01',
        serviceCode: 'MARRIAGE_NOTICE',
        serviceName: 'Notice of marriage',
        status: 'Rejected',
        count: 1,
      },
    ],
    totals: {
      count: 4,
      byStatus: [
        { status: 'Approved', count: 3 },
        { status: 'Rejected', count: 1 },
      ],
      byService: [{ serviceCode: 'MARRIAGE_NOTICE', serviceName: 'Notice of marriage', count: 4 }],
    },
  },
  'processing-times': {
    filters,
    rows: [
      {
        serviceCode: 'MARRIAGE_NOTICE',
        serviceName: 'Notice of marriage',
        stage: 'OFFICER',
        completed: 4,
        averageDays: 1.5,
        slaDays: 3,
        overSla: 1,
      },
    ],
    totals: {
      completed: 4,
      overSla: 1,
      averageDays: 1.5,
      byStage: [{ stage: 'OFFICER', completed: 4, averageDays: 1.5, overSla: 1 }],
    },
  },
  marriages: {
    filters,
    rows: [
      { period: '2026-10-01', district: '047', districtName: 'Nairobi', count: 2 },
      { period: '2026-11-01', district: '047', districtName: 'Nairobi', count: 5 },
    ],
    totals: {
      count: 7,
      byDistrict: [{ district: '047', districtName: 'Nairobi', count: 7 }],
      byPeriod: [
        { period: '2026-10-01', count: 2 },
        { period: '2026-11-01', count: 5 },
      ],
    },
  },
  revenue: {
    filters,
    rows: [
      {
        period: '2026-11-01',
        serviceCode: 'MARRIAGE_NOTICE',
        serviceName: 'Notice of marriage',
        taxHeadCode: 'MARRIAGE_FEES',
        taxHeadName: 'Marriage fees',
        amount: 3300,
        currency: 'KES',
      },
    ],
    totals: {
      amount: 3300,
      currency: 'KES',
      payments: 1,
      failedPayments: 2,
      byTaxHead: [{ taxHeadCode: 'MARRIAGE_FEES', taxHeadName: 'Marriage fees', amount: 3300 }],
      byService: [{ serviceCode: 'MARRIAGE_NOTICE', serviceName: 'Notice of marriage', amount: 3300, payments: 1 }],
    },
  },
};

const answer = (call: Call) => {
  const name = call.path.replace('/api/reports/', '');
  return call.path.startsWith('/api/reports/') && ANSWERS[name] ? json(200, { data: ANSWERS[name] }) : undefined;
};

eachTestAs('DIRECTOR');

describe('the reports page in Swahili', () => {
  it('shows every report, its tables, charts and summaries with none of the back office’s English words', async () => {
    stubApi(answer);
    const { container } = renderBackoffice(<ReportsPage />, {
      at: '/backoffice/reports',
      swahili: backofficeSwahiliMessages,
    });
    const revenue = await screen.findByRole('region', { name: 'Mapato kwa kifungu cha kodi na kwa huduma' });
    expect(await within(revenue).findByText('KES 3,300.00 kutoka malipo 1 (2 yalishindwa)')).toBeInTheDocument();
    expect(await screen.findByText('Ndoa 7')).toBeInTheDocument();
    expect(screen.getAllByText('Oktoba 2026').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Ripoti' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pakua ripoti ya / })).toHaveLength(4);
    expect(englishShown(container)).toEqual([]);
  }, 30_000);

  it('the same page in English shows the words the check looks for (so the check can fail)', async () => {
    stubApi(answer);
    const { container } = renderBackoffice(<ReportsPage />, { at: '/backoffice/reports' });
    expect(await screen.findByText('KES 3,300.00 from 1 payments (2 failed)')).toBeInTheDocument();
    await screen.findByText('7 marriages');
    expect(englishShown(container)).toEqual(
      expect.arrayContaining(['Reports', 'Download CSV', 'Marriages registered per district']),
    );
  }, 30_000);
});
