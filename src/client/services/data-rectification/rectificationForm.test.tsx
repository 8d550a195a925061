import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RECTIFICATION_MESSAGES } from '../../../shared/services/data-rectification.js';
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
const PARTICULARS = {
  PARTY_A_NAME: 'Njoroge Paul Kariuki',
  PARTY_A_AGE: '38',
  PARTY_A_CONDITION: 'Bachelor/Spinster',
  PARTY_A_OCCUPATION: 'Architect',
  PARTY_A_RESIDENCE: 'Nairobi',
  PARTY_A_FATHER: 'Kariuki Njoroge',
  PARTY_A_MOTHER: 'Wanjiku Kariuki',
  PARTY_B_NAME: 'Achieng Mary Otieno',
  PARTY_B_AGE: '34',
  PARTY_B_CONDITION: 'Bachelor/Spinster',
  PARTY_B_OCCUPATION: 'Lecturer',
  PARTY_B_RESIDENCE: 'Nairobi',
  PARTY_B_FATHER: 'Otieno Odhiambo',
  PARTY_B_MOTHER: 'Akinyi Otieno',
};
const ENTRY = {
  registrationNumber: 'MC/047/2026/000003',
  partyAName: 'Njoroge Paul Kariuki',
  partyBName: 'Achieng Mary Otieno',
  marriedOn: '2026-11-20',
  district: '047',
  districtName: 'Nairobi',
  certificateDocumentId: null,
  particulars: PARTICULARS,
};
const calls: FetchCall[] = [];
let entries = [ENTRY];
let draftForm: Record<string, unknown> = {};
let submitAnswer: () => Response;

function answer(url: string, method: string): Response {
  if (url.startsWith('/api/my-register-entries')) return json(200, { data: entries });
  if (url.startsWith('/api/districts'))
    return json(
      200,
      [
        { code: '047', name: 'Nairobi', active: true },
        { code: '022', name: 'Kiambu', active: true },
      ],
      { 'content-range': 'districts 0-1/2' },
    );
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  const draft = {
    id: DRAFT_ID,
    reference: 'DR-2026-000001',
    serviceCode: 'DATA_RECTIFICATION',
    status: 'Draft',
    version: 1,
    formData: draftForm,
  };
  if (url === `/api/applications/${DRAFT_ID}/submit`) return submitAnswer();
  return answerDraft(draft, url, method) ?? json(404, { statusCode: 404, message: 'Not found' });
}

eachTestFetches(calls, answer, () => {
  entries = [ENTRY];
  draftForm = {};
  submitAnswer = () =>
    json(400, {
      statusCode: 400,
      message: 'Please correct the highlighted fields',
      errors: { 'formData.registerEntryNumber': RECTIFICATION_MESSAGES.notParty },
    });
});

const renderForm = (at = '') =>
  renderServiceForm(
    { code: 'DATA_RECTIFICATION', area: 'user', online: CLIENT_SERVICES.DATA_RECTIFICATION.form! },
    { at },
  );

describe('the rectification form', { timeout: 30_000 }, () => {
  it('offers the own entries and the particulars in words, shows what the register holds, checks the value per particular, and saves the draft', async () => {
    renderForm();
    expect(await screen.findByText('Step 1 of 3: The correction')).toBeInTheDocument();
    await screen.findByRole('option', {
      name: 'MC/047/2026/000003: Njoroge Paul Kariuki and Achieng Mary Otieno, 20-11-2026, Nairobi',
    });
    await userEvent.selectOptions(screen.getByLabelText(/^Register entry/), ENTRY.registrationNumber);
    expect(screen.queryByRole('option', { name: 'PARTY_A_AGE' })).toBeNull();
    expect(screen.queryByRole('option', { name: /ID number|Entry number/i })).toBeNull();
    await userEvent.selectOptions(screen.getByLabelText(/^Particular to correct/), "Party A's age at the marriage");
    expect(await screen.findByTestId('register-holds')).toHaveTextContent('38');
    const value = screen.getByLabelText(/^Correct value/);
    await userEvent.type(value, '3O');
    await userEvent.click(screen.getByLabelText(/^Why is the entry wrong/));
    await userEvent.paste(
      'My age was written from the notice, which had a typing error; my ID card shows my date of birth.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText(RECTIFICATION_MESSAGES.age)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.clear(value);
    await userEvent.type(value, '38');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText(RECTIFICATION_MESSAGES.sameValue)).toBeInTheDocument();
    await userEvent.clear(value);
    await userEvent.type(value, '37');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText(/^Step 2 of 3/)).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST')?.body as {
      serviceCode: string;
      formData: Record<string, unknown>;
    };
    expect(created.serviceCode).toBe('DATA_RECTIFICATION');
    expect(created.formData).toMatchObject({
      registerEntryNumber: ENTRY.registrationNumber,
      field: 'PARTY_A_AGE',
      currentValue: '38',
      correctValue: '37',
    });
  });

  it('asks the condition from a list in words and the residence from the districts', async () => {
    renderForm();
    await screen.findByRole('option', { name: /^MC\/047\/2026\/000003/ });
    await userEvent.selectOptions(screen.getByLabelText(/^Register entry/), ENTRY.registrationNumber);
    await userEvent.selectOptions(
      screen.getByLabelText(/^Particular to correct/),
      "Party B's condition (bachelor/spinster, divorced, widowed)",
    );
    expect(await screen.findByTestId('register-holds')).toHaveTextContent('Bachelor/Spinster');
    expect(screen.getByRole('option', { name: 'Widower/Widow' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Particular to correct/), "Party B's residence");
    expect(await screen.findByRole('option', { name: 'Kiambu' })).toBeInTheDocument();
  });

  it('issue 20 #2: with no register entry of the applicant the form says so and offers no step to fill, only where to go', async () => {
    entries = [];
    renderForm();
    expect(
      await screen.findByText(/The register holds no entry naming the ID number of your profile/),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Particular to correct/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft and continue' })).toBeNull();
    expect(screen.queryByText(/could not read what the register holds/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Search the register' })).toHaveAttribute('href', '/user/search');
    expect(screen.getByRole('link', { name: 'Back to the services' })).toHaveAttribute('href', '/user/services/list');
  });

  it("puts the server's refusals next to their fields, and a conflict above the form", async () => {
    draftForm = {
      registerEntryNumber: ENTRY.registrationNumber,
      field: 'PARTY_B_OCCUPATION',
      currentValue: 'Lecturer',
      correctValue: 'Senior lecturer',
      reason: 'My wife was a senior lecturer then; her appointment letter shows it.',
    };
    renderForm(`/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Step 3 of 3: Review and submit')).toBeInTheDocument();
    expect(screen.getByText("Party B's occupation")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(RECTIFICATION_MESSAGES.notParty)).toBeInTheDocument();
  });

  it('shows the duplicate refusal (409) in words', async () => {
    draftForm = {
      registerEntryNumber: ENTRY.registrationNumber,
      field: 'PARTY_B_OCCUPATION',
      currentValue: 'Lecturer',
      correctValue: 'Senior lecturer',
      reason: 'My wife was a senior lecturer then; her appointment letter shows it.',
    };
    submitAnswer = () =>
      json(409, { statusCode: 409, error: 'Conflict', message: RECTIFICATION_MESSAGES.duplicate('DR-2026-000002') });
    renderForm(`/${DRAFT_ID}?step=3`);
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByText(new RegExp(RECTIFICATION_MESSAGES.duplicate('DR-2026-000002').slice(0, 40))),
    ).toBeInTheDocument();
  });
});

describe("the applicant's amended-entry card", () => {
  const Panel = CLIENT_SERVICES.DATA_RECTIFICATION.ApplicantPanel!;
  const approved = (outcome: Record<string, unknown> | null, status = 'Approved') =>
    ({
      id: 'app-1',
      serviceCode: 'DATA_RECTIFICATION',
      status,
      reference: 'DR-2026-000001',
      outcome,
    }) as unknown as ApplicationRecord;

  it('says what the particular read and reads, who amended it, and the new and superseded certificates', () => {
    renderInPortal(
      <Panel
        application={approved({
          registrationNumber: 'MC/047/2026/000003',
          field: 'PARTY_A_OCCUPATION',
          oldValue: 'Architect',
          newValue: 'Architect and urban planner',
          amendedOn: '2026-11-23',
          authority: 'Esther Wambui, Registrar General',
          certificateNumber: 'MC/047/2026/000003-R1',
          certificateDocumentId: 'd1',
          supersededCertificateNumber: 'MC/047/2026/000003',
        })}
      />,
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Your amended entry' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Register entry MC/047/2026/000003 was amended on 23-11-2026; the change is noted in its margin.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Party A's occupation")).toBeInTheDocument();
    expect(screen.getByText('Architect and urban planner')).toBeInTheDocument();
    expect(screen.getByText('New marriage certificate').nextElementSibling).toHaveTextContent('MC/047/2026/000003-R1');
    expect(screen.getByText('Certificate superseded').nextElementSibling).toHaveTextContent(/^MC\/047\/2026\/000003$/);
  });

  it('shows nothing before the entry is amended', () => {
    const { container } = renderInPortal(<Panel application={approved(null, 'Submitted')} />, '/');
    expect(container).toBeEmptyDOMElement();
  });
});
