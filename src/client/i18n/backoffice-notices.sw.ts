import type { backofficeNoticesEn, registryPagesEn } from './backoffice-notices.en.js';
import type { Translation } from './types.js';

/** Swahili of the back office's marriage-notice pages (mirror of backoffice-notices.en.ts). */
const statuses: Translation<typeof backofficeNoticesEn['statuses']> = {
  PUBLISHED: 'Imechapishwa', VOID: 'Imebatilishwa', LAPSED: 'Imepitwa na muda', CELEBRATED: 'Imefungwa',
  OPEN: 'Wazi', UPHELD: 'Imekubaliwa', DISMISSED: 'Imekataliwa',
  BOOKED: 'Imehifadhiwa', CANCELLED: 'Imeghairiwa', MISSED: 'Haikuhudhuriwa',
  SUBSISTING: 'Inadumu', DISSOLVED: 'Imevunjwa',
};
const conditions: Translation<typeof backofficeNoticesEn['conditions']> = {
  NEVER_MARRIED: 'Hajawahi kuoa wala kuolewa', DIVORCED: 'Ametalikiwa', WIDOWED: 'Mjane',
};
const party: Translation<typeof backofficeNoticesEn['party']> = {
  a: 'Mhusika A', b: 'Mhusika B', name: 'Jina', id: 'Hati ya utambulisho', dateOfBirth: 'Tarehe ya kuzaliwa', age: 'Umri', years: 'Miaka %{age}',
  condition: 'Hali ya ndoa', occupation: 'Kazi', residence: 'Makazi', father: 'Jina la baba', mother: 'Jina la mama',
};

export const backofficeNoticesSw: Translation<typeof backofficeNoticesEn> = {
  loading: 'Inapakia…',
  close: 'Funga',
  cancel: 'Ghairi',
  yes: 'Ndiyo',
  no: 'Hapana',
  required: 'Inahitajika',
  parties: 'Wahusika',
  witnesses: 'Mashahidi',
  witness: 'Shahidi %{n}',
  party,
  idTypes: { NATIONAL_ID: 'Kitambulisho cha taifa', PASSPORT: 'Pasipoti', ALIEN_ID: 'Kitambulisho cha mgeni' },
  conditions,
  venueTypes: { REGISTRAR_OFFICE: 'Ofisi ya Msajili', LICENSED_PLACE: 'Mahali pa ibada palipopewa leseni', SPECIAL_LICENCE_VENUE: 'Mahali chini ya leseni maalum' },
  venue: { title: 'Tarehe na mahali', intendedDate: 'Tarehe iliyokusudiwa', district: 'Wilaya', type: 'Aina ya mahali', name: 'Mahali', licence: 'Kumbukumbu ya leseni', specialLicence: 'Leseni maalum' },
  checks: {
    title: 'Ukaguzi',
    passed: 'Imepita',
    failed: 'Imeshindwa',
    parties: { partyA: 'Mhusika A', partyB: 'Mhusika B' },
    codes: { MINIMUM_AGE: 'Umri wa chini', DISTINCT_IDS: 'Watu wawili tofauti', NO_OTHER_NOTICE: 'Notisi moja ya wanandoa', NO_SUBSISTING_MARRIAGE: 'Hakuna ndoa inayodumu', NOTICE_PERIOD: 'Muda wa notisi', VENUE_LICENCE: 'Leseni ya mahali' },
  },
  attachments: { title: 'Hati zilizoambatishwa', imageAlt: 'Hati iliyoambatishwa %{name}', none: 'Hakuna hati iliyoambatishwa.', missing: 'Haipo: inahitajika na haijaambatishwa', view: 'Tazama %{name}', open: 'Tazama' },
  notice: {
    title: 'Notisi', notPublished: 'Notisi bado haijachapishwa: huandikwa katika kitabu cha notisi ombi linapoidhinishwa.',
    number: 'Nambari ya notisi', status: 'Hali ya notisi', publishedAt: 'Imechapishwa', noticeEndsAt: 'Pingamizi hadi', validUntil: 'Halali hadi',
    cleared: 'Imeruhusiwa kuhifadhi nafasi', openObjections: 'Pingamizi zilizo wazi', voidReason: 'Sababu ya kubatilishwa', booking: 'Harusi imehifadhiwa',
    waiverLicence: 'Leseni maalum (msamaha wa notisi)', venueLicence: 'Leseni maalum (mahali binafsi)',
  },
  statuses,
  preview: {
    open: 'Hakiki notisi', back: 'Rudi kwenye ombi', print: 'Chapisha', pdf: 'Pakua PDF',
    republic: 'JAMHURI YA KENYA', act: 'SHERIA YA NDOA, 2014', heading: 'Notisi ya ndoa inayokusudiwa',
    number: 'Notisi Na.', unpublished: 'itatolewa wakati wa kuchapishwa', district: 'Wilaya ya usajili',
    lead: 'Inatangazwa kwamba ndoa inakusudiwa kufungwa katika wilaya ya usajili ya %{district} kati ya watu waliotajwa hapa chini.',
    tableCaption: 'Maelezo ya wahusika wawili', name: 'Jina na jina la ukoo', age: 'Umri', condition: 'Hali ya ndoa', occupation: 'Cheo au kazi', residence: 'Makazi',
    intended: 'Tarehe iliyokusudiwa ya ndoa: %{date}. Mahali pa ndoa: %{venue}.',
    published: 'Notisi hii imechapishwa kuanzia %{from} na inadumu hadi %{to}.',
    period: 'Notisi hii inadumu kwa siku %{days} tangu siku inapochapishwa.',
    objections: 'Mtu yeyote anayejua kizuizi halali cha ndoa hii anaweza kuwasilisha pingamizi kwa Msajili kabla ya muda wa notisi kuisha.',
    registrar: 'Msajili wa Ndoa',
  },
  objections: {
    title: 'Masuala yaliyopandishwa: pingamizi', heading: 'Pingamizi %{reference}', search: 'Tafuta pingamizi', status: 'Hali', all: 'Hali zote',
    reference: 'Kumbukumbu', couple: 'Wanandoa', objector: 'Mpingaji', contact: 'Mawasiliano ya mpingaji', lodgedAt: 'Imewasilishwa', grounds: 'Sababu',
    decision: 'Uamuzi', openApplication: 'Fungua ombi', decide: 'Amua', reason: 'Sababu ya uamuzi',
    reasonHint: 'Mwombaji huelezwa sababu hii pingamizi linapokubaliwa.', reasonRequired: 'Toa sababu ya uamuzi',
    uphold: 'Kubali (batilisha notisi)', dismiss: 'Kataa', upheld: 'Pingamizi limekubaliwa: notisi imebatilishwa.', dismissed: 'Pingamizi limekataliwa.',
    back: 'Pingamizi zote', onlyDirectors: 'Mkurugenzi au Msajili Mkuu ndiye huamua pingamizi.',
  },
  calendar: {
    title: 'Kalenda ya harusi', caption: 'Harusi kwa siku', room: 'Ukumbi wa ndoa', allRooms: 'Kumbi zote', view: 'Mwonekano',
    month: 'Mwezi', week: 'Wiki', sixWeeks: 'Onyesha wiki sita', previous: 'Iliyotangulia', next: 'Inayofuata', today: 'Leo',
    previousMonth: 'Mwezi uliopita', nextMonth: 'Mwezi ujao', previousWeek: 'Wiki iliyopita', nextWeek: 'Wiki ijayo', weekOf: 'Wiki ya %{date}',
    weddingCount: 'Harusi %{smart_count} |||| Harusi %{smart_count}',
    weddingShort: 'Harusi %{smart_count} |||| Harusi %{smart_count}',
    dayTitle: 'Harusi za tarehe %{date}', none: 'Hakuna harusi.', noneInPeriod: 'Hakuna harusi katika kipindi hiki.',
  },
  booking: {
    newTitle: 'Hifadhi nafasi ya harusi', notice: 'Notisi iliyoruhusiwa', noCleared: 'Hakuna notisi iliyoruhusiwa inayosubiri kuhifadhiwa nafasi.', chooseNotice: 'Chagua notisi',
    noRoomInDistrict: 'Hakuna ukumbi wa ndoa katika wilaya ya notisi hii.',
    date: 'Siku', slot: 'Nafasi iliyo wazi', noSlots: 'Hakuna nafasi iliyo wazi siku hii katika ukumbi huu.', book: 'Hifadhi', booked: 'Nafasi ya harusi imehifadhiwa.', bookedAt: 'Nafasi ya harusi imehifadhiwa kwa %{when}.',
    when: 'Lini', status: 'Hali', celebrate: 'Rekodi ufungaji wa ndoa', officiant: 'Mfungishaji', witnessPresent: 'Shahidi aliyehudhuria %{n}',
    confirmCelebration: 'Rekodi ufungaji wa ndoa', registered: 'Imesajiliwa kama %{number} (kitabu %{book}, ingizo %{entry}).', certificate: 'Pakua cheti cha ndoa',
    cancel: 'Ghairi nafasi', cancelReason: 'Sababu (si lazima)', confirmCancel: 'Ghairi nafasi iliyohifadhiwa',
  },
  visit: {
    place: 'Ziara · %{venue}', officer: 'Afisa: %{name}', noOfficer: 'Bado hakuna afisa aliyetajwa',
    kind: 'Aina ya uhifadhi', kindWords: 'Ziara ya afisa mahali binafsi', venue: 'Mahali', venueAddress: 'Anwani ya mahali', officerLabel: 'Afisa',
    title: 'Panga ziara ya afisa', schedule: 'Panga ziara', open: 'Panga ziara',
    lead: 'Notisi %{notice}: ndoa inafungwa %{venue} chini ya leseni maalum %{licence}. Afisa hutembelea mahali hapo: chagua siku na saa.',
    leadNoVenue: 'Notisi %{notice}: ndoa inafungwa mahali binafsi chini ya leseni maalum %{licence}. Afisa hutembelea mahali hapo: chagua siku na saa.',
    date: 'Siku ya ziara', time: 'Saa (mfumo wa saa 24)', chooseDay: 'Chagua siku ya ziara', chooseTime: 'Chagua saa ya ziara kwa muundo hh:mm',
    scheduled: 'Ziara imepangwa kwa %{when}.', inNotices: 'ziara %{venue}',
  },
  uncelebrated: {
    title: 'Harusi ambazo hazikufungwa', missed: 'Nafasi ambazo hazikuhudhuriwa', lapsed: 'Notisi zilizopitwa na muda', noneLapsed: 'Hakuna notisi iliyopitwa na muda.', lapsedOn: 'Ilipitwa na muda tarehe %{date}',
  },
  menu: { group: 'Ofisi ya ndoa', escalations: 'Masuala yaliyopandishwa', calendar: 'Kalenda ya harusi', uncelebrated: 'Hazikufungwa' },
  today: { weddings: 'Harusi za leo', noWeddings: 'Hakuna harusi leo.', activity: 'Shughuli za karibuni', noActivity: 'Bado hakuna kitu.' },
};

/**
 * The keys of the registries' messages that come from the licence and letter registries' own files
 * (licences.en.ts, letters.en.ts), whose Swahili sits beside them; `registryPagesSwWith` adds them.
 */
type RegistryListKeys = 'specialLicences' | 'organisationLicences' | 'licensedOrganisations' | 'licences' | 'maritalStatuses' | 'letters';
type RegistryPagesSw = Translation<typeof registryPagesEn>;

/** Swahili of the marriage registries of the back office, but for the licence and letter registries' words. */
export const registryPagesOwnSw: Omit<RegistryPagesSw, RegistryListKeys> = {
  menuGroup: 'Sajili',
  loading: 'Inapakia…',
  yes: 'Ndiyo',
  no: 'Hapana',
  civilMarriageNotices: 'Notisi za ndoa za kiserikali',
  notices: 'Kitabu cha notisi',
  civilMarriages: 'Ndoa za kiserikali',
  registerBook: 'Vitabu vya sajili ya ndoa',
  marriage: 'Ndoa',
  entry: 'Ingizo la sajili',
  certificate: 'Pakua cheti',
  openNotice: 'Fungua ombi la notisi',
  dissolvedOn: 'Ilivunjwa tarehe',
  decree: 'Amri ya mahakama',
  history: {
    certificateTitle: 'Cheti cha sasa',
    certificateNumber: 'Nambari ya cheti',
    issuedOn: 'Kilitolewa tarehe',
    noCertificate: 'Hakuna cheti kilichotolewa kwa ingizo hili.',
    title: 'Maelezo ya pembeni',
    none: 'Hakuna marekebisho: ingizo liko kama lilivyoandikwa.',
    note: '%{date}: %{field} imerekebishwa',
    before: 'Ilisomeka',
    now: 'Inasomeka',
    authority: 'Mamlaka',
    application: 'Ombi',
    newCertificate: 'Cheti kilitolewa',
    superseded: 'Cheti kilibadilishwa',
  },
  officiant: 'Mfungishaji',
  witnesses: 'Mashahidi',
  search: 'Tafuta majina au nambari ya notisi',
  searchMarriages: 'Tafuta majina, nambari au kitambulisho',
  from: 'Ilifungwa kuanzia',
  to: 'Ilifungwa hadi',
  books: 'Vitabu',
  noBooks: 'Bado hakuna kitabu cha sajili.',
  bookUsage: 'Maingizo %{used} kati ya %{capacity} · %{district} · %{year}',
  entriesOf: 'Maingizo ya kitabu %{book}',
  entryNo: 'Ingizo %{n}',
  noEntries: 'Bado hakuna ingizo katika kitabu hiki.',
  export: 'Hamisha CSV',
  statuses,
  conditions,
  party: { ...party },
  columns: {
    noticeNumber: 'Nambari ya notisi', couple: 'Wanandoa', district: 'Wilaya', intendedDate: 'Tarehe iliyokusudiwa', publishedAt: 'Imechapishwa', noticeEndsAt: 'Pingamizi hadi',
    status: 'Hali', openObjections: 'Pingamizi zilizo wazi', registrationNumber: 'Nambari ya usajili', entryNumber: 'Ingizo', book: 'Kitabu cha sajili',
    celebratedAt: 'Ilifungwa', venue: 'Mahali',
    partyA: 'Mhusika A', partyAIdNumber: 'Nambari ya kitambulisho ya mhusika A', partyB: 'Mhusika B', partyBIdNumber: 'Nambari ya kitambulisho ya mhusika B', officiant: 'Mfungishaji',
    cleared: 'Imeruhusiwa kuhifadhi nafasi', waiverLicence: 'Leseni maalum (msamaha wa notisi)', venueLicence: 'Leseni maalum (mahali binafsi)',
  },
};

/** The whole of the registries' Swahili, given the Swahili of the licence and letter registries. */
export function registryPagesSwWith(licences: RegistryPagesSw['licences'], letters: RegistryPagesSw['letters']): RegistryPagesSw {
  return {
    ...registryPagesOwnSw,
    specialLicences: licences.specialLicences,
    organisationLicences: licences.organisationLicences,
    licensedOrganisations: licences.licensedOrganisations,
    licences,
    maritalStatuses: letters.title,
    letters,
  };
}
