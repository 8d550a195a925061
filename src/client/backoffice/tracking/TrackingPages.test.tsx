import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ApplicationEvent } from '../../../shared/contracts/applications.js';
import type { TrackedApplication, TrackingSearchRow } from '../../../shared/contracts/tracking.js';
import { backofficeSwahiliMessages, englishShown } from '../swahiliTesting.js';
import { eachTestAs, json, listOf, renderBackoffice, setScreen, stubApi, type Call } from '../testing.js';
import TrackedApplicationPage from './TrackedApplicationPage.js';
import TrackingSearchPage from './TrackingSearchPage.js';

const ROW: TrackingSearchRow = {
  id: 'app-1',
  reference: 'MSL-2026-000042',
  trackingId: 'K7P2M9Q4X8R3T6W2',
  serviceCode: 'MARITAL_STATUS_LETTER',
  status: 'Pending',
  stage: 'DIRECTOR',
  applicantId: 'u-9',
  organisationId: null,
  district: '001',
  assigneeId: 'u-3',
  slaDueAt: '2026-11-30T09:00:00.000Z',
  version: 5,
  // 22:30 UTC is already the next day in Nairobi.
  submittedAt: '2026-11-20T22:30:00.000Z',
  decidedAt: null,
  createdAt: '2026-11-19T08:00:00.000Z',
  updatedAt: '2026-11-22T10:00:00.000Z',
  applicantName: 'Amina Otieno',
  partyNames: '',
  assigneeName: 'Joseph Kiplagat',
  overdue: false,
};

const TRACKED: TrackedApplication = {
  ...ROW,
  formData: { purpose: 'To marry abroad', destinationCountry: null },
  outcome: null,
};

const EVENTS: ApplicationEvent[] = [
  {
    id: 1,
    applicationId: 'app-1',
    action: 'submit',
    fromStatus: 'Draft',
    toStatus: 'Submitted',
    fromStage: null,
    toStage: 'OFFICER',
    comment: null,
    at: '2026-11-20T22:30:00.000Z',
    actorId: 'u-9',
    actorName: 'Amina Otieno',
    actorAccountType: 'INDIVIDUAL',
  },
  {
    id: 2,
    applicationId: 'app-1',
    action: 'approve',
    fromStatus: 'Pending',
    toStatus: 'Submitted',
    fromStage: 'OFFICER',
    toStage: 'DIRECTOR',
    comment: 'Checked; in order.',
    at: '2026-11-21T09:00:00.000Z',
    actorId: 'u-2',
    actorName: 'Mercy Atieno',
    actorAccountType: 'BACKOFFICE',
  },
  {
    id: 3,
    applicationId: 'app-1',
    action: 'claim',
    fromStatus: 'Submitted',
    toStatus: 'Pending',
    fromStage: 'DIRECTOR',
    toStage: 'DIRECTOR',
    comment: null,
    at: '2026-11-22T10:00:00.000Z',
    actorId: 'u-3',
    actorName: 'Joseph Kiplagat',
    actorAccountType: 'BACKOFFICE',
  },
];

const searches = (calls: Call[]) => calls.filter((c) => c.path === '/api/tracking-search');

eachTestAs('OFFICER');

describe('the tracking search', () => {
  it('asks nothing of the server until something is entered, and names what to enter', async () => {
    const calls = stubApi(() => undefined);
    renderBackoffice(<TrackingSearchPage />, { at: '/backoffice/tracking' });
    await userEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter a reference, tracking number, name or ID number')).toBeInTheDocument();
    expect(searches(calls)).toEqual([]);
  });

  it('searches for what is entered and lists each application in words, with its dates as dd-mm-yyyy', async () => {
    const calls = stubApi((c) => (c.path === '/api/tracking-search' ? listOf('tracking-search', [ROW]) : undefined));
    renderBackoffice(<TrackingSearchPage />, { at: '/backoffice/tracking' });
    await userEvent.type(
      await screen.findByRole('searchbox', { name: /Reference, tracking number, name or ID number/ }),
      'amina otieno',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'MSL-2026-000042' });
    expect(link).toHaveAttribute('href', '/backoffice/tracking/app-1');
    const row = link.closest('tr')!;
    expect(within(row).getByText('Marital status letter')).toBeInTheDocument();
    expect(within(row).getByText('Amina Otieno')).toBeInTheDocument();
    expect(within(row).getByText('Being reviewed')).toBeInTheDocument();
    expect(within(row).getByText('Director')).toBeInTheDocument();
    expect(within(row).getByText('Joseph Kiplagat')).toBeInTheDocument();
    expect(within(row).getByText('21-11-2026')).toBeInTheDocument();
    expect(within(row).getByText('22-11-2026')).toBeInTheDocument();
    expect(screen.getByText('1 application found')).toBeInTheDocument();
    for (const code of ['MARITAL_STATUS_LETTER', 'DIRECTOR', 'app-1', '2026-11-20T22:30:00.000Z'])
      expect(screen.queryByText(code)).toBeNull();
    const [request] = searches(calls);
    expect(request!.query).toMatchObject({
      filter: { q: 'amina otieno' },
      range: [0, 24],
      sort: ['updatedAt', 'DESC'],
    });
  });

  it('in Swahili: the search, its results and their columns in Swahili', async () => {
    stubApi((c) => (c.path === '/api/tracking-search' ? listOf('tracking-search', [ROW]) : undefined));
    const { container } = renderBackoffice(<TrackingSearchPage />, {
      at: '/backoffice/tracking?q=amina',
      swahili: backofficeSwahiliMessages,
    });
    expect(await screen.findByText('Ombi 1 limepatikana')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Mwombaji' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tafuta' })).toBeInTheDocument();
    expect(englishShown(container)).toEqual([]);
  }, 30_000);

  it('on a phone: one card per application, and a search the address holds runs at once', async () => {
    setScreen('phone');
    stubApi((c) =>
      c.path === '/api/tracking-search'
        ? listOf('tracking-search', [{ ...ROW, assigneeName: null, status: 'Submitted' }])
        : undefined,
    );
    renderBackoffice(<TrackingSearchPage />, { at: '/backoffice/tracking?q=MSL-2026-000042' });
    const card = await screen.findByRole('link', { name: /MSL-2026-000042/ });
    expect(card).toHaveAttribute('href', '/backoffice/tracking/app-1');
    expect(within(card).getByText('Marital status letter')).toBeInTheDocument();
    expect(within(card).getByText('With: Director')).toBeInTheDocument();
    expect(within(card).getByText('Claimed by: Not claimed')).toBeInTheDocument();
    expect(within(card).getByText('Submitted: 21-11-2026 · Last change: 22-11-2026')).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    stubApi((c) => (c.path === '/api/tracking-search' ? listOf('tracking-search', []) : undefined));
    renderBackoffice(<TrackingSearchPage />, { at: '/backoffice/tracking?q=nobody' });
    expect(await screen.findByText(/No application matches this search/)).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('a tracked application', () => {
  it('issue 20 #12: shows where it stands, its names, district by name and its whole timeline in words that move on, and offers no workflow step', async () => {
    const calls = stubApi((c) => {
      if (c.path === '/api/tracking-search/app-1') return json(200, TRACKED);
      if (c.path === '/api/application-events') return listOf('application-events', EVENTS);
      return undefined;
    });
    renderBackoffice(<TrackedApplicationPage />, {
      at: '/backoffice/tracking/app-1',
      path: '/backoffice/tracking/:id',
    });
    expect(await screen.findByRole('heading', { name: 'MSL-2026-000042' })).toBeInTheDocument();
    const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(fact('Status')).toHaveTextContent(/^Being reviewed$/);
    expect(fact('With')).toHaveTextContent(/^Director$/);
    expect(fact('Claimed by')).toHaveTextContent(/^Joseph Kiplagat$/);
    expect(fact('Applicant')).toHaveTextContent(/^Amina Otieno$/);
    expect(fact('District')).toHaveTextContent(/^Mombasa$/);
    expect(fact('Tracking number')).toHaveTextContent('K7P2M9Q4X8R3T6W2');
    expect(fact('Submitted')).toHaveTextContent(/^21-11-2026/);
    const timeline = await screen.findByRole('list', { name: 'Timeline' });
    // Issue 20 #12: each step says what it did and where it left the application, never "Submitted → Submitted".
    expect(await within(timeline).findByText('Submitted → sent to the Registration officer')).toBeInTheDocument();
    expect(within(timeline).getByText('Approved → sent to the Director')).toBeInTheDocument();
    expect(within(timeline).getByText('Claimed → Being reviewed')).toBeInTheDocument();
    expect(within(timeline).getByText('Checked; in order.')).toBeInTheDocument();
    expect(screen.getByText('To marry abroad')).toBeInTheDocument();
    for (const step of ['Claim', 'Approve', 'Release', 'Decline', 'Request corrections', 'Comment']) {
      expect(screen.queryByRole('button', { name: step })).toBeNull();
    }
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(calls.find((c) => c.path === '/api/application-events')!.query).toMatchObject({
      filter: { applicationId: 'app-1' },
    });
  });

  it('one outside the staff member’s district (the server answers 404) is said not to be found', async () => {
    stubApi(() => undefined);
    renderBackoffice(<TrackedApplicationPage />, {
      at: '/backoffice/tracking/app-2',
      path: '/backoffice/tracking/:id',
    });
    expect(await screen.findByText('This application does not exist, or is not in your district.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the search' })).toHaveAttribute('href', '/backoffice/tracking');
  });
});
