import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { servicesInSection } from '../../../shared/services.js';
import { BACKOFFICE_SECTIONS, type BackofficeSection } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, users } from '../../db/schema/index.js';
import type { Caller } from '../../plugins/auth.js';
import { scopeCondition } from './access.js';

export interface ListFilter {
  q?: string;
  serviceCode?: string | string[];
  status?: string | string[];
  stage?: string | string[];
  assigneeId?: string;
  district?: string;
  createdFrom?: string;
  createdTo?: string;
  submittedFrom?: string;
  submittedTo?: string;
  overdue?: boolean;
  section?: string;
  mine?: boolean;
}

export const SORTABLE = {
  reference: applications.reference,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
  submittedAt: applications.submittedAt,
  slaDueAt: applications.slaDueAt,
  status: applications.status,
  serviceCode: applications.serviceCode,
} as const;

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function filterConditions(caller: Caller, filter: ListFilter, now: Date): SQL[] {
  // The section and the service filter narrow the services the caller may see (one condition, see scopeCondition).
  let within: string[] | undefined;
  const narrow = (codes: readonly string[]) => {
    within = within ? within.filter((c) => codes.includes(c)) : [...new Set(codes)];
  };
  if (filter.section && (BACKOFFICE_SECTIONS as readonly string[]).includes(filter.section)) narrow(servicesInSection(filter.section as BackofficeSection));
  const services = asList(filter.serviceCode);
  if (services.length) narrow(services);
  const conditions: (SQL | undefined)[] = [scopeCondition(caller, within)];
  const statuses = asList(filter.status);
  if (statuses.length) conditions.push(inArray(applications.status, statuses as never[]));
  const stages = asList(filter.stage);
  if (stages.length) conditions.push(inArray(applications.stage, stages as never[]));
  if (filter.assigneeId) conditions.push(eq(applications.assigneeId, filter.assigneeId));
  if (filter.mine) conditions.push(eq(applications.assigneeId, caller.userId));
  if (filter.district) conditions.push(eq(applications.district, filter.district));
  if (filter.createdFrom) conditions.push(gte(applications.createdAt, new Date(`${filter.createdFrom}T00:00:00Z`)));
  if (filter.createdTo) conditions.push(lt(applications.createdAt, new Date(new Date(`${filter.createdTo}T00:00:00Z`).getTime() + 86_400_000)));
  if (filter.submittedFrom) conditions.push(gte(applications.submittedAt, new Date(`${filter.submittedFrom}T00:00:00Z`)));
  if (filter.submittedTo) conditions.push(lt(applications.submittedAt, new Date(new Date(`${filter.submittedTo}T00:00:00Z`).getTime() + 86_400_000)));
  if (filter.overdue) conditions.push(lte(applications.slaDueAt, now), inArray(applications.status, ['Submitted', 'Pending']));
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(or(ilike(applications.reference, pattern), ilike(applications.searchText, pattern), eq(applications.trackingId, q.toUpperCase()))!);
  }
  return conditions.filter((c): c is SQL => Boolean(c));
}

const assignee = alias(users, 'assignee');
const applicant = alias(users, 'applicant');

export const listColumns = {
  id: applications.id,
  reference: applications.reference,
  trackingId: applications.trackingId,
  serviceCode: applications.serviceCode,
  status: applications.status,
  stage: applications.stage,
  applicantId: applications.applicantId,
  applicantName: sql<string>`${applicant.firstName} || ' ' || ${applicant.lastName}`,
  organisationId: applications.organisationId,
  district: applications.district,
  partyNames: applications.searchText,
  assigneeId: applications.assigneeId,
  assigneeName: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
  slaDueAt: applications.slaDueAt,
  version: applications.version,
  submittedAt: applications.submittedAt,
  decidedAt: applications.decidedAt,
  createdAt: applications.createdAt,
  updatedAt: applications.updatedAt,
};

export type ListSort = { field: keyof typeof SORTABLE; order: 'ASC' | 'DESC' };

/** The two queries of a list page: the rows of the page and the count of all (scripts/bench.ts runs their SQL bare). */
export function listQueries(db: Db, caller: Caller, filter: ListFilter, sort: ListSort, range: [number, number], now: Date) {
  const where = and(...filterConditions(caller, filter, now));
  const column = SORTABLE[sort.field];
  const orderBy = sort.order === 'ASC' ? [asc(column), asc(applications.id)] : [desc(column), desc(applications.id)];
  return {
    rows: db
      .select(listColumns)
      .from(applications)
      .innerJoin(applicant, eq(applicant.id, applications.applicantId))
      .leftJoin(assignee, eq(assignee.id, applications.assigneeId))
      .where(where)
      .orderBy(...orderBy)
      .limit(range[1] - range[0] + 1)
      .offset(range[0]),
    count: db.select({ total: sql<number>`count(*)::int` }).from(applications).where(where),
  };
}

export async function listApplications(db: Db, caller: Caller, filter: ListFilter, sort: ListSort, range: [number, number], now: Date) {
  const queries = listQueries(db, caller, filter, sort, range, now);
  const [rows, [{ total }]] = await Promise.all([queries.rows, queries.count]);
  return { rows: rows.map((row) => ({ ...row, overdue: Boolean(row.slaDueAt && row.slaDueAt <= now && ['Submitted', 'Pending'].includes(row.status)) })), total };
}

export async function eventsOf(db: Db, applicationId: string) {
  return db
    .select({
      id: applicationEvents.id,
      applicationId: applicationEvents.applicationId,
      action: applicationEvents.action,
      fromStatus: applicationEvents.fromStatus,
      toStatus: applicationEvents.toStatus,
      fromStage: applicationEvents.fromStage,
      toStage: applicationEvents.toStage,
      comment: applicationEvents.comment,
      at: applicationEvents.at,
      actorId: applicationEvents.actorId,
      actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      actorAccountType: users.accountType,
    })
    .from(applicationEvents)
    .leftJoin(users, eq(users.id, applicationEvents.actorId))
    .where(eq(applicationEvents.applicationId, applicationId))
    .orderBy(asc(applicationEvents.id));
}
