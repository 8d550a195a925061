import { useId, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { HttpError, useGetList, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { ApplicationEvent } from '../../shared/contracts/applications.js';
import type { NoticeDetail } from '../../shared/contracts/notices.js';
import { nairobiDate, toDisplayDate, toDisplayDateTime, toDisplayTime } from '../../shared/dates.js';
import { DayPicker } from '../components/dates/DayPicker.js';
import { NOTICE_FORM_PATH } from '../services/marriage-notice/values.js';
import { useDistrictRooms } from '../components/reference.js';
import { errorMessage, getData, postCommand } from '../providers/httpClient.js';
import { noticeDetailSchema } from '../../shared/contracts/notices.js';
import { freeSlotSchema } from '../../shared/contracts/bookings.js';
import { z } from 'zod';
import type { ApplicationRecord } from './ApplicationDetail.js';
import { SectionCard } from './SectionCard.js';
import { DeclarationsCard } from '../declarations/DeclarationsCard.js';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The officer's reason for the corrections, and the way back into the form. */
function CorrectionsRequested({ application }: { application: ApplicationRecord }) {
  const translate = useTranslate();
  const { data } = useGetList<ApplicationEvent>('application-events', {
    filter: { applicationId: application.id },
    sort: { field: 'id', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const latest = data?.find((event) => event.action === 'request-corrections');
  return (
    <Alert severity="warning" sx={{ mb: 2 }} data-testid="corrections-reason">
      <AlertTitle component="h2" sx={{ fontSize: '1.1rem' }}>
        {translate('notices.panel.correctionsTitle')}
      </AlertTitle>
      {data ? (
        <Typography variant="body1" sx={{ whiteSpace: 'pre-wrap', fontWeight: 500 }}>
          {latest?.comment || translate('notices.panel.correctionsReasonMissing')}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" component={RouterLink} to={`${NOTICE_FORM_PATH}/${application.id}`}>
          {translate('notices.panel.correct')}
        </Button>
        <Button variant="outlined" component={RouterLink} to={`/user/notice-attachment/${application.id}`}>
          {translate('notices.panel.documents')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Choose a room of the notice's district, a day and a free time; then book it (POST /api/bookings). */
function SlotPicker({ notice, onBooked }: { notice: NoticeDetail; onBooked: () => void }) {
  const translate = useTranslate();
  const rooms = useDistrictRooms(notice.district);
  const [roomId, setRoomId] = useState('');
  const [date, setDate] = useState<string>('');
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const slotsId = useId();
  const room = roomId || (rooms.data?.length === 1 ? rooms.data[0].id : '');
  const slots = useQuery({
    queryKey: ['notices', 'free-slots', room, date],
    enabled: Boolean(room && date),
    queryFn: () => getData(`/marriage-rooms/${room}/free-slots?date=${date}`, z.array(freeSlotSchema)),
  });
  const book = async () => {
    setBusy(true);
    setError(null);
    try {
      await postCommand('/bookings', { noticeId: notice.id, roomId: room, startsAt });
      onBooked();
    } catch (e) {
      setError(errorMessage(e));
      void slots.refetch();
    } finally {
      setBusy(false);
    }
  };
  if (rooms.isPending)
    return (
      <Typography component="output" sx={{ display: 'block' }}>
        {translate('portal.loading')}
      </Typography>
    );
  if (!rooms.data?.length) return <Alert severity="info">{translate('notices.panel.noRooms')}</Alert>;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('notices.panel.bookTitle')}
      </Typography>
      <TextField
        select
        id="booking-room"
        label={translate('notices.panel.room')}
        value={room}
        onChange={(event) => {
          setRoomId(event.target.value);
          setStartsAt('');
        }}
        fullWidth
        margin="normal"
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">{translate('serviceForm.choose')}</option>
        {rooms.data.map((r) => (
          <option key={r.id} value={r.id}>
            {r.name}
          </option>
        ))}
      </TextField>
      <DayPicker
        label={translate('notices.panel.date')}
        disablePast
        maxDate={notice.validUntil ? nairobiDate(notice.validUntil) : undefined}
        value={date}
        onChange={(day) => {
          setDate(day);
          setStartsAt('');
        }}
        textField={{ id: 'booking-date', fullWidth: true, margin: 'normal' }}
      />
      {!room || !date ? (
        <Typography variant="body2" color="text.secondary">
          {translate('notices.panel.chooseRoomAndDate')}
        </Typography>
      ) : null}
      {room && date && slots.isPending ? (
        <Typography variant="body2" component="output" sx={{ display: 'block' }}>
          {translate('notices.panel.loadingSlots')}
        </Typography>
      ) : null}
      {slots.error ? <Alert severity="error">{errorMessage(slots.error)}</Alert> : null}
      {slots.data && slots.data.length === 0 ? (
        <Alert severity="info">{translate('notices.panel.noSlots')}</Alert>
      ) : null}
      {slots.data && slots.data.length > 0 ? (
        <FormControl component="fieldset" margin="normal">
          <FormLabel component="legend" id={slotsId}>
            {translate('notices.panel.slots')}
          </FormLabel>
          <RadioGroup
            row
            value={startsAt}
            onChange={(event) => setStartsAt(event.target.value)}
            aria-labelledby={slotsId}
          >
            {slots.data.map((slot) => (
              <FormControlLabel
                key={slot.startsAt}
                value={slot.startsAt}
                control={<Radio />}
                label={translate('notices.panel.slotLabel', {
                  from: toDisplayTime(slot.startsAt),
                  to: toDisplayTime(slot.endsAt),
                })}
              />
            ))}
          </RadioGroup>
        </FormControl>
      ) : null}
      {error ? (
        <Alert severity="error" role="alert" sx={{ my: 1 }}>
          {error}
        </Alert>
      ) : null}
      <Box>
        <Button variant="contained" disabled={!startsAt || busy} onClick={book} sx={{ mt: 1 }}>
          {translate('notices.panel.book')}
        </Button>
      </Box>
    </Box>
  );
}

/** The notice once published: number, period, objections, clearance, the booking and the wedding. */
function PublishedNoticeBlock({ application }: { application: ApplicationRecord }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const key = ['notices', 'of-application', application.id];
  const {
    data: notice,
    error,
    isPending,
  } = useQuery({
    queryKey: key,
    queryFn: async () => {
      try {
        return await getData(`/applications/${application.id}/notice`, noticeDetailSchema);
      } catch (e) {
        if (e instanceof HttpError && e.status === 404) return null;
        throw e;
      }
    },
  });
  if (isPending) return null;
  if (error)
    return (
      <Alert severity="error" sx={{ mb: 2 }}>
        {translate('notices.panel.loadError', { message: errorMessage(error) })}
      </Alert>
    );
  if (!notice) return null;
  const refresh = () => void client.invalidateQueries({ queryKey: key });
  const booking = notice.booking && notice.booking.status !== 'CANCELLED' ? notice.booking : null;
  return (
    <SectionCard title={translate('notices.panel.published')}>
      <Facts
        rows={[
          [
            translate('notices.panel.noticeNumber'),
            <span key="n" data-testid="notice-number">
              {notice.noticeNumber}
            </span>,
          ],
          [translate('notices.panel.state'), translate(`notices.panel.status.${notice.status}`, { _: notice.status })],
          [translate('notices.panel.publishedAt'), toDisplayDate(notice.publishedAt)],
          [translate('notices.panel.noticeEndsAt'), toDisplayDate(notice.noticeEndsAt)],
          [translate('notices.panel.validUntil'), toDisplayDate(notice.validUntil)],
          [translate('notices.panel.objections'), String(notice.openObjections)],
          ...(notice.waiverLicenceNumber
            ? [[translate('notices.panel.waiverLicence'), notice.waiverLicenceNumber] as [string, ReactNode]]
            : []),
          ...(notice.venueLicenceNumber
            ? [[translate('notices.panel.venueLicence'), notice.venueLicenceNumber] as [string, ReactNode]]
            : []),
        ]}
      />
      {notice.status === 'VOID' && notice.voidReason ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {translate('notices.panel.voidReason', { reason: notice.voidReason })}
        </Alert>
      ) : null}
      {notice.status === 'PUBLISHED' ? (
        <Alert severity={notice.cleared ? 'success' : 'info'} sx={{ mt: 1.5 }}>
          {notice.cleared
            ? translate('notices.panel.cleared')
            : `${translate('notices.panel.notCleared')}. ${translate('notices.panel.waitPeriod')}`}
        </Alert>
      ) : null}
      {notice.status === 'CELEBRATED' ? (
        <Alert severity="success" sx={{ mt: 1.5 }}>
          {translate('notices.panel.celebrated')}
        </Alert>
      ) : null}
      {booking ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {translate('notices.panel.booking')}
          </Typography>
          <Facts
            rows={[
              [
                translate('notices.panel.bookingWhen'),
                `${toDisplayDateTime(booking.startsAt)}–${toDisplayTime(booking.endsAt)}`,
              ],
              ...(booking.roomName
                ? [
                    [
                      translate(booking.kind === 'VISIT' ? 'notices.panel.bookingVenue' : 'notices.panel.bookingRoom'),
                      booking.roomName,
                    ] as [string, ReactNode],
                  ]
                : []),
              [
                translate('notices.panel.bookingStatus'),
                translate(`notices.panel.bookingStatuses.${booking.status}`, { _: booking.status }),
              ],
            ]}
          />
        </Box>
      ) : null}
      {notice.status === 'PUBLISHED' && notice.cleared && !booking && notice.venueLicenceNumber ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('notices.panel.visitToCome', { venue: notice.venueName })}
        </Alert>
      ) : null}
      {notice.status === 'PUBLISHED' && notice.cleared && !booking && !notice.venueLicenceNumber ? (
        <Box sx={{ mt: 2 }}>
          <SlotPicker notice={notice} onBooked={refresh} />
        </Box>
      ) : null}
    </SectionCard>
  );
}

/** The notice-specific blocks of the applicant's application page (MARRIAGE_NOTICE only). */
export function NoticePanel({ application }: { application: ApplicationRecord }) {
  if (application.serviceCode !== 'MARRIAGE_NOTICE') return null;
  return (
    <>
      {application.status === 'Corrections_Requested' ? <CorrectionsRequested application={application} /> : null}
      {application.status === 'Draft' ? <DraftLink id={application.id} /> : null}
      {application.status === 'Approved' ? <PublishedNoticeBlock application={application} /> : null}
      {/* Both parties' declarations (issue 24): who still has to declare before it can be paid, who has. */}
      <DeclarationsCard applicationId={application.id} />
    </>
  );
}

function DraftLink({ id }: { id: string }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" component={RouterLink} to={`${NOTICE_FORM_PATH}/${id}`}>
          {translate('notices.panel.continueDraft')}
        </Button>
      }
    >
      {translate('notices.panel.draft')}
    </Alert>
  );
}
