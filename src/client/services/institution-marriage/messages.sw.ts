import type { Translation } from '../../i18n/types.js';
import type { institutionMarriageEn } from './messages.en.js';

type Form = Translation<typeof institutionMarriageEn>['form'];

const partyHints: Pick<Form, 'partyAHint' | 'partyBHint'> = {
  partyAHint: 'Mtu wa kwanza anayefunga ndoa, kama alivyoandikwa kwenye hati yake ya utambulisho.',
  partyBHint: 'Mtu wa pili anayefunga ndoa, kama alivyoandikwa kwenye hati yake ya utambulisho.',
};

const party: Form['party'] = {
  name: 'Jina kamili',
  firstName: 'Jina la kwanza',
  middleName: 'Jina la kati',
  lastName: 'Jina la mwisho',
  idType: 'Hati ya utambulisho',
  idNumber: 'Nambari ya hati',
  nationality: 'Uraia',
  dateOfBirth: 'Tarehe ya kuzaliwa',
  sex: 'Jinsia',
  condition: 'Hali ya ndoa',
  conditionHint: 'Ametaliki: ambatisha amri kamili ya talaka. Mjane: ambatisha cheti cha kifo.',
  occupation: 'Kazi',
  residenceDistrict: 'Wilaya ya makazi',
  fatherName: 'Jina kamili la baba',
  motherName: 'Jina kamili la mama',
  phone: 'Nambari ya simu',
  email: 'Anwani ya barua pepe',
};

/** Usajili wa ndoa na taasisi: kadi yake, maswali na maelezo ya fomu yake, kwa Kiswahili. */
export const institutionMarriageSw: Translation<typeof institutionMarriageEn> = {
  /** The button of its card on the services list. */
  start: 'Sajili ndoa',
  form: {
    title: 'Sajili ndoa',
    correctTitle: 'Rekebisha usajili wa ndoa',
    lead: 'Sajili ndoa ambayo taasisi yako ilifungisha mahali pake penye leseni. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka hatua ya kwanza.',
    stepsLabel: 'Hatua za usajili wa ndoa',
    ...partyHints,
    party,
    celebration: {
      date: 'Tarehe ya kufungwa kwa ndoa',
      dateHint:
        'Isiwe siku zijazo. Ndoa iliyofungwa zaidi ya siku %{days} zilizopita husajiliwa kwa kuchelewa, pamoja na sababu.',
      lateReason: 'Kwa nini ndoa inasajiliwa kwa kuchelewa?',
      lateReasonHint: 'Ilifungwa zaidi ya siku %{days} zilizopita: eleza sababu ya kuchelewa kwa angalau herufi 20.',
      venue: 'Mahali penye leseni',
      venueHint: 'Mahali ndoa ilipofungwa, miongoni mwa maeneo ambayo taasisi yako ina leseni yake.',
      venueOption: '%{name}, %{district} (leseni %{number}, %{status} hadi %{until})',
      venuesError: 'Maeneo yako yenye leseni hayakuweza kupakiwa: %{message}',
      noVenue: 'Taasisi yako haina leseni ya mahali: ndoa inaweza kusajiliwa na taasisi yenye leseni pekee.',
      officiant: 'Mfungishaji',
      officiantHint: 'Mfungishaji aliyefungisha ndoa, kutoka kwenye orodha yako ya wafungishaji.',
      officiantOption: '%{name} (leseni ya mfungishaji %{number})',
      officiantsError: 'Wafungishaji wako hawakuweza kupakiwa: %{message}',
      noOfficiant:
        'Orodha yako ya wafungishaji haina mfungishaji aliye kazini: kwanza ongeza mfungishaji kwenye orodha (Sajili, Wafungishaji).',
    },
    witness: {
      hint: 'Mashahidi wawili waliotia saini cheti cha ndoa.',
      legend: 'Shahidi %{n}',
      fullName: 'Jina kamili',
      idNumber: 'Nambari ya kitambulisho',
      phone: 'Nambari ya simu',
    },
    reviewHint:
      'Hakiki kila kitu hapa chini. Ukiwasilisha, ofisi ya usajili hukagua leseni yako ya siku hiyo, umri na rejista; kisha unalipa ada na afisa anaingiza ndoa kwenye rejista.',
    submit: 'Wasilisha usajili',
  },
};
