import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { bookingSchema, freeSlotSchema, type Booking } from '../../../shared/contracts/bookings.js';
import { noticeSchema, type Notice } from '../../../shared/contracts/notices.js';
import { toDisplayTime } from '../../../shared/dates.js';
import { DayPicker } from '../../components/dates/DayPicker.js';
import { errorMessage, fieldErrors, getData, postData } from '../../providers/httpClient.js';

const FREE_SLOTS = z.array(freeSlotSchema);
import { getRows, type RoomRecord } from './noticeApi.js';
import { takesVisit, VisitForm } from './ScheduleVisit.js';
import { useT } from './useT.js';

/** Cleared notices not yet booked; the filter is asked of the server and applied again here in case it is not supported. */
export async function bookableNotices(): Promise<Notice[]> {
  const [rows, booked] = await Promise.all([
    getRows('notices', { status: 'PUBLISHED', cleared: true, booked: false }, 1000, noticeSchema),
    getRows('bookings', { status: 'BOOKED' }, 1000, bookingSchema),
  ]);
  const taken = new Set(booked.filter((b) => b.status === 'BOOKED').map((b) => b.noticeId));
  return rows.filter((n) => n.status === 'PUBLISHED' && n.cleared && !taken.has(n.id));
}

/** The rooms a notice may be booked in: those of its district (every room until a notice is chosen). */
export function roomsFor(rooms: RoomRecord[], notice: Pick<Notice, 'district'> | undefined): RoomRecord[] {
  return notice ? rooms.filter((room) => room.district === notice.district) : rooms;
}

export interface NewBookingDialogProps {
  rooms: RoomRecord[];
  roomId: string;
  date: string;
  onClose(): void;
  onBooked(booking: Booking): void;
}

/**
 * Book a wedding: a cleared notice, then a room, a day and one of its free slots; or, for a notice
 * celebrated at a private venue, the day and time of the officer's visit.
 */
export function NewBookingDialog({
  rooms,
  roomId: initialRoom,
  date: initialDate,
  onClose,
  onBooked,
}: NewBookingDialogProps) {
  const t = useT();
  // Read afresh each time the dialog opens (gcTime 0): a notice or slot booked a moment ago is gone.
  const noticesAnswer = useQuery({ queryKey: ['bookable-notices'], queryFn: bookableNotices, gcTime: 0 });
  const notices = noticesAnswer.data ?? null;
  const [noticeId, setNoticeId] = useState('');
  const [chosenRoom, setRoomId] = useState(initialRoom || rooms[0]?.id || '');
  const [date, setDate] = useState(initialDate);
  const notice = notices?.find((n) => n.id === noticeId);
  // A notice's wedding is celebrated in a room of its district: once a notice is chosen, only those rooms are offered.
  const offered = roomsFor(rooms, notice);
  const roomId = offered.some((r) => r.id === chosenRoom) ? chosenRoom : (offered[0]?.id ?? '');
  const slotsAnswer = useQuery({
    queryKey: ['free-slots', roomId, date],
    queryFn: () =>
      getData(`/marriage-rooms/${encodeURIComponent(roomId)}/free-slots?date=${encodeURIComponent(date)}`, FREE_SLOTS),
    enabled: Boolean(roomId && date),
    gcTime: 0,
  });
  const slots = slotsAnswer.data ?? null;
  const [startsAt, setStartsAt] = useState('');
  const [submitError, setError] = useState<string | null>(null);
  const loadError = noticesAnswer.error ?? slotsAnswer.error;
  const error = submitError ?? (loadError ? errorMessage(loadError) : null);
  const [slotError, setSlotError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);

  const submit = async () => {
    setAttempted(true);
    if (!noticeId || !roomId || !startsAt) return;
    setBusy(true);
    setError(null);
    setSlotError(null);
    try {
      const booking = await postData('/bookings', { noticeId, roomId, startsAt }, bookingSchema);
      onBooked(booking);
    } catch (e) {
      setError(errorMessage(e));
      setSlotError(fieldErrors(e).startsAt ?? null);
    } finally {
      setBusy(false);
    }
  };

  const visit = takesVisit(notice) ? notice! : null;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-booking-title">
      <DialogTitle id="new-booking-title">{t(visit ? 'visit.title' : 'booking.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && !visit ? (
            <Alert severity="error" role="alert" data-testid="booking-error">
              {error}
            </Alert>
          ) : null}
          <TextField
            select
            label={t('booking.notice')}
            value={noticeId}
            onChange={(e) => {
              setNoticeId(e.target.value);
              setStartsAt('');
              setError(null);
            }}
            required
            error={attempted && !noticeId}
            helperText={
              notices && notices.length === 0
                ? t('booking.noCleared')
                : attempted && !noticeId
                  ? t('booking.chooseNotice')
                  : ' '
            }
          >
            {(notices ?? []).map((n) => (
              <MenuItem
                key={n.id}
                value={n.id}
              >{`${n.noticeNumber} · ${n.partyAName} & ${n.partyBName}${takesVisit(n) ? ` · ${t('visit.inNotices', { venue: n.venueName })}` : ''}`}</MenuItem>
            ))}
          </TextField>
          {visit ? null : (
            <>
              <TextField
                select
                label={t('calendar.room')}
                value={roomId}
                onChange={(e) => {
                  setRoomId(e.target.value);
                  setStartsAt('');
                }}
                required
                helperText={notice && offered.length === 0 ? t('booking.noRoomInDistrict') : ' '}
                error={Boolean(notice && offered.length === 0)}
              >
                {offered.map((room) => (
                  <MenuItem key={room.id} value={room.id}>
                    {room.name}
                  </MenuItem>
                ))}
              </TextField>
              <DayPicker
                label={t('booking.date')}
                value={date}
                onChange={(day) => {
                  setDate(day);
                  setStartsAt('');
                }}
                disablePast
                textField={{ required: true }}
              />
              <FormControl error={(attempted && !startsAt) || Boolean(slotError)} required>
                <FormLabel id="slot-label">{t('booking.slot')}</FormLabel>
                {slots === null ? <Typography>{roomId && date ? t('loading') : ' '}</Typography> : null}
                {slots && slots.length === 0 ? <Typography>{t('booking.noSlots')}</Typography> : null}
                {slots && slots.length > 0 ? (
                  <RadioGroup
                    aria-labelledby="slot-label"
                    row
                    value={startsAt}
                    onChange={(e) => {
                      setStartsAt(e.target.value);
                      setSlotError(null);
                    }}
                  >
                    {slots.map((slot) => (
                      <FormControlLabel
                        key={slot.startsAt}
                        value={slot.startsAt}
                        control={<Radio />}
                        label={`${toDisplayTime(slot.startsAt)}–${toDisplayTime(slot.endsAt)}`}
                      />
                    ))}
                  </RadioGroup>
                ) : null}
                {slotError ? <FormHelperText>{slotError}</FormHelperText> : null}
              </FormControl>
            </>
          )}
        </Stack>
      </DialogContent>
      {visit ? (
        <VisitForm key={visit.id} notice={visit} defaultDate={date} onCancel={onClose} onScheduled={onBooked} />
      ) : (
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="contained" onClick={submit} disabled={busy}>
            {t('booking.book')}
          </Button>
        </DialogActions>
      )}
    </Dialog>
  );
}
