import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { paymentOutcomeSchema } from '../../../shared/contracts/payments.js';
import { toDisplayDateTime } from '../../../shared/dates.js';
import { DownloadDocumentButton } from '../../components/documents/DownloadDocumentButton.js';
import { formatMoney } from '../../../shared/money.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { Facts } from '../marriage-registrations/Section.js';

/**
 * /backoffice/billing/receipts/:receiptNumber: a receipt as billing staff read it (GET /api/payments/receipts/:number,
 * the same answer the payer's success page shows) and its PDF (GET /api/documents/:id/pdf, which billing staff may read).
 */
export default function ReceiptPage() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`billingPages.receipt.${key}`, options);
  const { receiptNumber = '' } = useParams();
  const answer = useQuery({
    queryKey: ['receipt', receiptNumber],
    queryFn: () => getData(`/payments/receipts/${encodeURIComponent(receiptNumber)}`, paymentOutcomeSchema),
  });
  const outcome = answer.data ?? null;
  const error = answer.error ? errorMessage(answer.error) : null;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={t('title', { number: receiptNumber })} />
      <Button component={RouterLink} to="/backoffice/billing/transactions" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      {error ? <Alert severity="error" role="alert">{`${t('loadFailed')} ${error}`}</Alert> : null}
      {outcome ? (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('title', { number: outcome.receiptNumber ?? receiptNumber })}
              </Typography>
              <Facts
                rows={[
                  [t('receiptNumber'), outcome.receiptNumber],
                  [t('status'), translate(`billing.transactions.statuses.${outcome.status}`, { _: outcome.status })],
                  [t('amount'), formatMoney(outcome.amount, outcome.currency)],
                  [t('service'), translate(`services.${outcome.serviceCode}.name`, { _: outcome.serviceCode })],
                  [t('reference'), outcome.reference],
                  [t('invoice'), outcome.invoiceNumber],
                  [t('paidAt'), toDisplayDateTime(outcome.paidAt) || '—'],
                  [t('card'), outcome.cardLast4 ? t('cardEnding', { last4: outcome.cardLast4 }) : '—'],
                ]}
              />
            </CardContent>
          </Card>
          {outcome.documentId ? (
            <DownloadDocumentButton
              documentId={outcome.documentId}
              fileName={`receipt-${outcome.receiptNumber}.pdf`}
              label={t('download')}
            />
          ) : (
            <Alert severity="info">{t('noDocument')}</Alert>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
