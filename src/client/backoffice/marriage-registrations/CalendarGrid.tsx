import type { KeyboardEvent } from 'react';
import { Box, ButtonBase, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { addDays, nairobiDate, nairobiToday, toDisplayTime } from '../../../shared/dates.js';
import type { Booking } from '../../../shared/contracts/bookings.js';
import { bookingPlace, isVisit } from './bookingWords.js';
import { useDayNames, useT } from './useT.js';

export interface GridProps {
  /** Rows of seven yyyy-mm-dd days. */
  weeks: string[][];
  /** yyyy-mm-01 of the month shown (days outside it are dimmed); null in the week view. */
  month: string | null;
  bookings: Booking[];
  selected: string;
  onSelect(day: string): void;
  onOpenBooking(booking: Booking): void;
}

const cellSx = { border: 1, borderColor: 'divider', p: 0, verticalAlign: 'top' } as const;

/** Arrow keys move between the day buttons of the grid (left/right a day, up/down a week). */
function moveFocus(event: KeyboardEvent<HTMLElement>, day: string) {
  const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
  if (!step) return;
  const target = event.currentTarget
    .closest('table')
    ?.querySelector<HTMLElement>(`[data-date="${addDays(day, step)}"]`);
  if (target) {
    event.preventDefault();
    target.focus();
  }
}

/** The month or week view: a table whose every day is a button; the week view lists each day's weddings. */
export function CalendarGrid({ weeks, month, bookings, selected, onSelect, onOpenBooking }: GridProps) {
  const t = useT();
  const dayNames = useDayNames();
  const byDay = new Map<string, Booking[]>();
  for (const booking of bookings)
    byDay.set(nairobiDate(booking.startsAt), [...(byDay.get(nairobiDate(booking.startsAt)) ?? []), booking]);
  const now = nairobiToday();
  const weekView = month === null;
  return (
    <Box
      component="table"
      data-testid={weekView ? 'calendar-week' : 'calendar-month'}
      data-rows={weeks.length}
      sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
    >
      <caption style={{ position: 'absolute', left: -10000 }}>{t('calendar.caption')}</caption>
      <thead>
        <tr>
          {weeks[0]!.map((day) => (
            <Box component="th" scope="col" key={day} sx={{ p: 0.5, fontWeight: 600, fontSize: 14 }}>
              <abbr title={dayNames(day, 'dddd')} style={{ textDecoration: 'none' }}>
                {dayNames(day, 'ddd')}
              </abbr>
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const list = byDay.get(day) ?? [];
              const outside = month !== null && !day.startsWith(month.slice(0, 7));
              const isSelected = day === selected;
              return (
                <Box component="td" key={day} sx={cellSx}>
                  <ButtonBase
                    data-date={day}
                    onClick={() => onSelect(day)}
                    onKeyDown={(e) => moveFocus(e, day)}
                    aria-pressed={isSelected}
                    aria-current={day === now ? 'date' : undefined}
                    aria-label={`${dayNames(day, 'dddd D MMMM YYYY')}, ${t('calendar.weddingCount', { smart_count: list.length })}`}
                    sx={{
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'stretch',
                      justifyContent: 'flex-start',
                      width: '100%',
                      minHeight: weekView ? 56 : 64,
                      p: 0.5,
                      bgcolor: isSelected ? 'action.selected' : 'transparent',
                      outline: isSelected ? '2px solid' : 'none',
                      outlineColor: 'primary.main',
                      outlineOffset: -2,
                      color: outside ? 'text.secondary' : 'text.primary',
                      '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark' },
                    }}
                  >
                    <Typography
                      component="span"
                      sx={{ fontWeight: day === now ? 700 : 400, textDecoration: day === now ? 'underline' : 'none' }}
                    >
                      {dayjs(day).format(weekView ? 'D MMM' : 'D')}
                    </Typography>
                    {list.length > 0 ? (
                      <Typography component="span" variant="caption" sx={{ color: 'primary.dark', fontWeight: 600 }}>
                        {t('calendar.weddingShort', { smart_count: list.length })}
                      </Typography>
                    ) : null}
                  </ButtonBase>
                  {weekView
                    ? list.map((booking) => (
                        <ButtonBase
                          key={booking.id}
                          onClick={() => onOpenBooking(booking)}
                          data-kind={booking.kind}
                          sx={{
                            display: 'block',
                            width: '100%',
                            textAlign: 'left',
                            p: 0.5,
                            borderTop: 1,
                            borderColor: 'divider',
                            fontSize: 12,
                            overflowWrap: 'anywhere',
                            ...(isVisit(booking)
                              ? { borderLeft: 3, borderLeftColor: 'primary.main', fontStyle: 'italic' }
                              : {}),
                          }}
                        >
                          {toDisplayTime(booking.startsAt)} {isVisit(booking) ? `${bookingPlace(t, booking)}: ` : ''}
                          {booking.partyAName} &amp; {booking.partyBName}
                        </ButtonBase>
                      ))
                    : null}
                </Box>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}
