import { z } from 'zod';
import { optionalText, requiredText } from '../contracts/common.js';
import { districtField } from '../forms/parts.js';
import { districtLabel, textsOf } from './common.js';
import { defineService } from './contract.js';

export const PLACE_TYPES = ['CHURCH', 'MOSQUE', 'TEMPLE', 'HALL', 'OTHER'] as const;

/** Domain section 11 (PPL). The online form is not built yet: this is the form the API accepts today. */
export const publicPlaceLicence = defineService({
  form: z.object({
    placeName: requiredText(160),
    placeType: z.enum(PLACE_TYPES, { error: 'Choose the kind of place' }),
    denomination: optionalText(120),
    district: districtField,
    physicalAddress: requiredText(240),
    capacity: z.coerce.number({ error: 'Enter the capacity' }).int('Enter a whole number').min(10, 'At least 10 people').max(100000),
    officiants: z
      .array(z.object({ fullName: requiredText(120), idNumber: z.string().trim().regex(/^[0-9A-Za-z]{5,12}$/, 'Enter the ID number as printed') }))
      .min(1, 'Name at least one officiant')
      .max(20),
  }),
  steps: [
    { name: 'place', title: 'The place', fields: ['placeName', 'placeType', 'denomination', 'district', 'physicalAddress', 'capacity'] },
    { name: 'officiants', title: 'Officiants', fields: ['officiants'] },
  ],
  attachments: () => ['PROOF_OF_OWNERSHIP', 'REGISTRATION_CERTIFICATE'],
  searchText: (form) => textsOf(form, 'placeName'),
  outcome: z.object({ licenceNumber: z.string(), organisationId: z.string(), licensedOn: z.string(), district: z.string() }),
  labels: {
    placeName: 'Name of the place',
    placeType: { label: 'Kind of place', values: { CHURCH: 'Church', MOSQUE: 'Mosque', TEMPLE: 'Temple', HALL: 'Hall', OTHER: 'Other' } },
    denomination: 'Denomination',
    district: districtLabel(),
    physicalAddress: 'Address',
    capacity: 'Capacity (people)',
    officiants: { label: 'Officiants', item: 'Officiant %{n}', fields: { fullName: 'Full name', idNumber: 'ID number' } },
  },
  outcomeLabels: { licenceNumber: 'Licence number', organisationId: { label: 'Organisation', hidden: true }, licensedOn: 'Licensed on', district: districtLabel() },
});
