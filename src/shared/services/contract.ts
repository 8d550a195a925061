import type { z } from 'zod';
import type { DateRules } from './dateRules.js';
import type { Labels } from './labels.js';

/** Form data as drafts hold it: anything may still be missing. */
export type DraftForm = Record<string, unknown>;

/** One step of a service's form: its title and the top-level fields it asks for. */
export interface FormStep<Form> {
  name: string;
  title: string;
  fields: readonly (keyof Form & string)[];
}

/**
 * The shared part of a service (isomorphic): its form, per step, the documents it asks for, the
 * text its lists search, the shape of its outcome, and the words for every field and code.
 */
export interface ServiceContract<
  F extends z.ZodObject = z.ZodObject,
  O extends z.ZodObject | null = z.ZodObject | null,
> {
  form: F;
  /** The form's steps in order; the documents and review steps follow them. Every field is in one step. */
  steps: readonly FormStep<z.infer<F>>[];
  /** The documents this application needs (a divorced party needs the decree absolute…). */
  attachments: (form: DraftForm) => string[];
  /**
   * false when the service takes no documents at all, not even an optional one (a search works from
   * the register alone): its form has no documents step and an upload is refused.
   */
  documents?: false;
  /** Names of the parties or subjects, for the lists' text search. */
  searchText: (form: DraftForm) => string[];
  /** What approval at the last level keeps as the application's outcome; null when it keeps none. */
  outcome: O;
  labels: Labels<z.infer<F>>;
  outcomeLabels: O extends z.ZodObject ? Labels<z.infer<O>> : null;
  /**
   * The priced extras (billables) the form itself asks for, when it does (the copies beyond the
   * first of a certified copy): submit prices these instead of the extras the draft chose.
   */
  extras?: (form: DraftForm) => ChosenExtra[];
  /** The codes `extras` sets (the review step does not offer them again). */
  ownExtras?: readonly string[];
  /** The form's rules that depend on the day, applied on each step by the form and at submit by the server. */
  dateRules?: DateRules;
  /** The Swahili of its own words, beside the shared catalogues' (src/shared/i18n/serviceSwahili.ts). */
  swahili?: ServiceSwahili;
}

/**
 * A service's own Swahili: the messages its rules and its module answer, the labels of its form and
 * outcome, and the lines built around a value (its timeline's), each keyed by its English as written.
 */
export interface ServiceSwahili {
  messages?: Readonly<Record<string, string>>;
  labels?: Readonly<Record<string, string>>;
  templates?: readonly SwahiliTemplate[];
}

/** A line built around values (its English pattern) and its Swahili from the values matched. */
export type SwahiliTemplate = readonly [RegExp, (...parts: string[]) => string];

/** A billable and how many of it an application is charged. */
export interface ChosenExtra {
  code: string;
  quantity: number;
}

/** Declares a service's shared part; the compiler checks the labels against the form and outcome. */
export function defineService<F extends z.ZodObject, O extends z.ZodObject | null>(
  contract: ServiceContract<F, O>,
): ServiceContract<F, O> {
  return contract;
}

/** Any declared service, whatever its form (for the registry and generic code). */
export interface AnyServiceContract {
  form: z.ZodObject;
  steps: readonly { name: string; title: string; fields: readonly string[] }[];
  attachments: (form: DraftForm) => string[];
  documents?: false;
  searchText: (form: DraftForm) => string[];
  outcome: z.ZodObject | null;
  labels: object;
  outcomeLabels: object | null;
  extras?: (form: DraftForm) => ChosenExtra[];
  ownExtras?: readonly string[];
  dateRules?: DateRules;
  swahili?: ServiceSwahili;
}
