import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal } from '../components/testing.js';
import { MyMarriageCertificates } from './MyMarriageCertificates.js';
import { RECTIFIABLE_FIELDS } from '../../shared/services/data-rectification.js';

let entries: unknown[] = [];
const entry = (registrationNumber: string, certificateDocumentId: string | null) => ({
  registrationNumber,
  certificateDocumentId,
  partyAName: 'Wangari Muthoni',
  partyBName: 'Odhiambo Onyango',
  marriedOn: '2026-11-18',
  district: '047',
  districtName: 'Nairobi',
  // The answer's whole shape (GET /api/my-register-entries checks it against its contract).
  particulars: Object.fromEntries(RECTIFIABLE_FIELDS.map((field) => [field, ''])),
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: entries }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

function renderCard() {
  return renderInPortal(<MyMarriageCertificates />, '/');
}

describe("the citizen's marriage certificates", () => {
  it('offers the certificate of each of their entries that has one, in words', async () => {
    entries = [entry('MC/047/2026/000031', 'doc-1'), entry('MC/047/2012/000002', null)];
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Your marriage certificates' })).toBeInTheDocument();
    expect(screen.getByText('Marriage of Wangari Muthoni and Odhiambo Onyango')).toBeInTheDocument();
    expect(screen.getByText('MC/047/2026/000031, married on 18-11-2026 in Nairobi')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Download the certificate' })).toHaveLength(1);
    expect(screen.queryByText(/MC\/047\/2012/)).not.toBeInTheDocument();
  });

  it('shows nothing when the register holds no certificate of theirs', async () => {
    entries = [entry('MC/047/2012/000002', null)];
    const { container } = renderCard();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/my-register-entries'), expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
