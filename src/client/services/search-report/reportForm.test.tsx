import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchSummary } from '../../../shared/contracts/searches.js';
import type { ApplicationRecord } from '../../applications/ApplicationDetail.js';
import {
  answerDraft,
  json,
  renderInPortal,
  renderServiceForm,
  eachTestFetches,
  type FetchCall,
} from '../../components/testing.js';
import { CLIENT_SERVICES } from '../index.js';

const DRAFT_ID = '11111111-2222-4333-8444-555555555555';
const MATCH = {
  registrationNumber: 'MC/047/1995/000001',
  partyAName: 'Wanjiru Grace Kamau',
  partyBName: 'John Kamau Kiprono',
  celebratedOn: '1995-01-01',
  districtName: 'Nairobi',
};
const SEARCH: SearchSummary = {
  applicationId: 'search-1',
  reference: 'RS-2026-000012',
  status: 'Approved',
  decidedAt: '2026-03-02T07:30:00.000Z',
  criteria: {
    partyName: 'Wanjiru Kamau',
    otherPartyName: null,
    from: '1995-01-01',
    to: '1995-12-31',
    district: '047',
    districtName: 'Nairobi',
    purpose: 'Succession',
  },
  matches: [MATCH],
  report: null,
};
const calls: FetchCall[] = [];
let searches: SearchSummary[] = [SEARCH];

function answer(url: string, method: string): Response {
  if (url.startsWith('/api/my-register-searches')) return json(200, { data: searches });
  if (url.startsWith('/api/my-register-entries')) return json(200, { data: [] });
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  if (url.endsWith('/reported-search')) return json(200, { data: SEARCH });
  const draft = {
    id: DRAFT_ID,
    reference: 'SR-2026-000001',
    serviceCode: 'SEARCH_REPORT',
    status: 'Draft',
    version: 1,
    formData: {},
  };
  return answerDraft(draft, url, method) ?? json(404, { statusCode: 404, message: 'Not found' });
}

eachTestFetches(calls, answer, () => {
  searches = [SEARCH];
});

const renderForm = (area: 'user' | 'institution', at = '') =>
  renderServiceForm({ code: 'SEARCH_REPORT', area, online: CLIENT_SERVICES.SEARCH_REPORT.form! }, { at });

describe('the search report form', { timeout: 20_000 }, () => {
  it('opened from a search: that search chosen, its entries shown in words, and the draft created with it', async () => {
    renderForm('user', '?search=rs-2026-000012');
    expect(await screen.findByText('Step 1 of 2: The report')).toBeInTheDocument();
    const select = await screen.findByLabelText(/^Your completed search/);
    expect(
      await within(select).findByRole('option', {
        name: 'RS-2026-000012: Wanjiru Kamau, 01-01-1995 – 31-12-1995, Nairobi (One entry found)',
      }),
    ).toBeInTheDocument();
    expect(select).toHaveValue('RS-2026-000012');
    expect(
      screen.getByText('MC/047/1995/000001: Wanjiru Grace Kamau and John Kamau Kiprono, 01-01-1995, Nairobi'),
    ).toBeInTheDocument();
    expect(screen.getByText('02-03-2026 10:30')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText(/^Why do you need the report/));
    await userEvent.paste('Probate: the court asks for an official search');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText(/^Step 2 of 2: Review and submit/)).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST')?.body as {
      serviceCode: string;
      formData: Record<string, unknown>;
    };
    expect(created).toEqual({
      serviceCode: 'SEARCH_REPORT',
      formData: { searchReference: 'RS-2026-000012', purpose: 'Probate: the court asks for an official search' },
    });
  });

  it('an institution without a completed search is sent to search first; the purpose is required', async () => {
    searches = [];
    renderForm('institution');
    expect(await screen.findByText(/You have no completed register search yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the register' })).toHaveAttribute('href', '/institution/search');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('issue 20 #2: a search that already has a report is not offered; opened for it, the page says so, links to it and does not go on', async () => {
    const other = { ...SEARCH, applicationId: 'search-2', reference: 'RS-2026-000013', report: null };
    searches = [
      { ...SEARCH, report: { applicationId: 'report-9', reference: 'SR-2026-000009', status: 'Submitted' } },
      other,
    ];
    renderForm('user', '?search=RS-2026-000012');
    expect(
      await screen.findByText(/This search already has a search report \(SR-2026-000009, Submitted\)/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open SR-2026-000009' })).toHaveAttribute(
      'href',
      '/user/applications/report-9',
    );
    const select = screen.getByLabelText(/^Your completed search/);
    expect(select).toHaveValue('');
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(offered).toEqual(['', 'RS-2026-000013']);
    await userEvent.click(screen.getByLabelText(/^Why do you need the report/));
    await userEvent.paste('Probate');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('issue 20 #2: when every search has a report, the page says so and offers a new search', async () => {
    searches = [{ ...SEARCH, report: { applicationId: 'report-9', reference: 'SR-2026-000009', status: 'Approved' } }];
    renderForm('institution');
    expect(await screen.findByText(/Each of your completed searches already has a search report/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the register' })).toHaveAttribute('href', '/institution/search');
    expect(within(screen.getByLabelText(/^Your completed search/)).getAllByRole('option')).toHaveLength(1);
  });
});

describe('the panels', () => {
  const record = (serviceCode: string, status: string, outcome: Record<string, unknown> | null) =>
    ({
      id: 'app-1',
      serviceCode,
      status,
      reference: 'RS-2026-000012',
      version: 3,
      outcome,
    }) as unknown as ApplicationRecord;

  it('the completed search offers a certified copy of each entry and the search report', async () => {
    const Panel = CLIENT_SERVICES.REGISTER_SEARCH.ApplicantPanel!;
    renderInPortal(
      <Panel
        application={record('REGISTER_SEARCH', 'Approved', {
          matches: [MATCH],
          searchedAt: '2026-03-02T07:30:00.000Z',
        })}
      />,
      '/institution/applications/app-1',
    );
    expect(screen.getByRole('heading', { name: 'What you can do with this result' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order a certified copy of MC/047/1995/000001' })).toHaveAttribute(
      'href',
      '/institution/services/form-certified-copy?search=RS-2026-000012&entry=MC%2F047%2F1995%2F000001',
    );
    expect(screen.getByRole('link', { name: 'Ask for a search report' })).toHaveAttribute(
      'href',
      '/institution/services/form-search-report?search=RS-2026-000012',
    );
  });

  it('a search already reported links to its report instead', async () => {
    searches = [
      {
        ...SEARCH,
        applicationId: 'app-1',
        report: { applicationId: 'report-9', reference: 'SR-2026-000009', status: 'Approved' },
      },
    ];
    const Panel = CLIENT_SERVICES.REGISTER_SEARCH.ApplicantPanel!;
    renderInPortal(
      <Panel
        application={record('REGISTER_SEARCH', 'Approved', { matches: [], searchedAt: '2026-03-02T07:30:00.000Z' })}
      />,
      '/user/applications/app-1',
    );
    expect(
      await screen.findByText('You asked for the search report of this search: SR-2026-000009 (Approved).'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the report' })).toHaveAttribute(
      'href',
      '/user/applications/report-9',
    );
    expect(screen.getByText(/The registry found no entry/)).toBeInTheDocument();
  });

  it('the report issued: its number and what was found; the search reported on below', async () => {
    const Panel = CLIENT_SERVICES.SEARCH_REPORT.ApplicantPanel!;
    renderInPortal(
      <Panel
        application={record('SEARCH_REPORT', 'Approved', {
          reportNumber: 'SR/2026/000004',
          documentId: 'd1',
          searchReference: 'RS-2026-000012',
          entriesFound: 1,
        })}
      />,
      '/user/applications/app-1',
    );
    expect(
      screen.getByText('Search report SR/2026/000004 issued on search RS-2026-000012. One entry found.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'The search reported on: RS-2026-000012' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Entries found' })).toBeInTheDocument();
  });

  it('nothing shows on a search not completed', () => {
    const Panel = CLIENT_SERVICES.REGISTER_SEARCH.ApplicantPanel!;
    const { container } = renderInPortal(
      <Panel application={record('REGISTER_SEARCH', 'Submitted', null)} />,
      '/user/applications/app-1',
    );
    expect(container).toBeEmptyDOMElement();
  });
});
