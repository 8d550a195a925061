import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderInPortal } from '../components/testing.js';
import { SERVICE_MESSAGES } from '../services/messages.js';
import { SERVICE_MESSAGES_SW } from '../services/messages.sw.js';
import ServicesList from './ServicesList.js';

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

function institution(type: 'CHURCH' | 'COURT') {
  localStorage.setItem('profile', JSON.stringify({
    id: 'u-1', accountType: 'ORGANIZATION', firstName: 'Lucy', lastName: 'Chepkoech', email: 'church@demo.test', phone: '+254733100002', refreshToken: 'r',
    organisation: { id: 'o-1', name: 'St. Andrew\'s', type, verification: 'VERIFIED', licensed: true },
  }));
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
  return cards.map((card) => ({ card: card.getAttribute('aria-labelledby'), button: within(card).getByRole('link').textContent }));
}

describe('ServicesList', () => {
  it('issue 20 #1: every card\'s button says what that service does, for citizens and institutions', async () => {
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
