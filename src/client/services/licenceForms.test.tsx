import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceCode } from '../../shared/services.js';
import { json, renderServiceForm, stubFetch, type FetchCall } from '../components/testing.js';
import { CLIENT_SERVICES } from './index.js';
import { addDays, nairobiToday } from '../../shared/dates.js';

type Handler = (url: string, init: RequestInit) => Response | undefined;
// Inside the licence's 90 days: the step refuses a day beyond them, as the server does.
const INTENDED = addDays(nairobiToday(), 30);
const calls: FetchCall[] = [];
let handler: Handler = () => undefined;

const DRAFT_ID = '11111111-2222-4333-8444-555555555555';
const party = (first: string, id: string, sex: 'F' | 'M') => ({
  firstName: first,
  middleName: null,
  lastName: 'Otieno',
  idType: 'NATIONAL_ID',
  idNumber: id,
  nationality: 'KE',
  dateOfBirth: '1994-03-02',
  sex,
  condition: 'NEVER_MARRIED',
  occupation: 'Teacher',
  residenceDistrict: '047',
  fatherName: 'John Otieno',
  motherName: 'Mary Atieno',
  phone: '+254712345678',
  email: `${first.toLowerCase()}@example.test`,
});
const PARTIES = { partyA: party('Amina', '12345678', 'F'), partyB: party('Brian', '23456789', 'M') };

function common(url: string): Response | undefined {
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
  return undefined;
}

/** A draft of the service: GET answers it, PUT saves it (one version up). */
function draftOf(code: ServiceCode, formData: object): Handler {
  return (url, init) => {
    if (url === `/api/applications/${DRAFT_ID}` && init.method === 'GET')
      return json(200, {
        id: DRAFT_ID,
        reference: 'SL-2026-000001',
        serviceCode: code,
        status: 'Draft',
        version: 1,
        formData,
      });
    if (url === `/api/applications/${DRAFT_ID}` && init.method === 'PUT')
      return json(200, {
        id: DRAFT_ID,
        reference: 'SL-2026-000001',
        serviceCode: code,
        status: 'Draft',
        version: 2,
        formData: {},
      });
    if (url === '/api/applications' && init.method === 'POST')
      return json(201, {
        id: DRAFT_ID,
        reference: 'SL-2026-000001',
        serviceCode: code,
        status: 'Draft',
        version: 1,
        formData: {},
      });
    return undefined;
  };
}

const renderForm = (code: ServiceCode, at = '') =>
  renderServiceForm({ code, area: 'user', online: CLIENT_SERVICES[code].form! }, { at });

const saved = () =>
  calls.filter((c) => c.method === 'PUT').at(-1)?.body as { formData: Record<string, unknown> } | undefined;
const next = () => userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
/** Puts a whole answer in a field at once (as pasting does): long answers typed key by key are slow. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

beforeEach(() => {
  calls.length = 0;
  handler = () => undefined;
  stubFetch(
    calls,
    (url, _method, init) => handler(url, init) ?? common(url) ?? json(404, { statusCode: 404, message: 'Not found' }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the special licence (notice waiver) form', { timeout: 20_000 }, () => {
  it('asks for party A with the notice’s questions and checks them before it creates the draft', async () => {
    renderForm('SPECIAL_LICENCE_NOTICE_WAIVER');
    expect(await screen.findByText('Step 1 of 5: Party A')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Special licence: marry without the notice period', level: 1 }),
    ).toBeInTheDocument();
    for (const label of [
      'First name',
      'Last name',
      'Identity document',
      'Document number',
      'Nationality',
      'Sex',
      'Condition',
      'Occupation',
      'District of residence',
      "Father's full name",
      "Mother's full name",
      'E-mail address',
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(
      await screen.findByText('Some answers on this step need your attention. They are marked below.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the sex')).toBeInTheDocument();
    expect(screen.getByText('Choose the condition')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('asks the date, district and urgency in the contract’s words, checks them, then saves them', async () => {
    handler = draftOf('SPECIAL_LICENCE_NOTICE_WAIVER', { ...PARTIES, intendedDate: INTENDED });
    renderForm('SPECIAL_LICENCE_NOTICE_WAIVER', `/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Step 3 of 5: Date and reason')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Intended date of marriage' })).toBeInTheDocument();
    const urgency = screen.getByRole('radiogroup');
    for (const words of [
      'Serious illness',
      'Posting or deployment abroad',
      'Travel that cannot be put off',
      'Advanced pregnancy',
      'Another serious reason',
    ]) {
      expect(within(urgency).getByRole('radio', { name: words })).toBeInTheDocument();
    }
    expect(screen.getByText('Why can you not wait for the notice period?')).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Choose why you cannot wait')).toBeInTheDocument();
    expect(screen.getByText('Choose the district')).toBeInTheDocument();
    expect(screen.getByText('Explain the reason in at least 20 characters')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5: Date and reason')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/^District of the marriage/), '047');
    await userEvent.click(screen.getByRole('radio', { name: 'Posting or deployment abroad' }));
    await fill(screen.getByLabelText(/^The circumstances/), 'Deployed to a peacekeeping mission next week.');
    await next();
    expect(await screen.findByText('Step 4 of 5: Documents')).toBeInTheDocument();
    expect(saved()?.formData).toMatchObject({
      intendedDate: INTENDED,
      district: '047',
      urgency: 'POSTING_ABROAD',
      reason: 'Deployed to a peacekeeping mission next week.',
    });
  });
});

describe('the special licence (private venue) form', { timeout: 20_000 }, () => {
  it('asks for the parties with the same questions as the notice', async () => {
    handler = draftOf('SPECIAL_LICENCE_PRIVATE_VENUE', { partyA: PARTIES.partyA });
    renderForm('SPECIAL_LICENCE_PRIVATE_VENUE', `/${DRAFT_ID}?step=2`);
    expect(await screen.findByText('Step 2 of 5: Party B')).toBeInTheDocument();
    expect(
      screen.getByText('The second person to be married, as written on their identity document.'),
    ).toBeInTheDocument();
    await next();
    expect(
      await screen.findByText('Some answers on this step need your attention. They are marked below.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Document number/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Step 2 of 5: Party B')).toBeInTheDocument();
  });

  it('asks the venue, its district and why it must be there, checks them, then saves them', async () => {
    handler = draftOf('SPECIAL_LICENCE_PRIVATE_VENUE', { ...PARTIES, intendedDate: INTENDED });
    renderForm('SPECIAL_LICENCE_PRIVATE_VENUE', `/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Step 3 of 5: Date, venue and reason')).toBeInTheDocument();
    for (const words of [
      'Serious illness of a party',
      'Disability of a party',
      'A party cannot leave the place (hospital, prison, care home)',
      'Another serious reason',
    ]) {
      expect(screen.getByRole('radio', { name: words })).toBeInTheDocument();
    }
    await next();
    expect(await screen.findByText('Choose why it must be there')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name of the venue/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Address/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('This field is required')).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText(/^District of the venue/), '047');
    await fill(screen.getByLabelText(/^Name of the venue/), 'Kenyatta National Hospital, Ward 7B');
    await fill(screen.getByLabelText(/^Address/), 'Hospital Road, Upper Hill');
    await userEvent.click(screen.getByRole('radio', { name: 'Serious illness of a party' }));
    await fill(screen.getByLabelText(/^The circumstances/), 'Party A is in hospital and cannot be moved.');
    await next();
    expect(await screen.findByText('Step 4 of 5: Documents')).toBeInTheDocument();
    expect(saved()?.formData).toMatchObject({
      district: '047',
      venue: { name: 'Kenyatta National Hospital, Ward 7B', physicalAddress: 'Hospital Road, Upper Hill' },
      venueReason: 'ILLNESS',
    });
  });
});

describe('the public place licence form', { timeout: 20_000 }, () => {
  it('asks for the place and checks it with the shared form’s messages before it creates the draft', async () => {
    handler = draftOf('PUBLIC_PLACE_LICENCE', {});
    renderForm('PUBLIC_PLACE_LICENCE');
    expect(await screen.findByText('Step 1 of 5: The place')).toBeInTheDocument();
    for (const words of ['Church', 'Mosque', 'Temple', 'Hall', 'Other'])
      expect(screen.getByRole('radio', { name: words })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText('Choose the kind of place')).toBeInTheDocument();
    expect(screen.getByText('At least 10 people')).toBeInTheDocument();
    expect(screen.getByText('Choose the district')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name of the place/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await fill(screen.getByLabelText(/^Name of the place/), 'St Andrew’s Church');
    await userEvent.click(screen.getByRole('radio', { name: 'Church' }));
    await fill(screen.getByLabelText(/^Denomination/), 'Presbyterian');
    await userEvent.selectOptions(screen.getByLabelText(/^District/), '047');
    await fill(screen.getByLabelText(/^Address/), 'State House Road');
    await fill(screen.getByLabelText(/^Capacity/), '400');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText('Step 2 of 5: Responsible person')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      serviceCode: 'PUBLIC_PLACE_LICENCE',
      formData: {
        placeName: 'St Andrew’s Church',
        placeType: 'CHURCH',
        denomination: 'Presbyterian',
        district: '047',
        physicalAddress: 'State House Road',
        capacity: '400',
      },
    });
  });

  it('asks for the responsible person, phone included, and checks them', async () => {
    handler = draftOf('PUBLIC_PLACE_LICENCE', {});
    renderForm('PUBLIC_PLACE_LICENCE', `/${DRAFT_ID}?step=2`);
    expect(await screen.findByText('Step 2 of 5: Responsible person')).toBeInTheDocument();
    for (const label of ['Full name', 'ID number', 'Role at the place', 'E-mail address'])
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeInTheDocument();
    expect(screen.getAllByLabelText(/Phone number/).length).toBeGreaterThan(0);
    await next();
    expect(await screen.findByText('Enter the ID number as printed')).toBeInTheDocument();
    expect(
      screen.getByText('Enter a valid phone number in international format, e.g. +254712345678'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Role at the place/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the officiants: one at least, more added and removed, each checked', async () => {
    handler = draftOf('PUBLIC_PLACE_LICENCE', { officiants: [{ fullName: 'Rev. Ann Wairimu', idNumber: '34567890' }] });
    renderForm('PUBLIC_PLACE_LICENCE', `/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Step 3 of 5: Officiants')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Officiant 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove officiant/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add an officiant' }));
    const second = screen.getByRole('group', { name: 'Officiant 2' });
    await next();
    expect(await within(second).findByText('This field is required')).toBeInTheDocument();
    expect(within(second).getByText('Enter the ID number as printed')).toBeInTheDocument();
    expect(screen.getByText('Step 3 of 5: Officiants')).toBeInTheDocument();

    await fill(within(second).getByLabelText(/^Full name/), 'Imam Said Omar');
    await fill(within(second).getByLabelText(/^ID number/), '45678901');
    await userEvent.click(screen.getByRole('button', { name: 'Add an officiant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove officiant 3' }));
    expect(screen.queryByRole('group', { name: 'Officiant 3' })).not.toBeInTheDocument();
    await next();
    expect(await screen.findByText('Step 4 of 5: Documents')).toBeInTheDocument();
    await waitFor(() =>
      expect(saved()?.formData.officiants).toEqual([
        { fullName: 'Rev. Ann Wairimu', idNumber: '34567890' },
        { fullName: 'Imam Said Omar', idNumber: '45678901' },
      ]),
    );
  });

  it('keeps every officiant of a saved draft, and offers no more than twenty', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({
      fullName: `Officiant Person ${i + 1}`,
      idNumber: String(30000000 + i),
    }));
    handler = draftOf('PUBLIC_PLACE_LICENCE', { officiants: twenty });
    renderForm('PUBLIC_PLACE_LICENCE', `/${DRAFT_ID}?step=3`);
    expect(await screen.findByRole('group', { name: 'Officiant 20' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Officiant 20' })).getByLabelText(/^Full name/)).toHaveValue(
      'Officiant Person 20',
    );
    expect(screen.queryByRole('button', { name: 'Add an officiant' })).not.toBeInTheDocument();
    expect(screen.getByText('At most 20 officiants can be named.')).toBeInTheDocument();
  });
});
