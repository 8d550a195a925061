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
  'rectifications',
  'registry',
  'institutions',
  'duplicates',
  'tracking',
  'settings',
  'reports',
  'statistics',
  'accounts',
  'billing',
  'audit',
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
  'rectifications',
];

/** What each staff role may do per section (domain section 1). One source for the UI and the server. */
const GRANTS: Record<StaffRole, Partial<Record<BackofficeSection, readonly Action[]>>> = {
  OFFICER: {
    dashboard: ['read'],
    registry: ['read', 'work'],
    institutions: ['read', 'work'],
    duplicates: ['read', 'work'],
    tracking: ['read'],
    ...Object.fromEntries(QUEUES.map((q) => [q, ['read', 'work']])),
  },
  DIRECTOR: {
    dashboard: ['read'],
    registry: ['read', 'work'],
    institutions: ['read', 'work'],
    duplicates: ['read', 'work'],
    tracking: ['read'],
    reports: ['read'],
    ...Object.fromEntries(QUEUES.map((q) => [q, ['read', 'work']])),
  },
  REGISTRAR_GENERAL: {
    dashboard: ['read'],
    registry: ['read', 'work'],
    institutions: ['read', 'work'],
    duplicates: ['read', 'work'],
    tracking: ['read'],
    reports: ['read'],
    statistics: ['read'],
    settings: ['read'],
    billing: ['read'],
    audit: ['read'],
    ...Object.fromEntries(QUEUES.map((q) => [q, ['read', 'work']])),
  },
  MINISTER: {
    dashboard: ['read'],
    registry: ['read'],
    reports: ['read'],
    statistics: ['read'],
    'organisation-licenses': ['read', 'work'],
    'special-licenses': ['read', 'work'],
  },
  ADMIN: {
    dashboard: ['read'],
    registry: ['read'],
    institutions: ['read'],
    duplicates: ['read'],
    tracking: ['read'],
    reports: ['read'],
    statistics: ['read'],
    settings: ['read', 'write'],
    accounts: ['read', 'write'],
    billing: ['read'],
    audit: ['read'],
    ...Object.fromEntries(QUEUES.map((q) => [q, ['read']])),
  },
  FINANCE: { dashboard: ['read'], billing: ['read', 'write'], reports: ['read'], settings: ['read'] },
};

/**
 * Who reads the vital statistics (issue 24): the Registrar General and the minister, for whom they
 * are made, and the administrator, who reads everything and keeps the counties' populations they
 * divide by. Directors, officers and finance work the registry's cases and money, not its statistics
 * (docs/decisions.md, "Vital statistics"). One rule for the page, the menu and the API.
 */
export function canReadStatistics(caller: Caller): boolean {
  return canAccess(caller, { action: 'read', resource: 'statistics' });
}

export function canAccess(caller: Caller, request: { action: Action; resource: BackofficeSection }): boolean {
  if (caller.accountType !== 'BACKOFFICE' || !caller.staffRole) return false;
  return GRANTS[caller.staffRole][request.resource]?.includes(request.action) ?? false;
}

/**
 * Who decides a possible duplicate (issue 24): staff who work the possible duplicates, in its
 * district when they are a district's staff (a submission with no district is national staff's).
 * One rule for the server and the client.
 */
export function mayDecideDuplicate(
  caller: Caller & { district?: string | null },
  duplicate: { district: string | null },
): boolean {
  if (!canAccess(caller, { action: 'work', resource: 'duplicates' })) return false;
  return !caller.district || caller.district === duplicate.district;
}

/**
 * Who may comment on an application as staff (the comment step): those who may work its section,
 * in its district when they are a district's staff. Reading a queue is not enough: the read-only
 * administrator reads every queue and comments on none. The applicant's own comment is the
 * applicant's (the server checks ownership). One rule for the server and the client.
 */
export function staffMayComment(
  caller: Caller & { district?: string | null },
  application: { section: BackofficeSection; district: string | null },
): boolean {
  if (!canAccess(caller, { action: 'work', resource: application.section })) return false;
  return !caller.district || caller.district === application.district;
}

/**
 * Who records that an application's documents left by courier: the staff who may work on it (its
 * section, its district), as for a comment. One rule for the server and the client.
 */
export function staffMayDispatch(
  caller: Caller & { district?: string | null },
  application: { section: BackofficeSection; district: string | null },
): boolean {
  return staffMayComment(caller, application);
}

/**
 * Who sends the missing marriage-return reminders: they go to every licensed institution in the
 * country (an institution belongs to no district), so only national staff who work the marriage
 * returns send them; a district's staff are refused (docs/decisions.md, "Missing-return reminders").
 */
export function canRemindMissingReturns(caller: Caller & { district?: string | null }): boolean {
  return canAccess(caller, { action: 'work', resource: 'marriage-returns' }) && !caller.district;
}

/**
 * Who reads the access records of a person's record (who opened it, when, why): those who read the
 * audit log (the administrator, the Registrar General). A citizen reads those of their own records
 * through their own route. One rule for the server and the client.
 */
export function canReadAccessLog(caller: Caller): boolean {
  return canAccess(caller, { action: 'read', resource: 'audit' });
}

/**
 * Whether staff opening a person's record are asked why (the access record keeps the reason, sent
 * as the X-Access-Reason header): when they cannot work on it, in its section and district; a record
 * whose section the read does not know (an attachment, a document) is the registry's. Staff who work
 * on it, and the person themselves, are not asked (docs/security.md, "What is logged").
 */
export function accessReasonRequired(
  caller: Caller & { district?: string | null },
  record: { section: BackofficeSection; district: string | null } | null,
): boolean {
  if (caller.accountType !== 'BACKOFFICE') return false;
  return !staffMayComment(caller, record ?? { section: 'registry', district: caller.district ?? null });
}

export function sectionsFor(caller: Caller): BackofficeSection[] {
  return BACKOFFICE_SECTIONS.filter((resource) => canAccess(caller, { action: 'read', resource }));
}

/** The settings tables of the back office (domain section 8), named as their API resources. */
export const SETTINGS = [
  'districts',
  'countries',
  'services',
  'service-costs',
  'billables',
  'tax-heads',
  'service-tax-heads',
  'dioceses',
  'marriage-rooms',
  'marriage-configs',
] as const;
export type Setting = (typeof SETTINGS)[number];

/** The money settings FINANCE keeps besides the ADMIN (domain section 1: "service costs, tax heads, billables"). */
export const MONEY_SETTINGS: readonly Setting[] = ['service-costs', 'billables', 'tax-heads', 'service-tax-heads'];

/** Every staff member reads the settings through the API: queues, calendars and forms need them. */
export function canReadSetting(caller: Caller): boolean {
  return caller.accountType === 'BACKOFFICE' && Boolean(caller.staffRole);
}

/**
 * Settings kept outside the generic tables, each written by one role only (not the ADMIN): the
 * certificate stamp and its signatory are the Registrar General's (domain sections 5 and 8).
 */
export const OWN_SETTINGS = { 'certificate-stamps': 'REGISTRAR_GENERAL' } as const satisfies Record<string, StaffRole>;
export type OwnSetting = keyof typeof OWN_SETTINGS;
export type SettingsTable = Setting | OwnSetting;

const isOwnSetting = (setting: string): setting is OwnSetting => Object.hasOwn(OWN_SETTINGS, setting);

/**
 * Who may change a settings table: whoever may write `settings` (ADMIN), and FINANCE for the money
 * ones; a setting of its own (the certificate stamp) only its role.
 */
export function canWriteSetting(caller: Caller, setting: SettingsTable): boolean {
  if (isOwnSetting(setting)) return caller.accountType === 'BACKOFFICE' && caller.staffRole === OWN_SETTINGS[setting];
  if (canAccess(caller, { action: 'write', resource: 'settings' })) return true;
  return caller.accountType === 'BACKOFFICE' && caller.staffRole === 'FINANCE' && MONEY_SETTINGS.includes(setting);
}

/** The back-office settings pages (/backoffice/settings/<page>, domain section 10) and the table each keeps. */
export const SETTINGS_PAGES = {
  'service-costs': 'service-costs',
  billables: 'billables',
  'tax-heads': 'tax-heads',
  diocese: 'dioceses',
  'marriage-rooms': 'marriage-rooms',
  'service-tax-heads': 'service-tax-heads',
  'marriage-configs': 'marriage-configs',
  countries: 'countries',
  districts: 'districts',
  'certificate-stamp': 'certificate-stamps',
} as const satisfies Record<string, SettingsTable>;
export type SettingsPage = keyof typeof SETTINGS_PAGES;

/** Who opens a settings page: those who may read the settings section; changing it follows canWriteSetting. */
export function canOpenSettingsPage(caller: Caller, page: string, action: 'read' | 'write'): boolean {
  if (!Object.hasOwn(SETTINGS_PAGES, page) || !canAccess(caller, { action: 'read', resource: 'settings' }))
    return false;
  return action === 'read' || canWriteSetting(caller, SETTINGS_PAGES[page as SettingsPage]);
}

// ------------------------------------------------------------------------------------------------
// Dashboard
// ------------------------------------------------------------------------------------------------

/** The blocks of the back-office dashboard (GET /api/dashboard), each a figure or list of one kind. */
export const DASHBOARD_BLOCKS = [
  'queues',
  'overdue',
  'escalations',
  'approvals',
  'licences',
  'trend',
  'revenue',
  'failedPayments',
  'accounts',
  'settingsChanges',
] as const;
export type DashboardBlock = (typeof DASHBOARD_BLOCKS)[number];

/**
 * What each role's dashboard shows (domain sections 1 and 9): officers and directors their queues
 * and what is late (directors the objections too); the Registrar General and the Minister the
 * approvals at their level, the licences and the year's trend; finance the money; the
 * administrator the accounts and the settings changes.
 */
const DASHBOARD_BY_ROLE: Record<StaffRole, readonly DashboardBlock[]> = {
  OFFICER: ['queues', 'overdue'],
  DIRECTOR: ['queues', 'overdue', 'escalations'],
  REGISTRAR_GENERAL: ['queues', 'approvals', 'licences', 'trend'],
  MINISTER: ['queues', 'approvals', 'licences', 'trend'],
  FINANCE: ['revenue', 'failedPayments'],
  ADMIN: ['accounts', 'settingsChanges'],
};

/** The dashboard blocks this caller may read: none without the dashboard, and each only with the section behind it. */
export function dashboardBlocksFor(caller: Caller): DashboardBlock[] {
  if (!caller.staffRole || !canAccess(caller, { action: 'read', resource: 'dashboard' })) return [];
  const behind: Partial<Record<DashboardBlock, BackofficeSection>> = {
    escalations: 'marriage-registrations',
    revenue: 'billing',
    failedPayments: 'billing',
    accounts: 'accounts',
    settingsChanges: 'settings',
  };
  return DASHBOARD_BY_ROLE[caller.staffRole].filter((block) => {
    const section = behind[block];
    return !section || canAccess(caller, { action: 'read', resource: section });
  });
}

/**
 * Every signed-in account (citizen, institution or staff) chooses the language of its own account,
 * and only of its own: nobody sets another person's language.
 */
export function canSetLanguage(caller: Caller & { userId: string }, accountId: string): boolean {
  return caller.userId === accountId;
}
