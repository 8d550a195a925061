import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { eachTestAs, listOf, renderBackoffice, setScreen, stubApi, type Call } from '../testing.js';
import { licence, place } from './licenceFixtures.js';
import LicencesList from './LicencesList.js';
import LicensedOrganisationsList from './LicensedOrganisationsList.js';

const listCalls = (calls: Call[], path: string) => calls.filter((c) => c.method === 'GET' && c.path === path);

eachTestAs('OFFICER');

describe('the special licences registry', () => {
  it('asks for both kinds of special licence, newest first, and shows each row in words', async () => {
    const calls = stubApi((c) =>
      c.path === '/api/licences'
        ? listOf('licences', [
            licence({
              status: 'USED',
              usedAt: '2026-12-01T09:00:00.000Z',
              usedByRegistrationNumber: 'MC/047/2026/000010',
            }),
            licence({
              id: 'lic-2',
              kind: 'PRIVATE_VENUE',
              number: 'SLP/2026/000002',
              status: 'REVOKED',
              venueName: 'Karen Home',
              partyAName: 'Chao Li',
              partyBName: 'Dan Mwangi',
            }),
          ])
        : undefined,
    );
    renderBackoffice(<LicencesList registry="special-licences" />);
    const first = (await screen.findByText('SLW/2026/000001')).closest('tr')!;
    expect(within(first).getByText('Special licence (notice waiver)')).toBeInTheDocument();
    expect(within(first).getByText('Amina Otieno & Brian Otieno')).toBeInTheDocument();
    expect(within(first).getByText('Nairobi')).toBeInTheDocument();
    expect(within(first).getByText('23-11-2026')).toBeInTheDocument();
    expect(within(first).getByText('Used')).toBeInTheDocument();
    expect(within(first).getByText('Used by marriage MC/047/2026/000010')).toBeInTheDocument();
    const second = screen.getByText('SLP/2026/000002').closest('tr')!;
    expect(within(second).getByText('Special licence (private venue)')).toBeInTheDocument();
    expect(within(second).getByText('Karen Home')).toBeInTheDocument();
    expect(within(second).getByText('Revoked')).toBeInTheDocument();
    expect(screen.queryByText('NOTICE_WAIVER')).toBeNull();
    const [request] = listCalls(calls, '/api/licences');
    expect(request!.query).toMatchObject({
      sort: ['issuedAt', 'DESC'],
      range: [0, 24],
      filter: { kind: ['NOTICE_WAIVER', 'PRIVATE_VENUE'] },
    });
  });

  it('sends the status and kind picked in the filters, in their API codes', async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) => (c.path === '/api/licences' ? listOf('licences', [licence()]) : undefined));
    renderBackoffice(<LicencesList registry="special-licences" />);
    await screen.findByText('SLW/2026/000001');
    const pick = async (filter: string, choice: string) => {
      await user.click(screen.getByRole('button', { name: 'Add filter' }));
      await user.click(await screen.findByRole('menuitemcheckbox', { name: filter }));
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await user.click(await screen.findByRole('combobox', { name: filter }));
      await user.click(await screen.findByRole('option', { name: choice }));
    };
    // Each pick is sent (after the filter form's debounce) before the next filter is added.
    const sent = (filter: Record<string, unknown>) =>
      waitFor(() => expect(listCalls(calls, '/api/licences').at(-1)!.query.filter).toEqual(filter));
    await pick('Status', 'Expired');
    await sent({ status: 'EXPIRED', kind: ['NOTICE_WAIVER', 'PRIVATE_VENUE'] });
    await pick('Kind of licence', 'Special licence (private venue)');
    await sent({ status: 'EXPIRED', kind: 'PRIVATE_VENUE' });
    await pick('District', 'Mombasa');
    await sent({ status: 'EXPIRED', kind: 'PRIVATE_VENUE', district: '001' });
  }, 30_000);
});

describe('the organisation licences registry', () => {
  it('asks for public place licences only and offers no kind filter', async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) =>
      c.path === '/api/licences'
        ? listOf('licences', [
            licence({
              id: 'lic-3',
              kind: 'PUBLIC_PLACE',
              number: 'PPL/2026/000001',
              holderName: 'Holy Trinity Parish',
              partyAName: null,
              partyBName: null,
              venueName: 'Holy Trinity Church',
              placeType: 'CHURCH',
              capacity: 250,
              status: 'EXPIRED',
            }),
          ])
        : undefined,
    );
    renderBackoffice(<LicencesList registry="organisation-licences" />);
    const row = (await screen.findByText('PPL/2026/000001')).closest('tr')!;
    expect(within(row).getByText('Holy Trinity Church')).toBeInTheDocument();
    expect(within(row).getByText('Church')).toBeInTheDocument();
    expect(within(row).getByText('Expired')).toBeInTheDocument();
    expect(listCalls(calls, '/api/licences')[0]!.query.filter).toEqual({ kind: 'PUBLIC_PLACE' });
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    expect(screen.queryByRole('menuitemcheckbox', { name: 'Kind of licence' })).toBeNull();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Issued from' })).toBeInTheDocument();
  });

  it('lists the licences as a simple list on a phone, not a wide table', async () => {
    setScreen('phone');
    stubApi((c) =>
      c.path === '/api/licences'
        ? listOf('licences', [
            licence({
              kind: 'PUBLIC_PLACE',
              number: 'PPL/2026/000001',
              venueName: 'Holy Trinity Church',
              partyAName: null,
              partyBName: null,
            }),
          ])
        : undefined,
    );
    renderBackoffice(<LicencesList registry="organisation-licences" />);
    expect(await screen.findByText('PPL/2026/000001')).toBeInTheDocument();
    expect(screen.getByText('Holy Trinity Church · Nairobi')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('the licensed organisations registry', () => {
  it('shows the valid places by default, in words, and lets staff ask for another status', async () => {
    const user = userEvent.setup();
    const calls = stubApi((c) =>
      c.path === '/api/licensed-places' ? listOf('licensed-places', [place()]) : undefined,
    );
    renderBackoffice(<LicensedOrganisationsList />);
    const row = (await screen.findByText('St Paul’s Chapel')).closest('tr')!;
    expect(within(row).getByText('Church')).toBeInTheDocument();
    expect(within(row).getByText('Mombasa')).toBeInTheDocument();
    expect(within(row).getByText('PPL/2026/000003')).toBeInTheDocument();
    expect(within(row).getByText('01-03-2026')).toBeInTheDocument();
    expect(within(row).getByText('Valid')).toBeInTheDocument();
    expect(listCalls(calls, '/api/licensed-places')[0]!.query).toMatchObject({
      sort: ['licensedOn', 'DESC'],
      filter: { status: 'VALID' },
    });
    await user.click(screen.getByRole('combobox', { name: /Status/ }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Valid', 'Expired', 'Revoked']);
    await user.click(screen.getByRole('option', { name: 'Revoked' }));
    await waitFor(() =>
      expect(listCalls(calls, '/api/licensed-places').at(-1)!.query.filter).toEqual({ status: 'REVOKED' }),
    );
  }, 20_000);
});
