import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { z } from 'zod';
import { passwordField } from '../../../shared/contracts/common.js';
import { applyServerErrors, PasswordFieldControl } from '../../forms/fields.js';
import { postApi } from '../../providers/httpClient.js';
import { FormCard, PublicLayout } from '../PublicLayout.js';
import { clearPendingSignUp, readPendingSignUp } from './signupState.js';

export const newPasswordForm = (differ: string) =>
  z.object({ password: passwordField, confirm: z.string() }).refine((v) => v.password === v.confirm, { path: ['confirm'], message: differ });

export default function SetPassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const pending = readPendingSignUp();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, setError: setFieldError, formState } = useForm({
    resolver: zodResolver(newPasswordForm(translate('auth.passwordsDiffer'))),
    defaultValues: { password: '', confirm: '' },
  });

  if (!pending?.verificationToken) {
    return (
      <PublicLayout>
        <FormCard title={translate('auth.setPasswordTitle')}>
          <Alert severity="info">{translate('auth.verificationMissing')}</Alert>
          <Link component={RouterLink} to="/auth/verify-otp" sx={{ display: 'block', mt: 2 }}>{translate('auth.enterCode')}</Link>
        </FormCard>
      </PublicLayout>
    );
  }

  const onSubmit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await postApi('/users/auth/set-password', { verificationToken: pending.verificationToken, password }, { authFailureHandled: true });
      clearPendingSignUp();
      notify(translate('auth.passwordSaved'), { type: 'success' });
      navigate('/sign-in');
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });

  return (
    <PublicLayout>
      <FormCard title={translate('auth.setPasswordTitle')} lead={translate('auth.setPasswordLead')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert> : null}
          <PasswordFieldControl control={control} name="password" label={translate('auth.newPassword')} autoComplete="new-password" required />
          <PasswordFieldControl control={control} name="confirm" label={translate('auth.confirmPassword')} autoComplete="new-password" required />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>{translate('auth.savePassword')}</Button>
        </form>
      </FormCard>
    </PublicLayout>
  );
}
