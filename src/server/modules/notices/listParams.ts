import { z } from 'zod';
import { listQuery, parseList, type ParsedList } from '../../http/simpleRest.js';

/** ra-data-simple-rest's list query, plus plain `?q=…&district=…` parameters folded into its filter. */
export const listQueryWith = (...names: string[]) =>
  listQuery.extend(Object.fromEntries(names.map((n) => [n, z.string().max(200).optional()])));

export function parseListWith<F extends string>(
  query: Record<string, string | undefined>,
  sortable: readonly F[],
  defaults: { field: F; order: 'ASC' | 'DESC' },
  names: readonly string[],
): ParsedList<F> {
  return parseList(
    { sort: query.sort, range: query.range, filter: query.filter },
    sortable,
    defaults,
    Object.fromEntries(names.map((name) => [name, query[name]])),
  );
}
