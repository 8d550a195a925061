import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { HttpError, useLogout, useNotify, useTranslate } from 'react-admin';
import { homePathFor } from '../../shared/accounts.js';
import { identityCheckInput, type IdentityCheckInput, type VerifiedIdentity } from '../../shared/contracts/auth.js';
import { toDisplayDate } from '../../shared/dates.js';
import { DayPicker } from '../components/dates/DayPicker.js';
import { applyServerErrors, TextFieldControl } from '../forms/fields.js';
import { reloadProfile } from '../providers/authProvider.js';
import { postCommand, postData } from '../providers/httpClient.js';
import { verifiedIdentitySchema } from '../../shared/contracts/auth.js';
import { FormCard, PublicLayout } from '../components/PublicLayout.js';

/** /account-onboard: an individual without an ID number verifies it against the identity registry. */
export default function AccountOnboard() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useLogout();
  const [error, setError] = useState<string | null>(null);
  // The ID number is another account's: the person is told what to do, not left at a dead end.
  const [taken, setTaken] = useState(false);
  const [verified, setVerified] = useState<{ input: IdentityCheckInput; identity: VerifiedIdentity } | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<IdentityCheckInput>({
    resolver: zodResolver(identityCheckInput),
    defaultValues: { idNumber: '', firstName: '', lastName: '', dateOfBirth: '' },
  });

  const check = handleSubmit(async (input) => {
    setError(null);
    try {
      const identity = await postData('/iprs/verify', input, verifiedIdentitySchema);
      setVerified({ input, identity });
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });

  const confirm = async () => {
    if (!verified) return;
    setError(null);
    setTaken(false);
    try {
      await postCommand('/users/register', { ...verified.input, idType: 'NATIONAL_ID' });
      const profile = await reloadProfile();
      notify(translate('onboarding.done'), { type: 'success' });
      navigate(profile ? homePathFor(profile) : '/user/services/list', { replace: true });
    } catch (e) {
      setTaken(e instanceof HttpError && e.status === 409);
      setError(applyServerErrors(e, setFieldError));
      setVerified(null);
    }
  };

  return (
    <PublicLayout signedIn>
      <FormCard title={translate('onboarding.title')} lead={translate('onboarding.lead')}>
        {error ? (
          <Alert severity="error" role="alert" sx={{ my: 1 }}>
            {error}
          </Alert>
        ) : null}
        {taken ? (
          <Alert severity="info" sx={{ my: 1 }} data-testid="id-taken-help">
            <Typography variant="body2">{translate('onboarding.takenHelp')}</Typography>
            <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => logout()}>
              {translate('portal.nav.signOut')}
            </Button>
          </Alert>
        ) : null}
        {verified ? (
          <Box>
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {translate('onboarding.confirmTitle')}
            </Typography>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1 }}
            >
              <dt>{translate('onboarding.idNumber')}</dt>
              <dd>{verified.identity.idNumber}</dd>
              <dt>{translate('onboarding.name')}</dt>
              <dd>
                {[verified.identity.firstName, verified.identity.middleName, verified.identity.lastName]
                  .filter(Boolean)
                  .join(' ')}
              </dd>
              <dt>{translate('onboarding.born')}</dt>
              <dd>{toDisplayDate(verified.identity.dateOfBirth)}</dd>
              <dt>{translate('onboarding.citizenship')}</dt>
              <dd>{verified.identity.citizenship}</dd>
            </Box>
            <Stack spacing={1}>
              <Button variant="contained" size="large" onClick={confirm}>
                {translate('onboarding.confirm')}
              </Button>
              <Button onClick={() => setVerified(null)}>{translate('ra.action.back')}</Button>
            </Stack>
          </Box>
        ) : (
          <form onSubmit={check} noValidate>
            <TextFieldControl
              control={control}
              name="idNumber"
              label={translate('onboarding.idNumber')}
              required
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <TextFieldControl
              control={control}
              name="firstName"
              label={translate('auth.firstName')}
              autoComplete="given-name"
              required
            />
            <TextFieldControl
              control={control}
              name="lastName"
              label={translate('auth.lastName')}
              autoComplete="family-name"
              required
            />
            <Controller
              control={control}
              name="dateOfBirth"
              render={({ field, fieldState }) => (
                <DayPicker
                  label={translate('onboarding.dateOfBirth')}
                  disableFuture
                  openTo="year"
                  value={field.value}
                  onChange={field.onChange}
                  textField={{
                    id: 'dateOfBirth',
                    name: 'dateOfBirth',
                    required: true,
                    fullWidth: true,
                    margin: 'normal',
                    error: Boolean(fieldState.error),
                    helperText: fieldState.error?.message,
                    onBlur: field.onBlur,
                  }}
                />
              )}
            />
            <Button
              type="submit"
              variant="contained"
              size="large"
              fullWidth
              sx={{ mt: 2 }}
              disabled={formState.isSubmitting}
            >
              {translate('onboarding.check')}
            </Button>
          </form>
        )}
      </FormCard>
    </PublicLayout>
  );
}
