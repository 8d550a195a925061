import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { countOf, pageOf } from '../../db/paged.js';
import { alias } from 'drizzle-orm/pg-core';
import { AUDIT_ENTITIES, type AuditChange, type AuditRecord } from '../../../shared/contracts/accounts-admin.js';
import { nairobiDayBounds } from '../../../shared/dates.js';
import type { Db } from '../../db/client.js';
import { auditEvents, districts, users } from '../../db/schema/index.js';
import { filterValues, idFilter, type ParsedList } from '../../http/simpleRest.js';
import { isUuid } from '../../http/ids.js';
import { badRequest, VALIDATION_MESSAGE } from '../../plugins/errors.js';

/** The audit log sorts by the moment of each event. */
export const AUDIT_SORTS = ['at'] as const;
/** Bookkeeping columns of a settings row: never what a person changed. */
const HIDDEN_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'version']);
const DISTRICT_FIELDS = new Set(['district', 'districtCode']);

const plainObject = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The fields whose value differs between before and after (all of them for a creation or a deletion). */
export function changedFields(before: unknown, after: unknown): AuditChange[] {
  const b = plainObject(before);
  const a = plainObject(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter((f) => !HIDDEN_FIELDS.has(f));
  return fields
    .filter((field) => JSON.stringify(b[field] ?? null) !== JSON.stringify(a[field] ?? null))
    .map((field) => ({ field, before: b[field] ?? null, after: a[field] ?? null }));
}

/** A page of the audit log: the events of settings and accounts, with who did them and what changed, in words. */
export async function listAuditEvents(
  db: Db,
  list: ParsedList<(typeof AUDIT_SORTS)[number]>,
): Promise<{ rows: AuditRecord[]; total: number }> {
  const { filter } = list;
  const errors: Record<string, string> = {};
  const entities = filterValues(filter.entity);
  if (entities.some((e) => !(AUDIT_ENTITIES as readonly string[]).includes(e)))
    errors['filter.entity'] = 'Not a value of this filter';
  const actions = filterValues(filter.action);
  if (actions.some((a) => a.length > 80)) errors['filter.action'] = 'Not a value of this filter';
  const about = filterValues(filter.about);
  if (about.some((a) => a.length > 100)) errors['filter.about'] = 'Not a value of this filter';
  if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
  // The events' ids are numbers (a bigserial), not uuids.
  const ids = idFilter(filter, auditEvents.id, 'integer');
  const actorIds = filterValues(filter.actorId);
  const { start, end } = nairobiDayBounds(filter.from, filter.to);
  const where = and(
    inArray(auditEvents.entity, entities.length ? entities : [...AUDIT_ENTITIES]),
    ids,
    actions.length ? inArray(auditEvents.action, actions) : undefined,
    actorIds.length ? inArray(auditEvents.actorId, actorIds) : undefined,
    about.length ? inArray(auditEvents.entityId, about) : undefined,
    start ? gte(auditEvents.at, start) : undefined,
    end ? lt(auditEvents.at, end) : undefined,
  );
  const actor = alias(users, 'actor');
  const fullName = (u: typeof actor): SQL<string> => sql<string>`${u.firstName} || ' ' || ${u.lastName}`;
  const order =
    list.sort.order === 'ASC'
      ? [asc(auditEvents.at), asc(auditEvents.id)]
      : [desc(auditEvents.at), desc(auditEvents.id)];
  const [{ rows, total: n }, districtRows] = await Promise.all([
    pageOf(
      db
        .select({ event: auditEvents, actorName: fullName(actor) })
        .from(auditEvents)
        .leftJoin(actor, eq(actor.id, auditEvents.actorId))
        .where(where)
        .$dynamic(),
      countOf(db, auditEvents, where),
      order,
      list.range,
    ),
    db.select({ code: districts.code, name: districts.name }).from(districts),
  ]);
  // The accounts the page's account events are about, by name.
  const subjectIds = [
    ...new Set(
      rows.flatMap(({ event }) => (event.entity === 'user' && isUuid(event.entityId) ? [event.entityId] : [])),
    ),
  ];
  const subjects = subjectIds.length
    ? await db
        .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
        .from(users)
        .where(inArray(users.id, subjectIds))
    : [];
  const subjectName = new Map(subjects.map((s) => [s.id, s.name]));
  const districtName = new Map(districtRows.map((d) => [d.code, d.name]));
  const readable = (field: string, value: unknown) =>
    DISTRICT_FIELDS.has(field) && typeof value === 'string' ? (districtName.get(value) ?? value) : value;
  return {
    total: n,
    rows: rows.map(({ event, actorName }) => ({
      id: event.id,
      at: event.at.toISOString(),
      actorId: event.actorId,
      actorName: actorName ?? null,
      action: event.action,
      entity: event.entity,
      entityId: event.entityId,
      subjectName: (event.entityId && subjectName.get(event.entityId)) ?? null,
      changes: changedFields(event.before, event.after).map((c) => ({
        field: c.field,
        before: readable(c.field, c.before),
        after: readable(c.field, c.after),
      })),
    })),
  };
}
