import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { en } from '../i18n/en.js';
import { currentLocale, setShownLocale, startingLocale } from '../i18n/locale.js';
import { raSw } from '../i18n/ra.sw.js';
import { sw } from '../i18n/sw.js';
import { LANGUAGES, type Locale } from '../i18n/types.js';

/** Every message of each language: react-admin's own `ra.*` words and the portal's. */
export const catalogues: Record<Locale, TranslationMessages> = {
  en: { ...englishMessages, ...en },
  sw: { ...sw, ra: raSw } as TranslationMessages,
};

const initialLocale = startingLocale();
setShownLocale(initialLocale);
const polyglot = polyglotI18nProvider(
  (locale) => catalogues[locale as Locale] ?? catalogues.en,
  initialLocale,
  [...LANGUAGES],
  {
    allowMissing: false,
  },
);

/**
 * English and Swahili. A missing key is an error (allowMissing false), never the key shown on screen.
 * The page opens in the language of `?lang=`, else the one remembered, else English; the language
 * shown is published to locale.ts, where the API calls read it without loading the catalogues.
 */
export const i18nProvider: typeof polyglot = {
  ...polyglot,
  changeLocale: async (locale, options) => {
    await polyglot.changeLocale(locale, options);
    setShownLocale(locale === 'sw' ? 'sw' : 'en');
  },
};

export { currentLocale };
