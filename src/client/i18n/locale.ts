import { LANGUAGES, type Locale } from './types.js';

/** Where the visitor's choice of language is remembered between visits. */
export const LANGUAGE_STORAGE_KEY = 'portal.language';
/** The query parameter that switches the language on any URL: `?lang=sw` or `?lang=en`. */
export const LANGUAGE_PARAM = 'lang';
export const DEFAULT_LOCALE: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return LANGUAGES.some((language) => language.locale === value);
}

function stored(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the language and marks the page with it (`<html lang>`, read by screen readers). */
export function rememberLocale(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, locale);
  } catch {
    // A browser that refuses storage still shows the page in the chosen language for this visit.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language a page opens in: `?lang=` wins (and is remembered), then the remembered choice, then English. */
export function startingLocale(search: string = typeof location === 'undefined' ? '' : location.search): Locale {
  const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
  if (isLocale(asked)) {
    rememberLocale(asked);
    return asked;
  }
  const remembered = stored();
  return isLocale(remembered) ? remembered : DEFAULT_LOCALE;
}

let shown: Locale = DEFAULT_LOCALE;

/** Called by the i18n provider whenever it switches: the language the portal shows now. */
export function setShownLocale(locale: Locale): void {
  shown = locale;
}

/** The language the portal shows now (sent with every API call as Accept-Language). */
export function currentLocale(): Locale {
  return shown;
}
