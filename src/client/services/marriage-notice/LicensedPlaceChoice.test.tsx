import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LicensedPlace } from '../../../shared/contracts/licences.js';
import { json, renderServiceForm, eachTestFetches, type FetchCall } from '../../components/testing.js';
import { CLIENT_SERVICES } from '../index.js';

const DRAFT_ID = '11111111-2222-4333-8444-555555555555';

const calls: FetchCall[] = [];
let places: LicensedPlace[] = [];
let formData: Record<string, unknown> = {};

const place = (n: number, name: string, address: string): LicensedPlace => ({
  id: `place-${n}`,
  licenceId: `licence-${n}`,
  licenceNumber: `PPL/2026/00000${n}`,
  status: 'VALID',
  name,
  placeType: 'CHURCH',
  denomination: null,
  district: '047',
  districtName: 'Nairobi',
  address,
  capacity: 300,
  licensedOn: '2026-01-10T09:00:00.000Z',
  validUntil: '2027-01-10T09:00:00.000Z',
});

/** The rooms' answer (the settings route refuses applicants here; a test may hold it back). */
let rooms: () => Response | Promise<Response> = () =>
  json(403, { statusCode: 403, message: 'Only registry staff can read this setting' });

function answer(url: string, method: string): Response | Promise<Response> {
  if (url === `/api/applications/${DRAFT_ID}` && method === 'GET')
    return json(200, {
      id: DRAFT_ID,
      reference: 'MN-2026-000900',
      serviceCode: 'MARRIAGE_NOTICE',
      status: 'Draft',
      version: 1,
      formData,
    });
  if (url === `/api/applications/${DRAFT_ID}` && method === 'PUT')
    return json(200, {
      id: DRAFT_ID,
      reference: 'MN-2026-000900',
      serviceCode: 'MARRIAGE_NOTICE',
      status: 'Draft',
      version: 2,
      formData: {},
    });
  if (url.startsWith('/api/licensed-places'))
    return json(200, places, { 'content-range': `licensed-places 0-${places.length}/${places.length}` });
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
  if (url.startsWith('/api/marriage-rooms')) return rooms();
  return json(404, { statusCode: 404, message: 'Not found' });
}

/** The notice form's date-and-venue step, on a draft. */
const renderDateVenueStep = () =>
  renderServiceForm(
    { code: 'MARRIAGE_NOTICE', area: 'user', online: CLIENT_SERVICES.MARRIAGE_NOTICE.form! },
    { at: `/${DRAFT_ID}?step=3` },
  );

const saved = () =>
  calls.filter((c) => c.method === 'PUT').at(-1)?.body as { formData: Record<string, unknown> } | undefined;
const next = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
const placesAsked = () =>
  calls
    .filter((c) => c.url.startsWith('/api/licensed-places'))
    .map((c) => JSON.parse(new URL(c.url, 'http://x').searchParams.get('filter')!));

eachTestFetches(calls, answer, () => {
  rooms = () => json(403, { statusCode: 403, message: 'Only registry staff can read this setting' });
  places = [place(1, 'All Saints Cathedral', 'Kenyatta Avenue'), place(2, 'Holy Family Basilica', 'Parliament Road')];
  formData = {
    intendedDate: '2099-06-20',
    district: '047',
    venue: { type: 'LICENSED_PLACE', name: null, licenceReference: null },
    specialLicenceReference: null,
  };
});

describe('the notice’s venue at a licensed place', { timeout: 20_000 }, () => {
  it('offers the valid licensed places of the district; the one chosen names the venue and its licence', async () => {
    renderDateVenueStep();
    expect(await screen.findByText('Step 3 of 6: Date and venue')).toBeInTheDocument();
    const holyFamily = await screen.findByRole('radio', { name: /Holy Family Basilica/ });
    expect(screen.getByText(/Parliament Road · Licence PPL\/2026\/000002/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /All Saints Cathedral/ })).toBeInTheDocument();
    expect(placesAsked()).toContainEqual({ district: '047', status: 'VALID' });
    // The place's name comes from its licence: no free text for it, nor for its number.
    expect(screen.queryByLabelText(/^Name of the venue/)).not.toBeInTheDocument();

    await next();
    expect(await screen.findByText('Choose the licensed place')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 6: Date and venue')).toBeInTheDocument();

    await userEvent.click(holyFamily);
    expect(holyFamily).toBeChecked();
    expect(screen.queryByText('Choose the licensed place')).not.toBeInTheDocument();
    await next();
    expect(await screen.findByText('Step 4 of 6: Witnesses')).toBeInTheDocument();
    expect(saved()?.formData.venue).toEqual({
      type: 'LICENSED_PLACE',
      name: 'Holy Family Basilica',
      licenceReference: 'PPL/2026/000002',
    });
  });

  it('says so when the district has no licensed place', async () => {
    places = [];
    renderDateVenueStep();
    expect(
      await screen.findByText(
        "No place in Nairobi holds a valid licence for marriages. Choose the registrar's office, or a venue named in a special licence.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: /Licence PPL/ })).not.toBeInTheDocument();
  });

  it('drops a place of another kind of venue or another district, and proposes the office again', async () => {
    formData = {
      ...formData,
      venue: { type: 'LICENSED_PLACE', name: 'All Saints Cathedral', licenceReference: 'PPL/2026/000001' },
    };
    renderDateVenueStep();
    expect(await screen.findByRole('radio', { name: /All Saints Cathedral/ })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'At a venue named in a special licence' }));
    expect(screen.getByLabelText(/^Name of the venue/)).toHaveValue('');
    expect(screen.getByLabelText(/^Special licence reference$/)).toHaveValue('');
    expect(
      screen.getByText(
        'The number of your private-venue special licence, as SLP/2026/000123. The licence names the venue.',
      ),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: "At the registrar's office" }));
    await waitFor(() =>
      expect(screen.getByLabelText(/^Name of the venue/)).toHaveValue('Office of the Registrar of Marriages, Nairobi'),
    );

    await userEvent.click(screen.getByRole('radio', { name: 'At a licensed place of worship or public place' }));
    await userEvent.click(await screen.findByRole('radio', { name: /All Saints Cathedral/ }));
    await userEvent.selectOptions(screen.getByLabelText(/^District of the marriage/), '001');
    await waitFor(() => expect(placesAsked()).toContainEqual({ district: '001', status: 'VALID' }));
    await next();
    expect(await screen.findByText('Choose the licensed place')).toBeInTheDocument();
  });

  it('names the notice-waiver licence in the special licence reference’s hint', async () => {
    renderDateVenueStep();
    expect(await screen.findByLabelText(/^Special licence reference \(optional\)/)).toBeInTheDocument();
    expect(
      screen.getByText(/Only if you hold a notice-waiver special licence: its number, as SLW\/2026\/000123/),
    ).toBeInTheDocument();
  });

  it('warns when the place chosen before is no longer licensed in the district', async () => {
    formData = {
      ...formData,
      venue: { type: 'LICENSED_PLACE', name: 'Old Chapel', licenceReference: 'PPL/2025/000009' },
    };
    renderDateVenueStep();
    expect(
      await screen.findByText(
        'The place chosen before (Old Chapel, licence PPL/2025/000009) is no longer among the licensed places of this district. Choose another.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /All Saints Cathedral/ })).not.toBeChecked();
  });
});

/** A draft at the registrar's office, its district not chosen yet. */
const OFFICE_DRAFT = {
  intendedDate: '2099-06-20',
  district: null,
  venue: { type: 'REGISTRAR_OFFICE', name: null, licenceReference: null },
  specialLicenceReference: null,
};

describe('the notice’s venue at the registrar’s office', { timeout: 20_000 }, () => {
  it('proposes the office the moment the district is chosen, then its room once the rooms come; the step goes on at once (a CI run met the gap)', async () => {
    formData = OFFICE_DRAFT;
    let sendRooms: (answer: Response) => void = () => undefined;
    rooms = () => new Promise<Response>((resolve) => (sendRooms = resolve));
    renderDateVenueStep();
    await screen.findByRole('option', { name: 'Nairobi' });
    await userEvent.selectOptions(screen.getByLabelText(/^District of the marriage/), '047');
    const venue = screen.getByLabelText(/^Name of the venue/);
    await waitFor(() => expect(venue).toHaveValue('Office of the Registrar of Marriages, Nairobi'));
    expect(calls.some((c) => c.url.startsWith('/api/marriage-rooms'))).toBe(true);
    sendRooms(
      json(
        200,
        [
          {
            id: 'room-1',
            district: '047',
            name: 'Sheria House Marriage Room 1',
            capacity: 30,
            opensAt: '09:00',
            closesAt: '16:00',
            slotMinutes: 60,
            weekdays: [1, 2, 3, 4, 5],
            active: true,
            createdAt: '2026-01-01T07:00:00.000Z',
            updatedAt: '2026-01-01T07:00:00.000Z',
          },
        ],
        { 'content-range': 'marriage-rooms 0-0/1' },
      ),
    );
    await waitFor(() => expect(venue).toHaveValue('Sheria House Marriage Room 1'));
    await next();
    expect(await screen.findByText('Step 4 of 6: Witnesses')).toBeInTheDocument();
    expect(saved()?.formData.venue).toMatchObject({ type: 'REGISTRAR_OFFICE', name: 'Sheria House Marriage Room 1' });
  });

  it('goes on with the office when the step is left before the rooms come', async () => {
    formData = OFFICE_DRAFT;
    rooms = () => new Promise<Response>(() => undefined);
    renderDateVenueStep();
    await screen.findByRole('option', { name: 'Nairobi' });
    await userEvent.selectOptions(screen.getByLabelText(/^District of the marriage/), '047');
    await next();
    expect(await screen.findByText('Step 4 of 6: Witnesses')).toBeInTheDocument();
    expect(screen.queryByText('This field is required')).not.toBeInTheDocument();
    expect(saved()?.formData.venue).toMatchObject({ name: 'Office of the Registrar of Marriages, Nairobi' });
  });
});
