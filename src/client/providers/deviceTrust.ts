import { DEVICE_TRUSTS_KEPT } from '../../shared/accounts.js';

/**
 * The device trusts this browser holds (issue 23): given at a sign-in with a code when the person
 * chose "do not ask again on this device", sent with every sign-in so that, for a working day, the
 * account they belong to asks for the password only. They belong to the device, not to a session:
 * a sign-out keeps them (clearStorage), as it keeps the choice of language.
 */
export const DEVICE_TRUSTS_KEY = 'deviceTrusts';

export function readDeviceTrusts(): string[] {
  try {
    const kept: unknown = JSON.parse(localStorage.getItem(DEVICE_TRUSTS_KEY) ?? '[]');
    return Array.isArray(kept)
      ? kept
          .filter((t): t is string => typeof t === 'string' && t.length > 0 && t.length <= 300)
          .slice(0, DEVICE_TRUSTS_KEPT)
      : [];
  } catch {
    return [];
  }
}

/** Keeps a new trust first; the oldest beyond DEVICE_TRUSTS_KEPT go (each ends by itself anyway). */
export function keepDeviceTrust(trust: string): void {
  const kept = [trust, ...readDeviceTrusts().filter((t) => t !== trust)].slice(0, DEVICE_TRUSTS_KEPT);
  localStorage.setItem(DEVICE_TRUSTS_KEY, JSON.stringify(kept));
}
