import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useForm } from 'react-hook-form';
import { revokeLicenceBody, type Licence } from '../../../shared/contracts/licences.js';
import { applyServerErrors, TextFieldControl } from '../../forms/fields.js';
import { postData } from '../../providers/httpClient.js';
import { licenceSchema } from '../../../shared/contracts/licences.js';
import { useRegistryT } from './useRegistryT.js';

/** The Registrar General revokes a valid licence, with the reason (POST /api/licences/:id/revoke). */
export function RevokeLicenceDialog({
  licence,
  onClose,
  onRevoked,
}: {
  licence: Licence;
  onClose(): void;
  onRevoked(revoked: Licence): void;
}) {
  const t = useRegistryT();
  const [error, setError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm({ resolver: zodResolver(revokeLicenceBody), defaultValues: { reason: '' } });
  const submit = handleSubmit(async ({ reason }) => {
    setError(null);
    try {
      onRevoked(await postData(`/licences/${encodeURIComponent(licence.id)}/revoke`, { reason }, licenceSchema));
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="revoke-licence-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="revoke-licence-title" sx={{ overflowWrap: 'anywhere' }}>
          {t('licences.revoke.title', { number: licence.number })}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{t('licences.revoke.lead')}</DialogContentText>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
          <TextFieldControl
            control={control}
            name="reason"
            label={t('licences.revoke.reason')}
            helperText={t('licences.revoke.reasonHint')}
            required
            multiline
            minRows={3}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('licences.revoke.cancel')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
            {t('licences.revoke.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
