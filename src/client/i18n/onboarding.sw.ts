import type { Translation } from './types.js';
import type { en } from './en.js';

/** Swahili of the identity check before the first application (/account-onboard). */
export const onboardingSw: Translation<(typeof en)['onboarding']> = {
  title: 'Thibitisha utambulisho wako',
  lead: 'Kabla ya kuomba huduma, tunakagua kitambulisho chako cha taifa kwenye sajili ya taifa ya utambulisho.',
  idNumber: 'Nambari ya kitambulisho cha taifa',
  dateOfBirth: 'Tarehe ya kuzaliwa',
  check: 'Kagua taarifa zangu',
  confirmTitle: 'Sajili ina taarifa hizi',
  confirm: 'Thibitisha na uendelee',
  sex: { F: 'Mwanamke', M: 'Mwanamume' },
  name: 'Jina',
  born: 'Alizaliwa',
  citizenship: 'Uraia',
  done: 'Utambulisho wako umethibitishwa',
  takenHelp:
    'Ikiwa nambari hii ya kitambulisho ni yako, huenda tayari una akaunti: toka na uingie kwa akaunti hiyo, au weka upya nenosiri lake. Ikiwa huna akaunti nyingine, huenda mtu ametumia nambari yako: leta kitambulisho chako katika ofisi yoyote ya usajili, au andikia ofisi ya usajili, na suala hilo litashughulikiwa.',
};
