import { useEffect, useState } from 'react';
import {
  Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControl, FormControlLabel, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField, Typography,
} from '@mui/material';
import { toDisplayTime } from '../../../shared/dates.js';
import { DayPicker } from '../../components/dates/DayPicker.js';
import { errorMessage, getApi, postApi } from '../../providers/httpClient.js';
import { getRows, type BookingRow, type NoticeRecord, type RoomRecord, type Slot } from './noticeApi.js';
import { useT } from './useT.js';

/** Cleared notices not yet booked; the filter is asked of the server and applied again here in case it is not supported. */
export async function bookableNotices(): Promise<NoticeRecord[]> {
  const [rows, booked] = await Promise.all([
    getRows<NoticeRecord>('notices', { status: 'PUBLISHED', cleared: true, booked: false }, 1000),
    getRows<BookingRow>('bookings', { status: 'BOOKED' }, 1000),
  ]);
  const taken = new Set(booked.filter((b) => b.status === 'BOOKED').map((b) => b.noticeId));
  return rows.filter((n) => n.status === 'PUBLISHED' && n.cleared === true && !taken.has(n.id) && !(n.booking && n.booking.status === 'BOOKED'));
}

export interface NewBookingDialogProps {
  rooms: RoomRecord[];
  roomId: string;
  date: string;
  onClose(): void;
  onBooked(booking: BookingRow): void;
}

/** Book a wedding: a cleared notice, a room, a day and one of its free slots. */
export function NewBookingDialog({ rooms, roomId: initialRoom, date: initialDate, onClose, onBooked }: NewBookingDialogProps) {
  const t = useT();
  const [notices, setNotices] = useState<NoticeRecord[] | null>(null);
  const [noticeId, setNoticeId] = useState('');
  const [roomId, setRoomId] = useState(initialRoom || rooms[0]?.id || '');
  const [date, setDate] = useState(initialDate);
  const [loaded, setLoaded] = useState<{ key: string; slots: Slot[] } | null>(null);
  const slotsKey = `${roomId}|${date}`;
  const slots = loaded?.key === slotsKey ? loaded.slots : null;
  const [startsAt, setStartsAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);

  useEffect(() => {
    bookableNotices().then(setNotices, (e) => setError(errorMessage(e)));
  }, []);
  useEffect(() => {
    if (!roomId || !date) return;
    getApi<Slot[]>(`/marriage-rooms/${encodeURIComponent(roomId)}/free-slots?date=${encodeURIComponent(date)}`).then(
      (found) => setLoaded({ key: `${roomId}|${date}`, slots: found }),
      (e) => setError(errorMessage(e)),
    );
  }, [roomId, date]);

  const submit = async () => {
    setAttempted(true);
    if (!noticeId || !roomId || !startsAt) return;
    setBusy(true);
    setError(null);
    try {
      const booking = await postApi<BookingRow>('/bookings', { noticeId, roomId, startsAt });
      onBooked(booking);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="new-booking-title">
      <DialogTitle id="new-booking-title">{t('booking.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error" role="alert" data-testid="booking-error">{error}</Alert> : null}
          <TextField
            select
            label={t('booking.notice')}
            value={noticeId}
            onChange={(e) => setNoticeId(e.target.value)}
            required
            error={attempted && !noticeId}
            helperText={notices && notices.length === 0 ? t('booking.noCleared') : attempted && !noticeId ? t('booking.chooseNotice') : ' '}
          >
            {(notices ?? []).map((n) => (
              <MenuItem key={n.id} value={n.id}>{`${n.noticeNumber} · ${n.partyAName} & ${n.partyBName}`}</MenuItem>
            ))}
          </TextField>
          <TextField select label={t('calendar.room')} value={roomId} onChange={(e) => { setRoomId(e.target.value); setStartsAt(''); }} required>
            {rooms.map((room) => <MenuItem key={room.id} value={room.id}>{room.name}</MenuItem>)}
          </TextField>
          <DayPicker label={t('booking.date')} value={date} onChange={(day) => { setDate(day); setStartsAt(''); }} disablePast textField={{ required: true }} />
          <FormControl error={attempted && !startsAt} required>
            <FormLabel id="slot-label">{t('booking.slot')}</FormLabel>
            {slots === null ? <Typography>{roomId && date ? t('loading') : ' '}</Typography> : null}
            {slots && slots.length === 0 ? <Typography>{t('booking.noSlots')}</Typography> : null}
            {slots && slots.length > 0 ? (
              <RadioGroup aria-labelledby="slot-label" row value={startsAt} onChange={(e) => setStartsAt(e.target.value)}>
                {slots.map((slot) => <FormControlLabel key={slot.startsAt} value={slot.startsAt} control={<Radio />} label={`${toDisplayTime(slot.startsAt)}–${toDisplayTime(slot.endsAt)}`} />)}
              </RadioGroup>
            ) : null}
          </FormControl>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={busy}>{t('booking.book')}</Button>
      </DialogActions>
    </Dialog>
  );
}
