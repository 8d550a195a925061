import type { z } from 'zod';
import type { AnyServiceContract } from '../../../shared/services/index.js';

/** The statuses in which the applicant may still change the form. */
export const EDITABLE_STATUSES = ['Draft', 'Corrections_Requested'];

/** The names of a service's form steps: its own, then documents (unless it takes none) and review. */
export interface StepPlan {
  names: string[];
  /** null for a service that takes no documents. */
  documents: number | null;
  review: number;
  /** Top-level field → the index of its step. */
  fieldStep: Record<string, number>;
}

export function stepPlan(contract: Pick<AnyServiceContract, 'steps' | 'documents'>): StepPlan {
  const names = [
    ...contract.steps.map((s) => s.name),
    ...(contract.documents === false ? [] : ['documents']),
    'review',
  ];
  const fieldStep: Record<string, number> = {};
  contract.steps.forEach((step, index) => step.fields.forEach((field) => (fieldStep[field] = index)));
  return {
    names,
    documents: contract.documents === false ? null : names.length - 2,
    review: names.length - 1,
    fieldStep,
  };
}

/** The step that holds a field (`partyB.idNumber` → 1); attachments → the documents step. */
export function stepOfField(plan: StepPlan, path: string): number {
  const head = path.replace(/^formData\./, '').split('.')[0];
  if (head === 'attachments') return plan.documents ?? plan.review;
  return plan.fieldStep[head] ?? plan.review;
}

/** The first step whose fields hold an error of the form (react-hook-form's errors object). */
export function firstStepWithError(plan: StepPlan, errors: object): number | null {
  const steps = Object.keys(errors)
    .map((field) => plan.fieldStep[field])
    .filter((step) => step !== undefined);
  return steps.length ? Math.min(...steps) : null;
}

export interface MappedErrors {
  /** Form field path (without `formData.`) → message. */
  fields: Record<string, string>;
  /** Attachment kind → message. */
  attachments: Record<string, string>;
  /** Errors naming no field of the form (shown above the steps). */
  other: string[];
  /** The first step holding an error, or null when none does. */
  firstStep: number | null;
}

/** Sorts the server's field errors of a save or a submit onto the form, its documents and the rest. */
export function mapServerErrors(plan: StepPlan, errors: Record<string, string>): MappedErrors {
  const mapped: MappedErrors = { fields: {}, attachments: {}, other: [], firstStep: null };
  for (const [key, message] of Object.entries(errors)) {
    let step: number | null = null;
    const path = key.replace(/^formData\./, '');
    if (key.startsWith('attachments.')) {
      mapped.attachments[key.slice('attachments.'.length)] = message;
      step = plan.documents ?? plan.review;
    } else if (key.startsWith('formData.') || path.split('.')[0] in plan.fieldStep) {
      mapped.fields[path] = message;
      step = stepOfField(plan, path);
    } else {
      mapped.other.push(message);
    }
    if (step !== null && (mapped.firstStep === null || step < mapped.firstStep)) mapped.firstStep = step;
  }
  return mapped;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

function valueAt(root: unknown, path: PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value == null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function clearAt(root: Record<string, unknown>, path: PropertyKey[]) {
  let parent: unknown = root;
  for (const key of path.slice(0, -1)) {
    if (parent == null || typeof parent !== 'object') return;
    parent = (parent as Record<PropertyKey, unknown>)[key];
  }
  if (parent && typeof parent === 'object') (parent as Record<PropertyKey, unknown>)[path[path.length - 1]] = '';
}

/**
 * What the draft saves: the form as it is, less the values that are filled in but not right yet (a
 * phone number half typed…), which the server would refuse. They stay on screen and are saved once right.
 */
export function draftPayload(schema: z.ZodType, values: object): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
  // No extras chosen and no address written: the form saves none (issue 20 #4).
  const extras = copy.extras as { items?: unknown[]; deliveryAddress?: string } | undefined;
  if (extras && !extras.items?.length && !extras.deliveryAddress) delete copy.extras;
  const result = schema.safeParse(copy);
  if (result.success) return copy;
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) continue;
    const value = valueAt(copy, issue.path);
    if (isEmpty(value) || typeof value === 'object') continue;
    clearAt(copy, issue.path);
  }
  return copy;
}

/**
 * A saved draft's form data over the empty form: the empty form's shape wins, stored values fill it,
 * and nulls become the empty form's value. A list keeps at least the empty form's length (two
 * witnesses), and every item saved beyond it (a third officiant) takes the shape of its last item.
 */
export function valuesFromFormData<V>(empty: V, data: unknown): V {
  if (Array.isArray(empty)) {
    const list = Array.isArray(data) ? data : [];
    if (!empty.length) return list as V;
    const length = Math.max(empty.length, list.length);
    return Array.from({ length }, (_, index) =>
      valuesFromFormData(empty[Math.min(index, empty.length - 1)], list[index]),
    ) as V;
  }
  if (empty !== null && typeof empty === 'object') {
    const source = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(empty).map(([key, value]) => [key, valuesFromFormData(value, source[key])]),
    ) as V;
  }
  if (data === null || data === undefined || data === '') return empty;
  return (typeof empty === 'string' ? String(data) : data) as V;
}
