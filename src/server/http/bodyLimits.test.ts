import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { JsonDepthGuard } from './bodyLimits.js';
import { DEPTH_MESSAGE } from './storable.js';

/** Sends `text` through the guard in chunks of `size` bytes; answers what came out, or the error. */
async function through(text: string, size: number, limit = 4): Promise<{ out: string } | { error: Error }> {
  const bytes = Buffer.from(text);
  const chunks: Buffer[] = [];
  for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
  const guard = new JsonDepthGuard(limit);
  const received: Buffer[] = [];
  guard.on('data', (chunk: Buffer) => received.push(chunk));
  try {
    await pipeline(Readable.from(chunks), guard);
    return { out: Buffer.concat(received).toString() };
  } catch (error) {
    return { error: error as Error };
  }
}

describe('JsonDepthGuard', () => {
  it('passes JSON within the limit through unchanged, however it is cut into chunks', async () => {
    const text = JSON.stringify({ a: [{ b: [1, 2, { c: 'x' }] }], s: 'é ✓' });
    for (const size of [1, 2, 3, 7, 1000]) expect(await through(text, size, 5)).toEqual({ out: text });
  });

  it('refuses the first level beyond the limit, with the depth message', async () => {
    for (const size of [1, 5, 1000]) {
      const result = await through('[[[[[1]]]]]', size);
      expect('error' in result && result.error.message).toBe(DEPTH_MESSAGE);
    }
    expect(await through('[[[[1]]]]', 1)).toEqual({ out: '[[[[1]]]]' });
  });

  it('ignores brackets inside strings, escaped quotes included, across chunk boundaries', async () => {
    const text = JSON.stringify({ a: '[[[[[[{{{{{', b: 'say \\"[[[[[[\\" and "quoted" [[[[[' });
    for (const size of [1, 2, 3, 1000]) expect(await through(text, size)).toEqual({ out: text });
  });

  it('counts what it received', async () => {
    const guard = new JsonDepthGuard();
    await pipeline(Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]), guard, async function* (source) {
      for await (const chunk of source) yield chunk;
    });
    expect(guard.receivedEncodedLength).toBe(7);
  });
});
