import fc from 'fast-check';
import type { JsonSchema, Operation, Param } from './openapi-routes.js';

/**
 * Generators of bad input for the property test of every API route (bad-input.test.ts): request
 * bodies, queries and path parameters built from the route's OpenAPI schema, mixing schema-valid
 * shapes with hostile values, and "poisons": changes that make the input certainly invalid, applied
 * to every request of a route that could write.
 */

/** Routes that could write when their input were valid: every one but GET. */
export const writes = (op: Operation) => op.method !== 'GET';

// ---------------------------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------------------------

/** JSON text put into a body as it is (numbers JSON.stringify cannot write, such as 1e400). */
export class Raw {
  constructor(public readonly text: string) {}
}

/** JSON.stringify that writes Raw values as they are and keeps keys such as __proto__. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    return `{${Object.keys(value)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${toJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** A plain record without a prototype: a key "__proto__" is then an ordinary key. */
export function bare(entries: [string, unknown][]): Record<string, unknown> {
  const target = Object.create(null) as Record<string, unknown>;
  for (const [key, value] of entries) target[key] = value;
  return target;
}

export interface RealIds {
  /** Real ids by the first segment of the route's path (applications, bookings, districts, …). */
  byResource: Record<string, string[]>;
  /** Every real id of every kind. */
  all: string[];
  /** Service codes, statuses and other real vocabulary used in filters and bodies. */
  words: string[];
}

const NUL = '\u0000';
export const nulString = fc
  .tuple(
    fc.constantFrom('', 'a', 'Wanjiku', '047', 'x'.repeat(20), '{"a":1}'),
    fc.constantFrom('', 'b', ' ', '\u0000', 'é'),
  )
  .map(([head, tail]) => `${head}${NUL}${tail}`);

const EXTREME_DATES = [
  '0000-01-01',
  '0001-01-01',
  '9999-12-31',
  '10000-01-01',
  '275760-09-13',
  '-000001-01-01',
  '1969-12-31',
  '1899-12-31',
  '3000-01-01',
  '2026-02-30',
  '2026-02-29',
  '2025-13-01',
  '2025-00-10',
  '2025-04-31',
  '2025-1-5',
  '20250105',
  '05/01/2025',
  '2025-01-05T25:00:00Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '+010000-01-01T00:00:00Z',
  '2025-01-05T10:00:00+99:00',
  'T',
  'now',
  'Invalid Date',
];

const MALFORMED_UUIDS = [
  '00000000-0000-0000-0000-00000000000',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  '123e4567-e89b-12d3-a456-4266141740000',
  '{123e4567-e89b-12d3-a456-426614174000}',
  '123e4567e89b12d3a456426614174000',
  '123e4567-e89b-12d3-a456-42661417400g',
  '------------------------------------',
  '1',
  '-1',
  '0x10',
];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '  \t\n ',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '1e400',
  '99999999999999999999999999',
  '-0',
  '0',
  '-1',
  '1.5',
  '0x1F',
  'null',
  'undefined',
  'true',
  'false',
  "'; drop table users; --",
  '%',
  '%00',
  '%%',
  '_',
  '\\',
  '"',
  "'",
  '`',
  '[',
  ']',
  '{',
  '}',
  '[]',
  '{}',
  '[0,1]',
  '["id","ASC"]',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'Ñandú',
  '名前',
  '🙂👍🏽',
  '\uD800',
  '\uDFFF',
  '\u202Eevil',
  'e\u0301',
  '\u200B',
  '\uFEFF',
  '\u0001\u0002\u001F',
  '\r\n',
  'ǅ',
  'ß',
  'İ',
];

/** Strings no schema wants: NUL, very long, unicode, numbers and dates at the edges, malformed ids. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...SPECIAL_STRINGS), weight: 4 },
  { arbitrary: nulString, weight: 1 },
  { arbitrary: fc.constantFrom(...EXTREME_DATES), weight: 2 },
  { arbitrary: fc.constantFrom(...MALFORMED_UUIDS), weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 1 },
  {
    arbitrary: fc
      .tuple(fc.integer({ min: 101, max: 5000 }), fc.constantFrom('x', 'é', '名', ' ', '9'))
      .map(([n, c]) => c.repeat(n)),
    weight: 2,
  },
);

export const nastyNumber: fc.Arbitrary<number | Raw> = fc.oneof(
  fc.constantFrom(
    1e308,
    -1e308,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 63,
    1e21,
    -1,
    0,
    -0,
    0.5,
    -0.5,
    1e-300,
    5e-324,
    100.000001,
  ),
  fc.constantFrom(
    new Raw('1e400'),
    new Raw('-1e400'),
    new Raw('1e-400'),
    new Raw('123456789012345678901234567890'),
    new Raw('-0.0'),
    new Raw('1E2'),
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const nastyKey: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', '', ' ', 'a.b', '0', 'id'),
  nulString,
  fc.string({ maxLength: 10 }),
);

/** Any JSON value, leaning to hostile ones. */
export const nastyValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyString,
    nastyNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.array(fc.tuple(nastyKey, tie('value')), { maxLength: 4 }).map((entries) => bare(entries)),
  ),
})).value;

/** Dates around today and at the edges, as the date filters and date fields take them. */
export const dateLike: fc.Arbitrary<string | number> = fc.oneof(
  fc
    .date({ min: new Date('1950-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10)),
  fc
    .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
    .map((d) => d.toISOString()),
  fc.constantFrom(...EXTREME_DATES),
  fc.constantFrom(8.64e15, 8.64e15 + 1, -8.64e15 - 1, 0, -1, 1e308),
);

const freshEmail = fc
  .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,12}$/), fc.nat())
  .map(([local, n]) => `fz.${local}.${n}@example.test`);
const freshPhone = fc.stringMatching(/^\+2547\d{8}$/);

// ---------------------------------------------------------------------------------------------
// Schema-shaped values
// ---------------------------------------------------------------------------------------------

export interface GenContext {
  ids: RealIds;
  /** Good example values by field name (form data that passes the forms' rules, …). */
  examples: Record<string, unknown[]>;
}

const resolve = (schema: JsonSchema): JsonSchema => schema ?? {};

/** A string a field of this name and schema would take, or near it. */
function stringFor(schema: JsonSchema, name: string, ctx: GenContext): fc.Arbitrary<string> {
  const lower = name.toLowerCase();
  const maxLength = Math.min(schema.maxLength ?? 60, 300);
  const minLength = Math.min(schema.minLength ?? 0, maxLength);
  if (schema.format === 'uuid' || /id$/.test(lower)) {
    const real = ctx.ids.byResource[idResourceOf(name)] ?? ctx.ids.all;
    return fc.oneof(fc.constantFrom(...(real.length ? real : ctx.ids.all)), fc.uuid(), fc.constantFrom(...ctx.ids.all));
  }
  if (schema.pattern)
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((s) => s.length >= minLength && (schema.maxLength === undefined || s.length <= schema.maxLength));
  if (lower.includes('email') || lower === 'phoneorEmail'.toLowerCase()) return fc.oneof(freshEmail, freshPhone);
  if (lower.includes('phone')) return freshPhone;
  if (lower.includes('password')) return fc.stringMatching(/^[A-Za-z]{4,10}\d{2,4}[!-]?$/);
  if (/date|from$|to$|at$/.test(lower)) return dateLike.map(String);
  if (lower === 'code') return fc.stringMatching(/^\d{6}$/);
  const words = ctx.ids.words.filter((w) => w.length >= minLength && w.length <= maxLength);
  return fc.oneof(
    { arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, Math.max(minLength, 40)) }), weight: 3 },
    {
      arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.min(maxLength, Math.max(minLength, 20)) }),
      weight: 1,
    },
    ...(words.length ? [{ arbitrary: fc.constantFrom(...words), weight: 2 }] : []),
  );
}

/** The real ids a field or path parameter of this name refers to (applicationId -> applications). */
export function idResourceOf(name: string): string {
  const base = name.replace(/Id$/, '');
  const map: Record<string, string> = {
    application: 'applications',
    notice: 'notices',
    room: 'marriage-rooms',
    taxHead: 'tax-heads',
    booking: 'bookings',
    assignee: 'users',
    user: 'users',
    objection: 'objections',
    document: 'documents',
    attachment: 'attachments',
    checkout: 'checkouts',
  };
  return map[base] ?? base;
}

/** Values that fit the schema (or nearly: a field sometimes gets a hostile value instead). */
export function shaped(schema: JsonSchema, name: string, ctx: GenContext, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const examples = ctx.examples[name];
  let arb: fc.Arbitrary<unknown>;
  if (s.anyOf) arb = fc.oneof(...s.anyOf.map((branch) => shaped(branch, name, ctx, depth)));
  else if (s.enum) arb = fc.constantFrom(...s.enum);
  else {
    switch (s.type) {
      case 'string':
        arb = stringFor(s, name, ctx);
        break;
      case 'integer': {
        const min = Math.max(s.minimum ?? -1000, -(2 ** 31));
        const max = Math.min(s.maximum ?? 1000, 2 ** 31 - 1);
        arb = name === 'version' ? fc.integer({ min: 0, max: 12 }) : fc.integer({ min, max });
        break;
      }
      case 'number': {
        const min = Math.max(s.minimum ?? -1e6, -1e12);
        const max = Math.min(s.maximum ?? 1e6, 1e12);
        arb = fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: Boolean(s.exclusiveMinimum) });
        break;
      }
      case 'boolean':
        arb = fc.boolean();
        break;
      case 'array': {
        const item = s.items ? shaped(s.items, name, ctx, depth + 1) : nastyValue;
        const minLength = s.minItems ?? 0;
        arb = fc.array(item, { minLength, maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 4)) });
        break;
      }
      case 'object':
        arb = objectOf(s, ctx, depth);
        break;
      default:
        // No type: z.unknown(), z.coerce.date() and the like.
        arb = /at$|date/i.test(name) ? dateLike : nastyValue;
    }
  }
  if (examples?.length)
    arb = fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 3 }, { arbitrary: arb, weight: 1 });
  if (s.nullable) arb = fc.option(arb, { nil: null, freq: 6 });
  return arb;
}

/** A field's value: mostly shaped like the schema, sometimes hostile. */
function field(schema: JsonSchema, name: string, ctx: GenContext, depth: number): fc.Arbitrary<unknown> {
  const hostile =
    resolve(schema).type === 'string'
      ? fc.oneof(nastyString, nastyValue)
      : resolve(schema).type === 'number' || resolve(schema).type === 'integer'
        ? fc.oneof(nastyNumber, nastyValue)
        : nastyValue;
  return fc.oneof({ arbitrary: shaped(schema, name, ctx, depth + 1), weight: 6 }, { arbitrary: hostile, weight: 1 });
}

function objectOf(s: JsonSchema, ctx: GenContext, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const known = fc.tuple(
    ...props.map(([key, schema]) =>
      required.has(key)
        ? field(schema, key, ctx, depth).map((value) => [key, value] as [string, unknown])
        : fc.option(
            field(schema, key, ctx, depth).map((value) => [key, value] as [string, unknown]),
            { nil: null, freq: 3 },
          ),
    ),
  );
  const free =
    s.additionalProperties && typeof s.additionalProperties === 'object' && !props.length
      ? fc.array(
          fc.tuple(
            fc.oneof(nastyKey, fc.constantFrom(...Object.keys(ctx.examples))),
            depth > 2
              ? fc.constant(null)
              : fc.oneof(nastyValue, fc.constantFrom(...Object.values(ctx.examples).flat())),
          ),
          { maxLength: 5 },
        )
      : fc.constant([] as [string, unknown][]);
  const extra = fc.option(fc.array(fc.tuple(nastyKey, nastyValue), { minLength: 1, maxLength: 2 }), {
    nil: [] as [string, unknown][],
    freq: 8,
  });
  return fc
    .tuple(known, free, extra)
    .map(([fields, more, junk]) =>
      bare([...fields.filter((f): f is [string, unknown] => f !== null), ...more, ...junk]),
    );
}

// ---------------------------------------------------------------------------------------------
// Poisons: one change that makes the input certainly invalid
// ---------------------------------------------------------------------------------------------

export interface Poison {
  /** What was changed, for the failure report. */
  what: string;
  apply(request: DraftRequest): DraftRequest;
}

export type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; payload: string | Buffer };

export interface DraftRequest {
  params: Record<string, string>;
  query: [string, string][];
  body: Body;
}

type Path = (string | number)[];

/** A copy of the root with the value at path replaced (undefined: the key removed). */
function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(root)) {
    const copy = [...root];
    copy[head as number] = setAt(copy[head as number], rest, value);
    return copy;
  }
  const copy = bare(Object.entries(root as Record<string, unknown>));
  if (rest.length === 0 && value === undefined) delete copy[head as string];
  else copy[head as string] = setAt(copy[head as string], rest, value);
  return copy;
}

const BAD_PATTERN_CANDIDATES = ['a !b#', '!', ' # ', 'Ω!x', '-- --', '..'];
const notMatching = (pattern: string) => {
  const re = new RegExp(pattern);
  return (
    BAD_PATTERN_CANDIDATES.find(
      (c) => ![c, c.trim(), c.trim().toUpperCase(), c.trim().toLowerCase()].some((v) => re.test(v)),
    ) ?? null
  );
};

/** The schema of a body node, when the value there has one we know. */
function nodeSites(
  value: unknown,
  schema: JsonSchema | undefined,
  path: Path,
  out: { path: Path; schema: JsonSchema; value: unknown }[],
) {
  const s = schema ?? {};
  out.push({ path, schema: s, value });
  if (Array.isArray(value) && s.type === 'array')
    value.forEach((item, i) => nodeSites(item, s.items, [...path, i], out));
  else if (value !== null && typeof value === 'object' && !Array.isArray(value) && s.type === 'object') {
    for (const [key, child] of Object.entries(value)) {
      const childSchema =
        s.properties?.[key] ?? (typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined);
      if (childSchema) nodeSites(child, childSchema, [...path, key], out);
    }
  }
}

const describe = (path: Path) => (path.length ? path.join('.') : '(the body)');

/**
 * Every change that certainly makes this request invalid: a NUL character, a value the schema
 * refuses (too long, wrong type, out of range, not in the enum, a required field missing), a body
 * that is not JSON or not of a media type the API takes, or an id of nothing that exists.
 */
export function poisonsFor(
  op: Operation,
  draft: DraftRequest,
  seed: { n: number; nul: string; uuid: string },
  ids: RealIds,
): Poison[] {
  const poisons: Poison[] = [];
  const real = new Set(ids.all);
  const jsonBody = (value: unknown): Body => ({ kind: 'json', value });

  // The body, node by node.
  if (op.body && draft.body.kind === 'json') {
    const sites: { path: Path; schema: JsonSchema; value: unknown }[] = [];
    nodeSites(draft.body.value, op.body, [], sites);
    for (const site of sites) {
      const s = site.schema;
      const at = (value: unknown, what: string): Poison => ({
        what: `${what} at ${describe(site.path)}`,
        apply: (r) => ({ ...r, body: jsonBody(setAt((r.body as { value: unknown }).value, site.path, value)) }),
      });
      const name = String(site.path[site.path.length - 1] ?? '');
      if (site.path.length) poisons.push(at(seed.nul, 'NUL character'));
      if (s.anyOf) {
        poisons.push(at(bare([['x', 1]]), 'an object where none of the types fits'));
        continue;
      }
      if (s.type === 'string' && s.maxLength !== undefined)
        poisons.push(at('x'.repeat(s.maxLength + 1 + (seed.n % 40)), 'a string longer than maxLength'));
      if (s.type === 'string' && s.minLength)
        poisons.push(at('x'.repeat(s.minLength - 1), 'a string shorter than minLength'));
      if (s.type === 'string' && s.pattern && s.format !== 'uuid') {
        const bad = notMatching(s.pattern);
        if (bad !== null) poisons.push(at(bad, 'a string not matching the pattern'));
      }
      if (s.format === 'uuid') poisons.push(at(MALFORMED_UUIDS[seed.n % MALFORMED_UUIDS.length], 'a malformed uuid'));
      if (s.enum) poisons.push(at('NOT_ONE_OF_THEM!', 'a value outside the enum'));
      if (['string', 'number', 'integer', 'boolean'].includes(s.type ?? ''))
        poisons.push(at(bare([['nested', 'object']]), 'an object instead of a primitive'));
      if ((s.type === 'number' || s.type === 'integer') && s.minimum !== undefined && s.minimum > -(2 ** 53))
        poisons.push(at(s.minimum - 1 - (seed.n % 1000), 'a number below the minimum'));
      if ((s.type === 'number' || s.type === 'integer') && s.maximum !== undefined && s.maximum < 2 ** 53)
        poisons.push(at(s.maximum + 1 + (seed.n % 1000), 'a number above the maximum'));
      if (s.type === 'integer') poisons.push(at(new Raw('1.5'), 'a fraction where a whole number is due'));
      if (s.type === 'object' && site.path.length) poisons.push(at(7, 'a number instead of an object'));
      if (s.type === 'array') poisons.push(at('not-an-array', 'a string instead of an array'));
      if (s.type === 'array' && s.maxItems !== undefined)
        poisons.push(
          at(
            Array.from({ length: s.maxItems + 1 }, () => bare([])),
            'too many items',
          ),
        );
      if (s.type === 'array' && s.minItems) poisons.push(at([], 'too few items'));
      // Ids of nothing that exists (the handler looks them up and refuses): deep paths, no writes.
      if (s.type === 'string' && /Id$/.test(name) && s.format !== 'uuid')
        poisons.push(at(seed.uuid, 'the id of nothing that exists'));
      if (s.format === 'uuid') poisons.push(at(seed.uuid, 'the id of nothing that exists'));
      // A version no record has (versions start at 1 and grow by one a change).
      if (name === 'version' && s.type === 'integer')
        poisons.push(
          at(-1 - (seed.n % 5), 'a version no record has'),
          at(2 ** 31 + (seed.n % 5), 'a version no record has'),
        );
      if (s.type === 'object' && site.value !== null && typeof site.value === 'object' && !Array.isArray(site.value)) {
        for (const key of s.required ?? []) {
          if (key in (site.value as object))
            poisons.push(at(setAt(site.value, [key], undefined), `required field ${key} left out`));
        }
        poisons.push(
          at(bare([...Object.entries(site.value as object), [`${seed.nul}key`, 1]]), 'a NUL character in a key'),
        );
        poisons.push(
          at(bare([...Object.entries(site.value as object), ['extra', seed.nul]]), 'a NUL character in an extra field'),
        );
      }
    }
    if (op.body.type === 'object')
      poisons.push({
        what: 'a number instead of the body object',
        apply: (r) => ({ ...r, body: { kind: 'raw', contentType: 'application/json', payload: '42' } }),
      });
  }

  // Any body-carrying method: a body that is not JSON, or a media type no route takes.
  if (op.method !== 'GET') {
    poisons.push(
      {
        what: 'a body that is not valid JSON',
        apply: (r) => ({
          ...r,
          body: {
            kind: 'raw',
            contentType: 'application/json',
            payload: ['{"a":', '{"a":1,}', "{'a':1}", '{"a":tru}', '[1,2', '\u0000'][seed.n % 6],
          },
        }),
      },
      {
        what: 'an unsupported media type',
        apply: (r) => ({
          ...r,
          body: {
            kind: 'raw',
            contentType: ['application/xml', 'application/octet-stream', 'image/png', 'application/yaml'][seed.n % 4],
            payload: '<a>1</a>',
          },
        }),
      },
    );
  }

  // Path parameters: an id of nothing, malformed, with NUL, too long.
  for (const param of op.pathParams) {
    const set = (value: string, what: string): Poison => ({
      what: `${what} in the path parameter ${param.name}`,
      apply: (r) => ({ ...r, params: { ...r.params, [param.name]: value } }),
    });
    if (param.schema.enum) {
      poisons.push(set('not-a-step', 'a value outside the enum'));
      continue;
    }
    poisons.push(
      set(seed.uuid, 'the id of nothing that exists'),
      set(`no-such-${seed.n}`, 'the id of nothing that exists'),
      set(seed.nul, 'a NUL character'),
    );
    const malformed = [
      ...MALFORMED_UUIDS,
      '1e308',
      '99999999999999999999',
      '-1',
      '%',
      '__proto__',
      'constructor',
      'Ñandú',
      '🙂',
    ].filter((v) => !real.has(v));
    poisons.push(set(malformed[seed.n % malformed.length], 'a malformed id'));
    if (param.schema.maxLength !== undefined)
      poisons.push(set('x'.repeat(param.schema.maxLength + 1), 'an id longer than maxLength'));
  }

  // Lists: the filter, range and sort values that once answered 500.
  if (op.list) {
    const param = (name: string, value: string, what: string): Poison => ({
      what,
      apply: (r) => ({ ...r, query: [...r.query.filter(([k]) => k !== name), [name, value]] }),
    });
    const filtered = (key: string, value: unknown, what: string): Poison => ({
      what: `${what} in filter.${key}`,
      apply: (r) => {
        let entries: [string, unknown][] = [];
        try {
          const parsed: unknown = JSON.parse(r.query.find(([k]) => k === 'filter')?.[1] ?? '{}');
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) entries = Object.entries(parsed);
        } catch {
          // A malformed filter is replaced.
        }
        return {
          ...r,
          query: [
            ...r.query.filter(([k]) => k !== 'filter'),
            ['filter', toJson(bare([...entries.filter(([k]) => k !== key), [key, value]]))],
          ],
        };
      },
    });
    const ranges = [
      '[1e308,1e308]',
      '[1e400,1e400]',
      toJson([2 ** 53, 2 ** 53 + 4]),
      toJson([2 ** 63, 2 ** 63]),
      '[-1,5]',
      '[0.5,3]',
      '[5,2]',
      '[0,1000000]',
    ];
    const range = param('range', ranges[seed.n % ranges.length], 'a range out of bounds');
    const date = filtered(
      ['from', 'to', 'createdFrom', 'submittedTo'][seed.n % 4],
      EXTREME_DATES[seed.n % EXTREME_DATES.length],
      'a date at the edge',
    );
    // Ranges and dates have the most ways to go wrong: they come up twice as often.
    poisons.push(
      range,
      date,
      filtered('q', seed.nul, 'a NUL character'),
      filtered(
        ['__proto__', 'constructor', 'prototype', 'toString'][seed.n % 4],
        [bare([['x', 1]]), 'x', 1, null][seed.n % 4],
        'a key of Object.prototype',
      ),
      date,
      filtered(
        ['applicationId', 'noticeId', 'roomId', 'assigneeId', 'taxHeadId', 'id'][seed.n % 6],
        MALFORMED_UUIDS[seed.n % MALFORMED_UUIDS.length],
        'a malformed id',
      ),
      filtered(
        ['status', 'serviceCode', 'stage', 'district', 'kind'][seed.n % 5],
        ['NO_SUCH_VALUE', seed.nul, 1e308, ['x', 2]][seed.n % 4],
        'an unknown value',
      ),
      range,
      param(
        'sort',
        toJson([[seed.nul, '__proto__', 'constructor', 'id'][seed.n % 4], ['ASC', 'DESC', 'sideways'][seed.n % 3]]),
        'an odd sort',
      ),
    );
  }

  // Query parameters (lists have their own generator; these are the others).
  if (!op.list) {
    for (const param of op.query) {
      const set = (value: string | null, what: string): Poison => ({
        what: `${what} in the query parameter ${param.name}`,
        apply: (r) => ({
          ...r,
          query: [
            ...r.query.filter(([k]) => k !== param.name),
            ...(value === null ? [] : [[param.name, value] as [string, string]]),
          ],
        }),
      });
      poisons.push(set(seed.nul, 'a NUL character'));
      if (param.required) poisons.push(set(null, 'required parameter left out'));
      if (param.schema.type === 'integer')
        poisons.push(set(['abc', '1.5', '1e400', ''][seed.n % 4], 'not a whole number'));
    }
  }
  return poisons;
}

// ---------------------------------------------------------------------------------------------
// Lists: sort, range and filter of ra-data-simple-rest
// ---------------------------------------------------------------------------------------------

const SORT_FIELDS = [
  'id',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'startsAt',
  'celebratedAt',
  'issuedAt',
  'status',
  'name',
  'code',
  'amount',
  'reference',
  'registrationNumber',
  'bookNumber',
  'year',
  'noticeNumber',
  'serviceCode',
  'total',
  'number',
  'kind',
  'fileName',
  'size',
  'submittedAt',
  '__proto__',
  'constructor',
  'toString',
  'formData',
  'password_hash',
  '',
  'id;drop',
];

const FILTER_KEYS = [
  'q',
  'q',
  'status',
  'id',
  'applicationId',
  'status',
  'serviceCode',
  'stage',
  'district',
  'from',
  'to',
  'createdFrom',
  'createdTo',
  'submittedFrom',
  'submittedTo',
  'assigneeId',
  'overdue',
  'section',
  'mine',
  'kind',
  'includeDeleted',
  'roomId',
  'noticeId',
  'active',
  'enabled',
  'code',
  'currency',
  'dialCode',
  'denomination',
  'taxHeadId',
  'year',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];

function filterValue(key: string, ctx: GenContext): fc.Arbitrary<unknown> {
  const lower = key.toLowerCase();
  const good: fc.Arbitrary<unknown> = /id$/.test(lower)
    ? fc.oneof(
        fc.constantFrom(...(ctx.ids.byResource[idResourceOf(key)] ?? ctx.ids.all)),
        fc.constantFrom(...ctx.ids.all),
        fc.uuid(),
      )
    : /from$|to$/.test(lower)
      ? fc.oneof(
          {
            arbitrary: fc
              .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
              .map((d) => d.toISOString().slice(0, 10)),
            weight: 4,
          },
          { arbitrary: dateLike, weight: 1 },
        )
      : ['overdue', 'mine', 'active', 'enabled', 'includedeleted'].includes(lower)
        ? fc.oneof(fc.boolean(), fc.constantFrom('true', 'false', 'yes', 1, 0))
        : fc.oneof(fc.constantFrom(...ctx.ids.words), fc.string({ maxLength: 20 }));
  return fc.oneof(
    { arbitrary: good, weight: 8 },
    { arbitrary: fc.array(good, { maxLength: 4 }), weight: 1 },
    { arbitrary: nastyValue, weight: 1 },
  );
}

const rangeNumber = fc.oneof(
  { arbitrary: fc.nat({ max: 60 }), weight: 5 },
  {
    arbitrary: fc.constantFrom<number | Raw | string>(
      1e308,
      2 ** 53,
      2 ** 53 + 2,
      2 ** 31,
      2 ** 31 - 1,
      2 ** 63,
      1e21,
      -1,
      -0,
      0.5,
      1.5,
      999,
      1000,
      1001,
      new Raw('1e400'),
      new Raw('-1e400'),
      '5',
      'NaN',
    ),
    weight: 3,
  },
  { arbitrary: fc.integer(), weight: 1 },
);

/** sort, range and filter as JSON text, mostly as react-admin sends them, sometimes hostile; plus plain parameters of the list. */
export function listQueryArb(op: Operation, ctx: GenContext): fc.Arbitrary<[string, string][]> {
  const sort = fc.oneof(
    { arbitrary: fc.tuple(fc.constant('id'), fc.constantFrom('ASC', 'DESC')).map(toJson), weight: 4 },
    {
      arbitrary: fc
        .tuple(
          fc.oneof({ arbitrary: fc.constantFrom(...SORT_FIELDS), weight: 6 }, { arbitrary: nulString, weight: 1 }),
          fc.constantFrom('ASC', 'DESC', 'asc', 'desc', 'Asc', 'UP', ''),
        )
        .map(toJson),
      weight: 3,
    },
    { arbitrary: fc.oneof(nastyValue.map(toJson), nastyString), weight: 1 },
  );
  const range = fc.oneof(
    {
      arbitrary: fc
        .tuple(fc.nat({ max: 40 }), fc.nat({ max: 50 }))
        .map(([first, size]) => toJson([first, first + size])),
      weight: 6,
    },
    { arbitrary: fc.tuple(rangeNumber, rangeNumber).map(([a, b]) => toJson([a, b])), weight: 1 },
    { arbitrary: fc.oneof(nastyValue.map(toJson), nastyString), weight: 1 },
  );
  const filter = fc.oneof(
    {
      // Several lists need the application: it comes first, half of the time.
      arbitrary: fc
        .tuple(
          fc.option(
            filterValue('applicationId', ctx).map((value) => ['applicationId', value] as [string, unknown]),
            { nil: null, freq: 2 },
          ),
          fc
            .uniqueArray(
              fc.oneof({ arbitrary: fc.constantFrom(...FILTER_KEYS), weight: 12 }, { arbitrary: nastyKey, weight: 1 }),
              { maxLength: 2 },
            )
            .chain((keys) =>
              fc.tuple(...keys.map((key) => filterValue(key, ctx).map((value) => [key, value] as [string, unknown]))),
            ),
        )
        .map(([application, entries]) => toJson(bare([...(application ? [application] : []), ...entries]))),
      weight: 8,
    },
    { arbitrary: fc.oneof(nastyValue.map(toJson), nastyString), weight: 1 },
  );
  const plain = op.query.filter((q) => !['sort', 'range', 'filter'].includes(q.name));
  const plainArb = plain.length
    ? fc.array(
        fc.tuple(
          fc.constantFrom(...plain.map((p) => p.name)),
          fc.oneof(
            filterValue('q', ctx).map((v) => (typeof v === 'string' ? v : toJson(v))),
            dateLike.map(String),
            nastyString,
          ),
        ),
        { maxLength: 2 },
      )
    : fc.constant([] as [string, string][]);
  // Plain requests as the portal's pages send them, so that the list's query runs.
  const clean = fc
    .tuple(
      fc.option(fc.tuple(fc.constantFrom('id', 'createdAt'), fc.constantFrom('ASC', 'DESC')), { nil: null }),
      fc.tuple(fc.nat({ max: 30 }), fc.nat({ max: 40 })),
      fc.oneof(
        fc.constant([] as [string, unknown][]),
        fc
          .constantFrom(...(ctx.ids.byResource.applications?.length ? ctx.ids.byResource.applications : ctx.ids.all))
          .map((id) => [['applicationId', id]] as [string, unknown][]),
        fc.constantFrom(...ctx.ids.words).map((q) => [['q', q]] as [string, unknown][]),
      ),
    )
    .map(([s, [first, size], entries]) => {
      const query: [string, string][] = [
        ['range', toJson([first, first + size])],
        ['filter', toJson(bare(entries))],
      ];
      if (s) query.push(['sort', toJson(s)]);
      return query;
    });
  const hostile = fc
    .tuple(
      fc.option(sort, { nil: null, freq: 2 }),
      fc.option(range, { nil: null, freq: 3 }),
      fc.option(filter, { nil: null, freq: 3 }),
      fc.option(plainArb, { nil: [], freq: 2 }),
      fc.nat({ max: 9 }),
    )
    .map(([s, r, f, more, twice]) => {
      const query: [string, string][] = [];
      if (s !== null) query.push(['sort', s]);
      if (r !== null) query.push(['range', r]);
      if (f !== null) query.push(['filter', f]);
      query.push(...more);
      // Now and then the same parameter twice: it arrives as an array.
      if (twice === 0 && query.length) query.push(query[0]);
      return query;
    });
  return fc.oneof({ arbitrary: clean, weight: 2 }, { arbitrary: hostile, weight: 3 });
}

/** Query parameters of the routes that are not lists. */
export function plainQueryArb(op: Operation, ctx: GenContext): fc.Arbitrary<[string, string][]> {
  if (!op.query.length) return fc.array(fc.tuple(nastyKey, nastyString), { maxLength: 1 });
  return fc
    .tuple(
      ...op.query.map((param) => {
        const value = fc.oneof(
          {
            arbitrary: shaped(param.schema, param.name, ctx).map((v) => (typeof v === 'string' ? v : String(v))),
            weight: 4,
          },
          { arbitrary: /date/i.test(param.name) ? dateLike.map(String) : nastyString, weight: 2 },
        );
        return param.required
          ? value.map((v) => [param.name, v] as [string, string])
          : fc.option(
              value.map((v) => [param.name, v] as [string, string]),
              { nil: null, freq: 3 },
            );
      }),
    )
    .map((pairs) => pairs.filter((p): p is [string, string] => p !== null));
}

/** A path parameter: a real id of the route's resource, another real id, a fresh uuid or a hostile string. */
export function pathParamArb(op: Operation, param: Param, ctx: GenContext): fc.Arbitrary<string> {
  if (param.schema.enum)
    return fc.oneof(
      { arbitrary: fc.constantFrom(...(param.schema.enum as string[])), weight: 5 },
      { arbitrary: nastyString, weight: 1 },
    );
  const resource = op.path.split('/')[1] === 'public' ? 'notices' : op.path.split('/')[1];
  const own = ctx.ids.byResource[param.name === 'id' ? resource : idResourceOf(param.name)] ?? [];
  return fc.oneof(
    ...(own.length ? [{ arbitrary: fc.constantFrom(...own), weight: 10 }] : []),
    { arbitrary: fc.constantFrom(...ctx.ids.all), weight: 2 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: nastyString, weight: 2 },
  );
}

// ---------------------------------------------------------------------------------------------
// Uploads: multipart bodies, always with a file no route accepts
// ---------------------------------------------------------------------------------------------

export function multipartArb(kinds: string[]): fc.Arbitrary<Body> {
  const boundary = '----property-test-boundary';
  const kind = fc.oneof(fc.constantFrom(...kinds), nastyString);
  const fileName = fc.oneof(fc.constantFrom('id.pdf', 'photo.png', 'a.jpg', ''), nastyString);
  // Never a PDF, JPEG or PNG: the upload must be refused whatever the kind and application.
  const content = fc.oneof(
    fc.constant(Buffer.alloc(0)),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.concat([Buffer.from('NOTAFILE'), Buffer.from(bytes)])),
    fc.constant(Buffer.from('%PDX-1.4 not a pdf')),
  );
  const form = fc
    .tuple(fc.option(kind, { nil: null }), fc.option(fc.tuple(fileName, content), { nil: null }), fc.boolean())
    .map(([k, file, fileFirst]) => {
      const parts: Buffer[] = [];
      const kindPart =
        k === null ? null : Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${k}\r\n`);
      const filePart =
        file === null
          ? null
          : Buffer.concat([
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file[0].replace(/"/g, '')}"\r\nContent-Type: application/pdf\r\n\r\n`,
              ),
              file[1],
              Buffer.from('\r\n'),
            ]);
      for (const part of fileFirst ? [filePart, kindPart] : [kindPart, filePart]) if (part) parts.push(part);
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      return {
        kind: 'raw' as const,
        contentType: `multipart/form-data; boundary=${boundary}`,
        payload: Buffer.concat(parts),
      };
    });
  const broken = fc.constantFrom<Body>(
    { kind: 'raw', contentType: 'multipart/form-data', payload: 'no boundary' },
    {
      kind: 'raw',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nOTHER`,
    },
    { kind: 'json', value: { kind: 'OTHER', file: 'JVBERi0xLjQK' } },
    { kind: 'none' },
  );
  return fc.oneof({ arbitrary: form, weight: 4 }, { arbitrary: broken, weight: 1 });
}

// ---------------------------------------------------------------------------------------------
// Bodies that no parser should choke on
// ---------------------------------------------------------------------------------------------

let bigBody: string | null = null;
/** Bodies at the edges of the parser: over the size limit, nested deeply, empty. */
export const edgeBodies: fc.Arbitrary<Body> = fc
  .constantFrom<() => Body>(
    () => ({
      kind: 'raw',
      contentType: 'application/json',
      payload: (bigBody ??= JSON.stringify({ formData: { note: 'x'.repeat(1024 * 1024 + 10) } })),
    }),
    () => ({ kind: 'raw', contentType: 'application/json', payload: `${'['.repeat(20_000)}${']'.repeat(20_000)}` }),
    () => ({
      kind: 'raw',
      contentType: 'application/json',
      payload: `{"formData":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}}`,
    }),
    () => ({
      kind: 'raw',
      contentType: 'application/json',
      payload: `{"formData":${'['.repeat(400)}"x"${']'.repeat(400)},"version":1}`,
    }),
    () => ({ kind: 'raw', contentType: 'application/json', payload: '' }),
    () => ({ kind: 'raw', contentType: 'application/json; charset=latin1', payload: '{}' }),
    () => ({ kind: 'raw', contentType: 'text/plain', payload: 'hello' }),
    () => ({ kind: 'raw', contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' }),
  )
  .map((make) => make());
