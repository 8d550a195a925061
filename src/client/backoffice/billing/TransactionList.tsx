import { Alert, Box, Link, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  ExportButton,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Transaction } from '../../../shared/contracts/payments.js';
import { canAccess } from '../../../shared/permissions.js';
import { SERVICES } from '../../../shared/services.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { formatMoney } from '../../../shared/money.js';
import { getStoredProfile } from '../../providers/session.js';
import { DayInput } from '../../components/dates/DayInput.js';
import { EXPORT_MAX, transactionExporter } from './transactionCsv.js';
import { TransactionTotals } from './TransactionTotals.js';

const when = (value: string | null) => toDisplayDateTime(value) || '—';
const receiptPath = (receiptNumber: string) => `/backoffice/billing/receipts/${encodeURIComponent(receiptNumber)}`;

/** /backoffice/billing/transactions: every card payment with its invoice, application and receipt. */
export default function TransactionList() {
  const translate = useTranslate();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const profile = getStoredProfile();
  if (!profile || !canAccess(profile, { action: 'read', resource: 'billing' })) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{translate('billing.transactions.forbidden')}</Alert>
      </Box>
    );
  }
  const t = (key: string) => translate(`billing.transactions.${key}`);
  const service = (code: string) => translate(`services.${code}.name`, { _: code });
  const status = (s: string) => translate(`billing.transactions.statuses.${s}`, { _: s });
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={t('search')} />,
    <SelectInput
      key="status"
      source="status"
      label={t('status')}
      choices={(['SUCCEEDED', 'FAILED', 'PENDING'] as const).map((s) => ({ id: s, name: status(s) }))}
    />,
    <SelectInput
      key="serviceCode"
      source="serviceCode"
      label={t('service')}
      choices={SERVICES.map((s) => ({ id: s.code, name: service(s.code) }))}
    />,
    <DayInput key="from" source="from" label={t('from')} />,
    <DayInput key="to" source="to" label={t('to')} />,
  ];
  return (
    <List<Transaction>
      resource="transactions"
      title={t('title')}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={filters}
      storeKey="backoffice.billing.transactions"
      actions={
        <TopToolbar>
          <FilterButton />
          <ExportButton maxResults={EXPORT_MAX} label={translate('billingPages.transactions.export')} />
        </TopToolbar>
      }
      perPage={25}
      empty={false}
      exporter={transactionExporter(translate)}
      // The page checks the billing permission itself: "transactions" is an API resource, not a section.
      disableAuthentication
    >
      <TransactionTotals />
      {small ? (
        <SimpleList<Transaction>
          primaryText={(r) => `${r.receiptNumber ?? r.reference} · ${formatMoney(r.amount, r.currency)}`}
          secondaryText={(r) => `${service(r.serviceCode)} · ${r.payerName}`}
          tertiaryText={(r) => `${status(r.status)} · ${when(r.createdAt)}`}
          linkType={false}
          rowClick={(_id, _resource, record) => (record.receiptNumber ? receiptPath(record.receiptNumber) : false)}
        />
      ) : (
        <DataTable<Transaction> rowClick={false} bulkActionButtons={false}>
          <DataTable.Col source="createdAt" label={t('fields.createdAt')} render={(r) => when(r.createdAt)} />
          <DataTable.Col
            source="receiptNumber"
            label={t('fields.receiptNumber')}
            render={(r) =>
              r.receiptNumber ? (
                <Link
                  component={RouterLink}
                  to={receiptPath(r.receiptNumber)}
                  aria-label={translate('billingPages.transactions.receipt', { number: r.receiptNumber })}
                >
                  {r.receiptNumber}
                </Link>
              ) : (
                '—'
              )
            }
          />
          <DataTable.Col source="reference" label={t('fields.reference')} disableSort />
          <DataTable.Col source="invoiceNumber" label={t('fields.invoiceNumber')} disableSort />
          <DataTable.Col
            source="serviceCode"
            label={t('fields.serviceCode')}
            render={(r) => service(r.serviceCode)}
            disableSort
          />
          <DataTable.Col source="payerName" label={t('fields.payerName')} disableSort />
          <DataTable.Col source="amount" label={t('fields.amount')} render={(r) => formatMoney(r.amount, r.currency)} />
          <DataTable.Col source="status" label={t('fields.status')} render={(r) => status(r.status)} />
          <DataTable.Col
            source="cardLast4"
            label={t('fields.cardLast4')}
            render={(r) => (r.cardLast4 ? `•••• ${r.cardLast4}` : '—')}
            disableSort
          />
          <DataTable.Col
            source="failureReason"
            label={t('fields.failureReason')}
            render={(r) => r.failureReason ?? ''}
            disableSort
          />
        </DataTable>
      )}
    </List>
  );
}
