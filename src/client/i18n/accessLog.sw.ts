import type { accessLogEn } from './accessLog.en.js';
import type { Translation } from './types.js';

/** Swahili of the access logs (mirror of accessLog.en.ts). */
export const accessLogSw: Translation<typeof accessLogEn> = {
  title: 'Nani amefungua rekodi hii',
  lead: 'Kila ufunguzi wa rekodi hii na mtu yeyote, pamoja na sababu iliyotolewa inapoombwa.',
  none: 'Hakuna aliyefungua rekodi hii bado.',
  failed: 'Kumbukumbu za ufikiaji hazikuweza kusomwa: %{message}',
  columns: {
    at: 'Lini',
    who: 'Nani',
    role: 'Wadhifa',
    office: 'Ofisi',
    what: 'Nini',
    reason: 'Sababu iliyotolewa',
  },
  noReason: 'Hakuna sababu iliyotolewa',
  notAsked: 'Haikuombwa',
  nationalOffice: 'Ofisi ya kitaifa',
  kinds: {
    application: 'Alifungua ombi',
    'marriage-entry': 'Alifungua ingizo la rejista',
    attachment: 'Alifungua hati iliyoambatishwa',
    document: 'Alipakua hati',
    'register-search': 'Utafutaji wa rejista uliipata',
    'personal-archive': 'Alipakua kumbukumbu ya data yake',
    letter: 'Alifungua rekodi ya barua ya hali ya ndoa',
    licence: 'Alifungua rekodi ya leseni',
    notice: 'Alisoma notisi ya ndoa',
  },
  roles: {
    INDIVIDUAL: 'Raia',
    ORGANIZATION: 'Taasisi',
  },
  reason: {
    lead: 'Hushughulikii rekodi hii: eleza kwa nini umeifungua. Sababu huhifadhiwa pamoja na ufikiaji wako, ambao wakaguzi husoma.',
    label: 'Kwa nini umeifungua',
    submit: 'Rekodi sababu',
    recorded: 'Sababu yako imerekodiwa pamoja na ufikiaji huu.',
    failed: 'Sababu haikuweza kurekodiwa: %{message}',
  },
  my: {
    menu: 'Nani ameangalia rekodi zangu',
    title: 'Nani ameangalia rekodi zangu',
    lead: 'Kila mara mtu wa ofisi ya usajili anapofungua maombi yako, hati zako au maingizo yako katika rejista, au utafutaji wa rejista unapoyapata, hurekodiwa hapa. Unaona wadhifa na ofisi yao; ofisi ya usajili huhifadhi jina lao na kuwajibika kwa ajili yao.',
    none: 'Hakuna mtu wa ofisi ya usajili aliyeangalia rekodi zako bado.',
    download: 'Pakua data yangu yote',
    downloadLead:
      'Faili moja la ZIP lenye kila kitu ofisi ya usajili inachohifadhi kukuhusu: data yako kama faili la JSON, na hati zako na faili ulizopakia.',
    downloadFailed: 'Data yako haikuweza kupakuliwa: %{message}',
    someone: 'Mfanyakazi wa ofisi ya usajili',
  },
};
