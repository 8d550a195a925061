import { asc, count, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

/** What a list asks for (react-admin's getList through simpleRest): the direction of its sort and the rows [first, last]. */
export interface PageRequest {
  sort: { order: 'ASC' | 'DESC' };
  range: readonly [number, number];
}

/**
 * The order of a page: `column` in the direction asked, after any `first` orders (a list that keeps
 * some rows on top), then `tiebreak` ascending, so that rows sharing a value keep one order and a
 * page never repeats or skips a row of the one before.
 */
export function listOrder(list: PageRequest, column: SQLWrapper, tiebreak: SQLWrapper, ...first: SQL[]): SQL[] {
  return [...first, list.sort.order === 'ASC' ? asc(column) : desc(column), asc(tiebreak)];
}

/** How many rows of `table` the condition matches: a list's total when it needs no join. */
export function countOf(db: DbOrTx, table: PgTable, where: SQL | undefined) {
  return db.select({ total: count() }).from(table).where(where);
}

/**
 * One page of a list and the list's total, the one paged query of every list: `rows` (a select with
 * its joins and condition, made dynamic with `$dynamic()`) in `order`, cut to the range asked;
 * `total` counts the rows the same condition matches (`countOf`, or a count with the same joins).
 */
export async function pageOf<Q extends PgSelect>(
  rows: Q,
  total: PromiseLike<{ total: number }[]>,
  order: SQL[],
  range: readonly [number, number],
): Promise<{ rows: Awaited<ReturnType<Q['execute']>>; total: number }> {
  const page = rows
    .orderBy(...order)
    .limit(range[1] - range[0] + 1)
    .offset(range[0]) as Q;
  const [found, [counted]] = await Promise.all([page.execute() as Promise<Awaited<ReturnType<Q['execute']>>>, total]);
  return { rows: found, total: counted?.total ?? 0 };
}
