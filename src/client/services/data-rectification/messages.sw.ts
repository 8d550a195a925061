import type { Translation } from '../../i18n/types.js';
import type { rectificationEn } from './messages.en.js';

/** Swahili of the data rectification. */
export const rectificationSw: Translation<typeof rectificationEn> = {
  /** The button of its card on the services list. */
  start: 'Omba marekebisho ya rejista',
  form: {
    title: 'Marekebisho ya ingizo la rejista',
    correctTitle: 'Rekebisha ombi lako la marekebisho',
    lead: 'Omba masjala irekebishe taarifa ya ingizo la rejista ya ndoa unalohusika nalo: jina, umri, hali ya ndoa, kazi, makazi au jina la mzazi. Afisa, mkurugenzi na Msajili Mkuu hulikagua; likiidhinishwa, ingizo hurekebishwa, badiliko huandikwa pembeni mwake na cheti kipya cha ndoa hutolewa. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza.',
    stepsLabel: 'Hatua za ombi la marekebisho',
    correctionStep: {
      registerEntryNumber: 'Ingizo la rejista',
      registerEntryNumberHint: 'Maingizo yako mwenyewe kwenye rejista ya ndoa.',
      entryOption: '%{number}: %{a} na %{b}, %{date}, %{district}',
      searchRegister: 'Tafuta kwenye rejista',
      toServices: 'Rudi kwenye huduma',
      noEntries:
        'Rejista haina ingizo linalotaja nambari ya kitambulisho ya wasifu wako. Ni mhusika wa ingizo tu anayeweza kuomba kulirekebisha.',
      field: 'Taarifa ya kurekebisha',
      fieldHint: 'Mhusika A ni %{a}; mhusika B ni %{b}.',
      fieldHintNoEntry: 'Kwanza chagua ingizo la rejista.',
      holds: 'Kilichoandikwa kwenye rejista sasa',
      holdsNothing: 'Hakuna kilichoandikwa kwa taarifa hii.',
      chooseField: 'Chagua tena ingizo la rejista na taarifa: ukurasa haukuweza kusoma kilichoandikwa kwenye rejista.',
      correctValue: 'Thamani sahihi',
      hints: {
        name: 'Jina kamili kama linavyopaswa kusomeka, kama kwenye hati ya utambulisho au cheti cha kuzaliwa unachoambatisha.',
        text: 'Kama inavyopaswa kusomeka kwenye rejista.',
        age: 'Umri kwa miaka kamili katika tarehe ya ndoa.',
        condition: 'Hali ya ndoa katika tarehe ya ndoa.',
        district: 'Wilaya ambako mhusika aliishi katika tarehe ya ndoa.',
      },
      reason: 'Kwa nini ingizo si sahihi?',
      reasonHint:
        'Eleza jinsi kosa lilivyotokea na ushahidi wako unaonyesha nini. Ambatisha ushahidi katika hatua inayofuata.',
    },
    reviewHint:
      'Kagua kila kitu hapa chini. Ukiwasilisha, unalipa ada; kisha afisa, mkurugenzi na Msajili Mkuu hukagua marekebisho dhidi ya ushahidi wako.',
  },
  panel: {
    title: 'Ingizo lako lililorekebishwa',
    done: 'Ingizo la rejista %{number} lilirekebishwa tarehe %{date}; badiliko limeandikwa pembeni mwake.',
    field: 'Taarifa iliyorekebishwa',
    before: 'Ilisomeka',
    now: 'Sasa inasomeka',
    authority: 'Mamlaka',
    certificate: 'Cheti kipya cha ndoa',
    superseded: 'Cheti kilichobadilishwa',
    next: 'Pakua cheti kipya kutoka kwenye hati zilizotolewa hapa chini. Cheti kilichobadilishwa si halali tena: yeyote anayekikagua kwenye tovuti huambiwa hivyo na kupewa nambari mpya.',
  },
};
