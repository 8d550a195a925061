import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Licence } from '../../../shared/contracts/licences.js';
import type { ApplicationRecord } from '../../applications/ApplicationDetail.js';
import { renderInPortal } from '../../components/testing.js';
import { CLIENT_SERVICES } from '../index.js';

const LICENCE_ID = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const calls: string[] = [];
let licence: Licence;

const licenceOf = (kind: Licence['kind'], number: string, more: Partial<Licence> = {}): Licence => ({
  id: LICENCE_ID,
  kind,
  number,
  status: 'VALID',
  applicationId: 'app-1',
  applicationReference: 'SLW-2026-000001',
  holderName: 'Amina Otieno',
  district: '047',
  districtName: 'Nairobi',
  partyAName: 'Amina Otieno',
  partyBName: 'Brian Otieno',
  venueName: null,
  venueAddress: null,
  placeType: null,
  capacity: null,
  organisationId: null,
  documentId: 'doc-1',
  issuedAt: '2026-03-01T07:00:00.000Z',
  validUntil: '2026-05-30T12:00:00.000Z',
  usedAt: null,
  usedByRegistrationNumber: null,
  revokedAt: null,
  revokedReason: null,
  revokedByName: null,
  ...more,
});

const application = (serviceCode: string, status: string, number: string) =>
  ({
    id: 'app-1',
    serviceCode,
    status,
    reference: 'SLW-2026-000001',
    outcome:
      status === 'Approved'
        ? { licenceId: LICENCE_ID, licenceNumber: number, validUntil: '2026-05-30T12:00:00.000Z', documentId: 'doc-1' }
        : null,
  }) as unknown as ApplicationRecord;

function renderPanel(
  code: 'SPECIAL_LICENCE_NOTICE_WAIVER' | 'SPECIAL_LICENCE_PRIVATE_VENUE' | 'PUBLIC_PLACE_LICENCE',
  record: ApplicationRecord,
) {
  const Panel = CLIENT_SERVICES[code].ApplicantPanel!;
  return renderInPortal(<Panel application={record} />, '/');
}

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
      calls.push(url);
      if (url === `/api/licences/${LICENCE_ID}`)
        return new Response(JSON.stringify({ data: licence }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      return new Response(JSON.stringify({ statusCode: 404, message: 'Not found' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the applicant’s licence card', () => {
  it('shows the notice-waiver licence as the registry holds it, and sends the couple to give notice naming it', async () => {
    licence = licenceOf('NOTICE_WAIVER', 'SLW/2026/000001');
    renderPanel(
      'SPECIAL_LICENCE_NOTICE_WAIVER',
      application('SPECIAL_LICENCE_NOTICE_WAIVER', 'Approved', 'SLW/2026/000001'),
    );
    expect(screen.getByRole('heading', { name: 'Your licence' })).toBeInTheDocument();
    expect(screen.getByTestId('licence-number')).toHaveTextContent('SLW/2026/000001');
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    expect(screen.getByText('30-05-2026')).toBeInTheDocument();
    expect(
      screen.getByText(/write the licence number SLW\/2026\/000001 in its "Special licence reference" field/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give notice of marriage' })).toHaveAttribute(
      'href',
      '/user/services/form-marriage-registration',
    );
    expect(calls).toContain(`/api/licences/${LICENCE_ID}`);
  });

  it('tells the private-venue couple to name the licence in a notice at that venue', async () => {
    licence = licenceOf('PRIVATE_VENUE', 'SLP/2026/000004', { venueName: 'Kenyatta National Hospital' });
    renderPanel(
      'SPECIAL_LICENCE_PRIVATE_VENUE',
      application('SPECIAL_LICENCE_PRIVATE_VENUE', 'Approved', 'SLP/2026/000004'),
    );
    expect(
      await screen.findByText(
        /choose "At a venue named in a special licence" and write the licence number SLP\/2026\/000004/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Give notice of marriage' })).toHaveAttribute(
      'href',
      '/user/services/form-marriage-registration',
    );
  });

  it('tells the place’s applicant that the place is now a venue of its district', async () => {
    licence = licenceOf('PUBLIC_PLACE', 'PPL/2026/000002', {
      venueName: 'All Saints Cathedral',
      placeType: 'CHURCH',
      capacity: 400,
    });
    renderPanel('PUBLIC_PLACE_LICENCE', application('PUBLIC_PLACE_LICENCE', 'Approved', 'PPL/2026/000002'));
    expect(
      await screen.findByText(/The place now appears as a venue in the notices of marriage of Nairobi/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Give notice of marriage' })).not.toBeInTheDocument();
  });

  it('says a revoked licence can no longer be used, with the reason, and offers no next step', async () => {
    licence = licenceOf('NOTICE_WAIVER', 'SLW/2026/000001', {
      status: 'REVOKED',
      revokedAt: '2026-03-05T07:00:00.000Z',
      revokedReason: 'The evidence was forged.',
    });
    renderPanel(
      'SPECIAL_LICENCE_NOTICE_WAIVER',
      application('SPECIAL_LICENCE_NOTICE_WAIVER', 'Approved', 'SLW/2026/000001'),
    );
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(
      screen.getByText(/This licence has been revoked and can no longer be used\. Reason: The evidence was forged\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Give notice of marriage' })).not.toBeInTheDocument();
  });

  it('shows nothing before the licence is issued', () => {
    renderPanel(
      'SPECIAL_LICENCE_NOTICE_WAIVER',
      application('SPECIAL_LICENCE_NOTICE_WAIVER', 'Under_Review', 'SLW/2026/000001'),
    );
    expect(screen.queryByRole('heading', { name: 'Your licence' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
