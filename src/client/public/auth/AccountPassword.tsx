import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { z } from 'zod';
import { codeField, passwordField, phoneOrEmailField } from '../../../shared/contracts/common.js';
import { applyServerErrors, PasswordFieldControl, TextFieldControl } from '../../forms/fields.js';
import { postApi } from '../../providers/httpClient.js';
import { FormCard, PublicLayout } from '../PublicLayout.js';

/** /auth/account-password: the second step of a password reset: the code and the new password. */
export default function AccountPassword() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const to = params.get('for') ?? '';
  const [error, setError] = useState<string | null>(null);
  const schema = z
    .object({ phoneOrEmail: phoneOrEmailField, code: codeField, password: passwordField, confirm: z.string() })
    .refine((v) => v.password === v.confirm, { path: ['confirm'], message: translate('auth.passwordsDiffer') });
  const { control, handleSubmit, setError: setFieldError, formState } = useForm({
    resolver: zodResolver(schema),
    defaultValues: { phoneOrEmail: to, code: '', password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ phoneOrEmail, code, password }) => {
    setError(null);
    try {
      await postApi('/users/auth/reset-password', { phoneOrEmail, code, password }, { authFailureHandled: true });
      notify(translate('auth.resetDone'), { type: 'success' });
      navigate('/sign-in');
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });

  return (
    <PublicLayout>
      <FormCard title={translate('auth.accountPasswordTitle')} lead={to ? translate('auth.accountPasswordLead', { to }) : undefined}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert> : null}
          <TextFieldControl control={control} name="phoneOrEmail" label={translate('auth.phoneOrEmail')} autoComplete="username" required />
          <TextFieldControl control={control} name="code" label={translate('auth.code')} autoComplete="one-time-code" required slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }} />
          <PasswordFieldControl control={control} name="password" label={translate('auth.newPassword')} autoComplete="new-password" required />
          <PasswordFieldControl control={control} name="confirm" label={translate('auth.confirmPassword')} autoComplete="new-password" required />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>{translate('auth.savePassword')}</Button>
        </form>
      </FormCard>
    </PublicLayout>
  );
}
