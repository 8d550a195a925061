import { sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A column written with its table's name, for correlated subqueries inside a selection. In a query over
 * one table Drizzle writes the columns of a selection's SQL bare ("id"), and inside `(select … from
 * objections o where o.notice_id = "id")` a bare name binds to the subquery's own table, not the outer
 * row. Drizzle only rewrites the columns at the top of a selection's SQL: one wrapped in SQL of its
 * own keeps its table's name (and the schema's column casing).
 */
export function qualified(column: Column): SQL {
  return sql`${column}`;
}
