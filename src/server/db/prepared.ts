import { Param, Placeholder } from 'drizzle-orm';
import type { DbOrTx } from './client.js';

/** What a query builder's `prepare(name)` answers, as far as a statement built once needs it. */
interface PreparedLike<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The parts of a prepared query a session needs to make another one without building it again. */
interface Template {
  query: { sql: string; params: unknown[] };
  fields: unknown;
  arrayMode: boolean;
  mapper: unknown;
  joinsNotNullableMap: unknown;
}

interface SessionLike {
  prepareQuery(
    query: Template['query'],
    fields: unknown,
    name: string | undefined,
    arrayMode: boolean,
    mapper?: unknown,
  ): PreparedLike<unknown> & { joinsNotNullableMap?: unknown };
}

/** The statements made with `prepared`, by name: a name names one text (PostgreSQL keeps it per connection). */
const names = new Set<string>();

/**
 * A fixed statement of a hot path (an approval's locked row, its change, a message queued…), built by
 * Drizzle once, on its first use, with `sql.placeholder`s for what changes from one use to the next,
 * and executed with the values on whichever database or transaction is given (a statement Drizzle
 * prepares is tied to the connection it was built on; this one takes the transaction's).
 *
 * On PostgreSQL it is a named statement: each connection of the pool parses it once and then sends
 * only the values (no parse and analysis, and after five uses a plan PostgreSQL may keep). The
 * embedded database takes the same text as an unnamed statement. Keep `build` free of values that
 * change between uses: everything that varies goes through a placeholder.
 */
export function prepared<R>(name: string, build: (db: DbOrTx) => { prepare(name: string): PreparedLike<R> }) {
  if (!/^[a-z][a-z0-9_]*$/.test(name)) throw new Error(`A prepared statement's name is lower case: ${name}`);
  if (names.has(name)) throw new Error(`A prepared statement named ${name} exists already`);
  names.add(name);
  let template: Template | null = null;
  return async (db: DbOrTx, values: Record<string, unknown> = {}): Promise<R> => {
    if (!template) {
      const first = build(db).prepare(name) as unknown as PreparedLike<R> & {
        getQuery(): Template['query'];
        fields: unknown;
        customResultMapper: unknown;
        joinsNotNullableMap: unknown;
        isResponseInArrayMode(): boolean;
      };
      template = {
        query: first.getQuery(),
        fields: first.fields,
        arrayMode: first.isResponseInArrayMode(),
        mapper: first.customResultMapper,
        joinsNotNullableMap: first.joinsNotNullableMap,
      };
    }
    const session = (db as unknown as { _: { session: SessionLike } })._.session;
    const query = session.prepareQuery(
      { sql: template.query.sql, params: valuesOf(name, template.query.params, values) },
      template.fields,
      name,
      template.arrayMode,
      template.mapper,
    );
    query.joinsNotNullableMap = template.joinsNotNullableMap;
    return query.execute() as Promise<R>;
  };
}

/**
 * The statement's parameters with the values given for its placeholders, each through its column's
 * encoder as Drizzle does when it builds a statement with its values, except that null stays null
 * (Drizzle's own filling would send a JSON column's null as the JSON value `null`, and fail on a date's).
 */
function valuesOf(name: string, params: unknown[], values: Record<string, unknown>): unknown[] {
  return params.map((p) => {
    const placeholder =
      p instanceof Placeholder ? p : p instanceof Param && p.value instanceof Placeholder ? p.value : null;
    if (!placeholder) return p;
    const value = values[placeholder.name];
    if (value === undefined) throw new Error(`No value for "${placeholder.name}" of the statement ${name}`);
    if (value === null || placeholder === p) return value;
    return (p as Param).encoder.mapToDriverValue(value);
  });
}
