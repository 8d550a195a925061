import type { RegisterInput } from '../../shared/contracts/auth.js';

/** The sign-up in progress, kept for this tab only: who to verify and what to resend. */
export interface PendingSignUp {
  payload: RegisterInput;
  verificationToken?: string;
}

const KEY = 'signup';

export function readPendingSignUp(): PendingSignUp | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignUp | null;
  } catch {
    return null;
  }
}

export function writePendingSignUp(value: PendingSignUp): void {
  sessionStorage.setItem(KEY, JSON.stringify(value));
}

export function clearPendingSignUp(): void {
  sessionStorage.removeItem(KEY);
}
