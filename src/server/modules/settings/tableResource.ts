import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { countOf, listOrder, pageOf } from '../../db/paged.js';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { issuesToErrors } from '../../../shared/contracts/settings.js';
import type { Setting } from '../../../shared/permissions.js';
import { audit } from '../../audit.js';
import type { Db, Tx } from '../../db/client.js';
import { idFilter } from '../../http/simpleRest.js';
import { ApiError, badRequest, conflict, notFound, VALIDATION_MESSAGE } from '../../plugins/errors.js';
import type { ReadContext, SettingRecord, SettingsResource, WriteContext } from './resource.js';

type Row = Record<string, unknown>;

const MAX_FILTER_VALUES = 200;

/** An exact filter: the column and the schema of one value (a list of values means "any of"). */
export interface FilterSpec {
  column: AnyPgColumn;
  value: z.ZodType;
}

export const textFilter = (column: AnyPgColumn, max = 60): FilterSpec => ({
  column,
  value: z.string().max(max).nullable(),
});
export const uuidFilter = (column: AnyPgColumn): FilterSpec => ({ column, value: z.uuid() });
export const booleanFilter = (column: AnyPgColumn): FilterSpec => ({
  column,
  value: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]),
});

export interface TableRules {
  /** Checks that need the database; throw to refuse (nothing is written). */
  create?(tx: Tx, next: Row, ctx: WriteContext): Promise<void>;
  update?(tx: Tx, before: Row, next: Row, ctx: WriteContext): Promise<void>;
  remove?(tx: Tx, before: Row, ctx: WriteContext): Promise<void>;
}

export interface TableResourceDefinition {
  name: Setting;
  /** How messages name one row: "district", "service cost". */
  label: string;
  table: PgTable;
  /** The primary key's property: answered as `id` too, since react-admin needs one. */
  idKey: string;
  idIsUuid?: boolean;
  /** The input of a row; its keys are the writable fields. */
  schema: z.ZodObject;
  /** Fields that may be set when creating but never changed afterwards (the id key always is). */
  immutable?: readonly string[];
  sortable: Record<string, AnyPgColumn>;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /** Columns the `q` filter searches (case-insensitive, anywhere in the text). */
  search?: AnyPgColumn[];
  filters?: Record<string, FilterSpec>;
  publicRead?: boolean;
  operations: { create?: boolean; update?: boolean; remove?: boolean };
  /** The record as answered, `id` first (the response schema of its routes, from contracts/settings.ts). */
  record: z.ZodObject;
  /** The record with what `decorate` adds, when it adds something (DELETE answers `record`). */
  decorated?: z.ZodObject;
  /** The row as answered (e.g. times as hh:mm). */
  present?(row: Row): Row;
  /** Fields computed over a page of records, e.g. whether a price is in force. */
  decorate?(db: Db, records: SettingRecord[], ctx: ReadContext): Promise<SettingRecord[]>;
  rules?: TableRules;
}

/** A PostgreSQL foreign-key violation: the row is still referenced elsewhere. */
function isForeignKeyViolation(error: unknown): boolean {
  for (
    let e = error as { code?: string; cause?: unknown } | undefined, depth = 0;
    e && depth < 4;
    e = e.cause as typeof e, depth++
  ) {
    if (e.code === '23503') return true;
  }
  return false;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function parseInput(schema: z.ZodType, value: unknown): Row {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw badRequest(VALIDATION_MESSAGE, issuesToErrors(parsed.error.issues));
  return parsed.data as Row;
}

const pick = (row: Row, keys: readonly string[]) =>
  Object.fromEntries(keys.filter((k) => k in row).map((k) => [k, row[k]]));

/** A simple-rest settings resource over one Drizzle table: list, read, and audited writes. */
export function tableResource(def: TableResourceDefinition): SettingsResource {
  const table = def.table as PgTable & Record<string, AnyPgColumn>;
  const idColumn = table[def.idKey];
  const fields = Object.keys(def.schema.shape);
  const immutable = new Set([...(def.immutable ?? []), ...(fields.includes(def.idKey) ? [def.idKey] : [])]);
  const sortable: Record<string, AnyPgColumn> = { id: idColumn, ...def.sortable };
  const idValue = def.idIsUuid ? z.uuid() : z.string().max(100);
  const filters: Record<string, FilterSpec> = def.filters ?? {};

  const toRecord = (row: Row): SettingRecord => {
    const shown = def.present ? def.present(row) : row;
    return { id: row[def.idKey], ...shown };
  };

  function conditions(filter: Record<string, unknown>): SQL[] {
    const where: SQL[] = [];
    for (const [key, raw] of Object.entries(filter)) {
      if (key === 'q') {
        if (raw === undefined || raw === null || raw === '') continue;
        if (typeof raw !== 'string' || raw.length > 100)
          throw badRequest('The q filter must be a text of at most 100 characters', {
            'filter.q': 'Use a text of at most 100 characters',
          });
        if (!def.search?.length)
          throw badRequest(`${def.name} cannot be searched with q`, { 'filter.q': 'Not searchable' });
        const pattern = `%${escapeLike(raw.trim())}%`;
        where.push(or(...def.search.map((column) => ilike(column, pattern)))!);
        continue;
      }
      if (key === 'id') {
        // react-admin's getMany: these records only, none for an empty list.
        const ids = idFilter(filter, idColumn, def.idIsUuid ? 'uuid' : 'text');
        if (ids) where.push(ids);
        continue;
      }
      const spec = Object.hasOwn(filters, key) ? filters[key] : undefined;
      if (!spec)
        throw badRequest(`Cannot filter ${def.name} by ${key}`, {
          [`filter.${key}`]: `Filter by one of: q, id, ${Object.keys(filters).join(', ')}`,
        });
      const values = Array.isArray(raw) ? raw : [raw];
      if (values.length > MAX_FILTER_VALUES)
        throw badRequest(`At most ${MAX_FILTER_VALUES} values per filter`, {
          [`filter.${key}`]: `At most ${MAX_FILTER_VALUES} values`,
        });
      const parsed = values.map((value) => {
        const result = spec.value.safeParse(value);
        if (!result.success)
          throw badRequest(`The ${key} filter is not valid`, { [`filter.${key}`]: 'Not a valid value' });
        return result.data;
      });
      if (parsed.length === 0) where.push(sql`false`);
      else if (parsed.length === 1 && parsed[0] === null) where.push(isNull(spec.column));
      else if (parsed.length === 1) where.push(eq(spec.column, parsed[0]));
      else
        where.push(
          inArray(
            spec.column,
            parsed.filter((v) => v !== null),
          ),
        );
    }
    return where;
  }

  async function findRow(db: Db | Tx, id: string, lock = false): Promise<Row> {
    if (!idValue.safeParse(id).success) throw notFound(`No such ${def.label}`);
    const query = db.select().from(table).where(eq(idColumn, id)).limit(1);
    const [row] = (lock ? await query.for('update') : await query) as Row[];
    if (!row) throw notFound(`No such ${def.label}`);
    return row;
  }

  async function decorated(db: Db, records: SettingRecord[], ctx: ReadContext) {
    return def.decorate ? def.decorate(db, records, ctx) : records;
  }

  /** Runs one write; a row that is still referenced elsewhere answers 409 and nothing is written. */
  async function inTransaction<T>(
    db: Db,
    work: (tx: Tx) => Promise<T>,
    inUse = `This ${def.label} refers to a record that does not exist`,
  ): Promise<T> {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!(error instanceof ApiError) && isForeignKeyViolation(error)) throw conflict(inUse);
      throw error;
    }
  }

  const resource: SettingsResource = {
    name: def.name,
    publicRead: def.publicRead,
    sortable: Object.keys(sortable),
    defaultSort: def.defaultSort,
    createSchema: def.operations.create ? def.schema : undefined,
    record: def.decorated ?? def.record,
    removedRecord: def.decorated ? def.record : undefined,

    async list(db, list, ctx) {
      const where = and(...conditions(list.filter));
      const page = await pageOf(
        db.select().from(table).where(where).$dynamic(),
        countOf(db, table, where),
        listOrder(list, sortable[list.sort.field], idColumn),
        list.range,
      );
      return { rows: await decorated(db, (page.rows as Row[]).map(toRecord), ctx), total: page.total };
    },

    async getOne(db, id, ctx) {
      const [record] = await decorated(db, [toRecord(await findRow(db, id))], ctx);
      return record;
    },
  };

  if (def.operations.create) {
    resource.create = async (db, input, ctx) => {
      const next = parseInput(def.schema, input);
      const record = await inTransaction(db, async (tx) => {
        await def.rules?.create?.(tx, next, ctx);
        const [row] = (await tx.insert(table).values(next).returning()) as Row[];
        const created = toRecord(row);
        await audit(tx, {
          actorId: ctx.caller.userId,
          action: 'settings.created',
          entity: def.name,
          entityId: String(created.id),
          after: created,
          ip: ctx.ip,
        });
        return created;
      });
      return (await decorated(db, [record], ctx))[0];
    };
  }

  if (def.operations.update) {
    resource.update = async (db, id, input, ctx) => {
      const record = await inTransaction(db, async (tx) => {
        const before = await findRow(tx, id, true);
        const next = parseInput(def.schema, { ...pick(before, fields), ...pick(input, fields) });
        const changed = [...immutable].filter((key) => key in input && String(next[key]) !== String(before[key]));
        if (changed.length)
          throw badRequest(
            VALIDATION_MESSAGE,
            Object.fromEntries(changed.map((key) => [key, 'This cannot be changed once created'])),
          );
        await def.rules?.update?.(tx, before, next, ctx);
        const [row] = (await tx
          .update(table)
          .set({ ...next, updatedAt: ctx.now })
          .where(eq(idColumn, id))
          .returning()) as Row[];
        const after = toRecord(row);
        await audit(tx, {
          actorId: ctx.caller.userId,
          action: 'settings.updated',
          entity: def.name,
          entityId: String(after.id),
          before: toRecord(before),
          after,
          ip: ctx.ip,
        });
        return after;
      });
      return (await decorated(db, [record], ctx))[0];
    };
  }

  if (def.operations.remove) {
    resource.remove = async (db, id, ctx) =>
      inTransaction(
        db,
        async (tx) => {
          const before = await findRow(tx, id, true);
          await def.rules?.remove?.(tx, before, ctx);
          await tx.delete(table).where(eq(idColumn, id));
          const record = toRecord(before);
          await audit(tx, {
            actorId: ctx.caller.userId,
            action: 'settings.deleted',
            entity: def.name,
            entityId: String(record.id),
            before: record,
            ip: ctx.ip,
          });
          return record;
        },
        `This ${def.label} is still in use, so it cannot be deleted`,
      );
  }

  return resource;
}
