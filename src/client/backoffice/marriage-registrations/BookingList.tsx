import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import HomeWork from '@mui/icons-material/HomeWork';
import dayjs from 'dayjs';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { DISPLAY_DATE_FORMAT, nairobiDate, toDisplayTime } from '../../../shared/dates.js';
import { bookingWhere, isVisit } from './bookingWords.js';
import { useT } from './useT.js';

/** Weddings as a list of buttons, each opening the booking; an officer's visit says so, with its venue and officer. */
export function BookingList({ bookings, onOpen }: { bookings: Booking[]; onOpen(booking: Booking): void }) {
  const t = useT();
  if (bookings.length === 0) return <Typography color="text.secondary">{t('calendar.none')}</Typography>;
  return (
    <List dense disablePadding>
      {bookings.map((b) => (
        <ListItem key={b.id} disablePadding divider>
          <ListItemButton onClick={() => onOpen(b)} data-testid="booking-item" data-kind={b.kind}>
            {isVisit(b) ? (
              <ListItemIcon sx={{ minWidth: 36 }}>
                <HomeWork color="primary" aria-hidden />
              </ListItemIcon>
            ) : null}
            <ListItemText
              primary={`${toDisplayTime(b.startsAt)}–${toDisplayTime(b.endsAt)} · ${b.partyAName} & ${b.partyBName}`}
              secondary={`${bookingWhere(t, b)} · ${b.noticeNumber} · ${t(`statuses.${b.status}`, { _: b.status })}`}
              sx={{ overflowWrap: 'anywhere' }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

/** The small-screen calendar: the weddings of the period, day by day. */
export function CalendarAgenda({ bookings, onOpen }: { bookings: Booking[]; onOpen(booking: Booking): void }) {
  const t = useT();
  const days = [...new Set(bookings.map((b) => nairobiDate(b.startsAt)))].sort();
  if (days.length === 0)
    return (
      <Typography color="text.secondary" data-testid="calendar-agenda">
        {t('calendar.noneInPeriod')}
      </Typography>
    );
  return (
    <div data-testid="calendar-agenda">
      {days.map((day) => (
        <section key={day} aria-labelledby={`agenda-${day}`}>
          <Typography id={`agenda-${day}`} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 1 }}>
            {dayjs(day).format(`dddd ${DISPLAY_DATE_FORMAT}`)}
          </Typography>
          <BookingList
            bookings={bookings
              .filter((b) => nairobiDate(b.startsAt) === day)
              .sort((a, b) => a.startsAt.localeCompare(b.startsAt))}
            onOpen={onOpen}
          />
        </section>
      ))}
    </div>
  );
}
