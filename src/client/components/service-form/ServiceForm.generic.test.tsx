import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextFieldControl } from '../../forms/fields.js';
import { onlineForm, type StepProps } from '../../services/types.js';
import { json, renderServiceForm, stubFetch, type FetchCall } from '../testing.js';

/** Any service gets the whole page from a declaration: here the marital status letter's one step. */
interface LetterValues { purpose: string; destinationCountry: string | null; district: string }
const PurposeStep = ({ form }: StepProps<LetterValues>) => (
  <>
    <TextFieldControl control={form.control} name="purpose" label="Purpose" required />
    <TextFieldControl control={form.control} name="district" label="District code" required />
  </>
);
const letter = onlineForm<LetterValues>({ messages: 'services.MARITAL_STATUS_LETTER.form', emptyForm: () => ({ purpose: '', destinationCountry: null, district: '' }), steps: { purpose: PurposeStep } });

const calls: FetchCall[] = [];
const DRAFT = { id: '11111111-2222-4333-8444-555555555555', reference: 'MSL-2026-000001', serviceCode: 'MARITAL_STATUS_LETTER', status: 'Draft', version: 1, formData: {} };

beforeEach(() => {
  calls.length = 0;
  stubFetch(calls, (url, method) => {
    if (url === '/api/applications' && method === 'POST') return json(201, DRAFT);
    if (url.startsWith('/api/attachments')) return json(200, []);
    return json(200, []);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the service form page, for a service declared in a few lines', () => {
  it('numbers its steps, checks the step with the shared schema, then creates the draft of that service', async () => {
    renderServiceForm({ code: 'MARITAL_STATUS_LETTER', area: 'user', online: letter });
    expect(await screen.findByText('Step 1 of 3: Purpose of the letter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    expect(await screen.findByText('Some answers on this step need your attention. They are marked below.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Purpose/), 'To marry abroad');
    await userEvent.type(screen.getByLabelText(/^District code/), '047');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    await waitFor(() => expect(screen.getByText('Step 2 of 3: Documents')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ serviceCode: 'MARITAL_STATUS_LETTER', formData: { purpose: 'To marry abroad', destinationCountry: null, district: '047' } });
    expect(screen.getByText('Draft MSL-2026-000001')).toBeInTheDocument();
  });
});
