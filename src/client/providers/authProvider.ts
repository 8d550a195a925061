import type { AuthProvider } from 'react-admin';
import { accessTokenSchema, loggedInSchema, profileSchema } from '../../shared/contracts/auth.js';
import {
  canAccess,
  canOpenSettingsPage,
  BACKOFFICE_SECTIONS,
  type BackofficeSection,
} from '../../shared/permissions.js';
import { getData, httpClient, postData } from './httpClient.js';
import {
  clearStorage,
  getAccessToken,
  getStoredProfile,
  refreshAccessToken,
  setAccessToken,
  storeProfile,
  type StoredProfile,
} from './session.js';

/** Seed section 7: login keeps data.refreshToken, refresh gives data.token, /users/me the profile. */
export async function signIn(phoneOrEmail: string, password: string): Promise<StoredProfile> {
  const { refreshToken } = await postData('/users/auth/login', { phoneOrEmail, password }, loggedInSchema, {
    authFailureHandled: true,
  });
  const { token } = await postData('/users/refresh-token', { refreshToken }, accessTokenSchema, {
    authFailureHandled: true,
  });
  setAccessToken(token);
  const profile = await getData('/users/me', profileSchema, { authFailureHandled: true });
  const stored = { ...profile, refreshToken };
  storeProfile(stored);
  return stored;
}

/** Re-reads the profile (after onboarding or a contact change) and keeps it. */
export async function reloadProfile(): Promise<StoredProfile | null> {
  const current = getStoredProfile();
  if (!current) return null;
  const profile = await getData('/users/me', profileSchema);
  // Signed out (or in as someone else) while the profile was on its way: it is no longer ours to keep.
  if (getStoredProfile()?.refreshToken !== current.refreshToken) return null;
  const stored = { ...profile, refreshToken: current.refreshToken };
  storeProfile(stored);
  return stored;
}

/** Seed section 7: logout clears storage whether or not the call succeeds. */
export async function signOut(): Promise<void> {
  const refreshToken = getStoredProfile()?.refreshToken;
  try {
    await httpClient('/api/users/auth/logout', {
      method: 'POST',
      body: JSON.stringify({ refreshToken }),
      authFailureHandled: true,
    });
  } catch {
    // Storage is cleared below all the same.
  } finally {
    clearStorage();
  }
}

/** Seed section 2: a stored profile holding a token refreshes the in-memory session. */
export async function ensureSession(): Promise<boolean> {
  if (getAccessToken()) return true;
  if (!getStoredProfile()?.refreshToken) return false;
  try {
    await refreshAccessToken();
    return true;
  } catch {
    return false;
  }
}

export const authProvider: AuthProvider = {
  async login({ username, password }) {
    await signIn(username, password);
  },
  async logout() {
    await signOut();
    return '/sign-in';
  },
  async checkAuth() {
    if (!getStoredProfile()) throw { redirectTo: '/account-loading', message: false };
  },
  async checkError() {
    // 401/403 are handled once, in the httpClient, as the seed says.
  },
  async getIdentity() {
    const profile = getStoredProfile();
    if (!profile) throw new Error('Not signed in');
    const fullName = [profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(' ');
    return { id: profile.userId, fullName };
  },
  async getPermissions() {
    const profile = getStoredProfile();
    return profile ? { accountType: profile.accountType, staffRole: profile.staffRole } : null;
  },
  async canAccess({ action, resource }) {
    const profile = getStoredProfile();
    if (!profile) return false;
    if (profile.accountType !== 'BACKOFFICE') return true;
    if (resource.startsWith('settings/')) {
      const reading = ['list', 'show', 'read', 'export'].includes(action);
      return canOpenSettingsPage(profile, resource.slice('settings/'.length), reading ? 'read' : 'write');
    }
    // Data resources (applications, documents…) are scoped by the server per record; the pages
    // that show them are guarded by their section.
    if (!(BACKOFFICE_SECTIONS as readonly string[]).includes(resource)) return true;
    const verb = action === 'list' || action === 'show' || action === 'read' ? 'read' : 'work';
    return canAccess(profile, { action: verb, resource: resource as BackofficeSection });
  },
};
