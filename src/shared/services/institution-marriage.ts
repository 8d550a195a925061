import { z } from 'zod';
import { apiDateField, optionalText, requiredText } from '../contracts/common.js';
import { OFFICIANT_LICENCE_PATTERN, OFFICIANT_MESSAGES } from '../contracts/officiants.js';
import { districtField, partySchema, twoWitnesses } from '../forms/parts.js';
import type { Party } from '../forms/parts.js';
import { coupleNames, districtLabel, partyLabels, WITNESS_LABELS } from './common.js';
import { defineService, type DraftForm } from './contract.js';
import { birthRules, notAfterToday, type DateRules } from './dateRules.js';
import { addDays, isApiDate } from '../dates.js';

/** A marriage registered more than this many days after its celebration is late and needs a reason. */
export const IM_LATE_AFTER_DAYS = 30;

export const IM_MESSAGES = {
  future: 'The date of the celebration cannot be in the future',
  lateReason: `The marriage was celebrated more than ${IM_LATE_AFTER_DAYS} days ago: explain why it is registered late, in at least 20 characters`,
  noLicence: (date: string) => `Your institution held no valid place licence on ${date}`,
  notYourVenue: 'Choose one of your licensed venues',
  venueNotLicensedOn: (venue: string, date: string) => `${venue} was not licensed on ${date}`,
  venueDistrict: 'The district is the district of the licensed venue',
  officiantUnknown: 'Choose one of your officiants',
  officiantInactive: 'This officiant is no longer active: choose an active officiant',
  alreadyYours: (reference: string) =>
    `This couple's marriage is already awaiting registration in your application ${reference}`,
  alreadyOther:
    "This couple's marriage is already awaiting registration by another institution: the registry will contact you",
  notInstitution: 'Only a licensed institution registers the marriages it celebrated',
} as const;

/** Domain section 11 (IM): a licensed institution registers a marriage it celebrated. */
export const institutionMarriageSchema = z.object({
  partyA: partySchema,
  partyB: partySchema,
  celebrationDate: apiDateField,
  venueLicenceNumber: requiredText(40),
  venueName: requiredText(160),
  district: districtField,
  officiantLicenceNumber: z
    .string({ error: OFFICIANT_MESSAGES.licenceNumber })
    .trim()
    .regex(OFFICIANT_LICENCE_PATTERN, IM_MESSAGES.officiantUnknown),
  officiantName: requiredText(120),
  witnesses: twoWitnesses,
  /** Needed (at least 20 characters) when the celebration was more than IM_LATE_AFTER_DAYS days ago. */
  lateReason: optionalText(2000),
});

/** Both parties' identity documents, the papers that end an earlier marriage, and the certificate the institution issued. */
function imAttachments(form: DraftForm): string[] {
  const docs = ['PARTY_A_ID', 'PARTY_B_ID'];
  for (const key of ['partyA', 'partyB'] as const) {
    const party = form[key] as Partial<Party> | undefined;
    const prefix = key === 'partyA' ? 'PARTY_A' : 'PARTY_B';
    if (party?.condition === 'DIVORCED') docs.push(`${prefix}_DECREE_ABSOLUTE`);
    if (party?.condition === 'WIDOWED') docs.push(`${prefix}_DEATH_CERTIFICATE`);
  }
  docs.push('MARRIAGE_CERTIFICATE_COPY');
  return docs;
}

/**
 * The celebration's day rules: the parties born, the day not in the future, and a reason when it is
 * more than IM_LATE_AFTER_DAYS days ago. The server applies the same at submit.
 */
export const imDateRules: DateRules = (form, today) => {
  const errors = { ...birthRules(form, today), ...notAfterToday(form, today, 'celebrationDate', IM_MESSAGES.future) };
  const day = form.celebrationDate;
  const reason = typeof form.lateReason === 'string' ? form.lateReason.trim() : '';
  if (isApiDate(day) && !errors.celebrationDate && day < addDays(today, -IM_LATE_AFTER_DAYS) && reason.length < 20)
    errors.lateReason = IM_MESSAGES.lateReason;
  return errors;
};

export const institutionMarriage = defineService({
  form: institutionMarriageSchema,
  steps: [
    { name: 'partyA', title: 'Party A', fields: ['partyA'] },
    { name: 'partyB', title: 'Party B', fields: ['partyB'] },
    {
      name: 'celebration',
      title: 'The celebration',
      fields: [
        'celebrationDate',
        'lateReason',
        'venueLicenceNumber',
        'venueName',
        'district',
        'officiantLicenceNumber',
        'officiantName',
      ],
    },
    { name: 'witnesses', title: 'Witnesses', fields: ['witnesses'] },
  ],
  attachments: imAttachments,
  dateRules: imDateRules,
  searchText: coupleNames,
  outcome: z.object({
    registrationNumber: z.string(),
    bookNumber: z.string(),
    entryNumber: z.number(),
    marriageId: z.string(),
    certificateDocumentId: z.string(),
  }),
  labels: {
    partyA: partyLabels('Party A'),
    partyB: partyLabels('Party B'),
    celebrationDate: 'Date of the celebration',
    lateReason: 'Why it is registered late',
    venueLicenceNumber: 'Place licence number',
    venueName: 'Venue',
    district: districtLabel('District of the marriage'),
    officiantLicenceNumber: 'Officiant licence number',
    officiantName: 'Officiant',
    witnesses: WITNESS_LABELS,
  },
  outcomeLabels: {
    registrationNumber: 'Registration number',
    bookNumber: 'Register book',
    entryNumber: 'Entry number',
    marriageId: { label: 'Register entry', hidden: true },
    certificateDocumentId: { label: 'Certificate', hidden: true },
  },
});
