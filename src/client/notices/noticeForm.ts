import { marriageNoticeSchema } from '../../shared/forms/schemas.js';

/** The steps of the notice form, in order (domain section 4, step 1). */
export const NOTICE_STEPS = ['partyA', 'partyB', 'dateVenue', 'witnesses', 'documents', 'review'] as const;
export type NoticeStep = (typeof NOTICE_STEPS)[number];
export const DOCUMENTS_STEP = NOTICE_STEPS.indexOf('documents');
export const REVIEW_STEP = NOTICE_STEPS.indexOf('review');

export interface PartyValues {
  firstName: string;
  middleName: string;
  lastName: string;
  idType: string;
  idNumber: string;
  nationality: string;
  dateOfBirth: string;
  sex: string;
  condition: string;
  occupation: string;
  residenceDistrict: string;
  fatherName: string;
  motherName: string;
  phone: string;
  email: string;
}

export interface WitnessValues {
  fullName: string;
  idNumber: string;
  phone: string;
}

export interface NoticeFormValues {
  partyA: PartyValues;
  partyB: PartyValues;
  intendedDate: string;
  district: string;
  venue: { type: string; name: string; licenceReference: string };
  witnesses: WitnessValues[];
  specialLicenceReference: string;
}

export const emptyParty = (): PartyValues => ({
  firstName: '', middleName: '', lastName: '', idType: 'NATIONAL_ID', idNumber: '', nationality: 'KE', dateOfBirth: '', sex: '', condition: '',
  occupation: '', residenceDistrict: '', fatherName: '', motherName: '', phone: '', email: '',
});

export const emptyWitness = (): WitnessValues => ({ fullName: '', idNumber: '', phone: '' });

export function emptyNotice(): NoticeFormValues {
  return {
    partyA: emptyParty(),
    partyB: emptyParty(),
    intendedDate: '',
    district: '',
    venue: { type: 'REGISTRAR_OFFICE', name: '', licenceReference: '' },
    witnesses: [emptyWitness(), emptyWitness()],
    specialLicenceReference: '',
  };
}

/** The fields each step checks (react-hook-form trigger()) before the person moves on. */
export const STEP_FIELDS: Record<NoticeStep, string[]> = {
  partyA: ['partyA'],
  partyB: ['partyB'],
  dateVenue: ['intendedDate', 'district', 'venue', 'specialLicenceReference'],
  witnesses: ['witnesses'],
  documents: [],
  review: [],
};

/** The step that holds a field (`partyB.idNumber` → 1); attachments → the documents step. */
export function stepOfField(path: string): number {
  const head = path.replace(/^formData\./, '').split('.')[0];
  if (head === 'attachments') return DOCUMENTS_STEP;
  const index = NOTICE_STEPS.findIndex((step) => STEP_FIELDS[step].includes(head));
  return index === -1 ? REVIEW_STEP : index;
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
export function mapServerErrors(errors: Record<string, string>): MappedErrors {
  const mapped: MappedErrors = { fields: {}, attachments: {}, other: [], firstStep: null };
  for (const [key, message] of Object.entries(errors)) {
    let step: number | null = null;
    if (key.startsWith('attachments.')) {
      mapped.attachments[key.slice('attachments.'.length)] = message;
      step = DOCUMENTS_STEP;
    } else if (key.startsWith('formData.') || STEP_FIELDS.dateVenue.includes(key.split('.')[0]) || ['partyA', 'partyB', 'witnesses'].includes(key.split('.')[0])) {
      const path = key.replace(/^formData\./, '');
      mapped.fields[path] = message;
      step = stepOfField(path);
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
export function draftPayload(values: NoticeFormValues): Record<string, unknown> {
  const copy = JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
  const result = marriageNoticeSchema.safeParse(copy);
  if (result.success) return copy;
  for (const issue of result.error.issues) {
    if (issue.path.length === 0) continue;
    const value = valueAt(copy, issue.path);
    if (isEmpty(value) || typeof value === 'object') continue;
    clearAt(copy, issue.path);
  }
  return copy;
}

/** A saved draft's form data over the empty form (nulls become empty fields). */
export function valuesFromFormData(formData: Record<string, unknown> | null | undefined): NoticeFormValues {
  const base = emptyNotice();
  const data = formData ?? {};
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const party = (p: unknown, empty: PartyValues): PartyValues => {
    const source = (p && typeof p === 'object' ? p : {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(empty).map(([k, v]) => [k, k in source ? text(source[k]) : v])) as unknown as PartyValues;
  };
  const venue = (data.venue && typeof data.venue === 'object' ? data.venue : {}) as Record<string, unknown>;
  const witnesses = Array.isArray(data.witnesses) ? (data.witnesses as Record<string, unknown>[]) : [];
  return {
    partyA: party(data.partyA, base.partyA),
    partyB: party(data.partyB, base.partyB),
    intendedDate: text(data.intendedDate),
    district: text(data.district),
    venue: { type: text(venue.type) || base.venue.type, name: text(venue.name), licenceReference: text(venue.licenceReference) },
    witnesses: [0, 1].map((i) => ({ fullName: text(witnesses[i]?.fullName), idNumber: text(witnesses[i]?.idNumber), phone: text(witnesses[i]?.phone) })),
    specialLicenceReference: text(data.specialLicenceReference),
  };
}

export const NOTICE_FORM_PATH = '/user/services/form-marriage-registration';
export const EDITABLE_STATUSES = ['Draft', 'Corrections_Requested'];
