import type { ComponentType, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApplicationRecord } from '../applications/ApplicationDetail.js';

/** What a step of a service's form receives: the form, to bind its fields to. */
export interface StepProps<V extends FieldValues> {
  form: UseFormReturn<V>;
}

/**
 * A service's online form on the generic form page (src/client/components/service-form): the
 * component of each step the shared contract names, the empty form, and the i18n namespace whose
 * keys (title, submit, reviewHint…) override the generic page's words.
 */
export interface OnlineForm<V extends FieldValues> {
  messages: string;
  emptyForm: () => V;
  steps: Record<string, ComponentType<StepProps<V>>>;
  /**
   * What the form needs before it can succeed (a register entry to rectify, say): shows why not and
   * where to go instead of steps that would be refused at submit, else its children.
   */
  Gate?: ComponentType<{ children: ReactNode }>;
  /**
   * What the review step shows beside the answers, for what must happen before submit besides the
   * form (both parties' declarations of a notice): `onReady(false)` holds the submit button back.
   */
  Review?: ComponentType<{ applicationId: string; onReady: (ready: boolean) => void }>;
}

export interface PanelProps {
  application: ApplicationRecord;
}

/**
 * The client part of a service: its online form (null: not offered online), and optional panels
 * for the applicant's application page and the staff review page.
 */
export interface ClientService {
  // The form's values differ per service; each declaration is checked where it is written.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  form: OnlineForm<any> | null;
  ApplicantPanel?: ComponentType<PanelProps>;
  StaffPanel?: ComponentType<PanelProps>;
  /** The areas whose accounts can finish the form online (all of the service's audience when absent). */
  areas?: readonly ('user' | 'institution')[];
  /** The page and menu icon of its own register in the back office (the catalogue's `register`). */
  register?: { Page: ComponentType; icon: ComponentType };
}

/** Declares a service's online form with its own value type. */
export const onlineForm = <V extends FieldValues>(form: OnlineForm<V>): OnlineForm<V> => form;

/**
 * A service's form as its page holds it, derived from the shared zod form (`z.input` of it): the
 * contract's fields, each as the text its input holds (a number or a date as typed, a choice as its
 * code, '' for nothing yet); a field the contract lets be null may hold null; nested objects and lists
 * of them the same way. A field renamed or added in the contract is then one in the page's type too.
 */
export type HeldValues<T> = {
  [K in keyof T]-?: Held<T[K]>;
};
type Held<V> = unknown extends V
  ? string
  : NonNullable<V> extends readonly (infer I)[]
    ? NonNullable<I> extends object
      ? HeldValues<NonNullable<I>>[]
      : string[]
    : NonNullable<V> extends object
      ? HeldValues<NonNullable<V>>
      : null extends V
        ? string | null
        : string;
