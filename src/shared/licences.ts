import type { ServiceCode } from './services.js';

/** The licences the minister issues (domain section 11). */
export const LICENCE_KINDS = ['NOTICE_WAIVER', 'PRIVATE_VENUE', 'PUBLIC_PLACE'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** A licence's standing: valid, used (a special licence serves one marriage), expired or revoked. */
export const LICENCE_STATUSES = ['VALID', 'USED', 'EXPIRED', 'REVOKED'] as const;
export type LicenceStatus = (typeof LICENCE_STATUSES)[number];

export const LICENCE_KIND_OF: Record<
  'SPECIAL_LICENCE_NOTICE_WAIVER' | 'SPECIAL_LICENCE_PRIVATE_VENUE' | 'PUBLIC_PLACE_LICENCE',
  LicenceKind
> = {
  SPECIAL_LICENCE_NOTICE_WAIVER: 'NOTICE_WAIVER',
  SPECIAL_LICENCE_PRIVATE_VENUE: 'PRIVATE_VENUE',
  PUBLIC_PLACE_LICENCE: 'PUBLIC_PLACE',
} satisfies Partial<Record<ServiceCode, LicenceKind>>;

/** Special licences serve one marriage and run 90 days; a public place is licensed for a year. */
export const SPECIAL_LICENCE_VALID_DAYS = 90;
export const PLACE_LICENCE_VALID_YEARS = 1;

export const SPECIAL_LICENCE_KINDS: readonly LicenceKind[] = ['NOTICE_WAIVER', 'PRIVATE_VENUE'];

/** Licence numbers: SLW/2026/000001, SLP/…, PPL/… */
export const LICENCE_PREFIX: Record<LicenceKind, string> = {
  NOTICE_WAIVER: 'SLW',
  PRIVATE_VENUE: 'SLP',
  PUBLIC_PLACE: 'PPL',
};

export const LICENCE_KIND_WORDS: Record<LicenceKind, string> = {
  NOTICE_WAIVER: 'Special licence (notice waiver)',
  PRIVATE_VENUE: 'Special licence (private venue)',
  PUBLIC_PLACE: 'Public place licence',
};

export const LICENCE_STATUS_WORDS: Record<LicenceStatus, string> = {
  VALID: 'Valid',
  USED: 'Used',
  EXPIRED: 'Expired',
  REVOKED: 'Revoked',
};

/** One rule for the server's lists and the pages: revoked wins, then used, then expired. */
export function licenceStatus(
  licence: { revokedAt: Date | string | null; usedAt: Date | string | null; validUntil: Date | string },
  now: Date,
): LicenceStatus {
  if (licence.revokedAt) return 'REVOKED';
  if (licence.usedAt) return 'USED';
  return new Date(licence.validUntil).getTime() < now.getTime() ? 'EXPIRED' : 'VALID';
}

/** Licence numbers as people type them: spaces dropped, upper case. */
export function normaliseLicenceNumber(input: string | null | undefined): string {
  return (input ?? '').replace(/\s+/g, '').toUpperCase();
}
