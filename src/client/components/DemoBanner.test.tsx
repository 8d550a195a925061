import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { DemoBanner, PORTAL_STATUS_URL } from './DemoBanner.js';
import { json, renderWithProviders } from './testing.js';

/** Shows "answered" once the banner's question to the API has its answer (same query client). */
function Answered() {
  // Observes the banner's query without asking anything itself.
  const { status } = useQuery({ queryKey: ['portal-status'], enabled: false });
  return status === 'success' ? <p>answered</p> : null;
}

describe('DemoBanner', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the portal is a demonstration while the API says it holds the demo accounts', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { data: { demo: true } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<DemoBanner />, { admin: true, withToasts: false });
    expect(await screen.findByRole('note', { name: 'Demonstration' })).toHaveTextContent(
      "Demonstration portal: every account and record here is invented. Do not enter a real person's details.",
    );
    expect(fetchMock).toHaveBeenCalledWith(PORTAL_STATUS_URL, expect.anything());
  });

  it('shows nothing on a real portal', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(200, { data: { demo: false } }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <>
        <DemoBanner />
        <Answered />
      </>,
      { admin: true, withToasts: false },
    );
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
