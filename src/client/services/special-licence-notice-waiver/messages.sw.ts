import type { Translation } from '../../i18n/types.js';
import { licencePanelSw, partyHintsSw, partySw } from '../common/messages.sw.js';
import type { noticeWaiverEn } from './messages.en.js';

/** Swahili of the notice-waiver special licence. */
export const noticeWaiverSw: Translation<typeof noticeWaiverEn> = {
  /** The button of its card on the services list. */
  start: 'Omba kuondolewa muda wa notisi',
  form: {
    title: 'Leseni maalum: funga ndoa bila muda wa notisi',
    correctTitle: 'Rekebisha ombi lako la leseni maalum',
    lead: 'Jaza hatua zote. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza. Leseni huidhinishwa hadi ngazi ya waziri.',
    stepsLabel: 'Hatua za ombi la leseni maalum',
    ...partyHintsSw,
    party: partySw,
    reasonStep: {
      intendedDate: 'Tarehe inayokusudiwa ya ndoa',
      intendedDateHint: 'Leseni ni halali kwa siku 90 tangu kuidhinishwa.',
      district: 'Wilaya ya ndoa',
      districtHint: 'Masjala ya wilaya hii hupokea notisi yako na kufungisha ndoa.',
      urgency: 'Kwa nini huwezi kusubiri muda wa notisi?',
      reason: 'Mazingira',
      reasonHint:
        'Eleza kwa angalau herufi 20; ambatisha ushahidi (barua ya daktari, barua ya uhamisho, tiketi…) katika hatua ya hati.',
    },
    reviewHint: 'Kagua kila kitu hapa chini. Ukiwasilisha, masjala hukagua sababu na ushahidi wako; kisha unalipa ada.',
  },
  panel: {
    ...licencePanelSw,
    next: 'Toa notisi ya ndoa na uandike nambari ya leseni %{number} katika sehemu yake ya "Kumbukumbu ya leseni maalum": notisi basi haisubiri muda wa notisi, na nafasi ya harusi inaweza kuwekwa mara moja.',
    nextLink: 'Toa notisi ya ndoa',
  },
};
