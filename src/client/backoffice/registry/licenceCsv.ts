import { toDisplayDate } from '../../../shared/dates.js';
import type { Licence, LicensedPlace } from '../../../shared/contracts/licences.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;
type Columns<T> = [string, (row: T) => unknown][];

/** A special licence names the couple; a public place licence the place. */
export const coupleOf = (licence: Licence) =>
  licence.partyAName && licence.partyBName ? `${licence.partyAName} & ${licence.partyBName}` : licence.holderName;
export const placeOf = (licence: Licence) => licence.venueName ?? licence.holderName;

/** The licence registries' CSV: headings and values in words, days as dd-mm-yyyy (Nairobi). */
export function licenceCsvColumns(t: Translate): Columns<Licence> {
  const c = (key: string) => t(`licences.columns.${key}`);
  return [
    [c('number'), (r) => r.number],
    [c('kind'), (r) => t(`licences.kinds.${r.kind}`)],
    [c('holder'), (r) => r.holderName],
    [c('partyA'), (r) => r.partyAName],
    [c('partyB'), (r) => r.partyBName],
    [c('venue'), (r) => r.venueName],
    [c('venueAddress'), (r) => r.venueAddress],
    [c('placeType'), (r) => (r.placeType ? t(`licences.placeTypes.${r.placeType}`) : '')],
    [c('capacity'), (r) => r.capacity],
    [c('district'), (r) => r.districtName],
    [c('application'), (r) => r.applicationReference],
    [c('issuedAt'), (r) => toDisplayDate(r.issuedAt)],
    [c('validUntil'), (r) => toDisplayDate(r.validUntil)],
    [c('status'), (r) => t(`licences.statuses.${r.status}`)],
    [c('usedBy'), (r) => r.usedByRegistrationNumber],
    [c('usedAt'), (r) => toDisplayDate(r.usedAt)],
    [c('revokedAt'), (r) => toDisplayDate(r.revokedAt)],
    [c('revokedReason'), (r) => r.revokedReason],
  ];
}

/** The licensed organisations' CSV. */
export function placeCsvColumns(t: Translate): Columns<LicensedPlace> {
  const c = (key: string) => t(`licences.columns.${key}`);
  return [
    [c('name'), (r) => r.name],
    [c('placeType'), (r) => t(`licences.placeTypes.${r.placeType}`)],
    [c('denomination'), (r) => r.denomination],
    [c('district'), (r) => r.districtName],
    [c('address'), (r) => r.address],
    [c('capacity'), (r) => r.capacity],
    [c('number'), (r) => r.licenceNumber],
    [c('licensedOn'), (r) => toDisplayDate(r.licensedOn)],
    [c('validUntil'), (r) => toDisplayDate(r.validUntil)],
    [c('status'), (r) => t(`licences.statuses.${r.status}`)],
  ];
}
