import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFICIANT_MESSAGES } from '../../../shared/contracts/officiants.js';
import { json, renderInPortal, stubFetch, type FetchCall } from '../../components/testing.js';
import { OfficiantsSection } from './OfficiantsSection.js';

const calls: FetchCall[] = [];
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
let list: ReturnType<typeof officiant>[] = [];

beforeEach(() => {
  calls.length = 0;
  list = [
    officiant('o1', 'Rev. John Gitau', 'OFF/2026/0001', true),
    officiant('o2', 'Rev. Retired Person', 'OFF/2019/0042', false),
  ];
  stubFetch(calls, (url, method, init) => {
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    if (method === 'GET') return json(200, list, { 'content-range': `officiants 0-${list.length - 1}/${list.length}` });
    if (method === 'POST' && body.licenceNumber === 'OFF/2026/0001')
      return json(409, {
        statusCode: 409,
        message: 'Please correct the highlighted fields',
        errors: { licenceNumber: OFFICIANT_MESSAGES.duplicate },
      });
    if (method === 'POST') {
      const added = officiant('o3', body.fullName, body.licenceNumber, true);
      list = [...list, added];
      return json(201, { data: added });
    }
    const id = url.split('/').at(-1)!;
    list = list.map((o) => (o.id === id ? { ...o, ...body } : o));
    return json(200, { data: list.find((o) => o.id === id) });
  });
});
afterEach(() => vi.unstubAllGlobals());

function renderSection() {
  return renderInPortal(<OfficiantsSection />, '/');
}

describe('the officiants section', { timeout: 20_000 }, () => {
  it('lists each officiant with the licence number and whether active, in words', async () => {
    renderSection();
    const cards = await screen.findAllByTestId('officiant');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Rev. John Gitau')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Officiant licence OFF/2026/0001')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Active')).toBeInTheDocument();
    expect(within(cards[1]).getByText('Inactive')).toBeInTheDocument();
    expect(within(cards[1]).getByRole('button', { name: 'Reactivate Rev. Retired Person' })).toBeInTheDocument();
  });

  it("adds an officiant: checks the fields first, shows the server's duplicate message next to the number, then saves and lists them", async () => {
    renderSection();
    await screen.findAllByTestId('officiant');
    await userEvent.click(screen.getByRole('button', { name: 'Add an officiant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an officiant' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(OFFICIANT_MESSAGES.fullName)).toBeInTheDocument();
    expect(within(dialog).getByText(OFFICIANT_MESSAGES.licenceNumber)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText(/^Full name/), 'Imam Said Omar');
    await userEvent.type(within(dialog).getByLabelText(/^Officiant licence number/), 'OFF/2026/0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(OFFICIANT_MESSAGES.duplicate)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Officiant licence number/));
    await userEvent.type(within(dialog).getByLabelText(/^Officiant licence number/), 'OFF/2026/0077');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({
      fullName: 'Imam Said Omar',
      licenceNumber: 'OFF/2026/0077',
    });
    expect(await screen.findByText('Imam Said Omar')).toBeInTheDocument();
  });

  it('deactivates an officiant and edits a name, keeping the rest', async () => {
    renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate Rev. John Gitau' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toBeDefined());
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({
      url: '/api/officiants/o1',
      body: { fullName: 'Rev. John Gitau', licenceNumber: 'OFF/2026/0001', active: false },
    });
    expect(await screen.findByRole('button', { name: 'Reactivate Rev. John Gitau' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rev. Retired Person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rev. Retired Person' });
    const name = within(dialog).getByLabelText(/^Full name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Rev. Canon Retired Person');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]).toMatchObject({
      url: '/api/officiants/o2',
      body: { fullName: 'Rev. Canon Retired Person', licenceNumber: 'OFF/2019/0042', active: false },
    });
  });
});
