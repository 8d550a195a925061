import { BIRTH_IN_FUTURE_MESSAGE } from '../contracts/auth.js';
import { addDays, isApiDate, toDisplayDate } from '../dates.js';
import { SPECIAL_LICENCE_VALID_DAYS } from '../licences.js';
import type { DraftForm } from './contract.js';

/**
 * The rules of a form that depend on the day: the server applies them at submit with its clock, the
 * form on each step with the Nairobi day, so a date bound to be refused is refused on its own step
 * (issue 20 #3). `today` is a Nairobi day (yyyy-mm-dd); the answers are keyed by the form's paths.
 */
export type DateRules = (form: DraftForm, today: string) => Record<string, string>;

export const DATE_MESSAGES = {
  birthInFuture: BIRTH_IN_FUTURE_MESSAGE,
  intendedInPast: 'The intended date of marriage cannot be in the past',
  dayAfterToday: 'Choose a day after today',
  licenceRuns: (latest: string) =>
    `A special licence runs ${SPECIAL_LICENCE_VALID_DAYS} days: choose ${toDisplayDate(latest)} or earlier`,
} as const;

const dayAt = (form: DraftForm, path: string): string | null => {
  const value = path
    .split('.')
    .reduce<unknown>(
      (at, key) => (at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined),
      form,
    );
  return isApiDate(value) ? value : null;
};

/** Each party's date of birth is not after today. */
export function birthRules(
  form: DraftForm,
  today: string,
  parties: readonly string[] = ['partyA', 'partyB'],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const party of parties) {
    const born = dayAt(form, `${party}.dateOfBirth`);
    if (born && born > today) errors[`${party}.dateOfBirth`] = DATE_MESSAGES.birthInFuture;
  }
  return errors;
}

/** A day that must not be after today (a celebration, a decree): the message when it is. */
export function notAfterToday(form: DraftForm, today: string, path: string, message: string): Record<string, string> {
  const day = dayAt(form, path);
  return day && day > today ? { [path]: message } : {};
}

/** A notice: the parties born, the wedding not in the past (the notice period itself is the server's check). */
export const noticeDateRules: DateRules = (form, today) => {
  const errors = birthRules(form, today);
  const intended = dayAt(form, 'intendedDate');
  if (intended && intended < today) errors.intendedDate = DATE_MESSAGES.intendedInPast;
  return errors;
};

/** A special licence: the parties born, the wedding after today and inside the licence's 90 days. */
export const specialLicenceDateRules: DateRules = (form, today) => {
  const errors = birthRules(form, today);
  const intended = dayAt(form, 'intendedDate');
  const latest = addDays(today, SPECIAL_LICENCE_VALID_DAYS);
  if (intended && intended <= today) errors.intendedDate = DATE_MESSAGES.dayAfterToday;
  else if (intended && intended > latest) errors.intendedDate = DATE_MESSAGES.licenceRuns(latest);
  return errors;
};
