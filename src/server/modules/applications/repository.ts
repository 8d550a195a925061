import { contractOf } from '../../../shared/services/index.js';
import type { ServiceCode } from '../../../shared/services.js';
import { and, asc, desc, eq, fillPlaceholders, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { servicesInSection } from '../../../shared/services.js';
import { BACKOFFICE_SECTIONS, type BackofficeSection } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { applicationEvents, applications, queueCounts, users } from '../../db/schema/index.js';
import { idCondition } from '../../http/simpleRest.js';
import type { Caller } from '../../plugins/auth.js';
import { inline, readableServices, scopeCondition, type Bind } from './access.js';
import { nairobiDayBounds } from '../../../shared/dates.js';
import { isOverdue, WAITING_STATUSES } from '../../../shared/statuses.js';

export interface ListFilter {
  /** react-admin's getMany (every ReferenceField): these applications only, still within the caller's scope. */
  id?: string | string[];
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
  /** Back-office tracking: the reference or tracking id exactly, an ID number exactly, or every word of a name. */
  track?: string;
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

/** The conditions of a list; `bind` takes every value (inline, or as placeholders: see listPlan). */
/** The services a list's section and service filter narrow it to (undefined: no narrowing). */
function narrowedServices(filter: ListFilter): string[] | undefined {
  let within: string[] | undefined;
  const narrow = (codes: readonly string[]) => {
    within = within ? within.filter((c) => codes.includes(c)) : [...new Set(codes)];
  };
  if (filter.section && (BACKOFFICE_SECTIONS as readonly string[]).includes(filter.section))
    narrow(servicesInSection(filter.section as BackofficeSection));
  const services = asList(filter.serviceCode);
  if (services.length) narrow(services);
  return within;
}

export function filterConditions(caller: Caller, filter: ListFilter, now: Date, bind: Bind = inline): SQL[] {
  // The section and the service filter narrow the services the caller may see (one condition, see scopeCondition).
  const conditions: (SQL | undefined)[] = [scopeCondition(caller, narrowedServices(filter), bind)];
  // An empty list asks for nothing (the tag keeps the cached plan of this shape apart).
  if (filter.id !== undefined) conditions.push(idCondition(applications.id, bind.many('id', asList(filter.id))));
  const statuses = asList(filter.status);
  if (statuses.length) conditions.push(inArray(applications.status, bind.many('status', statuses)));
  const stages = asList(filter.stage);
  if (stages.length) conditions.push(inArray(applications.stage, bind.many('stage', stages)));
  if (filter.assigneeId) conditions.push(eq(applications.assigneeId, bind.one('assignee', filter.assigneeId)));
  if (filter.mine) conditions.push(eq(applications.assigneeId, bind.one('mine', caller.userId)));
  if (filter.district) conditions.push(eq(applications.district, bind.one('district', filter.district)));
  const created = nairobiDayBounds(filter.createdFrom, filter.createdTo);
  if (created.start) conditions.push(gte(applications.createdAt, bind.one('createdFrom', created.start)));
  if (created.end) conditions.push(lt(applications.createdAt, bind.one('createdTo', created.end)));
  const submitted = nairobiDayBounds(filter.submittedFrom, filter.submittedTo);
  if (submitted.start) conditions.push(gte(applications.submittedAt, bind.one('submittedFrom', submitted.start)));
  if (submitted.end) conditions.push(lt(applications.submittedAt, bind.one('submittedTo', submitted.end)));
  if (filter.overdue) {
    conditions.push(
      lte(applications.slaDueAt, bind.one('overdue', now)),
      inArray(applications.status, bind.many('overdueStatus', [...WAITING_STATUSES])),
    );
  }
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    conditions.push(
      or(
        ilike(applications.reference, bind.one('qReference', pattern)),
        ilike(applications.searchText, bind.one('qNames', pattern)),
        eq(applications.trackingId, bind.one('qTracking', q.toUpperCase())),
      )!,
    );
  }
  const track = filter.track?.trim();
  if (track) conditions.push(trackCondition(track, bind));
  return conditions.filter((c): c is SQL => Boolean(c));
}

const WAITING: readonly string[] = WAITING_STATUSES;

/**
 * A staff member's queue (only waiting statuses, narrowed at most by section, service, level and
 * district) is counted from `queue_counts`, which the database keeps exact (migration 0018): the
 * same total as counting the list's rows, from a few counter rows (a possible duplicate held
 * without a level is counted under the stage '', migration 0031). Any other filter (a search, a
 * date, overdue, mine, an assignee, other statuses) is counted on the rows: undefined here.
 */
export function queueCountConditions(caller: Caller, filter: ListFilter, bind: Bind = inline): SQL[] | undefined {
  if (caller.accountType !== 'BACKOFFICE') return undefined;
  const statuses = asList(filter.status);
  if (!statuses.length || !statuses.every((s) => WAITING.includes(s))) return undefined;
  if (
    filter.id !== undefined ||
    filter.q?.trim() ||
    filter.track?.trim() ||
    filter.assigneeId ||
    filter.mine ||
    filter.overdue
  )
    return undefined;
  if (filter.createdFrom || filter.createdTo || filter.submittedFrom || filter.submittedTo) return undefined;
  // The counters file an application without a district under '': only a named district is counted there.
  if (filter.district === '') return undefined;
  const within = narrowedServices(filter);
  const readable = readableServices(caller);
  const codes = within ? readable.filter((c) => within.includes(c)) : readable;
  const conditions = [
    inArray(queueCounts.serviceCode, bind.many('countServices', codes.length ? codes : ['-'])),
    inArray(queueCounts.status, bind.many('countStatus', statuses)),
  ];
  const stages = asList(filter.stage);
  if (stages.length) conditions.push(inArray(queueCounts.stage, bind.many('countStage', stages)));
  if (caller.district) conditions.push(eq(queueCounts.district, bind.one('countStaffDistrict', caller.district)));
  if (filter.district) conditions.push(eq(queueCounts.district, bind.one('countDistrict', filter.district)));
  return conditions;
}

/** The words of a name as the tracking search compares them: lower-cased, hyphens and apostrophes as spaces. */
export const nameWords = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s\-'’]+/)
    .filter(Boolean)
    .slice(0, 8);

/**
 * Back-office tracking (domain section 12): an application by its reference or public tracking id
 * (exactly, in any case), by an ID number (the applicant's account, or a party's in the form:
 * party A, party B, a place's responsible person), or by a name: every word of the query starts a
 * word of the parties' names or of the applicant's name.
 */
function trackCondition(text: string, bind: Bind): SQL {
  const upper = text.toUpperCase();
  const idNumber = bind.one('trackId', upper.replace(/\s+/g, ''));
  const names = sql`(' ' || translate(${applications.searchText} || ' ' || coalesce((select lower(u.first_name || ' ' || coalesce(u.middle_name || ' ', '') || u.last_name) from users u where u.id = ${applications.applicantId}), ''), '-''’|', '    '))`;
  const words = nameWords(text);
  const byName = words.length
    ? and(
        ...bind
          .many(
            'trackWords',
            words.map((w) => `% ${escapeLike(w)}%`),
          )
          .map((pattern) => sql`${names} like ${pattern}`),
      )
    : undefined;
  return or(
    eq(applications.reference, bind.one('trackReference', upper)),
    eq(applications.trackingId, bind.one('trackTracking', upper)),
    sql`${applications.applicantId} in (select u.id from users u where upper(u.id_number) = ${idNumber})`,
    sql`upper(${applications.formData} -> 'partyA' ->> 'idNumber') = ${idNumber}`,
    sql`upper(${applications.formData} -> 'partyB' ->> 'idNumber') = ${idNumber}`,
    sql`upper(${applications.formData} -> 'responsiblePerson' ->> 'idNumber') = ${idNumber}`,
    byName,
  )!;
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
  // The names as written (the search text is lower-cased): read from the form through the service's contract.
  formData: applications.formData,
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

/** Collects a list's values as placeholders p0, p1… and its shape: the tags, in order, with list lengths. */
class Placeholders implements Bind {
  readonly values: Record<string, unknown> = {};
  private readonly tags: string[] = [];
  private n = 0;

  private next(value: unknown) {
    const name = `p${this.n++}`;
    // Placeholders skip the columns' encoders: timestamps go as ISO text, as the encoder would send them.
    this.values[name] = value instanceof Date ? value.toISOString() : value;
    return sql.placeholder(name) as never;
  }

  one(tag: string, value: unknown): never {
    this.tags.push(tag);
    return this.next(value);
  }

  many(tag: string, values: readonly unknown[]): never[] {
    this.tags.push(`${tag}*${values.length}`);
    return values.map((v) => this.next(v));
  }

  get shape() {
    return this.tags.join(',');
  }
}

function buildList(db: Db, where: SQL | undefined, sort: ListSort, countedWhere: SQL | undefined) {
  const column = SORTABLE[sort.field];
  const orderBy = sort.order === 'ASC' ? [asc(column), asc(applications.id)] : [desc(column), desc(applications.id)];
  const rows = db
    .select(listColumns)
    .from(applications)
    .innerJoin(applicant, eq(applicant.id, applications.applicantId))
    .leftJoin(assignee, eq(assignee.id, applications.assigneeId))
    .where(where)
    .orderBy(...orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
  const count = countedWhere
    ? db
        .select({ total: sql<number>`coalesce(sum(${queueCounts.waiting}), 0)::int` })
        .from(queueCounts)
        .where(countedWhere)
    : db.select({ total: sql<number>`count(*)::int` }).from(applications).where(where);
  // An empty name: node-postgres sends an unnamed statement, planned for its values every time.
  return { rows: rows.prepare(''), count: count.prepare(''), rowsSql: rows.toSQL(), countSql: count.toSQL() };
}

type ListPlan = ReturnType<typeof buildList>;
const plans = new WeakMap<Db, Map<string, ListPlan>>();
const MAX_PLANS = 500;

/**
 * A list's two queries, built once per shape (which conditions, how many values each, the sort) and
 * kept: building a query with Drizzle costs more CPU than the database spends on a queue page.
 */
function listPlan(db: Db, caller: Caller, filter: ListFilter, sort: ListSort, now: Date) {
  const bind = new Placeholders();
  const conditions = filterConditions(caller, filter, now, bind);
  const counted = queueCountConditions(caller, filter, bind);
  const key = `${sort.field} ${sort.order}|${bind.shape}`;
  let cache = plans.get(db);
  if (!cache) plans.set(db, (cache = new Map()));
  let plan = cache.get(key);
  if (!plan) {
    if (cache.size >= MAX_PLANS) cache.clear();
    plan = buildList(db, and(...conditions), sort, counted && and(...counted));
    cache.set(key, plan);
  }
  return { plan, values: bind.values };
}

const fill = (query: { sql: string; params: unknown[] }, values: Record<string, unknown>) => ({
  sql: query.sql,
  params: fillPlaceholders(query.params, values),
});

/** The SQL and values of a list page's two queries, as the list sends them (scripts/bench.ts runs them bare). */
export function listSql(
  db: Db,
  caller: Caller,
  filter: ListFilter,
  sort: ListSort,
  range: [number, number],
  now: Date,
) {
  const { plan, values } = listPlan(db, caller, filter, sort, now);
  return {
    rows: fill(plan.rowsSql, { ...values, limit: range[1] - range[0] + 1, offset: range[0] }),
    count: fill(plan.countSql, values),
  };
}

export async function listApplications(
  db: Db,
  caller: Caller,
  filter: ListFilter,
  sort: ListSort,
  range: [number, number],
  now: Date,
) {
  const { plan, values } = listPlan(db, caller, filter, sort, now);
  const [rows, [{ total }]] = await Promise.all([
    plan.rows.execute({ ...values, limit: range[1] - range[0] + 1, offset: range[0] }),
    plan.count.execute(values),
  ]);
  return {
    rows: rows.map(({ formData, ...row }) => ({
      ...row,
      partyNames: contractOf(row.serviceCode as ServiceCode)
        .searchText(formData)
        .join(' · '),
      overdue: isOverdue(row, now),
    })),
    total,
  };
}

/** An application's history, oldest first; `ids` narrows it to those events (none for an empty list). */
export async function eventsOf(db: Db, applicationId: string, ids?: readonly number[]) {
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
    .where(and(eq(applicationEvents.applicationId, applicationId), idCondition(applicationEvents.id, ids)))
    .orderBy(asc(applicationEvents.id));
}
