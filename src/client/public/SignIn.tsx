import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { homePathFor } from '../../shared/accounts.js';
import { loginInput } from '../../shared/contracts/auth.js';
import { PasswordFieldControl, TextFieldControl } from '../forms/fields.js';
import { signIn } from '../providers/authProvider.js';
import { errorMessage } from '../providers/httpClient.js';
import { FormCard, PublicLayout } from './PublicLayout.js';

export default function SignIn() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, formState } = useForm({ resolver: zodResolver(loginInput), defaultValues: { phoneOrEmail: '', password: '' } });

  const onSubmit = handleSubmit(async ({ phoneOrEmail, password }) => {
    setError(null);
    try {
      const profile = await signIn(phoneOrEmail, password);
      const from = (location.state as { from?: string } | null)?.from;
      const home = homePathFor(profile);
      navigate(from && home !== '/account-onboard' && from.startsWith(home.split('/').slice(0, 2).join('/')) ? from : home, { replace: true });
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  return (
    <PublicLayout>
      <FormCard title={translate('auth.signInTitle')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert> : null}
          <TextFieldControl control={control} name="phoneOrEmail" label={translate('auth.phoneOrEmail')} autoComplete="username" required />
          <PasswordFieldControl control={control} name="password" label={translate('auth.password')} autoComplete="current-password" required />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>
            {translate('auth.submit')}
          </Button>
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Link component={RouterLink} to="/auth/reset-password-request">{translate('auth.forgot')}</Link>
            <Link component={RouterLink} to="/auth/sign-up">{translate('auth.noAccount')}</Link>
          </Stack>
        </form>
      </FormCard>
    </PublicLayout>
  );
}
