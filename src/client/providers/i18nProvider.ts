import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from '../i18n/en.js';

const messages = { ...englishMessages, ...en, ra: { ...englishMessages.ra, ...(en as { ra?: object }).ra } };

/** English now; Swahili is one more messages file beside en.ts. */
export const i18nProvider = polyglotI18nProvider(() => messages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: false });
