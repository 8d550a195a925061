import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { COPY_MESSAGES } from '../../../shared/services/certified-copy.js';
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
import { RECTIFIABLE_FIELDS } from '../../../shared/services/data-rectification.js';

const DRAFT_ID = '11111111-2222-4333-8444-555555555555';
const ENTRY = {
  registrationNumber: 'MC/047/2026/000003',
  partyAName: 'Njoroge Peter Kamau',
  partyBName: 'Achieng Mary Otieno',
  marriedOn: '2026-11-20',
  district: '047',
  districtName: 'Nairobi',
  // The answer's whole shape (GET /api/my-register-entries checks it against its contract).
  certificateDocumentId: null,
  particulars: Object.fromEntries(RECTIFIABLE_FIELDS.map((field) => [field, ''])),
};
const calls: FetchCall[] = [];
let entries = [ENTRY];
let searches: unknown[] = [];
let draftForm: Record<string, unknown> = {};

function answer(url: string, method: string): Response {
  if (url.startsWith('/api/my-register-entries')) return json(200, { data: entries });
  if (url.startsWith('/api/my-register-searches')) return json(200, { data: searches });
  if (url.startsWith('/api/districts'))
    return json(200, [{ code: '047', name: 'Nairobi', active: true }], { 'content-range': 'districts 0-0/1' });
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  const draft = {
    id: DRAFT_ID,
    reference: 'CC-2026-000001',
    serviceCode: 'CERTIFIED_COPY',
    status: 'Draft',
    version: 1,
    formData: draftForm,
  };
  if (url === `/api/applications/${DRAFT_ID}/submit`)
    return json(400, {
      statusCode: 400,
      message: 'Please correct the highlighted fields',
      errors: { 'formData.registerEntryNumber': COPY_MESSAGES.notParty },
    });
  return answerDraft(draft, url, method) ?? json(404, { statusCode: 404, message: 'Not found' });
}

eachTestFetches(calls, answer, () => {
  entries = [ENTRY];
  searches = [];
  draftForm = {};
});

const renderForm = (at = '', area: 'user' | 'institution' = 'user') =>
  renderServiceForm({ code: 'CERTIFIED_COPY', area, online: CLIENT_SERVICES.CERTIFIED_COPY.form! }, { at });

const FOUND = {
  registrationNumber: 'MC/042/2012/000007',
  partyAName: 'Akinyi Mary Otieno',
  partyBName: 'Peter Otieno Ochieng',
  celebratedOn: '2012-03-10',
  districtName: 'Kisumu',
};
const SEARCH = {
  applicationId: 'search-1',
  reference: 'RS-2026-000012',
  status: 'Approved',
  decidedAt: '2026-03-02T07:30:00.000Z',
  criteria: {
    partyName: 'Akinyi Otieno',
    otherPartyName: null,
    from: null,
    to: null,
    district: null,
    districtName: null,
    purpose: 'Succession',
  },
  matches: [FOUND],
  report: null,
};

describe('the certified copy form', { timeout: 20_000 }, () => {
  it("offers the applicant's own entries in words, checks the copies, and creates the draft with them", async () => {
    renderForm();
    expect(await screen.findByText('Step 1 of 3: The copy')).toBeInTheDocument();
    expect(
      await screen.findByRole('option', {
        name: 'MC/047/2026/000003: Njoroge Peter Kamau and Achieng Mary Otieno, 20-11-2026, Nairobi',
      }),
    ).toBeInTheDocument();
    const copies = screen.getByLabelText(/^Number of copies/);
    await userEvent.clear(copies);
    await userEvent.type(copies, '11');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText('At most 10 copies')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.selectOptions(screen.getByLabelText(/^Register entry/), ENTRY.registrationNumber);
    await userEvent.clear(copies);
    await userEvent.type(copies, '2');
    await userEvent.click(screen.getByLabelText(/^Why do you need the copies/));
    await userEvent.paste('Spousal visa application');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText(/^Step 2 of 3/)).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST')?.body as {
      serviceCode: string;
      formData: Record<string, unknown>;
    };
    expect(created.serviceCode).toBe('CERTIFIED_COPY');
    expect(created.formData).toMatchObject({
      registerEntryNumber: ENTRY.registrationNumber,
      purpose: 'Spousal visa application',
    });
    expect(Number(created.formData.copies)).toBe(2);
  });

  it('says so when the register holds no entry of the applicant', async () => {
    entries = [];
    renderForm();
    expect(
      await screen.findByText(/The register holds no entry naming the ID number of your profile/),
    ).toBeInTheDocument();
  });

  it('puts the refusal of an entry the applicant is not party to next to the entry', async () => {
    draftForm = { registerEntryNumber: ENTRY.registrationNumber, copies: 2, purpose: 'Visa' };
    renderForm(`/${DRAFT_ID}?step=3`);
    expect(await screen.findByText('Step 3 of 3: Review and submit')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(COPY_MESSAGES.notParty)).toBeInTheDocument();
  });
});

describe('copies of an entry a search found', { timeout: 20_000 }, () => {
  it("opened from the search's result: the entry chosen, the search kept with it, and both in the draft", async () => {
    searches = [SEARCH];
    renderForm(`?search=${SEARCH.reference}&entry=${encodeURIComponent(FOUND.registrationNumber)}`);
    const select = await screen.findByLabelText(/^Register entry/);
    expect(
      await screen.findByRole('option', {
        name: 'MC/042/2012/000007: Akinyi Mary Otieno and Peter Otieno Ochieng, 10-03-2012, Kisumu (found in search RS-2026-000012)',
      }),
    ).toBeInTheDocument();
    expect(select).toHaveValue(FOUND.registrationNumber);
    expect(await screen.findByText('Ordered from your search RS-2026-000012.')).toBeInTheDocument();
    // Choosing one's own entry drops the search.
    await userEvent.selectOptions(select, ENTRY.registrationNumber);
    expect(screen.queryByText('Ordered from your search RS-2026-000012.')).toBeNull();
    await userEvent.selectOptions(select, FOUND.registrationNumber);
    await userEvent.click(screen.getByLabelText(/^Why do you need the copies/));
    await userEvent.paste('Succession cause');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText(/^Step 2 of 3/)).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST')?.body as { formData: Record<string, unknown> };
    expect(created.formData).toMatchObject({
      registerEntryNumber: FOUND.registrationNumber,
      searchReference: SEARCH.reference,
    });
  });

  it('an institution is offered the entries its searches found, never own entries; with none, it is sent to search', async () => {
    searches = [SEARCH];
    renderForm('', 'institution');
    expect(await screen.findByRole('option', { name: /^MC\/042\/2012\/000007/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /^MC\/047\/2026\/000003/ })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/my-register-entries'))).toBe(false);
  });

  it('an institution without a search that found an entry is sent to search first', async () => {
    renderForm('', 'institution');
    expect(await screen.findByText(/None of your completed register searches found an entry yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search the register' })).toHaveAttribute('href', '/institution/search');
  });
});

describe("the applicant's copies card", () => {
  const Panel = CLIENT_SERVICES.CERTIFIED_COPY.ApplicantPanel!;
  const approved = (outcome: Record<string, unknown> | null, status = 'Approved') =>
    ({
      id: 'app-1',
      serviceCode: 'CERTIFIED_COPY',
      status,
      reference: 'CC-2026-000001',
      outcome,
    }) as unknown as ApplicationRecord;

  it('lists each copy by number with the signatory', () => {
    renderInPortal(
      <Panel
        application={approved({
          registrationNumber: 'MC/047/2026/000003',
          signatoryName: 'Esther Wambui',
          copies: [
            { number: 'CC/2026/000001-1', documentId: 'd1' },
            { number: 'CC/2026/000001-2', documentId: 'd2' },
          ],
        })}
      />,
      '/',
    );
    expect(screen.getByRole('heading', { name: 'Your certified copies' })).toBeInTheDocument();
    expect(
      screen.getByText('2 certified copies of MC/047/2026/000003 issued, signed by Esther Wambui'),
    ).toBeInTheDocument();
    expect(screen.getByText('Copy 1: CC/2026/000001-1')).toBeInTheDocument();
    expect(screen.getByText('Copy 2: CC/2026/000001-2')).toBeInTheDocument();
  });

  it('shows nothing before the copies are issued', () => {
    const { container } = renderInPortal(<Panel application={approved(null, 'Submitted')} />, '/');
    expect(container).toBeEmptyDOMElement();
  });
});
