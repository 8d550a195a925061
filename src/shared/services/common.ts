import type { Party } from '../forms/parts.js';
import { ID_TYPES } from '../accounts.js';
import type { DraftForm } from './contract.js';
import type { GroupLabel, Labels } from './labels.js';

const ID_TYPE_WORDS = { NATIONAL_ID: 'National ID', PASSPORT: 'Passport', ALIEN_ID: 'Alien ID' } satisfies Record<
  (typeof ID_TYPES)[number],
  string
>;

export const PARTY_FIELD_LABELS: Labels<Party> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  idType: { label: 'Identity document', values: ID_TYPE_WORDS },
  idNumber: 'Document number',
  nationality: { label: 'Nationality', ref: 'nationality' },
  dateOfBirth: 'Date of birth',
  sex: { label: 'Sex', values: { F: 'Female', M: 'Male' } },
  condition: {
    label: 'Condition',
    values: { NEVER_MARRIED: 'Never married', DIVORCED: 'Divorced', WIDOWED: 'Widowed' },
  },
  occupation: 'Occupation',
  residenceDistrict: { label: 'District of residence', ref: 'district' },
  fatherName: "Father's full name",
  motherName: "Mother's full name",
  phone: 'Phone number',
  email: 'E-mail address',
};

export const partyLabels = (label: string): GroupLabel<Party> => ({
  label,
  joined: { label: 'Full name', fields: ['firstName', 'middleName', 'lastName'] },
  fields: PARTY_FIELD_LABELS,
});

export const WITNESS_LABELS = {
  label: 'Witnesses',
  item: 'Witness %{n}',
  fields: { fullName: 'Full name', idNumber: 'ID number', phone: 'Phone number' },
} as const;

export const districtLabel = (label = 'District') => ({ label, ref: 'district' as const });

/** A party's full name, when the draft holds one. */
export function partyName(value: unknown): string | null {
  const party = value as Partial<Party> | undefined;
  if (!party?.firstName && !party?.lastName) return null;
  return [party.firstName, party.middleName, party.lastName].filter(Boolean).join(' ');
}

/** The names in `partyA` and `partyB`, for the lists' search. */
export const coupleNames = (form: DraftForm): string[] =>
  [partyName(form.partyA), partyName(form.partyB)].filter((n): n is string => Boolean(n));

/** Text fields of the form, for the lists' search. */
export const textsOf = (form: DraftForm, ...keys: string[]): string[] =>
  keys.map((key) => form[key]).filter((v): v is string => typeof v === 'string' && v.length > 0);

/** Both parties' identity documents and photos, and the papers that end an earlier marriage. */
export function coupleAttachments(form: DraftForm): string[] {
  const docs = ['PARTY_A_ID', 'PARTY_B_ID', 'PARTY_A_PHOTO', 'PARTY_B_PHOTO'];
  for (const key of ['partyA', 'partyB'] as const) {
    const party = form[key] as Partial<Party> | undefined;
    const prefix = key === 'partyA' ? 'PARTY_A' : 'PARTY_B';
    if (party?.condition === 'DIVORCED') docs.push(`${prefix}_DECREE_ABSOLUTE`);
    if (party?.condition === 'WIDOWED') docs.push(`${prefix}_DEATH_CERTIFICATE`);
  }
  return docs;
}
