/** A wedding in a marriage room's slot, or an officer's visit to a licensed private venue. */
export const BOOKING_KINDS = ['ROOM', 'VISIT'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

export const BOOKING_STATUS_VALUES = ['BOOKED', 'CELEBRATED', 'CANCELLED', 'MISSED'] as const;

/** A visit takes this long in the officer's day. */
export const VISIT_MINUTES = 60;
