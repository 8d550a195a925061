import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Card, CardContent, Link, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { STAFF_ROLES } from '../../../shared/accounts.js';
import { createStaffInput } from '../../../shared/contracts/auth.js';
import { canAccess } from '../../../shared/permissions.js';
import { useDistricts } from '../../components/reference.js';
import { PhoneControl, SelectControl } from '../../forms/controls.js';
import { applyServerErrors, TextFieldControl } from '../../forms/fields.js';
import { postData } from '../../providers/httpClient.js';
import { profileSchema } from '../../../shared/contracts/auth.js';
import { getStoredProfile } from '../../providers/session.js';
import { roleWords } from './words.js';

type StaffForm = z.input<typeof createStaffInput>;

/** /backoffice/accounts/create: an administrator creates a staff account; the invitation goes by e-mail. */
export default function AccountCreate() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const districts = useDistricts();
  const profile = getStoredProfile();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<StaffForm, unknown, z.output<typeof createStaffInput>>({
    resolver: zodResolver(createStaffInput),
    defaultValues: {
      firstName: '',
      middleName: '',
      lastName: '',
      email: '',
      phone: '',
      staffRole: '' as never,
      district: '',
    },
  });
  const t = (key: string, options?: Record<string, unknown>) => translate(`accountsAdmin.createPage.${key}`, options);
  if (!profile || !canAccess(profile, { action: 'write', resource: 'accounts' })) {
    return (
      <Box sx={{ p: 2 }}>
        <Alert severity="warning">{translate('accountsAdmin.forbidden')}</Alert>
      </Box>
    );
  }
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await postData('/users/back-office', values, profileSchema);
      notify(t('created', { email: created.email }), { type: 'success' });
      navigate(`/backoffice/accounts/${created.userId}`);
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={t('title')} />
      <Link component={RouterLink} to="/backoffice/accounts">
        {translate('accountsAdmin.show.back')}
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
            <SelectControl
              control={control}
              name="staffRole"
              label={t('staffRole')}
              required
              options={STAFF_ROLES.map((r) => ({ value: r, label: roleWords(translate, r) }))}
            />
            <SelectControl
              control={control}
              name="district"
              label={t('district')}
              options={(districts.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
            />
            <Button type="submit" variant="contained" size="large" sx={{ mt: 2 }} disabled={formState.isSubmitting}>
              {t('save')}
            </Button>
          </form>
        </CardContent>
      </Card>
    </Box>
  );
}
