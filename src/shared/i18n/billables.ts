import { SERVICES } from '../services.js';
import type { AppLocale } from './locales.js';

/** Courier delivery, the extra every service offers: its name as the registry first sets it up. */
export const COURIER_WORDS: Readonly<Record<AppLocale, string>> = {
  en: 'Courier delivery of documents',
  sw: 'Kutumiwa hati kwa huduma ya usafirishaji',
};

/**
 * The registry's own names of its extras (the seed writes them; each service's in the catalogue), in
 * Swahili while an extra keeps that name; a name an administrator wrote shows as written.
 */
const BILLABLE_NAMES_SW: Readonly<Record<string, string>> = Object.fromEntries([
  ...SERVICES.flatMap((s) => (s.extras ?? []).map((e) => [e.words.en, e.words.sw])),
  [COURIER_WORDS.en, COURIER_WORDS.sw],
]);

export function billableName(stored: string, locale: AppLocale): string {
  return locale === 'sw' ? (BILLABLE_NAMES_SW[stored] ?? stored) : stored;
}
