import type { Translation } from '../../i18n/types.js';
import type { registerSearchEn } from './messages.en.js';

/** Swahili of the register search. */
export const registerSearchSw: Translation<typeof registerSearchEn> = {
  /** The button of its card on the services list. */
  start: 'Tafuta kwenye rejista',
  form: {
    title: 'Tafuta kwenye rejista ya ndoa',
    correctTitle: 'Rekebisha utafutaji wako kwenye rejista',
    lead: 'Toa unachojua: jina moja linatosha. Masjala hukutafutia kwenye rejista na kukujulisha maingizo yaliyopatikana (nambari ya usajili, majina, tarehe na wilaya).',
    stepsLabel: 'Hatua za utafutaji kwenye rejista',
    names: {
      partyName: 'Jina la mhusika',
      partyNameHint:
        'Majina unayoyajua kwa uhakika, kwa mpangilio wowote: kila jina unalotoa lazima liwe kwenye ingizo (maandishi yanayokaribiana hupatikana pia), kwa hiyo acha jina usilo na uhakika nalo.',
      otherPartyName: 'Jina la mhusika mwingine (si lazima)',
      otherPartyNameHint: 'Hupunguza utafutaji hadi ndoa za watu wote wawili.',
    },
    when: {
      from: 'Ndoa ilifungwa tarehe hii au baadaye (si lazima)',
      to: 'Ndoa ilifungwa tarehe hii au kabla (si lazima)',
      rangeHint: 'Kipindi cha kukadiria kinatosha.',
      district: 'Wilaya ya ndoa (si lazima)',
      anyDistrict: 'Wilaya yoyote',
      purpose: 'Kwa nini unahitaji utafutaji',
      purposeHint: 'Kwa mfano: mirathi, viza, kesi mahakamani.',
    },
    reviewHint:
      'Kagua utafutaji hapa chini. Ukiwasilisha, unalipa ada; kisha masjala hutafuta kwenye rejista na kuthibitisha matokeo.',
  },
  staff: {
    title: 'Maingizo yanayopendekezwa na rejista',
    lead: 'Maingizo ya rejista yanayolingana na utafutaji huu sasa. Kuidhinisha kunayathibitisha kuwa matokeo anayoyaona mwombaji (nambari ya usajili, majina, tarehe na wilaya).',
    none: 'Hakuna ingizo la rejista linalolingana na utafutaji huu.',
    loading: 'Inatafuta kwenye rejista…',
    failed: 'Rejista haikuweza kutafutwa: %{message}',
  },
  result: {
    title: 'Unachoweza kufanya na matokeo haya',
    lead: 'Masjala ilipata ingizo moja. Unaweza kuagiza nakala zilizothibitishwa za ingizo hilo, au kuomba ripoti rasmi ya utafutaji. |||| Masjala ilipata maingizo %{smart_count}. Unaweza kuagiza nakala zilizothibitishwa za yoyote kati yake, au kuomba ripoti rasmi ya utafutaji.',
    none: 'Masjala haikupata ingizo lolote. Unaweza kuomba ripoti rasmi ya utafutaji, inayoeleza kuwa hakuna ingizo lililopatikana.',
    entries: 'Maingizo yaliyopatikana',
    entry: '%{a} na %{b}, %{date}, %{district}',
    orderCopy: 'Agiza nakala iliyothibitishwa',
    orderCopyOf: 'Agiza nakala iliyothibitishwa ya %{number}',
    askReport: 'Omba ripoti ya utafutaji',
    reportHint: 'Ripoti rasmi ya utafutaji huu, iliyotiwa sahihi na masjala.',
    reported: 'Uliomba ripoti ya utafutaji huu: %{reference} (%{status}).',
    openReport: 'Fungua ripoti',
  },
};
