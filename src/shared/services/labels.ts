/** Where a stored value is a code people read through a reference table. */
export type LabelRef = 'district' | 'country' | 'nationality';

/** How a plain field (text, number, date, code) is named; `hidden` keeps internal ids off the page. */
export type FieldLabel = string | { label: string; ref?: LabelRef; hidden?: boolean };

/** A field holding one of a fixed list of codes: its name and the words for every code. */
export interface EnumLabel<V extends string> {
  label: string;
  values: Record<V, string>;
}

/** An object (or a list of objects: `item` names one, e.g. "Witness %{n}"). */
export interface GroupLabel<T> {
  label: string;
  item?: string;
  /** Fields read as one line (a person's names → "Full name"). */
  joined?: { label: string; fields: readonly (keyof T & string)[] };
  fields: Labels<T>;
}

type LeafLabel<V> = [V] extends [string] ? (string extends V ? FieldLabel : EnumLabel<V>) : FieldLabel;

type LabelOf<V> =
  NonNullable<V> extends readonly (infer E)[]
    ? NonNullable<E> extends object
      ? GroupLabel<NonNullable<E>>
      : FieldLabel
    : NonNullable<V> extends object
      ? GroupLabel<NonNullable<V>>
      : LeafLabel<NonNullable<V>>;

/**
 * Labels for every field of a shape, checked by the compiler: a field without a label, or a code of
 * an enum without its words, does not compile.
 */
export type Labels<T> = { [K in keyof T]-?: LabelOf<T[K]> };

/** The label of any node, whatever its kind. */
export type AnyLabel = FieldLabel | EnumLabel<string> | GroupLabel<Record<string, unknown>>;
