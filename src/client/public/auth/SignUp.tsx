import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert, Button, FormControl, FormControlLabel, FormLabel, Link, MenuItem, Radio, RadioGroup, Stack, Typography,
} from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { ORGANISATION_TYPES } from '../../../shared/accounts.js';
import { registerInput, type Registered, type RegisterInput } from '../../../shared/contracts/auth.js';
import { PhoneInput } from '../../components/PhoneInput.js';
import { applyServerErrors, TextFieldControl } from '../../forms/fields.js';
import { postApi } from '../../providers/httpClient.js';
import { FormCard, PublicLayout } from '../PublicLayout.js';
import { writePendingSignUp } from './signupState.js';

type SignUpForm = {
  accountType: 'INDIVIDUAL' | 'ORGANIZATION';
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phone: string;
  organisation: { name: string; type: string; registrationNumber: string };
};

/** Registers the account and sends the codes; the organisation's details only for organisations. */
export async function register(payload: RegisterInput) {
  return postApi<Registered>('/users/auth/register', payload, { authFailureHandled: true });
}

export default function SignUp() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const { control, handleSubmit, setError: setFieldError, formState } = useForm<SignUpForm>({
    defaultValues: {
      accountType: 'INDIVIDUAL', firstName: '', middleName: '', lastName: '', email: '', phone: '',
      organisation: { name: '', type: 'CHURCH', registrationNumber: '' },
    },
    resolver: async (values, context, options) => {
      const payload = { ...values, organisation: values.accountType === 'ORGANIZATION' ? values.organisation : null };
      return zodResolver(registerInput)(payload as never, context, options as never) as never;
    },
  });
  const accountType = useWatch({ control, name: 'accountType' });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const payload = { ...values, organisation: values.accountType === 'ORGANIZATION' ? values.organisation : null } as RegisterInput;
    try {
      const result = await register(payload);
      writePendingSignUp({ payload: { ...payload, email: result.email, phone: result.phone } });
      navigate('/auth/account-registration-success');
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });

  return (
    <PublicLayout>
      <FormCard title={translate('auth.signUpTitle')}>
        <form onSubmit={onSubmit} noValidate>
          {error ? <Alert severity="error" role="alert" sx={{ my: 1 }}>{error}</Alert> : null}
          <Controller
            control={control}
            name="accountType"
            render={({ field }) => (
              <FormControl component="fieldset" margin="normal">
                <FormLabel component="legend">{translate('auth.accountType')}</FormLabel>
                <RadioGroup {...field}>
                  <FormControlLabel value="INDIVIDUAL" control={<Radio />} label={translate('auth.individual')} />
                  <FormControlLabel value="ORGANIZATION" control={<Radio />} label={translate('auth.organization')} />
                </RadioGroup>
              </FormControl>
            )}
          />
          <TextFieldControl control={control} name="firstName" label={translate('auth.firstName')} autoComplete="given-name" required />
          <TextFieldControl control={control} name="middleName" label={translate('auth.middleName')} autoComplete="additional-name" />
          <TextFieldControl control={control} name="lastName" label={translate('auth.lastName')} autoComplete="family-name" required />
          <TextFieldControl control={control} name="email" type="email" label={translate('auth.email')} autoComplete="email" required />
          <Controller
            control={control}
            name="phone"
            render={({ field, fieldState }) => (
              <PhoneInput
                value={field.value}
                onChange={(value) => field.onChange(value)}
                onBlur={field.onBlur}
                label={translate('auth.phone')}
                required
                autoDefaultCountry
                preferredCountries={['KE', 'UG', 'TZ']}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          {accountType === 'ORGANIZATION' ? (
            <Stack component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <Typography component="legend" variant="subtitle1" sx={{ mt: 2 }}>{translate('auth.organization')}</Typography>
              <TextFieldControl control={control} name="organisation.name" label={translate('auth.organisationName')} required />
              <TextFieldControl control={control} name="organisation.type" select label={translate('auth.organisationType')} required>
                {ORGANISATION_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>{translate(`auth.organisationTypes.${type}`)}</MenuItem>
                ))}
              </TextFieldControl>
              <TextFieldControl control={control} name="organisation.registrationNumber" label={translate('auth.registrationNumber')} required />
            </Stack>
          ) : null}
          <Typography variant="body2" sx={{ mt: 1 }}>
            <Link component={RouterLink} to="/terms-and-privacy-policy">{translate('auth.acceptTerms')}</Link>
          </Typography>
          <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} disabled={formState.isSubmitting}>
            {translate('auth.signUp')}
          </Button>
          <Link component={RouterLink} to="/sign-in" sx={{ display: 'block', mt: 2 }}>{translate('auth.haveAccount')}</Link>
        </form>
      </FormCard>
    </PublicLayout>
  );
}
