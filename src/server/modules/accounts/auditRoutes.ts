import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIT_ENTITIES,
  auditRecord,
  type AuditChange,
  type AuditRecord,
} from '../../../shared/contracts/accounts-admin.js';
import { nairobiDayBounds } from '../../../shared/dates.js';
import { canAccess } from '../../../shared/permissions.js';
import type { Db } from '../../db/client.js';
import { auditEvents, districts, users } from '../../db/schema/index.js';
import { filterValues, idFilter, listQuery, parseList, sendPage, type ParsedList } from '../../http/simpleRest.js';
import { isUuid } from '../../http/ids.js';
import { callerOf } from '../../plugins/auth.js';
import { badRequest, forbidden, VALIDATION_MESSAGE } from '../../plugins/errors.js';

const SORTS = ['at'] as const;
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

async function listAuditEvents(
  db: Db,
  list: ParsedList<(typeof SORTS)[number]>,
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
  const [rows, [{ n }], districtRows] = await Promise.all([
    db
      .select({ event: auditEvents, actorName: fullName(actor) })
      .from(auditEvents)
      .leftJoin(actor, eq(actor.id, auditEvents.actorId))
      .where(where)
      .orderBy(...order)
      .offset(list.range[0])
      .limit(list.range[1] - list.range[0] + 1),
    db.select({ n: count() }).from(auditEvents).where(where),
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

/** GET /api/audit-events: the settings and account changes, read-only, for whoever may read `audit` (ADMIN, Registrar General). */
export default async function auditRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/audit-events',
    {
      onRequest: app.authenticate,
      preValidation: async (request) => {
        if (!canAccess(callerOf(request), { action: 'read', resource: 'audit' }))
          throw forbidden('Only an administrator or the Registrar General reads the audit log');
      },
      schema: {
        tags: ['accounts'],
        summary:
          'Audit log of settings and accounts: filters entity, action, actorId, about (record id), from, to (Nairobi days)',
        security: [{ bearer: [] }],
        querystring: listQuery,
        response: { 200: z.array(auditRecord) },
      },
    },
    async (request, reply) => {
      const list = parseList(request.query, SORTS, { field: 'at', order: 'DESC' });
      const { rows, total } = await listAuditEvents(app.db, list);
      return sendPage(reply, 'audit-events', list.range, rows, total);
    },
  );
}
