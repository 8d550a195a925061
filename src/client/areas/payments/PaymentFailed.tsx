import type { ReactNode } from 'react';
import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { PayButton } from '../../components/payments/PayButton.js';
import { useTranslate } from 'react-admin';

/**
 * A payment that did not go through, whichever way it was tried (card or M-Pesa): the reason in
 * words, what to do next, "Try again" (a new checkout for the same application) and the way back.
 */
export function PaymentFailed({ title, message, lead, applicationId, back }: { title: string; message: string; lead: string; applicationId: string; back: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        <AlertTitle>{title}</AlertTitle>
        <Typography sx={{ fontWeight: 700 }} data-testid="payment-failure">{message}</Typography>
        <Typography variant="body2">{lead}</Typography>
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <PayButton applicationId={applicationId} label={translate('payments.tryAgain')} />
        {back}
      </Stack>
    </Stack>
  );
}
