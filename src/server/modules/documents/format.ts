/** The registry works in Kenyan time: documents show their dates as dd-mm-yyyy there. */
const TIME_ZONE = 'Africa/Nairobi';

const dateFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

export const documentDate = (at: Date) => dateFormat.format(at).replace(/\//g, '-');
export const documentDateTime = (at: Date) => `${documentDate(at)} ${timeFormat.format(at)} EAT`;

export const money = (amount: number, currency = 'KES') =>
  `${currency} ${amount.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
