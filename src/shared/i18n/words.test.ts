import { describe, expect, it } from 'vitest';
import { STAFF_ROLE_WORDS } from '../accounts.js';
import { ATTACHMENT_KIND_LABELS } from '../forms/attachments.js';
import { LICENCE_KIND_WORDS, LICENCE_STATUS_WORDS } from '../licences.js';
import { TOAST_PREFIXES } from '../statuses.js';
import * as words from './words.js';
import { letterFindingWords, letterStatusWords } from '../services/marital-status-letter/index.js';
import { MARRIAGE_CONFIG_DESCRIPTIONS, marriageConfigDescription } from './words.js';

const tables = {
  applicationStatusWords: words.applicationStatusWords,
  staffRoleWords: words.staffRoleWords,
  idTypeWords: words.idTypeWords,
  organisationTypeWords: words.organisationTypeWords,
  serviceNameWords: words.serviceNameWords,
  licenceKindWords: words.licenceKindWords,
  licenceStatusWords: words.licenceStatusWords,
  letterFindingWords,
  letterStatusWords,
  conditionWords: words.conditionWords,
  rectifiableFieldWords: words.rectifiableFieldWords,
  stageWords: words.stageWords,
  attachmentKindWords: words.attachmentKindWords,
};

describe('the shared words in each language', () => {
  it('keeps the English exports as they were', () => {
    expect(words.staffRoleWords('en')).toBe(STAFF_ROLE_WORDS);
    expect(words.licenceKindWords('en')).toBe(LICENCE_KIND_WORDS);
    expect(words.licenceStatusWords('en')).toBe(LICENCE_STATUS_WORDS);
    expect(words.attachmentKindWords('en')).toBe(ATTACHMENT_KIND_LABELS);
    expect(words.toastPrefixes('en')).toBe(TOAST_PREFIXES);
  });

  it.each(Object.entries(tables))('%s: Swahili for every code, none left in English', (_, table) => {
    const en = table('en') as Record<string, string>;
    const sw = table('sw') as Record<string, string>;
    expect(Object.keys(sw).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      expect(sw[key], key).toMatch(/\S/);
      expect(sw[key], key).not.toBe(en[key]);
    }
  });

  it('names services and months in the language asked for', () => {
    expect(words.serviceName('MARRIAGE_NOTICE', 'sw')).toBe('Tangazo la ndoa');
    expect(words.serviceName('MARRIAGE_NOTICE', 'en')).toBe('Notice of marriage');
    expect(words.serviceName('NO_SUCH_SERVICE', 'sw')).toBe('NO_SUCH_SERVICE');
    expect(words.monthWordsIn('2026-10', 'sw')).toBe('Oktoba 2026');
    expect(words.monthWordsIn('2026-10', 'en')).toBe('October 2026');
  });
});

describe('the descriptions of the marriage settings', () => {
  it('reads the registry’s own description in Swahili, and an administrator’s own words as written', () => {
    const own = MARRIAGE_CONFIG_DESCRIPTIONS.minimum_age;
    expect(marriageConfigDescription('minimum_age', own, 'en')).toBe(own);
    expect(marriageConfigDescription('minimum_age', own, 'sw')).toBe(
      'Umri wa chini wa kila mhusika siku inayokusudiwa',
    );
    expect(marriageConfigDescription('minimum_age', 'Set by the Marriage Act', 'sw')).toBe('Set by the Marriage Act');
    for (const [key, english] of Object.entries(MARRIAGE_CONFIG_DESCRIPTIONS))
      expect(marriageConfigDescription(key, english, 'sw')).not.toBe(english);
  });
});
