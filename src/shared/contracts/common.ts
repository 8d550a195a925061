import { z } from 'zod';
import { validE164 } from '../phone.js';
import { apiDateProblem, DATE_RANGE_MESSAGE, INPUT_DATE_HINT } from '../dates.js';

export const MESSAGES = {
  required: 'This field is required',
  email: 'Enter a valid e-mail address',
  phone: 'Enter a valid phone number in international format, e.g. +254712345678',
  password: 'Use at least 8 characters with at least one letter and one digit',
  code: 'Enter the 6-digit code',
  /** Names the format the date pickers show (dd/mm/yyyy): people read it next to the picker. */
  date: `Enter a date as ${INPUT_DATE_HINT}`,
  phoneOrEmail: 'Enter your e-mail address or phone number',
} as const;

export const requiredText = (max = 100) =>
  z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, `Use at most ${max} characters`);

export const optionalText = (max = 100) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.email }).max(254, MESSAGES.email));

/** A phone number in E.164 form that is valid for its country. */
export const phoneField = z
  .string({ error: MESSAGES.required })
  .trim()
  .refine((v) => v.startsWith('+') && validE164(v) !== null, MESSAGES.phone)
  .transform((v) => validE164(v)!);

export const passwordField = z
  .string({ error: MESSAGES.required })
  .min(8, MESSAGES.password)
  .max(128, 'Use at most 128 characters')
  .refine((v) => /[A-Za-z]/.test(v) && /\d/.test(v), MESSAGES.password);

export const codeField = z
  .string({ error: MESSAGES.required })
  .trim()
  .regex(/^\d{6}$/, MESSAGES.code);

export const phoneOrEmailField = z
  .string({ error: MESSAGES.phoneOrEmail })
  .trim()
  .min(3, MESSAGES.phoneOrEmail)
  .max(254, MESSAGES.phoneOrEmail);

/** A yyyy-mm-dd date that exists, within the range the API takes. */
export const apiDateField = apiDate(MESSAGES.date);

/**
 * The same, for a date a program sends in a query (`?onDate=`): its message names the API's
 * yyyy-mm-dd, where a form field's names the dd/mm/yyyy a person types.
 */
export const apiDateParam = apiDate('Enter a date as yyyy-mm-dd');

function apiDate(formatMessage: string) {
  return z.string({ error: MESSAGES.required }).superRefine((value, ctx) => {
    const problem = apiDateProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem === 'range' ? DATE_RANGE_MESSAGE : formatMessage });
  });
}

/** Answers are wrapped as { data } (seed section 7). */
export const envelope = <T extends z.ZodType>(data: T) => z.object({ data });

export const messageEnvelope = envelope(z.object({ message: z.string() }));
