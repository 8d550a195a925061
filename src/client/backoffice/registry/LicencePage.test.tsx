import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Licence } from '../../../shared/contracts/licences.js';
import { json, renderBackoffice, signInAs, stubApi, type Call } from '../testing.js';
import { licence } from './licenceFixtures.js';
import LicencePage from './LicencePage.js';

const PRIVATE_VENUE = licence({
  id: 'lic-2',
  kind: 'PRIVATE_VENUE',
  number: 'SLP/2026/000002',
  applicationId: 'app-2',
  applicationReference: 'SLP-2026-000002',
  venueName: 'Karen Home',
  venueAddress: '12 Karen Road',
});

function serve(current: Licence, revoke?: (call: Call) => Response) {
  return stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/licences/${current.id}`) return json(200, { data: current });
    if (call.method === 'POST' && call.path === `/api/licences/${current.id}/revoke` && revoke) return revoke(call);
    return undefined;
  });
}

const openPage = (id: string) =>
  renderBackoffice(<LicencePage />, {
    at: `/backoffice/registry/licences/${id}`,
    path: '/backoffice/registry/licences/:id',
  });

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('a licence’s page', () => {
  it('shows the licence in words, links its application and offers its PDF; an officer may not revoke it', async () => {
    signInAs('OFFICER');
    serve(PRIVATE_VENUE);
    openPage('lic-2');
    expect(await screen.findByRole('heading', { name: 'SLP/2026/000002' })).toBeInTheDocument();
    expect(screen.getByText('Special licence (private venue)')).toBeInTheDocument();
    expect(screen.getByText('Karen Home')).toBeInTheDocument();
    expect(screen.getByText('Nairobi')).toBeInTheDocument();
    expect(screen.getByText('23-11-2026')).toBeInTheDocument();
    expect(screen.getByText('Valid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the application SLP-2026-000002' })).toHaveAttribute(
      'href',
      '/backoffice/special-licenses/details/app-2',
    );
    expect(screen.getByRole('button', { name: 'Download the licence (PDF)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke licence' })).toBeNull();
  });

  it('links a public place licence to the organisation licences section', async () => {
    signInAs('DIRECTOR');
    serve(
      licence({
        id: 'lic-3',
        kind: 'PUBLIC_PLACE',
        number: 'PPL/2026/000001',
        applicationId: 'app-3',
        applicationReference: 'PPL-2026-000001',
        venueName: 'Holy Trinity Church',
        placeType: 'CHURCH',
        capacity: 250,
        partyAName: null,
        partyBName: null,
      }),
    );
    openPage('lic-3');
    expect(await screen.findByRole('link', { name: 'Open the application PPL-2026-000001' })).toHaveAttribute(
      'href',
      '/backoffice/organisation-licenses/details/app-3',
    );
    expect(screen.getByText('Public place licence')).toBeInTheDocument();
    expect(screen.getByText('Church')).toBeInTheDocument();
  });

  it('lets the Registrar General revoke a valid licence only with a reason, and shows the server’s field error', async () => {
    const user = userEvent.setup();
    signInAs('REGISTRAR_GENERAL');
    const calls = serve(PRIVATE_VENUE, () =>
      json(400, {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Check the highlighted fields',
        errors: { reason: 'Name the ground of the revocation in the Marriage Act' },
      }),
    );
    openPage('lic-2');
    await user.click(await screen.findByRole('button', { name: 'Revoke licence' }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke licence SLP/2026/000002' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the licence' }));
    expect(await within(dialog).findByText('Give the reason in at least 10 characters')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'too short');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the licence' }));
    expect(await within(dialog).findByText('Give the reason in at least 10 characters')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), ': the venue burned down');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the licence' }));
    expect(
      await within(dialog).findByText('Name the ground of the revocation in the Marriage Act'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ reason: 'too short: the venue burned down' });
  }, 20_000);

  it('revokes, says so and shows the licence as revoked', async () => {
    const user = userEvent.setup();
    signInAs('REGISTRAR_GENERAL');
    let current = PRIVATE_VENUE;
    stubApi((call) => {
      if (call.method === 'GET' && call.path === '/api/licences/lic-2') return json(200, { data: current });
      if (call.method === 'POST' && call.path === '/api/licences/lic-2/revoke') {
        current = {
          ...PRIVATE_VENUE,
          status: 'REVOKED',
          revokedAt: '2026-12-01T08:15:00.000Z',
          revokedReason: (call.body as { reason: string }).reason,
          revokedByName: 'Grace Wanjiru',
        };
        return json(200, { data: current });
      }
      return undefined;
    });
    openPage('lic-2');
    await user.click(await screen.findByRole('button', { name: 'Revoke licence' }));
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'The couple asked for it to be withdrawn');
    await user.click(screen.getByRole('button', { name: 'Revoke the licence' }));
    expect(await screen.findByText('Licence SLP/2026/000002 is revoked.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText('01-12-2026 11:15')).toBeInTheDocument();
    expect(screen.getByText('Grace Wanjiru')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Revoke licence' })).toBeNull();
  }, 20_000);
});
