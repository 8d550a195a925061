import type { AppLocale } from './locales.js';

/**
 * The registry's own names of its extras (the seed writes them), in Swahili while an extra keeps
 * that name; a name an administrator wrote shows as written.
 */
const BILLABLE_NAMES_SW: Readonly<Record<string, string>> = {
  'Extra copy of the marriage certificate': 'Nakala ya ziada ya cheti cha ndoa',
  'Extra certified copy': 'Nakala ya ziada iliyothibitishwa',
  'Express processing (2 working days)': 'Ushughulikiaji wa haraka (siku 2 za kazi)',
  'Courier delivery of documents': 'Kutumiwa hati kwa huduma ya usafirishaji',
};

export function billableName(stored: string, locale: AppLocale): string {
  return locale === 'sw' ? (BILLABLE_NAMES_SW[stored] ?? stored) : stored;
}
