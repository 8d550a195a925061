import type { AccountType, StaffRole } from './accounts.js';

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
}

const LICENCE_CHAIN = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER'] as const;

/** Domain section 2: every service, its audience and its approval chain. */
export const SERVICES: readonly ServiceDefinition[] = [
  { code: 'MARRIAGE_NOTICE', prefix: 'MN', audience: ['INDIVIDUAL'], chain: ['OFFICER'], formPath: 'services/form-marriage-registration' },
  { code: 'SPECIAL_LICENCE_NOTICE_WAIVER', prefix: 'SLW', audience: ['INDIVIDUAL'], chain: LICENCE_CHAIN, formPath: 'services/special-license-registration-notice-waiver' },
  { code: 'SPECIAL_LICENCE_PRIVATE_VENUE', prefix: 'SLP', audience: ['INDIVIDUAL'], chain: LICENCE_CHAIN, formPath: 'services/special-license-registration-private-venue' },
  { code: 'PUBLIC_PLACE_LICENCE', prefix: 'PPL', audience: ['INDIVIDUAL'], chain: LICENCE_CHAIN, formPath: 'services/public-license-registration' },
  { code: 'MARITAL_STATUS_LETTER', prefix: 'MSL', audience: ['INDIVIDUAL'], chain: ['OFFICER', 'DIRECTOR'], formPath: 'services/form-marital-status' },
  { code: 'DATA_RECTIFICATION', prefix: 'DR', audience: ['INDIVIDUAL'], chain: ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL'], formPath: 'services/form-data-rectification' },
  { code: 'INSTITUTION_MARRIAGE', prefix: 'IM', audience: ['ORGANIZATION'], chain: ['OFFICER'], formPath: 'services/form-marriage-registration' },
  { code: 'MARRIAGE_RETURN', prefix: 'MR', audience: ['ORGANIZATION'], chain: ['OFFICER'], formPath: 'services/form-marriage-returns' },
  { code: 'DIVORCE_RETURN', prefix: 'DV', audience: ['ORGANIZATION'], chain: ['OFFICER', 'DIRECTOR'], formPath: 'services/form-divorce-returns' },
  { code: 'REGISTER_SEARCH', prefix: 'RS', audience: ['INDIVIDUAL', 'ORGANIZATION'], chain: ['OFFICER'], formPath: 'search' },
  { code: 'SEARCH_REPORT', prefix: 'SR', audience: ['INDIVIDUAL', 'ORGANIZATION'], chain: ['OFFICER', 'DIRECTOR'], formPath: null },
  { code: 'CERTIFIED_COPY', prefix: 'CC', audience: ['INDIVIDUAL', 'ORGANIZATION'], chain: ['OFFICER', 'DIRECTOR'], formPath: null },
];

export function servicesFor(accountType: Exclude<AccountType, 'BACKOFFICE'>): ServiceDefinition[] {
  return SERVICES.filter((s) => s.audience.includes(accountType));
}
