import { getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import { keepPhoneCharacters, type PhoneCheck } from '../../../shared/phone.js';

/**
 * mui-tel-input always shows the selected country's calling code ("+254"): a field holding only that
 * code (or nothing) is empty, not a too-short number.
 */
export function isPhoneTextEmpty(text: string | null | undefined, country: CountryCode | null): boolean {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return true;
  if (!country || !/^\+[\d\s]*$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length > 0 && digits === getCountryCallingCode(country);
}

/**
 * A number typed as people write it at home, with the trunk prefix 0 ("0712 345 678", "+0712…" once
 * the field has put its plus in front, or "+254 0712…" after the calling code): the same number in
 * the international form of the country shown, "+254 712 345 678". No calling code starts with 0,
 * so nothing else is touched; null when the text is not such a number.
 */
export function internationalFromNational(text: string, country: CountryCode | null): string | null {
  if (!country) return null;
  const code = getCountryCallingCode(country);
  const trimmed = text.trimStart();
  const compact = trimmed.replace(/\s/g, '');
  const national = /^\+?0/.test(trimmed)
    ? trimmed.replace(/^\+?0+/, '')
    : compact.startsWith(`+${code}0`)
      ? compact.slice(code.length + 1).replace(/^0+/, '')
      : null;
  return national === null ? null : `+${code} ${national}`.trimEnd();
}

/** Keeps the characters a custom pattern accepts, one character at a time (flags g/y ignored). */
export function keepPatternCharacters(text: string, pattern: RegExp): string {
  const single = new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return Array.from(text)
    .filter((ch) => single.test(ch))
    .join('');
}

export interface PhoneFilterOptions {
  onlyPhoneCharacters?: boolean;
  pattern?: RegExp;
}

export function filterPhoneText(text: string, { onlyPhoneCharacters, pattern }: PhoneFilterOptions): string {
  let kept = onlyPhoneCharacters ? keepPhoneCharacters(text) : text;
  if (pattern) kept = keepPatternCharacters(kept, pattern);
  return kept;
}

/**
 * The message of a failed check: a translation key (components.phone.*), or the caller's
 * invalid-message for a number that parses but is not valid or not accepted.
 */
export function phoneErrorMessage(check: PhoneCheck | null, invalidMessage?: string): string | null {
  if (!check || check.ok) return null;
  switch (check.error) {
    case 'INVALID':
      return invalidMessage ?? 'components.phone.invalid';
    case 'NOT_ALLOWED':
      return invalidMessage ?? 'components.phone.notAllowed';
    default:
      return `components.phone.errors.${check.error}`;
  }
}
