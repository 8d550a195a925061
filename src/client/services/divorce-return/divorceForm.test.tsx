import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DivorceEntry } from '../../../shared/contracts/divorces.js';
import { json, renderInPortal, stubFetch, type FetchCall } from '../../components/testing.js';
import { routesOf } from '../../areas/areaPages.js';

const PATH = '/institution/services/form-divorce-returns';
const calls: FetchCall[] = [];

const ENTRIES: DivorceEntry[] = [
  {
    registrationNumber: 'MC/047/2016/000042',
    partyAName: 'Collins Kiprotich Bett',
    partyBName: 'Faith Jepkosgei Sang',
    celebratedOn: '2016-09-10',
    districtName: 'Nairobi',
    status: 'SUBSISTING',
    dissolvedOn: null,
  },
  {
    registrationNumber: 'MC/047/2009/000007',
    partyAName: 'Collins Bett',
    partyBName: 'Ann Wambui',
    celebratedOn: '2009-03-14',
    districtName: 'Nairobi',
    status: 'DISSOLVED',
    dissolvedOn: '2014-02-01',
  },
];

function profile(type: 'COURT' | 'CHURCH') {
  localStorage.setItem(
    'profile',
    JSON.stringify({
      id: 'u-1',
      accountType: 'ORGANIZATION',
      firstName: 'Lucy',
      lastName: 'Chepkoech',
      email: 'court@demo.test',
      phone: '+254733100002',
      refreshToken: 'r',
      organisation: {
        id: 'o-1',
        name: type === 'COURT' ? 'Milimani Law Courts' : "St. Andrew's",
        type,
        verification: 'VERIFIED',
      },
    }),
  );
}

beforeEach(() => {
  calls.length = 0;
  stubFetch(calls, (url) => {
    if (url.startsWith('/api/divorce-returns/entries')) return json(200, { data: ENTRIES });
    if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
    return json(404, { statusCode: 404, message: 'Not found' });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPage() {
  const court = { accountType: 'ORGANIZATION', staffRole: null } as const;
  const routes = routesOf('institution', court).filter((r) => r.path.startsWith('services/form-divorce-returns'));
  return renderInPortal(
    <Routes>
      {routes.map((r) => (
        <Route key={r.path} path={`/institution/${r.path}`} element={r.element} />
      ))}
    </Routes>,
    PATH,
  );
}

describe('the divorce return form', { timeout: 20_000 }, () => {
  it('finds the entry by the parties’ names and fills its number; a dissolved entry cannot be chosen', async () => {
    profile('COURT');
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText('Step 1 of 3: The decree')).toBeInTheDocument();
    const find = screen.getByRole('button', { name: 'Find' });
    expect(find).toBeDisabled();
    await user.type(screen.getByLabelText('Name of one party'), 'Collins Bett');
    await user.click(find);
    const list = await screen.findByTestId('divorce-entries');
    expect(calls.some((c) => c.url === '/api/divorce-returns/entries?partyName=Collins+Bett')).toBe(true);
    expect(list).toHaveTextContent(
      'MC/047/2016/000042: Collins Kiprotich Bett and Faith Jepkosgei Sang, married on 10-09-2016 in Nairobi',
    );
    expect(list).toHaveTextContent('Already dissolved on 01-02-2014');
    expect(within(list).getByRole('button', { name: 'Choose this entry: MC/047/2009/000007' })).toBeDisabled();
    await user.click(within(list).getByRole('button', { name: 'Choose this entry: MC/047/2016/000042' }));
    expect(screen.getByLabelText(/^Register entry number of the marriage/)).toHaveValue('MC/047/2016/000042');
    expect(within(list).getByRole('button', { name: 'Choose this entry: MC/047/2016/000042' })).toHaveTextContent(
      'Chosen',
    );
  });

  it('a church is told only a court can file one, and sees no form', async () => {
    profile('CHURCH');
    renderPage();
    expect(await screen.findByText('Only a court can file a divorce return')).toBeInTheDocument();
    expect(screen.queryByText('Step 1 of 3: The decree')).toBeNull();
    expect(screen.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/institution/services/list');
  });
});
