import { useState } from 'react';
import { Alert, Box, Button, type ButtonProps } from '@mui/material';
import CreditCard from '@mui/icons-material/CreditCard';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Checkout } from '../../../shared/contracts/payments.js';
import { errorMessage, postData } from '../../providers/httpClient.js';
import { checkoutSchema } from '../../../shared/contracts/payments.js';
import { leaveForGateway } from './leaveForGateway.js';

/** The answer of POST /api/payments/checkout (the route's response schema). */
export type { Checkout };

interface Props {
  applicationId: string;
  label?: string;
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
}

/**
 * Pays an application waiting for payment: opens a checkout for its unpaid invoice and sends the
 * browser to the gateway's page, which comes back to /{area}/card-payment/complete.
 */
export function PayButton({ applicationId, label, variant = 'contained', fullWidth }: Props) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const pay = async () => {
    setBusy(true);
    setError(null);
    try {
      const checkout = await postData('/payments/checkout', { applicationId }, checkoutSchema);
      // M-Pesa: the prompt is on the payer's phone; the portal's own page waits for it.
      if (checkout.status === 'PENDING' && /^\/(user|institution)\/mpesa-payment\//.test(checkout.redirectUrl))
        navigate(checkout.redirectUrl);
      else leaveForGateway(checkout.redirectUrl);
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <Box>
      <Button
        variant={variant}
        fullWidth={fullWidth}
        startIcon={<CreditCard />}
        onClick={pay}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? translate('payments.opening') : (label ?? translate('payments.pay'))}
      </Button>
      {error ? (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          {error}
        </Alert>
      ) : null}
    </Box>
  );
}
