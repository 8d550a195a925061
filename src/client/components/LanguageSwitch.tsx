import { useEffect } from 'react';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useStoreContext, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { isLocale, LANGUAGE_PARAM, rememberLocale } from '../i18n/locale.js';
import { LANGUAGES, type Locale } from '../i18n/types.js';
import { tellServerLanguage } from './language.js';
import { useComponentsTranslate } from './useComponentsTranslate.js';

/** The portal's language (react-admin's locale, kept in its store) and the way to change it. */
export function useLanguage(): [Locale, (next: Locale) => void] {
  const [locale, setLocale] = useLocaleState();
  const current: Locale = isLocale(locale) ? locale : 'en';
  const choose = (next: Locale) => {
    rememberLocale(next);
    if (next !== current) {
      setLocale(next);
      void tellServerLanguage(next);
    }
  };
  return [current, choose];
}

/**
 * Keeps the language in step with the address and the page: `?lang=sw|en` on any URL switches it,
 * also when the app navigates to such a URL without reloading; `<html lang>` and the tab's title follow it.
 */
export function LanguageSync() {
  const [locale] = useLanguage();
  const store = useStoreContext();
  const { search } = useLocation();
  useEffect(() => {
    const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
    if (!isLocale(asked)) return;
    rememberLocale(asked);
    if (store.getItem('locale') !== asked) store.setItem('locale', asked);
    // A link carrying ?lang= is a choice too: the server issues the signed-in person's documents in it.
    void tellServerLanguage(asked);
  }, [search, store]);
  const translate = useTranslate();
  const title = translate('portal.name');
  useEffect(() => {
    rememberLocale(locale);
  }, [locale]);
  // The tab's title names the portal in the page's language too.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

/** The language switch of the areas' app bar: one button naming the other language, in that language. */
export function LanguageSwitch() {
  const translate = useComponentsTranslate();
  const [locale, choose] = useLanguage();
  const other = LANGUAGES.find((language) => language.locale !== locale) ?? LANGUAGES[0];
  // On a phone the icon alone (its name says the language), so the page's title keeps the room (issue 20 #15).
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'), { noSsr: true });
  if (small) {
    return (
      <IconButton
        color="inherit"
        onClick={() => choose(other.locale)}
        aria-label={translate('components.language.switchTo', { language: other.name })}
        title={translate('components.language.switchTo', { language: other.name })}
        data-testid="language-switch"
        sx={{ flexShrink: 0 }}
      >
        <TranslateIcon />
      </IconButton>
    );
  }
  return (
    <Button
      color="inherit"
      size="small"
      startIcon={<TranslateIcon />}
      onClick={() => choose(other.locale)}
      aria-label={translate('components.language.switchTo', { language: other.name })}
      title={translate('components.language.label')}
      data-testid="language-switch"
      sx={{ textTransform: 'none', whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      <span lang={other.locale}>{other.name}</span>
    </Button>
  );
}
