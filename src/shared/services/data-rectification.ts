import { z } from 'zod';
import { requiredText } from '../contracts/common.js';
import { reasonField } from '../forms/parts.js';
import { defineService } from './contract.js';

/**
 * The particulars of a register entry a rectification may correct: each party's names, age,
 * condition, occupation, residence and parents' names (docs/decisions.md: the entry's number, book,
 * district and date, the parties' ID numbers and the celebration's record are not amended online).
 */
export const RECTIFIABLE_PARTY_KEYS = [
  'name',
  'age',
  'condition',
  'occupation',
  'residence',
  'father',
  'mother',
] as const;
export type RectifiablePartyKey = (typeof RECTIFIABLE_PARTY_KEYS)[number];

export const RECTIFIABLE_FIELDS = [
  'PARTY_A_NAME',
  'PARTY_A_AGE',
  'PARTY_A_CONDITION',
  'PARTY_A_OCCUPATION',
  'PARTY_A_RESIDENCE',
  'PARTY_A_FATHER',
  'PARTY_A_MOTHER',
  'PARTY_B_NAME',
  'PARTY_B_AGE',
  'PARTY_B_CONDITION',
  'PARTY_B_OCCUPATION',
  'PARTY_B_RESIDENCE',
  'PARTY_B_FATHER',
  'PARTY_B_MOTHER',
] as const;
export type RectifiableField = (typeof RECTIFIABLE_FIELDS)[number];

/** How the correct value of a field is given and checked: free text, a full name, an age, a condition or a district. */
export type FieldKind = 'name' | 'text' | 'age' | 'condition' | 'district';

const KEY_OF: Record<string, RectifiablePartyKey> = {
  NAME: 'name',
  AGE: 'age',
  CONDITION: 'condition',
  OCCUPATION: 'occupation',
  RESIDENCE: 'residence',
  FATHER: 'father',
  MOTHER: 'mother',
};
const KIND_OF: Record<RectifiablePartyKey, FieldKind> = {
  name: 'name',
  age: 'age',
  condition: 'condition',
  occupation: 'text',
  residence: 'district',
  father: 'name',
  mother: 'name',
};

/** Which party and which of its particulars a field code names. */
export function fieldTarget(field: RectifiableField): {
  party: 'partyA' | 'partyB';
  key: RectifiablePartyKey;
  kind: FieldKind;
} {
  const party = field.startsWith('PARTY_A_') ? 'partyA' : 'partyB';
  const key = KEY_OF[field.slice('PARTY_X_'.length)];
  return { party, key, kind: KIND_OF[key] };
}

export const isRectifiableField = (value: unknown): value is RectifiableField =>
  RECTIFIABLE_FIELDS.includes(value as RectifiableField);

/** The fields in words, as the form's list and the margin notes name them. */
export const RECTIFIABLE_FIELD_WORDS: Record<RectifiableField, string> = {
  PARTY_A_NAME: "Party A's full name",
  PARTY_A_AGE: "Party A's age at the marriage",
  PARTY_A_CONDITION: "Party A's condition (bachelor/spinster, divorced, widowed)",
  PARTY_A_OCCUPATION: "Party A's occupation",
  PARTY_A_RESIDENCE: "Party A's residence",
  PARTY_A_FATHER: "Party A's father's name",
  PARTY_A_MOTHER: "Party A's mother's name",
  PARTY_B_NAME: "Party B's full name",
  PARTY_B_AGE: "Party B's age at the marriage",
  PARTY_B_CONDITION: "Party B's condition (bachelor/spinster, divorced, widowed)",
  PARTY_B_OCCUPATION: "Party B's occupation",
  PARTY_B_RESIDENCE: "Party B's residence",
  PARTY_B_FATHER: "Party B's father's name",
  PARTY_B_MOTHER: "Party B's mother's name",
};

/** The condition as the register and the certificate word it; the entry keeps the code. */
export const CONDITION_REGISTER_WORDS = {
  NEVER_MARRIED: 'Bachelor/Spinster',
  DIVORCED: 'Divorced',
  WIDOWED: 'Widower/Widow',
} as const;
export type RegisterCondition = keyof typeof CONDITION_REGISTER_WORDS;

export function conditionCode(words: string): RegisterCondition | null {
  const found = Object.entries(CONDITION_REGISTER_WORDS).find(([, w]) => w === words);
  return found ? (found[0] as RegisterCondition) : null;
}

/** The age the Marriage Act allows at the least; an entry saying less is a matter for the court, not a rectification. */
export const MIN_RECTIFIED_AGE = 18;
export const MAX_RECTIFIED_AGE = 120;

/** Spaces collapsed and trimmed: "Chebet  Kiprono " and "Chebet Kiprono" are one value. */
export const normaliseValue = (value: string) => value.replace(/\s+/g, ' ').trim();

export const RECTIFICATION_MESSAGES = {
  needsIdentity:
    'A rectification is of your own register entry: complete your profile with your ID number (account onboarding) before you apply.',
  notParty: 'You can ask to rectify only a register entry you are party to: choose one of your own entries',
  sameValue: 'The correct value is the one the register already holds: give the value the entry should hold',
  staleValue:
    'The register no longer holds the value shown for this field: choose the field again to see what it holds now',
  duplicate: (reference: string) =>
    `Application ${reference} already asks to rectify this field of this entry and is not decided yet: follow that one, or withdraw it before you apply again`,
  duplicateByOther:
    'The other party to this entry has already asked to rectify this field, and that application is not decided yet: the registry decides it first',
  changedSinceSubmit: (held: string, seen: string) =>
    `The register now holds "${held}" for this field, not "${seen}" as when the application was made: decline it, or ask the applicant to apply again`,
  notRectifiable: 'Choose one of the particulars the list offers',
  name: 'Enter the full name as it should read: letters, spaces, apostrophes, dots and hyphens, at least two names',
  age: `Enter the age in whole years, from ${MIN_RECTIFIED_AGE} to ${MAX_RECTIFIED_AGE}`,
  condition: 'Choose the condition',
  district: 'Choose the district of residence',
} as const;

const NAME = /^[\p{L}][\p{L}'’. -]*[\p{L}.]$/u;

/**
 * A value as the register would keep it, for telling whether a correction changes anything: an age
 * as its number ("030" is 30), a district whatever its case; a name or an occupation as written
 * (a capital letter put right is a correction).
 */
export function sameValue(field: RectifiableField, a: string, b: string): boolean {
  const [x, y] = [normaliseValue(a), normaliseValue(b)];
  switch (fieldTarget(field).kind) {
    case 'age':
      return /^\d+$/.test(x) && /^\d+$/.test(y) ? Number(x) === Number(y) : x === y;
    case 'district':
      return x.toLowerCase() === y.toLowerCase();
    default:
      return x === y;
  }
}

/** Whether a correct value is well formed for its field (the same rule for the form and the server); a message when not. */
export function correctValueProblem(field: RectifiableField, value: string): string | null {
  const v = normaliseValue(value);
  switch (fieldTarget(field).kind) {
    case 'name':
      return NAME.test(v) && v.split(' ').length >= 2 ? null : RECTIFICATION_MESSAGES.name;
    case 'age': {
      const n = Number(v);
      return /^\d{1,3}$/.test(v) && n >= MIN_RECTIFIED_AGE && n <= MAX_RECTIFIED_AGE
        ? null
        : RECTIFICATION_MESSAGES.age;
    }
    case 'condition':
      return conditionCode(v) ? null : RECTIFICATION_MESSAGES.condition;
    case 'district':
    case 'text':
      return v
        ? null
        : fieldTarget(field).kind === 'district'
          ? RECTIFICATION_MESSAGES.district
          : 'Enter the correct value';
  }
}

/** The entry's particulars as a person reads them, per field (the condition in words, the age as digits). */
export function registerValues(entry: { partyA: object; partyB: object }): Record<RectifiableField, string> {
  const values = {} as Record<RectifiableField, string>;
  for (const field of RECTIFIABLE_FIELDS) {
    const { party, key } = fieldTarget(field);
    const raw = (entry[party] as Partial<Record<RectifiablePartyKey, unknown>>)[key];
    values[field] =
      key === 'condition'
        ? (CONDITION_REGISTER_WORDS[raw as RegisterCondition] ?? String(raw ?? ''))
        : String(raw ?? '');
  }
  return values;
}

/** Amendment numbers of the new certificates: the entry's number, then -R1, -R2… */
export const RECTIFIED_CERTIFICATE_SUFFIX = 'R';

const form = z
  .object({
    registerEntryNumber: requiredText(40),
    field: z.enum(RECTIFIABLE_FIELDS, { error: 'Choose the particular to correct' }),
    /** What the register held when the applicant chose the field (the form fills it in; approval checks it still does). */
    currentValue: requiredText(240),
    correctValue: requiredText(240),
    reason: reasonField(),
  })
  .superRefine((f, ctx) => {
    const problem = correctValueProblem(f.field, f.correctValue);
    if (problem) ctx.addIssue({ code: 'custom', path: ['correctValue'], message: problem });
    else if (sameValue(f.field, f.correctValue, f.currentValue))
      ctx.addIssue({ code: 'custom', path: ['correctValue'], message: RECTIFICATION_MESSAGES.sameValue });
  });

/**
 * Domain section 11 (DR): the applicant, party to a register entry (their verified ID number is one
 * party's), names the particular to correct, sees what the register holds, gives the correct value,
 * the reason and the evidence. Officer, director, then the Registrar General: approval amends the
 * entry with a margin note, supersedes the old certificate and issues a new one.
 */
export const dataRectification = defineService({
  form,
  steps: [
    {
      name: 'correction',
      title: 'The correction',
      fields: ['registerEntryNumber', 'field', 'currentValue', 'correctValue', 'reason'],
    },
  ],
  attachments: () => ['SUPPORTING_EVIDENCE'],
  searchText: (f) => [typeof f.registerEntryNumber === 'string' ? f.registerEntryNumber : ''].filter(Boolean),
  outcome: z.object({
    registrationNumber: z.string(),
    field: z.enum(RECTIFIABLE_FIELDS),
    oldValue: z.string(),
    newValue: z.string(),
    /** yyyy-mm-dd, the Nairobi day of the amendment. */
    amendedOn: z.string(),
    authority: z.string(),
    certificateNumber: z.string(),
    certificateDocumentId: z.string(),
    supersededCertificateNumber: z.string().nullable(),
  }),
  labels: {
    registerEntryNumber: 'Register entry',
    field: { label: 'Particular to correct', values: RECTIFIABLE_FIELD_WORDS },
    currentValue: 'What the register holds',
    correctValue: 'Correct value',
    reason: 'Reason for the correction',
  },
  outcomeLabels: {
    registrationNumber: 'Register entry',
    field: { label: 'Particular corrected', values: RECTIFIABLE_FIELD_WORDS },
    oldValue: 'Value before',
    newValue: 'Value now',
    amendedOn: 'Amended on',
    authority: 'Authority',
    certificateNumber: 'New certificate',
    certificateDocumentId: { label: 'Document', hidden: true },
    supersededCertificateNumber: 'Certificate superseded',
  },
});
