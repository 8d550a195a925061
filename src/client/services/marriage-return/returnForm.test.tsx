import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { closedMonths, monthWords } from '../../../shared/returns.js';
import { answerDraft, json, renderServiceForm, eachTestFetches, type FetchCall } from '../../components/testing.js';
import { CLIENT_SERVICES } from '../index.js';
import { CSV_HEADERS } from './csv.js';

const DRAFT_ID = '11111111-2222-4333-8444-555555555555';
const MONTH = closedMonths(2)[1];
const day = (d: number) => `${String(d).padStart(2, '0')}/${MONTH.slice(5)}/${MONTH.slice(0, 4)}`;
const calls: FetchCall[] = [];
let filed: { month: string; applicationId: string; reference: string; status: string }[] = [];
/** The registry's districts not answered yet (the first request fails, as a slow list would not have come). */
let districtsLate = false;

function answer(url: string, method: string): Response {
  if (url.startsWith('/api/districts') && districtsLate) {
    districtsLate = false;
    return json(503, { statusCode: 503, message: 'Try again' });
  }
  if (url.startsWith('/api/districts'))
    return json(200, [{ code: '047', name: 'Nairobi', active: true }], { 'content-range': 'districts 0-0/1' });
  if (url.startsWith('/api/marriage-returns/filed')) return json(200, { data: filed });
  if (url.startsWith('/api/attachments')) return json(200, [], { 'content-range': 'attachments 0-0/0' });
  const draft = {
    id: DRAFT_ID,
    reference: 'MR-2026-000001',
    serviceCode: 'MARRIAGE_RETURN',
    status: 'Draft',
    version: 1,
    formData: { month: MONTH, lines: [] },
  };
  return answerDraft(draft, url, method) ?? json(404, { statusCode: 404, message: 'Not found' });
}

/** The lines step of a draft of the month. */
const renderLines = () =>
  renderServiceForm(
    { code: 'MARRIAGE_RETURN', area: 'institution', online: CLIENT_SERVICES.MARRIAGE_RETURN.form! },
    { at: `/${DRAFT_ID}?step=2` },
  );

eachTestFetches(calls, answer, () => {
  filed = [];
  districtsLate = false;
});

describe('the marriage return form: importing a CSV file', { timeout: 30_000 }, () => {
  it('a file chosen before the districts have come waits for them, and finds its districts by name (issue 18: a race a CI run met)', async () => {
    districtsLate = true;
    renderLines();
    expect(await screen.findByText('Step 2 of 4: The marriages')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/districts'))).toBe(true));
    const csv = [
      CSV_HEADERS.join(','),
      `,Eric Barasa Wekesa,25678901,31,Lilian Moraa Nyaboke,26789012,28,${day(22)},Nairobi,St. Andrew's Church,Rev. Samuel Mwangi,Mary Akinyi,John Otieno`,
    ].join('\n');
    await userEvent.upload(screen.getByTestId('return-csv-input'), new File([csv], 'late.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 marriage imported from late.csv.')).toBeInTheDocument();
    expect(screen.queryByText(/no district is called/)).not.toBeInTheDocument();
  });

  it('adds the right rows as editable marriages, lists each refused row with what is wrong, and saves the imported lines', async () => {
    renderLines();
    expect(await screen.findByText('Step 2 of 4: The marriages')).toBeInTheDocument();
    expect(screen.getByText(/No marriages listed yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the CSV template' })).toHaveAttribute(
      'download',
      'marriage-return-template.csv',
    );
    const csv = [
      CSV_HEADERS.join(','),
      `MC/047/2026/000123,Daniel Kibet Langat,23456789,,Joy Wairimu Ndungu,24567890,,${day(15)},,,,,`,
      `,Eric Barasa Wekesa,25678901,31,Lilian Moraa Nyaboke,26789012,28,${day(22)},Nairobi,St. Andrew's Church,Rev. Samuel Mwangi,Mary Akinyi,John Otieno`,
      `,Alex Mutua Kilonzo,25678902,31,Joan Mwende Nzioka,26789013,27,${day(23)},Nairobi,,Rev. Samuel Mwangi,Mary Akinyi,John Otieno`,
    ].join('\n');
    await userEvent.upload(screen.getByTestId('return-csv-input'), new File([csv], 'august.csv', { type: 'text/csv' }));
    expect(await screen.findByText('2 marriages imported from august.csv.')).toBeInTheDocument();
    expect(screen.getByText('Row 4: Venue: Give the venue for a marriage not yet in the register')).toBeInTheDocument();
    expect(screen.getByText('2 marriages listed')).toBeInTheDocument();
    expect(
      screen.getByRole('group', { name: 'Marriage 2: Eric Barasa Wekesa and Lilian Moraa Nyaboke' }),
    ).toBeInTheDocument();
    // A registered marriage asks no particulars; one not registered shows them, filled from the file.
    expect(screen.getAllByLabelText(/^Venue/)).toHaveLength(1);
    expect(screen.getByLabelText(/^Venue/)).toHaveValue("St. Andrew's Church");
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const saved = calls.filter((c) => c.method === 'PUT').at(-1)!.body as {
      formData: { lines: { partyAIdNumber: string; district: string | null }[] };
    };
    expect(saved.formData.lines.map((l) => l.partyAIdNumber)).toEqual(['23456789', '25678901']);
    expect(saved.formData.lines[1].district).toBe('047');
    await userEvent.click(screen.getByRole('button', { name: 'Remove marriage 1' }));
    expect(screen.getByText('1 marriage listed')).toBeInTheDocument();
  });
});

describe('the marriage return form: the month', { timeout: 30_000 }, () => {
  it('issue 20 #2: a month already filed is not offered; the page names its return with a link', async () => {
    const [last, before] = closedMonths(2);
    filed = [{ month: last, applicationId: 'return-7', reference: 'MR-2026-000007', status: 'Submitted' }];
    renderServiceForm({ code: 'MARRIAGE_RETURN', area: 'institution', online: CLIENT_SERVICES.MARRIAGE_RETURN.form! });
    expect(await screen.findByRole('link', { name: `${monthWords(last)}: MR-2026-000007` })).toHaveAttribute(
      'href',
      '/institution/applications/return-7',
    );
    const offered = Array.from((screen.getByLabelText(/^Month/) as HTMLSelectElement).options).map((o) => o.value);
    expect(offered).not.toContain(last);
    expect(offered).toContain(before);
    expect(offered).toHaveLength(12);
  });

  it('issue 20 #2: a draft keeps its own month even though its return is listed as filed', async () => {
    filed = [{ month: MONTH, applicationId: DRAFT_ID, reference: 'MR-2026-000001', status: 'Corrections_Requested' }];
    renderServiceForm(
      { code: 'MARRIAGE_RETURN', area: 'institution', online: CLIENT_SERVICES.MARRIAGE_RETURN.form! },
      { at: `/${DRAFT_ID}?step=1` },
    );
    await waitFor(() => expect(screen.getByLabelText(/^Month/)).toHaveValue(MONTH));
    expect(screen.queryByText(/already filed the return for these months/)).toBeNull();
  });
});
