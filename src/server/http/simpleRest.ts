import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { badRequest } from '../plugins/errors.js';

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

function parseJson(name: string, text: string | undefined): unknown {
  if (text === undefined || text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The ${name} parameter is not valid JSON`, { [name]: 'Not valid JSON' });
  }
}

/** Parses and checks the list parameters; unknown sort fields and bad ranges are a 400. */
export function parseList<F extends string>(
  query: z.infer<typeof listQuery>,
  sortable: readonly F[],
  defaults: { field: F; order: 'ASC' | 'DESC' },
): ParsedList<F> {
  const sort = parseJson('sort', query.sort);
  const range = parseJson('range', query.range);
  const filter = parseJson('filter', query.filter) ?? {};
  let parsedSort = defaults;
  if (sort !== undefined) {
    if (!Array.isArray(sort) || typeof sort[0] !== 'string' || !['ASC', 'DESC'].includes(String(sort[1]).toUpperCase())) {
      throw badRequest('sort must look like ["field","ASC"]', { sort: 'Use ["field","ASC"] or ["field","DESC"]' });
    }
    if (!sortable.includes(sort[0] as F)) throw badRequest(`Cannot sort by ${sort[0]}`, { sort: `Sort by one of: ${sortable.join(', ')}` });
    parsedSort = { field: sort[0] as F, order: String(sort[1]).toUpperCase() as 'ASC' | 'DESC' };
  }
  let parsedRange: [number, number] = [0, 24];
  if (range !== undefined) {
    const ok = Array.isArray(range) && range.length === 2 && range.every((n) => Number.isInteger(n) && n >= 0) && range[1] >= range[0];
    if (!ok) throw badRequest('range must look like [0,24]', { range: 'Use [first,last] with 0 <= first <= last' });
    if (range[1] - range[0] + 1 > MAX_PAGE) throw badRequest(`At most ${MAX_PAGE} rows per page`, { range: `At most ${MAX_PAGE} rows per page` });
    parsedRange = [range[0], range[1]];
  }
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) throw badRequest('filter must be a JSON object', { filter: 'Use a JSON object' });
  return { sort: parsedSort, range: parsedRange, filter: filter as Record<string, unknown> };
}

/** Sends a page as a bare array with Content-Range: name first-last/total. */
export function sendPage(reply: FastifyReply, name: string, range: [number, number], rows: unknown[], total: number) {
  const last = rows.length ? range[0] + rows.length - 1 : range[0];
  reply.header('Content-Range', `${name} ${range[0]}-${last}/${total}`);
  reply.header('Access-Control-Expose-Headers', 'Content-Range');
  return reply.send(rows);
}
