import Papa from 'papaparse';
import { isApiDate, toApiDate } from '../../../shared/dates.js';
import { marriageReturn, returnLineSchema, returnProblems } from '../../../shared/services/marriage-return.js';
import type { LineValues } from './values.js';

type Field = keyof LineValues;

const FIELD_WORDS = marriageReturn.labels.lines.fields;
const wordsOf = (field: Field): string => {
  const label = FIELD_WORDS[field];
  return typeof label === 'string' ? label : label.label;
};

/** The template's columns, in order: a header is the field's words, as the form and the review name it. */
export const CSV_FIELDS: readonly Field[] = [
  'registrationNumber',
  'partyAName',
  'partyAIdNumber',
  'partyAAge',
  'partyBName',
  'partyBIdNumber',
  'partyBAge',
  'date',
  'district',
  'venueName',
  'officiantName',
  'witness1',
  'witness2',
];
export const CSV_HEADERS = CSV_FIELDS.map(wordsOf);

/** The template to download: the header and two example rows (a registered marriage, one not yet registered). */
export function returnTemplateCsv(): string {
  return Papa.unparse({
    fields: CSV_HEADERS,
    data: [
      [
        'MC/047/2026/000123',
        'Daniel Kibet Langat',
        '23456789',
        '',
        'Joy Wairimu Ndungu',
        '24567890',
        '',
        '15/08/2026',
        '',
        '',
        '',
        '',
        '',
      ],
      [
        '',
        'Eric Barasa Wekesa',
        '25678901',
        '31',
        'Lilian Moraa Nyaboke',
        '26789012',
        '28',
        '22/08/2026',
        'Nairobi',
        "St. Andrew's Church",
        'Rev. Samuel Mwangi',
        'Mary Akinyi',
        'John Otieno',
      ],
    ],
  });
}

export interface RowError {
  /** The row of the file (the header is row 1). */
  row: number;
  messages: string[];
}

export interface CsvImport {
  lines: LineValues[];
  errors: RowError[];
}

export interface District {
  code: string;
  name: string;
}

const normal = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** A date as people write it in a spreadsheet (dd/mm/yyyy, dd-mm-yyyy) or yyyy-mm-dd, as yyyy-mm-dd; '' when unreadable. */
function dateOf(text: string): string {
  const value: string = text.trim();
  if (!value) return '';
  return isApiDate(value) ? value : (toApiDate(text.trim().replace(/[-.]/g, '/')) ?? '');
}

/** A district by its name (any case) or its code; '' when none is given, null when unknown. */
function districtOf(text: string, districts: readonly District[]): string | null {
  const value = normal(text);
  if (!value) return '';
  return districts.find((d) => normal(d.name) === value || normal(d.code) === value)?.code ?? null;
}

/**
 * Reads a return's CSV file (the template's columns, by header): the rows that are right as lines
 * of the form, and for every other row its row number and what is wrong, in the form's words.
 * Rows already in the form count for "listed twice".
 */
export function parseReturnCsv(
  text: string,
  {
    month,
    districts,
    existing = [],
  }: { month: string; districts: readonly District[]; existing?: readonly LineValues[] },
): CsvImport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => normal(h),
  });
  const byHeader = new Map(CSV_FIELDS.map((f) => [normal(wordsOf(f)), f]));
  const missing = CSV_FIELDS.filter((f) => !(parsed.meta.fields ?? []).includes(normal(wordsOf(f))));
  if (missing.length)
    return {
      lines: [],
      errors: [
        {
          row: 1,
          messages: [
            `The file's first row must name the template's columns; missing: ${missing.map(wordsOf).join(', ')}`,
          ],
        },
      ],
    };
  const lines: LineValues[] = [];
  const errors: RowError[] = [];
  const accepted: LineValues[] = [...existing];
  parsed.data.forEach((record, index) => {
    const row = index + 2;
    const line = Object.fromEntries(CSV_FIELDS.map((f) => [f, ''])) as unknown as LineValues;
    for (const [header, value] of Object.entries(record)) {
      const field = byHeader.get(header);
      if (field) line[field] = String(value ?? '').trim();
    }
    const messages: string[] = [];
    const typedDate = line.date;
    line.date = dateOf(typedDate);
    if (typedDate && !line.date) messages.push(`${wordsOf('date')}: write the date as dd/mm/yyyy`);
    const district = districtOf(line.district ?? '', districts);
    if (district === null) messages.push(`${wordsOf('district')}: no district is called "${line.district}"`);
    else line.district = district;
    const checked = returnLineSchema.safeParse(line);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        if (field === 'date' && typedDate && !line.date) continue;
        messages.push(`${wordsOf(field)}: ${issue.message}`);
      }
    }
    if (!messages.length) {
      const problems = returnProblems({ month, lines: [...accepted, line] as never });
      const mine = Object.entries(problems).filter(([path]) => path.startsWith(`lines.${accepted.length}.`));
      for (const [path, message] of mine) messages.push(`${wordsOf(path.split('.')[2] as Field)}: ${message}`);
    }
    if (messages.length) errors.push({ row, messages });
    else {
      lines.push(line);
      accepted.push(line);
    }
  });
  for (const problem of parsed.errors) {
    if (typeof problem.row === 'number' && !errors.some((e) => e.row === problem.row! + 2))
      errors.push({ row: problem.row + 2, messages: [problem.message] });
  }
  errors.sort((a, b) => a.row - b.row);
  return { lines, errors };
}
