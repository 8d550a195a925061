import type { TranslateFunction } from 'react-admin';
import type { AccountRecord, AuditChange } from '../../../shared/contracts/accounts-admin.js';
import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';

/** An account's name as written: first, middle and last. */
export const fullName = (a: Pick<AccountRecord, 'firstName' | 'middleName' | 'lastName'>) =>
  [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' ');

export const roleWords = (translate: TranslateFunction, role: string | null) =>
  role ? translate(`backoffice.roles.${role}`, { _: role }) : translate('accountsAdmin.none');
export const statusWords = (translate: TranslateFunction, status: string) =>
  translate(`accountsAdmin.statuses.${status}`, { _: status });
export const typeWords = (translate: TranslateFunction, type: string) =>
  translate(`accountsAdmin.accountTypes.${type}`, { _: type });

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const API_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "staffRole" → "Staff role": a field without its own message still reads as words. */
export const humanise = (field: string) => {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One value of an audited field as a person reads it: roles, statuses and channels in words, dates as dd-mm-yyyy. */
export function auditValue(translate: TranslateFunction, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return translate('audit.empty');
  if (typeof value === 'boolean') return translate(value ? 'accountsAdmin.yes' : 'accountsAdmin.no');
  if (Array.isArray(value)) return value.map((v) => auditValue(translate, field, v)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${humanise(k)}: ${auditValue(translate, k, v)}`)
      .join('; ');
  if (typeof value === 'string') {
    if (field === 'staffRole') return roleWords(translate, value);
    if (field === 'status') return statusWords(translate, value);
    if (field === 'accountType') return typeWords(translate, value);
    if (field === 'channel') return translate(`audit.channels.${value}`, { _: value });
    if (field === 'serviceCode') return translate(`services.${value}.name`, { _: value });
    if (ISO_INSTANT.test(value)) return toDisplayDateTime(value);
    if (API_DAY.test(value)) return toDisplayDate(value);
  }
  return String(value);
}

/** A changed field's name: the audit's own words, else the settings forms' label of it, else the field in words. */
export const fieldWords = (translate: TranslateFunction, field: string) =>
  translate(`audit.changedFields.${field}`, {
    _: translate(`settings.fields.${field}`, { _: translate(`settings.stamp.${field}`, { _: humanise(field) }) }),
  });

/** Facts an event records rather than fields it changes (a sign-in's attempt number): said as they are, never "(empty) → 1". */
const RECORDED_FACTS = new Set(['attempt']);

export const changeLine = (translate: TranslateFunction, change: AuditChange) =>
  RECORDED_FACTS.has(change.field) && (change.before === null || change.before === undefined)
    ? `${fieldWords(translate, change.field)}: ${auditValue(translate, change.field, change.after)}`
    : `${fieldWords(translate, change.field)}: ${auditValue(translate, change.field, change.before)} → ${auditValue(translate, change.field, change.after)}`;

export const actionWords = (translate: TranslateFunction, action: string) =>
  translate(`audit.actions.${action}`, { _: translate('audit.actions.other') });
export const entityWords = (translate: TranslateFunction, entity: string) =>
  translate(`settings.tables.${entity}`, { _: translate(`audit.entities.${entity}`, { _: humanise(entity) }) });
