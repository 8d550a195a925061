import { z } from 'zod';
import { apiDateField, optionalText, requiredText } from '../contracts/common.js';
import type { ServiceCode } from '../services.js';
import { districtField, partySchema, reasonField, twoWitnesses, type Party } from './parts.js';

export const VENUE_TYPES = ['REGISTRAR_OFFICE', 'LICENSED_PLACE', 'SPECIAL_LICENCE_VENUE'] as const;

export const marriageNoticeSchema = z.object({
  partyA: partySchema,
  partyB: partySchema,
  intendedDate: apiDateField,
  district: districtField,
  venue: z.object({
    type: z.enum(VENUE_TYPES, { error: 'Choose where the marriage will be celebrated' }),
    name: requiredText(160),
    licenceReference: optionalText(40),
  }),
  witnesses: twoWitnesses,
  specialLicenceReference: optionalText(40),
});

const couple = { partyA: partySchema, partyB: partySchema, intendedDate: apiDateField, district: districtField };

export const SERVICE_FORMS = {
  MARRIAGE_NOTICE: marriageNoticeSchema,
  SPECIAL_LICENCE_NOTICE_WAIVER: z.object({ ...couple, reason: reasonField() }),
  SPECIAL_LICENCE_PRIVATE_VENUE: z.object({
    ...couple,
    venue: z.object({ name: requiredText(160), physicalAddress: requiredText(240) }),
    reason: reasonField(),
  }),
  PUBLIC_PLACE_LICENCE: z.object({
    placeName: requiredText(160),
    placeType: z.enum(['CHURCH', 'MOSQUE', 'TEMPLE', 'HALL', 'OTHER'], { error: 'Choose the kind of place' }),
    denomination: optionalText(120),
    district: districtField,
    physicalAddress: requiredText(240),
    capacity: z.coerce.number({ error: 'Enter the capacity' }).int('Enter a whole number').min(10, 'At least 10 people').max(100000),
    officiants: z
      .array(z.object({ fullName: requiredText(120), idNumber: z.string().trim().regex(/^[0-9A-Za-z]{5,12}$/, 'Enter the ID number as printed') }))
      .min(1, 'Name at least one officiant')
      .max(20),
  }),
  MARITAL_STATUS_LETTER: z.object({
    purpose: requiredText(240),
    destinationCountry: z.string().regex(/^[A-Z]{2}$/, 'Choose the country').optional().nullable(),
  }),
  DATA_RECTIFICATION: z.object({
    registerEntryNumber: requiredText(40),
    field: requiredText(80),
    currentValue: requiredText(240),
    correctValue: requiredText(240),
    reason: reasonField(),
  }),
  INSTITUTION_MARRIAGE: z.object({
    partyA: partySchema,
    partyB: partySchema,
    celebrationDate: apiDateField,
    district: districtField,
    venueName: requiredText(160),
    officiantName: requiredText(120),
    officiantLicenceNumber: requiredText(40),
    witnesses: twoWitnesses,
  }),
  MARRIAGE_RETURN: z.object({
    periodFrom: apiDateField,
    periodTo: apiDateField,
    marriages: z
      .array(z.object({ entryNumber: optionalText(40), partyAName: requiredText(160), partyBName: requiredText(160), date: apiDateField }))
      .max(1000),
  }),
  DIVORCE_RETURN: z.object({
    caseNumber: requiredText(60),
    decreeDate: apiDateField,
    decreeType: z.enum(['NISI', 'ABSOLUTE'], { error: 'Choose the kind of decree' }),
    marriageEntryNumber: requiredText(40),
    partyAName: requiredText(160),
    partyBName: requiredText(160),
  }),
  REGISTER_SEARCH: z.object({
    partyName: requiredText(160),
    approximateYear: z.coerce.number().int().min(1900).max(2100).optional().nullable(),
    district: districtField.optional().nullable(),
    purpose: requiredText(240),
  }),
  SEARCH_REPORT: z.object({ searchReference: requiredText(40), purpose: requiredText(240) }),
  CERTIFIED_COPY: z.object({
    registerEntryNumber: requiredText(40),
    copies: z.coerce.number().int().min(1, 'At least one copy').max(10, 'At most 10 copies'),
    purpose: requiredText(240),
  }),
} satisfies Record<ServiceCode, z.ZodObject>;

export type ServiceForm<C extends ServiceCode> = z.infer<(typeof SERVICE_FORMS)[C]>;

/** Names of the parties or subjects, for the lists' text search. */
export function searchTextOf(formData: Record<string, unknown>): string {
  const parts: string[] = [];
  const person = (p: unknown) => {
    const party = p as Partial<Party> | undefined;
    if (party?.firstName || party?.lastName) parts.push([party.firstName, party.middleName, party.lastName].filter(Boolean).join(' '));
  };
  person(formData.partyA);
  person(formData.partyB);
  for (const key of ['partyAName', 'partyBName', 'placeName', 'partyName']) {
    if (typeof formData[key] === 'string') parts.push(formData[key] as string);
  }
  return parts.join(' | ').toLowerCase().slice(0, 500);
}

/** The documents a service needs for this application (a divorced party needs the decree…). */
export function requiredAttachments(code: ServiceCode, formData: Record<string, unknown>): string[] {
  const coupleDocs = () => {
    const docs = ['PARTY_A_ID', 'PARTY_B_ID', 'PARTY_A_PHOTO', 'PARTY_B_PHOTO'];
    for (const key of ['partyA', 'partyB'] as const) {
      const party = formData[key] as Partial<Party> | undefined;
      const prefix = key === 'partyA' ? 'PARTY_A' : 'PARTY_B';
      if (party?.condition === 'DIVORCED') docs.push(`${prefix}_DECREE_ABSOLUTE`);
      if (party?.condition === 'WIDOWED') docs.push(`${prefix}_DEATH_CERTIFICATE`);
    }
    return docs;
  };
  switch (code) {
    case 'MARRIAGE_NOTICE':
    case 'SPECIAL_LICENCE_NOTICE_WAIVER':
    case 'SPECIAL_LICENCE_PRIVATE_VENUE':
      return coupleDocs();
    case 'INSTITUTION_MARRIAGE':
      return ['PARTY_A_ID', 'PARTY_B_ID', 'MARRIAGE_CERTIFICATE_COPY'];
    case 'PUBLIC_PLACE_LICENCE':
      return ['PROOF_OF_OWNERSHIP', 'REGISTRATION_CERTIFICATE'];
    case 'DATA_RECTIFICATION':
      return ['SUPPORTING_EVIDENCE'];
    case 'DIVORCE_RETURN':
      return ['DECREE'];
    case 'MARRIAGE_RETURN':
      return ['RETURN_FORM'];
    default:
      return [];
  }
}
