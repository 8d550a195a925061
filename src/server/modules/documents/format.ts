import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';

/** The registry works in Kenyan time: documents show their dates as dd-mm-yyyy there (src/shared/dates.ts). */
export const documentDate = (at: Date) => toDisplayDate(at);
export const documentDateTime = (at: Date) => `${toDisplayDateTime(at)} EAT`;
