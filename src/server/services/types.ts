import type { z } from 'zod';
import type { CONTRACTS } from '../../shared/services/index.js';
import type { ServiceCode } from '../../shared/services.js';
import type { HookContext, SubmitCheck } from '../modules/applications/outcomes.js';

/** The outcome a service's contract declares, or null when it keeps none. */
export type OutcomeOf<C extends ServiceCode> = (typeof CONTRACTS)[C]['outcome'] extends infer O
  ? O extends z.ZodObject
    ? z.infer<O>
    : null
  : never;

/**
 * The server part of a service: the checks submit adds to the form's, the outcome carried out in
 * the approving transaction (its answer has the contract's outcome shape), and the kinds of document
 * it issues then.
 */
export interface ServerService<C extends ServiceCode> {
  submitChecks: readonly SubmitCheck[];
  onApproved: OutcomeOf<C> extends null ? null : (ctx: HookContext) => Promise<OutcomeOf<C>>;
  documents: readonly string[];
}

/** A service that checks nothing beyond its form and carries out nothing yet when approved. */
export const NOTHING_YET = { submitChecks: [], onApproved: null, documents: [] } as const;
