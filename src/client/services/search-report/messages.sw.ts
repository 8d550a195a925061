import type { Translation } from '../../i18n/types.js';
import type { reportEn } from './messages.en.js';

/** Swahili of the search report. */
export const reportSw: Translation<typeof reportEn> = {
  /** The button of its card on the services list. */
  start: 'Omba ripoti ya utafutaji',
  form: {
    title: 'Ripoti ya utafutaji',
    correctTitle: 'Rekebisha ombi lako la ripoti ya utafutaji',
    lead: 'Omba ripoti rasmi ya utafutaji wako kwenye rejista ambao masjala imeukamilisha. Ripoti inaeleza kilichotafutwa na maingizo yaliyopatikana (au kwamba hakuna lililopatikana), na inaweza kukaguliwa na yeyote atakayeipokea. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza.',
    stepsLabel: 'Hatua za ombi la ripoti ya utafutaji',
    reportStep: {
      searchReference: 'Utafutaji wako uliokamilika',
      searchReferenceHint: 'Ripoti ni ya utafutaji huu, kama masjala ilivyothibitisha matokeo yake.',
      searchOption: '%{reference}: %{criteria} (%{found})',
      noSearches:
        'Bado huna utafutaji uliokamilika kwenye rejista. Tafuta kwenye rejista kwanza; masjala ikishathibitisha matokeo unaweza kuomba ripoti yake hapa.',
      allReported:
        'Kila utafutaji wako uliokamilika tayari una ripoti ya utafutaji. Fungua ripoti kutoka kwa utafutaji wake, au tafuta kwenye rejista tena kwa taarifa nyingine.',
      searchFirst: 'Tafuta kwenye rejista',
      alreadyReported:
        'Utafutaji huu tayari una ripoti ya utafutaji (%{reference}, %{status}). Ifungue badala ya kuomba tena.',
      openReport: 'Fungua %{reference}',
      purpose: 'Kwa nini unahitaji ripoti?',
      purposeHint: 'Kwa mfano: mahakama, ubalozi au masjala ya ardhi inaomba utafutaji rasmi.',
    },
    reviewHint:
      'Kagua kila kitu hapa chini. Ukiwasilisha, unalipa ada; afisa hukagua utafutaji na mkurugenzi hutia sahihi ripoti.',
  },
  search: {
    title: 'Utafutaji unaoripotiwa',
    criteria: 'Kilichotafutwa',
    confirmedOn: 'Matokeo yalithibitishwa tarehe',
    entries: 'Maingizo yaliyopatikana',
    none: 'Hakuna ingizo lililopatikana.',
    entry: '%{number}: %{a} na %{b}, %{date}, %{district}',
    notCompleted: 'Utafutaji huu bado haujakamilika: ripoti inaweza kuwa ya utafutaji uliokamilika tu.',
    loading: 'Inapakia utafutaji…',
    failed: 'Utafutaji haukuweza kusomwa: %{message}',
  },
  panel: {
    title: 'Ripoti yako ya utafutaji',
    issued: 'Ripoti ya utafutaji %{number} imetolewa kwa utafutaji %{search}.',
    found: 'Ingizo moja limepatikana |||| Maingizo %{smart_count} yamepatikana',
    foundNone: 'Hakuna ingizo lililopatikana',
    next: 'Pakua ripoti kutoka kwenye hati zilizotolewa hapa chini. Yeyote atakayeipokea anaweza kuikagua kwenye tovuti kwa msimbo uliochapishwa juu yake.',
  },
  words: {
    anyDate: 'tarehe yoyote',
    anyDistrict: 'wilaya yoyote',
    from: 'tarehe hii au baadaye',
    to: 'tarehe hii au kabla',
  },
};
