import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { resetRequestInput } from '../../../shared/contracts/auth.js';
import { applyServerErrors, TextFieldControl } from '../../forms/fields.js';
import { postApi } from '../../providers/httpClient.js';
import { FormCard, PublicLayout } from '../PublicLayout.js';

export default function ResetPasswordRequest() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, setError: setFieldError, formState } = useForm({ resolver: zodResolver(resetRequestInput), defaultValues: { phoneOrEmail: '' } });

  const onSubmit = handleSubmit(async ({ phoneOrEmail }) => {
    setError(null);
    try {
      await postApi('/users/auth/request-reset-password-token', { phoneOrEmail }, { authFailureHandled: true });
      navigate(`/auth/account-password?for=${encodeURIComponent(phoneOrEmail)}`);
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });

  return (
    <PublicLayout>
      <FormCard title={translate('auth.resetTitle')} lead={translate('auth.resetLead')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert> : null}
          <TextFieldControl control={control} name="phoneOrEmail" label={translate('auth.phoneOrEmail')} autoComplete="username" required />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>{translate('auth.sendCode')}</Button>
        </form>
      </FormCard>
    </PublicLayout>
  );
}
