import { useEffect } from 'react';
import { Alert, AlertTitle, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { BackToApplications, PaymentFailed, PaymentPage } from './PaymentParts.js';
import type { PaymentArea } from '../../components/payments/outcome.js';
import { errorMessage, getData } from '../../providers/httpClient.js';
import { paymentOutcomeSchema } from '../../../shared/contracts/payments.js';

/** How often the page asks while the payer answers the prompt on the phone. */
export const MPESA_POLL_MS = 3_000;

/**
 * /user/mpesa-payment/:paymentId and /institution/mpesa-payment/:paymentId: M-Pesa pushed a payment
 * prompt to the payer's phone; this page asks GET /api/payments/:paymentId/status until M-Pesa's
 * answer is in (the server checks with M-Pesa itself after 20 s), then goes to the receipt.
 */
export function MpesaPayment({ area }: { area: PaymentArea }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { paymentId = '' } = useParams();
  const { data, error } = useQuery({
    queryKey: ['payment-status', paymentId],
    queryFn: () => getData(`/payments/${encodeURIComponent(paymentId)}/status`, paymentOutcomeSchema),
    refetchInterval: (query) => (query.state.data && query.state.data.status !== 'PENDING' ? false : MPESA_POLL_MS),
    retry: 1,
  });

  useEffect(() => {
    if (data?.status === 'SUCCEEDED' && data.receiptNumber)
      navigate(`/${area}/payment-success?receipt=${encodeURIComponent(data.receiptNumber)}`, { replace: true });
  }, [area, data, navigate]);

  const back = <BackToApplications area={area} />;
  return (
    <PaymentPage title={translate('payments.mpesa.title')}>
      {error && !data ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            <AlertTitle>{translate('payments.mpesa.errorTitle')}</AlertTitle>
            {errorMessage(error)}
          </Alert>
          {back}
        </Stack>
      ) : data?.status === 'FAILED' ? (
        <PaymentFailed
          title={translate('payments.mpesa.failedTitle')}
          message={data.message}
          lead={translate('payments.mpesa.failedLead')}
          applicationId={data.applicationId}
          back={back}
        />
      ) : (
        <Stack spacing={2} aria-live="polite">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <CircularProgress size={24} aria-hidden />
            <Typography variant="h6" component="p">
              {translate('payments.mpesa.waitingTitle')}
            </Typography>
          </Stack>
          <Typography>{translate('payments.mpesa.waitingLead')}</Typography>
          {back}
        </Stack>
      )}
    </PaymentPage>
  );
}
