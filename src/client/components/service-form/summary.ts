import { toDisplayDate, toDisplayDateTime } from '../../../shared/dates.js';
import type { AnyLabel, LabelRef } from '../../../shared/services/labels.js';
import { isMonth, monthWords } from '../../../shared/returns.js';

/** Turns codes into the words people read (district "030" → its name). */
export type RefLookup = (ref: LabelRef, code: string) => string;

export type SummaryRow = [label: string, value: string];

/** Puts a contract's English words in the reader's language (src/shared/i18n/labels.sw.ts). */
export type Say = (text: string) => string;
const asWritten: Say = (text) => text;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A date as dd-mm-yyyy, a timestamp as dd-mm-yyyy hh:mm in Nairobi time (the shared date helper). */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  if (ISO_DATE.test(text)) return toDisplayDate(text);
  // A month (a return's yyyy-mm) in words: "October 2026".
  if (isMonth(text)) return monthWords(text);
  if (ISO_TIMESTAMP.test(text) && !Number.isNaN(new Date(text).getTime())) return toDisplayDateTime(text);
  return text;
}

const isGroup = (label: AnyLabel): label is Extract<AnyLabel, { fields: object }> =>
  typeof label === 'object' && 'fields' in label;
const isEnum = (label: AnyLabel): label is Extract<AnyLabel, { values: object }> =>
  typeof label === 'object' && 'values' in label;

export function leafText(label: AnyLabel, value: unknown, lookup: RefLookup, say: Say): string {
  if (value === null || value === undefined || value === '') return '';
  if (isEnum(label)) {
    const words = (label.values as Record<string, string>)[String(value)];
    return words ? say(words) : String(value);
  }
  if (typeof label === 'object' && 'ref' in label && label.ref) return lookup(label.ref, String(value));
  return displayValue(value);
}

export const labelText = (label: AnyLabel) => (typeof label === 'string' ? label : label.label);
const hidden = (label: AnyLabel) => typeof label === 'object' && 'hidden' in label && Boolean(label.hidden);

/** One line per item of a list (Witness 1: name · ID · phone). */
function itemRows(
  label: Extract<AnyLabel, { fields: object }>,
  list: unknown[],
  lookup: RefLookup,
  say: Say,
): SummaryRow[] {
  return list.map((item, index) => {
    const values = Object.entries(label.fields as Record<string, AnyLabel>)
      .map(([key, inner]) => leafText(inner, (item as Record<string, unknown> | null)?.[key], lookup, say))
      .filter(Boolean);
    return [
      (label.item ? say(label.item) : `${say(label.label)} %{n}`).replace('%{n}', String(index + 1)),
      values.join(' · '),
    ];
  });
}

/**
 * The rows a person reads for some fields of a form or an outcome, in the labels' order, with
 * their labels: enums in words, districts and countries by name, dates as dd-mm-yyyy. Fields with
 * no label (unknown or internal) are not shown. `say` puts the contract's words in the reader's language.
 */
export function summaryRows(
  labels: Record<string, AnyLabel>,
  data: Record<string, unknown> | null | undefined,
  lookup: RefLookup,
  only?: readonly string[],
  say: Say = asWritten,
): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const source = data ?? {};
  for (const [key, label] of Object.entries(labels)) {
    if ((only && !only.includes(key)) || hidden(label)) continue;
    const value = source[key];
    if (isGroup(label)) {
      if (Array.isArray(value)) rows.push(...itemRows(label, value, lookup, say));
      else if (value && typeof value === 'object') {
        const fields = label.fields as Record<string, AnyLabel>;
        const joined = label.joined;
        const inner = value as Record<string, unknown>;
        if (joined)
          rows.push([
            say(joined.label),
            joined.fields
              .map((f) => inner[f])
              .filter((v) => v !== null && v !== undefined && v !== '')
              .join(' '),
          ]);
        const rest = Object.keys(fields).filter((f) => !joined?.fields.includes(f));
        rows.push(...summaryRows(fields, inner, lookup, rest, say));
      }
      continue;
    }
    if (Array.isArray(value))
      rows.push([say(labelText(label)), value.map((v) => leafText(label, v, lookup, say)).join(', ')]);
    else rows.push([say(labelText(label)), leafText(label, value, lookup, say)]);
  }
  return rows;
}
