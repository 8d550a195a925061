import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addDays, nairobiToday } from '../../../shared/dates.js';
import { answerDraft, json, renderServiceForm, eachTestFetches, type FetchCall } from '../../components/testing.js';
import { CLIENT_SERVICES } from '../index.js';
import { isLate } from './steps.js';

const DRAFT_ID = '11111111-2222-4333-8444-555555555555';
const calls: FetchCall[] = [];
let draftForm: Record<string, unknown> = {};

const VENUES = [
  {
    licenceNumber: 'PPL/2026/000001',
    venueName: "St. Andrew's Church",
    district: '047',
    districtName: 'Nairobi',
    issuedAt: '2026-01-10T09:00:00.000Z',
    validUntil: '2027-01-09T20:59:59.999Z',
    status: 'VALID',
  },
  {
    licenceNumber: 'PPL/2025/000009',
    venueName: 'Old Chapel',
    district: '001',
    districtName: 'Mombasa',
    issuedAt: '2025-01-10T09:00:00.000Z',
    validUntil: '2026-01-09T20:59:59.999Z',
    status: 'REVOKED',
  },
];
const officiant = (id: string, fullName: string, licenceNumber: string, active: boolean) => ({
  id,
  organisationId: 'org-1',
  organisationName: "St. Andrew's",
  fullName,
  licenceNumber,
  active,
  createdAt: '2026-01-10T09:00:00.000Z',
  updatedAt: '2026-01-10T09:00:00.000Z',
});
const OFFICIANTS = [
  officiant('o1', 'Rev. John Gitau', 'OFF/2026/0001', true),
  officiant('o2', 'Rev. Retired Person', 'OFF/2019/0042', false),
];

function answer(url: string, method: string): Response {
  if (url.startsWith('/api/districts'))
    return json(
      200,
      [
        { code: '047', name: 'Nairobi', active: true },
        { code: '001', name: 'Mombasa', active: true },
      ],
      { 'content-range': 'districts 0-1/2' },
    );
  if (url.startsWith('/api/countries'))
    return json(200, [{ isoCode: 'KE', name: 'Kenya', nationality: 'Kenyan', enabled: true }], {
      'content-range': 'countries 0-0/1',
    });
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  if (url.startsWith('/api/institution-venues')) return json(200, { data: VENUES });
  if (url.startsWith('/api/officiants')) return json(200, OFFICIANTS, { 'content-range': 'officiants 0-1/2' });
  const draft = {
    id: DRAFT_ID,
    reference: 'IM-2026-000001',
    serviceCode: 'INSTITUTION_MARRIAGE',
    status: 'Draft',
    version: 1,
    formData: draftForm,
  };
  return answerDraft(draft, url, method) ?? json(404, { statusCode: 404, message: 'Not found' });
}

eachTestFetches(calls, answer, () => {
  draftForm = {};
});

const renderForm = (at: string) =>
  renderServiceForm(
    { code: 'INSTITUTION_MARRIAGE', area: 'institution', online: CLIENT_SERVICES.INSTITUTION_MARRIAGE.form! },
    { at },
  );

describe('the institution marriage form', { timeout: 20_000 }, () => {
  it('offers its licensed venues (not a revoked one) and its active officiants; choosing them fills in the venue, district and officiant names', async () => {
    draftForm = { celebrationDate: addDays(nairobiToday(), -2) };
    renderForm(`/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Step 3 of 6: The celebration')).toBeInTheDocument();
    expect(
      await screen.findByRole('option', {
        name: "St. Andrew's Church, Nairobi (licence PPL/2026/000001, valid until 09-01-2027)",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Old Chapel/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('option', { name: 'Rev. John Gitau (officiant licence OFF/2026/0001)' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Retired/ })).not.toBeInTheDocument();
    // Two days ago is not late: no reason asked.
    expect(screen.queryByLabelText(/Why is the marriage registered late/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Licensed venue/), 'PPL/2026/000001');
    await userEvent.selectOptions(screen.getByLabelText(/^Officiant/), 'OFF/2026/0001');
    await waitFor(() => {
      const saved = calls.filter((c) => c.method === 'PUT').at(-1)?.body as
        | { formData: Record<string, unknown> }
        | undefined;
      expect(saved?.formData).toMatchObject({
        venueLicenceNumber: 'PPL/2026/000001',
        venueName: "St. Andrew's Church",
        district: '047',
        officiantLicenceNumber: 'OFF/2026/0001',
        officiantName: 'Rev. John Gitau',
      });
    });
  });

  it('issue 20 #24: the only licensed venue that can serve is chosen for the person, its name and district with it', async () => {
    draftForm = { celebrationDate: addDays(nairobiToday(), -2) };
    renderForm(`/${DRAFT_ID}?step=3`);
    await waitFor(() => expect(screen.getByLabelText(/^Licensed venue/)).toHaveValue('PPL/2026/000001'));
    await waitFor(() => {
      const saved = calls.filter((c) => c.method === 'PUT').at(-1)?.body as
        | { formData: Record<string, unknown> }
        | undefined;
      expect(saved?.formData).toMatchObject({
        venueLicenceNumber: 'PPL/2026/000001',
        venueName: "St. Andrew's Church",
        district: '047',
      });
    });
  });

  it('asks why a marriage of more than 30 days ago is registered late', async () => {
    draftForm = { celebrationDate: addDays(nairobiToday(), -31) };
    renderForm(`/${DRAFT_ID}?step=3`);
    expect(await screen.findByLabelText(/Why is the marriage registered late/)).toBeInTheDocument();
    expect(screen.getByText(/more than 30 days ago: explain the delay/)).toBeInTheDocument();
  });

  it('shows the answers in words on the review: the venue, district and officiant by name, no codes', async () => {
    draftForm = {
      celebrationDate: '2026-11-20',
      venueLicenceNumber: 'PPL/2026/000001',
      venueName: "St. Andrew's Church",
      district: '047',
      officiantLicenceNumber: 'OFF/2026/0001',
      officiantName: 'Rev. John Gitau',
      lateReason: null,
    };
    renderForm(`/${DRAFT_ID}?step=6`);
    expect(await screen.findByText('Step 6 of 6: Review and submit')).toBeInTheDocument();
    expect(await screen.findByText('20-11-2026')).toBeInTheDocument();
    expect(screen.getByText("St. Andrew's Church")).toBeInTheDocument();
    expect(screen.getByText('Rev. John Gitau')).toBeInTheDocument();
    expect(await screen.findByText('Nairobi')).toBeInTheDocument();
    expect(screen.queryByText('047')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit the registration' })).toBeInTheDocument();
  });

  it('counts a marriage as late from the 31st day before today', () => {
    // 24-10 is 30 days before 23-11: on time; 23-10 is the 31st day.
    expect(isLate('2026-10-24', '2026-11-23')).toBe(false);
    expect(isLate('2026-10-23', '2026-11-23')).toBe(true);
    expect(isLate('', '2026-11-23')).toBe(false);
  });
});
