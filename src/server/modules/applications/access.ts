import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { TRANSITIONS, type ApplicationAction } from '../../../shared/lifecycle.js';
import { canAccess, staffMayComment } from '../../../shared/permissions.js';
import { SERVICES, serviceByCode, type ApprovalLevel } from '../../../shared/services.js';
import { applications } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { ApiError } from '../../plugins/errors.js';

export type ApplicationRow = typeof applications.$inferSelect;

/** The services a staff member may read (by the back-office section that holds each). */
export function readableServices(caller: Caller): string[] {
  return SERVICES.filter((s) => canAccess(caller, { action: 'read', resource: s.section })).map((s) => s.code);
}

/**
 * How a condition takes its values: inline (the default), or as placeholders of a cached list query
 * (repository.ts), where `tag` records the shape of the query. Every value goes through it.
 */
export interface Bind {
  one(tag: string, value: unknown): never;
  many(tag: string, values: readonly unknown[]): never[];
}

export const inline: Bind = { one: (_tag, value) => value as never, many: (_tag, values) => [...values] as never[] };

/**
 * Row filter: citizens their own, institutions their organisation's, staff by role and district.
 * `within` narrows the services further (a list's section or service filter): one condition on the
 * service code instead of two lets the planner use the work-queue index and estimate well.
 */
export function scopeCondition(caller: Caller, within?: readonly string[], bind: Bind = inline): SQL | undefined {
  if (caller.accountType !== 'BACKOFFICE') {
    const own =
      caller.accountType === 'ORGANIZATION' && caller.organisationId
        ? eq(applications.organisationId, bind.one('organisation', caller.organisationId))
        : eq(applications.applicantId, bind.one('applicant', caller.userId));
    return within
      ? and(own, inArray(applications.serviceCode, bind.many('within', within.length ? within : ['-'])))
      : own;
  }
  const readable = readableServices(caller);
  const codes = within ? readable.filter((c) => within.includes(c)) : readable;
  // Drafts stay private to their applicant until submitted.
  const byService = and(
    inArray(applications.serviceCode, bind.many('services', codes.length ? codes : ['-'])),
    ne(applications.status, 'Draft'),
  );
  return caller.district
    ? and(byService, eq(applications.district, bind.one('staffDistrict', caller.district)))
    : byService;
}

export function isOwner(caller: Caller, app: ApplicationRow): boolean {
  if (caller.accountType === 'INDIVIDUAL') return app.applicantId === caller.userId;
  if (caller.accountType === 'ORGANIZATION') {
    return caller.organisationId ? app.organisationId === caller.organisationId : app.applicantId === caller.userId;
  }
  return false;
}

export function canRead(caller: Caller, app: ApplicationRow): boolean {
  if (caller.accountType !== 'BACKOFFICE') return isOwner(caller, app);
  if (app.status === 'Draft' || !readableServices(caller).includes(app.serviceCode)) return false;
  return !caller.district || caller.district === app.district;
}

/** A staff member may work an application at their own level, in their section and district. */
export function canWorkAt(caller: Caller, app: ApplicationRow): boolean {
  const service = serviceByCode(app.serviceCode);
  if (!service || caller.accountType !== 'BACKOFFICE' || !app.stage) return false;
  if (!canAccess(caller, { action: 'work', resource: service.section })) return false;
  if (caller.staffRole !== (app.stage as ApprovalLevel)) return false;
  return !caller.district || caller.district === app.district;
}

/** A staff member may comment on an application they may work on: its section, its district (the shared rule). */
export function canCommentAsStaff(caller: Caller, app: ApplicationRow): boolean {
  const service = serviceByCode(app.serviceCode);
  return Boolean(
    service &&
      caller.accountType === 'BACKOFFICE' &&
      staffMayComment(caller, { section: service.section, district: app.district }),
  );
}

/** A step sent with an older version than the application's: 409, with the current version. */
export function assertVersion(app: Pick<ApplicationRow, 'version'>, version: number): void {
  if (app.version !== version) {
    throw new ApiError(409, 'This application was changed by someone else. Reload it and try again.', {
      version: `The current version is ${app.version}`,
    });
  }
}

/** What the caller could do next: the UI offers these, the server checks them again. */
export function allowedActions(caller: Caller, app: ApplicationRow, approvedBefore: boolean): ApplicationAction[] {
  const actor = caller.accountType === 'BACKOFFICE' ? 'STAFF' : 'APPLICANT';
  return TRANSITIONS.filter((t) => t.actor === actor && t.from.includes(app.status))
    .filter((t) => {
      if (actor === 'APPLICANT') return isOwner(caller, app);
      if (t.action === 'comment') return canCommentAsStaff(caller, app);
      if (!canWorkAt(caller, app)) return false;
      if (t.assigneeOnly && app.assigneeId !== caller.userId) return false;
      return !((t.action === 'claim' || t.action === 'approve') && approvedBefore);
    })
    .map((t) => t.action);
}
