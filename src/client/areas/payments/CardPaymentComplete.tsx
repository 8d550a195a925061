import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, AlertTitle, CircularProgress, Stack, Typography } from '@mui/material';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { BackToApplications, PaymentFailed, PaymentPage } from './PaymentParts.js';
import type { PaymentArea } from '../../components/payments/outcome.js';
import { errorMessage, postData } from '../../providers/httpClient.js';
import { paymentOutcomeSchema } from '../../../shared/contracts/payments.js';

type State =
  | { phase: 'confirming' }
  | { phase: 'failed'; message: string; applicationId: string }
  | { phase: 'error'; message: string };

const FIELDS = ['checkoutId', 'status', 'amount', 'signature', 'cardLast4', 'reason'] as const;

/**
 * /user/card-payment/complete and /institution/card-payment/complete: the gateway sends the payer
 * back here with its signed answer on the query; the registry checks it and credits the payment.
 */
export function CardPaymentComplete({ area }: { area: PaymentArea }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const payload = useMemo(
    () =>
      Object.fromEntries(FIELDS.map((f) => [f, params.get(f)]).filter(([, v]) => v !== null)) as Record<string, string>,
    [params],
  );
  const complete = Boolean(payload.checkoutId && payload.status && payload.amount && payload.signature);
  const [state, setState] = useState<State>(() =>
    complete ? { phase: 'confirming' } : { phase: 'error', message: translate('payments.complete.missing') },
  );
  const sent = useRef(false);

  // The gateway's confirmation, sent to the registry once when the page opens (a command, not a read).
  const confirm = useMutation({
    mutationFn: () => postData('/payments/confirm', payload, paymentOutcomeSchema),
    onSuccess: (outcome) => {
      if (outcome.status === 'SUCCEEDED' && outcome.receiptNumber) {
        navigate(`/${area}/payment-success?receipt=${encodeURIComponent(outcome.receiptNumber)}`, { replace: true });
      } else {
        setState({ phase: 'failed', message: outcome.message, applicationId: outcome.applicationId });
      }
    },
    onError: (error) => setState({ phase: 'error', message: errorMessage(error) }),
  });
  const { mutate } = confirm;
  useEffect(() => {
    // Once only: React may run effects twice in development; the server is idempotent all the same.
    if (sent.current || !complete) return;
    sent.current = true;
    mutate();
  }, [complete, mutate]);

  const back = <BackToApplications area={area} />;
  return (
    <PaymentPage title={translate('payments.complete.title')}>
      {state.phase === 'confirming' ? (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-live="polite">
          <CircularProgress size={24} aria-hidden />
          <Typography>{translate('payments.complete.confirming')}</Typography>
        </Stack>
      ) : null}
      {state.phase === 'failed' ? (
        <PaymentFailed
          title={translate('payments.complete.failedTitle')}
          message={state.message}
          lead={translate('payments.complete.failedLead')}
          applicationId={state.applicationId}
          back={back}
        />
      ) : null}
      {state.phase === 'error' ? (
        <Stack spacing={2}>
          <Alert severity="error" role="alert">
            <AlertTitle>{translate('payments.complete.errorTitle')}</AlertTitle>
            {state.message}
          </Alert>
          {back}
        </Stack>
      ) : null}
    </PaymentPage>
  );
}
