import { describe, expect, it } from 'vitest';
import { catalogues } from '../providers/i18nProvider.js';

/** Every leaf of a messages object, as "a.b.c" → text. */
function leaves(node: unknown, prefix = '', into = new Map<string, unknown>()): Map<string, unknown> {
  if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) leaves(value, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, node);
  }
  return into;
}

const english = leaves(catalogues.en);
const swahili = leaves(catalogues.sw);

/**
 * Texts that are rightly the same in both languages: names, formats and symbols. Keep it short; a
 * text that merely has not been translated does not belong here.
 */
const SAME_IN_BOTH = new Set([
  ' ', // react-admin's empty boolean
  '#', // the week-number header of a calendar
  '—', // an empty cell
  'SMS', // the channel's name in both languages
  'Kenya', // the country's name in both languages (the national row of the vital statistics)
  'Jan',
  'Feb',
  'Apr',
  'Jun',
  'Jul',
  'Sep',
  'Nov', // the short month names Swahili shares with English (dayjs 'sw')
]);
const placeholderOnly = (text: string) => text.replace(/%\{\w+\}/g, '').replace(/[\s\-–:,().#/·|]/g, '') === '';

const tokens = (text: string) => [...text.matchAll(/%\{\w+\}/g)].map((match) => match[0]).sort();

describe('the Swahili catalogue', () => {
  it('has every key of the English one, and no other', () => {
    expect([...swahili.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !swahili.has(key))).toEqual([]);
  });

  it('holds text at every key', () => {
    expect([...swahili].filter(([, value]) => typeof value !== 'string').map(([key]) => key)).toEqual([]);
  });

  it('translates every text except names and numbers', () => {
    const untranslated = [...english]
      .filter(([key, text]) => typeof text === 'string' && swahili.get(key) === text)
      .filter(([, text]) => !SAME_IN_BOTH.has(text as string) && !placeholderOnly(text as string))
      .map(([key, text]) => `${key}: ${String(text)}`);
    expect(untranslated).toEqual([]);
  });

  it('keeps the placeholders and the plural forms of each text', () => {
    const broken = [...english]
      .filter(([key, text]) => typeof text === 'string' && typeof swahili.get(key) === 'string')
      .filter(([key, text]) => {
        const translated = swahili.get(key) as string;
        const forms = (value: string) => value.split('||||').length;
        return (
          tokens(text as string).join() !== tokens(translated).join() || forms(text as string) !== forms(translated)
        );
      })
      .map(([key]) => key);
    expect(broken).toEqual([]);
  });

  it("covers react-admin's own words in Swahili", () => {
    expect(swahili.get('ra.action.save')).toBe('Hifadhi');
    expect(swahili.get('ra.navigation.page_rows_per_page')).not.toBe(english.get('ra.navigation.page_rows_per_page'));
  });
});
