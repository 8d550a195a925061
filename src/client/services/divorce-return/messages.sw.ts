import type { Translation } from '../../i18n/types.js';
import type { divorceEn } from './messages.en.js';

/** Taarifa ya talaka: kadi yake, fomu yake na kadi ya watumishi, kwa Kiswahili. */
export const divorceSw: Translation<typeof divorceEn> = {
  /** The button of its card on the services list. */
  start: 'Wasilisha taarifa ya talaka',
  form: {
    title: 'Taarifa ya talaka',
    correctTitle: 'Rekebisha taarifa yako ya talaka',
    lead: 'Wasilisha amri kamili ya talaka ya mahakama yako: ofisi ya usajili huweka alama kwenye rejista kwamba ndoa imevunjwa mara mkurugenzi anapoidhinisha. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka hatua ya kwanza.',
    stepsLabel: 'Hatua za taarifa ya talaka',
    decreeStep: {
      caseNumber: 'Nambari ya kesi',
      caseNumberHint: 'Kama ilivyo kwenye amri, kwa mfano: Milimani Divorce Cause No. E118 of 2025.',
      court: 'Mahakama iliyotoa amri',
      courtHint: 'Kwa mfano: High Court of Kenya at Nairobi (Milimani), Family Division.',
      decreeAbsoluteDate: 'Tarehe amri ilipofanywa kamili',
      decreeAbsoluteDateHint: 'Isiwe siku zijazo, wala kabla ya ndoa.',
      entryTitle: 'Ndoa iliyovunjwa',
      registrationNumber: 'Nambari ya ingizo la rejista la ndoa',
      registrationNumberHint:
        'Kama ilivyochapishwa kwenye cheti cha ndoa, kwa mfano MC/047/2015/000123. Huijui? Itafute kwa majina ya wahusika hapa chini.',
      lookUp: 'Hakiki ingizo hili',
      byNames: 'Tafuta ingizo kwa majina ya wahusika',
      partyName: 'Jina la mhusika mmoja',
      otherPartyName: 'Jina la mhusika mwingine (si lazima)',
      search: 'Tafuta',
      searching: 'Inatafuta…',
      noMatch: 'Hakuna ingizo la rejista linalolingana: hakiki nambari au tahajia ya majina.',
      results: 'Maingizo yaliyopatikana',
      choose: 'Chagua ingizo hili',
      chosen: 'Limechaguliwa',
      entryLine: '%{number}: %{a} na %{b}, walioana tarehe %{date} katika %{district}',
      dissolved: 'Tayari ilivunjwa tarehe %{date}',
      subsisting: 'Inaendelea',
    },
    reviewHint:
      'Hakiki kila kitu hapa chini. Ukiwasilisha, ofisi ya usajili hulinganisha amri na rejista na mkurugenzi huidhinisha taarifa.',
  },
  staff: {
    title: 'Ndoa iliyomo kwenye rejista',
    loading: 'Inasoma rejista…',
    missing: 'Rejista haina ingizo lenye nambari hii.',
    subsisting: 'Inaendelea: kuidhinisha taarifa hii kunaweka alama kwamba imevunjwa.',
    dissolved: 'Ilivunjwa tarehe %{date}.',
  },
};
