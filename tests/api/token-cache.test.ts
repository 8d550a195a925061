import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/server/plugins/auth.js';
import { tokenCache, tokenExpiry } from './helpers.js';

afterEach(() => vi.restoreAllMocks());

/** An access token as the server signs one: a JWT whose `exp` is in seconds. */
function jwt(name: string, expSeconds: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `Bearer ${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: name, exp: expSeconds })}.c2lnbmF0dXJl`;
}

describe("the tests' cache of access tokens", () => {
  it('answers the same token while its own expiry is over a minute away by the wall clock, then signs in again', async () => {
    let wall = 1_800_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => wall);
    let signIns = 0;
    const tokens = tokenCache(async (who: string) => {
      signIns += 1;
      return jwt(`${who}-${signIns}`, Math.floor(wall / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    });
    const first = await tokens('officer');
    expect(tokenExpiry(first)).toBe(wall + ACCESS_TOKEN_TTL_SECONDS * 1000);
    wall += (ACCESS_TOKEN_TTL_SECONDS - 61) * 1000;
    expect(await tokens('officer')).toBe(first);
    wall += 2000;
    const second = await tokens('officer');
    expect(second).not.toBe(first);
    expect(signIns).toBe(2);
    await tokens('finance');
    expect(signIns).toBe(3);
  });

  it('goes by the wall clock even when the monotonic clock stands still (a paused machine: CI, stop 37)', async () => {
    let wall = 1_800_000_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => wall);
    vi.spyOn(performance, 'now').mockImplementation(() => 1000);
    let signIns = 0;
    const tokens = tokenCache(async () => {
      signIns += 1;
      return jwt(`officer-${signIns}`, Math.floor(wall / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    });
    const first = await tokens('officer');
    wall += ACCESS_TOKEN_TTL_SECONDS * 1000;
    expect(await tokens('officer')).not.toBe(first);
  });

  it('signs in once for calls made together, and again after a failed sign-in', async () => {
    let signIns = 0;
    let fail = true;
    const tokens = tokenCache(async () => {
      signIns += 1;
      if (fail) throw new Error('login failed');
      return jwt('officer', Math.floor(Date.now() / 1000) + ACCESS_TOKEN_TTL_SECONDS);
    });
    await expect(tokens('officer')).rejects.toThrow('login failed');
    fail = false;
    const [a, b] = await Promise.all([tokens('officer'), tokens('officer')]);
    expect(a).toBe(b);
    expect(signIns).toBe(2);
  });
});
