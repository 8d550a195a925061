import { Button, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { FormCard, PublicLayout } from '../PublicLayout.js';
import { readPendingSignUp } from './signupState.js';

export default function RegistrationSuccess() {
  const translate = useTranslate();
  const pending = readPendingSignUp();
  if (!pending) return <Navigate to="/auth/sign-up" replace />;
  return (
    <PublicLayout>
      <FormCard title={translate('auth.successTitle')}>
        <Typography sx={{ mb: 2 }}>{translate('auth.successLead', { phone: pending.payload.phone, email: pending.payload.email })}</Typography>
        <Button variant="contained" size="large" fullWidth component={RouterLink} to="/auth/verify-otp">{translate('auth.enterCode')}</Button>
      </FormCard>
    </PublicLayout>
  );
}
