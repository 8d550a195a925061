import type { Profile } from './contracts/auth.js';

export const ACCOUNT_TYPES = ['BACKOFFICE', 'ORGANIZATION', 'INDIVIDUAL'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const STAFF_ROLES = ['OFFICER', 'DIRECTOR', 'REGISTRAR_GENERAL', 'MINISTER', 'ADMIN', 'FINANCE'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The staff roles in English words: the portal's messages and the server's e-mails say the same. */
export const STAFF_ROLE_WORDS: Record<StaffRole, string> = {
  OFFICER: 'Registration officer',
  DIRECTOR: 'Director',
  REGISTRAR_GENERAL: 'Registrar General',
  MINISTER: 'Minister',
  ADMIN: 'Administrator',
  FINANCE: 'Finance officer',
};

export const ORGANISATION_TYPES = ['CHURCH', 'MOSQUE', 'TEMPLE', 'COURT', 'LICENSED_ORGANISATION'] as const;
export type OrganisationType = (typeof ORGANISATION_TYPES)[number];

export const ID_TYPES = ['NATIONAL_ID', 'PASSPORT', 'ALIEN_ID'] as const;
export type IdType = (typeof ID_TYPES)[number];

/** The profile answered by GET /users/me and kept in the browser's storage (its schema: contracts/auth.ts). */
export type { Profile };

export const AREA_HOMES: Record<AccountType, string> = {
  BACKOFFICE: '/backoffice/dashboard',
  ORGANIZATION: '/institution/services/list',
  INDIVIDUAL: '/user/services/list',
};

export const ONBOARDING_PATH = '/account-onboard';

/** Where a registry staff member without a second factor sets one up before anything else (issue 23). */
export const SECOND_FACTOR_SETUP_PATH = '/account-second-factor';

/**
 * How long a device the person chose to trust at a sign-in with a code may sign in again with the
 * password alone: a working day (docs/security.md, "Second factor").
 */
export const DEVICE_TRUST_HOURS = 12;
/** How many device trusts a browser keeps and sends (several people may share a registry's computer). */
export const DEVICE_TRUSTS_KEPT = 8;

/**
 * An individual account without an ID number: it is sent to onboarding (seed section 2), and only it
 * may use the identity check and onboarding. One rule for the browser's guards and the server.
 */
export function needsOnboarding(profile: Pick<Profile, 'accountType' | 'idNumber'>): boolean {
  return profile.accountType === 'INDIVIDUAL' && !profile.idNumber;
}

/**
 * A back-office account without an authenticator app: until it sets one up, its session opens the
 * set-up page and nothing else of the back office (the server refuses every other route; issue 23).
 * One rule for the browser's guards and the server's sign-in check.
 */
export function needsSecondFactorSetUp(account: { accountType: AccountType; secondFactorOn?: boolean }): boolean {
  return account.accountType === 'BACKOFFICE' && account.secondFactorOn === false;
}

/** Where a signed-in user belongs (seed section 2, "Home by account type"). */
export function homePathFor(profile: Pick<Profile, 'accountType' | 'idNumber'> & { secondFactorOn?: boolean }): string {
  if (needsOnboarding(profile)) return ONBOARDING_PATH;
  if (needsSecondFactorSetUp(profile)) return SECOND_FACTOR_SETUP_PATH;
  return AREA_HOMES[profile.accountType];
}

/** The account type that owns an area path, or null for paths outside the three areas. */
export function areaOwner(pathname: string): AccountType | null {
  if (pathname === '/user' || pathname.startsWith('/user/')) return 'INDIVIDUAL';
  if (pathname === '/institution' || pathname.startsWith('/institution/')) return 'ORGANIZATION';
  if (pathname === '/backoffice' || pathname.startsWith('/backoffice/')) return 'BACKOFFICE';
  return null;
}
