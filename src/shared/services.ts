import type { AccountType, OrganisationType, StaffRole } from './accounts.js';
import type { AppLocale } from './i18n/locales.js';
import type { BackofficeSection } from './permissions.js';
import { isVerifiedInstitution, NOT_VERIFIED_MESSAGE, type VerificationStatus } from './institutions.js';

export const SERVICE_CODES = [
  'MARRIAGE_NOTICE',
  'SPECIAL_LICENCE_NOTICE_WAIVER',
  'SPECIAL_LICENCE_PRIVATE_VENUE',
  'PUBLIC_PLACE_LICENCE',
  'MARITAL_STATUS_LETTER',
  'DATA_RECTIFICATION',
  'INSTITUTION_MARRIAGE',
  'MARRIAGE_RETURN',
  'DIVORCE_RETURN',
  'REGISTER_SEARCH',
  'SEARCH_REPORT',
  'CERTIFIED_COPY',
] as const;
export type ServiceCode = (typeof SERVICE_CODES)[number];

/** The approval levels, in the order an application climbs them (domain section 3): the one list of them. */
export const APPROVAL_LEVELS = [
  'OFFICER',
  'DIRECTOR',
  'REGISTRAR_GENERAL',
  'MINISTER',
] as const satisfies readonly StaffRole[];
export type ApprovalLevel = (typeof APPROVAL_LEVELS)[number];

/** A service's words in a language: its card's name and description, and an application of it in a list or a sentence. */
export interface ServiceWords {
  name: string;
  description: string;
  /** An application of it ("Marriage return" of "Marriage returns"); its name when absent. */
  application?: string;
}

export interface ServiceDefinition {
  code: ServiceCode;
  /** What people read for it, in each language (the one place of a service's name). */
  words: Record<AppLocale, ServiceWords>;
  /** Among the services the visitor's landing page shows first. */
  highlighted?: boolean;
  /**
   * Its own register in the back office, at /backoffice/registry/<path> beside the others, behind the
   * registry's permission: `key` names its page, which the service's client part gives.
   */
  register?: { key: string; path: string };
  /** Issues a document of its own kind, named after the service (documents.kind is its code). */
  ownDocument?: boolean;
  /** What the registry charges when the portal is first set up (the price list changes it), and the tax head it goes to. */
  fee: { amount: number; taxHead: 'MARRIAGE_FEES' | 'LICENCE_FEES' | 'CERTIFICATION_FEES' | 'SEARCH_FEES' };
  /** Its extras as first set up (billables of the service), each with its name in each language. */
  extras?: readonly { code: string; words: Record<AppLocale, string>; amount: number; maxQuantity: number }[];
  /** Reference number prefix, e.g. MN-2026-000123. */
  prefix: string;
  audience: readonly Exclude<AccountType, 'BACKOFFICE'>[];
  chain: readonly ApprovalLevel[];
  /** Seed route of the application form, relative to the audience's area; null where it starts elsewhere. */
  formPath: string | null;
  /** The back-office section whose queues hold it. */
  section: BackofficeSection;
  /** Only these kinds of organisation may apply (domain section 2: divorce returns are for courts). */
  organisationTypes?: readonly OrganisationType[];
}

/** The institutions that celebrate marriages (a court dissolves them: it files divorce returns). */
export const CELEBRATING_INSTITUTIONS = ['CHURCH', 'MOSQUE', 'TEMPLE', 'LICENSED_ORGANISATION'] as const;

/**
 * Whether an organisation of this kind celebrates marriages: registers institution marriages, files
 * marriage returns and keeps an officiants list. A court does none of these. One rule for the server
 * and the client.
 */
export function celebratesMarriages(organisationType: OrganisationType | null | undefined): boolean {
  return Boolean(
    organisationType && (CELEBRATING_INSTITUTIONS as readonly OrganisationType[]).includes(organisationType),
  );
}

const LICENCE_CHAIN = APPROVAL_LEVELS;

/** Domain section 2: every service, its audience and its approval chain. */
export const SERVICES: readonly ServiceDefinition[] = [
  {
    code: 'MARRIAGE_NOTICE',
    words: {
      en: {
        name: 'Notice of marriage',
        description:
          'Give notice of your intended civil marriage. The notice is published for 21 days before the wedding can be booked.',
      },
      sw: {
        name: 'Notisi ya ndoa',
        description:
          'Toa notisi ya ndoa yako ya kiserikali unayokusudia. Notisi huchapishwa kwa siku 21 kabla ya kuweka nafasi ya harusi.',
        application: 'Tangazo la ndoa',
      },
    },
    highlighted: true,
    prefix: 'MN',
    audience: ['INDIVIDUAL'],
    chain: ['OFFICER'],
    formPath: 'services/form-marriage-registration',
    section: 'marriage-registrations',
    fee: { amount: 3300, taxHead: 'MARRIAGE_FEES' },
    extras: [
      {
        code: 'EXTRA_MARRIAGE_CERTIFICATE',
        words: { en: 'Extra copy of the marriage certificate', sw: 'Nakala ya ziada ya cheti cha ndoa' },
        amount: 1050,
        maxQuantity: 4,
      },
    ],
  },
  {
    code: 'SPECIAL_LICENCE_NOTICE_WAIVER',
    words: {
      en: {
        name: 'Special licence (notice waiver)',
        description: 'Ask to marry without waiting for the notice period, for a serious reason.',
      },
      sw: {
        name: 'Leseni maalum (kuondolewa muda wa notisi)',
        description: 'Omba kufunga ndoa bila kusubiri muda wa notisi, kwa sababu nzito.',
        application: 'Leseni maalum (kuondolewa kwa muda wa tangazo)',
      },
    },
    highlighted: true,
    prefix: 'SLW',
    audience: ['INDIVIDUAL'],
    chain: LICENCE_CHAIN,
    formPath: 'services/special-license-registration-notice-waiver',
    section: 'special-licenses',
    fee: { amount: 15_000, taxHead: 'LICENCE_FEES' },
  },
  {
    code: 'SPECIAL_LICENCE_PRIVATE_VENUE',
    words: {
      en: {
        name: 'Special licence (private venue)',
        description: 'Ask to celebrate your marriage at a named private venue.',
      },
      sw: { name: 'Leseni maalum (mahali binafsi)', description: 'Omba kufunga ndoa yako mahali binafsi palipotajwa.' },
    },
    prefix: 'SLP',
    audience: ['INDIVIDUAL'],
    chain: LICENCE_CHAIN,
    formPath: 'services/special-license-registration-private-venue',
    section: 'special-licenses',
    fee: { amount: 15_000, taxHead: 'LICENCE_FEES' },
  },
  {
    code: 'PUBLIC_PLACE_LICENCE',
    words: {
      en: {
        name: 'Public place licence',
        description: 'License a place of worship or a public place for the celebration of marriages.',
      },
      sw: {
        name: 'Leseni ya mahali pa umma',
        description: 'Pata leseni ya mahali pa ibada au mahali pa umma kwa ajili ya kufungisha ndoa.',
      },
    },
    prefix: 'PPL',
    audience: ['INDIVIDUAL'],
    chain: LICENCE_CHAIN,
    formPath: 'services/public-license-registration',
    section: 'organisation-licenses',
    fee: { amount: 25_000, taxHead: 'LICENCE_FEES' },
  },
  {
    code: 'MARITAL_STATUS_LETTER',
    words: {
      en: {
        name: 'Marital status letter',
        description:
          'A letter stating what the marriage register holds about you: no marriage, married, or a marriage dissolved.',
      },
      sw: {
        name: 'Barua ya hali ya ndoa',
        description:
          'Barua inayoeleza kile rejista ya ndoa inachoonyesha kukuhusu: hakuna ndoa, umeoa/umeolewa, au ndoa iliyovunjwa.',
      },
    },
    highlighted: true,
    register: { key: 'maritalStatuses', path: 'marital-statuses' },
    ownDocument: true,
    prefix: 'MSL',
    audience: ['INDIVIDUAL'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-marital-status',
    section: 'marital-status',
    fee: { amount: 1050, taxHead: 'CERTIFICATION_FEES' },
    extras: [
      {
        code: 'EXPRESS_LETTER',
        words: { en: 'Express processing (2 working days)', sw: 'Ushughulikiaji wa haraka (siku 2 za kazi)' },
        amount: 2000,
        maxQuantity: 1,
      },
    ],
  },
  {
    code: 'DATA_RECTIFICATION',
    words: {
      en: {
        name: 'Data rectification',
        description:
          "Correct a particular of your entry in the marriage register; the old value is kept in the entry's margin and a new certificate is issued.",
      },
      sw: {
        name: 'Marekebisho ya taarifa',
        description:
          'Rekebisha taarifa ya ingizo lako kwenye rejista ya ndoa; thamani ya zamani huhifadhiwa pembeni mwa ingizo na cheti kipya hutolewa.',
      },
    },
    prefix: 'DR',
    audience: ['INDIVIDUAL'],
    chain: ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL'],
    formPath: 'services/form-data-rectification',
    section: 'rectifications',
    fee: { amount: 1050, taxHead: 'CERTIFICATION_FEES' },
  },
  {
    code: 'INSTITUTION_MARRIAGE',
    words: {
      en: {
        name: 'Marriage registration',
        description: 'Register a marriage celebrated by your church, mosque, temple or licensed organisation.',
      },
      sw: {
        name: 'Usajili wa ndoa',
        description: 'Sajili ndoa iliyofungwa na kanisa, msikiti, hekalu au shirika lako lenye leseni.',
      },
    },
    highlighted: true,
    prefix: 'IM',
    audience: ['ORGANIZATION'],
    chain: ['OFFICER'],
    formPath: 'services/form-marriage-registration',
    section: 'marriage-registrations',
    fee: { amount: 3300, taxHead: 'MARRIAGE_FEES' },
    organisationTypes: CELEBRATING_INSTITUTIONS,
  },
  {
    code: 'MARRIAGE_RETURN',
    words: {
      en: {
        name: 'Marriage returns',
        description:
          'File the return of the marriages your institution celebrated in a month that has ended: by hand or from a CSV file.',
        application: 'Marriage return',
      },
      sw: {
        name: 'Taarifa za ndoa',
        description:
          'Wasilisha taarifa ya ndoa ambazo taasisi yako ilifungisha katika mwezi uliokwisha: kwa mkono au kutoka faili la CSV.',
        application: 'Taarifa ya ndoa',
      },
    },
    prefix: 'MR',
    audience: ['ORGANIZATION'],
    chain: ['OFFICER'],
    formPath: 'services/form-marriage-returns',
    section: 'marriage-returns',
    fee: { amount: 0, taxHead: 'MARRIAGE_FEES' },
    organisationTypes: CELEBRATING_INSTITUTIONS,
  },
  {
    code: 'DIVORCE_RETURN',
    words: {
      en: {
        name: 'Divorce returns',
        description: 'Courts return decrees absolute: the registry marks the marriage dissolved in the register.',
        application: 'Divorce return',
      },
      sw: {
        name: 'Taarifa za talaka',
        description:
          'Mahakama huwasilisha amri kamili za talaka: ofisi ya usajili huweka alama kwenye rejista kwamba ndoa imevunjwa.',
        application: 'Taarifa ya talaka',
      },
    },
    prefix: 'DV',
    audience: ['ORGANIZATION'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-divorce-returns',
    section: 'divorce-returns',
    fee: { amount: 0, taxHead: 'MARRIAGE_FEES' },
    organisationTypes: ['COURT'],
  },
  {
    code: 'REGISTER_SEARCH',
    words: {
      en: {
        name: 'Register search',
        description:
          'Search the marriage register for an entry by the names of the parties, an approximate date and the district.',
      },
      sw: {
        name: 'Utafutaji kwenye rejista',
        description: 'Tafuta ingizo kwenye rejista ya ndoa kwa majina ya wahusika, tarehe ya kukadiria na wilaya.',
        application: 'Upekuzi wa rejista',
      },
    },
    prefix: 'RS',
    audience: ['INDIVIDUAL', 'ORGANIZATION'],
    chain: ['OFFICER'],
    formPath: 'search',
    section: 'searches',
    fee: { amount: 550, taxHead: 'SEARCH_FEES' },
  },
  {
    code: 'SEARCH_REPORT',
    words: {
      en: {
        name: 'Search report',
        description:
          'The official report of one of your completed register searches: what was searched and the entries found, signed by the registry.',
      },
      sw: {
        name: 'Ripoti ya utafutaji',
        description:
          'Ripoti rasmi ya mojawapo ya utafutaji wako uliokamilika kwenye rejista: kilichotafutwa na maingizo yaliyopatikana, iliyotiwa sahihi na masjala.',
        application: 'Ripoti ya upekuzi',
      },
    },
    ownDocument: true,
    prefix: 'SR',
    audience: ['INDIVIDUAL', 'ORGANIZATION'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-search-report',
    section: 'searches',
    fee: { amount: 1050, taxHead: 'SEARCH_FEES' },
  },
  {
    code: 'CERTIFIED_COPY',
    words: {
      en: {
        name: 'Certified copy',
        description:
          'A certified copy of an entry in the marriage register, stamped and signed by the registry: your own entry, or one your register search found.',
      },
      sw: {
        name: 'Nakala iliyothibitishwa',
        description:
          'Nakala iliyothibitishwa ya ingizo kwenye rejista ya ndoa, yenye muhuri na sahihi ya masjala: ingizo lako mwenyewe, au lile ambalo utafutaji wako ulipata.',
      },
    },
    ownDocument: true,
    prefix: 'CC',
    audience: ['INDIVIDUAL', 'ORGANIZATION'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-certified-copy',
    section: 'certification',
    fee: { amount: 1050, taxHead: 'CERTIFICATION_FEES' },
    extras: [
      {
        code: 'EXTRA_CERTIFIED_COPY',
        words: { en: 'Extra certified copy', sw: 'Nakala ya ziada iliyothibitishwa' },
        amount: 1050,
        maxQuantity: 9,
      },
    ],
  },
];

/** Who applies: an account of the service's audience, and for organisations one of the service's kinds. */
export interface Applicant {
  accountType: AccountType;
  organisationType?: OrganisationType | null;
  /** Where the registry stands on the organisation: only a verified one applies for anything. */
  organisationVerification?: VerificationStatus | null;
}

/** One rule for the server (create and submit) and the client (the service cards). */
export function mayApplyFor(applicant: Applicant, service: ServiceDefinition): boolean {
  if (applicant.accountType === 'BACKOFFICE' || !service.audience.includes(applicant.accountType)) return false;
  if (applicant.accountType === 'ORGANIZATION' && !isVerifiedInstitution(applicant)) return false;
  if (applicant.accountType !== 'ORGANIZATION' || !service.organisationTypes) return true;
  return Boolean(applicant.organisationType && service.organisationTypes.includes(applicant.organisationType));
}

/** The services an applicant may apply for. */
export function servicesFor(applicant: Applicant): ServiceDefinition[] {
  return SERVICES.filter((s) => mayApplyFor(applicant, s));
}

/** Why an applicant may not apply, in words, or null when they may. */
export function refusalFor(applicant: Applicant, service: ServiceDefinition): string | null {
  if (mayApplyFor(applicant, service)) return null;
  if (
    applicant.accountType === 'ORGANIZATION' &&
    service.audience.includes('ORGANIZATION') &&
    !isVerifiedInstitution(applicant)
  )
    return NOT_VERIFIED_MESSAGE;
  if (
    applicant.accountType === 'ORGANIZATION' &&
    service.audience.includes('ORGANIZATION') &&
    service.organisationTypes?.includes('COURT')
  ) {
    return 'Only a court can file a divorce return';
  }
  if (
    applicant.accountType === 'ORGANIZATION' &&
    applicant.organisationType === 'COURT' &&
    service.code === 'MARRIAGE_RETURN'
  ) {
    return 'A court does not celebrate marriages: it files divorce returns, not marriage returns';
  }
  if (applicant.accountType === 'ORGANIZATION' && service.code === 'INSTITUTION_MARRIAGE') {
    return 'Only an institution that celebrates marriages (a church, mosque, temple or licensed organisation) registers an institution marriage';
  }
  return 'Your account cannot apply for this service';
}

export function serviceByCode(code: string): ServiceDefinition | undefined {
  return SERVICES.find((s) => s.code === code);
}

/** The services whose queues sit in a back-office section. */
export function servicesInSection(section: BackofficeSection): ServiceCode[] {
  return SERVICES.filter((s) => s.section === section).map((s) => s.code);
}

/** A service's words in a language, its application's name filled in. */
export function serviceWords(service: Pick<ServiceDefinition, 'words'>, locale: AppLocale): Required<ServiceWords> {
  const words = service.words[locale];
  return { ...words, application: words.application ?? words.name };
}

/** The services that have a register of their own in the back office. */
export const SERVICE_REGISTERS = SERVICES.flatMap((s) => (s.register ? [{ ...s.register, code: s.code }] : []));

/** The queues' sections of the back office by name in each language (its menu's groups, its queues' titles). */
const SECTION_WORDS = {
  'organisation-licenses': { en: 'Organisation licences', sw: 'Leseni za mashirika' },
  'special-licenses': { en: 'Special licences', sw: 'Leseni maalum' },
  'marriage-registrations': { en: 'Marriage registrations', sw: 'Usajili wa ndoa' },
  'marriage-returns': { en: 'Marriage returns', sw: 'Ripoti za ndoa' },
  'divorce-returns': { en: 'Divorce returns', sw: 'Ripoti za talaka' },
  'marital-status': { en: 'Marital status', sw: 'Hali ya ndoa' },
  certification: { en: 'Certification', sw: 'Uthibitishaji' },
  searches: { en: 'Searches', sw: 'Utafutaji' },
  rectifications: { en: 'Rectifications', sw: 'Marekebisho' },
} satisfies Partial<Record<BackofficeSection, Record<AppLocale, string>>>;

/** The names of the services' sections in a language, by section. */
export const sectionWords = (locale: AppLocale): Record<keyof typeof SECTION_WORDS, string> =>
  Object.fromEntries(Object.entries(SECTION_WORDS).map(([section, words]) => [section, words[locale]])) as Record<
    keyof typeof SECTION_WORDS,
    string
  >;
