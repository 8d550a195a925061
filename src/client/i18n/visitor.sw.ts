import type { pricesEn } from './settings.en.js';
import type { verifyEn } from './payments.en.js';
import { serviceDocumentWords } from '../../shared/documents.js';
import type { Translation } from './types.js';
import type { authEn, landingEn, pagesEn, portalEn, serviceWordsEn, termsEn, trackingEn } from './visitor.en.js';

/** Kiswahili of the visitor pages (/, /tracking, /verify, /services-prices, /sign-in, /auth/*…). */
export const portalSw: Translation<typeof portalEn> = {
  name: 'Tovuti ya Ndoa',
  registry: 'Ofisi ya Msajili wa Ndoa',
  skipToContent: 'Ruka hadi maudhui makuu',
  nav: {
    home: 'Mwanzo',
    services: 'Huduma na ada',
    tracking: 'Fuatilia ombi',
    signIn: 'Ingia',
    signUp: 'Fungua akaunti',
    terms: 'Sera ya faragha na masharti',
    signOut: 'Toka',
    myServices: 'Huduma',
    myApplications: 'Maombi yangu',
    dashboard: 'Dashibodi',
    menu: 'Fungua menyu',
  },
  footer: 'Huduma ya umma ya Ofisi ya Msajili wa Ndoa.',
  loading: 'Inapakia…',
  language: 'Lugha',
};

export const landingSw: Translation<typeof landingEn> = {
  title: 'Toa notisi ya ndoa, omba leseni na vyeti mtandaoni',
  lead: 'Wananchi, makanisa, mahakama na mashirika yenye leseni hushughulika na Msajili wa Ndoa hapa: notisi za ndoa, leseni maalum, barua za hali ya ndoa, marejesho, utafutaji katika rejista na nakala zilizothibitishwa.',
  start: 'Fungua akaunti',
  signIn: 'Ingia',
  trackTitle: 'Fuatilia ombi',
  trackLead: 'Weka nambari ya ufuatiliaji uliyopokea ulipotuma ombi.',
  servicesTitle: 'Unachoweza kufanya hapa',
  allServices: 'Tazama huduma zote na ada',
};

export const trackingSw: Translation<typeof trackingEn> = {
  title: 'Fuatilia ombi',
  number: 'Nambari ya ufuatiliaji',
  check: 'Angalia hali',
  notFound: 'Hatukupata ombi lenye nambari hii ya ufuatiliaji. Kagua nambari kisha ujaribu tena.',
  service: 'Huduma',
  reference: 'Kumbukumbu',
  status: 'Hali',
  stage: 'Hatua',
  submittedAt: 'Liliwasilishwa',
  updatedAt: 'Lilisasishwa mwisho',
  required: 'Weka nambari ya ufuatiliaji',
};

export const authSw: Translation<typeof authEn> = {
  secondFactorCode: 'Msimbo kutoka programu yako ya uthibitishaji',
  secondFactorHint: 'Tarakimu 6 ambazo programu yako inaonyesha sasa, au mojawapo ya misimbo yako ya akiba',
  trustDevice: 'Usiniulize msimbo kwenye kifaa hiki kwa saa %{hours}',
  trustDeviceHint: 'Kwenye kompyuta au simu unayotumia peke yako tu. Kutoka hakukatishi hili.',
  signInTitle: 'Ingia',
  phoneOrEmail: 'Anwani ya barua pepe au nambari ya simu',
  password: 'Nenosiri',
  showPassword: 'Onyesha nenosiri',
  hidePassword: 'Ficha nenosiri',
  submit: 'Ingia',
  forgot: 'Umesahau nenosiri lako?',
  noAccount: 'Huna akaunti bado? Fungua moja',
  signUpTitle: 'Fungua akaunti',
  accountType: 'Akaunti ya',
  individual: 'Mimi mwenyewe (raia au mkazi)',
  organization: 'Shirika (kanisa, mahakama, shirika lenye leseni)',
  firstName: 'Jina la kwanza',
  middleName: 'Jina la kati (si lazima)',
  lastName: 'Jina la mwisho',
  email: 'Anwani ya barua pepe',
  phone: 'Nambari ya simu ya mkononi',
  organisationName: 'Jina la shirika',
  organisationType: 'Aina ya shirika',
  registrationNumber: 'Nambari ya usajili',
  organisationTypes: {
    CHURCH: 'Kanisa',
    MOSQUE: 'Msikiti',
    TEMPLE: 'Hekalu',
    COURT: 'Mahakama',
    LICENSED_ORGANISATION: 'Shirika lenye leseni',
  },
  signUp: 'Fungua akaunti',
  haveAccount: 'Una akaunti tayari? Ingia',
  acceptTerms: 'Kwa kufungua akaunti unakubali sera ya faragha na masharti.',
  successTitle: 'Angalia simu yako na barua pepe',
  successLead:
    'Tumetuma msimbo wa tarakimu 6 kwa SMS kwenda %{phone} na kwa barua pepe kwenda %{email}. Unaisha baada ya dakika 5.',
  enterCode: 'Weka msimbo',
  verifyTitle: 'Weka msimbo wako wa uthibitisho',
  verifyLead: 'Andika msimbo wa tarakimu 6 tuliotuma kwa simu yako au barua pepe.',
  code: 'Msimbo wa uthibitisho',
  verify: 'Thibitisha',
  resend: 'Tuma msimbo mpya',
  resent: 'Msimbo mpya unakuja',
  setPasswordTitle: 'Chagua nenosiri lako',
  setPasswordLead: 'Tumia angalau herufi 8 zenye angalau herufi moja ya alfabeti na tarakimu moja.',
  newPassword: 'Nenosiri jipya',
  confirmPassword: 'Rudia nenosiri',
  passwordsDiffer: 'Manenosiri mawili hayafanani',
  savePassword: 'Hifadhi nenosiri',
  passwordSaved: 'Nenosiri lako limewekwa. Ingia ili kuendelea.',
  emailVerifiedTitle: 'Anwani ya barua pepe imethibitishwa',
  emailVerifiedFail: 'Hatukuweza kuthibitisha anwani yako ya barua pepe',
  emailVerifiedMissing:
    'Kiungo hiki cha uthibitisho hakijakamilika. Fungua tena kiungo kilicho kwenye barua pepe yako.',
  continueToSignIn: 'Endelea kuingia',
  resetTitle: 'Weka upya nenosiri lako',
  resetLead: 'Weka anwani ya barua pepe au nambari ya simu ya akaunti yako. Tutatuma msimbo wa tarakimu 6 kwake.',
  sendCode: 'Tuma msimbo',
  accountPasswordTitle: 'Weka nenosiri jipya',
  accountPasswordLead: 'Weka msimbo tuliotuma kwenda %{to} kisha uchague nenosiri jipya.',
  resetDone: 'Nenosiri lako limebadilishwa. Ingia kwa lile jipya.',
  verificationMissing: 'Thibitisha msimbo wako kwanza.',
};

export const pagesSw: Translation<typeof pagesEn> = {
  forbiddenTitle: 'Huwezi kufungua ukurasa huu',
  forbiddenLead: 'Akaunti yako haikupi ruhusa ya kufikia ukurasa huu.',
  unauthorizedTitle: 'Tafadhali ingia',
  unauthorizedLead: 'Kipindi chako kimekwisha au hujaingia.',
  goHome: 'Nenda kwenye ukurasa wangu wa mwanzo',
  accountLoading: 'Inapakia akaunti yako…',
  termsTitle: 'Sera ya faragha na masharti',
};

export const pricesSw: Translation<typeof pricesEn> = {
  title: 'Huduma na ada',
  lead: 'Kila huduma ya Msajili wa Ndoa: ada yake leo, nani anaweza kuomba, nani anaiidhinisha na nyongeza unazoweza kuongeza.',
  menu: 'Bei',
  audience: 'Nani anaomba',
  chain: 'Huidhinishwa na',
  feesNote:
    'Ada ziko kwa shilingi za Kenya (KES). Unalipa ada inayotumika siku unayowasilisha ombi lako; ankara yako inaionyesha kabla ya kulipa.',
  fee: 'Ada',
  free: 'Bila malipo',
  noFee: 'Ada bado haijawekwa',
  since: 'tangu %{date}',
  extras: 'Nyongeza unazoweza kuongeza',
  extraLimit: 'hadi %{count}',
  showSplit: 'Onyesha jinsi ada inavyogawanywa',
  hideSplit: 'Ficha jinsi ada inavyogawanywa',
  splitCaption: 'Jinsi ada ya %{service} inavyogawanywa katika vichwa vya kodi',
  taxHead: 'Kichwa cha kodi',
  share: 'Sehemu',
  amount: 'Kiasi',
  loading: 'Inapakia orodha ya bei',
  error: 'Orodha ya bei haikuweza kupakiwa.',
  retry: 'Jaribu tena',
};

export const verifySw: Translation<typeof verifyEn> = {
  title: 'Kagua hati',
  lead: 'Hati za Msajili wa Ndoa zina msimbo wa QR na msimbo wa uthibitisho. Weka msimbo ili kukagua kwamba hati ni halali.',
  code: 'Msimbo wa uthibitisho',
  codeHelp: 'Herufi na tarakimu 20, kama zilivyochapishwa chini ya msimbo wa QR',
  check: 'Kagua',
  required: 'Weka msimbo wa uthibitisho',
  checking: 'Inakagua…',
  genuine: 'Hati halali',
  genuineLead: 'Ofisi ya Msajili wa Ndoa ilitoa hati hii.',
  revoked: 'Ilibatilishwa tarehe %{date}',
  revokedLead: 'Hati hii ilitolewa na ofisi ya usajili lakini si halali tena.',
  revokedReason: 'Sababu',
  superseded: 'Ilibadilishwa tarehe %{date}',
  supersededLead:
    'Ofisi ya usajili ilitoa hati hii, lakini haitumiki tena: ilibadilishwa na hati %{number} ingizo la rejista liliporekebishwa. Omba hiyo.',
  supersededLeadUnnamed: 'Ofisi ya usajili ilitoa hati hii, lakini haitumiki tena: hati ya baadaye iliibadilisha.',
  notFound: 'Hatuna hati yenye msimbo huu',
  notFoundLead: 'Kagua msimbo kisha ujaribu tena. Hati ambayo msimbo wake haujulikani haikutolewa na ofisi ya usajili.',
  failed: 'Ukaguzi haukuweza kufanyika: %{message}',
  kind: 'Aina ya hati',
  documentTitle: 'Kichwa',
  number: 'Nambari',
  issuedAt: 'Tarehe ya kutolewa',
  kinds: {
    RECEIPT: 'Stakabadhi ya malipo',
    CERTIFICATE: 'Cheti',
    LICENCE: 'Leseni',
    LETTER: 'Barua',
    MARRIAGE_CERTIFICATE: 'Cheti cha ndoa',
    NOTICE: 'Notisi',
    RETURN_ACKNOWLEDGEMENT: 'Uthibitisho wa kupokea taarifa ya ndoa',
    DIVORCE_ACKNOWLEDGEMENT: 'Uthibitisho wa kupokea taarifa ya talaka',
    ...serviceDocumentWords('sw'),
  },
  otherKind: 'Hati iliyotolewa na ofisi ya usajili',
  seal: {
    heading: 'Kagua msimbo wa QR',
    lead: 'Piga picha ya msimbo wa QR ulio kwenye karatasi, au uusome kwa kamera. Ukaguzi unafanyika kwenye kifaa hiki: ukishafungua ukurasa huu mara moja, unafanya kazi bila mtandao.',
    photo: 'Picha ya msimbo wa QR',
    photoHelp: 'Chagua picha, au piga moja kwa simu yako',
    camera: 'Soma kwa kamera',
    stopCamera: 'Zima kamera',
    cameraView: 'Kile kamera inachoona',
    cameraFailed: 'Kamera haikuweza kufunguliwa. Ruhusu ukurasa huu kuitumia, au piga picha badala yake.',
    reading: 'Inasoma msimbo wa QR…',
    noCode:
      'Hakuna msimbo wa QR uliosomeka kwenye picha hii. Piga tena, karibu zaidi, ikiwa bapa na kwenye mwanga mzuri.',
    genuine: 'Halali: imetiwa saini na Msajili wa Ndoa',
    genuineLead:
      'Haya ndiyo maelezo ambayo ofisi ya usajili ilitia saini. Yalinganishe na karatasi: tofauti yoyote inamaanisha karatasi ilibadilishwa.',
    altered: 'Imebadilishwa',
    alteredLead:
      'Msimbo huu wa QR unadai kutoka kwa ofisi ya usajili, lakini unachosema hakilingani na saini ya ofisi. Usiikubali hati hii.',
    notOurs: 'Si yetu',
    notOursLead: 'Msimbo huu wa QR haukutengenezwa na Ofisi ya Msajili wa Ndoa. Usiikubali hati hii kama yetu.',
    noKeys:
      'Funguo za ofisi ya usajili bado hazipo kwenye kifaa hiki. Fungua ukurasa huu mara moja ukiwa na mtandao, kisha ukague tena.',
    code: 'Msimbo wa uthibitisho',
    current: 'Inatumika: ofisi ya usajili haijaiorodhesha kama iliyobatilishwa wala iliyobadilishwa',
    statusAsOf: 'Hali kufikia %{date}',
    statusUnknown: 'Kama ilibatilishwa au ilibadilishwa hakuwezi kukaguliwa bila mtandao.',
    revoked: 'Ilibatilishwa tarehe %{date}',
    revokedLead: 'Ofisi ya usajili ilitoa hati hii lakini iliibatilisha: si halali tena.',
    superseded: 'Ilibadilishwa tarehe %{date}',
    supersededLead: 'Ilibadilishwa na hati %{number}. Omba hiyo.',
    supersededLeadUnnamed: 'Hati ya baadaye iliibadilisha. Omba hiyo.',
  },
};

/** The `services` words of en.ts besides each service's own (which its folder's messages carry). */
export const serviceWordsSw: Translation<typeof serviceWordsEn> = {
  audience: { INDIVIDUAL: 'Wananchi na wakazi', ORGANIZATION: 'Makanisa, mahakama na mashirika yenye leseni' },
  levels: {
    OFFICER: 'Afisa wa usajili',
    DIRECTOR: 'Mkurugenzi',
    REGISTRAR_GENERAL: 'Msajili Mkuu',
    MINISTER: 'Waziri',
  },
  listTitle: 'Huduma',
  listLead: 'Chagua huduma unayohitaji. Kila kadi inaeleza ni ya nini na nani anaiidhinisha.',
  noneOnline:
    'Hakuna huduma inayoweza kuombwa mtandaoni kutoka akaunti hii bado. Kila huduma hutolewa katika ofisi za usajili; ada ziko kwenye orodha ya bei.',
  signedInAs: 'Umeingia kama %{name}',
  organisation: 'Shirika: %{name}',
  availableSoon: 'Maombi ya huduma hii yatafunguliwa hapa fomu yake itakapochapishwa.',
  continueDraft: 'Endelea na rasimu yako %{reference}',
  draftNote: 'Ulianza ombi tarehe %{date}; limehifadhiwa kama rasimu. Liendeleze ulipoishia.',
};

/** The words of react-admin the visitor pages show (the page that is not found). */
export const visitorRaSw = {
  page: { not_found: 'Haikupatikana' },
  message: { not_found: 'Labda uliandika URL isiyo sahihi, au ulifuata kiungo kibovu.' },
};

/** The public notice board (/notices) and its objection form. */
export const noticeBoardSw = {
  board: {
    title: 'Notisi za ndoa',
    lead: 'Notisi zilizo hapa chini huchapishwa kwa siku 21. Yeyote anayejua sababu halali kwa nini ndoa isifanyike anaweza kupinga kabla ya muda wa notisi kuisha.',
    search: 'Tafuta kwa jina au nambari ya notisi',
    searchForm: 'Tafuta notisi',
    district: 'Wilaya',
    allDistricts: 'Wilaya zote',
    loading: 'Inapakia notisi…',
    error: 'Notisi hazikuweza kupakiwa: %{message}',
    retry: 'Jaribu tena',
    none: 'Hakuna notisi iliyochapishwa inayolingana na utafutaji wako.',
    count: 'notisi %{smart_count} |||| notisi %{smart_count}',
    pages: 'Kurasa za notisi',
    and: 'na',
    noticeNumber: 'Nambari ya notisi',
    intendedDate: 'Tarehe inayokusudiwa',
    venue: 'Mahali',
    publishedAt: 'Ilichapishwa',
    noticeEndsAt: 'Mapingamizi hadi',
    object: 'Pinga notisi hii',
    objectTo: 'Pinga notisi %{number}',
  },
  objection: {
    title: 'Pinga notisi %{number}',
    intro:
      'Toa jina lako, njia ya kuwasiliana nawe, na sababu halali za pingamizi lako. Ofisi ya usajili hupitia kila pingamizi.',
    name: 'Jina lako kamili',
    contact: 'Nambari yako ya simu au anwani ya barua pepe',
    contactHint: 'Simu katika muundo wa kimataifa, k.m. +254712345678',
    grounds: 'Sababu za pingamizi',
    groundsHint: 'Angalau herufi 20: unachojua na jinsi unavyokijua.',
    nameRequired: 'Weka jina lako',
    contactInvalid: 'Andika anwani ya barua pepe au nambari ya simu, mfano 0712 345 678 au +254712345678',
    groundsShort: 'Eleza sababu kwa angalau herufi 20',
    send: 'Wasilisha pingamizi',
    cancel: 'Ghairi',
    close: 'Funga',
    doneTitle: 'Pingamizi limepokelewa',
    reference: 'Kumbukumbu ya pingamizi lako: %{reference}',
    keep: 'Hifadhi kumbukumbu hii. Ofisi ya usajili itawasiliana nawe kuhusu matokeo.',
    closed: 'Notisi hii haipokei mapingamizi tena.',
    tooMany: 'Mapingamizi mengi mno yalitumwa kutoka muunganisho wako. Tafadhali jaribu tena baadaye.',
  },
};

export const termsSw: Translation<typeof termsEn> = {
  who: {
    title: 'Sisi ni nani',
    text: 'Tovuti ya ndoa inaendeshwa na Ofisi ya Msajili wa Ndoa. Inatunza rejista ya ndoa na kitabu cha notisi chini ya Sheria ya Ndoa, 2014.',
  },
  what: {
    title: 'Tunachokusanya',
    text: 'Ili kukupa huduma tunakusanya taarifa zinazotakiwa na sheria: majina, nambari za utambulisho, tarehe za kuzaliwa, njia za mawasiliano, taarifa za wahusika wa ndoa na za mashahidi, na hati unazoambatisha. Tunakagua nambari za utambulisho katika sajili ya kitaifa ya utambulisho.',
  },
  why: {
    title: 'Kwa nini tunakusanya',
    text: 'Tunatumia taarifa zako tu kushughulikia maombi yako, kutunza rejista zinazotakiwa na sheria, kutoa hati na kuwasiliana nawe kuhusu maombi yako. Notisi za ndoa huchapishwa kwa muda wa notisi, kama sheria inavyotaka, ili yeyote aweze kupinga.',
  },
  sees: {
    title: 'Nani anaziona',
    text: 'Wafanyakazi wa ofisi ya usajili huona kile kazi yao inachohitaji, na kila badiliko wanalofanya hurekodiwa. Ufuatiliaji wa umma huonyesha tu huduma, hali na tarehe za ombi. Tunashiriki taarifa na mashirika mengine ya serikali pale tu sheria inapotaka.',
  },
  keep: {
    title: 'Tunazihifadhi kwa muda gani',
    text: 'Maingizo ya rejista huhifadhiwa milele, kama sheria inavyotaka. Maombi na hati zake huhifadhiwa kwa vipindi vilivyowekwa na ratiba ya kuhifadhi kumbukumbu.',
  },
  rights: {
    title: 'Haki zako',
    text: 'Unaweza kuona taarifa tunazoshikilia kukuhusu, kuomba marekebisho kupitia huduma ya urekebishaji wa taarifa, na kulalamika kwa Ofisi ya Kamishna wa Ulinzi wa Data.',
  },
  account: {
    title: 'Akaunti yako',
    text: 'Weka nenosiri lako siri. Baada ya manenosiri 5 yasiyo sahihi akaunti yako hufungwa kwa dakika 15. Toka kwenye kompyuta za pamoja. Kutoa taarifa za uongo kwa ofisi ya usajili ni kosa.',
  },
  fees: {
    title: 'Ada',
    text: 'Ada huwekwa na ofisi ya usajili na huonyeshwa kabla ya kulipa. Malipo huthibitishwa na lango la malipo na stakabadhi hutolewa kwa kila moja.',
  },
};
