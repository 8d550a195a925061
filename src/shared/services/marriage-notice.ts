import { z } from 'zod';
import { apiDateField, optionalText, requiredText } from '../contracts/common.js';
import { districtField, partySchema, twoWitnesses } from '../forms/parts.js';
import { coupleAttachments, coupleNames, districtLabel, partyLabels, WITNESS_LABELS } from './common.js';
import { defineService } from './contract.js';
import { noticeDateRules } from './dateRules.js';

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

/** Domain section 4: the notice of marriage, published for the notice period once approved. */
export const marriageNotice = defineService({
  form: marriageNoticeSchema,
  steps: [
    { name: 'partyA', title: 'Party A', fields: ['partyA'] },
    { name: 'partyB', title: 'Party B', fields: ['partyB'] },
    {
      name: 'dateVenue',
      title: 'Date and venue',
      fields: ['intendedDate', 'district', 'venue', 'specialLicenceReference'],
    },
    { name: 'witnesses', title: 'Witnesses', fields: ['witnesses'] },
  ],
  attachments: coupleAttachments,
  dateRules: noticeDateRules,
  searchText: coupleNames,
  outcome: z.object({ noticeNumber: z.string(), noticeEndsAt: z.string(), validUntil: z.string() }),
  labels: {
    partyA: partyLabels('Party A'),
    partyB: partyLabels('Party B'),
    intendedDate: 'Intended date of marriage',
    district: districtLabel('District of the marriage'),
    venue: {
      label: 'Venue',
      fields: {
        type: {
          label: 'Where',
          values: {
            REGISTRAR_OFFICE: "At the registrar's office",
            LICENSED_PLACE: 'At a licensed place of worship or public place',
            SPECIAL_LICENCE_VENUE: 'At a venue named in a special licence',
          },
        },
        name: 'Name of the venue',
        licenceReference: 'Licence reference',
      },
    },
    witnesses: WITNESS_LABELS,
    specialLicenceReference: 'Special licence reference',
  },
  outcomeLabels: { noticeNumber: 'Notice number', noticeEndsAt: 'Notice period ends', validUntil: 'Valid until' },
});
