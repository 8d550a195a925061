import type { AccessToken, Profile } from '../../shared/contracts/auth.js';
import { LANGUAGE_STORAGE_KEY } from '../i18n/locale.js';
import { DEVICE_TRUSTS_KEY } from './deviceTrust.js';
import { TOKEN_REFRESH_INTERVAL_MS } from '../../shared/statuses.js';

/** The signed-in user as kept in localStorage (seed: "stored profile"); it holds the refresh token. */
export interface StoredProfile extends Profile {
  refreshToken: string;
}

export const PROFILE_KEY = 'profile';
export const API_URL = '/api';

let accessToken: string | null = null;
/** The refresh token was refused and the session-expired dialog is deciding what happens next. */
let expired = false;
let refreshTimer: ReturnType<typeof setInterval> | null = null;
const expiredListeners = new Set<() => void>();

export function getStoredProfile(): StoredProfile | null {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    if (!raw) return null;
    const profile = JSON.parse(raw) as StoredProfile;
    return profile && typeof profile === 'object' && profile.accountType ? profile : null;
  } catch {
    return null;
  }
}

export function storeProfile(profile: StoredProfile): void {
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

export function getAccessToken(): string | null {
  return accessToken;
}

export function setAccessToken(token: string | null): void {
  accessToken = token;
  if (token) expired = false;
  if (token) startRefreshTimer();
  else stopRefreshTimer();
}

/** Seed section 6/8: session and local storage are cleared together. */
export function clearStorage(): void {
  stopRefreshTimer();
  accessToken = null;
  expired = false;
  // The choice of language and the device's trusts belong to the browser, not to the session: they outlive the sign-out.
  const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  const trusts = localStorage.getItem(DEVICE_TRUSTS_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  if (trusts) localStorage.setItem(DEVICE_TRUSTS_KEY, trusts);
}

/** The dialog of seed section 2 subscribes here: the refresh token was refused. */
export function onSessionExpired(listener: () => void): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}

/**
 * Whether the session has expired and the dialog is open: calls that then come back 401 (they went
 * without a token) must not wipe the session the person may still restore by signing in again.
 */
export function isSessionExpired(): boolean {
  return expired;
}

export class SessionExpiredError extends Error {}

/**
 * Exchanges the stored refresh token for an access token ("Bearer ..."). A refusal (401) means the
 * session is over: listeners are told, so the session-expired dialog can offer to sign in again.
 */
export async function refreshAccessToken(fetcher: typeof fetch = fetch): Promise<string> {
  const profile = getStoredProfile();
  if (!profile?.refreshToken) throw new SessionExpiredError('No stored session');
  const response = await fetcher(`${API_URL}/users/refresh-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken: profile.refreshToken }),
  });
  if (response.status === 401 || response.status === 403) {
    stopRefreshTimer();
    accessToken = null;
    expired = true;
    expiredListeners.forEach((listener) => listener());
    throw new SessionExpiredError('Session expired');
  }
  if (!response.ok) throw new Error(`Refresh failed with ${response.status}`);
  const body = (await response.json()) as { data: AccessToken };
  setAccessToken(body.data.token);
  return body.data.token;
}

/** Seed section 7: the token is refreshed every 30 seconds while one is held. */
function startRefreshTimer(): void {
  if (refreshTimer) return;
  refreshTimer = setInterval(() => {
    if (!accessToken) return stopRefreshTimer();
    refreshAccessToken().catch(() => undefined);
  }, TOKEN_REFRESH_INTERVAL_MS);
}

function stopRefreshTimer(): void {
  if (refreshTimer) clearInterval(refreshTimer);
  refreshTimer = null;
}
