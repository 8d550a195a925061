import type { Translation } from '../../i18n/types.js';
import { licencePanelSw, partyHintsSw, partySw } from '../common/messages.sw.js';
import type { privateVenueEn } from './messages.en.js';

/** Swahili of the private-venue special licence. */
export const privateVenueSw: Translation<typeof privateVenueEn> = {
  /** The button of its card on the services list. */
  start: 'Omba kufunga ndoa mahali binafsi',
  form: {
    title: 'Leseni maalum: funga ndoa mahali binafsi',
    correctTitle: 'Rekebisha ombi lako la leseni maalum',
    lead: 'Jaza hatua zote. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza. Leseni huidhinishwa hadi ngazi ya waziri.',
    stepsLabel: 'Hatua za ombi la leseni maalum',
    ...partyHintsSw,
    party: partySw,
    venueStep: {
      intendedDate: 'Tarehe inayokusudiwa ya ndoa',
      intendedDateHint: 'Leseni ni halali kwa siku 90 tangu kuidhinishwa.',
      district: 'Wilaya ya mahali',
      districtHint: 'Afisa wa wilaya hii huja mahali hapo kufungisha ndoa.',
      venueName: 'Jina la mahali',
      venueNameHint: 'Nyumba, hospitali, makao ya wazee au mahali pengine, kama leseni itakavyopataja.',
      venueAddress: 'Anwani',
      venueAddressHint: 'Mtaa, jengo, kata na chumba kama kipo: afisa lazima apapate.',
      venueReason: 'Kwa nini ndoa lazima ifungwe hapo?',
      reason: 'Mazingira',
      reasonHint: 'Eleza kwa angalau herufi 20; ambatisha ushahidi (barua ya daktari…) katika hatua ya hati.',
    },
    reviewHint: 'Kagua kila kitu hapa chini. Ukiwasilisha, masjala hukagua sababu na ushahidi wako; kisha unalipa ada.',
  },
  panel: {
    ...licencePanelSw,
    next: 'Toa notisi ya ndoa: chagua "Katika mahali palipotajwa kwenye leseni maalum" na uandike nambari ya leseni %{number}. Afisa wa masjala kisha huja mahali hapo kufungisha ndoa; masjala hupanga tarehe na saa ya ziara.',
    nextLink: 'Toa notisi ya ndoa',
  },
};
