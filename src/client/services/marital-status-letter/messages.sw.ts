import { letterFindingsSw, letterStatusesSw, lettersSw } from './register.sw.js';
import type { Translation } from '../../i18n/types.js';
import type { letterEn } from './messages.en.js';

/** Swahili of the marital status letter. */
export const letterSw: Translation<typeof letterEn> = {
  /** The button of its card on the services list. */
  start: 'Omba barua ya hali ya ndoa',
  form: {
    title: 'Barua ya hali ya ndoa',
    correctTitle: 'Rekebisha ombi lako la barua ya hali ya ndoa',
    lead: 'Barua inaeleza kile rejista ya ndoa inachoonyesha kwa nambari ya kitambulisho ya wasifu wako, siku inapoidhinishwa. Ni halali kwa miezi mitatu. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza.',
    stepsLabel: 'Hatua za ombi la barua ya hali ya ndoa',
    purposeStep: {
      purpose: 'Kwa nini unahitaji barua?',
      purposeHint: 'Kwa mfano: kufunga ndoa nje ya nchi, viza, mwajiri au kampuni ya bima inaiomba.',
      destinationCountry: 'Nchi ambako barua itatumika (si lazima)',
      destinationCountryHint: 'Acha wazi ikiwa barua ni ya kutumika nchini Kenya.',
      district: 'Ofisi ya masjala',
      districtHint: 'Masjala ya wilaya inayoshughulikia ombi lako na kutia sahihi barua.',
    },
    reviewHint:
      'Kagua kila kitu hapa chini. Ukiwasilisha, unalipa ada; kisha masjala hutafuta nambari yako ya kitambulisho kwenye rejista na mkurugenzi hutia sahihi barua.',
  },
  panel: {
    title: 'Barua yako',
    number: 'Nambari ya barua',
    finding: 'Rejista inaonyesha nini',
    findings: letterFindingsSw,
    entry: 'Ingizo la rejista',
    entryValue: '%{number}, ndoa ilifungwa tarehe %{date} katika %{district}',
    status: 'Hali',
    statuses: letterStatusesSw,
    validUntil: 'Halali hadi',
    said: {
      NONE: 'Rejista haina ndoa yoyote kwa nambari yako ya kitambulisho.',
      MARRIED: 'Rejista inaonyesha ndoa yako bado ipo.',
      DISSOLVED: 'Rejista inaonyesha ndoa yako ilivunjwa kwa amri ya mahakama, na hakuna ndoa iliyopo.',
    },
    next: 'Pakua barua kutoka kwenye hati zilizotolewa hapa chini. Yeyote atakayeipokea anaweza kuikagua kwenye tovuti kwa msimbo uliochapishwa juu yake.',
    expired: 'Muda wa barua hii umeisha: omba mpya ikiwa bado unaihitaji.',
  },
  /** Its register in the back office (/backoffice/registry/marital-statuses). */
  register: lettersSw,
};
