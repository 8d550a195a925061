import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatisticsInput } from '../../../shared/contracts/statistics.js';
import { backofficeSwahiliMessages, englishShown } from '../swahiliTesting.js';
import { eachTestAs, json, renderBackoffice, signInAs, stubApi, type Call } from '../testing.js';
import StatisticsPage from './StatisticsPage.js';

const grid = (counts: number[]) => ({
  rows: [{ county: '047', countyName: 'Nairobi', counts, total: counts.reduce((s, n) => s + n, 0) }],
  totals: counts,
  total: counts.reduce((s, n) => s + n, 0),
});

/** A county's two months: every table with a figure. */
const ANSWER: StatisticsInput = {
  filters: { from: '2026-01', to: '2026-02', months: ['2026-01', '2026-02'], county: '047', countyName: 'Nairobi' },
  marriages: 5,
  divorces: 1,
  byMonthAndCounty: grid([2, 3]),
  byAge: [
    { band: '25_29', women: 3, men: 2, notStated: 0 },
    { band: 'NOT_STATED', women: 0, men: 0, notStated: 2 },
  ],
  byPreviousStatus: [
    { status: 'NEVER_MARRIED', women: 3, men: 3, notStated: 1 },
    { status: 'WIDOWED', women: 0, men: 0, notStated: 1 },
  ],
  byCeremony: [
    { ceremony: 'CIVIL', count: 2 },
    { ceremony: 'CHRISTIAN', count: 3 },
  ],
  byDenomination: [
    { denomination: 'Anglican Church of Kenya', count: 2 },
    { denomination: null, count: 1 },
  ],
  byPlace: [
    { place: 'REGISTRY', count: 2 },
    { place: 'PLACE_OF_WORSHIP', count: 3 },
  ],
  timeliness: [
    { band: 'WITHIN_30_DAYS', count: 4 },
    { band: 'LATE', count: 1 },
    { band: 'DELAYED', count: 0 },
  ],
  divorcesByDuration: grid([0, 1, 0, 0, 0, 0, 0]),
  rates: {
    rows: [
      {
        county: '047',
        countyName: 'Nairobi',
        marriages: 5,
        population: 4397073,
        populationYear: 2019,
        perThousand: 0.01,
      },
    ],
    population: 4397073,
    perThousand: 0.01,
  },
};

const answer = (call: Call) => (call.path === '/api/statistics' ? json(200, { data: ANSWER }) : undefined);

eachTestAs('REGISTRAR_GENERAL');

describe('the vital statistics page', () => {
  it('shows every table in words, never a code, with the months named', async () => {
    stubApi(answer);
    const { container } = renderBackoffice(<StatisticsPage />, { at: '/backoffice/statistics' });
    expect(await screen.findByText('Nairobi: From January 2026 to February 2026')).toBeInTheDocument();
    expect(screen.getByText('Marriages: 5. Divorces: 1.')).toBeInTheDocument();
    // The empty choice says what it is.
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('The last twelve months');
    const ceremony = screen.getByRole('table', { name: 'Marriages by type of ceremony' });
    expect(within(ceremony).getByRole('cell', { name: 'Religious: Christian' })).toBeInTheDocument();
    expect(within(ceremony).getByRole('cell', { name: '60 %' })).toBeInTheDocument();
    const months = screen.getByRole('table', { name: 'Marriages by month and county' });
    expect(within(months).getByRole('columnheader', { name: 'Jan 2026' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Denomination not stated' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: '1 to 4 years' })).toBeInTheDocument();
    expect(screen.getAllByRole('cell', { name: '4,397,073' })).toHaveLength(2);
    expect(container.textContent).not.toMatch(/NEVER_MARRIED|PLACE_OF_WORSHIP|WITHIN_30_DAYS|CHRISTIAN|2026-01/);
    expect(englishShown(container)).toEqual(expect.arrayContaining(['Vital statistics of marriage and divorce']));
  }, 30_000);

  it('in Swahili, with none of the back office’s English words', async () => {
    stubApi(answer);
    const { container } = renderBackoffice(<StatisticsPage />, {
      at: '/backoffice/statistics',
      swahili: backofficeSwahiliMessages,
    });
    expect(await screen.findByText('Nairobi: Kuanzia Januari 2026 hadi Februari 2026')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ya kidini: Kikristo' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Ndani ya siku 30' })).toBeInTheDocument();
    expect(englishShown(container)).toEqual([]);
  }, 30_000);

  it('tells an officer the statistics are not theirs', async () => {
    stubApi(answer);
    signInAs('OFFICER');
    renderBackoffice(<StatisticsPage />, { at: '/backoffice/statistics' });
    expect(
      await screen.findByText(
        'The vital statistics are for the Registrar General, the minister and the administrator.',
      ),
    ).toBeInTheDocument();
  }, 30_000);
});
