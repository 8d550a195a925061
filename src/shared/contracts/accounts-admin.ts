import { z } from 'zod';
import { ACCOUNT_TYPES, ID_TYPES, STAFF_ROLES } from '../accounts.js';
import { SETTINGS } from '../permissions.js';
import { envelope } from './common.js';

/** The statuses of an account: PENDING until a password is set, ACTIVE, DISABLED by an administrator. */
export const ACCOUNT_STATUSES = ['PENDING', 'ACTIVE', 'DISABLED'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** The changes an administrator makes to an account: POST /api/accounts/:id/<action>. */
export const ACCOUNT_ACTIONS = [
  'role',
  'district',
  'disable',
  'enable',
  'unlock',
  'reset-password',
  'reset-second-factor',
] as const;
export type AccountAction = (typeof ACCOUNT_ACTIONS)[number];

export const ACCOUNT_MESSAGES = {
  stale: 'This account was changed by someone else. Reload it and try again.',
  ownRole: 'You cannot change your own role',
  ownDisable: 'You cannot disable your own account',
  lastAdmin: 'This is the last active administrator: give another account the administrator role first',
  staffOnly: 'Only staff accounts have a role and a district',
  unknownDistrict: 'Choose a district from the list',
  sameRole: 'The account already has this role',
  notDisabled: 'This account is not disabled',
  alreadyDisabled: 'This account is already disabled',
  notLocked: 'This account is not locked',
  disabledNoReset: 'Enable this account before sending it a password reset',
  noSecondFactor: 'This account has no second factor to reset',
  notFound: 'There is no such account',
  version: 'Reload the account: send the version you were shown',
} as const;

const version = z
  .number({ error: ACCOUNT_MESSAGES.version })
  .int(ACCOUNT_MESSAGES.version)
  .min(1, ACCOUNT_MESSAGES.version)
  .max(2_147_483_647, ACCOUNT_MESSAGES.version);

/** The body of disable, enable, unlock and reset-password: the version the administrator saw. */
export const accountVersionInput = z.object({ version });
export const accountRoleInput = z.object({
  version,
  staffRole: z.enum(STAFF_ROLES, { error: 'Choose the staff role' }),
});
export const accountDistrictInput = z.object({
  version,
  /** A district code, or null for national (every district). */
  district: z
    .string({ error: ACCOUNT_MESSAGES.unknownDistrict })
    .trim()
    .min(1, ACCOUNT_MESSAGES.unknownDistrict)
    .max(60, ACCOUNT_MESSAGES.unknownDistrict)
    .nullable(),
});

/** One account as the accounts list and page show it (GET /api/accounts, /api/accounts/:id). */
export const accountRecord = z.object({
  id: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  status: z.enum(ACCOUNT_STATUSES),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  district: z.string().nullable(),
  districtName: z.string().nullable(),
  organisationName: z.string().nullable(),
  /** lockedUntil is in the future: five failed sign-ins. */
  locked: z.boolean(),
  lockedUntil: z.string().nullable(),
  failedLoginCount: z.number(),
  /** Sessions not signed out nor revoked (they may have idled out). */
  activeSessions: z.number(),
  passwordSet: z.boolean(),
  /** A sign-in asks for a code of an authenticator app. */
  secondFactor: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number(),
});
export type AccountRecord = z.infer<typeof accountRecord>;
export const accountAnswer = envelope(accountRecord);

/** One changed field of an audit event: its value before and after. */
export const auditChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });
export type AuditChange = z.infer<typeof auditChange>;

/** One audit event as the audit log shows it (GET /api/audit-events). */
export const auditRecord = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  /** The account an account event is about, by name. */
  subjectName: z.string().nullable(),
  changes: z.array(auditChange),
});
export type AuditRecord = z.infer<typeof auditRecord>;

/** The entities the audit log shows: the settings tables, the certificate stamp, accounts and sign-ins. */
export const AUDIT_ENTITIES = [...SETTINGS, 'certificate_stamp', 'user', 'session'] as const;
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];
