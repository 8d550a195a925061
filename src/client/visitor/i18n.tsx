import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { verifyEn } from '../i18n/payments.en.js';
import { pricesEn } from '../i18n/settings.en.js';
import { rememberLocale, startingLocale, LANGUAGE_PARAM } from '../i18n/locale.js';
import { LANGUAGES, type Locale } from '../i18n/types.js';
import { authEn, landingEn, pagesEn, portalEn, serviceWordsEn, termsEn, trackingEn } from '../i18n/visitor.en.js';
import {
  authSw,
  landingSw,
  noticeBoardSw,
  pagesSw,
  portalSw,
  pricesSw,
  serviceWordsSw,
  termsSw,
  trackingSw,
  verifySw,
  visitorRaSw,
} from '../i18n/visitor.sw.js';
import { BORROWED_EN, serviceNamesIn } from './serviceNames.js';
import { componentsEn } from '../i18n/components.en.js';
import { componentsSw } from '../i18n/components.sw.js';

type Catalogue = Record<string, unknown>;

/** Only the words of the visitor pages: the areas' catalogue stays in the areas' bundle. */
const CATALOGUES: Record<Locale, Catalogue> = {
  en: {
    portal: portalEn,
    landing: landingEn,
    tracking: trackingEn,
    auth: authEn,
    pages: pagesEn,
    terms: termsEn,
    prices: pricesEn,
    verify: verifyEn,
    services: { ...serviceWordsEn, ...serviceNamesIn('en') },
    notices: BORROWED_EN.notices,
    components: {
      offline: componentsEn.components.offline,
      phone: componentsEn.components.phone,
      toast: { prefix: { success: componentsEn.components.toast.prefix.success } },
    },
    ra: {
      page: { not_found: 'Not Found' },
      message: { not_found: 'Either you typed a wrong URL, or you followed a bad link.' },
    },
  },
  sw: {
    portal: portalSw,
    landing: landingSw,
    tracking: trackingSw,
    auth: authSw,
    pages: pagesSw,
    terms: termsSw,
    prices: pricesSw,
    verify: verifySw,
    services: { ...serviceWordsSw, ...serviceNamesIn('sw') },
    notices: noticeBoardSw,
    components: {
      offline: componentsSw.components.offline,
      phone: componentsSw.components.phone,
      toast: { prefix: { success: componentsSw.components.toast.prefix.success } },
    },
    ra: visitorRaSw,
  },
};

export type Vars = Record<string, string | number | undefined> & { _?: string; smart_count?: number };

function lookup(catalogue: Catalogue, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined),
      catalogue,
    );
}

/** Polyglot's phrases: `%{name}` placeholders and `one |||| many` plurals by `smart_count`. */
export function translate(locale: Locale, key: string, vars: Vars = {}): string {
  let phrase = lookup(CATALOGUES[locale], key);
  if (typeof phrase !== 'string') phrase = lookup(CATALOGUES.en, key);
  if (typeof phrase !== 'string') return vars._ ?? key;
  let text = phrase;
  if (vars.smart_count !== undefined && text.includes('||||')) {
    const forms = text.split('||||').map((form) => form.trim());
    text = (vars.smart_count === 1 ? forms[0] : forms[1]) ?? forms[0];
  }
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (vars[name] === undefined ? whole : String(vars[name])));
}

/** The language of the page now; the API calls send it as Accept-Language. */
let current: Locale = 'en';
export const currentLocale = () => current;

interface LocaleState {
  locale: Locale;
  setLocale: (locale: Locale) => void;
}
const LocaleContext = createContext<LocaleState>({ locale: 'en', setLocale: () => undefined });

export function LocaleProvider({ children }: { children: ReactNode }) {
  const [locale, setState] = useState<Locale>(() => {
    current = startingLocale();
    rememberLocale(current);
    return current;
  });
  const setLocale = useCallback((next: Locale) => {
    current = next;
    rememberLocale(next);
    // A `?lang=` of the address would switch back on reload: the remembered choice now decides.
    const url = new URL(window.location.href);
    if (url.searchParams.has(LANGUAGE_PARAM)) {
      url.searchParams.delete(LANGUAGE_PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
    setState(next);
  }, []);
  // The tab's title names the portal in the page's language.
  useEffect(() => {
    document.title = translate(locale, 'portal.name');
  }, [locale]);
  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  return <LocaleContext.Provider value={value}>{children}</LocaleContext.Provider>;
}

export function useLocale() {
  return useContext(LocaleContext);
}

/** `t(key, vars)` in the page's language. */
export function useT() {
  const { locale } = useContext(LocaleContext);
  return useCallback((key: string, vars?: Vars) => translate(locale, key, vars), [locale]);
}

/** English / Kiswahili, on every visitor page; the choice is remembered. */
export function LanguageSwitch() {
  const { locale, setLocale } = useLocale();
  const t = useT();
  return (
    <fieldset className="lang">
      <legend className="sr-only">{t('portal.language')}</legend>
      {LANGUAGES.map((language) => (
        <button
          key={language.locale}
          type="button"
          lang={language.locale}
          aria-pressed={locale === language.locale}
          onClick={() => setLocale(language.locale)}
        >
          {language.name}
        </button>
      ))}
    </fieldset>
  );
}
