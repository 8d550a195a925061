import { useQuery } from '@tanstack/react-query';
import { Alert, AlertTitle, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate, Title } from 'react-admin';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { DownloadDocumentButton } from '../../components/documents/DownloadDocumentButton.js';
import { formatMoney } from '../../../shared/money.js';
import type { PaymentArea } from '../../components/payments/outcome.js';
import { paymentOutcomeSchema } from '../../../shared/contracts/payments.js';
import { errorMessage, getData } from '../../providers/httpClient.js';

/** /user/payment-success and /institution/payment-success: the receipt of a payment just made. */
export function PaymentSuccess({ area }: { area: PaymentArea }) {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const receipt = params.get('receipt') ?? '';
  const answer = useQuery({
    queryKey: ['receipt', receipt],
    queryFn: () => getData(`/payments/receipts/${encodeURIComponent(receipt)}`, paymentOutcomeSchema),
    enabled: Boolean(receipt),
  });
  const state = {
    error: !receipt
      ? translate('payments.success.missing')
      : answer.error
        ? `${translate('payments.success.loadFailed')} ${errorMessage(answer.error)}`
        : null,
  };
  const outcome = answer.data ?? null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title={translate('payments.success.title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {translate('payments.success.title')}
      </Typography>
      {state.error ? (
        <Alert severity="error" role="alert">
          {state.error}
        </Alert>
      ) : null}
      {outcome ? (
        <Stack spacing={2}>
          <Alert severity="success">
            <AlertTitle>{translate('payments.success.title')}</AlertTitle>
            {translate('payments.success.lead')}
          </Alert>
          <Card variant="outlined">
            <CardContent>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                  columnGap: 2,
                  rowGap: 0.5,
                  m: 0,
                  '& dd': { m: 0, fontWeight: 600, mb: { xs: 1, sm: 0 } },
                }}
              >
                <dt>{translate('payments.success.receiptNumber')}</dt>
                <dd data-testid="receipt-number">{outcome.receiptNumber}</dd>
                <dt>{translate('payments.success.amount')}</dt>
                <dd>{formatMoney(outcome.amount, outcome.currency)}</dd>
                <dt>{translate('payments.success.reference')}</dt>
                <dd>{outcome.reference}</dd>
                <dt>{translate('payments.success.invoice')}</dt>
                <dd>{outcome.invoiceNumber}</dd>
                <dt>{translate('payments.success.paidAt')}</dt>
                <dd data-testid="paid-at">{toDisplayDateTime(outcome.paidAt)}</dd>
                {outcome.cardLast4 ? (
                  <>
                    <dt>{translate('payments.success.card')}</dt>
                    <dd>{translate('payments.success.cardEnding', { last4: outcome.cardLast4 })}</dd>
                  </>
                ) : null}
                {outcome.gateway === 'MPESA' ? (
                  <>
                    <dt>{translate('payments.success.paidWith')}</dt>
                    <dd data-testid="paid-with">
                      {outcome.gatewayReceipt
                        ? translate('payments.success.mpesaReceipt', { receipt: outcome.gatewayReceipt })
                        : 'M-Pesa'}
                    </dd>
                  </>
                ) : null}
              </Box>
            </CardContent>
          </Card>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {outcome.documentId ? (
              <DownloadDocumentButton
                documentId={outcome.documentId}
                fileName={`receipt-${outcome.receiptNumber}.pdf`}
                label={translate('payments.success.download')}
              />
            ) : null}
            <Button component={RouterLink} to={`/${area}/applications`} variant="outlined">
              {translate('payments.backToApplications')}
            </Button>
          </Stack>
        </Stack>
      ) : null}
    </Box>
  );
}
