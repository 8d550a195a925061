import type { AppLocale } from './locales.js';

/**
 * The countries the registry lists, named in Swahili (issue 20 #17): the reference data keeps the
 * English name and nationality; a Swahili page says the country's Swahili name, and a nationality as
 * "Raia wa …" (a citizen of …). A country added later without its Swahili name keeps its English one.
 */
export const COUNTRY_NAMES_SW: Readonly<Record<string, string>> = {
  KE: 'Kenya',
  UG: 'Uganda',
  TZ: 'Tanzania',
  RW: 'Rwanda',
  BI: 'Burundi',
  SS: 'Sudan Kusini',
  ET: 'Ethiopia',
  SO: 'Somalia',
  CD: 'Jamhuri ya Kidemokrasia ya Kongo',
  NG: 'Nigeria',
  GH: 'Ghana',
  ZA: 'Afrika Kusini',
  EG: 'Misri',
  ZM: 'Zambia',
  ZW: 'Zimbabwe',
  MW: 'Malawi',
  MZ: 'Msumbiji',
  SD: 'Sudan',
  GB: 'Uingereza',
  US: 'Marekani',
  CA: 'Kanada',
  DE: 'Ujerumani',
  FR: 'Ufaransa',
  IT: 'Italia',
  NL: 'Uholanzi',
  SE: 'Uswidi',
  NO: 'Norwe',
  CH: 'Uswisi',
  IE: 'Ayalandi',
  IN: 'India',
  PK: 'Pakistani',
  CN: 'China',
  JP: 'Japani',
  AE: 'Falme za Kiarabu',
  SA: 'Saudia',
  AU: 'Australia',
  BR: 'Brazili',
  QA: 'Katari',
  TR: 'Uturuki',
  IL: 'Israeli',
};

interface Country {
  isoCode: string;
  name: string;
  nationality?: string | null;
}

/** A country's name in the reader's language. */
export function countryName(country: Country, locale: AppLocale): string {
  return locale === 'sw' ? (COUNTRY_NAMES_SW[country.isoCode] ?? country.name) : country.name;
}

/** A nationality in the reader's language: "Kenyan"; "Raia wa Kenya". */
export function nationalityWords(country: Country, locale: AppLocale): string {
  return locale === 'sw' ? `Raia wa ${countryName(country, 'sw')}` : country.nationality || country.name;
}
