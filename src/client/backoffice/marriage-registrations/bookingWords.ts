import type { Booking } from '../../../shared/contracts/bookings.js';

/** The marriage office's words (`marriageOffice.*`), as useT answers them. */
type OfficeT = (key: string, options?: Record<string, unknown>) => string;

export const isVisit = (booking: Pick<Booking, 'kind'>) => booking.kind === 'VISIT';

/** Where the wedding is: the room, or "Visit · <venue>" for an officer's visit to a private venue. */
export function bookingPlace(t: OfficeT, booking: Pick<Booking, 'kind' | 'roomName'>): string {
  return isVisit(booking) ? t('visit.place', { venue: booking.roomName }) : booking.roomName;
}

/** The place, and for a visit the officer who goes. */
export function bookingWhere(t: OfficeT, booking: Pick<Booking, 'kind' | 'roomName' | 'officerName'>): string {
  if (!isVisit(booking)) return booking.roomName;
  return `${bookingPlace(t, booking)} · ${booking.officerName ? t('visit.officer', { name: booking.officerName }) : t('visit.noOfficer')}`;
}
