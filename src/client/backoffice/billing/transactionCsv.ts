import type { TranslateFunction } from 'react-admin';
import type { Transaction } from '../../../shared/contracts/payments.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { exportCsv } from '../../format/csv.js';

/** The most transactions one export holds: the API's largest page (the filter narrows the set; the totals count it all). */
export const EXPORT_MAX = 1000;

const amount = (value: number) => value.toFixed(2);

/**
 * The transactions list's CSV: what the list's filter selects (react-admin fetches every page up to
 * EXPORT_MAX), in words: services by name, statuses as read, dates dd-mm-yyyy HH:mm (Nairobi).
 */
export function transactionExporter(translate: TranslateFunction) {
  const t = (key: string) => translate(`billingPages.transactions.csv.${key}`);
  return exportCsv<Transaction>('transactions', [
    [t('createdAt'), (r) => toDisplayDateTime(r.createdAt)],
    [t('confirmedAt'), (r) => toDisplayDateTime(r.confirmedAt)],
    [t('receiptNumber'), (r) => r.receiptNumber ?? ''],
    [t('reference'), (r) => r.reference],
    [t('invoiceNumber'), (r) => r.invoiceNumber],
    [t('service'), (r) => translate(`services.${r.serviceCode}.name`, { _: r.serviceCode })],
    [t('payer'), (r) => r.payerName],
    [t('amount'), (r) => `${r.currency} ${amount(r.amount)}`],
    [t('status'), (r) => translate(`billing.transactions.statuses.${r.status}`, { _: r.status })],
    [t('card'), (r) => (r.cardLast4 ? `•••• ${r.cardLast4}` : '')],
    [t('reason'), (r) => r.failureReason ?? ''],
  ]);
}
