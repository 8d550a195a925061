import { useEffect, useState } from 'react';
import { Alert, Button, CircularProgress } from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { errorMessage, postApi } from '../../providers/httpClient.js';
import { FormCard, PublicLayout } from '../PublicLayout.js';

/** /auth/email-verified?email=…&code=…: the link of the sign-up e-mail confirms the address. */
export default function EmailVerified() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const email = params.get('email');
  const code = params.get('code');
  const [state, setState] = useState<{ done: boolean; error: string | null }>({ done: false, error: null });

  useEffect(() => {
    if (!email || !code) return;
    postApi('/users/auth/activate-email', { email, code }, { authFailureHandled: true })
      .then(() => setState({ done: true, error: null }))
      .catch((e) => setState({ done: true, error: errorMessage(e) }));
  }, [email, code]);

  const missing = !email || !code;
  const title = state.error || missing ? translate('auth.emailVerifiedFail') : translate('auth.emailVerifiedTitle');
  return (
    <PublicLayout>
      <FormCard title={state.done || missing ? title : translate('portal.loading')}>
        {!state.done && !missing ? <CircularProgress aria-label={translate('portal.loading')} /> : null}
        {missing ? <Alert severity="warning">{translate('auth.emailVerifiedMissing')}</Alert> : null}
        {state.error ? <Alert severity="error" role="alert">{state.error}</Alert> : null}
        {state.done && !state.error ? <Alert severity="success">{email}</Alert> : null}
        <Button variant="contained" fullWidth sx={{ mt: 2 }} component={RouterLink} to="/sign-in">{translate('auth.continueToSignIn')}</Button>
      </FormCard>
    </PublicLayout>
  );
}
