// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { timestamp } from '../../shared/contracts/applications.js';
import { ContractError, getData, httpClient, postData } from './httpClient.js';
import { i18nProvider } from './i18nProvider.js';
import { clearStorage, refreshAccessToken, setAccessToken, storeProfile, type StoredProfile } from './session.js';

const profile = { userId: 'u1', accountType: 'BACKOFFICE', refreshToken: 'refresh-1' } as unknown as StoredProfile;
const reload = vi.fn<() => void>();

function answer(status: number) {
  return vi.fn<() => Promise<Response>>(
    async () =>
      new Response(JSON.stringify({ statusCode: status, message: 'no' }), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('a 401 while the session-expired dialog is open', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, reload });
    storeProfile(profile);
    setAccessToken('Bearer old');
  });
  afterEach(() => {
    clearStorage();
    reload.mockReset();
    vi.unstubAllGlobals();
  });

  it('an ordinary 401 clears the storage and reloads (seed sections 6 and 8)', async () => {
    vi.stubGlobal('fetch', answer(401));
    await expect(httpClient('/api/queues')).rejects.toThrow('no');
    expect(localStorage.getItem('profile')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('after the refresh token is refused, a background call refused 401 leaves the session to the dialog', async () => {
    await expect(refreshAccessToken(answer(401) as unknown as typeof fetch)).rejects.toThrow('Session expired');
    vi.stubGlobal('fetch', answer(401));
    await expect(httpClient('/api/queues')).rejects.toThrow('no');
    expect(localStorage.getItem('profile')).not.toBeNull();
    expect(reload).not.toHaveBeenCalled();
    // Signing in again (a new token) ends that state: a later 401 clears as usual.
    setAccessToken('Bearer new');
    await expect(httpClient('/api/queues')).rejects.toThrow('no');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('the language of each call', () => {
  afterEach(async () => {
    await i18nProvider.changeLocale('en');
    vi.unstubAllGlobals();
  });

  it('sends Accept-Language with the language the portal shows', async () => {
    const ok = vi.fn<(url: string, init: RequestInit) => Promise<Response>>(
      async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', ok);
    await httpClient('/api/services');
    expect(new Headers(ok.mock.calls[0][1].headers).get('Accept-Language')).toBe('en');
    await i18nProvider.changeLocale('sw');
    await httpClient('/api/services');
    expect(new Headers(ok.mock.calls[1][1].headers).get('Accept-Language')).toBe('sw');
  });
});

describe('answers checked against their shared contract (issue 21)', () => {
  const contract = z.object({ weddingsToday: z.array(z.object({ id: z.string(), startsAt: timestamp })) });
  const serve = (body: unknown) =>
    vi.fn<() => Promise<Response>>(
      async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
  afterEach(() => vi.unstubAllGlobals());

  it("gives the answer's data in the wire's shape when it meets the contract", async () => {
    const data = { weddingsToday: [{ id: 'b1', startsAt: '2026-11-28T07:00:00.000Z' }] };
    vi.stubGlobal('fetch', serve({ data }));
    // The timestamp stays the string the wire carries (z.input), as the pages read it.
    await expect(getData('/dashboard/today', contract)).resolves.toEqual(data);
    vi.stubGlobal('fetch', serve({ data }));
    await expect(postData('/bookings', { noticeId: 'n1' }, contract)).resolves.toEqual(data);
  });

  it('refuses an answer of another shape, naming the path, instead of building a page on it', async () => {
    vi.stubGlobal('fetch', serve({ data: { weddingsToday: [{ id: 7 }] } }));
    const refused = getData('/dashboard/today', contract);
    await expect(refused).rejects.toBeInstanceOf(ContractError);
    await expect(refused).rejects.toThrow('The answer of /dashboard/today does not have the expected shape');
    vi.stubGlobal('fetch', serve({ nothing: true }));
    await expect(getData('/dashboard/today', contract)).rejects.toBeInstanceOf(ContractError);
  });
});
