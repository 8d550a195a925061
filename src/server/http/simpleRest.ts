import { inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiDateProblem, DATE_RANGE_MESSAGE } from '../../shared/dates.js';
import { badRequest, VALIDATION_MESSAGE } from '../plugins/errors.js';
import { isUuid } from './ids.js';
import { assertStorable } from './storable.js';

/** The query of ra-data-simple-rest: sort=["field","ASC"], range=[0,24], filter={...}. */
export const listQuery = z.object({
  sort: z.string().max(200).optional(),
  range: z.string().max(100).optional(),
  filter: z.string().max(4000).optional(),
});

export interface ParsedList<F extends string> {
  sort: { field: F; order: 'ASC' | 'DESC' };
  range: [number, number];
  filter: Record<string, unknown>;
}

export const MAX_PAGE = 1000;
/** The highest row index a range may name (PostgreSQL's 32-bit integers: far past any list). */
export const MAX_ROW_INDEX = 2_147_483_647;

/** Filters named like this hold a day, yyyy-mm-dd: from, to, createdFrom, submittedTo, … */
const DATE_FILTER = /^(from|to|[a-z][A-Za-z]*(From|To))$/;
/** Filters named like this hold the uuid of a record, or a list of them: applicationId, roomId, … */
const ID_FILTER = /^[a-z][A-Za-z]*Id$/;

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The ${name} parameter is not valid JSON`, { [name]: 'Not valid JSON' });
  }
}

/**
 * The rules every list's filter follows, whatever the list: nothing that cannot be stored, no key
 * of Object.prototype, days as yyyy-mm-dd within the API's range, record ids as uuids.
 */
function checkFilter(filter: Record<string, unknown>): void {
  assertStorable(filter, 'filter');
  const errors: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    const field = `filter.${key}`;
    if (Object.hasOwn(Object.prototype, key)) errors[field] = 'Not a filter of this list';
    else if (value === undefined || value === null || value === '') continue;
    else if (DATE_FILTER.test(key)) {
      const problem = typeof value === 'string' ? apiDateProblem(value) : 'format';
      if (problem) errors[field] = problem === 'range' ? DATE_RANGE_MESSAGE : 'Enter a date as yyyy-mm-dd';
    } else if (ID_FILTER.test(key)) {
      const ids = Array.isArray(value) ? value : [value];
      if (ids.length > MAX_PAGE || !ids.every(isUuid)) errors[field] = 'Not a valid id';
    }
  }
  if (Object.keys(errors).length) throw badRequest(VALIDATION_MESSAGE, errors);
}

/**
 * Parses and checks the list parameters; unknown sort fields and bad ranges are a 400. `plain`
 * holds filters sent as their own query parameters (?q=…); the filter's own values win.
 *
 * Every list sorts by `id`, react-admin's default: where `id` is not one of the list's own sort
 * fields it means the list's default order column, in the direction asked for.
 */
export function parseList<F extends string>(
  query: z.infer<typeof listQuery>,
  sortable: readonly F[],
  defaults: { field: F; order: 'ASC' | 'DESC' },
  plain: Record<string, string | undefined> = {},
): ParsedList<F> {
  const sort = parseJson('sort', query.sort);
  const range = parseJson('range', query.range);
  const filter = parseJson('filter', query.filter) ?? {};
  let parsedSort = defaults;
  if (sort !== undefined) {
    if (
      !Array.isArray(sort) ||
      typeof sort[0] !== 'string' ||
      !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())
    ) {
      throw badRequest('sort must look like ["field","ASC"]', { sort: 'Use ["field","ASC"] or ["field","DESC"]' });
    }
    const field = sort[0] === 'id' && !sortable.includes('id' as F) ? defaults.field : (sort[0] as F);
    if (!sortable.includes(field)) {
      throw badRequest(`Cannot sort by ${sort[0]}`, {
        sort: `Sort by one of: ${[...new Set(['id', ...sortable])].join(', ')}`,
      });
    }
    parsedSort = { field, order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  let parsedRange: [number, number] = [0, 24];
  if (range !== undefined) {
    const ok =
      Array.isArray(range) &&
      range.length === 2 &&
      range.every((n) => Number.isInteger(n) && n >= 0 && n <= MAX_ROW_INDEX) &&
      range[1] >= range[0];
    if (!ok)
      throw badRequest('range must look like [0,24]', {
        range: `Use [first,last] with 0 <= first <= last <= ${MAX_ROW_INDEX}`,
      });
    if (range[1] - range[0] + 1 > MAX_PAGE)
      throw badRequest(`At most ${MAX_PAGE} rows per page`, { range: `At most ${MAX_PAGE} rows per page` });
    parsedRange = [range[0], range[1]];
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter))
    throw badRequest('filter must be a JSON object', { filter: 'Use a JSON object' });
  const merged = filter as Record<string, unknown>;
  for (const [name, value] of Object.entries(plain)) {
    if (value !== undefined && merged[name] === undefined) merged[name] = value;
  }
  checkFilter(merged);
  // react-admin's getMany asks by ids without a range: answer them all (up to a page's limit).
  if (range === undefined && Array.isArray(merged.id))
    parsedRange = [0, Math.min(Math.max(merged.id.length, 1), MAX_PAGE) - 1];
  return { sort: parsedSort, range: parsedRange, filter: merged };
}

/** Sends a page as a bare array with Content-Range: name first-last/total. */
export function sendPage(reply: FastifyReply, name: string, range: [number, number], rows: unknown[], total: number) {
  const last = rows.length ? range[0] + rows.length - 1 : range[0];
  reply.header('Content-Range', `${name} ${range[0]}-${last}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return reply.send(rows);
}

/** A filter's values as a list of non-empty strings (one value, or several as an array). */
export function filterValues(value: unknown): string[] {
  return [value].flat().filter((v): v is string => typeof v === 'string' && v.length > 0);
}

/** What a list's records are identified by: a uuid (most lists), an integer (the event logs), a code (settings). */
export type IdKind = 'uuid' | 'integer' | 'text';

const MAX_TEXT_ID = 100;

function asId(value: unknown, kind: IdKind): string | number | undefined {
  if (kind === 'uuid') return isUuid(value) ? value : undefined;
  if (kind === 'text') return typeof value === 'string' && value.length <= MAX_TEXT_ID ? value : undefined;
  // An integer id may come as a number or as its digits (a record's id read back from a URL).
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/** The ids of a `filter.id` value (one id or a list of them), or what is wrong with it. */
function readIds(value: unknown, kind: IdKind): { ids: (string | number)[] } | { problem: string } {
  const values = Array.isArray(value) ? value : [value];
  if (values.length > MAX_PAGE) return { problem: `At most ${MAX_PAGE} ids` };
  const ids = values.map((v) => asId(v, kind));
  if (ids.some((id) => id === undefined)) return { problem: 'Not a valid id' };
  return { ids: ids as (string | number)[] };
}

function idsOf(filter: { id?: unknown }, kind: IdKind): (string | number)[] | undefined {
  if (filter.id === undefined) return undefined;
  const read = readIds(filter.id, kind);
  if ('problem' in read) throw badRequest(VALIDATION_MESSAGE, { 'filter.id': read.problem });
  return read.ids;
}

/**
 * The ids react-admin's getMany (every ReferenceField) asks a list for: `filter.id`, one id or a
 * list of them. undefined when the filter names no id; an empty list when it asks for none. An id
 * that cannot be one of the list's (see IdKind) is a 400 naming filter.id.
 */
export function filterIds(filter: { id?: unknown }, kind: 'integer'): number[] | undefined;
export function filterIds(filter: { id?: unknown }, kind?: 'uuid' | 'text'): string[] | undefined;
export function filterIds(filter: { id?: unknown }, kind: IdKind = 'uuid'): (string | number)[] | undefined {
  return idsOf(filter, kind);
}

/** `filter.id` in a list's zod filter schema: one uuid or a list of them, by filterIds' rules (the message names filter.id itself). */
export const uuidIdsFilter = z.unknown().superRefine((value, ctx) => {
  const read = value === undefined ? undefined : readIds(value, 'uuid');
  if (read && 'problem' in read) ctx.addIssue({ code: 'custom', message: read.problem });
}) as z.ZodType<string | string[] | undefined>;

/**
 * The condition of `filter.id` on the column (or expression) that is a list's id: those rows only,
 * none for an empty list; undefined when no ids are asked for. The caller's scope still applies:
 * this narrows a list's other conditions, it never replaces them.
 */
export function idCondition(column: SQLWrapper, ids: readonly unknown[] | undefined): SQL | undefined {
  if (ids === undefined) return undefined;
  return ids.length ? inArray(column, ids) : sql`false`;
}

/** filterIds and idCondition at once: the condition of a list's `filter.id`, checked. */
export const idFilter = (filter: { id?: unknown }, column: SQLWrapper, kind: IdKind = 'uuid'): SQL | undefined =>
  idCondition(column, idsOf(filter, kind));
