import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TextFieldControl } from '../../forms/fields.js';
import { onlineForm, type StepProps } from '../../services/types.js';
import { json, renderServiceForm, stubFetch, type FetchCall } from '../testing.js';

/** Any service gets the whole page from a declaration: here the marital status letter's one step. */
interface LetterValues {
  purpose: string;
  destinationCountry: string | null;
  district: string;
}
const PurposeStep = ({ form }: StepProps<LetterValues>) => (
  <>
    <TextFieldControl control={form.control} name="purpose" label="Purpose" required />
    <TextFieldControl control={form.control} name="district" label="District code" required />
  </>
);
const letter = onlineForm<LetterValues>({
  messages: 'services.MARITAL_STATUS_LETTER.form',
  emptyForm: () => ({ purpose: '', destinationCountry: null, district: '' }),
  steps: { purpose: PurposeStep },
});

const calls: FetchCall[] = [];
const DRAFT = {
  id: '11111111-2222-4333-8444-555555555555',
  reference: 'MSL-2026-000001',
  serviceCode: 'MARITAL_STATUS_LETTER',
  status: 'Draft',
  version: 1,
  formData: {},
};

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
    expect(
      await screen.findByText('Some answers on this step need your attention. They are marked below.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Purpose/), 'To marry abroad');
    await userEvent.type(screen.getByLabelText(/^District code/), '047');
    await userEvent.click(screen.getByRole('button', { name: 'Save draft and continue' }));
    await waitFor(() => expect(screen.getByText('Step 2 of 3: Documents')).toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      serviceCode: 'MARITAL_STATUS_LETTER',
      formData: { purpose: 'To marry abroad', destinationCountry: null, district: '047' },
    });
    expect(screen.getByText('Draft MSL-2026-000001')).toBeInTheDocument();
  });
});

describe('issue 20 #4: the review step offers the extras the price list has for the service', () => {
  const PRICES = [
    {
      code: 'MARITAL_STATUS_LETTER',
      name: 'Marital status letter',
      description: '',
      audience: ['INDIVIDUAL'],
      chain: ['OFFICER', 'DIRECTOR'],
      fee: { amount: 1050, currency: 'KES', effectiveFrom: '2026-01-01' },
      taxHeads: [],
      billables: [
        { code: 'COURIER_DELIVERY', name: 'Courier delivery of documents', amount: 600, maxQuantity: 1 },
        { code: 'EXPRESS_LETTER', name: 'Express processing (2 working days)', amount: 2000, maxQuantity: 1 },
        { code: 'EXTRA_STAMPED_COPY', name: 'Extra stamped copy', amount: 300, maxQuantity: 3 },
      ],
    },
  ];
  const saved = { ...DRAFT, formData: { purpose: 'To marry abroad', destinationCountry: null, district: '047' } };

  it("each with its price, the courier's address when delivery is chosen, the total; saved with the draft, refused without the address", async () => {
    calls.length = 0;
    stubFetch(calls, (url, method) => {
      if (url === '/api/prices') return json(200, { data: PRICES });
      if (url === `/api/applications/${DRAFT.id}` && method === 'GET') return json(200, saved);
      if (url === `/api/applications/${DRAFT.id}` && method === 'PUT') return json(200, { ...saved, version: 2 });
      return json(200, []);
    });
    renderServiceForm({ code: 'MARITAL_STATUS_LETTER', area: 'user', online: letter }, { at: `/${DRAFT.id}?step=3` });
    expect(await screen.findByText('Step 3 of 3: Review and submit')).toBeInTheDocument();
    const courier = await screen.findByRole('checkbox', { name: /^Courier delivery of documents \(KES\s600\.00\)$/ });
    expect(
      screen.getByRole('checkbox', { name: /^Express processing \(2 working days\) \(KES\s2,000\.00\)$/ }),
    ).not.toBeChecked();
    expect(screen.getByLabelText(/^Extra stamped copy \(KES\s300\.00 each\)$/)).toHaveValue('0');
    expect(screen.getByTestId('extras-total').textContent?.replace(/\s/g, ' ')).toBe('To pay: KES 1,050.00');
    expect(screen.queryByLabelText(/^Delivery address/)).toBeNull();

    await userEvent.click(courier);
    await userEvent.selectOptions(screen.getByLabelText(/^Extra stamped copy \(KES\s300\.00 each\)$/), '2');
    expect(screen.getByTestId('extras-total').textContent?.replace(/\s/g, ' ')).toBe(
      'To pay: KES 2,250.00 (fee KES 1,050.00, extras KES 1,200.00)',
    );
    // Submit checks the address with the shared rule before asking the server.
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Give the address the courier is to deliver to')).toBeInTheDocument();
    expect(calls.some((c) => c.url.endsWith('/submit'))).toBe(false);
    await userEvent.type(screen.getByLabelText(/^Delivery address/), 'Box 12, Nyeri');
    await waitFor(
      () =>
        expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({
          formData: {
            extras: {
              items: [
                { code: 'COURIER_DELIVERY', quantity: 1 },
                { code: 'EXTRA_STAMPED_COPY', quantity: 2 },
              ],
              deliveryAddress: 'Box 12, Nyeri',
            },
          },
        }),
      { timeout: 5_000 },
    );
    // Unticking delivery takes it off the bill and the address off the page.
    await userEvent.click(courier);
    expect(screen.queryByLabelText(/^Delivery address/)).toBeNull();
    expect(screen.getByTestId('extras-total').textContent?.replace(/\s/g, ' ')).toBe(
      'To pay: KES 1,650.00 (fee KES 1,050.00, extras KES 600.00)',
    );
  });

  it('offers none on a service whose price list has none, and not the copies a certified copy counts itself', async () => {
    const { offeredExtras } = await import('./ExtrasChoice.js');
    const entry = {
      ...PRICES[0],
      code: 'CERTIFIED_COPY',
      billables: [
        { code: 'EXTRA_CERTIFIED_COPY', name: 'Extra certified copy', amount: 1050, maxQuantity: 9 },
        PRICES[0].billables[0],
      ],
    };
    expect(offeredExtras(entry, 'CERTIFIED_COPY').map((b) => b.code)).toEqual(['COURIER_DELIVERY']);
    expect(offeredExtras({ ...entry, billables: [] }, 'CERTIFIED_COPY')).toEqual([]);
    expect(offeredExtras(undefined, 'MARRIAGE_NOTICE')).toEqual([]);
  });
});
