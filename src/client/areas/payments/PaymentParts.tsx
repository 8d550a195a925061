import type { ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { PayButton } from '../../components/payments/PayButton.js';
import type { PaymentArea } from '../../components/payments/outcome.js';

/** A payment page of an area (card return, M-Pesa wait): its title as the page's heading, then its content. */
export function PaymentPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 640 }}>
      <Title title={title} />
      <Typography variant="h4" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The way back from a payment page to the area's applications. */
export function BackToApplications({ area }: { area: PaymentArea }) {
  const translate = useTranslate();
  return (
    <Button component={RouterLink} to={`/${area}/applications`} variant="text">
      {translate('payments.backToApplications')}
    </Button>
  );
}

/**
 * A payment that did not go through, whichever way it was tried (card or M-Pesa): the reason in
 * words, what to do next, "Try again" (a new checkout for the same application) and the way back.
 */
export function PaymentFailed({
  title,
  message,
  lead,
  applicationId,
  back,
}: {
  title: string;
  message: string;
  lead: string;
  applicationId: string;
  back: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Alert severity="error" role="alert">
        <AlertTitle>{title}</AlertTitle>
        <Typography sx={{ fontWeight: 700 }} data-testid="payment-failure">
          {message}
        </Typography>
        <Typography variant="body2">{lead}</Typography>
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <PayButton applicationId={applicationId} label={translate('payments.tryAgain')} />
        {back}
      </Stack>
    </Stack>
  );
}
