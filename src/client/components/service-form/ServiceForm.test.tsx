import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_SERVICES } from '../../services/index.js';
import { json, renderServiceForm, stubFetch, type FetchCall } from '../testing.js';

type Handler = (url: string, init: RequestInit) => Response | undefined;
const calls: FetchCall[] = [];
let handler: Handler = () => undefined;

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
const COMPLETE = {
  partyA: party('Amina', '12345678', 'F'),
  partyB: party('Brian', '23456789', 'M'),
  intendedDate: '2099-06-20',
  district: '047',
  venue: { type: 'REGISTRAR_OFFICE', name: 'Sheria House Marriage Room 1', licenceReference: null },
  witnesses: [
    { fullName: 'Wit One', idNumber: '34567890', phone: '+254722345678' },
    { fullName: 'Wit Two', idNumber: '45678901', phone: '+254733345678' },
  ],
  specialLicenceReference: null,
};
const DRAFT_ID = '11111111-2222-4333-8444-555555555555';

function common(url: string): Response | undefined {
  if (url.startsWith('/api/districts'))
    return json(200, [{ code: '047', name: 'Nairobi', active: true }], { 'content-range': 'districts 0-0/1' });
  if (url.startsWith('/api/countries'))
    return json(200, [{ isoCode: 'KE', name: 'Kenya', nationality: 'Kenyan', enabled: true }], {
      'content-range': 'countries 0-0/1',
    });
  if (url.startsWith('/api/marriage-rooms'))
    return json(403, { statusCode: 403, message: 'Only registry staff can read this setting' });
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  return undefined;
}

function Where() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        browser back
      </button>
    </>
  );
}

const FORM_PATH = '/user/services/form-marriage-registration';

/** The notice form at `path` (its path, a draft's), with the application page it goes to and the current location shown. */
function renderForm(path: string) {
  return renderServiceForm(
    { code: 'MARRIAGE_NOTICE', area: 'user', online: CLIENT_SERVICES.MARRIAGE_NOTICE.form! },
    {
      at: path.slice(FORM_PATH.length),
      routes: <Route path="/user/applications/:id" element={<p>application page</p>} />,
      beside: <Where />,
    },
  );
}

beforeEach(() => {
  calls.length = 0;
  stubFetch(
    calls,
    (url, _method, init) => handler(url, init) ?? common(url) ?? json(404, { statusCode: 404, message: 'Not found' }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the service form page, with the notice declared on it', () => {
  it('checks the first step before it creates the draft', async () => {
    handler = () => undefined;
    renderForm('/user/services/form-marriage-registration');
    await userEvent.click(await screen.findByRole('button', { name: 'Save draft and continue' }));
    expect(
      await screen.findByText('Some answers on this step need your attention. They are marked below.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Sex/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(screen.getByText('Step 1 of 6: Party A')).toBeInTheDocument();
  });

  it('issue 20 #24: a new notice starts with party A as the registry verified the person giving it', async () => {
    localStorage.setItem(
      'profile',
      JSON.stringify({
        userId: 'u-1',
        accountType: 'INDIVIDUAL',
        idNumber: '27583910',
        idType: 'NATIONAL_ID',
        firstName: 'Wanjiku',
        middleName: 'Njeri',
        lastName: 'Kamau',
        email: 'citizen@demo.test',
        phone: '+254712100001',
        staffRole: null,
        district: null,
        organisation: null,
        refreshToken: 'r',
      }),
    );
    handler = () => undefined;
    renderForm('/user/services/form-marriage-registration');
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Wanjiku');
    expect(screen.getByLabelText(/^Middle name/)).toHaveValue('Njeri');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('Kamau');
    expect(screen.getByLabelText(/^Document number/)).toHaveValue('27583910');
    // What the registry does not hold is the person's to give.
    expect(screen.getByLabelText(/^Occupation/)).toHaveValue('');
  });

  it('loads a draft, and puts the submit refusal next to its fields on their step', async () => {
    handler = (url, init) => {
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'GET')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000777',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Draft',
          version: 3,
          formData: COMPLETE,
        });
      if (url === `/api/applications/${DRAFT_ID}/submit`) {
        return json(400, {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Check the highlighted fields',
          errors: {
            'formData.partyB.dateOfBirth': 'Party B is under 18 on the intended date',
            'attachments.PARTY_A_ID': 'Attach this document',
          },
        });
      }
      return undefined;
    };
    renderForm(`/user/services/form-marriage-registration/${DRAFT_ID}?step=6`);
    expect(await screen.findByText('Draft MN-2026-000777')).toBeInTheDocument();
    expect(screen.getByText('Step 6 of 6: Review and submit')).toBeInTheDocument();
    expect(screen.getAllByText('Amina Otieno').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Submit notice' }));
    await waitFor(() => expect(screen.getByText('Step 2 of 6: Party B')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/user/services/form-marriage-registration/${DRAFT_ID}?step=2`,
    );
    expect(await screen.findByText('Party B is under 18 on the intended date')).toBeInTheDocument();
    const submit = calls.find((c) => c.url.endsWith('/submit'));
    expect(submit?.body).toEqual({ version: 3 });
  });

  it("issue 20 #11 and #6: the address counts steps as the page does, and the browser's Back returns to the step before", async () => {
    handler = (url, init) => {
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'GET')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000779',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Draft',
          version: 3,
          formData: COMPLETE,
        });
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'PUT')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000779',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Draft',
          version: 4,
          formData: COMPLETE,
        });
      return undefined;
    };
    renderForm(`/user/services/form-marriage-registration/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Draft MN-2026-000779')).toBeInTheDocument();
    expect(screen.getByText(/^Step 3 of 6/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(screen.getByText(/^Step 4 of 6/)).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(`${FORM_PATH}/${DRAFT_ID}?step=4`);
    await userEvent.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.getByText(/^Step 3 of 6/)).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(`${FORM_PATH}/${DRAFT_ID}?step=3`);
  });

  it("issue 20 #3: an intended date in the past is refused on its own step with the server's words, not at Review; a birth date in the future on its party's step", async () => {
    const past = { ...COMPLETE, intendedDate: '2020-01-15', partyB: { ...COMPLETE.partyB, dateOfBirth: '2090-01-01' } };
    handler = (url, init) => {
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'GET')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000780',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Draft',
          version: 3,
          formData: past,
        });
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'PUT')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000780',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Draft',
          version: 4,
          formData: past,
        });
      return undefined;
    };
    renderForm(`/user/services/form-marriage-registration/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Draft MN-2026-000780')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByText('The intended date of marriage cannot be in the past')).toBeInTheDocument();
    expect(screen.getByText(/^Step 3 of 6/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`${FORM_PATH}/${DRAFT_ID}?step=3`);
  });

  it('issue 20 #3: at Review, Submit sends the person back to the first step with a broken day rule, and sends nothing', async () => {
    const born = { ...COMPLETE, partyB: { ...COMPLETE.partyB, dateOfBirth: '2090-01-01' } };
    handler = (url, init) => {
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'GET')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000781',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Draft',
          version: 3,
          formData: born,
        });
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'PUT')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000781',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Draft',
          version: 4,
          formData: born,
        });
      return undefined;
    };
    renderForm(`/user/services/form-marriage-registration/${DRAFT_ID}?step=6`);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit notice' }));
    expect(await screen.findByText('A date of birth cannot be in the future')).toBeInTheDocument();
    expect(screen.getByText(/^Step 2 of 6/)).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/submit'))).toBe(false);
  });

  it('submits a complete draft and opens the application page', async () => {
    handler = (url, init) => {
      if (url === `/api/applications/${DRAFT_ID}` && init.method === 'GET')
        return json(200, {
          id: DRAFT_ID,
          reference: 'MN-2026-000778',
          serviceCode: 'MARRIAGE_NOTICE',
          status: 'Corrections_Requested',
          version: 5,
          formData: COMPLETE,
        });
      if (url === `/api/applications/${DRAFT_ID}/resubmit`)
        return json(200, { id: DRAFT_ID, status: 'Submitted', stage: 'OFFICER', version: 6 });
      return undefined;
    };
    renderForm(`/user/services/form-marriage-registration/${DRAFT_ID}?step=6`);
    await userEvent.click(await screen.findByRole('button', { name: 'Resubmit' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/user/applications/${DRAFT_ID}`));
    expect(calls.find((c) => c.url.endsWith('/resubmit'))?.body).toEqual({ version: 5 });
  });
});
