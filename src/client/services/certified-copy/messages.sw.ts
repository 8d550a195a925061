import type { Translation } from '../../i18n/types.js';
import type { copyEn } from './messages.en.js';

/** Swahili of the certified copy. */
export const copySw: Translation<typeof copyEn> = {
  /** The button of its card on the services list. */
  start: 'Omba nakala iliyothibitishwa',
  form: {
    title: 'Nakala iliyothibitishwa ya ingizo la rejista',
    correctTitle: 'Rekebisha ombi lako la nakala iliyothibitishwa',
    lead: 'Agiza nakala zilizothibitishwa za ingizo la rejista ya ndoa unalohusika nalo (linalopatikana kwa nambari ya kitambulisho ya wasifu wako), au la lile ambalo utafutaji wako uliokamilika ulipata. Nakala ya kwanza imo katika ada; kila nakala ya ziada hulipiwa kando. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza.',
    stepsLabel: 'Hatua za ombi la nakala iliyothibitishwa',
    copyStep: {
      registerEntryNumber: 'Ingizo la rejista',
      registerEntryNumberHint:
        'Maingizo yako mwenyewe kwenye rejista ya ndoa, kisha maingizo ambayo utafutaji wako uliokamilika ulipata.',
      registerEntryNumberHintInstitution: 'Maingizo ambayo utafutaji wako uliokamilika kwenye rejista ulipata.',
      entryOption: '%{number}: %{a} na %{b}, %{date}, %{district}',
      foundOption: '%{number}: %{a} na %{b}, %{date}, %{district} (lilipatikana katika utafutaji %{search})',
      noEntries:
        'Rejista haina ingizo linalotaja nambari ya kitambulisho ya wasifu wako, na hakuna utafutaji wako uliokamilika uliopata ingizo. Nakala hutolewa kwa ingizo unalohusika nalo, au lile ambalo utafutaji wako ulipata.',
      noEntriesInstitution:
        'Bado hakuna utafutaji wako uliokamilika kwenye rejista uliopata ingizo. Tafuta kwenye rejista kwanza; kisha unaweza kuagiza nakala za maingizo yaliyopatikana.',
      searchFirst: 'Tafuta kwenye rejista',
      fromSearch: 'Imeagizwa kutoka kwenye utafutaji wako %{search}.',
      copies: 'Idadi ya nakala',
      copiesHint:
        'Kuanzia 1 hadi %{max}. Kila nakala baada ya ya kwanza hulipiwa kama nakala iliyothibitishwa ya ziada.',
      purpose: 'Kwa nini unahitaji nakala?',
      purposeHint: 'Kwa mfano: viza, benki, kampuni ya bima au mahakama inaziomba.',
    },
    reviewHint:
      'Kagua kila kitu hapa chini. Ukiwasilisha, unalipa ada na nakala za ziada; afisa hukagua ingizo na mkurugenzi hutia sahihi nakala.',
  },
  panel: {
    title: 'Nakala zako zilizothibitishwa',
    issued:
      'Nakala %{smart_count} iliyothibitishwa ya %{number} imetolewa, imetiwa sahihi na %{name} |||| Nakala %{smart_count} zilizothibitishwa za %{number} zimetolewa, zimetiwa sahihi na %{name}',
    copy: 'Nakala %{n}: %{number}',
    next: 'Pakua kila nakala kutoka kwenye hati zilizotolewa hapa chini. Yeyote atakayeipokea anaweza kuikagua kwenye tovuti kwa msimbo uliochapishwa juu yake.',
  },
};
