import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import {
  firstSchedulableDay,
  priceScheduleFor,
  type PriceScheduleInput,
  type ServicePrice,
} from '../../../shared/contracts/billing.js';
import { toDisplayDate } from '../../../shared/dates.js';
import { DateControl, SelectControl } from '../../forms/controls.js';
import { applyServerErrors } from '../../forms/fields.js';
import { postData } from '../../providers/httpClient.js';
import { servicePriceSchema } from '../../../shared/contracts/billing.js';

interface Props {
  /** Today in Nairobi as the server reads it: the picker and the rules refuse it and every earlier day. */
  today: string;
  services: { code: string; name: string }[];
  initialService?: string;
  onClose(): void;
  onScheduled(price: ServicePrice): void;
}

/** FINANCE schedules a new price for a service from a future day (POST /api/billing/price-schedules). */
export function ScheduleDialog({ today, services, initialService, onClose, onScheduled }: Props) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`billingPages.schedule.${key}`, options);
  const [error, setError] = useState<string | null>(null);
  const first = firstSchedulableDay(today);
  const {
    control,
    handleSubmit,
    setError: setFieldError,
    formState,
  } = useForm<PriceScheduleInput>({
    resolver: zodResolver(priceScheduleFor(today)) as Resolver<PriceScheduleInput>,
    defaultValues: {
      serviceCode: (initialService ?? '') as PriceScheduleInput['serviceCode'],
      amount: undefined,
      effectiveFrom: '',
    },
    mode: 'onTouched',
  });
  const submit = handleSubmit(async (values) => {
    setError(null);
    try {
      onScheduled(await postData('/billing/price-schedules', values, servicePriceSchema));
    } catch (e) {
      setError(applyServerErrors(e, setFieldError));
    }
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-price-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="schedule-price-title">{t('title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('lead')}</DialogContentText>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
          <SelectControl
            control={control}
            name="serviceCode"
            label={t('service')}
            required
            options={services.map((s) => ({ value: s.code, label: s.name }))}
          />
          <Controller
            control={control}
            name="amount"
            render={({ field, fieldState }) => (
              <TextField
                id="amount"
                name={field.name}
                label={t('amount')}
                required
                fullWidth
                margin="normal"
                type="number"
                inputRef={field.ref}
                value={field.value ?? ''}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? t('amountHint')}
                slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
              />
            )}
          />
          <DateControl
            control={control}
            name="effectiveFrom"
            label={t('effectiveFrom')}
            required
            minDate={first}
            helperText={t('effectiveFromHint', { date: toDisplayDate(first) })}
          />
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
