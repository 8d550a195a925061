import type { InvoiceLine } from '../../db/schema/index.js';
import type { DocumentLine } from '../documents/service.js';
import { documentDateTime } from '../documents/format.js';
import { formatMoney } from '../../../shared/money.js';

export interface ReceiptFacts {
  receiptNumber: string;
  invoiceNumber: string;
  reference: string;
  serviceName: string;
  payerName: string;
  lines: InvoiceLine[];
  amount: number;
  currency: string;
  paidAt: Date;
  cardLast4: string | null;
  gateway: string;
  /** The gateway's own receipt number (M-Pesa's), when it reported one. */
  gatewayReceipt?: string | null;
}

/** The body of a payment receipt: what was paid for, each fee with its tax heads, the total, how. */
export function receiptLines(facts: ReceiptFacts): DocumentLine[] {
  const lines: DocumentLine[] = [
    { label: 'Receipt number', value: facts.receiptNumber, strong: true },
    { label: 'Invoice number', value: facts.invoiceNumber },
    { label: 'Application reference', value: facts.reference },
    { label: 'Service', value: facts.serviceName },
    { label: 'Received from', value: facts.payerName },
    { heading: 'Fees paid' },
  ];
  for (const line of facts.lines) {
    const what =
      line.quantity > 1
        ? `${line.description} (${line.quantity} x ${formatMoney(line.unitAmount, facts.currency)})`
        : line.description;
    lines.push({ label: what, value: formatMoney(line.amount, facts.currency) });
    for (const head of line.taxHeads)
      lines.push({ label: `of which ${head.name}`, value: formatMoney(head.amount, facts.currency), indent: true });
  }
  lines.push(
    { label: 'Total paid', value: formatMoney(facts.amount, facts.currency), strong: true },
    { label: 'Paid at', value: documentDateTime(facts.paidAt) },
    {
      label: 'Paid by',
      value: facts.gateway === 'MPESA' ? 'M-Pesa' : facts.cardLast4 ? `Card ending ${facts.cardLast4}` : 'Card',
    },
  );
  if (facts.gateway === 'MPESA')
    lines.push({ label: 'M-Pesa receipt number', value: facts.gatewayReceipt ?? 'Not reported by M-Pesa yet' });
  if (facts.gateway === 'SANDBOX')
    lines.push('SANDBOX: a test payment made through the sandbox gateway; no money moved.');
  lines.push('Keep this receipt. The registry can confirm it at any time with the verification code below.');
  return lines;
}
