import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TodayPanel } from './TodayPanel.js';
import { json, renderBackoffice, signInAs, stubApi } from './testing.js';

afterEach(() => localStorage.clear());

describe('the recent activity of the back-office home', () => {
  it("says each step in words and links each application to its own section's page", async () => {
    signInAs('OFFICER', null);
    stubApi((call) =>
      call.path === '/api/dashboard/today'
        ? json(200, {
            data: {
              weddingsToday: [],
              recentActivity: [
                {
                  at: '2026-11-25T07:05:00.000Z',
                  action: 'request-corrections',
                  reference: 'DV-2026-000016',
                  applicationId: 'a1',
                  serviceCode: 'DIVORCE_RETURN',
                  actorName: 'Mercy Atieno',
                },
                {
                  at: '2026-11-25T07:00:00.000Z',
                  action: 'claim',
                  reference: 'MN-2026-000004',
                  applicationId: 'a2',
                  serviceCode: 'MARRIAGE_NOTICE',
                  actorName: 'Mercy Atieno',
                },
                {
                  at: '2026-11-25T06:55:00.000Z',
                  action: 'some-future-step',
                  reference: 'MN-2026-000005',
                  applicationId: 'a3',
                  serviceCode: 'MARRIAGE_NOTICE',
                  actorName: null,
                },
              ],
            },
          })
        : undefined,
    );
    renderBackoffice(<TodayPanel />);
    const list = await screen.findByTestId('recent-activity');
    const items = await within(list).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'DV-2026-000016 · Corrections requested',
      'MN-2026-000004 · Claimed',
      'MN-2026-000005 · Step taken',
    ]);
    expect(within(items[0]).getByRole('link', { name: 'DV-2026-000016' })).toHaveAttribute(
      'href',
      '/backoffice/divorce-returns/details/a1',
    );
    expect(within(items[1]).getByRole('link', { name: 'MN-2026-000004' })).toHaveAttribute(
      'href',
      '/backoffice/marriage-registrations/details/a2',
    );
  });
});
