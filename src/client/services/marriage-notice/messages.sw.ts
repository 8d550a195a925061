import type { Translation } from '../../i18n/types.js';
import { partyHintsSw, partySw } from '../common/messages.sw.js';
import type { marriageNoticeEn } from './messages.en.js';

/** Swahili of the notice of marriage: its card and its form. */
export const marriageNoticeSw: Translation<typeof marriageNoticeEn> = {
  /** The button of its card on the services list. */
  start: 'Toa notisi ya ndoa',
  form: {
    title: 'Notisi ya ndoa',
    correctTitle: 'Rekebisha notisi yako ya ndoa',
    lead: 'Jaza hatua sita. Rasimu yako huhifadhiwa unapoendelea mara tu unapoondoka kwenye hatua ya kwanza.',
    reference: 'Rasimu %{reference}',
    saving: 'Inahifadhi…',
    saved: 'Imehifadhiwa',
    saveFailed: 'Haijahifadhiwa: %{message}',
    conflict: 'Ombi hili limebadilishwa mahali pengine. Pakia ukurasa upya ili kuona toleo la karibuni.',
    stepsLabel: 'Hatua za notisi',
    stepHeading: 'Hatua %{n} kati ya %{total}: %{name}',
    ...partyHintsSw,
    choose: 'Chagua…',
    party: partySw,
    venue: {
      intendedDate: 'Tarehe inayokusudiwa ya ndoa',
      intendedDateHint: 'Zaidi ya siku 21 kuanzia leo: kwanza notisi huchapishwa kwa siku 21.',
      district: 'Wilaya ya ndoa',
      districtHint: 'Masjala ya wilaya hii huchapisha notisi.',
      type: 'Ndoa itafungwa wapi?',
      types: {
        REGISTRAR_OFFICE: 'Katika ofisi ya msajili',
        LICENSED_PLACE: 'Katika mahali pa ibada au mahali pa umma penye leseni',
        SPECIAL_LICENCE_VENUE: 'Katika mahali palipotajwa kwenye leseni maalum',
      },
      name: 'Jina la mahali',
      nameHint: 'Kama lilivyoandikwa kwenye leseni yake.',
      nameHintOffice: 'Chumba cha ndoa cha wilaya kimependekezwa; unaweza kukibadilisha.',
      registrarOfficeName: 'Ofisi ya Msajili wa Ndoa, %{district}',
      licenceReference: 'Kumbukumbu ya leseni maalum',
      licenceReferenceHint:
        'Nambari ya leseni yako maalum ya mahali binafsi, kama SLP/2026/000123. Leseni hutaja mahali.',
      place: 'Mahali penye leseni',
      placeHint: 'Mahali pa wilaya penye leseni halali ya kufungisha ndoa.',
      placeLicence: 'Leseni %{number}',
      placeRequired: 'Chagua mahali penye leseni',
      placeChooseDistrict: 'Kwanza chagua wilaya ya ndoa: mahali pake penye leseni huorodheshwa hapa.',
      placeLoading: 'Inapakia mahali penye leseni…',
      placeLoadError: 'Mahali penye leseni hapakuweza kupakiwa: %{message}',
      placeNone:
        'Hakuna mahali katika %{district} penye leseni halali ya kufungisha ndoa. Chagua ofisi ya msajili, au mahali palipotajwa kwenye leseni maalum.',
      placeGone:
        'Mahali ulipochagua awali (%{name}, leseni %{number}) hapamo tena kati ya mahali penye leseni katika wilaya hii. Chagua pengine.',
      specialLicenceReference: 'Kumbukumbu ya leseni maalum (si lazima)',
      specialLicenceHint:
        'Ikiwa tu una leseni maalum ya kuondolewa muda wa notisi: nambari yake, kama SLW/2026/000123. Notisi basi haisubiri muda wa notisi.',
    },
    witness: {
      legend: 'Shahidi %{n}',
      fullName: 'Jina kamili',
      idNumber: 'Nambari ya kitambulisho',
      phone: 'Nambari ya simu',
    },
    documentsHint: 'Ambatisha nakala au picha iliyo wazi ya kila hati. PDF, JPEG au PNG, isiyozidi MB 10 kila moja.',
    documentsLabel: 'Hati',
    documentsMissing: 'Bado zinakosekana: %{list}',
    documentsComplete: 'Hati zote zinazohitajika zimeambatishwa.',
    reviewHint:
      'Kagua kila kitu hapa chini. Ukiwasilisha, masjala hukagua umri, hati za utambulisho na muda wa notisi; kisha unalipa ada.',
    reviewHintResubmit: 'Kagua marekebisho yako hapa chini, kisha uwasilishe notisi tena kwa masjala.',
    edit: 'Hariri',
    editSection: 'Hariri %{section}',
    back: 'Rudi',
    next: 'Hifadhi na uendelee',
    startDraft: 'Hifadhi rasimu na uendelee',
    submit: 'Wasilisha notisi',
    resubmit: 'Wasilisha tena',
    fixStep: 'Baadhi ya majibu katika hatua hii yanahitaji uangalifu wako. Yamewekwa alama hapa chini.',
    fixErrors: 'Baadhi ya majibu yanahitaji uangalifu wako; yamewekwa alama kando ya sehemu zake.',
    notEditable: 'Notisi hii imewasilishwa na haiwezi tena kubadilishwa hapa.',
    openApplication: 'Fungua ukurasa wa ombi',
    toApplications: 'Maombi yangu',
    notFound: 'Hatukuweza kupata rasimu hii.',
    wrongService: 'Ombi hili si notisi ya ndoa.',
  },
};
