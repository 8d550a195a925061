/**
 * The shape every language's messages must have: the English messages' keys, each leaf a string.
 * A Swahili file typed `Translation<typeof xxxEn>` fails the typecheck when it misses or adds a key.
 */
export type Translation<T> = T extends string ? string : { [K in keyof T]: Translation<T[K]> };

/** The portal's languages, English first (the default). */
export const LANGUAGES = [
  { locale: 'en', name: 'English' },
  { locale: 'sw', name: 'Kiswahili' },
] as const;
export type Locale = (typeof LANGUAGES)[number]['locale'];
