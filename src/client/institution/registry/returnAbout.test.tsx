import { describe, expect, it } from 'vitest';
import type { TranslateFunction, TranslationMessages } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { en } from '../../i18n/en.js';
import { sw } from '../../i18n/sw.js';
import { returnAbout } from './InstitutionRegistry.js';

const translateIn = (messages: object): TranslateFunction => {
  const provider = polyglotI18nProvider(() => messages as TranslationMessages, 'xx');
  return (key, options) => provider.translate(key, options);
};
const none = { periodFrom: null, periodTo: null, caseNumber: null, registrationNumber: null };

describe('what a return is about', () => {
  it('issue 20 #11: says a month in words in both languages, never "2026-10"', () => {
    expect(returnAbout(translateIn(en), { ...none, periodFrom: '2026-10' })).toBe('Marriages of October 2026');
    const swahili = returnAbout(translateIn(sw), { ...none, periodFrom: '2026-10' });
    expect(swahili).toMatch(/^Ndoa za \S+ 2026$/);
    expect(swahili).not.toContain('2026-10');
  });

  it('says a period by its days (dd-mm-yyyy) and a divorce return by its case and entry', () => {
    const t = translateIn(en);
    expect(returnAbout(t, { ...none, periodFrom: '2026-10-01', periodTo: '2026-10-31' })).toBe(
      'Marriages of 01-10-2026 to 31-10-2026',
    );
    expect(returnAbout(t, { ...none, caseNumber: 'HCCC E12 OF 2025', registrationNumber: 'MC/047/2016/000042' })).toBe(
      'Case HCCC E12 OF 2025, register entry MC/047/2016/000042',
    );
    expect(returnAbout(t, none)).toBe('');
  });
});
