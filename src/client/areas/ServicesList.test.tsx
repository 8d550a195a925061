import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderInPortal } from '../components/testing.js';
import { SERVICE_MESSAGES, SERVICE_MESSAGES_SW } from '../services/messages.js';
import { dataProvider } from '../providers/dataProvider.js';
import ServicesList from './ServicesList.js';

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

function institution(type: 'CHURCH' | 'COURT') {
  localStorage.setItem(
    'profile',
    JSON.stringify({
      id: 'u-1',
      accountType: 'ORGANIZATION',
      firstName: 'Lucy',
      lastName: 'Chepkoech',
      email: 'church@demo.test',
      phone: '+254733100002',
      refreshToken: 'r',
      organisation: { id: 'o-1', name: "St. Andrew's", type, verification: 'VERIFIED', licensed: true },
    }),
  );
}

beforeEach(() => {
  fetchMock.mockResolvedValue(json(200, { data: [] }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

/** Each card's one button, by the card's heading. */
async function buttonsOfCards() {
  const cards = await screen.findAllByRole('article');
  return cards.map((card) => ({
    card: card.getAttribute('aria-labelledby'),
    button: within(card).getByRole('link').textContent,
  }));
}

describe('ServicesList', () => {
  it("issue 20 #1: every card's button says what that service does, for citizens and institutions", async () => {
    const { unmount } = renderInPortal(<ServicesList accountType="INDIVIDUAL" />, '/user/services/list');
    const citizen = await buttonsOfCards();
    expect(citizen.length).toBeGreaterThan(3);
    for (const { card, button } of citizen) {
      const code = card!.replace('service-card-', '') as keyof typeof SERVICE_MESSAGES;
      expect(button).toBe(SERVICE_MESSAGES[code].start);
    }
    expect(new Set(citizen.map((c) => c.button)).size).toBe(citizen.length);
    unmount();

    institution('CHURCH');
    renderInPortal(<ServicesList accountType="ORGANIZATION" />, '/institution/services/list');
    const church = await buttonsOfCards();
    expect(church.length).toBeGreaterThan(1);
    expect(church.map((c) => c.button)).not.toContain(SERVICE_MESSAGES.MARRIAGE_NOTICE.start);
    expect(new Set(church.map((c) => c.button)).size).toBe(church.length);
  });

  it('issue 20 #6: a service with a draft continues that draft instead of starting another', async () => {
    fetchMock.mockImplementation(async (url: string) =>
      url.startsWith('/api/applications')
        ? json(
            200,
            [
              {
                id: 'draft-7',
                reference: 'MSL-2026-000007',
                serviceCode: 'MARITAL_STATUS_LETTER',
                status: 'Draft',
                createdAt: '2026-11-20T07:00:00.000Z',
                updatedAt: '2026-11-21T07:00:00.000Z',
              },
            ],
            { 'content-range': 'applications 0-0/1' },
          )
        : json(200, { data: [] }),
    );
    renderInPortal(<ServicesList accountType="INDIVIDUAL" />, '/user/services/list', { dataProvider });
    const card = await screen.findByRole('article', { name: SERVICE_MESSAGES.MARITAL_STATUS_LETTER.name });
    const link = await within(card).findByRole('link', { name: 'Continue your draft MSL-2026-000007' });
    expect(link.getAttribute('href')).toMatch(/\/user\/services\/form-marital-status\/draft-7\?step=1$/);
    expect(within(card).getByText(/You started an application on 20-11-2026/)).toBeInTheDocument();
    // A second application of the service stays possible, second.
    expect(
      within(card)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Continue your draft MSL-2026-000007', SERVICE_MESSAGES.MARITAL_STATUS_LETTER.start]);
    // The other cards start their service.
    const notice = screen.getByRole('article', { name: SERVICE_MESSAGES.MARRIAGE_NOTICE.name });
    expect(within(notice).getByRole('link')).toHaveTextContent(SERVICE_MESSAGES.MARRIAGE_NOTICE.start);
    const asked = fetchMock.mock.calls
      .map(([url]) => decodeURIComponent(url))
      .find((url) => url.startsWith('/api/applications'));
    expect(asked).toContain('"status":"Draft"');
  });

  it('issue 20 #13: a court is not offered marriage registration (nor returns of marriages it never celebrates)', async () => {
    institution('COURT');
    renderInPortal(<ServicesList accountType="ORGANIZATION" />, '/institution/services/list');
    const court = (await buttonsOfCards()).map((c) => c.card);
    expect(court).toContain('service-card-DIVORCE_RETURN');
    expect(court).not.toContain('service-card-INSTITUTION_MARRIAGE');
    expect(court).not.toContain('service-card-MARRIAGE_RETURN');
  });

  it('issue 20 #1: the Swahili buttons are as many and as distinct as the services', () => {
    const sw = Object.values(SERVICE_MESSAGES_SW).map((m) => m.start);
    expect(sw).toHaveLength(Object.keys(SERVICE_MESSAGES).length);
    expect(new Set(sw).size).toBe(sw.length);
    expect(sw).not.toContain(SERVICE_MESSAGES_SW.MARRIAGE_NOTICE.description);
  });
});
