import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, Checkbox, FormControlLabel, Link, Typography } from '@mui/material';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { ORGANISATION_TYPES } from '../../../shared/accounts.js';
import { createInstitutionInput } from '../../../shared/contracts/institution-verification.js';
import { organisationTypeWords } from '../../../shared/i18n/words.js';
import { canVerifyInstitutions } from '../../../shared/institutions.js';
import { celebratesMarriages } from '../../../shared/services.js';
import { PhoneControl, SelectControl } from '../../forms/controls.js';
import { applyServerErrors, TextFieldControl } from '../../forms/fields.js';
import { currentLocale } from '../../i18n/locale.js';
import { postData } from '../../providers/httpClient.js';
import { verificationSchema } from '../../../shared/contracts/institution-verification.js';
import { getStoredProfile } from '../../providers/session.js';

type InstitutionForm = z.input<typeof createInstitutionInput>;

/**
 * /backoffice/institutions/create: registry staff add an institution the registry knows (a court on
 * the Judiciary's list, a body it licensed), verified at once; its first account is invited by e-mail.
 */
export default function InstitutionCreate() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`verification.createPage.${key}`, options);
  const notify = useNotify();
  const navigate = useNavigate();
  const profile = getStoredProfile();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<InstitutionForm, unknown, z.output<typeof createInstitutionInput>>({
    resolver: zodResolver(createInstitutionInput),
    defaultValues: {
      name: '',
      type: '' as never,
      registrationNumber: '',
      licensed: false,
      firstName: '',
      middleName: '',
      lastName: '',
      email: '',
      phone: '',
    },
  });
  const type = useWatch({ control, name: 'type' });
  if (!profile || !canVerifyInstitutions({ accountType: profile.accountType, staffRole: profile.staffRole ?? null })) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{translate('verification.queue.readOnly')}</Alert>
      </Box>
    );
  }
  const types = organisationTypeWords(currentLocale());
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await postData(
        '/institution-verifications',
        {
          ...values,
          licensed: celebratesMarriages(values.type) ? values.licensed : false,
        },
        verificationSchema,
      );
      notify(t('created', { name: created.name }), { type: 'success' });
      navigate(`/backoffice/institutions/${created.id}`);
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={t('title')} />
      <Link component={RouterLink} to="/backoffice/institutions">
        {translate('verification.queue.back')}
      </Link>
      <Card variant="outlined" sx={{ mt: 2 }}>
        <CardContent>
          <Typography sx={{ mb: 1 }}>{t('lead')}</Typography>
          <form onSubmit={submit} noValidate>
            {error ? (
              <Alert severity="error" role="alert" sx={{ my: 1 }}>
                {error}
              </Alert>
            ) : null}
            <TextFieldControl control={control} name="name" label={t('name')} required autoComplete="off" />
            <SelectControl
              control={control}
              name="type"
              label={t('type')}
              required
              options={ORGANISATION_TYPES.map((value) => ({ value, label: types[value] }))}
            />
            <TextFieldControl
              control={control}
              name="registrationNumber"
              label={t('registrationNumber')}
              required
              autoComplete="off"
            />
            {celebratesMarriages(type) ? (
              <Controller
                control={control}
                name="licensed"
                render={({ field }) => (
                  <FormControlLabel
                    sx={{ my: 1 }}
                    control={
                      <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                    }
                    label={t('licensed')}
                  />
                )}
              />
            ) : null}
            <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
              {t('account')}
            </Typography>
            <TextFieldControl control={control} name="firstName" label={t('firstName')} required autoComplete="off" />
            <TextFieldControl control={control} name="middleName" label={t('middleName')} autoComplete="off" />
            <TextFieldControl control={control} name="lastName" label={t('lastName')} required autoComplete="off" />
            <TextFieldControl
              control={control}
              name="email"
              label={t('email')}
              required
              type="email"
              autoComplete="off"
            />
            <PhoneControl control={control} name="phone" label={t('phone')} required />
            <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={formState.isSubmitting}>
              {t('save')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
