import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eachTestFetches, json, renderInPortal, type FetchCall } from '../components/testing.js';
import type { ApplicationRecord } from './ApplicationDetail.js';
import { ApplicantExtras } from './ApplicationExtras.js';

const calls: FetchCall[] = [];
eachTestFetches(calls, (url) =>
  url.startsWith('/api/attachments')
    ? json(200, [], { 'content-range': 'attachments 0-0/0' })
    : json(200, [], { 'content-range': 'documents 0-0/0' }),
);

const application = (status: string, serviceCode = 'MARITAL_STATUS_LETTER') =>
  ({
    id: 'app-4',
    reference: 'MSL-2026-000004',
    serviceCode,
    status,
    version: 2,
    formData: {},
    attachmentKinds: [],
    invoice: null,
    outcome: null,
    updatedAt: '2026-02-28T21:30:00.000Z',
  }) as unknown as ApplicationRecord;

describe("the applicant's application page", () => {
  it("issue 20 #6: a draft's page leads back into its stepped form; one sent back for corrections too", async () => {
    const { unmount } = renderInPortal(
      <ApplicantExtras application={application('Draft')} />,
      '/user/applications/app-4',
    );
    expect(await screen.findByText(/This application is a draft/)).toBeInTheDocument();
    // Kept 90 days after its last change (00:30 on 1 March in Nairobi): from 30-05-2026 it may go.
    expect(
      screen.getByText(
        /A draft left unchanged for 90 days is removed with its documents: if nothing changes, this one goes from 30-05-2026\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the form' })).toHaveAttribute(
      'href',
      '/user/services/form-marital-status/app-4?step=1',
    );
    unmount();
    renderInPortal(
      <ApplicantExtras application={application('Corrections_Requested', 'MARRIAGE_RETURN')} />,
      '/institution/applications/app-4',
    );
    expect(await screen.findByText(/The registry asked for corrections/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue the form' })).toHaveAttribute(
      'href',
      '/institution/services/form-marriage-returns/app-4?step=1',
    );
  });

  it('a submitted application offers no way into the form', async () => {
    renderInPortal(<ApplicantExtras application={application('Submitted')} />, '/user/applications/app-4');
    expect(await screen.findByRole('heading', { name: 'Documents', level: 2 })).toBeInTheDocument();
    // issue 20 #24: the documents are headed once ("Documents you attached" above "Documents" before).
    expect(screen.queryByRole('heading', { name: 'Documents you attached' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Continue the form' })).toBeNull();
  });
});
