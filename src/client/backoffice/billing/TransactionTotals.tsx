import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { transactionTotalsSchema } from '../../../shared/contracts/billing.js';
import { formatMoney } from '../../../shared/money.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { EXPORT_MAX } from './transactionCsv.js';

/** The totals of the whole filtered set (GET /api/transactions/totals with the list's filter), whatever page is shown. */
export function TransactionTotals() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`billingPages.transactions.${key}`, options);
  const { filterValues } = useListContext();
  const filter = JSON.stringify(filterValues ?? {});
  // The totals of the last filter stay shown while those of a new one load.
  const answer = useQuery({
    queryKey: ['transaction-totals', filter],
    queryFn: () => getData(`/transactions/totals?filter=${encodeURIComponent(filter)}`, transactionTotalsSchema),
    placeholderData: keepPreviousData,
  });
  const totals = answer.data ?? null;
  const error = answer.error ? errorMessage(answer.error) : null;
  if (error) return <Alert severity="error" sx={{ m: 1 }}>{`${t('totalsFailed')} ${error}`}</Alert>;
  if (!totals) return null;
  const figures: [string, string, string][] = [
    ['count', t('count'), String(totals.count)],
    ['succeeded', t('succeeded'), String(totals.succeededCount)],
    ['amount', t('succeededAmount'), formatMoney(totals.succeededAmount, totals.currency)],
    ['failed', t('failed'), String(totals.failedCount)],
    ['pending', t('pending'), String(totals.pendingCount)],
  ];
  return (
    <Box
      component="section"
      aria-label={t('totals')}
      sx={{ p: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(5, minmax(0, 1fr))' },
          gap: 1,
          m: 0,
        }}
      >
        {figures.map(([key, label, value]) => (
          <Box key={key} data-testid={`total-${key}`} sx={{ minWidth: 0 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {totals.count > EXPORT_MAX ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('exportCapped', { max: EXPORT_MAX.toLocaleString('en-GB') })}
        </Typography>
      ) : null}
    </Box>
  );
}
