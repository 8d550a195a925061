import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { Tracking } from '../../shared/contracts/tracking.js';
import { toDisplayDate } from '../../shared/dates.js';
import { getApi } from '../providers/httpClient.js';
import { PublicLayout } from './PublicLayout.js';

/** The answer of GET /api/tracking/:trackingId (the route's response schema). */
type TrackingResult = Tracking;

export function TrackingForm({ initial = '' }: { initial?: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        const id = value.trim();
        if (!id) return setError(translate('tracking.required'));
        setError(null);
        navigate(`/tracking/${encodeURIComponent(id)}`);
      }}
    >
      <TextField
        id="tracking-number"
        label={translate('tracking.number')}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={Boolean(error)}
        helperText={error}
        size="small"
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained">{translate('tracking.check')}</Button>
    </Stack>
  );
}

/** /tracking/{id}: the public status of an application: service, status, stage and dates only. */
export default function Tracking() {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const [answer, setAnswer] = useState<{ forId: string; result: TrackingResult | null; error: string | null } | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    getApi<TrackingResult>(`/tracking/${encodeURIComponent(id)}`, { authFailureHandled: true })
      .then((result) => live && setAnswer({ forId: id, result, error: null }))
      .catch(() => live && setAnswer({ forId: id, result: null, error: translate('tracking.notFound') }));
    return () => {
      live = false;
    };
  }, [id, translate]);
  const current = answer?.forId === id ? answer : null;
  const state = { loading: Boolean(id) && !current, result: current?.result ?? null, error: current?.error ?? null };

  return (
    <PublicLayout>
      <Typography variant="h4" component="h1" gutterBottom>{translate('tracking.title')}</Typography>
      <TrackingForm initial={id} key={id} />
      <Box sx={{ mt: 3 }} aria-live="polite">
        {state.loading ? <Typography>{translate('portal.loading')}</Typography> : null}
        {state.error ? <Alert severity="warning">{state.error}</Alert> : null}
        {state.result ? (
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
            <dt>{translate('tracking.service')}</dt>
            <dd>{translate(`services.${state.result.service}.name`, { _: state.result.service })}</dd>
            <dt>{translate('tracking.reference')}</dt>
            <dd>{state.result.reference}</dd>
            <dt>{translate('tracking.status')}</dt>
            <dd>{state.result.status}</dd>
            <dt>{translate('tracking.stage')}</dt>
            <dd>{state.result.stage ? translate(`services.levels.${state.result.stage}`) : '—'}</dd>
            <dt>{translate('tracking.submittedAt')}</dt>
            <dd>{toDisplayDate(state.result.submittedAt)}</dd>
            <dt>{translate('tracking.updatedAt')}</dt>
            <dd>{toDisplayDate(state.result.updatedAt)}</dd>
          </Box>
        ) : null}
      </Box>
    </PublicLayout>
  );
}
