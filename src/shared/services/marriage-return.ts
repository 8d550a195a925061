import { z } from 'zod';
import { apiDateField, optionalText, requiredText } from '../contracts/common.js';
import { isMonth, monthDays, monthWords } from '../returns.js';
import { defineService, type DraftForm } from './contract.js';

export const RETURN_PREFIX = 'MRA';
export const MAX_RETURN_LINES = 500;
export const RECONCILIATIONS = ['MATCHED', 'ENTERED', 'MISMATCHED'] as const;
export type Reconciliation = (typeof RECONCILIATIONS)[number];
/** What a register entry made from a return says of the particulars a return does not carry. */
export const NOT_STATED = 'Not stated in the return';

export const RETURN_MESSAGES = {
  month: 'Choose the month the return is for',
  monthNotClosed: (month: string) =>
    `${monthWords(month)} is not over yet: a month's return is filed once the month has ended`,
  duplicate: (month: string, reference: string) =>
    `Your institution has already filed the return for ${monthWords(month)} (${reference}): correct that one instead, or withdraw it first`,
  notLicensed:
    'Your institution holds no licence to celebrate marriages: only a licensed institution files marriage returns',
  dateOutsideMonth: (month: string) => `This marriage's date is not in ${monthWords(month)}`,
  unknownEntry: "No register entry has this number: check it, or leave it empty and give the marriage's particulars",
  repeated: 'This marriage is listed twice in the return',
  sameId: 'The two parties cannot have the same ID number',
  particular: (what: string) => `Give ${what} for a marriage not yet in the register`,
} as const;

const idNumber = z
  .string({ error: 'Enter the ID number' })
  .trim()
  .regex(/^[0-9A-Za-z]{5,12}$/, 'Enter the ID number as printed');
const age = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.coerce
    .number({ error: 'Give the age in years' })
    .int('Give the age in whole years')
    .min(18, 'A party must be at least 18')
    .max(120, 'Give the age in years')
    .nullable(),
);

/** One marriage of the return: an entry's number, or the particulars of one the register lacks. */
export const returnLineSchema = z
  .object({
    registrationNumber: optionalText(40),
    partyAName: requiredText(160),
    partyAIdNumber: idNumber,
    partyAAge: age,
    partyBName: requiredText(160),
    partyBIdNumber: idNumber,
    partyBAge: age,
    date: apiDateField,
    district: optionalText(40),
    venueName: optionalText(160),
    officiantName: optionalText(160),
    witness1: optionalText(160),
    witness2: optionalText(160),
  })
  .superRefine((line, ctx) => {
    if (line.partyAIdNumber.toUpperCase() === line.partyBIdNumber.toUpperCase())
      ctx.addIssue({ code: 'custom', path: ['partyBIdNumber'], message: RETURN_MESSAGES.sameId });
    if (line.registrationNumber) return;
    const needed: [keyof typeof line, string][] = [
      ['partyAAge', "party A's age"],
      ['partyBAge', "party B's age"],
      ['district', 'the district'],
      ['venueName', 'the venue'],
      ['officiantName', 'the officiant'],
      ['witness1', 'the first witness'],
      ['witness2', 'the second witness'],
    ];
    for (const [field, what] of needed)
      if (line[field] === null || line[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: RETURN_MESSAGES.particular(what) });
  });
export type ReturnLine = z.infer<typeof returnLineSchema>;

/** The key under which two lines name the same marriage. */
export const lineKey = (line: Pick<ReturnLine, 'registrationNumber' | 'partyAIdNumber' | 'partyBIdNumber' | 'date'>) =>
  line.registrationNumber
    ? `#${line.registrationNumber.toUpperCase()}`
    : `${[line.partyAIdNumber.toUpperCase(), line.partyBIdNumber.toUpperCase()].sort().join('+')}@${line.date}`;

/**
 * What is wrong across the lines of a return (checked at submit, and by the CSV import): a date
 * outside the month, a marriage listed twice. Keyed by the line's field (`lines.2.date`).
 */
export function returnProblems(form: {
  month?: unknown;
  lines?: readonly Partial<ReturnLine>[] | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!isMonth(form.month)) return problems;
  const month = form.month;
  const { first, last } = monthDays(month);
  const seen = new Set<string>();
  (form.lines ?? []).forEach((line, i) => {
    if (typeof line.date === 'string' && line.date && (line.date < first || line.date > last))
      problems[`lines.${i}.date`] = RETURN_MESSAGES.dateOutsideMonth(month);
    if (!line.partyAIdNumber || !line.partyBIdNumber || !line.date) return;
    const key = lineKey(line as ReturnLine);
    if (seen.has(key))
      problems[`lines.${i}.${line.registrationNumber ? 'registrationNumber' : 'partyAIdNumber'}`] =
        RETURN_MESSAGES.repeated;
    seen.add(key);
  });
  return problems;
}

/**
 * Domain section 11 (MR): a month's return of the marriages an institution celebrated. Each line
 * names an entry already in the register (its number) or gives the particulars of one that is not.
 * Approval reconciles each line and issues the reconciliation acknowledgement.
 */
export const marriageReturn = defineService({
  form: z.object({
    month: z.string({ error: RETURN_MESSAGES.month }).refine(isMonth, RETURN_MESSAGES.month),
    // No lines: a nil return (the institution celebrated no marriage that month).
    lines: z
      .array(returnLineSchema, { error: 'List the marriages' })
      .max(MAX_RETURN_LINES, `A return holds at most ${MAX_RETURN_LINES} marriages`),
  }),
  steps: [
    { name: 'month', title: 'The month', fields: ['month'] },
    { name: 'lines', title: 'The marriages', fields: ['lines'] },
  ],
  attachments: () => [],
  searchText: (form: DraftForm) =>
    typeof form.month === 'string' && isMonth(form.month) ? [monthWords(form.month)] : [],
  outcome: z.object({
    acknowledgementNumber: z.string(),
    documentId: z.string(),
    matched: z.number(),
    entered: z.number(),
    mismatched: z.number(),
    lines: z.array(
      z.object({
        result: z.enum(RECONCILIATIONS),
        registrationNumber: z.string().nullable(),
        parties: z.string(),
        marriedOn: z.string(),
        differences: z.string().nullable(),
      }),
    ),
  }),
  labels: {
    month: 'Month',
    lines: {
      label: 'Marriages',
      item: 'Marriage %{n}',
      fields: {
        registrationNumber: 'Register entry number',
        partyAName: 'Party A',
        partyAIdNumber: "Party A's ID number",
        partyAAge: "Party A's age",
        partyBName: 'Party B',
        partyBIdNumber: "Party B's ID number",
        partyBAge: "Party B's age",
        date: 'Date',
        district: { label: 'District', ref: 'district' },
        venueName: 'Venue',
        officiantName: 'Officiant',
        witness1: 'First witness',
        witness2: 'Second witness',
      },
    },
  },
  outcomeLabels: {
    acknowledgementNumber: 'Acknowledgement',
    documentId: { label: 'Document', hidden: true },
    matched: 'Matched with the register',
    entered: 'Entered into the register',
    mismatched: 'Flagged as mismatched',
    lines: {
      label: 'Reconciliation',
      item: 'Marriage %{n}',
      fields: {
        result: {
          label: 'Result',
          values: { MATCHED: 'Matched', ENTERED: 'Entered into the register', MISMATCHED: 'Mismatched' },
        },
        registrationNumber: 'Register entry',
        parties: 'Parties',
        marriedOn: 'Date',
        differences: 'What differs',
      },
    },
  },
});
