import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '../../src/server/plugins/auth.js';
import { tokenCache } from './helpers.js';

afterEach(() => vi.restoreAllMocks());

describe("the tests' cache of access tokens", () => {
  it('answers the same token while it is fresh, and signs in again a minute before it would expire', async () => {
    let now = 1_000_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    let signIns = 0;
    const tokens = tokenCache(async (who: string) => `${who}-${++signIns}`);
    expect(await tokens('officer')).toBe('officer-1');
    now += (ACCESS_TOKEN_TTL_SECONDS - 61) * 1000;
    expect(await tokens('officer')).toBe('officer-1');
    now += 2000;
    expect(await tokens('officer')).toBe('officer-2');
    expect(await tokens('finance')).toBe('finance-3');
  });
});
