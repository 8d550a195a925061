import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, VALIDATION_MESSAGE } from '../plugins/errors.js';

/** PostgreSQL refuses the NUL character in text and jsonb, so no input may hold one (docs/decisions.md). */
export const NUL_MESSAGE = 'Remove the NUL character (\\u0000): text cannot hold it';
export const NUL_KEY_MESSAGE = 'A field name holds a NUL character (\\u0000)';
/** No form nests more than a few levels; deeper input is refused before anything parses it further. */
export const MAX_INPUT_DEPTH = 32;
export const DEPTH_MESSAGE = `Nested more than ${MAX_INPUT_DEPTH} levels deep`;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first place where this input holds what no column can store: a NUL character in a text or
 * in a key, or nesting deeper than MAX_INPUT_DEPTH. Answers the field path and the message.
 */
export function unstorable(
  value: unknown,
  path = '',
  root = 'body',
  depth = 0,
): { field: string; message: string } | null {
  if (typeof value === 'string') return value.includes('\u0000') ? { field: path || root, message: NUL_MESSAGE } : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return { field: path || root, message: DEPTH_MESSAGE };
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = unstorable(value[i], join(path, i), root, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return { field: path || root, message: NUL_KEY_MESSAGE };
    const found = unstorable((value as Record<string, unknown>)[key], join(path, key), root, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * Throws the 400 with the field's message when the input cannot be stored. Fields are named by
 * their path (formData.partyA.firstName, filter.q, id); `root` names the input itself.
 */
export function assertStorable(value: unknown, path = '', root = 'body'): void {
  const found = unstorable(value, path, root);
  if (found) throw badRequest(VALIDATION_MESSAGE, { [found.field]: found.message });
}

/**
 * One rule for every route, before its schema runs: path parameters, query and body must be
 * storable (no NUL character, no absurd nesting). Refused with 400 and the field path.
 */
export function registerStorableInput(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    assertStorable(request.params, '', 'params');
    assertStorable(request.query, '', 'query');
    assertStorable(request.body);
  });
}
