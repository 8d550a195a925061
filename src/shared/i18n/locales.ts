/** The portal's languages on the server and in shared rules: English (the default) and Kiswahili. */
export const LOCALES = ['en', 'sw'] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_APP_LOCALE: AppLocale = 'en';

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language an `Accept-Language` header asks for: the first of its languages (by quality) that the
 * portal speaks, `sw-KE` counting as `sw`; English when none is given or none is spoken.
 */
export function localeFromAcceptLanguage(header: string | string[] | undefined | null): AppLocale {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_APP_LOCALE;
  const asked = text
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((a) => a.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return asked.map((a) => a.language).find(isAppLocale) ?? DEFAULT_APP_LOCALE;
}
