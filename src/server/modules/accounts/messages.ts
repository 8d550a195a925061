import { STAFF_ROLE_WORDS, type StaffRole } from '../../../shared/accounts.js';
import type { Notification } from '../notifications/outbox.js';
import { toDisplayDateTime } from '../../../shared/dates.js';

export const AUTH_MESSAGES = {
  /**
   * The sign-in page's answer to a wrong e-mail address, phone number or password: the field asks for
   * either, so the answer names both (the session dialog keeps the seed's own words on a 401). The
   * same whether or not an account exists, so it also tells an invited person how to begin.
   */
  badCredentials:
    'The e-mail address or phone number, or the password, is not right. Invited by the registry? Set your password from the link in your invitation first.',
  sessionExpired: 'Your session has expired. Sign in again.',
  emailTaken: 'An account with this e-mail address already exists',
  phoneTaken: 'An account with this phone number already exists',
  registered: 'We sent a 6-digit code to your phone and your e-mail address',
  resetRequested: 'If an account matches, we sent it a 6-digit code',
  passwordSet: 'Your password is set. You can sign in now.',
  secondFactorOff: 'The second factor is off: a sign-in asks for your password only.',
  codeNeeded: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  codeWrong: 'This code is not right or was already used. Enter the code your authenticator app shows now.',
  passwordAlreadySet: 'This account already has a password. Sign in, or reset your password.',
  verificationExpired: 'The verification has expired; verify your code again',
  emailActivated: 'Your e-mail address is confirmed',
  phoneActivated: 'Your phone number is confirmed',
  loggedOut: 'You are signed out',
  alreadyOnboarded: 'Your identity is already verified',
  idTaken: 'This ID number is already linked to another account',
  onlyIndividuals: 'Only individual accounts are onboarded with a national ID',
} as const;

/** The lock's answer, with the moment it ends (Nairobi, 24-hour), however long this lock lasts. */
export function lockedMessage(until: Date): string {
  return `This account is locked after 5 failed sign-in attempts. Try again after ${toDisplayDateTime(until)}, or reset your password.`;
}

const minutes = 5;

export function registrationCodeMessage(
  channel: 'EMAIL' | 'SMS',
  recipient: string,
  code: string,
  userId: string,
  portalUrl: string,
): Notification {
  const link =
    channel === 'EMAIL'
      ? ` You can also confirm this e-mail address by opening ${portalUrl}/auth/email-verified?email=${encodeURIComponent(recipient)}&code=${code}`
      : '';
  return {
    kind: 'REGISTRATION_CODE',
    channel,
    recipient,
    userId,
    subject: 'Your marriages portal verification code',
    body: `Your marriages portal verification code is ${code}. It expires in ${minutes} minutes. If you did not sign up, ignore this message.${link}`,
  };
}

export function resetCodeMessage(
  channel: 'EMAIL' | 'SMS',
  recipient: string,
  code: string,
  userId: string,
): Notification {
  return {
    kind: 'RESET_PASSWORD_CODE',
    channel,
    recipient,
    userId,
    subject: 'Reset your marriages portal password',
    body: `Your code to reset your marriages portal password is ${code}. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
  };
}

export function activationCodeMessage(
  channel: 'EMAIL' | 'SMS',
  recipient: string,
  code: string,
  userId: string,
): Notification {
  return {
    kind: channel === 'EMAIL' ? 'ACTIVATE_EMAIL_CODE' : 'ACTIVATE_PHONE_CODE',
    channel,
    recipient,
    userId,
    subject: 'Confirm your new contact details',
    body: `Your code to confirm this ${channel === 'EMAIL' ? 'e-mail address' : 'phone number'} on the marriages portal is ${code}. It expires in ${minutes} minutes.`,
  };
}

/** How long the code of a staff invitation works: the new staff member may read it days later. */
export const INVITATION_TTL_MS = 3 * 24 * 60 * 60 * 1000;

/** An account someone else opened for the reader: the code to set its password (three days) and the way in. */
function invitation(
  kind: string,
  to: { email: string; name: string; userId: string },
  subject: string,
  opened: string,
  portalUrl: string,
  code: string,
): Notification {
  const link = `${portalUrl}/auth/account-password?for=${encodeURIComponent(to.email)}&code=${code}`;
  return {
    kind,
    channel: 'EMAIL',
    recipient: to.email,
    userId: to.userId,
    subject,
    body: `Dear ${to.name}, ${opened} Your code to set your password is ${code}; it works for 3 days. Set your password at ${link} then sign in at ${portalUrl}/sign-in. If the code has expired, ask for a new one at ${portalUrl}/auth/reset-password-request with this e-mail address.`,
  };
}

/**
 * The invitation of a new staff member: a password-reset code that works for three days and a link
 * into the portal's set-password page with the address and the code filled in.
 */
export function staffInvitationMessage(
  email: string,
  name: string,
  role: StaffRole,
  portalUrl: string,
  userId: string,
  code: string,
): Notification {
  return invitation(
    'STAFF_INVITATION',
    { email, name, userId },
    'Your marriages registry staff account',
    `a staff account (${STAFF_ROLE_WORDS[role]}) was created for you on the marriages portal.`,
    portalUrl,
    code,
  );
}

/**
 * The invitation of an institution the registry added itself: its account holder sets a password with
 * the link (three days), and the institution is verified already.
 */
export function institutionInvitationMessage(
  email: string,
  name: string,
  institution: string,
  portalUrl: string,
  userId: string,
  code: string,
): Notification {
  return invitation(
    'INSTITUTION_INVITATION',
    { email, name, userId },
    `${institution} on the marriages portal`,
    `the marriages registry has added ${institution} to the marriages portal, verified, with an account for you.`,
    portalUrl,
    code,
  );
}
