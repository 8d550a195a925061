import { useMemo, useRef, useState, type TouchEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Add from '@mui/icons-material/Add';
import dayjs from 'dayjs';
import { useGetList, Title } from 'react-admin';
import { gridRange, monthGrid, shiftMonth, shiftWeek, swipeDirection, weekDays } from '../../../shared/calendar.js';
import { canManageWeddings } from '../../../shared/noticePermissions.js';
import { nairobiDate, nairobiToday, toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import { getStoredProfile } from '../../providers/session.js';
import { BookingDialog } from './BookingDialog.js';
import { BookingList, CalendarAgenda } from './BookingList.js';
import { CalendarGrid } from './CalendarGrid.js';
import { NewBookingDialog } from './NewBookingDialog.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import type { RoomRecord } from './noticeApi.js';
import { Section } from './Section.js';
import { useDayNames, useT } from './useT.js';

/** /backoffice/marriage-registrations/calendar: weddings per marriage room (and officers' visits to private venues) by month or week; booking and celebration. */
export default function CalendarPage() {
  const t = useT();
  const dayNames = useDayNames();
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const profile = getStoredProfile();
  const mayManage = profile ? canManageWeddings(profile) : false;
  const [view, setView] = useState<'month' | 'week'>('month');
  const [anchor, setAnchor] = useState(nairobiToday());
  const [sixWeeks, setSixWeeks] = useState(false);
  const [roomId, setRoomId] = useState('');
  const [selected, setSelected] = useState(nairobiToday());
  const [opened, setOpened] = useState<Booking | null>(null);
  const [booking, setBooking] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [booked, setBooked] = useState<string | null>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);

  const month = dayjs(anchor).startOf('month').format('YYYY-MM-DD');
  const weeks = useMemo(
    () => (view === 'month' ? monthGrid(month, { sixWeeks }) : [weekDays(anchor)]),
    [view, month, anchor, sixWeeks],
  );
  const range = gridRange(weeks);
  const { data: rooms = [] } = useGetList<RoomRecord>('marriage-rooms', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const { data: rows = [], refetch } = useGetList<Booking>('bookings', {
    filter: { from: range.from, to: range.to, ...(roomId ? { roomId } : {}) },
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'startsAt', order: 'ASC' },
  });
  const bookings = rows.filter((b) => b.status !== 'CANCELLED');

  const step = (direction: number) => {
    const next = view === 'month' ? shiftMonth(anchor, direction) : shiftWeek(anchor, direction);
    setAnchor(next);
    setAnnouncement(
      view === 'month' ? dayNames(next, 'MMMM YYYY') : t('calendar.weekOf', { date: toDisplayDate(weekDays(next)[0]) }),
    );
  };
  const onTouchStart = (e: TouchEvent) => {
    const point = e.touches[0];
    touch.current = point ? { x: point.clientX, y: point.clientY } : null;
  };
  const onTouchEnd = (e: TouchEvent) => {
    const start = touch.current;
    const point = e.changedTouches[0];
    touch.current = null;
    if (!start || !point) return;
    const direction = swipeDirection(point.clientX - start.x, point.clientY - start.y);
    if (direction !== 0) step(direction);
  };

  const title =
    view === 'month' ? dayNames(month, 'MMMM YYYY') : `${toDisplayDate(weeks[0]![0])} – ${toDisplayDate(weeks[0]![6])}`;
  const dayBookings = bookings.filter((b) => nairobiDate(b.startsAt) === selected);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('calendar.title')} />
      <Typography variant="h4" component="h2" gutterBottom>
        {t('calendar.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label={t('calendar.room')}
          value={roomId}
          onChange={(e) => setRoomId(e.target.value)}
          sx={{ width: { xs: '100%', sm: 280 } }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('calendar.allRooms')}</MenuItem>
          {rooms.map((room) => (
            <MenuItem key={room.id} value={room.id}>
              {room.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
          exclusive
          value={view}
          onChange={(_, value) => value && setView(value)}
          aria-label={t('calendar.view')}
        >
          <ToggleButton value="month">{t('calendar.month')}</ToggleButton>
          <ToggleButton value="week">{t('calendar.week')}</ToggleButton>
        </ToggleButtonGroup>
        {view === 'month' ? (
          <FormControlLabel
            control={<Switch checked={sixWeeks} onChange={(e) => setSixWeeks(e.target.checked)} />}
            label={t('calendar.sixWeeks')}
          />
        ) : null}
        {mayManage ? (
          <Button variant="contained" startIcon={<Add />} onClick={() => setBooking(true)}>
            {t('booking.newTitle')}
          </Button>
        ) : null}
      </Stack>
      {booked ? (
        <Alert severity="success" onClose={() => setBooked(null)} sx={{ mb: 2 }} data-testid="booked">
          {booked}
        </Alert>
      ) : null}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Button
          onClick={() => step(-1)}
          startIcon={<ChevronLeft />}
          aria-label={t(view === 'month' ? 'calendar.previousMonth' : 'calendar.previousWeek')}
        >
          {t('calendar.previous')}
        </Button>
        <Button
          onClick={() => {
            setAnchor(nairobiToday());
            setSelected(nairobiToday());
          }}
        >
          {t('calendar.today')}
        </Button>
        <Button
          onClick={() => step(1)}
          endIcon={<ChevronRight />}
          aria-label={t(view === 'month' ? 'calendar.nextMonth' : 'calendar.nextWeek')}
        >
          {t('calendar.next')}
        </Button>
        <Typography variant="h6" component="h2" data-testid="calendar-title" sx={{ ml: { sm: 1 } }}>
          {title}
        </Typography>
      </Stack>
      <Box aria-live="polite" sx={{ position: 'absolute', left: -10000 }}>
        {announcement}
      </Box>
      <Box
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
        sx={{ touchAction: 'pan-y', mb: 2 }}
        data-testid="calendar-swipe"
      >
        {small ? (
          <CalendarAgenda bookings={bookings} onOpen={setOpened} />
        ) : (
          <CalendarGrid
            weeks={weeks}
            month={view === 'month' ? month : null}
            bookings={bookings}
            selected={selected}
            onSelect={setSelected}
            onOpenBooking={setOpened}
          />
        )}
      </Box>
      {!small ? (
        <Section title={t('calendar.dayTitle', { date: toDisplayDate(selected) })}>
          <BookingList bookings={dayBookings} onOpen={setOpened} />
        </Section>
      ) : null}
      {opened ? (
        <BookingDialog
          booking={opened}
          mayManage={mayManage}
          onClose={() => setOpened(null)}
          onChanged={() => void refetch()}
        />
      ) : null}
      {booking ? (
        <NewBookingDialog
          rooms={rooms}
          roomId={roomId}
          date={selected < nairobiToday() ? nairobiToday() : selected}
          onClose={() => setBooking(false)}
          onBooked={(created) => {
            setBooking(false);
            setAnnouncement(t('booking.booked'));
            void refetch();
            if (created?.startsAt) {
              setAnchor(nairobiDate(created.startsAt));
              setSelected(nairobiDate(created.startsAt));
            }
            const when = created?.startsAt ? toDisplayDateTime(created.startsAt) : null;
            setBooked(
              when
                ? t(created.kind === 'VISIT' ? 'visit.scheduled' : 'booking.bookedAt', { when })
                : t('booking.booked'),
            );
          }}
        />
      ) : null}
    </Box>
  );
}
