import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LETTER_NEEDS_IDENTITY } from '../../../shared/services/marital-status-letter/index.js';
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
const calls: FetchCall[] = [];
let draftForm: Record<string, unknown> = {};

function answer(url: string, method: string): Response {
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
    return json(200, [{ isoCode: 'GB', name: 'United Kingdom', nationality: 'British', enabled: true }], {
      'content-range': 'countries 0-0/1',
    });
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  const draft = {
    id: DRAFT_ID,
    reference: 'MSL-2026-000001',
    serviceCode: 'MARITAL_STATUS_LETTER',
    status: 'Draft',
    version: 1,
    formData: draftForm,
  };
  if (url === `/api/applications/${DRAFT_ID}/submit`)
    return json(400, {
      statusCode: 400,
      message: 'Please correct the highlighted fields',
      errors: { identity: LETTER_NEEDS_IDENTITY },
    });
  return answerDraft(draft, url, method) ?? json(404, { statusCode: 404, message: 'Not found' });
}

eachTestFetches(calls, answer, () => {
  draftForm = {};
});

const renderForm = (at = '') =>
  renderServiceForm(
    { code: 'MARITAL_STATUS_LETTER', area: 'user', online: CLIENT_SERVICES.MARITAL_STATUS_LETTER.form! },
    { at },
  );

describe('the marital status letter form', { timeout: 20_000 }, () => {
  it('asks why, where and which registry office; checks them before it creates the draft; the country may stay empty', async () => {
    renderForm();
    expect(await screen.findByText('Step 1 of 3: Purpose of the letter')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Marital status letter', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/for the ID number of your profile/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(
      await screen.findByText('Some answers on this step need your attention. They are marked below.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Why do you need the letter/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Choose the district')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.click(screen.getByLabelText(/^Why do you need the letter/));
    await userEvent.paste('A visa for the United Kingdom');
    expect(await screen.findByRole('option', { name: 'Mombasa' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Registry office/), '001');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText('Step 2 of 3: Documents')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      serviceCode: 'MARITAL_STATUS_LETTER',
      formData: { purpose: 'A visa for the United Kingdom', destinationCountry: null, district: '001' },
    });
    // The documents a registry office asks for.
    expect(
      (await screen.findAllByText(/Your identity document \(copy of the ID card or passport\)/)).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText(/Your passport photo/).length).toBeGreaterThan(0);
  });

  it('shows the answers in words on the review, and the refusal of an applicant without a verified ID number', async () => {
    draftForm = { purpose: 'Marriage in Germany', destinationCountry: 'GB', district: '047' };
    renderForm(`/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Step 3 of 3: Review and submit')).toBeInTheDocument();
    expect(await screen.findByText('United Kingdom')).toBeInTheDocument();
    expect(await screen.findByText('Nairobi')).toBeInTheDocument();
    expect(screen.queryByText('047')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(new RegExp(LETTER_NEEDS_IDENTITY.slice(0, 40)))).toBeInTheDocument();
  });
});

const approved = (outcome: Record<string, unknown>) =>
  ({
    id: 'app-1',
    serviceCode: 'MARITAL_STATUS_LETTER',
    status: 'Approved',
    reference: 'MSL-2026-000001',
    outcome,
  }) as unknown as ApplicationRecord;

describe('the applicant’s letter card', () => {
  const Panel = CLIENT_SERVICES.MARITAL_STATUS_LETTER.ApplicantPanel!;
  const base = {
    letterNumber: 'MSL/2026/000007',
    documentId: 'doc-1',
    registrationNumber: null,
    marriedOn: null,
    marriageDistrict: null,
  };

  it('says the register holds no marriage, with the validity in words', async () => {
    renderInPortal(
      <Panel application={approved({ ...base, finding: 'NONE', validUntil: '2099-06-14T20:59:59.999Z' })} />,
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Your letter' })).toBeInTheDocument();
    expect(screen.getByTestId('letter-number')).toHaveTextContent('MSL/2026/000007');
    expect(screen.getByTestId('letter-finding')).toHaveTextContent('No marriage in the register');
    expect(screen.getByText('The register holds no marriage for your ID number.')).toBeInTheDocument();
    expect(screen.getByText('14-06-2099')).toBeInTheDocument();
    expect(screen.getByTestId('letter-status')).toHaveTextContent('Valid');
    expect(screen.queryByTestId('letter-entry')).not.toBeInTheDocument();
  });

  it('names the entry of a marriage by number, date and district name; an expired letter says so', async () => {
    renderInPortal(
      <Panel
        application={approved({
          ...base,
          finding: 'MARRIED',
          validUntil: '2020-01-31T20:59:59.999Z',
          registrationNumber: 'MC/001/2019/000042',
          marriedOn: '2019-06-15',
          marriageDistrict: '001',
        })}
      />,
      '/',
    );
    expect(screen.getByTestId('letter-finding')).toHaveTextContent('Married');
    expect(await screen.findByText('MC/001/2019/000042, married on 15-06-2019 in Mombasa')).toBeInTheDocument();
    expect(screen.getByTestId('letter-status')).toHaveTextContent('Expired');
    expect(screen.getByText(/This letter has expired/)).toBeInTheDocument();
  });

  it('shows nothing before the letter is issued', () => {
    const { container } = renderInPortal(
      <Panel application={{ ...approved({}), status: 'Submitted', outcome: null } as unknown as ApplicationRecord} />,
      '/',
    );
    expect(container).toBeEmptyDOMElement();
  });
});
