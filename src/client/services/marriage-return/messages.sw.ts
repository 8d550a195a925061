import type { Translation } from '../../i18n/types.js';
import type { returnEn } from './messages.en.js';

/** Taarifa ya ndoa: kadi yake na fomu yake, kwa Kiswahili. */
export const returnSw: Translation<typeof returnEn> = {
  /** The button of its card on the services list. */
  start: 'Wasilisha taarifa ya ndoa',
  form: {
    title: 'Taarifa ya ndoa',
    correctTitle: 'Rekebisha taarifa yako ya ndoa',
    lead: 'Kila mwezi, ukishakwisha, taasisi yako inawasilisha taarifa ya ndoa ilizofungisha. Orodhesha kila moja: toa nambari ya ingizo la rejista ikiwa tayari imesajiliwa, au taarifa zake ikiwa bado. Ofisi ya usajili hulinganisha kila ndoa na rejista na kukutumia uthibitisho. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka hatua ya kwanza.',
    stepsLabel: 'Hatua za taarifa ya ndoa',
    monthStep: {
      month: 'Mwezi',
      monthHint: 'Mwezi uliokwisha. Taasisi yako huwasilisha taarifa moja kwa mwezi.',
      filed: 'Taasisi yako tayari imewasilisha taarifa ya miezi hii; fungua mojawapo kuiona au kuirekebisha:',
      filedLine: '%{month}: %{reference}',
    },
    linesStep: {
      hint: 'Ongeza ndoa moja moja, au ziingize kutoka faili la CSV lililotengenezwa kwa kiolezo (jedwali lililohifadhiwa kama CSV). Acha nambari ya ingizo la rejista wazi kwa ndoa ambayo bado haijasajiliwa, na utoe taarifa zake: umri, wilaya, mahali, mfungishaji na mashahidi wawili.',
      importTitle: 'Ingiza kutoka faili la CSV',
      template: 'Pakua kiolezo cha CSV',
      chooseFile: 'Chagua faili la CSV la kuingiza',
      reading: 'Inasoma %{name}…',
      imported: 'Ndoa %{smart_count} imeingizwa kutoka %{name}. |||| Ndoa %{smart_count} zimeingizwa kutoka %{name}.',
      rowErrors:
        'Safu hizi za %{name} hazikuingizwa: zirekebishe kwenye faili kisha uliingize tena, au uziongeze kwa mkono.',
      row: 'Safu %{row}',
      unreadable: 'Faili halikuweza kusomwa: hifadhi jedwali kama CSV (iliyotenganishwa kwa koma) kisha ujaribu tena.',
      none: 'Bado hakuna ndoa zilizoorodheshwa. Taarifa isiyo na ndoa yoyote inaiarifu ofisi ya usajili kwamba taasisi yako haikufungisha ndoa mwezi huu.',
      legend: 'Ndoa %{n}',
      legendNamed: 'Ndoa %{n}: %{a} na %{b}',
      registrationNumber: 'Nambari ya ingizo la rejista',
      registrationNumberHint: 'Acha wazi kwa ndoa ambayo bado haimo kwenye rejista.',
      partyAName: 'Mhusika A: jina kamili',
      partyAIdNumber: 'Nambari ya kitambulisho ya Mhusika A',
      partyAAge: 'Umri wa Mhusika A',
      partyBName: 'Mhusika B: jina kamili',
      partyBIdNumber: 'Nambari ya kitambulisho ya Mhusika B',
      partyBAge: 'Umri wa Mhusika B',
      ageHint: 'Kwa ndoa ambayo bado haimo kwenye rejista pekee.',
      date: 'Tarehe ya ndoa',
      district: 'Wilaya',
      venueName: 'Mahali',
      officiantName: 'Mfungishaji',
      witness1: 'Shahidi wa kwanza',
      witness2: 'Shahidi wa pili',
      unregistered: 'Bado haimo kwenye rejista: taarifa zake',
      add: 'Ongeza ndoa',
      remove: 'Ondoa ndoa %{n}',
      count: 'Ndoa %{smart_count} imeorodheshwa |||| Ndoa %{smart_count} zimeorodheshwa',
    },
    reviewHint:
      'Hakiki mwezi na kila ndoa. Ukiwasilisha, ofisi ya usajili hulinganisha kila ndoa na rejista; utaarifiwa matokeo na unaweza kupakua uthibitisho.',
  },
};
