import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, List, ListItem, Stack, TextField, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { z } from 'zod';
import {
  messageAnswer,
  secondFactorCodeInput,
  secondFactorOnSchema,
  secondFactorStartSchema,
  secondFactorStatusSchema,
} from '../../shared/contracts/auth.js';
import { toDisplayDate } from '../../shared/dates.js';
import { SectionCard } from '../applications/SectionCard.js';
import { AreaHeader } from '../areas/AreaHeader.js';
import { errorMessage, fieldErrors, getData, postData } from '../providers/httpClient.js';
import { getStoredProfile } from '../providers/session.js';

const K = 'secondFactor';
const QUERY = ['second-factor'];
type CodeForm = z.infer<typeof secondFactorCodeInput>;

/** A code field and its button: the server's answer about the code shows at the field. */
function CodeForm({ label, action, onDone }: { label: string; action: string; onDone(code: string): Promise<void> }) {
  const translate = useTranslate();
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<CodeForm>({
    resolver: zodResolver(secondFactorCodeInput),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      await onDone(code);
    } catch (e) {
      const at = fieldErrors(e).code;
      if (at) setFieldError('code', { type: 'server', message: at });
      else setError(errorMessage(e));
    }
  });
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ mt: 2 }}>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={`${action}-code`}
          label={label}
          autoComplete="one-time-code"
          required
          error={Boolean(formState.errors.code)}
          helperText={formState.errors.code?.message ?? translate(`${K}.codeHint`)}
          {...register('code')}
        />
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {translate(`${K}.${action}`)}
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * The caller's sign-in security (issue 23): whether a sign-in asks for a code of an authenticator
 * app, turning it on (scan the QR code or type the key, then a first code; ten recovery codes shown
 * once) and, for citizens and institutions, off again. Registry staff keep theirs.
 */
export default function SecondFactorPage() {
  const translate = useTranslate();
  return (
    <>
      <AreaHeader title={translate(`${K}.title`)} />
      <SecondFactorPanel />
    </>
  );
}

/**
 * The second factor's state and its turning on (and off), on the sign-in security page and on the
 * set-up page of staff who have none yet; `onSetUp` runs once the recovery codes are written down.
 */
export function SecondFactorPanel({ onSetUp }: { onSetUp?: () => Promise<void> }) {
  const translate = useTranslate();
  const t = (key: string, params?: object) => translate(`${K}.${key}`, params);
  const queries = useQueryClient();
  const status = useQuery({
    queryKey: QUERY,
    queryFn: () => getData('/users/me/second-factor', secondFactorStatusSchema),
  });
  const [setup, setSetup] = useState<z.infer<typeof secondFactorStartSchema> | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const staff = getStoredProfile()?.accountType === 'BACKOFFICE';
  const refresh = () => queries.invalidateQueries({ queryKey: QUERY });

  const start = async () => {
    setError(null);
    setNotice(null);
    try {
      setSetup(await postData('/users/me/second-factor', {}, secondFactorStartSchema));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const confirm = async (code: string) => {
    const answer = await postData('/users/me/second-factor/confirm', { code }, secondFactorOnSchema);
    setSetup(null);
    setRecoveryCodes(answer.recoveryCodes);
    await refresh();
  };
  const turnOff = async (code: string) => {
    const answer = await postData('/users/me/second-factor/off', { code }, messageAnswer.shape.data);
    setNotice(answer.message);
    await refresh();
  };

  const writtenDown = async () => {
    if (onSetUp) await onSetUp();
    else setRecoveryCodes(null);
  };

  const data = status.data;
  return (
    <>
      {status.isPending ? <LinearProgress aria-label={t('title')} /> : null}
      {status.isError ? <Alert severity="error">{errorMessage(status.error)}</Alert> : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {notice ? (
        <Alert severity="success" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      ) : null}
      {recoveryCodes ? (
        <SectionCard title={t('recoveryTitle')}>
          <Typography sx={{ mb: 1 }}>{t('recoveryLead')}</Typography>
          <List dense aria-label={t('recoveryTitle')} sx={{ fontFamily: 'monospace', columns: { xs: 1, sm: 2 } }}>
            {recoveryCodes.map((code) => (
              <ListItem key={code} sx={{ fontFamily: 'monospace', fontSize: '1.1rem' }}>
                {code}
              </ListItem>
            ))}
          </List>
          <Button variant="contained" onClick={writtenDown}>
            {t(onSetUp ? 'recoveryDoneGoOn' : 'recoveryDone')}
          </Button>
        </SectionCard>
      ) : null}
      {data && !recoveryCodes ? (
        <SectionCard title={t('cardTitle')}>
          <Typography sx={{ mb: 2 }}>
            {data.on
              ? t('onLead', { date: data.since ? toDisplayDate(data.since) : '', left: data.recoveryCodesLeft })
              : t('offLead')}
          </Typography>
          {!data.on && !setup ? (
            <Button variant="contained" onClick={start}>
              {t('turnOn')}
            </Button>
          ) : null}
          {!data.on && setup ? (
            <>
              <Typography component="ol" sx={{ pl: 3, mb: 2 }}>
                <li>{t('stepApp')}</li>
                <li>{t('stepScan')}</li>
                <li>{t('stepCode')}</li>
              </Typography>
              <Box
                component="img"
                src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
                alt={t('qrAlt')}
                sx={{ width: 200, height: 200, display: 'block', mb: 2, bgcolor: '#fff' }}
              />
              <Typography>{t('keyLabel')}</Typography>
              <Typography data-testid="second-factor-key" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', mb: 1 }}>
                {setup.secret}
              </Typography>
              <CodeForm label={t('codeLabel')} action="confirm" onDone={confirm} />
            </>
          ) : null}
          {data.on && staff ? <Typography>{t('staffKeep')}</Typography> : null}
          {data.on && !staff ? <CodeForm label={t('codeLabel')} action="turnOff" onDone={turnOff} /> : null}
        </SectionCard>
      ) : null}
    </>
  );
}
