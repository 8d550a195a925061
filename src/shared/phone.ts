import { parsePhoneNumberWithError, ParseError, type CountryCode, type NumberFormat } from 'libphonenumber-js/max';

/** Seed section 9: limits of the telephone field and its parser. */
export const PHONE_INPUT_MAX_LENGTH = 25;
export const PHONE_PLACEHOLDER = 'Enter a phone number';
export const PHONE_FIELD_NAME = 'telephone';
export const PHONE_FIELD_TYPE = 'tel';
export const PHONE_MIN_NATIONAL_DIGITS = 2;
export const PHONE_MAX_NATIONAL_DIGITS = 17;
export const PHONE_MAX_INPUT_CHARACTERS = 250;
export const PHONE_DROPDOWN_FLIP_SPACE_PX = 200;
export const PHONE_TYPE_TO_FIND_RESET_MS = 700;
export const DEFAULT_COUNTRY: CountryCode = 'KE';

export const PHONE_DISPLAY_MODES = ['auto', 'national', 'international', 'e.164', 'rfc3966', 'idd'] as const;
export type PhoneDisplayMode = (typeof PHONE_DISPLAY_MODES)[number];

export const PHONE_PARSE_ERRORS = ['INVALID_COUNTRY', 'NOT_A_NUMBER', 'TOO_SHORT', 'TOO_LONG'] as const;
export type PhoneParseError = (typeof PHONE_PARSE_ERRORS)[number];

/** Readable text for each parse error of seed section 8. */
export const PHONE_PARSE_ERROR_MESSAGES: Record<PhoneParseError, string> = {
  INVALID_COUNTRY: 'Choose the country of this phone number',
  NOT_A_NUMBER: 'This is not a phone number',
  TOO_SHORT: 'This phone number is too short',
  TOO_LONG: 'This phone number is too long',
};

export const PHONE_INVALID_MESSAGE = 'Enter a valid phone number for the selected country';
export const PHONE_NOT_ALLOWED_MESSAGE = 'Phone numbers from this country are not accepted';

/** Seed section 3: the telephone validation result. */
export interface TelValidation {
  country: CountryCode | null;
  countryCode: string | null;
  formatted: string;
  valid: boolean;
  possible: boolean;
  nationalNumber: string;
}

export interface PhoneRules {
  /** ISO codes; when set, only these countries' numbers are valid. */
  allowedCountries?: readonly string[];
  /** ISO codes whose numbers are never valid. */
  ignoredCountries?: readonly string[];
  displayMode?: string;
}

export type PhoneCheck =
  | { ok: true; result: TelValidation; e164: string }
  | { ok: false; error: PhoneParseError | 'INVALID' | 'NOT_ALLOWED'; message: string; result: TelValidation | null };

/** Seed section 8: an unknown display mode falls back to international. */
export function resolveDisplayMode(mode: string | undefined, input: string): Exclude<PhoneDisplayMode, 'auto'> {
  const known = (PHONE_DISPLAY_MODES as readonly string[]).includes(mode ?? '')
    ? (mode as PhoneDisplayMode)
    : 'international';
  if (known !== 'auto') return known;
  return input.trim().startsWith('+') ? 'international' : 'national';
}

const FORMATS: Record<Exclude<PhoneDisplayMode, 'auto'>, NumberFormat> = {
  national: 'NATIONAL',
  international: 'INTERNATIONAL',
  'e.164': 'E.164',
  rfc3966: 'RFC3966',
  idd: 'IDD',
};

/** Seed section 5: the optional filter that keeps only digits, spaces, plus, hyphen and parentheses. */
export function keepPhoneCharacters(input: string): string {
  return input.replace(/[^0-9 +\-()]/g, '');
}

export function isCountryAllowed(country: string | undefined | null, rules: PhoneRules): boolean {
  if (!country) return false;
  if (rules.allowedCountries?.length && !rules.allowedCountries.includes(country)) return false;
  if (rules.ignoredCountries?.includes(country)) return false;
  return true;
}

/**
 * Validates a telephone number against the selected country's numbering plan (libphonenumber-js
 * metadata) and the allowed/ignored country lists.
 */
export function checkPhone(input: string, selectedCountry: string | undefined, rules: PhoneRules = {}): PhoneCheck {
  // The same number is checked again and again (each party's phone at every step of an application,
  // each response): the answers of the last few hundred are kept, as they depend on nothing else.
  const key = `${input}\u0000${selectedCountry ?? ''}\u0000${rules.allowedCountries?.join(',') ?? '*'}\u0000${rules.ignoredCountries?.join(',') ?? ''}\u0000${rules.displayMode ?? ''}`;
  const known = checkedNumbers.get(key);
  if (known) return known;
  const answer = deepFreeze(checkPhoneOnce(input, selectedCountry, rules));
  if (checkedNumbers.size >= CHECKED_KEPT) checkedNumbers.clear();
  checkedNumbers.set(key, answer);
  return answer;
}

const CHECKED_KEPT = 500;
const checkedNumbers = new Map<string, PhoneCheck>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function checkPhoneOnce(input: string, selectedCountry: string | undefined, rules: PhoneRules): PhoneCheck {
  let parsed;
  try {
    parsed = parsePhoneNumberWithError(input, selectedCountry as CountryCode | undefined);
  } catch (error) {
    const code =
      error instanceof ParseError && (PHONE_PARSE_ERRORS as readonly string[]).includes(error.message)
        ? (error.message as PhoneParseError)
        : 'NOT_A_NUMBER';
    return { ok: false, error: code, message: PHONE_PARSE_ERROR_MESSAGES[code], result: null };
  }
  const format = FORMATS[resolveDisplayMode(rules.displayMode, input)];
  const result: TelValidation = {
    country: parsed.country ?? null,
    countryCode: parsed.countryCallingCode ? `+${parsed.countryCallingCode}` : null,
    // IDD needs the country dialled from; without one it falls back to international.
    formatted:
      parsed.format(format, { fromCountry: (selectedCountry ?? DEFAULT_COUNTRY) as CountryCode }) ??
      parsed.format('INTERNATIONAL'),
    valid: parsed.isValid(),
    possible: parsed.isPossible(),
    nationalNumber: parsed.nationalNumber,
  };
  if (!isCountryAllowed(parsed.country, rules)) {
    return { ok: false, error: 'NOT_ALLOWED', message: PHONE_NOT_ALLOWED_MESSAGE, result: { ...result, valid: false } };
  }
  if (!result.valid) return { ok: false, error: 'INVALID', message: PHONE_INVALID_MESSAGE, result };
  return { ok: true, result, e164: parsed.number };
}

/**
 * Type-to-find in the country list (seed section 2): keystrokes build a search text that starts
 * afresh once PHONE_TYPE_TO_FIND_RESET_MS pass without a key.
 */
export function createTypeToFind(resetMs = PHONE_TYPE_TO_FIND_RESET_MS) {
  let text = '';
  let last = -Infinity;
  return (key: string, now: number): string => {
    text = now - last > resetMs ? key : text + key;
    last = now;
    return text;
  };
}

/** Seed section 2: the country list opens above the input when less than 200 px remain below it. */
export function dropdownPlacement(spaceBelowPx: number): 'below' | 'above' {
  return spaceBelowPx < PHONE_DROPDOWN_FLIP_SPACE_PX ? 'above' : 'below';
}

/**
 * The E.164 form of a number written with its country code when it is valid for its country, else
 * null: exactly what `checkPhone(input, undefined)` accepts (`ok`) and its `e164`, without the display
 * format and the other answers the telephone field shows. The forms' rule (`phoneField`) is checked on
 * the server at every step and again at the final approval (each party's phone): a parse, not a
 * parse and a format (issue 22). Kept for the last few hundred numbers, as checkPhone's answers.
 */
export function validE164(input: string): string | null {
  const known = validNumbers.get(input);
  if (known !== undefined) return known;
  let answer: string | null = null;
  try {
    const parsed = parsePhoneNumberWithError(input);
    answer = parsed.country && parsed.isValid() ? parsed.number : null;
  } catch {
    answer = null;
  }
  if (validNumbers.size >= CHECKED_KEPT) validNumbers.clear();
  validNumbers.set(input, answer);
  return answer;
}

const validNumbers = new Map<string, string | null>();

/** The message of a contact that is neither an e-mail address nor a phone number that can be called. */
export const CONTACT_MESSAGE = 'Enter an e-mail address or a phone number, e.g. 0712 345 678 or +254712345678';

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * An e-mail address or a phone number as people write them, Kenyan habits included ("0712 345 678",
 * "+254 712-345-678"): the address lower-cased, the number in E.164 (+254712345678), so the registry
 * can reach the person. One rule for the public forms and the server; null when it is neither.
 */
export function normalContact(input: string, defaultCountry = 'KE'): string | null {
  const value = input.trim();
  if (value.includes('@')) return EMAIL.test(value) && value.length <= 254 ? value.toLowerCase() : null;
  if (!/^\+?[\d\s().-]{6,24}$/.test(value)) return null;
  const checked = checkPhone(value, value.startsWith('+') ? undefined : defaultCountry);
  if (!checked.ok || !checked.result?.valid || !checked.result.countryCode) return null;
  return `${checked.result.countryCode}${checked.result.nationalNumber}`;
}
