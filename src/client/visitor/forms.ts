import type { FieldPath, FieldValues, Resolver, UseFormSetError } from 'react-hook-form';
import { errorMessage, fieldErrors } from './api.js';

type Rules = typeof import('./rules.js');

let warming = false;
const FIRST_TOUCH = ['focusin', 'pointerdown', 'keydown'] as const;
/**
 * Fetches the rules when the person first touches the page (focuses a field, taps, types), so the
 * first check does not wait for them and a page only read never parses them (they are the largest
 * chunk a visitor page can load: zod, the shared rules and the telephone numbering plans).
 */
function warmRules() {
  if (warming || typeof window === 'undefined') return;
  warming = true;
  const load = () => {
    for (const type of FIRST_TOUCH) window.removeEventListener(type, load, true);
    void import('./rules.js');
  };
  for (const type of FIRST_TOUCH) window.addEventListener(type, load, { capture: true, passive: true });
}

/** A react-hook-form resolver of a shared zod rule, loaded with zod on the form's first check. */
export function lazyZodResolver<T extends FieldValues>(pick: (rules: Rules) => unknown): Resolver<T> {
  warmRules();
  return async (values, context, options) => {
    const rules = await import('./rules.js');
    const schema = pick(rules) as Parameters<Rules['zodResolver']>[0];
    return (rules.zodResolver(schema) as unknown as Resolver<T>)(values, context, options);
  };
}

/** Puts the API's field messages next to their fields; answers the general message. */
export function applyServerErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>): string {
  for (const [field, message] of Object.entries(fieldErrors(error))) {
    setError(field as FieldPath<T>, { type: 'server', message });
  }
  return errorMessage(error);
}
