import { isSupportedCountry } from 'libphonenumber-js/max';
import type { MuiTelInputCountry } from 'mui-tel-input';
import { DEFAULT_COUNTRY, isCountryAllowed, type PhoneRules } from '../../../shared/phone.js';
import type { DetectedCountry } from '../../../shared/contracts/geo.js';

/** The helper the phone input asks for the user's country (seed section 7: its path is ours to choose). */
export const COUNTRY_DETECTION_URL = '/api/geo/country';
export const COUNTRY_DETECTION_WARNING = 'unable to fetch the country';

function asCountry(code: unknown): MuiTelInputCountry | null {
  if (typeof code !== 'string') return null;
  const upper = code.trim().toUpperCase();
  return isSupportedCountry(upper) ? (upper as MuiTelInputCountry) : null;
}

/** The first candidate that is a real country and that the allowed/ignored lists accept. */
export function firstAcceptedCountry(candidates: readonly unknown[], rules: PhoneRules): MuiTelInputCountry | null {
  for (const candidate of candidates) {
    const country = asCountry(candidate);
    if (country && isCountryAllowed(country, rules)) return country;
  }
  return null;
}

/** Seed section 7: without a detected country, the first preferred, else the first allowed, else Kenya. */
export function fallbackCountry(preferred: readonly string[] = [], rules: PhoneRules = {}): MuiTelInputCountry {
  return (
    firstAcceptedCountry([...preferred, ...(rules.allowedCountries ?? []), DEFAULT_COUNTRY], rules) ?? DEFAULT_COUNTRY
  );
}

/** The country the field starts on when nothing is detected: the given default if the lists accept it. */
export function initialCountry(
  defaultCountry: string | undefined,
  preferred: readonly string[] = [],
  rules: PhoneRules = {},
): MuiTelInputCountry {
  return firstAcceptedCountry([defaultCountry], rules) ?? fallbackCountry(preferred, rules);
}

/** GET /api/geo/country → `{ data: { country } }`; rejects on any failure or an unknown code. */
export async function detectCountry(signal?: AbortSignal): Promise<MuiTelInputCountry> {
  const response = await fetch(COUNTRY_DETECTION_URL, { signal, headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`country detection answered ${response.status}`);
  const body = (await response.json()) as { data?: Partial<DetectedCountry> } | null;
  const country = asCountry(body?.data?.country);
  if (!country) throw new Error('country detection answered no known country');
  return country;
}
