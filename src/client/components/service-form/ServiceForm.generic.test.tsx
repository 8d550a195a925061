import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextFieldControl } from '../../forms/fields.js';
import { i18nProvider } from '../../providers/i18nProvider.js';
import { onlineForm, type StepProps } from '../../services/types.js';
import { ServiceForm } from './ServiceForm.js';

/** Any service gets the whole page from a declaration: here the marital status letter's one step. */
interface LetterValues { purpose: string; destinationCountry: string | null; district: string }
const PurposeStep = ({ form }: StepProps<LetterValues>) => (
  <>
    <TextFieldControl control={form.control} name="purpose" label="Purpose" required />
    <TextFieldControl control={form.control} name="district" label="District code" required />
  </>
);
const letter = onlineForm<LetterValues>({ messages: 'services.MARITAL_STATUS_LETTER.form', emptyForm: () => ({ purpose: '', destinationCountry: null, district: '' }), steps: { purpose: PurposeStep } });

const calls: { method: string; url: string; body: unknown }[] = [];
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const DRAFT = { id: '11111111-2222-4333-8444-555555555555', reference: 'MSL-2026-000001', serviceCode: 'MARITAL_STATUS_LETTER', status: 'Draft', version: 1, formData: {} };

beforeEach(() => {
  calls.length = 0;
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.toString() : input.url;
    const method = (init.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    if (url === '/api/applications' && method === 'POST') return json(201, DRAFT);
    if (url.startsWith('/api/attachments')) return json(200, []);
    return json(200, []);
  }));
});
afterEach(() => vi.unstubAllGlobals());

describe('the service form page, for a service declared in a few lines', () => {
  it('numbers its steps, checks the step with the shared schema, then creates the draft of that service', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <MemoryRouter initialEntries={['/user/services/form-marital-status']}>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient}>
          <Routes>
            <Route path="/user/services/form-marital-status" element={<ServiceForm code="MARITAL_STATUS_LETTER" area="user" online={letter} />} />
            <Route path="/user/services/form-marital-status/:id" element={<ServiceForm code="MARITAL_STATUS_LETTER" area="user" online={letter} />} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
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
