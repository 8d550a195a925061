import type { noticesEn } from '../i18n/notices.en.js';
import { SERVICES } from '../../shared/services.js';
import type { Locale } from '../i18n/types.js';

/**
 * Words of the areas' message modules the visitor pages show (the notice board's), picked at build
 * time (vite.visitor.config.ts) so the forms' words and rules stay out.
 */
declare const __VISITOR_BORROWED_EN__: {
  notices: Pick<typeof noticesEn, 'board' | 'objection'>;
};
export const BORROWED_EN = __VISITOR_BORROWED_EN__;

/** Each service's name and description in a language, from the catalogue (the landing page's cards, the price list, tracking). */
export const serviceNamesIn = (locale: Locale) =>
  Object.fromEntries(
    SERVICES.map((s) => [s.code, { name: s.words[locale].name, description: s.words[locale].description }]),
  );
