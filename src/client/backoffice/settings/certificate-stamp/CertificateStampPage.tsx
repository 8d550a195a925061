import { useEffect, useState, type ChangeEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify, useTranslate } from 'react-admin';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  MAX_STAMP_BYTES,
  STAMP_IMAGE_TYPES,
  type CertificateStampRecord,
} from '../../../../shared/contracts/certification.js';
import { toDisplayDateTime } from '../../../../shared/dates.js';
import { errorMessage, fieldErrors } from '../../../providers/httpClient.js';
import { useCanWriteSetting } from '../SettingsList.js';
import { listStamps, stampImageUrl, uploadStamp } from './stampApi.js';

const STAMPS_KEY = ['certificate-stamps'];

/** A stamp's image, fetched with the session's token. */
function StampImage({ stamp, alt }: { stamp: CertificateStampRecord; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let revoked = false;
    let made: string | null = null;
    stampImageUrl(stamp.id)
      .then((u) => {
        made = u;
        if (revoked) URL.revokeObjectURL(u);
        else setUrl(u);
      })
      .catch(() => setUrl(null));
    return () => {
      revoked = true;
      if (made) URL.revokeObjectURL(made);
    };
  }, [stamp.id]);
  return url ? (
    <Box
      component="img"
      src={url}
      alt={alt}
      sx={{ width: 120, height: 120, objectFit: 'contain' }}
      data-testid="stamp-image"
    />
  ) : (
    <Box sx={{ width: 120, height: 120 }} />
  );
}

export const stampFormSchema = z.object({
  signatoryName: z.string().trim().min(1, 'settings.stamp.required').max(120, 'settings.stamp.tooLong'),
  signatoryTitle: z.string().trim().min(1, 'settings.stamp.required').max(120, 'settings.stamp.tooLong'),
  image: z
    .custom<File | null>((v) => v instanceof File, 'settings.stamp.required')
    .refine(
      (f) => !f || Object.hasOwn(STAMP_IMAGE_TYPES, f.type) || /\.(png|jpe?g)$/i.test(f.name),
      'settings.stamp.wrongType',
    )
    .refine((f) => !f || f.size <= MAX_STAMP_BYTES, 'settings.stamp.tooLarge'),
});
type StampForm = z.input<typeof stampFormSchema>;

/** The Registrar General's upload form: image, signatory's name and title. */
function UploadStamp() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<StampForm>({
    resolver: zodResolver(stampFormSchema),
    defaultValues: { signatoryName: '', signatoryTitle: '', image: null },
  });
  const words = (message?: string) => (message ? translate(message, { _: message }) : undefined);
  const submit = handleSubmit(async (values) => {
    setProblem(null);
    try {
      await uploadStamp({
        image: values.image as File,
        signatoryName: values.signatoryName,
        signatoryTitle: values.signatoryTitle,
      });
      reset({ signatoryName: '', signatoryTitle: '', image: null });
      await queryClient.invalidateQueries({ queryKey: STAMPS_KEY });
      notify('settings.stamp.saved', { type: 'success' });
    } catch (error) {
      const errors = fieldErrors(error);
      for (const [field, message] of Object.entries(errors)) {
        if (field === 'image' || field === 'signatoryName' || field === 'signatoryTitle') setError(field, { message });
      }
      if (!Object.keys(errors).length) setProblem(errorMessage(error));
    }
  });
  return (
    <Card variant="outlined" component="section" aria-labelledby="stamp-upload-title">
      <CardContent>
        <Typography id="stamp-upload-title" variant="h6" component="h2">
          {translate('settings.stamp.uploadTitle')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('settings.stamp.uploadLead')}
        </Typography>
        <Stack component="form" noValidate spacing={2} onSubmit={submit} sx={{ maxWidth: 520 }}>
          <Controller
            control={control}
            name="image"
            render={({ field, fieldState }) => (
              <Box>
                <Typography
                  component="label"
                  htmlFor="stamp-image-input"
                  variant="body2"
                  sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}
                >
                  {translate('settings.stamp.image')} *
                </Typography>
                <Box
                  component="input"
                  id="stamp-image-input"
                  type="file"
                  accept="image/png,image/jpeg"
                  aria-invalid={Boolean(fieldState.error)}
                  aria-describedby={fieldState.error ? 'stamp-image-error' : undefined}
                  sx={{ maxWidth: '100%' }}
                  onChange={(e: ChangeEvent<HTMLInputElement>) => field.onChange(e.target.files?.[0] ?? null)}
                />
                {field.value ? (
                  <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {translate('settings.stamp.chosen', { name: (field.value as File).name })}
                  </Typography>
                ) : null}
                {fieldState.error ? (
                  <Typography id="stamp-image-error" variant="body2" color="error" role="alert">
                    {words(fieldState.error.message)}
                  </Typography>
                ) : null}
              </Box>
            )}
          />
          <Controller
            control={control}
            name="signatoryName"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="signatoryName"
                label={translate('settings.stamp.signatoryName')}
                required
                error={Boolean(fieldState.error)}
                helperText={words(fieldState.error?.message)}
              />
            )}
          />
          <Controller
            control={control}
            name="signatoryTitle"
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                id="signatoryTitle"
                label={translate('settings.stamp.signatoryTitle')}
                required
                error={Boolean(fieldState.error)}
                helperText={words(fieldState.error?.message)}
              />
            )}
          />
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <Box>
            <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
              {translate('settings.stamp.submit')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * /backoffice/settings/certificate-stamp: the current stamp and its signatory, the upload form for
 * the Registrar General (read-only for the other settings readers), and every stamp kept.
 */
export function CertificateStampPage() {
  const translate = useTranslate();
  const writable = useCanWriteSetting('certificate-stamp');
  const stamps = useQuery({ queryKey: STAMPS_KEY, queryFn: listStamps });
  const current = stamps.data?.find((s) => s.current) ?? null;
  const signed = (s: CertificateStampRecord) =>
    translate('settings.stamp.signedBy', { name: s.signatoryName, title: s.signatoryTitle });
  const uploaded = (s: CertificateStampRecord) =>
    translate('settings.stamp.uploaded', { name: s.uploadedByName ?? '', date: toDisplayDateTime(s.uploadedAt) });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, minWidth: 0 }}>
      <Title title={translate('settings.pages.certificate-stamp')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {translate('settings.pages.certificate-stamp')}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('settings.about.certificate-stamp')}
      </Typography>
      {writable ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('settings.readOnly')}
        </Alert>
      )}
      <Stack spacing={2}>
        <Card variant="outlined" component="section" aria-labelledby="stamp-current-title">
          <CardContent>
            <Typography id="stamp-current-title" variant="h6" component="h2">
              {translate('settings.stamp.current')}
            </Typography>
            {stamps.isSuccess && !current ? <Alert severity="warning">{translate('settings.stamp.none')}</Alert> : null}
            {current ? (
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={2}
                sx={{ alignItems: { sm: 'center' } }}
                data-testid="current-stamp"
              >
                <StampImage
                  stamp={current}
                  alt={translate('settings.stamp.currentAlt', { name: current.signatoryName })}
                />
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{signed(current)}</Typography>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {uploaded(current)}
                  </Typography>
                </Box>
              </Stack>
            ) : null}
          </CardContent>
        </Card>
        {writable ? <UploadStamp /> : null}
        <Card variant="outlined" component="section" aria-labelledby="stamp-history-title">
          <CardContent>
            <Typography id="stamp-history-title" variant="h6" component="h2">
              {translate('settings.stamp.history')}
            </Typography>
            {stamps.isError ? <Alert severity="error">{errorMessage(stamps.error)}</Alert> : null}
            <List data-testid="stamp-history">
              {(stamps.data ?? []).map((s) => (
                <ListItem key={s.id} divider sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1 }}>
                  <ListItemText
                    primary={signed(s)}
                    secondary={uploaded(s)}
                    sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                  />
                  {s.current ? <Chip size="small" color="success" label={translate('settings.stamp.current')} /> : null}
                </ListItem>
              ))}
            </List>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
