// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpClient } from './httpClient.js';
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
