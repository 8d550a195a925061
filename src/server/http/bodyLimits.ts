import { Transform, type TransformCallback } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../plugins/errors.js';
import { DEPTH_MESSAGE, MAX_INPUT_DEPTH } from './storable.js';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Passes a JSON body through unchanged while counting how deep its arrays and objects nest, one byte
 * at a time as it arrives (outside strings only), and fails with 400 at the first level beyond the
 * limit: deep input is refused before the JSON parser, the validators or anything else spend time on
 * it. Bytes of a multi-byte character never equal these ASCII marks, so the count needs no decoding.
 */
export class JsonDepthGuard extends Transform {
  /** What was received, for Fastify's check of the length the client declared. */
  receivedEncodedLength = 0;
  private depth = 0;
  private inString = false;
  private escaped = false;

  constructor(private readonly limit = MAX_INPUT_DEPTH) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    for (let i = 0; i < chunk.length; i += 1) {
      const byte = chunk[i];
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (byte === BACKSLASH) this.escaped = true;
        else if (byte === QUOTE) this.inString = false;
      } else if (byte === QUOTE) this.inString = true;
      else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
        this.depth += 1;
        if (this.depth > this.limit) return callback(new ApiError(400, DEPTH_MESSAGE, { body: DEPTH_MESSAGE }));
      } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) this.depth -= 1;
    }
    callback(null, chunk);
  }
}

const isJson = (contentType: string | undefined) => /^\s*application\/(?:[\w.+-]+\+)?json\b/i.test(contentType ?? '');

/** Every JSON body of the API passes the depth guard before it is parsed. */
export function registerJsonDepthGuard(app: FastifyInstance): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (!isJson(request.headers['content-type'])) return payload;
    const guard = new JsonDepthGuard();
    payload.on('error', (error) => guard.destroy(error));
    return payload.pipe(guard);
  });
}

/** The most a route open to anyone (no sign-in) reads of a body: its forms are small. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;

/**
 * Routes anyone may call (sign-in and sign-up, the payment callbacks, objections, /verify) read at
 * most PUBLIC_BODY_LIMIT of a body unless they say otherwise; signed-in routes keep the app's limit.
 * A route is public when its onRequest hooks do not include the sign-in check.
 */
export function registerPublicBodyLimit(app: FastifyInstance): void {
  app.addHook('onRoute', function publicBodyLimit(this: FastifyInstance, route) {
    if (route.bodyLimit !== undefined) return;
    // The sign-in check as the route's own plugin sees it (the auth plugin decorates the API's scope).
    const authenticate = (this as FastifyInstance & { authenticate?: unknown }).authenticate;
    const hooks = [route.onRequest ?? []].flat();
    if (!authenticate || !hooks.includes(authenticate as never)) route.bodyLimit = PUBLIC_BODY_LIMIT;
  });
}
