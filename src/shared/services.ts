import type { AccountType, StaffRole } from './accounts.js';
import type { BackofficeSection } from './permissions.js';

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

export type ApprovalLevel = Extract<StaffRole, 'OFFICER' | 'DIRECTOR' | 'REGISTRAR_GENERAL' | 'MINISTER'>;

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
}

const LICENCE_CHAIN = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'] as const;

/** Domain section 2: every service, its audience and its approval chain. */
export const SERVICES: readonly ServiceDefinition[] = [
  { code: 'MARRIAGE_NOTICE', prefix: 'MN', audience: ['INDIVIDUAL'], chain: ['OFFICER'], formPath: 'services/form-marriage-registration', section: 'marriage-registrations' },
  { code: 'SPECIAL_LICENCE_NOTICE_WAIVER', prefix: 'SLW', audience: ['INDIVIDUAL'], chain: LICENCE_CHAIN, formPath: 'services/special-license-registration-notice-waiver', section: 'special-licenses' },
  { code: 'SPECIAL_LICENCE_PRIVATE_VENUE', prefix: 'SLP', audience: ['INDIVIDUAL'], chain: LICENCE_CHAIN, formPath: 'services/special-license-registration-private-venue', section: 'special-licenses' },
  { code: 'PUBLIC_PLACE_LICENCE', prefix: 'PPL', audience: ['INDIVIDUAL'], chain: LICENCE_CHAIN, formPath: 'services/public-license-registration', section: 'organisation-licenses' },
  { code: 'MARITAL_STATUS_LETTER', prefix: 'MSL', audience: ['INDIVIDUAL'], chain: ['OFFICER', 'DIRECTOR'], formPath: 'services/form-marital-status', section: 'marital-status' },
  { code: 'DATA_RECTIFICATION', prefix: 'DR', audience: ['INDIVIDUAL'], chain: ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL'], formPath: 'services/form-data-rectification', section: 'registry' },
  { code: 'INSTITUTION_MARRIAGE', prefix: 'IM', audience: ['ORGANIZATION'], chain: ['OFFICER'], formPath: 'services/form-marriage-registration', section: 'marriage-registrations' },
  { code: 'MARRIAGE_RETURN', prefix: 'MR', audience: ['ORGANIZATION'], chain: ['OFFICER'], formPath: 'services/form-marriage-returns', section: 'marriage-returns' },
  { code: 'DIVORCE_RETURN', prefix: 'DV', audience: ['ORGANIZATION'], chain: ['OFFICER', 'DIRECTOR'], formPath: 'services/form-divorce-returns', section: 'divorce-returns' },
  { code: 'REGISTER_SEARCH', prefix: 'RS', audience: ['INDIVIDUAL', 'ORGANIZATION'], chain: ['OFFICER'], formPath: 'search', section: 'searches' },
  { code: 'SEARCH_REPORT', prefix: 'SR', audience: ['INDIVIDUAL', 'ORGANIZATION'], chain: ['OFFICER', 'DIRECTOR'], formPath: null, section: 'searches' },
  { code: 'CERTIFIED_COPY', prefix: 'CC', audience: ['INDIVIDUAL', 'ORGANIZATION'], chain: ['OFFICER', 'DIRECTOR'], formPath: null, section: 'certification' },
];

export function servicesFor(accountType: Exclude<AccountType, 'BACKOFFICE'>): ServiceDefinition[] {
  return SERVICES.filter((s) => s.audience.includes(accountType));
}

export function serviceByCode(code: string): ServiceDefinition | undefined {
  return SERVICES.find((s) => s.code === code);
}

/** The services whose queues sit in a back-office section. */
export function servicesInSection(section: BackofficeSection): ServiceCode[] {
  return SERVICES.filter((s) => s.section === section).map((s) => s.code);
}
