import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ApplicationRecord } from '../../applications/ApplicationDetail.js';
import { eachTestFetches, json, renderInPortal, type FetchCall } from '../../components/testing.js';
import { NoticeBlock } from './NoticeBlock.js';

const calls: FetchCall[] = [];
eachTestFetches(calls, (url) => {
  if (url.includes('/checks')) return json(200, { data: [] });
  if (url.endsWith('/notice')) return json(200, { data: null });
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  return json(200, [], { 'content-range': 'items 0-0/0' });
});

const application = (status: string) =>
  ({
    id: 'app-9',
    reference: 'MN-2026-000009',
    serviceCode: 'MARRIAGE_NOTICE',
    status,
    version: 3,
    attachmentKinds: [],
    invoice: null,
    outcome: null,
    formData: {
      partyA: { firstName: 'Amina' },
      partyB: { firstName: 'Brian' },
      witnesses: [],
      venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House' },
      district: '047',
      intendedDate: '2027-01-10',
    },
  }) as unknown as ApplicationRecord;

describe('the notice on the staff review page', () => {
  it('issue 20 #19: a notice not yet published is not asked for (each such page logged a 404)', async () => {
    renderInPortal(
      <NoticeBlock application={application('Pending')} />,
      '/backoffice/marriage-registrations/officer/app-9',
    );
    await waitFor(() => expect(calls.some((c) => c.url.includes('/checks'))).toBe(true));
    expect(calls.some((c) => c.url.endsWith('/notice'))).toBe(false);
    expect(screen.getAllByText(/Amina/).length).toBeGreaterThan(0);
  });

  it('once approved, the published notice is read', async () => {
    renderInPortal(
      <NoticeBlock application={application('Approved')} />,
      '/backoffice/marriage-registrations/officer/app-9',
    );
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/notice'))).toBe(true));
  });
});
