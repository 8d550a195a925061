import type { z } from 'zod';
import { CONTRACTS } from '../../../shared/services/index.js';
import type { ServiceCode } from '../../../shared/services.js';
import { ApiError, VALIDATION_MESSAGE } from '../../plugins/errors.js';

const present = (root: unknown, path: PropertyKey[]): boolean => {
  let value: unknown = root;
  for (const key of path) {
    if (value == null || typeof value !== 'object') return false;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return !(value === undefined || value === null || value === '');
};

function toErrors(issues: z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[['formData', ...issue.path.map(String)].join('.')] ??= issue.message;
  return errors;
}

/**
 * A draft may be incomplete, but what it holds must be right: only the issues of fields that are
 * filled in count. Answers the form data as sent.
 */
export function validateDraft(code: ServiceCode, formData: Record<string, unknown>): Record<string, unknown> {
  const result = CONTRACTS[code].form.safeParse(formData);
  if (result.success) return result.data as Record<string, unknown>;
  const incompleteList = (issue: z.core.$ZodIssue) =>
    (issue.code === 'too_small' || issue.code === 'too_big') && (issue as { origin?: string }).origin === 'array';
  const issues = result.error.issues.filter((issue) => present(formData, issue.path) && !incompleteList(issue));
  if (issues.length) throw new ApiError(400, VALIDATION_MESSAGE, toErrors(issues));
  return formData;
}

/** Submitting needs the whole form; answers the parsed (normalised) data. */
export function validateComplete(code: ServiceCode, formData: Record<string, unknown>): Record<string, unknown> {
  const result = CONTRACTS[code].form.safeParse(formData);
  if (!result.success) throw new ApiError(400, VALIDATION_MESSAGE, toErrors(result.error.issues));
  return result.data as Record<string, unknown>;
}

/** Said when an application's stored form no longer meets its service's rules at the final approval. */
export const FORM_OUT_OF_RULES =
  "This application's form does not meet the service's rules: request corrections from the applicant before approving it";

/**
 * The final approval acts on the form (enters marriages, issues documents): a form that no longer
 * parses (saved under older rules, or written around the API) is refused with its field messages
 * rather than half-acted on.
 */
export function assertApprovable(code: ServiceCode, formData: Record<string, unknown>): void {
  const result = CONTRACTS[code].form.safeParse(formData);
  if (!result.success) throw new ApiError(409, FORM_OUT_OF_RULES, toErrors(result.error.issues));
}
