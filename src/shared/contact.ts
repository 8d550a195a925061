import { checkPhone } from './phone.js';

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
