import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { verifyOtpInput, type OtpVerified } from '../../../shared/contracts/auth.js';
import { applyServerErrors, TextFieldControl } from '../../forms/fields.js';
import { errorMessage, postApi } from '../../providers/httpClient.js';
import { FormCard, PublicLayout } from '../PublicLayout.js';
import { register } from './SignUp.js';
import { readPendingSignUp, writePendingSignUp } from './signupState.js';

export default function VerifyOtp() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const pending = readPendingSignUp();
  const [error, setError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const { control, handleSubmit, setError: setFieldError, formState } = useForm({
    resolver: zodResolver(verifyOtpInput),
    defaultValues: { phoneOrEmail: pending?.payload.email ?? '', code: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await postApi<OtpVerified>('/users/auth/verify-otp', values, { authFailureHandled: true });
      if (pending) writePendingSignUp({ ...pending, verificationToken: result.verificationToken });
      else writePendingSignUp({ payload: { email: values.phoneOrEmail } as never, verificationToken: result.verificationToken });
      navigate(result.passwordSet ? '/sign-in' : '/auth/set-password');
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });

  const resend = async () => {
    if (!pending) return;
    setError(null);
    try {
      await register(pending.payload);
      setInfo(translate('auth.resent'));
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <PublicLayout>
      <FormCard title={translate('auth.verifyTitle')} lead={translate('auth.verifyLead')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert> : null}
          {info ? <Alert severity="success" sx={{ my: 1 }}>{info}</Alert> : null}
          <TextFieldControl control={control} name="phoneOrEmail" label={translate('auth.phoneOrEmail')} autoComplete="username" required />
          <TextFieldControl
            control={control}
            name="code"
            label={translate('auth.code')}
            autoComplete="one-time-code"
            required
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6, pattern: '[0-9]*' } }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>{translate('auth.verify')}</Button>
          {pending ? <Button fullWidth sx={{ mt: 1 }} onClick={resend}>{translate('auth.resend')}</Button> : null}
        </form>
      </FormCard>
    </PublicLayout>
  );
}
