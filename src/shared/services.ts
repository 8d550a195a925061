import type { AccountType, OrganisationType, StaffRole } from './accounts.js';
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

export interface ServiceDefinition {
  code: ServiceCode;
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
    prefix: 'MN',
    audience: ['INDIVIDUAL'],
    chain: ['OFFICER'],
    formPath: 'services/form-marriage-registration',
    section: 'marriage-registrations',
  },
  {
    code: 'SPECIAL_LICENCE_NOTICE_WAIVER',
    prefix: 'SLW',
    audience: ['INDIVIDUAL'],
    chain: LICENCE_CHAIN,
    formPath: 'services/special-license-registration-notice-waiver',
    section: 'special-licenses',
  },
  {
    code: 'SPECIAL_LICENCE_PRIVATE_VENUE',
    prefix: 'SLP',
    audience: ['INDIVIDUAL'],
    chain: LICENCE_CHAIN,
    formPath: 'services/special-license-registration-private-venue',
    section: 'special-licenses',
  },
  {
    code: 'PUBLIC_PLACE_LICENCE',
    prefix: 'PPL',
    audience: ['INDIVIDUAL'],
    chain: LICENCE_CHAIN,
    formPath: 'services/public-license-registration',
    section: 'organisation-licenses',
  },
  {
    code: 'MARITAL_STATUS_LETTER',
    prefix: 'MSL',
    audience: ['INDIVIDUAL'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-marital-status',
    section: 'marital-status',
  },
  {
    code: 'DATA_RECTIFICATION',
    prefix: 'DR',
    audience: ['INDIVIDUAL'],
    chain: ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL'],
    formPath: 'services/form-data-rectification',
    section: 'rectifications',
  },
  {
    code: 'INSTITUTION_MARRIAGE',
    prefix: 'IM',
    audience: ['ORGANIZATION'],
    chain: ['OFFICER'],
    formPath: 'services/form-marriage-registration',
    section: 'marriage-registrations',
    organisationTypes: CELEBRATING_INSTITUTIONS,
  },
  {
    code: 'MARRIAGE_RETURN',
    prefix: 'MR',
    audience: ['ORGANIZATION'],
    chain: ['OFFICER'],
    formPath: 'services/form-marriage-returns',
    section: 'marriage-returns',
    organisationTypes: CELEBRATING_INSTITUTIONS,
  },
  {
    code: 'DIVORCE_RETURN',
    prefix: 'DV',
    audience: ['ORGANIZATION'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-divorce-returns',
    section: 'divorce-returns',
    organisationTypes: ['COURT'],
  },
  {
    code: 'REGISTER_SEARCH',
    prefix: 'RS',
    audience: ['INDIVIDUAL', 'ORGANIZATION'],
    chain: ['OFFICER'],
    formPath: 'search',
    section: 'searches',
  },
  {
    code: 'SEARCH_REPORT',
    prefix: 'SR',
    audience: ['INDIVIDUAL', 'ORGANIZATION'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-search-report',
    section: 'searches',
  },
  {
    code: 'CERTIFIED_COPY',
    prefix: 'CC',
    audience: ['INDIVIDUAL', 'ORGANIZATION'],
    chain: ['OFFICER', 'DIRECTOR'],
    formPath: 'services/form-certified-copy',
    section: 'certification',
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
