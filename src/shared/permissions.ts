import type { AccountType, StaffRole } from './accounts.js';

/** Back-office sections of seed section 2 / domain section 10. */
export const BACKOFFICE_SECTIONS = [
  'dashboard',
  'organisation-licenses',
  'special-licenses',
  'marriage-registrations',
  'marriage-returns',
  'divorce-returns',
  'marital-status',
  'certification',
  'searches',
  'registry',
  'tracking',
  'settings',
  'reports',
  'accounts',
  'billing',
] as const;
export type BackofficeSection = (typeof BACKOFFICE_SECTIONS)[number];

export type Action = 'read' | 'work' | 'write';

export interface Caller {
  accountType: AccountType;
  staffRole: StaffRole | null;
}

const QUEUES: BackofficeSection[] = [
  'organisation-licenses',
  'special-licenses',
  'marriage-registrations',
  'marriage-returns',
  'divorce-returns',
  'marital-status',
  'certification',
  'searches',
];

/** What each staff role may do per section (domain section 1). One source for the UI and the server. */
const GRANTS: Record<StaffRole, Partial<Record<BackofficeSection, readonly Action[]>>> = {
  OFFICER: { dashboard: ['read'], registry: ['read', 'work'], tracking: ['read'], ...Object.fromEntries(QUEUES.map((q) => [q, ['read', 'work']])) },
  DIRECTOR: { dashboard: ['read'], registry: ['read', 'work'], tracking: ['read'], reports: ['read'], ...Object.fromEntries(QUEUES.map((q) => [q, ['read', 'work']])) },
  REGISTRAR_GENERAL: {
    dashboard: ['read'], registry: ['read', 'work'], tracking: ['read'], reports: ['read'], settings: ['read'],
    ...Object.fromEntries(QUEUES.map((q) => [q, ['read', 'work']])),
  },
  MINISTER: { dashboard: ['read'], registry: ['read'], reports: ['read'], 'organisation-licenses': ['read', 'work'], 'special-licenses': ['read', 'work'] },
  ADMIN: {
    dashboard: ['read'], registry: ['read'], tracking: ['read'], reports: ['read'], settings: ['read', 'write'], accounts: ['read', 'write'],
    billing: ['read'], ...Object.fromEntries(QUEUES.map((q) => [q, ['read']])),
  },
  FINANCE: { dashboard: ['read'], billing: ['read', 'write'], reports: ['read'], settings: ['read'] },
};

export function canAccess(caller: Caller, request: { action: Action; resource: BackofficeSection }): boolean {
  if (caller.accountType !== 'BACKOFFICE' || !caller.staffRole) return false;
  return GRANTS[caller.staffRole][request.resource]?.includes(request.action) ?? false;
}

export function sectionsFor(caller: Caller): BackofficeSection[] {
  return BACKOFFICE_SECTIONS.filter((resource) => canAccess(caller, { action: 'read', resource }));
}
