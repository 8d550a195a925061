import { z } from 'zod';
import { nairobiToday } from '../dates.js';

/** A date of birth after today. */
export const BIRTH_IN_FUTURE_MESSAGE = 'A date of birth cannot be in the future';
import { ACCOUNT_TYPES, DEVICE_TRUSTS_KEPT, ID_TYPES, ORGANISATION_TYPES, STAFF_ROLES } from '../accounts.js';
import { LOCALES } from '../i18n/locales.js';
import { VERIFICATION_STATUSES } from '../institutions.js';
import {
  apiDateField,
  codeField,
  emailField,
  envelope,
  messageEnvelope,
  optionalText,
  passwordField,
  phoneField,
  phoneOrEmailField,
  requiredText,
} from './common.js';

export const organisationInput = z.object({
  name: requiredText(160),
  type: z.enum(ORGANISATION_TYPES, { error: 'Choose the kind of organisation' }),
  registrationNumber: requiredText(60),
});

export const registerInput = z
  .object({
    firstName: requiredText(),
    middleName: optionalText(),
    lastName: requiredText(),
    email: emailField,
    phone: phoneField,
    accountType: z.enum(['INDIVIDUAL', 'ORGANIZATION'], { error: 'Choose an individual or an organisation account' }),
    organisation: organisationInput.optional().nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.accountType === 'ORGANIZATION' && !value.organisation) {
      ctx.addIssue({ code: 'custom', path: ['organisation'], message: "Enter the organisation's details" });
    }
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const verifyOtpInput = z.object({ phoneOrEmail: phoneOrEmailField, code: codeField });
export const setPasswordInput = z.object({
  verificationToken: z.string({ error: 'The verification has expired; verify your code again' }).min(10),
  password: passwordField,
});
export const activateEmailInput = z.object({ email: emailField, code: codeField });
export const activatePhoneInput = z.object({ phone: phoneField, code: codeField });
export const resetRequestInput = z.object({ phoneOrEmail: phoneOrEmailField });
export const resetPasswordInput = z.object({
  phoneOrEmail: phoneOrEmailField,
  code: codeField,
  password: passwordField,
});
export const loginInput = z.object({
  phoneOrEmail: phoneOrEmailField,
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128),
  /** The second factor, for an account that has one: the authenticator's 6 digits or a recovery code. */
  code: z.string().trim().max(20, 'Enter the 6 digits, or a recovery code').optional(),
  /** With a code: answer a device trust, so this device's next sign-ins for DEVICE_TRUST_HOURS ask for the password only. */
  trustDevice: z.boolean({ error: 'Say whether to trust this device' }).optional(),
  /** The device trusts this browser holds (any accounts'); one of this account's, still good, stands for the code. */
  trustedDevices: z
    .array(z.string().max(300, 'A device trust is at most 300 characters'), {
      error: 'The device trusts are a list',
    })
    .max(DEVICE_TRUSTS_KEPT, `At most ${DEVICE_TRUSTS_KEPT} device trusts`)
    .optional(),
});
export const refreshInput = z.object({
  refreshToken: z.string({ error: 'The refresh token is missing' }).min(10).max(200),
});
export const logoutInput = z.object({ refreshToken: z.string().min(10).max(200).optional() }).nullish();

export const identityCheckInput = z.object({
  idNumber: z
    .string({ error: 'Enter the ID number' })
    .trim()
    .regex(/^[0-9A-Za-z]{5,12}$/, 'Enter the ID number as printed on the card'),
  firstName: requiredText(),
  lastName: requiredText(),
  // A birth date still to come is said to be so on the form and by the API, before any registry
  // check would call it a mismatch.
  dateOfBirth: apiDateField.refine((day) => day <= nairobiToday(), BIRTH_IN_FUTURE_MESSAGE),
});
export type IdentityCheckInput = z.infer<typeof identityCheckInput>;

export const onboardInput = identityCheckInput.extend({ idType: z.enum(ID_TYPES).default('NATIONAL_ID') });

export const updateContactsInput = z
  .object({ email: emailField.optional(), phone: phoneField.optional() })
  .refine((v) => v.email !== undefined || v.phone !== undefined, {
    message: 'Change the e-mail address or the phone number',
    path: ['email'],
  });

export const createStaffInput = z.object({
  firstName: requiredText(),
  middleName: optionalText(),
  lastName: requiredText(),
  email: emailField,
  phone: phoneField,
  staffRole: z.enum(STAFF_ROLES, { error: 'Choose the staff role' }),
  district: optionalText(60),
});

export const profileSchema = z.object({
  userId: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  idNumber: z.string().nullable(),
  idType: z.enum(ID_TYPES).nullable(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  staffRole: z.enum(STAFF_ROLES).nullable(),
  district: z.string().nullable(),
  organisation: z
    .object({
      id: z.string(),
      name: z.string(),
      type: z.enum(ORGANISATION_TYPES),
      registrationNumber: z.string(),
      verification: z.enum(VERIFICATION_STATUSES),
    })
    .nullable(),
  /** The language the user reads the portal in (PUT /profile/language changes it). */
  locale: z.enum(LOCALES),
  /** Whether a sign-in asks for a code of an authenticator app; staff without one are sent to set it up. */
  secondFactorOn: z.boolean(),
});

/** PUT /profile/language: the language the user's e-mails, texts and issued documents follow. */
export const LANGUAGE_MESSAGE = 'Choose English or Kiswahili';
export const languageInput = z.object({ locale: z.enum(LOCALES, { error: LANGUAGE_MESSAGE }) }).strict();

/** The profile answered by GET /users/me and kept in the browser's storage. */
export type Profile = z.input<typeof profileSchema>;

// The answers of the accounts and identity routes (the routes declare them; the client reads the same types).

/** POST /users/auth/register (201). */
export const registeredSchema = z.object({
  userId: z.string(),
  email: z.string(),
  phone: z.string(),
  accountType: z.string(),
  message: z.string(),
});
/** POST /users/auth/verify-otp: the token set-password takes. */
export const otpVerifiedSchema = z.object({
  verificationToken: z.string(),
  channel: z.string(),
  userId: z.string(),
  passwordSet: z.boolean(),
});
/** POST /users/auth/login: the session, and a device trust when one was asked for with a code. */
export const loggedInSchema = z.object({ refreshToken: z.string(), deviceTrust: z.string().optional() });
/** POST /users/refresh-token: a "Bearer ..." access token. */
export const accessTokenSchema = z.object({ token: z.string() });

/** POST /iprs/verify: the identity registry's record of a verified national ID. */
export const verifiedIdentitySchema = z.object({
  verified: z.literal(true),
  idNumber: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  dateOfBirth: z.string(),
  sex: z.enum(['F', 'M']),
  citizenship: z.string(),
});

export const registeredAnswer = envelope(registeredSchema);
export const otpVerifiedAnswer = envelope(otpVerifiedSchema);
export const loggedInAnswer = envelope(loggedInSchema);
export const accessTokenAnswer = envelope(accessTokenSchema);
export const profileAnswer = envelope(profileSchema);
export const verifiedIdentityAnswer = envelope(verifiedIdentitySchema);
/** The answer of the steps that only confirm (set-password, activate-*, reset, logout). */
export const messageAnswer = messageEnvelope;

export type Registered = z.input<typeof registeredSchema>;
export type OtpVerified = z.input<typeof otpVerifiedSchema>;
export type LoggedIn = z.input<typeof loggedInSchema>;
export type AccessToken = z.input<typeof accessTokenSchema>;
export type VerifiedIdentity = z.input<typeof verifiedIdentitySchema>;

/** POST /users/me/second-factor/confirm and /off: a code of the authenticator app (or, to turn it off, a recovery code). */
export const secondFactorCodeInput = z.object({
  code: z
    .string({ error: 'Enter the 6 digits, or a recovery code' })
    .trim()
    .min(6, 'Enter the 6 digits, or a recovery code')
    .max(20, 'Enter the 6 digits, or a recovery code'),
});
/** GET /users/me/second-factor: whether a sign-in asks for a code, since when, how many recovery codes are left. */
export const secondFactorStatusSchema = z.object({
  on: z.boolean(),
  since: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
/** POST /users/me/second-factor: the new secret (grouped by four), its otpauth address and the QR code of it (SVG). */
export const secondFactorStartSchema = z.object({ secret: z.string(), uri: z.string(), qrSvg: z.string() });
/** POST /users/me/second-factor/confirm: the recovery codes, shown once. */
export const secondFactorOnSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const secondFactorStatusAnswer = envelope(secondFactorStatusSchema);
export const secondFactorStartAnswer = envelope(secondFactorStartSchema);
export const secondFactorOnAnswer = envelope(secondFactorOnSchema);
