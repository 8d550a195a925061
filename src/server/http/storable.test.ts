import { describe, expect, it } from 'vitest';
import { DEPTH_MESSAGE, MAX_INPUT_DEPTH, NUL_KEY_MESSAGE, NUL_MESSAGE, unstorable } from './storable.js';

/** `levels` objects, each holding the next, around a string. */
function nested(levels: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i += 1) value = { a: value };
  return value;
}

describe('input that cannot be stored', () => {
  it('finds a NUL character in a value at any depth, and names its path', () => {
    expect(unstorable({ formData: { partyA: { firstName: 'Am\u0000ani' } } })).toEqual({
      field: 'formData.partyA.firstName',
      message: NUL_MESSAGE,
    });
    expect(unstorable({ witnesses: [{ fullName: 'x' }, { fullName: '\u0000' }] })).toEqual({
      field: 'witnesses.1.fullName',
      message: NUL_MESSAGE,
    });
    expect(unstorable('\u0000')).toEqual({ field: 'body', message: NUL_MESSAGE });
    expect(unstorable({ id: '\u0000' }, '', 'params')).toEqual({ field: 'id', message: NUL_MESSAGE });
    expect(unstorable({ q: 'x\u0000' }, 'filter')).toEqual({ field: 'filter.q', message: NUL_MESSAGE });
  });

  it('finds a NUL character in a key and names the object holding it', () => {
    expect(unstorable({ formData: { 'party\u0000A': 1 } })).toEqual({ field: 'formData', message: NUL_KEY_MESSAGE });
    expect(unstorable({ 'a\u0000': 1 }, '', 'query')).toEqual({ field: 'query', message: NUL_KEY_MESSAGE });
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels, and takes it up to there`, () => {
    expect(unstorable(nested(MAX_INPUT_DEPTH))).toBeNull();
    expect(unstorable(nested(MAX_INPUT_DEPTH + 1))?.message).toBe(DEPTH_MESSAGE);
    expect(unstorable(nested(100_000))?.message).toBe(DEPTH_MESSAGE);
  });

  it('lets everything else through: other control characters, unicode, numbers, empty values, buffers', () => {
    expect(
      unstorable({
        a: '\u0001\u001f\t',
        b: 'Zoë 🙂 名前',
        c: [1e308, -0, null, true],
        d: {},
        e: [],
        f: Buffer.from([0, 0]),
      }),
    ).toBeNull();
    expect(unstorable(undefined)).toBeNull();
  });
});
