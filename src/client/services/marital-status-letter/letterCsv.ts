import type { MaritalStatusLetterRecord } from '../../../shared/services/marital-status-letter/api.js';
import { toDisplayDate } from '../../../shared/dates.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The entry a letter's finding rests on, in one line: "MC/047/2026/000001, 12-03-2026, Nairobi". */
export const entryOf = (t: Translate, r: MaritalStatusLetterRecord) =>
  r.registrationNumber
    ? t('entryValue', {
        number: r.registrationNumber,
        date: toDisplayDate(r.marriedOn),
        district: r.marriageDistrictName ?? '',
      })
    : '';

/** The letters registry's CSV: headings and values in words, days as dd-mm-yyyy (Nairobi). */
export function letterCsvColumns(t: Translate): [string, (row: MaritalStatusLetterRecord) => unknown][] {
  const c = (key: string) => t(`columns.${key}`);
  return [
    [c('number'), (r) => r.number],
    [c('holder'), (r) => r.holderName],
    [c('idNumber'), (r) => r.idNumber],
    [c('finding'), (r) => t(`findings.${r.finding}`)],
    [c('entry'), (r) => r.registrationNumber],
    [c('marriedOn'), (r) => toDisplayDate(r.marriedOn)],
    [c('marriageDistrict'), (r) => r.marriageDistrictName],
    [c('district'), (r) => r.districtName],
    [c('purpose'), (r) => r.purpose],
    [c('application'), (r) => r.applicationReference],
    [c('issuedAt'), (r) => toDisplayDate(r.issuedAt)],
    [c('validUntil'), (r) => toDisplayDate(r.validUntil)],
    [c('status'), (r) => t(`statuses.${r.status}`)],
  ];
}
