import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { toDisplayDateTime } from '../../shared/dates.js';
import { billableName } from '../../shared/i18n/billables.js';
import { translateMessage } from '../../shared/i18n/translate.js';
import { staffMayDispatch } from '../../shared/permissions.js';
import { serviceByCode } from '../../shared/services.js';
import {
  COURIER_BILLABLE,
  deliveryAddressOf,
  EXPRESS_BILLABLE,
  EXPRESS_SLA_DAYS,
  extraQuantity,
} from '../../shared/services/extras.js';
import { usePriceList } from '../areas/PriceList.js';
import { dataProvider } from '../providers/dataProvider.js';
import { errorMessage, fieldErrors } from '../providers/httpClient.js';
import { getStoredProfile } from '../providers/session.js';
import type { ApplicationRecord } from './ApplicationDetail.js';
import { SectionCard } from './SectionCard.js';
import { FactList } from '../components/FactList.js';

/** Staff record the courier and its tracking number once the documents leave. */
function DispatchForm({ application, onDone }: { application: ApplicationRecord; onDone: () => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [courier, setCourier] = useState('');
  const [tracking, setTracking] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const say = (message: string) => translateMessage(message, locale === 'sw' ? 'sw' : 'en');
  const send = async () => {
    const missing: Record<string, string> = {};
    if (!courier.trim()) missing.courier = translate('applications.extras.required');
    if (!tracking.trim()) missing.trackingNumber = translate('applications.extras.required');
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      await dataProvider.recordDispatch(application.id, {
        courier: courier.trim(),
        trackingNumber: tracking.trim(),
        version: application.version,
      });
      onDone();
    } catch (error) {
      setErrors(Object.fromEntries(Object.entries(fieldErrors(error)).map(([k, v]) => [k, say(v)])));
      setProblem(say(errorMessage(error)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      sx={{ mt: 1 }}
    >
      <Typography variant="subtitle2" component="h3">
        {translate('applications.extras.recordDispatch')}
      </Typography>
      {problem ? (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {problem}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 1 }}>
        <TextField
          id="dispatch-courier"
          label={translate('applications.extras.courier')}
          value={courier}
          onChange={(e) => setCourier(e.target.value)}
          required
          margin="dense"
          fullWidth
          error={Boolean(errors.courier)}
          helperText={errors.courier}
        />
        <TextField
          id="dispatch-tracking"
          label={translate('applications.extras.trackingNumber')}
          value={tracking}
          onChange={(e) => setTracking(e.target.value)}
          required
          margin="dense"
          fullWidth
          error={Boolean(errors.trackingNumber)}
          helperText={errors.trackingNumber}
        />
      </Stack>
      <Button type="submit" variant="contained" size="small" disabled={busy} sx={{ mt: 1 }}>
        {translate('applications.extras.dispatch')}
      </Button>
    </Box>
  );
}

/**
 * What was bought beside the service (issue 20 #4) and what becomes of it: the copies, express
 * processing's shorter time, and for courier delivery the address and whether the documents have
 * left (staff who work on the application record that, with the courier's tracking number).
 */
export function ExtrasCard({
  application,
  actor,
  onDone,
}: {
  application: ApplicationRecord;
  actor: 'APPLICANT' | 'STAFF';
  onDone: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data: prices } = usePriceList();
  if (!application.billables.length || application.status === 'Draft') return null;
  const language = locale === 'sw' ? 'sw' : 'en';
  const nameOf = (code: string) => {
    const stored =
      application.invoice?.lines.find((l) => l.code === code)?.description ??
      prices?.flatMap((p) => p.billables).find((b) => b.code === code)?.name;
    return stored ? billableName(stored, language) : translate('applications.extras.extra');
  };
  const rows: [string, ReactNode][] = application.billables.map((b) => [
    nameOf(b.code),
    translate('applications.extras.quantity', { n: b.quantity }),
  ]);
  if (extraQuantity(application.billables, EXPRESS_BILLABLE))
    rows.push([
      translate('applications.extras.express'),
      translate('applications.extras.expressDays', { days: EXPRESS_SLA_DAYS }),
    ]);
  const courier = extraQuantity(application.billables, COURIER_BILLABLE) > 0;
  const address = deliveryAddressOf(application.formData, application.billables);
  if (courier) {
    rows.push([translate('applications.extras.deliveryAddress'), address ?? '—']);
    rows.push([
      translate('applications.extras.delivery'),
      application.dispatch
        ? translate('applications.extras.dispatched', {
            at: toDisplayDateTime(application.dispatch.dispatchedAt),
            courier: application.dispatch.courier,
            tracking: application.dispatch.trackingNumber,
          })
        : translate('applications.extras.notDispatched'),
    ]);
  }
  const profile = getStoredProfile();
  const section = serviceByCode(application.serviceCode)?.section;
  const mayDispatch =
    actor === 'STAFF' &&
    application.dispatchReady &&
    Boolean(profile && section && staffMayDispatch(profile, { section, district: application.district }));
  return (
    <SectionCard title={translate('applications.extras.title')}>
      <FactList rows={rows} />
      {mayDispatch ? <DispatchForm application={application} onDone={onDone} /> : null}
    </SectionCard>
  );
}
