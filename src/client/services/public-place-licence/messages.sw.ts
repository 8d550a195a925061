import type { Translation } from '../../i18n/types.js';
import { licencePanelSw } from '../common/messages.sw.js';
import type { placeLicenceEn } from './messages.en.js';

/** Swahili of the public place licence. */
export const placeLicenceSw: Translation<typeof placeLicenceEn> = {
  /** The button of its card on the services list. */
  start: 'Omba leseni ya mahali',
  form: {
    title: 'Leseni ya mahali pa umma',
    correctTitle: 'Rekebisha ombi lako la leseni ya mahali pa umma',
    lead: 'Jaza hatua zote. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza. Leseni huidhinishwa hadi ngazi ya waziri.',
    stepsLabel: 'Hatua za ombi la leseni',
    place: {
      placeName: 'Jina la mahali',
      placeNameHint: 'Kama leseni, na notisi zinazopataja, zitakavyoonyesha.',
      placeType: 'Aina ya mahali',
      denomination: 'Dhehebu (si lazima)',
      denominationHint: 'Kwa mahali pa ibada: kanisa, imani au shirika lake.',
      district: 'Wilaya',
      physicalAddress: 'Anwani',
      physicalAddressHint: 'Mtaa, jengo na kata: mahali ndoa zinapofungwa.',
      capacity: 'Uwezo (watu)',
      capacityHint:
        'Idadi ya watu ambao mahali hapo panaweza kuchukua, kama cheti chake cha usalama kinavyosema (angalau 10).',
    },
    responsible: {
      hint: 'Mtu anayewajibika kwa mahali hapo mbele ya masjala: masjala humwandikia kuhusu leseni.',
      fullName: 'Jina kamili',
      idNumber: 'Nambari ya kitambulisho',
      role: 'Wadhifa mahali hapo',
      roleHint: 'Kwa mfano: paroko, imamu, mwenyekiti wa wadhamini, meneja.',
      phone: 'Nambari ya simu',
      email: 'Anwani ya barua pepe',
    },
    officiants: {
      hint: 'Watu watakaofungisha ndoa mahali hapo: angalau mmoja, wasiozidi %{max}.',
      legend: 'Mfungishaji ndoa %{n}',
      fullName: 'Jina kamili',
      idNumber: 'Nambari ya kitambulisho',
      add: 'Ongeza mfungishaji ndoa',
      remove: 'Ondoa mfungishaji ndoa %{n}',
      atMost: 'Wafungishaji ndoa wasiozidi %{max} ndio wanaoweza kutajwa.',
    },
    reviewHint: 'Kagua kila kitu hapa chini. Ukiwasilisha, masjala hukagua mahali na hati zake; kisha unalipa ada.',
  },
  panel: {
    ...licencePanelSw,
    next: 'Mahali hapa sasa panaonekana kama mahali pa harusi katika notisi za ndoa za %{district}: wanandoa wanaotoa notisi huko wanaweza kupachagua.',
  },
};
