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
  Stack,
} from '@mui/material';
import { Form } from 'react-admin';
import type { FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import type { Booking } from '../../../shared/contracts/bookings.js';
import type { Notice } from '../../../shared/contracts/notices.js';
import { nairobiInstant, nairobiToday } from '../../../shared/dates.js';
import { DayInput } from '../../components/dates/DayInput.js';
import { TimeOfDayInput } from '../../components/dates/TimeOfDayInput.js';
import { errorMessage, fieldErrors, postData } from '../../providers/httpClient.js';
import { bookingSchema } from '../../../shared/contracts/bookings.js';
import { useT } from './useT.js';

/** The day and the time on the 24-hour clock (Nairobi); the messages are i18n keys the inputs translate. */
const visitForm = z.object({
  date: z
    .string({ error: 'marriageOffice.visit.chooseDay' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'marriageOffice.visit.chooseDay'),
  time: z
    .string({ error: 'marriageOffice.visit.chooseTime' })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'marriageOffice.visit.chooseTime'),
});
type VisitForm = z.infer<typeof visitForm>;

export type VisitNotice = Pick<Notice, 'id' | 'noticeNumber' | 'venueName' | 'venueLicenceNumber'>;

/** A notice celebrated at a private venue (it names a private-venue special licence) takes an officer's visit, not a room's slot. */
export const takesVisit = (notice: Pick<Notice, 'venueLicenceNumber'> | null | undefined) =>
  Boolean(notice?.venueLicenceNumber);

/**
 * The visit's day and time, sent as POST /api/bookings/visits { noticeId, startsAt }. The server's
 * message on `startsAt` is put under the time; any other is shown above the fields.
 */
export function VisitForm({
  notice,
  onCancel,
  onScheduled,
  defaultDate,
}: {
  notice: VisitNotice;
  onCancel(): void;
  onScheduled(visit: Booking): void;
  defaultDate?: string;
}) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: VisitForm) => {
    setError(null);
    try {
      onScheduled(
        await postData(
          '/bookings/visits',
          {
            noticeId: notice.id,
            startsAt: nairobiInstant(values.date, values.time).toISOString(),
          },
          bookingSchema,
        ),
      );
      return undefined;
    } catch (e) {
      const { startsAt, ...others } = fieldErrors(e);
      const rest = Object.values(others);
      setError(rest.length > 0 ? rest.join(' ') : startsAt ? null : errorMessage(e));
      return startsAt ? { time: startsAt } : undefined;
    }
  };
  const lead = notice.venueName
    ? t('visit.lead', { notice: notice.noticeNumber, venue: notice.venueName, licence: notice.venueLicenceNumber })
    : t('visit.leadNoVenue', { notice: notice.noticeNumber, licence: notice.venueLicenceNumber });
  return (
    <Form
      resolver={zodResolver(visitForm) as unknown as Resolver<FieldValues>}
      onSubmit={(values: FieldValues) => submit(values as VisitForm)}
      defaultValues={{ date: defaultDate && defaultDate >= nairobiToday() ? defaultDate : '', time: '' }}
      noValidate
    >
      <DialogContent sx={{ pt: 0 }}>
        <DialogContentText sx={{ mb: 1 }} data-testid="visit-lead">
          {lead}
        </DialogContentText>
        {error ? (
          <Alert severity="error" role="alert" sx={{ mb: 1 }} data-testid="visit-error">
            {error}
          </Alert>
        ) : null}
        <Stack>
          <DayInput source="date" label={t('visit.date')} isRequired disablePast />
          <TimeOfDayInput source="time" label={t('visit.time')} isRequired />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="submit" variant="contained">
          {t('visit.schedule')}
        </Button>
      </DialogActions>
    </Form>
  );
}

/** The officer's booking action on a published notice celebrated at a private venue: schedule the visit. */
export function ScheduleVisitDialog({
  notice,
  onClose,
  onScheduled,
}: {
  notice: VisitNotice;
  onClose(): void;
  onScheduled(visit: Booking): void;
}) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="schedule-visit-title">
      <DialogTitle id="schedule-visit-title">{t('visit.title')}</DialogTitle>
      <VisitForm notice={notice} onCancel={onClose} onScheduled={onScheduled} />
    </Dialog>
  );
}
