/** Seed section 5: keys a number-only field accepts (digits and + - / * ( )). */
const NUMBER_ONLY = /^[0-9+\-/*()]$/;
/** Seed section 5: keys a number-and-comma field accepts (digits, comma and period). */
const NUMBER_AND_COMMA = /^[0-9,.]$/;

export type KeyFilter = 'numberOnly' | 'numberAndComma';

const FILTERS: Record<KeyFilter, RegExp> = { numberOnly: NUMBER_ONLY, numberAndComma: NUMBER_AND_COMMA };

/** Navigation and editing keys pass every filter; only printable characters are judged. */
export function isKeyAllowed(filter: KeyFilter, key: string): boolean {
  if (key.length !== 1) return true;
  return FILTERS[filter].test(key);
}

/** The same rule applied to pasted text: keeps only the characters the filter accepts. */
export function filterText(filter: KeyFilter, text: string): string {
  return Array.from(text)
    .filter((ch) => FILTERS[filter].test(ch))
    .join('');
}
